import DialogDiagnostics
@testable import DialogLanguageServer
import DialogTestSupport
import Foundation
import Testing

/// `dialogc lsp` in-process: framing, dispatch and its errors, UTF-16 positions, documents
/// and their diagnostics, quick fixes, completion and hover.
@Suite struct LanguageServerTests {
    // MARK: - Framing

    @Test func framesAreCutWhateverTheBytesArriveIn() {
        let first = #"{"jsonrpc":"2.0","method":"a","params":{"text":"팀 😀"}}"#
        let second = #"{"jsonrpc":"2.0","method":"b"}"#
        let stream = MessageFramer.frame(Array(first.utf8))
            + Array("Content-Length: \(second.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(second)".utf8)
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        for byte in stream {
            framer.append([byte])
            while let frame = framer.next() { frames.append(frame) }
        }
        #expect(frames == [.message(Array(first.utf8)), .message(Array(second.utf8))])
    }

    @Test func aBadHeaderOrAnOversizedBodyIsDroppedAndTheNextMessageRead() {
        var framer = MessageFramer(maximumBodyBytes: 100)
        let next = #"{"jsonrpc":"2.0","method":"ok"}"#
        framer.append(Array("Content-Length: twelve\r\n\r\n".utf8))
        framer.append(Array("Content-Length: 5000\r\n\r\n".utf8) + [UInt8](repeating: 0x41, count: 3000))
        framer.append([UInt8](repeating: 0x41, count: 2000))
        framer.append(MessageFramer.frame(Array(next.utf8)))
        var frames: [MessageFramer.Frame] = []
        while let frame = framer.next() { frames.append(frame) }
        #expect(frames.count == 3)
        guard frames.count == 3 else { return }
        if case .malformedHeader(let problem) = frames[0] { #expect(problem.contains("twelve")) } else { Issue.record("\(frames[0])") }
        #expect(frames[1] == .tooLarge(5000))
        #expect(frames[2] == .message(Array(next.utf8)))
    }

    @Test func aHeaderWithoutEndIsDroppedAtItsLimit() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: 0x41, count: MessageFramer.maximumHeaderBytes + 10))
        guard case .malformedHeader? = framer.next() else {
            Issue.record("an endless header is not reported")
            return
        }
        let next = #"{"jsonrpc":"2.0","method":"ok"}"#
        framer.append(MessageFramer.frame(Array(next.utf8)))
        #expect(framer.next() == .message(Array(next.utf8)))
    }

    // MARK: - Dispatch

    static func error(_ response: [String: Any]) -> Int? {
        (response["error"] as? [String: Any])?["code"] as? Int
    }

    @Test func badMessagesGetTheProtocolsErrorsAndTheServerGoesOn() throws {
        let session = LanguageServerSession()
        // Before initialize: -32002.
        #expect(Self.error(try session.request("textDocument/hover", ["textDocument": ["uri": "file:///a.dialog.json"], "position": ["line": 0, "character": 0]])) == -32002)
        try session.initialize()
        // Not JSON: -32700 with a null id.
        session.send(body: #"{"jsonrpc": "2.0", "id": 7, "method": "#)
        let parseError = session.drain()
        #expect(parseError.count == 1)
        #expect(Self.error(parseError.first ?? [:]) == -32700)
        #expect(parseError.first?["id"] is NSNull)
        // Not a request: -32600.
        session.send(body: "[1, 2]")
        #expect(Self.error(session.drain().first ?? [:]) == -32600)
        // Unknown request: -32601; unknown notification: nothing.
        #expect(Self.error(try session.request("textDocument/rename", [String: Any]())) == -32601)
        try session.notify("workspace/didChangeConfiguration", ["settings": [String: Any]()])
        #expect(session.drain().isEmpty)
        // Bad params: -32602.
        #expect(Self.error(try session.request("textDocument/hover", ["textDocument": ["uri": 3], "position": ["line": 0]])) == -32602)
        #expect(Self.error(try session.request("textDocument/completion", ["textDocument": ["uri": "file:///a.dialog.json"], "position": ["line": -1, "character": 0]])) == -32602)
        // initialize twice: -32600.
        #expect(Self.error(try session.request("initialize", ["capabilities": [String: Any]()])) == -32600)
        // Still answering.
        let shutdown = try session.request("shutdown", NSNull())
        #expect(shutdown["result"] is NSNull && shutdown["error"] == nil, "\(shutdown)")
        #expect(Self.error(try session.request("textDocument/hover", [String: Any]())) == -32600)
        #expect(session.send(body: #"{"jsonrpc":"2.0","method":"exit"}"#) == .exit(0))
    }

    @Test func exitWithoutShutdownFails() throws {
        let session = LanguageServerSession()
        try session.initialize()
        #expect(session.send(body: #"{"jsonrpc":"2.0","method":"exit"}"#) == .exit(1))
    }

    @Test func aMalformedFrameIsLoggedNotAnswered() throws {
        let session = LanguageServerSession()
        #expect(session.send(frame: .malformedHeader("no length")) == .continueRunning)
        let logged = session.drain()
        #expect(logged.first?["method"] as? String == "window/logMessage")
        #expect(logged.first?["id"] == nil)
    }

    /// Messages cut from a real session at random places, with random bytes swapped in, and
    /// ranges and positions anywhere: nothing traps, and the server still answers after.
    @Test func randomDamageNeverEndsTheServer() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let uri = LanguageServerSession.uri(folder.path + "/a.dialog.json")
        let messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"json","version":1,"text":"{\"id\": \"a\", \"title\": \"팀 😀\", \"buttons\": [{\"id\": \"ok\", \"title\": \"OK\", \"role\": \"pri\"}]}"}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":9},"end":{"line":0,"character":40}},"text":"𝄞\r\n"}]}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":95}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":2}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":9,"character":0}},"context":{"diagnostics":[]}}}"#,
        ]
        var random = SplitMix64(seed: 32)
        for _ in 0..<300 {
            let session = LanguageServerSession()
            for message in messages {
                var bytes = Array(message.utf8)
                switch random.below(4) {
                case 0: bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
                case 1: for _ in 0..<3 { bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next()) }
                case 2:
                    // A digit made huge: positions, versions and ids far out of range.
                    if let index = bytes.firstIndex(where: { (0x30...0x39).contains($0) }) { bytes.insert(contentsOf: Array("99999999999".utf8), at: index) }
                default: break
                }
                _ = session.send(frame: .message(bytes))
                if random.below(2) == 0 { _ = session.publish() }
            }
            _ = session.publish()
            _ = session.drain()
            let answer = try session.request("shutdown", [String: Any]())
            #expect(answer["result"] is NSNull || Self.error(answer) != nil)
        }
    }

    // MARK: - Positions

    /// Korean (one unit), an emoji and an astral character (two units each): LSP counts
    /// UTF-16 code units, the server's offsets are bytes.
    @Test func positionsAreUTF16CodeUnits() {
        let marked = "{\n  \"t\": \"1️⃣팀2️⃣ 😀3️⃣𝄞4️⃣x\"\r\n5️⃣}"
        let markers = LocationMarkers(parsing: marked)
        let text = DocumentText(markers.cleanText)
        for number in markers.markerNumbers {
            let offset = markers.offsets[number]!
            let expected = ExpectedPosition(offset: offset, in: markers.cleanText)
            let position = text.position(of: offset)
            #expect(ExpectedPosition(line: position.line, character: position.character) == expected, "marker \(number)")
            #expect(text.offset(of: position) == offset, "marker \(number) round trip")
        }
        // Inside a surrogate pair: the start of its scalar; past a line's end: its end.
        let emoji = text.position(of: markers.offsets[3]!)
        #expect(text.offset(of: LSPPosition(line: emoji.line, character: emoji.character - 1)) == markers.offsets[3]! - 4)
        #expect(text.offset(of: LSPPosition(line: 1, character: 999)) == markers.offsets[5]! - 2)
    }

    // MARK: - Documents

    static let spec = """
        {
          "id": "team.invite",
          "title": "팀 초대",
          "buttons": [
            { "id": "ok", "title": "수락 😀𝄞", "role": "3️⃣primary", 1️⃣"actoin"2️⃣: "didAccept" }
          ],
          "style": { "background": "{4️⃣brand.accent}" }
        }

        """

    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(
            "dialogc.json",
            #"{"version": 1, "locales": ["ko"], "themes": {"light": ["tokens/brand.tokens.json"], "dark": ["tokens/brand.tokens.json", "tokens/dark.tokens.json"]}, "rules": {"text-overflow": "off", "dialog-overflow": "off"}}"#)
        try folder.write("tokens/brand.tokens.json", ##"{"brand": {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.8, 0.6], "alpha": 1, "hex": "#FFCC99"}}}}"##)
        try folder.write("tokens/dark.tokens.json", ##"{"brand": {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2], "alpha": 1, "hex": "#333333"}}}}"##)
        return folder
    }

    static let invitationPath = "/specs/invite.dialog.json"

    /// A new project with `spec` (its markers removed) open, unsaved, in a new session.
    static func openInvitation() throws -> (TemporaryDirectory, LanguageServerSession, LocationMarkers) {
        let folder = try project()
        let markers = LocationMarkers(parsing: spec)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(folder.path + invitationPath, markers.cleanText)
        return (folder, session, markers)
    }

    static func range(_ diagnostic: [String: Any]) -> (ExpectedPosition?, ExpectedPosition?) {
        let range = diagnostic["range"] as? [String: Any]
        return (ExpectedPosition(range?["start"]), ExpectedPosition(range?["end"]))
    }

    /// The buffer is checked, not the file: on disk the key is spelt right.
    @Test func theUnsavedBufferIsCheckedAtUTF16RangesAndClearedWhenFixed() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let markers = LocationMarkers(parsing: Self.spec)
        let text = markers.cleanText
        let path = try folder.write("specs/invite.dialog.json", text.replacingOccurrences(of: "actoin", with: "action"))
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(path, text)
        let uri = LanguageServerSession.uri(path)
        let first = try #require(session.publish()[uri])
        let unknown = first.filter { $0["code"] as? String == "unknown-key" }
        #expect(unknown.count == 1, "\(first)")
        let (start, end) = Self.range(try #require(unknown.first))
        #expect(start == ExpectedPosition(offset: markers.offsets[1]!, in: text))
        #expect(end == ExpectedPosition(offset: markers.offsets[2]!, in: text))
        #expect(unknown.first?["severity"] as? Int == 1)

        // An incremental change at UTF-16 positions (after the emoji and the astral character).
        try session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": start!.json, "end": end!.json], "text": "\"action\""]],
            ])
        let second = try #require(session.publish()[uri])
        #expect(!second.contains { $0["code"] as? String == "unknown-key" }, "\(second)")

        try session.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        let closed = session.drain()
        let params = closed.first?["params"] as? [String: Any]
        #expect(closed.first?["method"] as? String == "textDocument/publishDiagnostics")
        #expect((params?["diagnostics"] as? [Any])?.isEmpty == true)
    }

    /// A config that cannot be used checks nothing of the spec: its error is shown at the
    /// spec's start, naming the config, with a link to the place.
    @Test func aBrokenConfigIsShownOnTheSpec() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{"version": 1, "locales": ["ko"], "rules": {"text-length": "loud"}}"#)
        let path = folder.path + "/specs/a.dialog.json"
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(path, #"{"id": "a", "title": "t", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let diagnostics = try #require(session.publish()[LanguageServerSession.uri(path)])
        let finding = try #require(diagnostics.first, "\(diagnostics)")
        #expect((finding["message"] as? String)?.hasPrefix(folder.path + "/dialogc.json:1:") == true, "\(finding)")
        #expect(Self.range(finding).0 == ExpectedPosition(line: 0, character: 0))
        let related = (finding["relatedInformation"] as? [[String: Any]])?.first?["location"] as? [String: Any]
        #expect(related?["uri"] as? String == LanguageServerSession.uri(folder.path + "/dialogc.json"))
    }

    @Test func aDocumentOverTheLimitGetsADiagnosticNotACheck() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let session = LanguageServerSession(maximumDocumentBytes: 1 << 20)
        try session.initialize()
        let path = folder.path + "/huge.dialog.json"
        try session.open(path, "[" + String(repeating: "0,", count: 600_000) + "0]")
        let diagnostics = try #require(session.publish()[LanguageServerSession.uri(path)])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "io")
        #expect((diagnostics.first?["message"] as? String)?.contains("at most 1 MB") == true, "\(diagnostics)")
    }

    @Test func aDocumentThatIsNotJSONGetsItsSyntaxError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let session = LanguageServerSession()
        try session.initialize()
        for name in ["a.dialog.json", "dialogc.json", "b.tokens.json"] {
            let path = folder.path + "/" + name
            try session.open(path, "{ \"id\": ")
            let diagnostics = try #require(session.publish()[LanguageServerSession.uri(path)])
            #expect(diagnostics.map { $0["code"] as? String } == ["json-syntax"], "\(name): \(diagnostics)")
        }
    }

    // MARK: - Requests

    @Test func quickFixesAreTheLintFixesAndASuppression() throws {
        let (folder, session, markers) = try Self.openInvitation()
        defer { folder.remove() }
        let text = markers.cleanText
        let uri = LanguageServerSession.uri(folder.path + Self.invitationPath)
        let start = ExpectedPosition(offset: markers.offsets[1]!, in: text)
        let response = try session.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": ["start": start.json, "end": start.json], "context": ["diagnostics": [Any]()]])
        let actions = try #require(response["result"] as? [[String: Any]])
        let rename = try #require(actions.first { ($0["title"] as? String)?.contains("action") == true }, "\(actions)")
        let edits = try #require(((rename["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] as? String == "\"action\"")
        #expect(Self.range(edits.first ?? [:]).0 == start)
        // `unknown-key` is an input rule: it cannot be suppressed.
        #expect(!actions.contains { ($0["title"] as? String)?.hasPrefix("Disable") == true }, "\(actions)")
    }

    @Test(arguments: [
        (#"{"id": "a", "buttons": []}"#, #"{"# + "\n" + #"  "lint": { "disable": { "text-length": "say why this finding is acceptable here" } },"id": "a", "buttons": []}"#),
        (#"{"id": "a", "lint": {}}"#, #"{"id": "a", "lint": {"disable": { "text-length": "say why this finding is acceptable here" }}}"#),
        (#"{"id": "a", "lint": {"disable": {"x": "y"}}}"#, #"{"id": "a", "lint": {"disable": { "text-length": "say why this finding is acceptable here","x": "y"}}}"#),
        (#"{"id": "a", "lint": {"disable": ["x"]}}"#, #"{"id": "a", "lint": {"disable": ["text-length", "x"]}}"#),
    ])
    func aSuppressionIsAddedToTheRootsLintDisable(_ before: String, _ after: String) throws {
        let bytes = Array(before.utf8)
        let edit = try #require(Suppression.edit(disabling: RuleID("text-length"), in: bytes))
        var fixed = bytes
        fixed.replaceSubrange(edit.range.lowerBound..<edit.range.upperBound, with: Array(edit.replacement.utf8))
        let code: String? = String(decoding: fixed, as: UTF8.self)
        #expect(code == after)
        if let code { #expect((try? JSONSerialization.jsonObject(with: Data(code.utf8))) != nil, "\(code)") }
    }

    @Test func rolesAreCompletedInsideTheRoleString() throws {
        let (folder, session, markers) = try Self.openInvitation()
        defer { folder.remove() }
        let text = markers.cleanText
        let uri = LanguageServerSession.uri(folder.path + Self.invitationPath)
        let at = ExpectedPosition(offset: markers.offsets[3]!, in: text)
        let response = try session.request("textDocument/completion", ["textDocument": ["uri": uri], "position": at.json])
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]], "\(response)")
        #expect(items.compactMap { $0["label"] as? String } == ["primary", "secondary", "cancel", "destructive"])
        let edit = try #require(items.first?["textEdit"] as? [String: Any])
        let (start, end) = Self.range(edit)
        #expect(start == at)
        #expect(end == ExpectedPosition(offset: markers.offsets[3]! + "primary".utf8.count, in: text))
        // Not a closed set: no completion.
        let title = ExpectedPosition(offset: text.utf8.count - text.drop { $0 != "수" }.utf8.count, in: text)
        let none = try session.request("textDocument/completion", ["textDocument": ["uri": uri], "position": title.json])
        #expect(none["result"] is NSNull, "\(none)")
    }

    /// Keys where a key goes: the spec's root, a button, the config's root.
    @Test(arguments: [
        ("a.dialog.json", #"{ "id": "a", "1️⃣" }"#, "presentation"),
        ("a.dialog.json", #"{ "buttons": [{ "id": "ok", 1️⃣ }] }"#, "haptic"),
        ("dialogc.json", #"{ "version": 1, "lo1️⃣ }"#, "defaultLocale"),
    ])
    func keysAreCompletedWhereAKeyGoes(_ name: String, _ marked: String, _ expected: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let markers = LocationMarkers(parsing: marked)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(folder.path + "/" + name, markers.cleanText)
        let at = ExpectedPosition(offset: markers.offsets[1]!, in: markers.cleanText)
        let response = try session.request("textDocument/completion", ["textDocument": ["uri": LanguageServerSession.uri(folder.path + "/" + name)], "position": at.json])
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]], "\(response)")
        let item = try #require(items.first { $0["label"] as? String == expected }, "\(items.compactMap { $0["label"] })")
        let newText = (item["textEdit"] as? [String: Any])?["newText"] as? String
        // Inside a string only the name is written; elsewhere the quoted key.
        #expect(newText == (markers.cleanText.contains("\"\"") || name == "dialogc.json" ? expected : "\"\(expected)\""))
    }

    /// A rule id, as a key of the config's `rules` or of a `lint.disable`: `dialogc explain`.
    @Test(arguments: [
        ("dialogc.json", #"{ "rules": { "text-len1️⃣gth": "off" } }"#),
        ("a.dialog.json", #"{ "id": "a", "lint": { "disable": ["one-ca1️⃣ncel"] } }"#),
    ])
    func hoverOnARuleIDExplainsIt(_ name: String, _ marked: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let markers = LocationMarkers(parsing: marked)
        let session = LanguageServerSession()
        try session.initialize()
        let path = folder.path + "/" + name
        try session.open(path, markers.cleanText)
        let at = ExpectedPosition(offset: markers.offsets[1]!, in: markers.cleanText)
        let response = try session.request("textDocument/hover", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": at.json])
        let contents = try #require(((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String, "\(response)")
        let id = name == "dialogc.json" ? "text-length" : "one-cancel"
        let explain = CommandRunner().run("explain", id)
        #expect(contents == "```text\n" + explain.standardOutput + "```")
    }

    /// A `style` key's value: the tokens of its type that every theme defines.
    @Test func styleValuesAreCompletedWithTokensOfTheirType() throws {
        let (folder, session, markers) = try Self.openInvitation()
        defer { folder.remove() }
        let text = markers.cleanText
        let path = folder.path + Self.invitationPath
        let at = ExpectedPosition(offset: markers.offsets[4]! - 1, in: text)
        let response = try session.request("textDocument/completion", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": at.json])
        let labels = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]], "\(response)").compactMap { $0["label"] as? String }
        #expect(labels.contains("brand.accent"), "\(labels)")
        #expect(labels.contains("dialog.alert.background"), "\(labels)")
        #expect(!labels.contains("dialog.alert.cornerRadius"), "a dimension is not a colour: \(labels)")
    }

    @Test func hoverShowsATokensValueInEachThemeAndDefinitionFindsIt() throws {
        let (folder, session, markers) = try Self.openInvitation()
        defer { folder.remove() }
        let text = markers.cleanText
        let uri = LanguageServerSession.uri(folder.path + Self.invitationPath)
        let at = ExpectedPosition(offset: markers.offsets[4]!, in: text)
        let response = try session.request("textDocument/hover", ["textDocument": ["uri": uri], "position": at.json])
        let contents = try #require(((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String, "\(response)")
        #expect(contents.contains("| light | `#FFCC99FF` |"), "\(contents)")
        #expect(contents.contains("| dark | `#333333FF` |"), "\(contents)")

        let definition = try session.request("textDocument/definition", ["textDocument": ["uri": uri], "position": at.json])
        let locations = try #require(definition["result"] as? [[String: Any]], "\(definition)")
        let uris = locations.compactMap { $0["uri"] as? String }
        #expect(uris == [LanguageServerSession.uri(folder.path + "/tokens/brand.tokens.json"), LanguageServerSession.uri(folder.path + "/tokens/dark.tokens.json")])
    }

    /// The spec's `style` puts its texts on `brand.accent` and colours its message with it,
    /// and its button has a style group of its own: the hover of the token, and of the
    /// group, gives the contrast of the pairs that spec makes, each theme's ratio as the
    /// spec's `contrast` findings give it, *too low* where it fails; a spec that puts no
    /// text on the token shows no pair.
    @Test func hoverOnAStyleOverrideShowsTheContrastOfThePairsTheSpecMakes() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write(
            "tokens/brand.tokens.json",
            ##"{"brand": {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.8, 0.6], "alpha": 1, "hex": "#FFCC99"}}, "##
                + ##""ghost": {"$type": "color", "background": {"$value": "#888888"}, "foreground": {"$value": "#777777"}}}}"##)
        let markers = LocationMarkers(parsing: """
            {
              "id": "contrast.check",
              "title": "Title",
              "message": "Message",
              "buttons": [{ "id": "ok", "title": "OK", "role": "primary", "action": "ok", "style": "2️⃣brand.ghost" }],
              "style": { "background": "{1️⃣brand.accent}", "message.color": "brand.accent" }
            }
            """)
        let text = markers.cleanText
        let path = folder.path + "/specs/contrast.dialog.json"
        let uri = LanguageServerSession.uri(path)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(path, text)
        let findings = (session.publish()[uri] ?? []).filter { $0["code"] as? String == "contrast" }.compactMap { $0["message"] as? String }
        // "contrast of the message on the dialog background is 1.00:1 in theme 'dark'; needs
        // 4.5:1\nnote: …": each pair's ratio by theme, as the findings give them.
        let pattern = try Regex(#"^contrast of (.+) on (.+) is ([0-9.]+):1 in themes? (.+); needs ([0-9.]+):1$"#)
        var ratios: [String: [String: String]] = [:]
        for finding in findings {
            let first = String(finding.prefix { $0 != "\n" })
            let parts = try #require(first.wholeMatch(of: pattern), "\(finding)").output
            let pair = "- \(parts[1].substring!) on \(parts[2].substring!) (needs \(parts[5].substring!):1): "
            for theme in ["light", "dark"] where parts[4].substring!.contains("'\(theme)'") {
                ratios[pair, default: [:]][theme] = String(parts[3].substring!)
            }
        }
        func failing(_ pair: String) throws -> String {
            let byTheme = try #require(ratios[pair], "\(pair) in \(findings)")
            return pair + "light \(try #require(byTheme["light"])):1 **too low**, dark \(try #require(byTheme["dark"])):1 **too low**"
        }
        func pairs(hovering marker: Int) throws -> ArraySlice<String> {
            let at = ExpectedPosition(offset: markers.offsets[marker]!, in: text)
            let response = try session.request("textDocument/hover", ["textDocument": ["uri": uri], "position": at.json])
            let contents = try #require(((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String, "\(response)")
            let lines = contents.split(separator: "\n").map(String.init)
            let heading = try #require(lines.firstIndex(of: "Contrast in this spec (`contrast`):"), "\(contents)")
            return lines[(heading + 1)...].prefix { $0.hasPrefix("- ") }
        }

        let onAccent = try pairs(hovering: 1)
        #expect(onAccent.contains(try failing("- the message on the dialog background (needs 4.5:1): ")), "\(onAccent)")
        // The title passes on the token: its ratios, none too low.
        let title = try #require(onAccent.first { $0.hasPrefix("- the title on the dialog background (needs ") }, "\(onAccent)")
        #expect(title.contains("light ") && title.contains(", dark ") && !title.contains("too low"), "\(title)")
        #expect(onAccent.count == 2, "\(onAccent)")

        let onGhost = try pairs(hovering: 2)
        #expect(Array(onGhost) == [try failing("- the title of button 'ok' on its background (needs 4.5:1): ")], "\(onGhost)")

        // A spec that puts no text on the token (it is only the dim's colour) has no pair.
        let dimOnly = folder.path + "/specs/dim.dialog.json"
        let dimText = text.replacingOccurrences(of: #""style": { "background": "{brand.accent}", "message.color": "brand.accent" }"#, with: #""dim": { "color": "{brand.accent}" }"#)
            .replacingOccurrences(of: #", "style": "brand.ghost""#, with: "")
        #expect(dimText != text)
        try session.open(dimOnly, dimText)
        // Just inside the last brace: the reference.
        let dimAt = ExpectedPosition(offset: try #require(Array(dimText.utf8).lastIndex(of: UInt8(ascii: "{"))) + 1, in: dimText)
        let dimHover = try session.request("textDocument/hover", ["textDocument": ["uri": LanguageServerSession.uri(dimOnly)], "position": dimAt.json])
        let dimContents = try #require(((dimHover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String, "\(dimHover)")
        #expect(dimContents.contains("| light | `#FFCC99FF` |"), "\(dimContents)")
        #expect(!dimContents.contains("Contrast in this spec"), "\(dimContents)")
    }
}
