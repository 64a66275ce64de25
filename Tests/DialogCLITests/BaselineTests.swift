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

    @Test func entriesAreFingerprintsThatSurviveNewWordingAndMovedLines() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("specs/delete.dialog.json", Self.specWithTwoProblems)
        let baseline = folder.path + "/baseline.json"
        #expect(dialogc.run("lint", spec, "--write-baseline", baseline).status == 0)
        let recorded = try #require(folder.read("baseline.json"))
        #expect(recorded.contains("\"version\": 2"))
        #expect(recorded.contains("\"pointer\": \"/titel\""))
        #expect(recorded.contains("\"pointer\": \"/buttons/0/role\""))
        #expect(!recorded.contains("\"message\""), "a message that counts combinations would change when a device is added")

        // The same element with another wrong value (so another message), lines moved: known.
        try folder.write("specs/delete.dialog.json", "\n" + Self.specWithTwoProblems.replacingOccurrences(of: "destructve", with: "destructiv"))
        let reworded = dialogc.run("lint", spec, "--baseline", baseline)
        #expect(reworded.status == 0, "\(reworded.standardOutput)")
        // The same rule at another element: new.
        try folder.write("specs/delete.dialog.json", Self.specWithTwoProblems.replacingOccurrences(of: "\"role\": \"destructve\"", with: "\"role\": \"destructive\", \"haptic\": \"lite\""))
        let moved = dialogc.run("lint", spec, "--baseline", baseline)
        #expect(moved.status == 1)
        #expect(moved.standardOutput.contains("'haptic' cannot be 'lite'"))
    }

    @Test func aVersionOneBaselineStillMatchesByMessage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("delete.dialog.json", Self.specWithTwoProblems)
        let lint = dialogc.run("lint", spec, "--format", "json")
        #expect(lint.status == 1)
        let old = try folder.write(
            "old.json",
            #"{"version": 1, "findings": [{"path": "\#(spec)", "rule": "unknown-key", "message": "unknown key 'titel' in the dialog"}]}"#)
        let result = dialogc.run("lint", spec, "--baseline", old)
        #expect(result.status == 1)
        #expect(!result.standardOutput.contains("'titel'"))
        #expect(result.standardOutput.contains("destructve"))
    }
}

/// SARIF's `partialFingerprints` are the baseline's fingerprints: stable across moved lines,
/// different for different elements, and computed from standard input's own bytes.
@Suite struct SARIFFingerprintTests {
    let dialogc = CommandRunner()

    static func fingerprints(_ sarif: String) throws -> [String] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        return try results.map { result in
            let prints = try #require(result["partialFingerprints"] as? [String: String])
            return try #require(prints["dialogc/v1"])
        }
    }

    @Test func sarifCarriesTheBaselineFingerprint() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("specs/delete.dialog.json", BaselineTests.specWithTwoProblems)
        let first = try Self.fingerprints(dialogc.run("lint", spec, "--format", "sarif").standardOutput)
        #expect(first.count == 2)
        #expect(Set(first).count == 2, "two elements, two fingerprints")
        #expect(first.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })

        // Lines above move every finding: the fingerprints stay.
        try folder.write("specs/delete.dialog.json", "\n\n\n" + BaselineTests.specWithTwoProblems)
        #expect(try Self.fingerprints(dialogc.run("lint", spec, "--format", "sarif").standardOutput) == first)
        // Another key misspelt at another element: another fingerprint.
        try folder.write("specs/delete.dialog.json", BaselineTests.specWithTwoProblems.replacingOccurrences(of: "\"titel\": \"Delete this timer?\"", with: "\"title\": \"Delete this timer?\", \"mesage\": \"x\""))
        let changed = try Self.fingerprints(dialogc.run("lint", spec, "--format", "sarif").standardOutput)
        #expect(changed.count == 2 && Set(changed).intersection(first).count == 1)

        // Standard input is fingerprinted from its bytes, never from the file it stands for.
        var runner = CommandRunner()
        runner.standardInput = Array(BaselineTests.specWithTwoProblems.utf8)
        try folder.write("specs/delete.dialog.json", "{}")
        let piped = runner.run("lint", "-", "--stdin-filename", spec, "--format", "sarif")
        #expect(try Self.fingerprints(piped.standardOutput) == first)
    }
}
