import DialogTestSupport
import Foundation
import Testing

/// A spec's config and design system in the editor: loaded once per project, taken from the
/// open buffers of the config and token files, and loaded again when one of them changes.
@Suite struct LanguageServerEnvironmentTests {
    static let brand = ##"{"brand": {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.8, 0.6], "alpha": 1, "hex": "#FFCC99"}}}}"##

    static func tokenCodes(_ diagnostics: [[String: Any]]?) -> [String] {
        (diagnostics ?? []).compactMap { $0["code"] as? String }.filter { $0 == "unknown-token" || $0 == "missing-token" }
    }

    static func change(_ session: LanguageServerSession, _ path: String, to text: String, version: Int) throws {
        try session.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": LanguageServerSession.uri(path), "version": version], "contentChanges": [["text": text]]])
    }

    static func setUp() throws -> (folder: TemporaryDirectory, spec: String, session: LanguageServerSession) {
        let folder = try LanguageServerTests.project()
        let text = LocationMarkers(parsing: LanguageServerTests.spec).cleanText.replacingOccurrences(of: "actoin", with: "action")
        let spec = try folder.write("specs/invite.dialog.json", text)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(spec, text)
        return (folder, spec, session)
    }

    /// An unsaved edit of a token file shows at once in the open spec that uses the token,
    /// and undoing it clears it; the file on disk is never read for it.
    @Test func anUnsavedTokenEditIsWhatTheOpenSpecsAreCheckedWith() throws {
        let (folder, spec, session) = try Self.setUp()
        defer { folder.remove() }
        let specURI = LanguageServerSession.uri(spec)
        #expect(Self.tokenCodes(session.publish()[specURI]) == [])

        let tokens = folder.path + "/tokens/brand.tokens.json"
        try session.open(tokens, Self.brand)
        _ = session.publish()
        try Self.change(session, tokens, to: Self.brand.replacingOccurrences(of: #""accent""#, with: #""accented""#), version: 2)
        let renamed = session.publish()
        #expect(!Self.tokenCodes(renamed[specURI]).isEmpty, "\(renamed)")

        try Self.change(session, tokens, to: Self.brand, version: 3)
        let restored = session.publish()
        #expect(restored[specURI] != nil, "the spec is checked again")
        #expect(Self.tokenCodes(restored[specURI]) == [], "\(restored)")
    }

    /// An unsaved config edit applies to its open specs: a theme without the spec's token.
    @Test func anUnsavedConfigEditIsWhatTheOpenSpecsAreCheckedWith() throws {
        let (folder, spec, session) = try Self.setUp()
        defer { folder.remove() }
        try folder.write("tokens/empty.tokens.json", "{}")
        let specURI = LanguageServerSession.uri(spec)
        #expect(Self.tokenCodes(session.publish()[specURI]) == [])

        let configPath = folder.path + "/dialogc.json"
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        try session.open(configPath, config)
        let emptied = config.replacingOccurrences(of: #""light": ["tokens/brand.tokens.json"]"#, with: #""light": ["tokens/empty.tokens.json"]"#)
        #expect(emptied != config)
        try Self.change(session, configPath, to: emptied, version: 2)
        let after = session.publish()
        #expect(!Self.tokenCodes(after[specURI]).isEmpty, "\(after)")
    }

    /// Edits of the spec reuse the project's environment; a token file changed on disk
    /// (`workspace/didChangeWatchedFiles`) loads it again and checks the open spec again.
    @Test func theEnvironmentIsLoadedOnceAndAgainWhenItsFilesChangeOnDisk() throws {
        let (folder, spec, session) = try Self.setUp()
        defer { folder.remove() }
        let specURI = LanguageServerSession.uri(spec)
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        _ = session.publish()
        for version in 2...4 {
            try Self.change(session, spec, to: text + String(repeating: " ", count: version), version: version)
            _ = session.publish()
        }
        #expect(session.environmentLoadCount == 1)

        let tokens = try folder.write("tokens/brand.tokens.json", Self.brand.replacingOccurrences(of: #""accent""#, with: #""accented""#))
        try session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": LanguageServerSession.uri(tokens), "type": 2]]])
        let changed = session.publish()
        #expect(session.environmentLoadCount == 2)
        #expect(!Self.tokenCodes(changed[specURI]).isEmpty, "\(changed)")
    }

    /// A client that lets servers register watchers is asked to watch the project's files.
    @Test func watchersAreRegisteredWhenTheClientAllows() throws {
        let session = LanguageServerSession()
        let capabilities: [String: Any] = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
        _ = try session.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities])
        try session.notify("initialized", [String: Any]())
        let sent = session.drain()
        let registration = try #require(sent.first { $0["method"] as? String == "client/registerCapability" }, "\(sent)")
        let registrations = (registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]]
        #expect(registrations?.first?["method"] as? String == "workspace/didChangeWatchedFiles")
        let watchers = ((registrations?.first?["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]])?.compactMap { $0["globPattern"] as? String }
        #expect(watchers?.contains("**/dialogc.json") == true)
        #expect(watchers?.contains("**/*.tokens.json") == true)
        // Specs created or deleted on disk change their project (LanguageServerProjectTests).
        #expect(watchers?.contains("**/*.dialog.json") == true)

        let without = LanguageServerSession()
        try without.initialize()
        #expect(!without.drain().contains { $0["method"] as? String == "client/registerCapability" })
    }
}
