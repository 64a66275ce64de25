import DialogTestSupport
import Foundation
import Testing

/// The fixes beyond misspellings, through the CLI: a legacy token string to its object form,
/// a raw value to the one token that has it in every theme, white space trimmed off a text.
/// Each is offered only when it has exactly one safe answer.
@Suite struct SafeFixTests {
    let dialogc = CommandRunner()

    // MARK: legacy-token-format

    static let legacyTokens = """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "#6D28D980", "$description": "kept" }
          },
          "radius": { "card": { "$type": "dimension", "$value": "1.5rem" } },
          "motion": { "quick": { "$type": "duration", "$value": "200ms" } }
        }

        """

    static let objectTokens = """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": {"colorSpace": "srgb", "components": [0.42745098039215684, 0.1568627450980392, 0.8509803921568627], "alpha": 0.5019607843137255, "hex": "#6D28D9"}, "$description": "kept" }
          },
          "radius": { "card": { "$type": "dimension", "$value": {"value": 1.5, "unit": "rem"} } },
          "motion": { "quick": { "$type": "duration", "$value": {"value": 200, "unit": "ms"} } }
        }

        """

    @Test func legacyTokenStringsBecomeTheirObjectForms() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("brand.tokens.json", Self.legacyTokens)
        let before = dialogc.run("lint", "--no-cache", "--format", "json", path)
        let values = try tokenValues(in: Self.legacyTokens)

        let diff = dialogc.run("lint", "--no-cache", "--fix-dry-run", path)
        #expect(diff.standardOutput.hasPrefix("--- \(path)\n+++ \(path)\n"), "\(diff.standardOutput)")
        #expect(diff.standardOutput.contains("\n-    \"brand\": { \"$value\": \"#6D28D980\", \"$description\": \"kept\" }\n"))
        #expect(diff.standardError.contains("3 fixes would be applied to 1 file"), "\(diff.standardError)")
        #expect(folder.read("brand.tokens.json") == Self.legacyTokens)

        let fixed = dialogc.run("lint", "--no-cache", "--fix", path)
        #expect(folder.read("brand.tokens.json") == Self.objectTokens)
        #expect(fixed.standardOutput == "", "no legacy-token-format left: \(fixed.standardOutput)")
        #expect(fixed.status == 0)
        // The object forms read back as exactly the values the strings had.
        #expect(try tokenValues(in: Self.objectTokens) == values)
        #expect(before.standardOutput.contains("\"legacy-token-format\""))
    }

    /// What `dialogc tokens --format json` prints for a token file: every resolved value, as
    /// `#RRGGBBAA` for colours.
    private func tokenValues(in text: String) throws -> String {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("tokens/brand.tokens.json", text)
        try folder.write("dialogc.json", #"{"themes": {"light": ["tokens/brand.tokens.json"]}}"#)
        let output = dialogc.run("tokens", "--config", folder.path + "/dialogc.json", "--format", "json")
        #expect(output.status == 0, "\(output.standardError)")
        // Every value, without where each token is defined (the folder differs per call).
        return output.standardOutput.split(separator: "\n").filter { !$0.contains("\"source\":") }.joined(separator: "\n")
    }

    // MARK: raw-value

    static let brandTokens = """
        {
          "color": {
            "$type": "color",
            "ink": { "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.3], "hex": "#1A1A4D"} },
            "paper": { "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#FFFFFF"} }
          }
        }

        """

    static let darkTokens = """
        {
          "color": {
            "$type": "color",
            "paper": { "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"} }
          }
        }

        """

    static let rawSpec = """
        {
          "id": "team.invitation",
          "title": "Join the team?",
          "buttons": [{ "id": "accept", "title": "Accept", "role": "primary" }],
          "dim": { "color": "#1A1A4D", "opacity": 0.4 }
        }

        """

    @Test func aRawValueBecomesTheOneTokenWithItsValueInEveryTheme() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("tokens/brand.tokens.json", Self.brandTokens)
        try folder.write("tokens/dark.tokens.json", Self.darkTokens)
        try folder.write(
            "dialogc.json", #"{"themes": {"light": ["tokens/brand.tokens.json"], "dark": ["tokens/brand.tokens.json", "tokens/dark.tokens.json"]}}"#)
        let path = try folder.write("invite.dialog.json", Self.rawSpec)

        let json = dialogc.run("lint", "--no-cache", "--format", "json", path).standardOutput
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["diagnostics"] as? [[String: Any]]
        let raw = try #require(findings).filter { $0["rule"] as? String == "raw-value" }
        #expect(raw.count == 2, "dim.color and dim.opacity: \(json)")
        // '#1A1A4D' is 'color.ink' in both themes (its components round to those bytes); 0.4 is
        // the default 'dialog.dim.opacity', the only number token of that value.
        #expect(raw.filter { $0["fixes"] != nil }.count == 2)

        let result = dialogc.run("lint", "--no-cache", "--fix", path)
        #expect(
            folder.read("invite.dialog.json")
                == Self.rawSpec.replacingOccurrences(of: "\"#1A1A4D\"", with: "\"color.ink\"").replacingOccurrences(
                    of: "0.4", with: "\"dialog.dim.opacity\""))
        #expect(result.standardError.hasPrefix("dialogc: applied 2 fixes to 1 file\n"), "\(result.standardError)")
        #expect(!result.standardOutput.contains("[raw-value]"), "\(result.standardOutput)")
    }

    @Test func noRawValueFixWhenTheThemesDisagreeOrTwoTokensMatch() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("tokens/brand.tokens.json", Self.brandTokens)
        try folder.write("tokens/dark.tokens.json", Self.darkTokens)
        try folder.write(
            "dialogc.json", #"{"themes": {"light": ["tokens/brand.tokens.json"], "dark": ["tokens/brand.tokens.json", "tokens/dark.tokens.json"]}}"#)
        // '#FFFFFF' is 'color.paper' only in light (and other white tokens of the default);
        // no number token is 0.45.
        let text = Self.rawSpec.replacingOccurrences(of: "#1A1A4D", with: "#FFFFFF").replacingOccurrences(of: "0.4", with: "0.45")
        let path = try folder.write("invite.dialog.json", text)
        let result = dialogc.run("lint", "--no-cache", "--fix", path)
        #expect(folder.read("invite.dialog.json") == text)
        #expect(result.standardOutput.contains("[raw-value]"))
        #expect(!result.standardError.contains("applied"))
    }

    // MARK: text-whitespace

    static let spacedSpec = #"""
        {
          "id": "timer.delete",
          "title": "Delete this timer?  ",
          "message": "\n\tA deleted timer can't be restored.",
          "buttons": [
            { "id": "delete", "title": "Delete", "role": "destructive" },
            { "id": "cancel", "title": " Cancel\u00A0", "role": "cancel" },
            { "id": "later", "title": "<accent> Later</accent>" }
          ]
        }

        """#

    static let trimmedSpec = #"""
        {
          "id": "timer.delete",
          "title": "Delete this timer?",
          "message": "A deleted timer can't be restored.",
          "buttons": [
            { "id": "delete", "title": "Delete", "role": "destructive" },
            { "id": "cancel", "title": "Cancel", "role": "cancel" },
            { "id": "later", "title": "<accent> Later</accent>" }
          ]
        }

        """#

    @Test func whiteSpaceOutsideMarkupIsTrimmedInPlace() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("delete.dialog.json", Self.spacedSpec)
        let diff = dialogc.run("lint", "--no-cache", "--fix-dry-run", path)
        #expect(diff.standardOutput.contains(#"-  "message": "\n\tA deleted timer can't be restored.","# + "\n"), "\(diff.standardOutput)")
        #expect(diff.standardOutput.contains(#"+  "message": "A deleted timer can't be restored.","# + "\n"))
        #expect(diff.standardError.contains("3 fixes would be applied to 1 file"), "\(diff.standardError)")

        let result = dialogc.run("lint", "--no-cache", "--fix", path)
        #expect(folder.read("delete.dialog.json") == Self.trimmedSpec)
        // White space inside a tag has no safe fix: moving it out changes what is highlighted.
        let remaining = result.standardOutput.components(separatedBy: "\n").filter { $0.contains("[text-whitespace]") }
        #expect(remaining.count == 1 && remaining[0].hasPrefix("\(path):8:"), "\(result.standardOutput)")
    }

    @Test func fixesAreCarriedInSARIF() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("delete.dialog.json", Self.spacedSpec)
        let sarif = dialogc.run("lint", "--no-cache", "--format", "sarif", path).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((document["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let whitespace = results.filter { $0["ruleId"] as? String == "text-whitespace" }
        #expect(whitespace.count == 4)
        #expect(whitespace.filter { $0["fixes"] != nil }.count == 3)
        // The cancel title loses both edges: one fix of two deletions.
        let cancel = try #require(whitespace.first { ($0["message"] as? [String: Any])?["text"].map { "\($0)".contains("button 'cancel'") } == true })
        let changes = try #require(((cancel["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])
        #expect(changes.count == 2)
    }
}
