import DialogTestSupport
import Foundation
import Testing

@Suite struct BaselineTests {
    let dialogc = CommandRunner()

    static let specWithTwoProblems = """
        {
          "id": "timer.delete",
          "titel": "Delete this timer?",
          "message": "Gone for good.",
          "buttons": [ { "id": "delete", "title": "Delete", "role": "destructve" } ]
        }
        """

    @Test func writtenBaselineSilencesKnownFindingsOnly() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("specs/delete.dialog.json", Self.specWithTwoProblems)
        let baseline = folder.path + "/baseline.json"

        let write = dialogc.run("lint", spec, "--write-baseline", baseline)
        #expect(write.status == 0)
        #expect(write.standardOutput == "")
        #expect(write.standardError == "dialogc: wrote 2 findings to the baseline '\(baseline)'\n")
        let recorded = try #require(folder.read("baseline.json"))
        #expect(recorded.contains("\"rule\": \"unknown-key\""))
        #expect(!recorded.contains("\"line\""), "entries must survive edits above them")

        let clean = dialogc.run("lint", spec, "--baseline", baseline)
        #expect(clean.status == 0, "\(clean.standardOutput)")
        #expect(clean.standardOutput == "")

        // Lines move and a new problem appears: only the new one is reported.
        try folder.write("specs/delete.dialog.json", "\n\n" + Self.specWithTwoProblems.replacingOccurrences(of: "\"Gone for good.\"", with: "\"Gone.\", \"mesage\": \"x\""))
        let changed = dialogc.run("lint", spec, "--baseline", baseline)
        #expect(changed.status == 1)
        #expect(changed.standardOutput.contains("unknown key 'mesage'"))
        #expect(!changed.standardOutput.contains("unknown key 'titel'"))
        #expect(changed.standardError.contains("1 error"))
    }

    @Test func missingOrBrokenBaselineIsAnIOProblem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("delete.dialog.json", Self.specWithTwoProblems)

        let missing = dialogc.run("lint", spec, "--baseline", folder.path + "/none.json")
        #expect(missing.status == 2)
        #expect(missing.standardOutput.contains("[io]"))

        let broken = try folder.write("broken.json", #"{"version": 1, "findings": [{"path": "a", "rule": "x"}]}"#)
        let result = dialogc.run("lint", spec, "--baseline", broken)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("a finding is missing required key 'message' [missing-key]"))
    }
}
