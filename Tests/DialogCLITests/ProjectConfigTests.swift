import DialogTestSupport
import Foundation
import Testing

/// Projects end to end through the CLI: each spec checked with the nearest `dialogc.json`
/// above it, `include` / `exclude`, whole-project runs and what goes wrong with them.
@Suite struct ProjectConfigTests {
    let dialogc = CommandRunner()

    /// A spec whose destructive button says only "OK": one `vague-button-title` finding,
    /// whose severity says which config checked it.
    static func vagueSpec(id: String) -> String {
        """
        {
          "id": "\(id)",
          "title": "Delete this timer?",
          "message": "A deleted timer cannot be restored.",
          "buttons": [
            { "id": "delete", "title": "OK", "role": "destructive" },
            { "id": "cancel", "title": "Cancel", "role": "cancel" }
          ],
          "layout": { "buttons": "vertical" }
        }
        """
    }

    static let strictConfig = #"{ "rules": { "vague-button-title": "error" } }"#
    static let lenientConfig = #"{ "rules": { "vague-button-title": "off" } }"#

    /// Lines of the text output that report `vague-button-title`, severity and path.
    static func verdicts(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasSuffix("[vague-button-title]") }.map { line in
            let parts = line.split(separator: ":")
            return "\(parts[0]) \(parts[3].trimmingCharacters(in: .whitespaces))"
        }.sorted()
    }

    @Test func eachSpecUsesTheNearestConfigWhateverTheArgumentOrder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("strict/dialogc.json", Self.strictConfig)
        let strictSpec = try folder.write("strict/specs/a.dialog.json", Self.vagueSpec(id: "a"))
        try folder.write("lenient/dialogc.json", Self.lenientConfig)
        let lenientSpec = try folder.write("lenient/b.dialog.json", Self.vagueSpec(id: "b"))
        let loose = try folder.write("loose/c.dialog.json", Self.vagueSpec(id: "c"))

        let forward = dialogc.run("lint", strictSpec, folder.path + "/lenient", loose)
        let backward = dialogc.run("lint", loose, folder.path + "/lenient", strictSpec)
        #expect(forward.standardOutput == backward.standardOutput)
        #expect(forward.status == backward.status)
        #expect(forward.status == 1)
        // strict: error; lenient: off; no config above 'loose' (only /tmp): the default warning.
        #expect(Self.verdicts(forward.standardOutput) == ["\(strictSpec) error", "\(loose) warning"].sorted())
        #expect(forward.standardError == "dialogc: 3 spec files checked: 1 error, 1 warning\n")
        _ = lenientSpec
    }

    @Test func aNestedProjectKeepsItsOwnConfigInsideAnother() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("app/dialogc.json", Self.strictConfig)
        let outer = try folder.write("app/specs/a.dialog.json", Self.vagueSpec(id: "a"))
        try folder.write("app/vendor/kit/dialogc.json", Self.lenientConfig)
        try folder.write("app/vendor/kit/b.dialog.json", Self.vagueSpec(id: "b"))

        // The outer project's folder: the search reaches the nested project, whose specs keep
        // their own config.
        let whole = dialogc.run("lint", folder.path + "/app")
        #expect(whole.status == 1)
        #expect(Self.verdicts(whole.standardOutput) == ["\(outer) error"])
        #expect(whole.standardError == "dialogc: 2 spec files checked: 1 error, 0 warnings\n")

        // --config overrides the nearest config for every spec.
        let forced = dialogc.run("lint", folder.path + "/app", "--config", folder.path + "/app/vendor/kit/dialogc.json")
        #expect(forced.status == 0)
        #expect(Self.verdicts(forced.standardOutput).isEmpty)
    }

    @Test func includeAndExcludeChooseTheProjectsSpecs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{ "include": ["specs/**/*.dialog.json"], "exclude": ["specs/drafts"] }"#)
        let kept = try folder.write("specs/a.dialog.json", Self.vagueSpec(id: "a"))
        let deep = try folder.write("specs/more/b.dialog.json", Self.vagueSpec(id: "b"))
        let draft = try folder.write("specs/drafts/c.dialog.json", Self.vagueSpec(id: "c"))
        try folder.write("scratch/d.dialog.json", Self.vagueSpec(id: "d"))

        let whole = dialogc.run("lint", "--config", folder.path + "/dialogc.json")
        #expect(whole.status == 0)
        #expect(Self.verdicts(whole.standardOutput) == ["\(kept) warning", "\(deep) warning"])
        #expect(whole.standardError == "dialogc: 2 spec files checked: 0 errors, 2 warnings\n")

        // A folder search keeps the same specs; a file named directly is always checked.
        let named = dialogc.run("lint", folder.path, draft)
        #expect(Self.verdicts(named.standardOutput) == ["\(kept) warning", "\(deep) warning", "\(draft) warning"].sorted())

        // A named folder whose specs are all left out says so, as an empty folder does.
        let emptied = dialogc.run("lint", folder.path + "/scratch")
        #expect(emptied.status == 2)
        #expect(emptied.standardOutput.contains("every *.dialog.json under '\(folder.path)/scratch' is left out by the 'include' or 'exclude' of its dialogc.json"))
    }

    @Test func aGlobThatMatchesNothingIsAWarningAtTheGlob() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let config = try folder.write(
            "dialogc.json",
            """
            {
              "include": ["specs/**", "spec/**"],
              "exclude": ["specs/old"]
            }
            """)
        try folder.write("specs/a.dialog.json", Self.vagueSpec(id: "a"))
        let result = dialogc.run("lint", "--config", config, "--format", "text")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\(config):2:27: warning: the 'include' pattern 'spec/**' matches no *.dialog.json file in the project; fix the pattern or remove it [unmatched-glob]"))
        #expect(result.standardOutput.contains("\(config):3:15: warning: the 'exclude' pattern 'specs/old' leaves out no spec the project includes; fix the pattern or remove it [unmatched-glob]"))
        #expect(!result.standardOutput.contains("'specs/**' matches no"))

        // Configurable like any warning rule.
        try folder.write("dialogc.json", #"{ "include": ["specs/**", "spec/**"], "rules": { "unmatched-glob": "off" } }"#)
        let silenced = dialogc.run("lint", "--config", config)
        #expect(!silenced.standardOutput.contains("unmatched-glob"))
    }

    @Test func aProjectWithNoSpecIsAnIOError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let config = try folder.write("dialogc.json", #"{ "include": ["specs/**"] }"#)
        try folder.write("other/a.dialog.json", Self.vagueSpec(id: "a"))
        let result = dialogc.run("lint", "--config", config)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("error: no *.dialog.json file under '\(folder.path)' is in the project of '\(config)'"))
        #expect(result.standardOutput.contains("[io]"))

        let build = dialogc.run("build", "--config", config)
        #expect(build.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
    }

    @Test func invalidPatternsAreConfigErrorsAtThePattern() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let config = try folder.write("dialogc.json", #"{ "include": ["", "/abs/**", "../up/**"], "exclude": "drafts" }"#)
        try folder.write("a.dialog.json", Self.vagueSpec(id: "a"))
        let result = dialogc.run("lint", folder.path)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("\(config):1:15: error: the 'include' pattern is an empty pattern"))
        #expect(result.standardOutput.contains("\(config):1:19: error: the 'include' pattern '/abs/**' is an absolute path"))
        #expect(result.standardOutput.contains("\(config):1:30: error: the 'include' pattern '../up/**' reaches outside the config file's folder"))
        #expect(result.standardOutput.contains("\(config):1:54: error: 'exclude' must be an array"))
    }

    @Test func buildWritesEachProjectIntoItsOwnOutput() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("one/dialogc.json", #"{ "rules": { "vague-button-title": "off" } }"#)
        try folder.write("one/a.dialog.json", Self.vagueSpec(id: "first.alert"))
        try folder.write("two/dialogc.json", #"{ "rules": { "vague-button-title": "off" }, "output": "Out" }"#)
        try folder.write("two/b.dialog.json", Self.vagueSpec(id: "second.alert"))
        let result = dialogc.run("build", folder.path + "/two", folder.path + "/one")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(folder.read("one/Generated/FirstAlertDialog.swift") != nil)
        #expect(folder.read("two/Out/SecondAlertDialog.swift") != nil)
        #expect(folder.read("one/Generated/SecondAlertDialog.swift") == nil)
        let summaries = result.standardError.split(separator: "\n").filter { $0.hasPrefix("dialogc: generated") }
        #expect(summaries.count == 2)
        #expect(summaries.first?.contains("'\(folder.path)/one/Generated'") == true)

        let oneOut = dialogc.run("build", folder.path + "/one", folder.path + "/two", "--out", folder.path + "/both")
        #expect(oneOut.status == 2)
        #expect(oneOut.standardOutput.contains("--out names one folder, but the specs belong to 2 projects"))
    }

    /// The real thing: `dialogc lint` and `dialogc build` with no path, run in the project's folder.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func bareCommandsCheckTheProjectAboveTheWorkingFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{ "include": ["specs/**"], "rules": { "vague-button-title": "error" } }"#)
        try folder.write("specs/a.dialog.json", Self.vagueSpec(id: "a"))
        try folder.write("specs/sub/keep.txt", "")
        try folder.write("notes/b.dialog.json", Self.vagueSpec(id: "b"))
        // A nested project inside the included folder keeps its own config.
        try folder.write("specs/kit/dialogc.json", #"{ "rules": { "vague-button-title": "off" } }"#)
        try folder.write("specs/kit/c.dialog.json", Self.vagueSpec(id: "c"))

        let lint = try Self.runExecutable(["lint"], in: folder.path + "/specs/sub")
        #expect(lint.status == 1)
        #expect(Self.verdicts(lint.output) == ["../../specs/a.dialog.json error"])
        #expect(lint.error == "dialogc: 2 spec files checked: 1 error, 0 warnings\n")

        try folder.write("dialogc.json", #"{ "include": ["specs/**"] , "rules": { "vague-button-title": "off" } }"#)
        let build = try Self.runExecutable(["build"], in: folder.path)
        #expect(build.status == 0, "\(build.output)")
        #expect(folder.read("Generated/ADialog.swift") != nil)
        #expect(folder.read("Generated/BDialog.swift") == nil)
    }

    static func runExecutable(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String, error: String) {
        try DialogcExecutable.run(arguments, in: directory)
    }
}
