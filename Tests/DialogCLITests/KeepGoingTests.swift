import DialogTestSupport
import Foundation
import Testing

/// A spec with a recoverable input error still gets every rule finding that does not depend
/// on the broken part, in the same run; a build still fails and writes nothing.
@Suite struct KeepGoingTests {
    let dialogc = CommandRunner()

    /// An unknown key at the root (a misspelt `transition`), a vague button title and a title
    /// that ends with a space: three findings, one of them an input error.
    static let spec = """
        {
          "id": "timer.delete",
          "title": "Delete this timer? ",
          "message": "It can't be restored.",
          "buttons": [
            { "id": "cancel", "title": "Cancel", "role": "cancel" },
            { "id": "delete", "title": "OK", "role": "destructive" }
          ],
          "transtion": { "in": "dialog.transition.in" }
        }

        """

    @Test func oneRunShowsTheInputErrorAndTheRuleFindings() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("delete.dialog.json", Self.spec)
        let result = dialogc.run("lint", "--no-cache", path)
        let lines = result.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix(path) }
        #expect(lines.count == 3, "\(result.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("\(path):3:12: warning: ") && $0.hasSuffix("[text-whitespace]") })
        #expect(lines.contains { $0.hasPrefix("\(path):7:32: warning: ") && $0.hasSuffix("[vague-button-title]") })
        #expect(lines.contains { $0.hasPrefix("\(path):9:3: error: unknown key 'transtion'") })
        #expect(result.status == 1)
        #expect(result.standardError == "dialogc: 1 spec file checked: 1 error, 2 warnings\n")
    }

    /// An error inside `dim` skips the rules that read `dim` (`raw-value` here, which would
    /// report the literal opacity) and no others.
    @Test func theRulesThatReadTheBrokenPartWait() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = Self.spec.replacingOccurrences(
            of: "\"transtion\": { \"in\": \"dialog.transition.in\" }", with: "\"dim\": { \"opacity\": 0.5, \"colour\": \"#000000\" }")
        let path = try folder.write("delete.dialog.json", text)
        let broken = dialogc.run("lint", "--no-cache", path)
        #expect(broken.standardOutput.contains("unknown key 'colour'"))
        #expect(broken.standardOutput.contains("[text-whitespace]") && broken.standardOutput.contains("[vague-button-title]"))
        #expect(!broken.standardOutput.contains("[raw-value]"), "\(broken.standardOutput)")
        // Fixed, the rule that waited reports.
        try folder.write("delete.dialog.json", text.replacingOccurrences(of: ", \"colour\": \"#000000\"", with: ""))
        let fixed = dialogc.run("lint", "--no-cache", path)
        #expect(fixed.standardOutput.contains("[raw-value]"), "\(fixed.standardOutput)")
    }

    /// An error no member holds (a missing required key) leaves nothing to trust: no rule runs.
    @Test func anErrorOutsideEveryPartStopsTheRules() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = Self.spec.replacingOccurrences(of: "  \"id\": \"timer.delete\",\n", with: "")
        let path = try folder.write("delete.dialog.json", text)
        let result = dialogc.run("lint", "--no-cache", path)
        #expect(result.standardOutput.contains("[missing-key]"))
        #expect(!result.standardOutput.contains("[text-whitespace]"), "\(result.standardOutput)")
    }

    @Test func aBuildStillFailsAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("specs/delete.dialog.json", Self.spec)
        let out = folder.path + "/Generated"
        let result = dialogc.run("build", path, "--out", out)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("unknown key 'transtion'") && result.standardOutput.contains("[vague-button-title]"))
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(written.isEmpty, "\(written)")
    }
}
