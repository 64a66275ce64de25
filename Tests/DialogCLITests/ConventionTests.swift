import DialogTestSupport
import Foundation
import Testing

/// The conventions of other linters: `--quiet`, a spec on standard input, `dialogc init`,
/// `$id` on every schema.
@Suite struct ConventionTests {
    let dialogc = CommandRunner()

    /// One error (an unknown key) and, without it, two warnings (a vague destructive button,
    /// and its cancel placed after it).
    static let spec = """
        {
          "id": "timer.delete",
          "titel": "x",
          "title": "Delete this timer?",
          "buttons": [
            { "id": "delete", "title": "OK", "role": "destructive" },
            { "id": "cancel", "title": "Cancel", "role": "cancel" }
          ]
        }
        """

    @Test func quietReportsErrorsOnly() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let warnOnly = try folder.write("a.dialog.json", Self.spec.replacingOccurrences(of: "\"titel\": \"x\",\n", with: ""))
        let loud = dialogc.run("lint", warnOnly, "--strict")
        #expect(loud.status == 1)
        #expect(loud.standardOutput.contains("[vague-button-title]"))
        let quiet = dialogc.run("lint", warnOnly, "--strict", "--quiet")
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput.isEmpty)
        #expect(quiet.standardError == "dialogc: 1 spec file checked: 0 errors, 0 warnings (2 warnings not shown: --quiet)\n")
    }

    @Test func aSpecOnStandardInputIsCheckedAsTheFileItStandsFor() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("app/dialogc.json", #"{ "rules": { "vague-button-title": "error" } }"#)
        let path = folder.path + "/app/specs/delete.dialog.json"  // never written
        var runner = CommandRunner()
        runner.standardInput = Array(Self.spec.utf8)
        let result = runner.run("lint", "-", "--stdin-filename", path)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\(path):3:3: error: unknown key 'titel' in the dialog"))
        // The misspelt key breaks only the title: vague-button-title, which reads the buttons,
        // already reports, as an error under the config above 'path'.
        #expect(result.standardOutput.contains("\(path):6:32: error: ") && result.standardOutput.contains("[vague-button-title]"))
        runner.standardInput = Array(Self.spec.replacingOccurrences(of: "\"titel\": \"x\",\n", with: "").utf8)
        let fixed = runner.run("lint", "-", "--stdin-filename", path)
        // A warning by default; an error only under the config above 'path'.
        #expect(fixed.status == 1)
        #expect(fixed.standardOutput.hasPrefix("\(path):5:32: error: ") && fixed.standardOutput.contains("[vague-button-title]"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func standardInputThatIsNotUTF8IsASyntaxErrorWithItsPlace() {
        var runner = CommandRunner()
        runner.standardInput = Array(#"{"id": "a.b", "title": ""#.utf8) + [0xFF, 0xFE] + Array(#"", "buttons": []}"#.utf8)
        let result = runner.run("lint", "-")
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("<stdin>:1:25: error: "))
        #expect(result.standardOutput.contains("UTF-8"))
        #expect(result.standardOutput.contains("[json-syntax]"))

        var unreadable = CommandRunner()
        unreadable.standardInput = nil
        let failed = unreadable.run("lint", "-")
        #expect(failed.status == 2)
        #expect(failed.standardError == "Error: cannot read standard input\n")

        let misuse = dialogc.run("lint", "specs", "--stdin-filename", "a.dialog.json")
        #expect(misuse.status == 2)
        #expect(misuse.standardError.hasPrefix("Error: '--stdin-filename' names what standard input stands for; pass '-' as the path too\n"))
    }

    @Test func initStartsAProjectThatLintsCleanAndNeverOverwrites() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let project = folder.path + "/new"
        let created = dialogc.run("init", project)
        #expect(created.status == 0, "\(created.standardError)")
        for name in ["dialogc.json", "specs/welcome.dialog.json", "tokens/brand.tokens.json"] {
            #expect(FileManager.default.fileExists(atPath: project + "/" + name), "\(name) not written")
        }
        let lint = dialogc.run("lint", "--config", project + "/dialogc.json")
        #expect(lint.status == 0, "\(lint.standardOutput)")
        #expect(lint.standardOutput.isEmpty, "\(lint.standardOutput)")
        #expect(lint.standardError == "dialogc: 1 spec file checked: 0 errors, 0 warnings\n")

        // A second init replaces nothing, and writes nothing of the others either.
        try "{}".write(toFile: project + "/dialogc.json", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: project + "/specs/welcome.dialog.json")
        let again = dialogc.run("init", project)
        #expect(again.status == 2)
        #expect(again.standardError.hasPrefix("Error: '\(project)/dialogc.json', '\(project)/tokens/brand.tokens.json' already exist; dialogc init never replaces a file"))
        #expect(try String(contentsOfFile: project + "/dialogc.json", encoding: .utf8) == "{}")
        #expect(!FileManager.default.fileExists(atPath: project + "/specs/welcome.dialog.json"))
    }

    @Test func everySchemaHasAnID() throws {
        for name in ["dialog", "dialogc", "layout", "diagnostics"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.schemas + "/\(name).schema.json"))
            let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(schema["$id"] as? String == "https://dialogc.dev/schemas/\(name).schema.json")
        }
    }
}
