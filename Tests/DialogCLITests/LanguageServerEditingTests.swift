import DialogTestSupport
import Foundation
import Testing

/// `dialogc lsp` in-process, helping to write a spec: completion from the formats' schemas
/// and the project, hover on a text (its lines where they are tightest), and go to
/// definition from a spec to its generated Swift.
@Suite struct LanguageServerEditingTests {
    /// A project with Korean and English, two devices and two sizes.
    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(
            "dialogc.json",
            #"{"version": 1, "locales": ["en", "ko"], "defaultLocale": "en", "devices": ["iphone-15", "iphone-se"], "dynamicType": ["xxxLarge", "large"]}"#)
        return folder
    }

    /// The labels completion offers at marker 1️⃣ of `marked`, opened as `name` in `folder`.
    static func labels(_ marked: String, name: String, in folder: TemporaryDirectory) throws -> [String]? {
        let markers = LocationMarkers(parsing: marked)
        let session = LanguageServerSession()
        try session.initialize()
        let path = folder.path + "/" + name
        try session.open(path, markers.cleanText)
        let at = ExpectedPosition(offset: markers.offsets[1]!, in: markers.cleanText)
        let response = try session.request("textDocument/completion", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": at.json])
        return ((response["result"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
    }

    /// Keys of objects the hand lists did not cover, as the schema names them.
    @Test(arguments: [
        ("specs/a.dialog.json", #"{ "id": "a", "dim": { 1️⃣ } }"#, ["color", "opacity", "dismissOnTap"]),
        ("specs/a.dialog.json", #"{ "id": "a", "transition": { "1️⃣" } }"#, ["in", "out"]),
        ("specs/a.dialog.json", #"{ "id": "a", "content": [{ "type": "textField", 1️⃣ }] }"#, ["type", "id", "placeholder", "keyboard"]),
        ("dialogc.json", #"{ "version": 1, "catalog": { 1️⃣ } }"#, ["icons"]),
        ("colors.tokens.json", #"{ "ink": { 1️⃣ } }"#, ["$value", "$type", "$description", "$deprecated", "$extensions"]),
    ])
    func keysOfEveryObjectFollowTheSchema(_ name: String, _ marked: String, _ expected: [String]) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let labels = try #require(try Self.labels(marked, name: name, in: folder))
        for key in expected { #expect(labels.contains(key), "\(key) in \(labels)") }
    }

    /// Closed sets the schema gives, an array's elements included; the config's locales as
    /// the keys of a localized text; the design system's highlight styles.
    @Test(arguments: [
        ("dialogc.json", #"{ "version": 1, "devices": ["iphone-se", "1️⃣"] }"#, ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11"]),
        ("dialogc.json", #"{ "version": 1, "dynamicType": ["1️⃣"] }"#, DynamicTypeNames.all),
        ("specs/a.dialog.json", #"{ "id": "a", "title": { "en": "Hi", 1️⃣ } }"#, ["en", "ko"]),
        ("specs/a.dialog.json", #"{ "id": "a", "message": "Hi", "highlights": [{ "text": "Hi", "style": "1️⃣" }] }"#, ["accent", "danger"]),
        ("specs/a.dialog.json", #"{ "id": "a", "message": { "en": "Delete <1️⃣" } }"#, ["accent", "danger"]),
        ("colors.tokens.json", #"{ "ink": { "$type": "1️⃣" } }"#, ["color", "dimension", "number", "duration", "cubicBezier", "fontFamily", "fontWeight", "typography", "shadow", "transition"]),
    ])
    func valuesOfClosedSetsAndTheProject(_ name: String, _ marked: String, _ expected: [String]) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let labels = try #require(try Self.labels(marked, name: name, in: folder))
        for value in expected { #expect(labels.contains(value), "\(value) in \(labels)") }
    }

    /// `dim`, `transition` and a button's `style` offer the tokens of their type.
    @Test(arguments: [
        (#"{ "id": "a", "dim": { "color": "1️⃣" } }"#, "dialog.dim.color", "dialog.dim.opacity"),
        (#"{ "id": "a", "dim": { "opacity": "1️⃣" } }"#, "dialog.dim.opacity", "dialog.dim.color"),
        (#"{ "id": "a", "transition": { "in": "1️⃣" } }"#, "dialog.transition.in", "dialog.dim.color"),
        (#"{ "id": "a", "buttons": [{ "id": "ok", "title": "OK", "style": "1️⃣" }] }"#, "button.primary", "button.primary.background"),
    ])
    func tokenReferencesOfTheirType(_ marked: String, _ offered: String, _ notOffered: String) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let labels = try #require(try Self.labels(marked, name: "specs/a.dialog.json", in: folder))
        #expect(labels.contains(offered), "\(labels)")
        #expect(!labels.contains(notOffered), "\(labels)")
    }

    /// After `{` in a text: the declared parameters and the placeholders other texts use;
    /// a `{{` is a literal brace, and a token reference's braces are not a text's.
    @Test func parameterNamesInsideBraces() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let spec = #"{ "id": "a", "parameters": { "count": { "type": "Int" } }, "title": "Hi {name}", "message": { "en": "{1️⃣" } }"#
        #expect(try Self.labels(spec, name: "specs/a.dialog.json", in: folder) == ["count", "name"])
        let literal = #"{ "id": "a", "title": "Hi {name}", "message": "{{1️⃣" }"#
        #expect(try Self.labels(literal, name: "specs/a.dialog.json", in: folder) == nil)
    }

    /// The edit of the item offered at marker 1️⃣ of `marked` (opened as a spec in a project)
    /// labelled `label`, applied to the text: what the editor's buffer holds after it is chosen.
    static func textAfterChoosing(_ label: String, at marked: String) throws -> String {
        let folder = try project()
        defer { folder.remove() }
        let markers = LocationMarkers(parsing: marked)
        let text = markers.cleanText
        let session = LanguageServerSession()
        try session.initialize()
        let path = folder.path + "/specs/a.dialog.json"
        try session.open(path, text)
        let at = ExpectedPosition(offset: markers.offsets[1]!, in: text)
        let response = try session.request("textDocument/completion", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": at.json])
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]], "\(response)")
        let item = try #require(items.first { $0["label"] as? String == label }, "\(items)")
        let edit = try #require(item["textEdit"] as? [String: Any])
        let range = try #require(edit["range"] as? [String: Any])
        let start = try #require(ExpectedPosition(range["start"]))
        let end = try #require(ExpectedPosition(range["end"]))
        // The editor shows the item only when what it types matches the text being replaced.
        let typed = try #require(String(text.utf16.dropFirst(Self.utf16Offset(of: start, in: text)).prefix(at.character - start.character)))
        #expect(start.line == at.line && end.line == at.line && start.character <= at.character, "\(edit)")
        #expect(((item["filterText"] as? String) ?? label).hasPrefix(typed), "'\(typed)' does not lead '\(item)'")
        var units = Array(text.utf16)
        units.replaceSubrange(Self.utf16Offset(of: start, in: text)..<Self.utf16Offset(of: end, in: text), with: Array(((edit["newText"] as? String) ?? "").utf16))
        return String(decoding: units, as: UTF16.self)
    }

    /// The UTF-16 offset of an LSP position in a text with LF line ends.
    static func utf16Offset(of position: ExpectedPosition, in text: String) -> Int {
        let lines = text.components(separatedBy: "\n")
        return lines.prefix(position.line).reduce(0) { $0 + $1.utf16.count + 1 } + position.character
    }

    /// A parameter or highlight name chosen inside a text replaces only the name typed after
    /// its `{` or `<`: the rest of the text (Korean, an emoji before it) stays.
    @Test(arguments: [
        (#"{ "id": "a", "parameters": { "teamName": "String" }, "message": { "ko": "😀 {te1️⃣ 팀의 초대를 수락할까요?" } }"#, "teamName",
         #"{ "id": "a", "parameters": { "teamName": "String" }, "message": { "ko": "😀 {teamName 팀의 초대를 수락할까요?" } }"#),
        (#"{ "id": "a", "message": { "en": "Delete <ac1️⃣ now?" } }"#, "accent", #"{ "id": "a", "message": { "en": "Delete <accent now?" } }"#),
    ])
    func aNameInsideATextReplacesOnlyTheName(_ marked: String, _ label: String, _ expected: String) throws {
        #expect(try Self.textAfterChoosing(label, at: marked) == expected)
    }

    /// Typing the `{` of a parameter or the `<` of a highlight opens the list: they are
    /// trigger characters, as the `"` that starts a key or value is.
    @Test func theOpenersOfANameInATextTriggerCompletion() throws {
        let session = LanguageServerSession()
        let response = try session.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()])
        let capabilities = (response["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        let triggers = (capabilities?["completionProvider"] as? [String: Any])?["triggerCharacters"] as? [String]
        #expect(triggers == ["\"", "{", "<"], "\(response)")
    }

    /// A token reference typed with its brace keeps its braces.
    @Test(arguments: [
        (#"{ "id": "a", "transition": { "in": "{dialog.tr1️⃣" } }"#, #"{ "id": "a", "transition": { "in": "{dialog.transition.in}" } }"#),
        (#"{ "id": "a", "transition": { "in": "{dialog.tr1️⃣}" } }"#, #"{ "id": "a", "transition": { "in": "{dialog.transition.in}" } }"#),
        (#"{ "id": "a", "transition": { "in": "dialog.tr1️⃣" } }"#, #"{ "id": "a", "transition": { "in": "dialog.transition.in" } }"#),
    ])
    func aBracedTokenReferenceStaysBraced(_ marked: String, _ expected: String) throws {
        #expect(try Self.textAfterChoosing("dialog.transition.in", at: marked) == expected)
    }

    /// A resolver file's keys are the ones its reader reads, where it reads them; the names
    /// of sets, modifiers and contexts are the author's.
    @Test(arguments: [
        (#"{ 1️⃣ }"#, ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]),
        (#"{ "sets": { "base": { 1️⃣ } } }"#, ["sources", "description", "$extensions"]),
        (#"{ "modifiers": { "theme": { "contexts": {}, 1️⃣ } } }"#, ["contexts", "default", "description", "$extensions"]),
        (##"{ "resolutionOrder": [{ "$ref": "#/sets/base" }, { 1️⃣ }] }"##, ["$ref", "type", "name", "sources", "contexts", "default", "description", "$extensions"]),
    ])
    func resolverKeysAreTheReadersOwn(_ marked: String, _ expected: [String]) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(try Self.labels(marked, name: "a.resolver.json", in: folder) == expected)
    }

    /// Where nothing is known, nothing is offered (and nothing traps): a string in a root
    /// array, a free text, the names of a resolver's sets.
    @Test(arguments: [
        ("specs/a.dialog.json", #"["{1️⃣"]"#),
        ("specs/a.dialog.json", #"{ "id": "a", "message": "Plain 1️⃣" }"#),
        ("a.resolver.json", #"{ "sets": { 1️⃣ } }"#),
    ])
    func nothingWhereNothingIsKnown(_ name: String, _ marked: String) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(try Self.labels(marked, name: name, in: folder) == nil)
    }

    /// A text's lines on the narrowest device at the largest size, in the locale hovered:
    /// the lines `dialogc layout` gives for that combination.
    @Test func hoverOnATextShowsItsLinesWhereTheyAreTightest() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let title = "팀 초대장을 보낼까요? 초대받은 사람은 이 팀의 모든 타이머를 보고 편집할 수 있습니다"
        let marked = #"{ "id": "team.invite", "title": { "en": "Invite?", "ko": "팀 1️⃣"# + title.dropFirst(2) + #"" }, "message": "M", "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }] }"#
        let markers = LocationMarkers(parsing: marked)
        let path = try folder.write("specs/invite.dialog.json", markers.cleanText)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(path, markers.cleanText)
        let at = ExpectedPosition(offset: markers.offsets[1]!, in: markers.cleanText)
        let response = try session.request("textDocument/hover", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": at.json])
        let contents = try #require(((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String, "\(response)")
        #expect(contents.contains("on iphone-se at xxxLarge, `ko`"), "\(contents)")
        let lines = contents.components(separatedBy: "\n").drop { $0 != "```text" }.dropFirst().prefix { $0 != "```" }
        #expect(lines.count > 1, "\(contents)")
        let layout = CommandRunner().run("layout", path, "--device", "iphone-se", "--dynamic-type", "xxxLarge", "--locale", "ko", "--format", "text")
        #expect(layout.standardOutput.contains(lines.map { "\"\($0)\"" }.joined(separator: " / ")), "\(lines) in \(layout.standardOutput)")
        // The range is the text hovered: the Korean string, quotes included.
        let range = try #require((response["result"] as? [String: Any])?["range"] as? [String: Any])
        let start = markers.cleanText.utf8.count - markers.cleanText.drop { $0 != "팀" }.utf8.count - 1
        #expect(ExpectedPosition(range["start"]) == ExpectedPosition(offset: start, in: markers.cleanText))
    }

    /// A content element's text, and not its other strings.
    @Test func hoverOnAContentElementsText() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let marked = #"""
            { "id": "a", "title": "T", "message": "M", "content": [{ "type": "textFie2️⃣ld", "id": "name", "placeholder": "Your n1️⃣ame" }],
              "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }] }
            """#
        let markers = LocationMarkers(parsing: marked)
        let path = try folder.write("specs/a.dialog.json", markers.cleanText)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(path, markers.cleanText)
        func hover(_ marker: Int) throws -> String? {
            let at = ExpectedPosition(offset: markers.offsets[marker]!, in: markers.cleanText)
            let response = try session.request("textDocument/hover", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": at.json])
            return ((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        }
        let placeholder = try #require(try hover(1))
        #expect(placeholder.contains("on iphone-se at xxxLarge, `en`"), "\(placeholder)")
        #expect(placeholder.contains("```text\nYour name\n```"), "\(placeholder)")
        #expect(try hover(2) == nil)
    }

    /// Go to definition on the spec's `id`: the type in the Swift `dialogc build` wrote;
    /// before a build, no location and no error.
    @Test func definitionOfTheIDIsTheGeneratedSwift() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let marked = #"""
            { "id": "team.in1️⃣vite", "title": { "en": "Invite?", "ko": "초대할까요?" }, "message": { "en": "They can edit.", "ko": "편집할 수 있어요." },
              "buttons": [{ "id": "ok", "title": { "en": "OK", "ko": "확인" }, "role": "primary" }] }
            """#
        let markers = LocationMarkers(parsing: marked)
        let path = try folder.write("specs/invite.dialog.json", markers.cleanText)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(path, markers.cleanText)
        let uri = LanguageServerSession.uri(path)
        let at = ExpectedPosition(offset: markers.offsets[1]!, in: markers.cleanText)
        let before = try session.request("textDocument/definition", ["textDocument": ["uri": uri], "position": at.json])
        #expect(before["error"] == nil, "\(before)")
        #expect(before["result"] is NSNull, "\(before)")

        let build = CommandRunner().run("build", folder.path + "/specs")
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let after = try session.request("textDocument/definition", ["textDocument": ["uri": uri], "position": at.json])
        let locations = try #require(after["result"] as? [[String: Any]], "\(after)")
        let generated = folder.path + "/Generated/TeamInviteDialog.swift"
        #expect(locations.compactMap { $0["uri"] as? String } == [LanguageServerSession.uri(generated)])
        let swift = try String(contentsOfFile: generated, encoding: .utf8)
        let range = try #require(locations.first?["range"] as? [String: Any])
        let offset = swift.utf8.count - (swift.range(of: "struct TeamInviteDialog").map { swift[$0.lowerBound...].utf8.count } ?? 0) + "struct ".utf8.count
        #expect(ExpectedPosition(range["start"]) == ExpectedPosition(offset: offset, in: swift))
    }

    /// A colour token that the contract's title colour aliases: the title's contrast on the
    /// alert background, the ratio computed here by WCAG's formula.
    @Test func hoverOnAColourTokenShowsTheContrastTheRuleChecks() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{"version": 1, "themes": {"light": ["tokens/brand.tokens.json"]}}"#)
        try folder.write(
            "tokens/brand.tokens.json",
            ##"""
            {"brand": {"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667], "alpha": 1, "hex": "#777777"}}},
             "dialog": {"title": {"color": {"$type": "color", "$value": "{brand.ink}"}},
                        "alert": {"background": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#FFFFFF"}}}}}
            """##)
        let marked = #"{ "id": "a", "title": "Hi", "message": "M", "style": { "title.color": "{brand.i1️⃣nk}" } }"#
        let markers = LocationMarkers(parsing: marked)
        let path = try folder.write("specs/a.dialog.json", markers.cleanText)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(path, markers.cleanText)
        let at = ExpectedPosition(offset: markers.offsets[1]!, in: markers.cleanText)
        let response = try session.request("textDocument/hover", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": at.json])
        let contents = try #require(((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String, "\(response)")
        let line = try #require(contents.components(separatedBy: "\n").first { $0.hasPrefix("- the title on the alert background") }, "\(contents)")
        let shown = try #require(line.components(separatedBy: "light ").last?.components(separatedBy: ":1").first.flatMap(Double.init), "\(line)")
        func luminance(_ channel: Double) -> Double { channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4) }
        let ink = luminance(Double(0x77) / 255)
        let expected = (1.0 + 0.05) / (ink + 0.05)
        #expect(abs(shown - expected) < 0.011, "\(line): \(expected)")
    }
}

enum DynamicTypeNames {
    static let all = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
}
