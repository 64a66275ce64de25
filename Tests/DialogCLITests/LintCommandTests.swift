import DialogTestSupport
import Foundation
import Testing

@Suite struct LintCommandTests {
    let dialogc = CommandRunner()
    static let validSpecs = RepositoryPaths.fixtures + "/specs"

    static let oneProblemSpec = """
        {
          "id": "timer.delete",
          "titel": "Delete this timer?",
          "message": "This cannot be undone.",
          "buttons": [ { "id": "delete", "title": "Delete", "role": "destructive" } ]
        }
        """

    static let markupProblemSpec = """
        {
          "id": "notice.simple",
          "message": "<accent>unclosed",
          "buttons": [ { "id": "ok", "title": "Got it" } ]
        }
        """

    @Test func bundledFixturesLintClean() {
        let result = dialogc.run("lint", Self.validSpecs)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "")
        #expect(result.standardError == "dialogc: 6 spec files checked: 0 errors, 0 warnings\n")
    }

    @Test func errorsExitOneWithTextFindingsOnStandardOutput() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("specs/delete.dialog.json", Self.oneProblemSpec)
        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("\(spec):3:3: error: unknown key 'titel' in the dialog"))
        #expect(result.standardOutput.contains("[unknown-key]\n  \"titel\": \"Delete this timer?\",\n  ^~~~~~~\nnote: did you mean 'title'?\n"))
        // The misspelt key breaks only the title: the rules about the buttons still report.
        #expect(result.standardOutput.contains("[destructive-needs-cancel]"))
        #expect(result.standardError == "dialogc: 1 spec file checked: 1 error, 1 warning\n")
    }

    @Test func machineFormatsCarryTheSameFinding() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("delete.dialog.json", Self.oneProblemSpec)

        let json = dialogc.run("lint", spec, "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == ["unknown-key", "destructive-needs-cancel"])
        #expect(diagnostics.first?["line"] as? Int == 3)
        #expect(diagnostics.first?["column"] as? Int == 3)
        #expect(json.status == 1)

        let sarif = dialogc.run("lint", spec, "--format=sarif")
        #expect(sarif.standardOutput.contains("\"version\": \"2.1.0\""))
        #expect(sarif.standardOutput.contains("\"ruleId\": \"unknown-key\""))

        let github = dialogc.run("lint", spec, "--format", "github")
        #expect(github.standardOutput.hasPrefix("::error file=\(spec),line=3,col=3,"))
    }

    @Test func outputFileReceivesFindingsAndStandardOutputStaysEmpty() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("delete.dialog.json", Self.oneProblemSpec)
        let result = dialogc.run("lint", spec, "--output", folder.path + "/findings.txt")
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(folder.read("findings.txt")?.contains("[unknown-key]") == true)
    }

    @Test func unwritableOutputIsAnIOProblem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("delete.dialog.json", Self.oneProblemSpec)
        let result = dialogc.run("lint", spec, "--output", folder.path + "/missing/findings.txt")
        #expect(result.status == 2)
        #expect(result.standardError.contains("error: cannot write"))
        #expect(result.standardError.contains("[io]"))
    }

    @Test func missingPathIsAnIOProblem() {
        let result = dialogc.run("lint", "no/such/specs")
        #expect(result.status == 2)
        #expect(result.standardOutput == "dialogc: error: no such file or folder: 'no/such/specs'; check the path [io]\n")
    }

    @Test func folderWithoutSpecsIsNotASilentSuccess() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("notes.txt", "not a spec")
        let result = dialogc.run("lint", folder.path)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("no *.dialog.json files under"))
    }

    @Test func fileNamedDirectlyIsReadWhateverItsExtension() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("delete.json", Self.oneProblemSpec)
        let result = dialogc.run("lint", spec)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[unknown-key]"))
    }

    @Test func searchSkipsHiddenFoldersAndSurvivesLinkLoops() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/ok.dialog.json", #"{"id": "a.b", "title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        try folder.write("specs/.cache/broken.dialog.json", "{")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/loop", withDestinationPath: folder.path + "/specs")
        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError.contains("1 spec file checked"))
    }

    @Test func duplicateIDsAcrossFilesPointAtBoth() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = #"{"id": "a.b", "title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#
        let first = try folder.write("specs/1.dialog.json", spec)
        let second = try folder.write("specs/2.dialog.json", spec)
        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\(second):1:8: error: another spec already has the id 'a.b'"))
        #expect(result.standardOutput.contains("\(first):1:8: note: the first spec with this id"))
    }

    @Test func brokenConfigStopsTheRunWithStatusTwo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{"version": 1, "locale": ["en"]}"#)
        try folder.write("specs/ok.dialog.json", #"{"id": "a.b", "title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("dialogc.json:1:16: error: unknown key 'locale'"))
        #expect(result.standardOutput.contains("did you mean 'locales'?"))
    }

    /// An empty list laid nothing out, so a dialog taller than the screen passed with exit 0.
    @Test(arguments: ["devices", "dynamicType"])
    func anEmptyLayoutListIsAConfigErrorNotAPass(_ key: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let overflow = try String(contentsOfFile: RepositoryPaths.fixtures + "/rules/dialog-overflow/triggers.dialog.json", encoding: .utf8)
        let spec = try folder.write("specs/terms.dialog.json", overflow.replacingOccurrences(of: "../../../Schemas", with: "../Schemas"))
        // The rule's own fixture config: a phone held sideways, where the dialog overflows.
        let landscape = #"{"name": "iphone-se-landscape", "width": 568, "height": 320}"#
        try folder.write("dialogc.json", #"{"locales": ["ko", "en"], "defaultLocale": "ko", "devices": [\#(landscape)]}"#)
        let checked = dialogc.run("lint", spec)
        #expect(checked.status == 1 && checked.standardOutput.contains("[dialog-overflow]"), "\(checked.standardOutput)")

        let emptied = key == "devices" ? #""devices": []"# : #""devices": [\#(landscape)], "dynamicType": []"#
        try folder.write("dialogc.json", #"{"locales": ["ko", "en"], "defaultLocale": "ko", \#(emptied)}"#)
        let refused = dialogc.run("lint", spec)
        #expect(refused.status == 2, "\(refused.standardOutput)")
        #expect(refused.standardOutput.contains("'\(key)' is empty, so no layout would be checked; list at least one"), "\(refused.standardOutput)")
        #expect(refused.standardOutput.contains("[invalid-value]"))
    }

    @Test func configSeveritiesAndWarningPolicy() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{"rules": {"markup": "warning"}}"#)
        let spec = try folder.write("specs/notice.dialog.json", Self.markupProblemSpec)

        let relaxed = dialogc.run("lint", spec)
        #expect(relaxed.status == 0, "\(relaxed.standardOutput)")
        #expect(relaxed.standardOutput.contains("warning:"))
        #expect(relaxed.standardOutput.contains("[markup]"))

        #expect(dialogc.run("lint", spec, "--strict").status == 1)
        #expect(dialogc.run("lint", spec, "--max-warnings", "0").status == 1)
        #expect(dialogc.run("lint", spec, "--max-warnings", "1").status == 0)

        try folder.write("off.json", #"{"rules": {"markup": "off"}}"#)
        let silenced = dialogc.run("lint", spec, "--config", folder.path + "/off.json")
        #expect(silenced.status == 0)
        #expect(silenced.standardOutput == "")
    }

    @Test func specCanDisableAConfigurableRuleForItself() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write(
            "notice.dialog.json",
            Self.markupProblemSpec.replacingOccurrences(of: "\"buttons\"", with: "\"lint\": {\"disable\": [\"markup\"]},\n  \"buttons\""))
        let result = dialogc.run("lint", spec)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("delete.dialog.json", Self.oneProblemSpec)
        let escape = "\u{1B}["
        #expect(!dialogc.run("lint", spec).standardOutput.contains(escape))
        let terminal = CommandRunner(environment: [:], outputIsTerminal: true)
        #expect(terminal.run("lint", spec).standardOutput.contains(escape))
        #expect(!terminal.run("lint", spec, "--color", "never").standardOutput.contains(escape))
        let noColor = CommandRunner(environment: ["NO_COLOR": "1"], outputIsTerminal: true)
        #expect(!noColor.run("lint", spec).standardOutput.contains(escape))
        #expect(noColor.run("lint", spec, "--color", "always").standardOutput.contains(escape))
        #expect(!terminal.run("lint", spec, "--format", "json").standardOutput.contains(escape))
    }
}
