import DialogTestSupport
import Foundation
import Testing

/// The checks across specs in the editor: an open buffer takes the place of its file in its
/// project, and the findings are published on the open specs they concern.
@Suite struct LanguageServerProjectTests {
    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("dialogc.json", #"{"version": 1, "locales": ["en"], "rules": {"text-overflow": "off", "dialog-overflow": "off"}}"#)
        try folder.write("specs/a.dialog.json", Self.spec(id: "team.invitation"))
        try folder.write("specs/b.dialog.json", Self.spec(id: "billing"))
        return folder
    }

    static func spec(id: String) -> String {
        #"{"id": "\#(id)", "title": "Title", "buttons": [{"id": "ok", "title": "OK", "role": "default", "action": "ok"}]}"#
    }

    static func codes(_ diagnostics: [[String: Any]]?) -> [String] {
        (diagnostics ?? []).compactMap { $0["code"] as? String }.filter { $0 == "duplicate-id" || $0 == "invalid-identifier" }
    }

    static func change(_ session: LanguageServerSession, _ path: String, to text: String, version: Int) throws {
        try session.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": LanguageServerSession.uri(path), "version": version], "contentChanges": [["text": text]]])
    }

    /// b's unsaved id is a's saved one: the finding is on b at its id, and on a once a is
    /// open; renaming b clears both.
    @Test func anUnsavedIDThatCollidesWithASavedOneIsShownAndClearedWhenEdited() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let a = folder.path + "/specs/a.dialog.json"
        let b = folder.path + "/specs/b.dialog.json"
        let markers = LocationMarkers(parsing: #"{"id": 1️⃣"team.invitation"2️⃣, "title": "Title", "buttons": [{"id": "ok", "title": "OK", "role": "default", "action": "ok"}]}"#)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(b, markers.cleanText)
        let first = session.publish()
        let onB = try #require(first[LanguageServerSession.uri(b)])
        let duplicate = try #require(onB.first { $0["code"] as? String == "duplicate-id" }, "\(onB)")
        #expect(Self.codes(onB) == ["duplicate-id"], "\(onB)")
        #expect(LanguageServerTests.range(duplicate).0 == ExpectedPosition(offset: markers.offsets[1]!, in: markers.cleanText))
        #expect(LanguageServerTests.range(duplicate).1 == ExpectedPosition(offset: markers.offsets[2]!, in: markers.cleanText))
        let related = (duplicate["relatedInformation"] as? [[String: Any]])?.first?["location"] as? [String: Any]
        #expect(related?["uri"] as? String == LanguageServerSession.uri(a))

        // The other spec of the pair shows it too, once open.
        try session.open(a, Self.spec(id: "team.invitation"))
        #expect(Self.codes(session.publish()[LanguageServerSession.uri(a)]) == ["duplicate-id"])

        try Self.change(session, b, to: Self.spec(id: "billing.renamed"), version: 2)
        let cleared = session.publish()
        #expect(Self.codes(cleared[LanguageServerSession.uri(b)]) == [], "\(cleared)")
        #expect(cleared[LanguageServerSession.uri(a)] != nil, "a is published again")
        #expect(Self.codes(cleared[LanguageServerSession.uri(a)]) == [], "\(cleared)")
    }

    /// `teamInvitation` generates the type `team.invitation` does: `invalid-identifier`,
    /// gone when the buffer is closed and the file on disk (`billing`) stands in again.
    @Test func generatedNamesThatCollideAcrossSpecsAreShownUntilTheBufferCloses() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let a = folder.path + "/specs/a.dialog.json"
        let b = folder.path + "/specs/b.dialog.json"
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(a, Self.spec(id: "team.invitation"))
        try session.open(b, Self.spec(id: "teamInvitation"))
        let published = session.publish()
        #expect(Self.codes(published[LanguageServerSession.uri(b)]) == ["invalid-identifier"], "\(published)")
        #expect(Self.codes(published[LanguageServerSession.uri(a)]) == ["invalid-identifier"], "\(published)")

        try session.notify("textDocument/didClose", ["textDocument": ["uri": LanguageServerSession.uri(b)]])
        var afterClose: [String: [[String: Any]]] = [:]
        for message in session.drain() where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as? [String: Any] ?? [:]
            afterClose[params["uri"] as? String ?? ""] = params["diagnostics"] as? [[String: Any]] ?? []
        }
        #expect(afterClose[LanguageServerSession.uri(a)] != nil, "a is published again: \(afterClose)")
        #expect(Self.codes(afterClose[LanguageServerSession.uri(a)]) == [])
    }

    /// A new, unsaved spec collides with a saved one; a spec the config's `exclude` leaves
    /// out collides with nothing, as in `dialogc lint`.
    @Test func aNewSpecCollidesWithTheProjectsSpecsButNotWithExcludedOnes() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{"version": 1, "locales": ["en"], "exclude": ["specs/drafts"], "rules": {"text-overflow": "off", "dialog-overflow": "off"}}"#)
        try folder.write("specs/drafts/old.dialog.json", Self.spec(id: "draft"))
        let new = folder.path + "/specs/new.dialog.json"
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(new, Self.spec(id: "billing"))
        let published = session.publish()
        #expect(Self.codes(published[LanguageServerSession.uri(new)]) == ["duplicate-id"], "\(published)")
        try Self.change(session, new, to: Self.spec(id: "draft"), version: 2)
        let second = session.publish()
        #expect(second[LanguageServerSession.uri(new)] != nil)
        #expect(Self.codes(second[LanguageServerSession.uri(new)]) == [], "\(second)")
    }

    /// A nested project (its own `dialogc.json`) is checked on its own: the same id there is
    /// no collision, as `dialogc lint` checks each project's catalog apart.
    @Test func aNestedProjectsSpecsAreNotThisProjects() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("nested/dialogc.json", #"{"version": 1, "locales": ["en"], "rules": {"text-overflow": "off", "dialog-overflow": "off"}}"#)
        try folder.write("nested/specs/c.dialog.json", Self.spec(id: "shared"))
        let b = folder.path + "/specs/b.dialog.json"
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(b, Self.spec(id: "shared"))
        let published = session.publish()
        #expect(published[LanguageServerSession.uri(b)] != nil)
        #expect(Self.codes(published[LanguageServerSession.uri(b)]) == [], "\(published)")
    }

    static func codes(_ diagnostics: [[String: Any]]?, _ rules: Set<String>) -> [String] {
        (diagnostics ?? []).compactMap { $0["code"] as? String }.filter(rules.contains)
    }

    static func watched(_ session: LanguageServerSession, _ path: String, type: Int) throws {
        try session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": LanguageServerSession.uri(path), "type": type]]])
    }

    /// An unsaved `exclude`, then `include`, of the open config decides at once which specs
    /// the checks across specs see, as saving it would; undoing the edit brings them back.
    @Test func anUnsavedIncludeOrExcludeChangesTheProjectAtOnce() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("specs/drafts/c.dialog.json", Self.spec(id: "team.invitation"))
        let a = folder.path + "/specs/a.dialog.json"
        let configPath = folder.path + "/dialogc.json"
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(a, Self.spec(id: "team.invitation"))
        try session.open(configPath, config)
        #expect(Self.codes(session.publish()[LanguageServerSession.uri(a)]) == ["duplicate-id"])

        let excluding = config.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "exclude": ["specs/drafts"],"#)
        #expect(excluding != config)
        try Self.change(session, configPath, to: excluding, version: 2)
        let excluded = session.publish()
        #expect(excluded[LanguageServerSession.uri(a)] != nil, "a is published again: \(excluded)")
        #expect(Self.codes(excluded[LanguageServerSession.uri(a)]) == [], "\(excluded)")

        try Self.change(session, configPath, to: config, version: 3)
        #expect(Self.codes(session.publish()[LanguageServerSession.uri(a)]) == ["duplicate-id"])

        // An `include` that takes only the drafts leaves a (open, so checked) out of the project.
        try Self.change(session, configPath, to: config.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "include": ["specs/drafts"],"#), version: 4)
        let included = session.publish()
        #expect(included[LanguageServerSession.uri(a)] != nil, "\(included)")
        #expect(Self.codes(included[LanguageServerSession.uri(a)]) == [], "\(included)")
    }

    /// A spec created on disk joins its project without being opened (a duplicate id with an
    /// open spec shows), one deleted leaves it, and one changed is read again.
    @Test func specFilesCreatedChangedOrDeletedOnDiskChangeTheProject() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let a = folder.path + "/specs/a.dialog.json"
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(a, Self.spec(id: "team.invitation"))
        #expect(Self.codes(session.publish()[LanguageServerSession.uri(a)]) == [])

        let created = try folder.write("specs/new/c.dialog.json", Self.spec(id: "team.invitation"))
        try Self.watched(session, created, type: 1)
        let afterCreate = session.publish()
        #expect(Self.codes(afterCreate[LanguageServerSession.uri(a)]) == ["duplicate-id"], "\(afterCreate)")

        try folder.write("specs/new/c.dialog.json", Self.spec(id: "renamed"))
        try Self.watched(session, created, type: 2)
        let afterChange = session.publish()
        #expect(afterChange[LanguageServerSession.uri(a)] != nil, "\(afterChange)")
        #expect(Self.codes(afterChange[LanguageServerSession.uri(a)]) == [], "\(afterChange)")

        try folder.write("specs/new/c.dialog.json", Self.spec(id: "team.invitation"))
        try Self.watched(session, created, type: 2)
        #expect(Self.codes(session.publish()[LanguageServerSession.uri(a)]) == ["duplicate-id"])

        try FileManager.default.removeItem(atPath: created)
        try Self.watched(session, created, type: 3)
        let afterDelete = session.publish()
        #expect(afterDelete[LanguageServerSession.uri(a)] != nil, "\(afterDelete)")
        #expect(Self.codes(afterDelete[LanguageServerSession.uri(a)]) == [], "\(afterDelete)")
    }

    /// `unmatched-glob` on an open config follows its unsaved `exclude` and the spec files
    /// created on disk, at the pattern, with no spec open.
    @Test func unmatchedGlobFollowsUnsavedEditsAndFilesCreated() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let configPath = folder.path + "/dialogc.json"
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(configPath, config)
        let uri = LanguageServerSession.uri(configPath)
        #expect(Self.codes(session.publish()[uri], ["unmatched-glob"]) == [])

        let markers = LocationMarkers(parsing: config.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "exclude": [1️⃣"specs/drafts"2️⃣],"#))
        try Self.change(session, configPath, to: markers.cleanText, version: 2)
        let unmatched = session.publish()[uri] ?? []
        let finding = try #require(unmatched.first { $0["code"] as? String == "unmatched-glob" }, "\(unmatched)")
        #expect(LanguageServerTests.range(finding).0 == ExpectedPosition(offset: markers.offsets[1]!, in: markers.cleanText))
        #expect(LanguageServerTests.range(finding).1 == ExpectedPosition(offset: markers.offsets[2]!, in: markers.cleanText))

        let draft = try folder.write("specs/drafts/d.dialog.json", Self.spec(id: "draft"))
        try Self.watched(session, draft, type: 1)
        let matched = session.publish()
        #expect(matched[uri] != nil, "the config is published again: \(matched)")
        #expect(Self.codes(matched[uri], ["unmatched-glob"]) == [], "\(matched)")
    }

    /// `config-overlap` at the open outer config follows an unsaved edit of the nested one.
    @Test func configOverlapFollowsAnUnsavedEditOfTheNestedConfig() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let outer = folder.path + "/dialogc.json"
        let outerText = #"{"version": 1, "locales": ["en"], "include": ["**/*.dialog.json"], "rules": {"text-overflow": "off", "dialog-overflow": "off"}}"#
        try folder.write("dialogc.json", outerText)
        let nested = try folder.write("nested/dialogc.json", #"{"version": 1, "locales": ["en"], "include": ["specs/kept"]}"#)
        try folder.write("nested/specs/kept/k.dialog.json", Self.spec(id: "kept"))
        try folder.write("nested/specs/c.dialog.json", Self.spec(id: "left.out"))
        let session = LanguageServerSession()
        try session.initialize()
        try session.open(outer, outerText)
        let uri = LanguageServerSession.uri(outer)
        #expect(Self.codes(session.publish()[uri], ["config-overlap"]) == ["config-overlap"])

        try session.open(nested, #"{"version": 1, "locales": ["en"], "include": ["specs/kept"]}"#)
        _ = session.publish()
        try Self.change(session, nested, to: #"{"version": 1, "locales": ["en"], "include": ["specs"]}"#, version: 2)
        let fixed = session.publish()
        #expect(fixed[uri] != nil, "the outer config is published again: \(fixed)")
        #expect(Self.codes(fixed[uri], ["config-overlap"]) == [], "\(fixed)")
    }
}
