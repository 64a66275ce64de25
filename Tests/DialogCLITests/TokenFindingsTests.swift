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
