import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTestSupport
import Testing

/// The decoder turns every key of docs/format/spec.md into the model, applies the defaults,
/// and reports each problem where it is.
@Suite struct SpecDecodingTests {
    static let minimal = #"{"id": "notice.simple", "title": "Hello", "buttons": [{"id": "ok", "title": "OK"}]}"#

    // MARK: Defaults

    @Test func minimalSpecGetsEveryDefault() throws {
        let result = SpecHarness.decode(Self.minimal)
        #expect(result.diagnostics.isEmpty, "\(SpecHarness.describe(result.diagnostics))")
        let spec = try #require(result.spec)
        #expect(spec.id.value == "notice.simple")
        #expect(spec.id.pointer.description == "/id")
        #expect(spec.description == nil)
        #expect(spec.tags.isEmpty)
        #expect(spec.presentation.value == .alert)
        #expect(!spec.presentation.isWritten)
        #expect(spec.title?.text(for: "en")?.plainText == "Hello")
        #expect(spec.message == nil)
        #expect(spec.highlights.isEmpty)
        #expect(spec.parameters.isEmpty)
        #expect(spec.parameterType(of: "anything") == .string)
        #expect(spec.icon == nil)
        #expect(spec.content.isEmpty)
        #expect(spec.layout.buttons.value == .auto)
        #expect(!spec.layout.buttons.isWritten)
        #expect(spec.layout.widths == nil)
        #expect(spec.style.isEmpty)
        #expect(spec.dim.color == nil)
        #expect(spec.dim.opacity == nil)
        #expect(spec.dim.dismissOnTap.value == true)
        #expect(spec.transition.appear == nil)
        #expect(spec.transition.disappear == nil)
        #expect(spec.accessibility == nil)
        #expect(spec.lint.disabled.isEmpty)
        #expect(spec.range == SourceRange(0, Self.minimal.utf8.count))
        #expect(spec.file.path == "test.dialog.json")
    }

    @Test func buttonDefaultsAreAppliedAndRemembered() throws {
        let button = try #require(SpecHarness.decode(Self.minimal).spec?.buttons.first)
        #expect(button.id.value == "ok")
        #expect(button.role.value == .secondary)
        #expect(!button.role.isWritten)
        #expect(button.action.value == "ok")
        #expect(button.action.written == nil)
        #expect(button.payload == nil)
        #expect(button.style.value == .token(path: "button.secondary"))
        #expect(!button.style.isWritten)
        #expect(button.styleGroup == "button.secondary")
        #expect(button.enabled.value == true)
        #expect(button.dismisses.value == true)
        #expect(button.haptic.value == .none)
        #expect(button.isAsync.value == false)
        #expect(button.accessibility == ButtonAccessibility())
        #expect(button.pointer.description == "/buttons/0")
    }

    @Test func defaultButtonStyleFollowsTheRole() throws {
        let text = #"{"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X", "role": "destructive"}]}"#
        let button = try #require(SpecHarness.decode(text).spec?.buttons.first)
        #expect(button.style.value == .token(path: "button.destructive"))
        #expect(!button.style.isWritten)
    }

    // MARK: Every key

    static let full = #"""
        {
          "$schema": "../Schemas/dialog.schema.json",
          "$comment": "every key of docs/format/spec.md",
          "id": "liveMessage.delete",
          "description": "Deletes a message.",
          "tags": ["live", "moderation"],
          "presentation": "sheet",
          "title": {"ko": "삭제할까요?", "en": "Delete?"},
          "message": "<accent>{senderName}</accent> sent {count} messages.",
          "highlights": [{"text": "messages", "style": "danger"}],
          "parameters": {"senderName": "String", "count": "Int", "ratio": "Double"},
          "icon": {"symbol": "trash"},
          "content": [
            {"type": "textField", "id": "reason", "placeholder": "Why?", "keyboard": "email"},
            {"type": "checkbox", "id": "block", "title": "Block", "checked": true},
            {"type": "slot", "id": "preview"}
          ],
          "buttons": [
            {"id": "cancel", "title": "Cancel", "role": "cancel"},
            {
              "id": "delete", "title": "Delete", "role": "destructive", "action": "didTapDelete",
              "payload": "Chat.LiveMessage", "style": "{button.mono}", "enabled": false, "dismisses": false,
              "haptic": "warning", "async": true,
              "accessibility": {"identifier": "delete.button", "label": "Delete message", "hint": "Removes it"}
            }
          ],
          "layout": {"buttons": "horizontal", "widths": [0.3, 0.7]},
          "style": {
            "background": "#FFFFFF80", "cornerRadius": 20, "padding.top": "spacing.lg",
            "bottomInset": "{spacing.sm}", "title.typography": "typography.title"
          },
          "dim": {"color": "#000000", "opacity": 0.5, "dismissOnTap": false},
          "transition": {"in": "motion.spring", "out": "180ms"},
          "accessibility": {"identifier": "liveMessageDelete"},
          "lint": {"disable": ["text-length", "raw-value"]}
        }
        """#

    @Test func everyTopLevelKeyIsDecoded() throws {
        let result = SpecHarness.decode(Self.full)
        #expect(result.diagnostics.isEmpty, "\(SpecHarness.describe(result.diagnostics))")
        let spec = try #require(result.spec)
        #expect(spec.id.value == "liveMessage.delete")
        #expect(spec.description?.value == "Deletes a message.")
        #expect(spec.tags.map(\.value) == ["live", "moderation"])
        #expect(spec.tags[1].pointer.description == "/tags/1")
        #expect(spec.presentation.value == .sheet)
        #expect(spec.presentation.isWritten)
        #expect(spec.title?.text(for: "ko")?.raw == "삭제할까요?")
        #expect(spec.title?.text(for: "en")?.raw == "Delete?")
        #expect(spec.message?.text(for: "en")?.placeholders == ["senderName", "count"])
        #expect(spec.highlights.count == 1)
        #expect(spec.highlights.first?.text.text(for: "en")?.raw == "messages")
        #expect(spec.highlights.first?.style.value == "danger")
        #expect(spec.parameters.map(\.name.value) == ["senderName", "count", "ratio"])
        #expect(spec.parameters.map(\.type.value) == [.string, .int, .double])
        #expect(spec.parameterType(of: "count") == .int)
        #expect(spec.parameters[1].name.pointer.description == "/parameters/count")
        #expect(spec.icon?.name.value == "trash")
        if case .symbol = spec.icon {} else { Issue.record("expected a symbol icon") }
        #expect(spec.accessibility?.identifier?.value == "liveMessageDelete")
        #expect(spec.lint.disabled.map(\.value) == [.textLength, .rawValue])
        #expect(spec.lint.disables(.rawValue))
    }

    @Test func contentElementsAreDecoded() throws {
        let content = try #require(SpecHarness.decode(Self.full).spec?.content)
        #expect(content.map(\.id.value) == ["reason", "block", "preview"])
        #expect(content.map(\.type.value) == [.textField, .checkbox, .slot])
        guard case .textField(let placeholder, let keyboard) = content[0].kind else {
            Issue.record("expected a text field")
            return
        }
        #expect(placeholder?.text(for: "en")?.raw == "Why?")
        #expect(keyboard.value == .email)
        guard case .checkbox(let title, let checked) = content[1].kind else {
            Issue.record("expected a checkbox")
            return
        }
        #expect(title.text(for: "en")?.raw == "Block")
        #expect(checked.value == true)
        #expect(checked.isWritten)
        #expect(content[2].kind == .slot)
        #expect(content[2].pointer.description == "/content/2")
    }

    @Test func textFieldAndCheckboxDefaults() throws {
        let text = #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}],
             "content": [{"type": "textField", "id": "name"}, {"type": "checkbox", "id": "agree", "title": "Agree"}]}
            """#
        let content = try #require(SpecHarness.decode(text).spec?.content)
        #expect(content[0].kind == .textField(placeholder: nil, keyboard: Defaulted(default: .default)))
        guard case .checkbox(_, let checked) = content[1].kind else {
            Issue.record("expected a checkbox")
            return
        }
        #expect(checked == Defaulted(default: false))
    }

    @Test func everyButtonKeyIsDecoded() throws {
        let buttons = try #require(SpecHarness.decode(Self.full).spec?.buttons)
        #expect(buttons.count == 2)
        let delete = buttons[1]
        #expect(delete.id.value == "delete")
        #expect(delete.title.text(for: "en")?.raw == "Delete")
        #expect(delete.role.value == .destructive)
        #expect(delete.action.value == "didTapDelete")
        #expect(delete.action.isWritten)
        #expect(delete.payload?.value == "Chat.LiveMessage")
        #expect(delete.style.value == .token(path: "button.mono"))
        #expect(delete.style.isWritten)
        #expect(delete.styleGroup == "button.mono")
        #expect(delete.enabled.value == false)
        #expect(delete.dismisses.value == false)
        #expect(delete.haptic.value == .warning)
        #expect(delete.isAsync.value == true)
        #expect(delete.accessibility.identifier?.value == "delete.button")
        #expect(delete.accessibility.label?.text(for: "en")?.plainText == "Delete message")
        #expect(delete.accessibility.hint?.text(for: "en")?.plainText == "Removes it")
        #expect(buttons[0].role.value == .cancel)
        #expect(buttons[0].style.value == .token(path: "button.cancel"))
    }

    @Test func appearanceIsDecoded() throws {
        let spec = try #require(SpecHarness.decode(Self.full).spec)
        #expect(spec.layout.buttons.value == .horizontal)
        #expect(spec.layout.widths?.value.map(\.value) == [0.3, 0.7])
        #expect(spec.layout.widths?.pointer.description == "/layout/widths")
        #expect(spec.style.map(\.key.value.name) == ["background", "cornerRadius", "padding.top", "bottomInset", "title.typography"])
        #expect(spec.style("background")?.value.value == .colorLiteral(red: 255, green: 255, blue: 255, alpha: 0x80))
        #expect(spec.style("cornerRadius")?.value.value == .number(20))
        #expect(spec.style("padding.top")?.value.value == .token(path: "spacing.lg"))
        #expect(spec.style("bottomInset")?.value.value == .token(path: "spacing.sm"))
        #expect(spec.style("bottomInset")?.key.value.contractTokenPath(for: spec.presentation.value) == "dialog.sheet.bottomInset")
        #expect(spec.style("title.typography")?.key.value.contractTokenPath(for: .sheet) == "dialog.title.typography")
        #expect(spec.dim.color?.value == .colorLiteral(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(spec.dim.opacity?.value == .number(0.5))
        #expect(spec.dim.dismissOnTap.value == false)
        #expect(spec.transition.appear?.value == .token(path: "motion.spring"))
        #expect(spec.transition.disappear?.value == .durationLiteral(seconds: 0.18))
    }

    @Test func valuesKeepTheirSourceRanges() throws {
        let text = #"{"id": "notice.simple", "title": "Hi", "buttons": [{"id": "ok", "title": "OK", "action": "didTapOK"}]}"#
        let spec = try #require(SpecHarness.decode(text).spec)
        let bytes = Array(text.utf8)
        func source(_ range: SourceRange) -> String { String(decoding: bytes[range.lowerBound..<range.upperBound], as: UTF8.self) }
        #expect(source(spec.id.range) == #""notice.simple""#)
        #expect(source(spec.buttons[0].id.range) == #""ok""#)
        #expect(source(try #require(spec.buttons[0].action.range)) == #""didTapOK""#)
        #expect(source(spec.buttons[0].range).hasPrefix(#"{"id": "ok""#))
        #expect(spec.buttons[0].action.written?.pointer.description == "/buttons/0/action")
    }

    @Test func messageAloneAndAnAssetIcon() throws {
        let text = #"{"id": "a", "message": "M", "icon": {"asset": "palette"}, "buttons": [{"id": "x", "title": "X"}]}"#
        let spec = try #require(SpecHarness.decode(text).spec)
        #expect(spec.title == nil)
        #expect(spec.message?.text(for: "en")?.raw == "M")
        guard case .asset(let name) = spec.icon else {
            Issue.record("expected an asset icon")
            return
        }
        #expect(name.value == "palette")
    }

    @Test func schemaAndCommentKeysAreIgnoredEverywhere() {
        SpecHarness.expectFindings(
            #"""
            {"$schema": "s", "$comment": "c", "id": "a", "title": "T",
             "parameters": {"$comment": "types", "name": "String"},
             "style": {"$comment": "overrides"}, "dim": {"$comment": "d"},
             "buttons": [{"$comment": "b", "id": "x", "title": "X", "accessibility": {"$comment": "a"}}]}
            """#, [:])
    }
}

/// The default style group is spelled out per role (layout asks per button): it must stay
/// `button.<role>`, the token group the format names.
@Suite struct ButtonRoleStyleGroupTests {
    @Test(arguments: ButtonRole.allCases)
    func defaultStyleGroupIsButtonDotRole(role: ButtonRole) {
        #expect(ButtonRole.defaultStyleGroup(for: role) == "button." + role.rawValue)
    }
}
