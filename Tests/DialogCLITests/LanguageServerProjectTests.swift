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
}
