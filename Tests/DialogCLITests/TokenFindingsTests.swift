import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// Findings the tokens alone decide are reported once, at the token, by `lint` (with or
/// without specs) and `tokens` alike.
@Suite struct TokenFindingsTests {
    let dialogc = CommandRunner()

    /// A brand whose primary button is grey on near-white (2.29:1), and whose title
    /// typography is a colour (a `token-type` error of the contract).
    static let button = """
          "button": {
            "primary": {
              "$type": "color",
              "background": {"$value": {"colorSpace": "srgb", "components": [0.9490, 0.9529, 0.9608], "hex": "#F2F3F5"}}
            }
          }
        """
    static let badTypography = """
          "dialog": { "title": { "typography": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"} } } }
        """
    static let brand = "{\n" + button + ",\n" + badTypography + "}\n"

    static func spec(_ id: String) -> String {
        #"{"id": "\#(id)", "title": "Saved", "buttons": [{"id": "ok", "title": "Done", "role": "primary"}]}"#
    }

    @Test func aBrandColourIsOneFindingAtTheTokenNotOnePerSpecAndTheme() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let tokens = try folder.write("tokens/brand.tokens.json", "{\n" + Self.button + "}\n")
        try folder.write("dialogc.json", #"{"themes": {"light": ["tokens/brand.tokens.json"], "dark": ["tokens/brand.tokens.json"]}}"#)
        for id in ["a.one", "a.two", "a.three"] { try folder.write("specs/\(id).dialog.json", Self.spec(id)) }

        let lint = dialogc.run("lint", folder.path + "/specs")
        #expect(lint.status == 1)
        let contrast = lint.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[contrast]") }
        #expect(contrast == ["\(tokens):5:7: error: contrast of the title of a 'button.primary' button on its background is 1.11:1 in themes 'light' and 'dark'; needs 4.5:1 [contrast]"])

        // Without specs, from the config alone, and through 'tokens': the same finding.
        let bare = dialogc.run("lint", "--config", folder.path + "/dialogc.json", tokens)
        #expect(bare.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[contrast]") } == contrast)
        let report = dialogc.run("tokens", "--config", folder.path + "/dialogc.json")
        #expect(report.status == 1)
        #expect(report.standardError.split(separator: "\n").filter { $0.hasSuffix("[contrast]") } == contrast)

        // Switched off in the config, it is off everywhere.
        try folder.write("dialogc.json", #"{"themes": {"light": ["tokens/brand.tokens.json"], "dark": ["tokens/brand.tokens.json"]}, "rules": {"contrast": "off"}}"#)
        #expect(!dialogc.run("lint", folder.path + "/specs").standardOutput.contains("[contrast]"))
    }

    /// Five specs in two themes, four of them with a primary button: one error, at the token,
    /// whose note names the four (not the fifth, whose only button is secondary), the same
    /// from a build, a rebuild that reuses every spec, and every output format.
    @Test func theTokenFindingNamesTheSpecsThatShowIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let tokens = try folder.write("tokens/brand.tokens.json", "{\n" + Self.button + "}\n")
        try folder.write("dialogc.json", #"{"themes": {"light": ["tokens/brand.tokens.json"], "dark": ["tokens/brand.tokens.json"]}}"#)
        for id in ["a.one", "a.two", "a.three", "a.four"] { try folder.write("specs/\(id).dialog.json", Self.spec(id)) }
        try folder.write(
            "specs/a.five.dialog.json", #"{"id": "a.five", "title": "Saved", "buttons": [{"id": "ok", "title": "Done", "role": "secondary"}]}"#)
        let note = "note: shown by 4 of the 5 specs checked: specs/a.four.dialog.json, specs/a.one.dialog.json, specs/a.three.dialog.json, specs/a.two.dialog.json"

        let runner = CommandRunner()
        let lint = runner.run("lint", "--config", folder.path + "/dialogc.json", "--color", "never", folder.path + "/specs")
        #expect(lint.status == 1)
        let errors = lint.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("\(tokens):5:7: error: contrast of the title of a 'button.primary' button") == true)
        #expect(errors.first?.contains("in themes 'light' and 'dark'") == true)
        let paths = folder.path + "/specs/"
        #expect(lint.standardOutput.contains(note.replacingOccurrences(of: "specs/", with: paths)), "\(lint.standardOutput)")

        // A run that replays every spec from the lint cache names the same specs.
        let again = runner.run("lint", "--config", folder.path + "/dialogc.json", "--color", "never", folder.path + "/specs")
        #expect(again.standardOutput == lint.standardOutput)
        let replayed = LintPipeline().run(
            LintRequest(inputs: [folder.path + "/specs"], configPath: folder.path + "/dialogc.json", keepsSpecs: false, usesCache: true, cacheSecret: CommandRunner.cacheSecret))
        #expect(replayed.cachedCount == 5)
        #expect(replayed.diagnostics.contains { $0.notes.contains { $0.message.hasPrefix("shown by 4 of the 5 specs checked: ") } })

        // A spec drawing its own card and buttons does not show it; no spec at all: no list.
        let json = runner.run("lint", "--config", folder.path + "/dialogc.json", "--format", "json", folder.path + "/specs/a.five.dialog.json")
        #expect(json.standardOutput.contains("none of the 1 spec checked shows it"), "\(json.standardOutput)")
        let bare = runner.run("lint", "--config", folder.path + "/dialogc.json", tokens)
        #expect(!bare.standardOutput.contains("shown by") && !bare.standardOutput.contains("none of"))
    }

    @Test func lintAndTokensAgreeOnANamedTokenFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let tokens = try folder.write("brand.tokens.json", Self.brand)
        let lint = dialogc.run("lint", tokens)
        let report = dialogc.run("tokens", tokens)
        func findings(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { $0.hasPrefix(tokens) && ($0.contains(": error: ") || $0.contains(": warning: ")) }
        }
        #expect(lint.status == 1)
        #expect(findings(lint.standardOutput).contains { $0.hasSuffix("[token-type]") })
        #expect(findings(lint.standardOutput).contains { $0.hasSuffix("[contrast]") })
        #expect(findings(lint.standardOutput) == findings(report.standardError))
    }
}
