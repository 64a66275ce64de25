import DialogCompiler
import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// `dialogc lint --fix` and `--fix-dry-run` through the CLI: fixes with one safe answer,
/// applied as byte-range edits that keep the file's own layout, never to a file that does
/// not parse, never writing text that would not parse as before.
@Suite struct FixTests {
    let dialogc = CommandRunner()

    static let spec = """
        {
          "id": "timer.delete",
          "title": "Delete this timer?",
          "message": "It can't be restored.",
          "buttons": [
            { "id": "cancel",   "title": "Cancel", "role": "cancel" },
            { "id": "delete",   "title": "Delete", "role": "destrutive", "acton": "didTapDelete" }
          ]
        }

        """

    static let fixed = """
        {
          "id": "timer.delete",
          "title": "Delete this timer?",
          "message": "It can't be restored.",
          "buttons": [
            { "id": "cancel",   "title": "Cancel", "role": "cancel" },
            { "id": "delete",   "title": "Delete", "role": "destructive", "action": "didTapDelete" }
          ]
        }

        """

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("delete.dialog.json", Self.spec)
        let result = dialogc.run("lint", "--no-cache", "--fix-dry-run", path)
        #expect(result.status == 1, "the findings are still there")
        #expect(result.standardOutput == """
            --- \(path)
            +++ \(path)
            @@ -4,6 +4,6 @@
               "message": "It can't be restored.",
               "buttons": [
                 { "id": "cancel",   "title": "Cancel", "role": "cancel" },
            -    { "id": "delete",   "title": "Delete", "role": "destrutive", "acton": "didTapDelete" }
            +    { "id": "delete",   "title": "Delete", "role": "destructive", "action": "didTapDelete" }
               ]
             }

            """)
        #expect(result.standardError.contains("2 fixes would be applied to 1 file"), "\(result.standardError)")
        #expect(folder.read("delete.dialog.json") == Self.spec)
    }

    @Test func fixRewritesTheFileKeepingItsLayoutAndReportsWhatRemains() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("delete.dialog.json", Self.spec)
        let result = dialogc.run("lint", "--no-cache", "--fix", path)
        #expect(folder.read("delete.dialog.json") == Self.fixed)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "")
        #expect(result.standardError == "dialogc: applied 2 fixes to 1 file\ndialogc: 1 spec file checked: 0 errors, 0 warnings\n")
        // Nothing left to fix: a second run writes nothing.
        let again = dialogc.run("lint", "--no-cache", "--fix", path)
        #expect(again.standardError == "dialogc: 1 spec file checked: 0 errors, 0 warnings\n")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/patch"), "needs /usr/bin/patch"))
    func theDiffAppliesWithPatch() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("delete.dialog.json", Self.spec)
        let diff = dialogc.run("lint", "--no-cache", "--fix-dry-run", path).standardOutput
        #expect(diff.hasPrefix("--- \(path)\n"))
        try folder.write("fix.diff", diff)
        // The file is named to patch, which refuses the absolute path in the header.
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        patch.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        patch.arguments = ["--quiet", "delete.dialog.json", "fix.diff"]
        try patch.run()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)
        #expect(folder.read("delete.dialog.json") == Self.fixed)
    }

    @Test func fixItsAreInJSONAndSARIF() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("delete.dialog.json", Self.spec)
        let json = dialogc.run("lint", "--no-cache", "--format", "json", path).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let fixes = diagnostics.compactMap { $0["fixes"] as? [[String: Any]] }.flatMap { $0 }
        #expect(fixes.count == 2)
        let edits = fixes.compactMap { $0["edits"] as? [[String: Any]] }.flatMap { $0 }
        let offset = try #require(Self.spec.utf8.firstRange(of: "\"acton\"".utf8)).lowerBound
        let start = Self.spec.utf8.distance(from: Self.spec.utf8.startIndex, to: offset)
        #expect(edits.contains { $0["start"] as? Int == start && $0["end"] as? Int == start + 7 && $0["replacement"] as? String == "\"action\"" })

        let sarif = dialogc.run("lint", "--no-cache", "--format", "sarif", path).standardOutput
        #expect(sarif.contains("\"deletedRegion\""))
        #expect(sarif.contains("\"byteOffset\": \(start)"))
        #expect(sarif.contains("\"text\": \"\\\"action\\\"\""))
    }

    @Test func aFileWithASyntaxErrorIsNeverTouched() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let broken = Self.spec.replacingOccurrences(of: "\"cancel\" },", with: "\"cancel\" },,")
        let path = try folder.write("delete.dialog.json", broken)
        let result = dialogc.run("lint", "--no-cache", "--fix", path)
        #expect(result.status == 1)
        #expect(folder.read("delete.dialog.json") == broken)
        #expect(result.standardOutput.contains("[json-syntax]"))
    }

    /// Two misspelt keys whose one close match is the same key: each fix alone is right,
    /// together they would write a duplicate key, so nothing is written.
    @Test func fixesThatWouldNotParseAsBeforeAreNeverWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = Self.fixed.replacingOccurrences(of: "\"message\":", with: "\"mesage\": \"x\", \"mesagee\":")
        let path = try folder.write("delete.dialog.json", text)
        let result = dialogc.run("lint", "--no-cache", "--fix", path)
        #expect(folder.read("delete.dialog.json") == text)
        #expect(result.standardError.contains("'\(path)' was not fixed: its fixes together would not parse as before"), "\(result.standardError)")
        #expect(result.status == 1)
    }

    @Test func standardInputIsFixedOnlyAsADiff() throws {
        var runner = CommandRunner()
        runner.standardInput = Array(Self.spec.utf8)
        let usage = runner.run("lint", "-", "--fix")
        #expect(usage.status == 2)
        #expect(usage.standardError.hasPrefix("Error: '--fix' cannot write standard input back; use '--fix-dry-run' for a diff\n"))
        let diff = runner.run("lint", "-", "--stdin-filename", "specs/delete.dialog.json", "--fix-dry-run")
        #expect(diff.standardOutput.hasPrefix("--- specs/delete.dialog.json\n+++ specs/delete.dialog.json\n@@ -4,6 +4,6 @@\n"))
    }

    /// Overlapping fix-its: the first in file order is applied, the other reported.
    @Test func overlappingFixesApplyOneAndReportTheOther() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("a.json", #"{"a": 1}"#)
        let file = SourceFile(path: path, bytes: Array(#"{"a": 1}"#.utf8))
        var first = Diagnostic(.unknownKey, "first", in: file, at: SourceRange(1, 4))
        first.fixes = [FixIt("rename", replacing: SourceRange(1, 4), with: "\"b\"")]
        var second = Diagnostic(.unknownKey, "second", in: file, at: SourceRange(2, 3))
        second.fixes = [FixIt("rename", replacing: SourceRange(2, 3), with: "c")]
        let outcome = FixApplier.plan([first, second])
        #expect(outcome.appliedCount == 1)
        #expect(outcome.files.first.map { String(decoding: $0.fixed, as: UTF8.self) } == #"{"b": 1}"#)
        #expect(outcome.notices == ["dialogc: the fix for [unknown-key] at \(path):1:3 was not applied: it overlaps another fix; run --fix again"])

        // A fix-it that would break the JSON is refused.
        var breaking = Diagnostic(.unknownKey, "bad", in: file, at: SourceRange(1, 4))
        breaking.fixes = [FixIt("break", replacing: SourceRange(1, 4), with: "{{")]
        let refused = FixApplier.plan([breaking])
        #expect(refused.files.isEmpty)
        #expect(refused.notices.count == 1)
    }
}
