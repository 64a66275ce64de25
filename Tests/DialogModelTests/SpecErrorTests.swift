import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTestSupport
import Testing

/// Each error path of the spec decoder, with the position marked in the input.
@Suite struct SpecErrorTests {
    // MARK: The root and required keys

    @Test func rootThatIsNotAnObject() {
        let result = SpecHarness.expectFindings(#"1️⃣["id", "buttons"]"#, [1: .typeMismatch])
        #expect(result.spec == nil)
    }

    @Test func missingIDAndButtonsPointAtTheRootBrace() {
        let (result, markers) = SpecHarness.decodeMarked(#"1️⃣{"title": "T"}"#)
        #expect(SpecHarness.mismatch(result.diagnostics, markers, expectedRules: [.missingKey]) == nil)
        #expect(result.diagnostics.map(\.message) == ["the dialog is missing required key 'id'", "the dialog is missing required key 'buttons'"])
        #expect(result.spec == nil)
    }

    @Test func missingTitleAndMessage() {
        let result = SpecHarness.expectFindings(
            #"1️⃣{"id": "a", "buttons": [{"id": "x", "title": "X"}]}"#, [1: .missingKey])
        #expect(result.diagnostics.first?.message.contains("'title' nor 'message'") == true)
        #expect(result.spec == nil)
    }

    @Test func buttonWithoutIDOrTitle() {
        let (result, markers) = SpecHarness.decodeMarked(
            #"{"id": "a", "title": "T", "buttons": [1️⃣{"role": "cancel"}, {"id": "ok", "title": "OK"}]}"#)
        #expect(SpecHarness.mismatch(result.diagnostics, markers, expectedRules: [.missingKey]) == nil)
        #expect(result.diagnostics.count == 2)
        #expect(result.diagnostics.allSatisfy { $0.message.hasPrefix("button 1 is missing") })
        // The broken button is left out; the spec is still returned for a complete report.
        #expect(result.spec?.buttons.map(\.id.value) == ["ok"])
    }

    @Test func buttonsEmptyOrNotAnArray() {
        SpecHarness.expectFindings(#"{"id": "a", "title": "T", "buttons": 1️⃣[]}"#, [1: .invalidValue])
        SpecHarness.expectFindings(#"{"id": "a", "title": "T", "buttons": 1️⃣"ok"}"#, [1: .typeMismatch])
        SpecHarness.expectFindings(#"{"id": "a", "title": "T", "buttons": [1️⃣"ok"]}"#, [1: .typeMismatch])
    }

    @Test func everyProblemOfAFileIsReportedInOneRun() {
        SpecHarness.expectFindings(
            #"""
            {"id": 1️⃣"Bad Id", 2️⃣"titel": "T", "message": "M",
             "buttons": [{"id": "x", "title": "X", "role": 3️⃣"main", 4️⃣"hapitc": "light"}],
             "dim": {"opacity": 5️⃣2}}
            """#,
            [1: .invalidValue, 2: .unknownKey, 3: .invalidValue, 4: .unknownKey, 5: .invalidValue])
    }

    // MARK: unknown-key

    @Test func unknownKeysHaveDidYouMeanNotes() {
        let result = SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", 1️⃣"mesage": "M",
             "buttons": [{"id": "x", "title": "X", 2️⃣"acton": "go"}],
             "layout": {3️⃣"button": "vertical"}, "icon": {"symbol": "trash", 4️⃣"color": "red"},
             "accessibility": {5️⃣"identifer": "x"}, "lint": {6️⃣"disabled": []},
             "transition": {7️⃣"appear": "motion.in"},
             "highlights": [{"text": "M", "style": "accent", 8️⃣"color": "red"}]}
            """#,
            [1: .unknownKey, 2: .unknownKey, 3: .unknownKey, 4: .unknownKey, 5: .unknownKey, 6: .unknownKey, 7: .unknownKey, 8: .unknownKey])
        let notes = result.diagnostics.flatMap(\.notes).map(\.message)
        #expect(notes.contains("did you mean 'message'?"))
        #expect(notes.contains("did you mean 'action'?"))
        #expect(notes.contains("did you mean 'buttons'?"))
        #expect(notes.contains("did you mean 'identifier'?"))
        #expect(notes.contains("did you mean 'disable'?"))
    }

    @Test func styleKeysAreContractTokenNames() {
        let result = SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}],
             "style": {1️⃣"backgroundColor": "color.bg", 2️⃣"titleColor": "color.text", 3️⃣"bottomInset": 8, "maxWidth": 400}}
            """#,
            [1: .unknownKey, 2: .unknownKey, 3: .unknownKey])
        #expect(result.diagnostics.flatMap(\.notes).map(\.message).contains("did you mean 'title.color'?"))
        #expect(result.diagnostics.contains { $0.message.contains("applies to sheets only") })
    }

    @Test func maxWidthIsForAlertsOnly() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "presentation": "sheet", "buttons": [{"id": "x", "title": "X"}],
             "style": {1️⃣"maxWidth": 400, "bottomInset": 8}}
            """#,
            [1: .unknownKey])
    }

    @Test func elementKeysDependOnTheType() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}],
             "content": [{"type": "slot", "id": "s", 1️⃣"title": "S"},
                         {"type": "checkbox", "id": "c", "title": "C", 2️⃣"keyboard": "email"},
                         {"type": "textField", "id": "t", 3️⃣"checked": true},
                         {"type": 4️⃣"picker", "id": "p", "title": "P", 5️⃣"options": []}]}
            """#,
            [1: .unknownKey, 2: .unknownKey, 3: .unknownKey, 4: .invalidValue, 5: .unknownKey])
    }

    // MARK: type-mismatch

    @Test func wrongJSONTypes() {
        SpecHarness.expectFindings(
            #"""
            {"id": 1️⃣7, "description": 2️⃣["d"], "tags": [3️⃣1], "presentation": 4️⃣true, "title": 5️⃣["T"],
             "parameters": 6️⃣["name"], "icon": 7️⃣"trash", "content": 8️⃣{},
             "buttons": [{"id": "x", "title": "X", "enabled": 9️⃣"yes"}], "layout": 🔟[]}
            """#,
            [1: .typeMismatch, 2: .typeMismatch, 3: .typeMismatch, 4: .typeMismatch, 5: .typeMismatch, 6: .typeMismatch,
             7: .typeMismatch, 8: .typeMismatch, 9: .typeMismatch, 10: .typeMismatch])
    }

    @Test func wrongJSONTypesInAppearance() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X", "style": 1️⃣3, "async": 2️⃣1}],
             "layout": {"widths": [0.5, 3️⃣"0.5"]}, "style": {"background": 4️⃣255, "margin": 5️⃣true},
             "dim": {"color": 6️⃣0, "opacity": 7️⃣"0.4", "dismissOnTap": 8️⃣"no"},
             "lint": {"disable": 9️⃣"contrast"}, "accessibility": {"identifier": 🔟1}}
            """#,
            [1: .typeMismatch, 2: .typeMismatch, 3: .typeMismatch, 4: .typeMismatch, 5: .typeMismatch,
             6: .typeMismatch, 7: .invalidValue, 8: .typeMismatch, 9: .typeMismatch, 10: .typeMismatch])
    }

    // MARK: invalid-value

    @Test func dialogIDPattern() {
        for id in ["Team", "team.", "team..invitation", "team-invitation", "1team", "team.Invitation", ""] {
            SpecHarness.expectFindings(#"{"id": 1️⃣"\#(id)", "title": "T", "buttons": [{"id": "x", "title": "X"}]}"#, [1: .invalidValue])
        }
        for id in ["team", "team.invitation", "liveMessage.delete2", "a.b.c"] {
            SpecHarness.expectFindings(#"{"id": "\#(id)", "title": "T", "buttons": [{"id": "x", "title": "X"}]}"#, [:])
        }
    }

    @Test func dialogIDSuggestsAFix() {
        let result = SpecHarness.expectFindings(
            #"{"id": 1️⃣"Team_Invitation", "title": "T", "buttons": [{"id": "x", "title": "X"}]}"#, [1: .invalidValue])
        #expect(result.diagnostics.first?.message.contains("'teamInvitation'") == true)
    }

    @Test func enumerationsWithDidYouMean() {
        let result = SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "presentation": 1️⃣"sheets",
             "buttons": [{"id": "x", "title": "X", "role": 2️⃣"primery", "haptic": 3️⃣"sucess"}],
             "layout": {"buttons": 4️⃣"vertcal"}, "parameters": {"n": 5️⃣"Doubel"},
             "content": [{"type": "textField", "id": "f", "keyboard": 6️⃣"emial"}]}
            """#,
            [1: .invalidValue, 2: .invalidValue, 3: .invalidValue, 4: .invalidValue, 5: .invalidValue, 6: .invalidValue])
        let notes = Set(result.diagnostics.flatMap(\.notes).map(\.message))
        for suggestion in ["sheet", "primary", "success", "vertical", "Double", "email"] {
            #expect(notes.contains("did you mean '\(suggestion)'?"))
        }
    }

    @Test func rangesOfNumbers() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}, {"id": "y", "title": "Y"}],
             "layout": {"widths": [1️⃣0, 0.5, 2️⃣1.01, 1, 3️⃣-0.5]},
             "dim": {"opacity": 4️⃣-0.1}, "style": {"margin": 5️⃣-4, "padding.top": 0}}
            """#,
            [1: .invalidValue, 2: .invalidValue, 3: .invalidValue, 4: .invalidValue, 5: .invalidValue])
        let spec = SpecHarness.decode(#"{"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}], "dim": {"opacity": 0}, "layout": {"widths": [1]}}"#)
        #expect(spec.diagnostics.isEmpty)
    }

    @Test func malformedTokenReferencesAndLiterals() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X", "style": 1️⃣"button..mono"}],
             "style": {"background": 2️⃣"#12345", "title.color": 3️⃣"#GGGGGG", "cornerRadius": 4️⃣"12pt",
                       "margin": 5️⃣"{spacing.md", "padding.top": 6️⃣"spacing md", "title.typography": 7️⃣"{}"},
             "transition": {"in": 8️⃣"0200ms", "out": 9️⃣"-1s"}}
            """#,
            [1: .invalidValue, 2: .invalidValue, 3: .invalidValue, 4: .invalidValue, 5: .invalidValue,
             6: .invalidValue, 7: .invalidValue, 8: .invalidValue, 9: .invalidValue])
    }

    @Test func literalsOfTheWrongKind() {
        let result = SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X", "style": 1️⃣"#FF0000"}],
             "style": {"background": 2️⃣"200ms", "cornerRadius": 3️⃣"#FFFFFF", "title.typography": 4️⃣"16s"},
             "dim": {"color": 5️⃣"1s", "opacity": 6️⃣"#00000066"}, "transition": {"in": 7️⃣"#FFFFFF"}}
            """#,
            [1: .invalidValue, 2: .invalidValue, 3: .invalidValue, 4: .invalidValue, 5: .invalidValue,
             6: .invalidValue, 7: .invalidValue])
        #expect(result.diagnostics.first?.message.contains("which is a colour") == true)
    }

    @Test func iconNeedsExactlyOneName() {
        SpecHarness.expectFindings(
            #"{"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}], "icon": {"symbol": "trash", 1️⃣"asset": "bin"}}"#,
            [1: .invalidValue])
        SpecHarness.expectFindings(
            #"{"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}], "icon": 1️⃣{}}"#, [1: .missingKey])
        SpecHarness.expectFindings(
            #"{"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}], "icon": {"symbol": 1️⃣""}}"#, [1: .invalidValue])
    }

    @Test func highlightEntries() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "message": "M", "buttons": [{"id": "x", "title": "X"}],
             "highlights": [{"text": "M", "style": 1️⃣"highlight.accent"}, 2️⃣{"text": "M"}, {"text": "M", "style": 3️⃣"9"}]}
            """#,
            [1: .invalidValue, 2: .missingKey, 3: .invalidValue])
    }

    @Test func elementTypeAndIDAreRequired() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}],
             "content": [1️⃣{"id": "f"}, 2️⃣{"type": "slot"}, 3️⃣{"type": "checkbox", "id": "c"}]}
            """#,
            [1: .missingKey, 2: .missingKey, 3: .missingKey])
    }

    @Test func lintDisableNamesConfigurableRules() {
        let result = SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [{"id": "x", "title": "X"}],
             "lint": {"disable": ["contrast", 1️⃣"contrasts", 2️⃣"json-syntax", 3️⃣"nonsense-rule-name", 4️⃣7]}}
            """#,
            [1: .invalidValue, 2: .invalidValue, 3: .invalidValue, 4: .typeMismatch])
        #expect(result.diagnostics.first?.notes.first?.message == "did you mean 'contrast'?")
        #expect(result.spec?.lint.disabled.map(\.value) == [.contrast])
    }

    // MARK: duplicate-id

    @Test func duplicateIDsPointAtTheSecondWithANoteAtTheFirst() throws {
        let marked = #"""
            {"id": "a", "title": "T",
             "content": [{"type": "slot", "id": "preview"}, {"type": "slot", "id": 1️⃣"preview"}],
             "buttons": [{"id": "ok", "title": "OK"}, {"id": 2️⃣"ok", "title": "OK again"}, {"id": 3️⃣"preview", "title": "P"}]}
            """#
        let result = SpecHarness.expectFindings(marked, [1: .duplicateID, 2: .duplicateID, 3: .duplicateID])
        let second = try #require(result.diagnostics.first { $0.message.hasPrefix("button id 'ok'") })
        let clean = LocationMarkers(parsing: marked).cleanText
        #expect(second.notes.first?.location?.start.offset == SpecHarness.offset(of: #""ok""#, in: clean))
    }

    // MARK: invalid-identifier

    @Test func namesMustBeSwiftIdentifiers() {
        let result = SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "parameters": {1️⃣"user name": "String", 2️⃣"self": "String", "ok_1": "Int"},
             "content": [{"type": "slot", "id": 3️⃣"2fa"}],
             "buttons": [{"id": 4️⃣"switch", "title": "X", "action": 5️⃣"tap!", "payload": 6️⃣"[String]"},
                         {"id": "y", "title": "Y", "action": "didTapY", "payload": 7️⃣"Chat.class"},
                         {"id": "z", "title": "Z", "action": "didTapZ", "payload": "Chat.Message.ID"}]}
            """#,
            [1: .invalidIdentifier, 2: .invalidIdentifier, 3: .invalidIdentifier, 4: .invalidIdentifier,
             5: .invalidIdentifier, 6: .invalidIdentifier, 7: .invalidIdentifier])
        #expect(result.diagnostics.contains { $0.message.contains("for example 'userName'") })
    }

    /// No generated function takes a dialog's members as its parameters (one generic
    /// `dialog(isPresented:_:…)` presents every dialog), so its parameter names are free.
    @Test func theRuntimeModifiersParameterNamesAreOrdinaryMemberNames() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "Hi {isPresented} {locale} {slot}",
             "parameters": {"isPresented": "String", "locale": "String", "slot": "String", "onActions": "String"},
             "content": [{"type": "textField", "id": "onAction"}, {"type": "slot", "id": "onAsyncAction"}],
             "buttons": [{"id": "ok", "title": "OK {onActions}"}]}
            """#,
            [:])
    }

    /// What generated code declares beside the members or calls from inside them: the
    /// dialog's own members, the support types and the dialog's own type.
    @Test func membersMayNotTakeNamesTheGeneratedCodeDeclaresOrCalls() {
        let result = SpecHarness.expectFindings(
            #"""
            {"id": "probe", "title": "Hi {1️⃣Action} {2️⃣ProbeDialog} {Action}",
             "parameters": {3️⃣"state": "String", 4️⃣"spec": "String", 5️⃣"DialogState": "String", "reason": "String", 9️⃣"DialogSpec": "String"},
             "content": [{"type": "checkbox", "id": 6️⃣"view", "title": "{7️⃣appearance} {8️⃣DialogLocalizedText}"}],
             "buttons": [{"id": "ok", "title": "OK"}]}
            """#,
            [1: .invalidIdentifier, 2: .invalidIdentifier, 3: .invalidIdentifier, 4: .invalidIdentifier,
             5: .invalidIdentifier, 6: .invalidIdentifier, 7: .invalidIdentifier, 8: .invalidIdentifier, 9: .invalidIdentifier])
        #expect(result.diagnostics.contains { $0.message.hasPrefix("placeholder '{ProbeDialog}' would hide the dialog's own generated type 'ProbeDialog'") })
        #expect(result.diagnostics.contains { $0.message.hasPrefix("parameter 'spec' would be declared beside the generated 'ProbeDialog.spec'") })
    }

    /// An undeclared placeholder is a `String` parameter of the generated dialog, so it
    /// collides with an element or a payload's property of its name; it is reported where it
    /// is first written. `{Count}` beside `count` is left to `placeholder-mismatch`.
    @Test func undeclaredPlaceholdersAreMembers() throws {
        let marked = #"""
            {"id": "a", "parameters": {"count": "Int", "liveMessage": "String"},
             "title": "Hi {reason}, {count} {Count}", "message": "{didTapXPayload}",
             "content": [{"type": "textField", "id": 1️⃣"reason", "placeholder": "{reason}"}],
             "buttons": [{"id": "x", "title": "X", "action": "didTapX", "payload": 2️⃣"LiveMessage"}]}
            """#
        let result = SpecHarness.expectFindings(marked, [1: .invalidIdentifier, 2: .invalidIdentifier])
        let clash = try #require(result.diagnostics.first { $0.message.hasPrefix("element 'reason' has the same name as a placeholder") })
        let clean = LocationMarkers(parsing: marked).cleanText
        #expect(clash.notes.first?.location?.start.offset == SpecHarness.offset(of: "reason}", in: clean))
        #expect(result.diagnostics.contains {
            $0.message.hasPrefix("the payload of action 'didTapX', held in 'didTapXPayload', has the same name as a placeholder")
        })
    }

    /// `{locale}` is a member like any other: the generated code reads it as `self.locale`
    /// where the `locale` parameter of `state(locale:)` and `view(locale:...)` hides it.
    @Test func localeIsAnOrdinaryMemberName() {
        SpecHarness.expectFindings(
            #"{"id": "a", "title": "Hi {locale}", "buttons": [{"id": "x", "title": "X", "action": "didTapX", "payload": "Locale"}]}"#, [:])
    }

    @Test func payloadTypesMayNotBeWhatGeneratedCodePutsInScope() {
        let result = SpecHarness.expectFindings(
            #"""
            {"id": "probe", "title": "T", "buttons": [
              {"id": "a", "title": "A", "action": "a", "payload": 1️⃣"Action"},
              {"id": "b", "title": "B", "action": "b", "payload": 2️⃣"ProbeDialog"},
              {"id": "c", "title": "C", "action": "c", "payload": 3️⃣"DialogState"},
              {"id": "d", "title": "D", "action": "d", "payload": 4️⃣"Void"},
              {"id": "e", "title": "E", "action": "e", "payload": 5️⃣"Optional"},
              {"id": "f", "title": "F", "action": "f", "payload": 6️⃣"Foundation"},
              {"id": "g", "title": "G", "action": "g", "payload": 7️⃣"UIColor"},
              {"id": "h", "title": "H", "action": "h", "payload": 8️⃣"SwiftUI.Binding"},
              {"id": "i", "title": "I", "action": "i", "payload": "Slot"},
              {"id": "j", "title": "J", "action": "j", "payload": "Body"},
              {"id": "k", "title": "K", "action": "k", "payload": "Chat.Action"},
              {"id": "l", "title": "L", "action": "l", "payload": "Foundation.Date"},
              {"id": "m", "title": "M", "action": "m", "payload": "Swift.String"},
              {"id": "n", "title": "N", "action": "n", "payload": "Type"},
              {"id": "o", "title": "O", "action": "o", "payload": "Locale"}]}
            """#,
            [1: .invalidIdentifier, 2: .invalidIdentifier, 3: .invalidIdentifier, 4: .invalidIdentifier, 5: .invalidIdentifier,
             6: .invalidIdentifier, 7: .invalidIdentifier, 8: .invalidIdentifier])
        #expect(result.diagnostics.contains { $0.message.hasPrefix("payload 'ProbeDialog': 'ProbeDialog' is this dialog's own generated type") })
    }

    /// Generated code names the frameworks' types through their modules (`SwiftUI.View`,
    /// `_Concurrency.Task`, `Self.Content`), so an app type of such a name is a payload like
    /// any other.
    @Test func payloadTypesNamedLikeQualifiedFrameworkTypesAreFree() {
        SpecHarness.expectFindings(
            #"""
            {"id": "probe", "title": "T", "buttons": [
              {"id": "a", "title": "A", "action": "a", "payload": "Task"},
              {"id": "b", "title": "B", "action": "b", "payload": "Content"},
              {"id": "c", "title": "C", "action": "c", "payload": "Configuration"},
              {"id": "d", "title": "D", "action": "d", "payload": "Subviews"},
              {"id": "e", "title": "E", "action": "e", "payload": "Store"},
              {"id": "f", "title": "F", "action": "f", "payload": "View"},
              {"id": "g", "title": "G", "action": "g", "payload": "Text"}]}
            """#,
            [:])
    }

    @Test func payloadTypesMayNotStartATypeOfTheirOwn() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [
              {"id": "a", "title": "A", "action": "a", "payload": 1️⃣"any"},
              {"id": "b", "title": "B", "action": "b", "payload": 2️⃣"Chat.some"},
              {"id": "c", "title": "C", "action": "c", "payload": 3️⃣"each"}]}
            """#,
            [1: .invalidIdentifier, 2: .invalidIdentifier, 3: .invalidIdentifier])
    }

    @Test func defaultedActionIsCheckedOnceAsTheID() {
        SpecHarness.expectFindings(
            #"{"id": "a", "title": "T", "buttons": [{"id": 1️⃣"default", "title": "X"}]}"#, [1: .invalidIdentifier])
    }

    @Test func sharedActionsNeedTheSamePayload() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "buttons": [
              {"id": "x", "title": "X", "action": "didTapShare", "payload": "Photo"},
              {"id": "y", "title": "Y", "action": "didTapShare", "payload": "Photo"},
              {"id": "z", "title": "Z", "action": 1️⃣"didTapShare"},
              {"id": "didTapOpen", "title": "O"},
              {"id": "w", "title": "W", "action": "didTapOpen", "payload": 2️⃣"URL"}]}
            """#,
            [1: .invalidIdentifier, 2: .invalidIdentifier])
    }

    @Test func namesEqualIgnoringCaseCollide() {
        SpecHarness.expectFindings(
            #"""
            {"id": "a", "title": "T", "parameters": {"count": "Int", 1️⃣"Count": "Int", "preview": "String"},
             "content": [{"type": "slot", "id": 2️⃣"preview"}],
             "buttons": [{"id": "ok", "title": "OK", "action": "didTapOK"}, {"id": "okay", "title": "Okay", "action": 3️⃣"didTapOk"},
                         {"id": 4️⃣"OK", "title": "X", "action": "didTapX"}]}
            """#,
            [1: .invalidIdentifier, 2: .invalidIdentifier, 3: .invalidIdentifier, 4: .invalidIdentifier])
    }

    @Test func placeholderNamesAreReportedInsideTheText() {
        SpecHarness.expectFindings(
            #"{"id": "a", "title": "Hi {1️⃣9lives}", "buttons": [{"id": "x", "title": "X"}]}"#, [1: .invalidIdentifier])
    }
}
