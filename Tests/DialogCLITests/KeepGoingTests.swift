import DialogCompiler
import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

/// A spec with a recoverable input error still gets every rule finding that does not depend
/// on the broken value, in the same run, at the granularity of one element or one text
/// (`BrokenInput`, `FindingScope`); a build still fails and writes nothing.
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

    // MARK: Element granularity, through `lint --format json`

    /// One finding of the JSON output: its rule and the line it starts on.
    struct Finding: Hashable, CustomStringConvertible {
        var rule: String
        var line: Int
        var description: String { "\(rule)@\(line)" }
    }

    /// The findings of `dialogc lint --format json` on `spec`, written as `delete.dialog.json`
    /// beside `config` (a `dialogc.json`) when one is given.
    func lint(_ spec: String, config: String? = nil) throws -> [Finding] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        if let config { try folder.write("dialogc.json", config) }
        let path = try folder.write("delete.dialog.json", spec)
        let result = dialogc.run("lint", "--no-cache", "--format", "json", path)
        #expect(result.status == 1, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        return diagnostics.compactMap { entry in
            guard let rule = entry["rule"] as? String, let line = entry["line"] as? Int else { return nil }
            return Finding(rule: rule, line: line)
        }
    }

    /// The 1-based line of the first line of `text` that holds `needle`.
    func line(of needle: String, in text: String) throws -> Int {
        let lines = text.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(needle) }) + 1
    }

    /// An unknown key with no close match in one button (`colour`) is ignored by the decoder
    /// and breaks nothing: the title's stray space and every vague title are still reported.
    @Test func anUnknownKeyInOneButtonHidesNoFinding() throws {
        let spec = """
            {
              "id": "timer.delete",
              "title": "Delete this timer? ",
              "buttons": [
                { "id": "yes", "title": "Yes", "role": "secondary" },
                { "id": "ok", "title": "OK", "role": "secondary" },
                { "id": "delete", "title": "Delete", "role": "destructive", "colour": "red" }
              ]
            }

            """
        let findings = try lint(spec)
        #expect(findings.contains(Finding(rule: "unknown-key", line: try line(of: "colour", in: spec))), "\(findings)")
        #expect(findings.contains(Finding(rule: "text-whitespace", line: 3)), "\(findings)")
        #expect(findings.contains(Finding(rule: "vague-button-title", line: try line(of: "\"Yes\"", in: spec))), "\(findings)")
        #expect(findings.contains(Finding(rule: "vague-button-title", line: try line(of: "\"OK\"", in: spec))), "\(findings)")
    }

    /// A bad role (`cancle`, one close match) breaks that button's role: the findings that
    /// weigh the roles together (`destructive-needs-cancel` would say there is no cancel
    /// button) are held back; the other buttons' findings, and the broken button's own title
    /// findings, which do not depend on its role, are kept.
    @Test func aBadRoleHoldsBackOnlyTheFindingsThatDependOnIt() throws {
        let spec = """
            {
              "id": "timer.delete",
              "title": "Delete this timer? ",
              "buttons": [
                { "id": "delete", "title": "OK", "role": "destructive", "style": "button.primary" },
                { "id": "keep", "title": "No ", "role": "cancle" }
              ]
            }

            """
        let findings = try lint(spec)
        let rules = Set(findings.map(\.rule))
        #expect(findings.contains(Finding(rule: "invalid-value", line: 6)), "\(findings)")
        #expect(findings.contains(Finding(rule: "text-whitespace", line: 3)), "\(findings)")
        #expect(findings.contains(Finding(rule: "vague-button-title", line: 5)), "\(findings)")
        #expect(findings.contains(Finding(rule: "destructive-style", line: 5)), "\(findings)")
        // The broken button's title: not about its role.
        #expect(findings.contains(Finding(rule: "text-whitespace", line: 6)), "\(findings)")
        #expect(findings.contains(Finding(rule: "vague-button-title", line: 6)), "\(findings)")
        #expect(!rules.contains("destructive-needs-cancel") && !rules.contains("one-cancel"), "\(findings)")
        // Fixed, the role-dependent rule reports what it now can judge: nothing false stayed.
        let fixed = try lint(spec.replacingOccurrences(of: "cancle", with: "secondary"))
        #expect(fixed.contains { $0.rule == "destructive-needs-cancel" }, "\(fixed)")
    }

    /// A misspelt key with a close match in one button (`rol`) breaks that button: its
    /// element findings (`destructive-style` on its style) are held back, the others' kept.
    @Test func aMisspeltKeyBreaksItsElement() throws {
        let spec = """
            {
              "id": "timer.delete",
              "title": "Delete this timer?",
              "buttons": [
                { "id": "delete", "title": "Delete", "role": "destructive", "style": "button.primary" },
                { "id": "erase", "title": "Erase", "rol": "cancel", "role": "destructive", "style": "button.primary" }
              ]
            }

            """
        let findings = try lint(spec)
        #expect(findings.contains(Finding(rule: "unknown-key", line: 6)), "\(findings)")
        #expect(findings.contains(Finding(rule: "destructive-style", line: 5)), "\(findings)")
        #expect(!findings.contains(Finding(rule: "destructive-style", line: 6)), "\(findings)")
        let fixed = try lint(spec.replacingOccurrences(of: "\"rol\": \"cancel\", ", with: ""))
        #expect(fixed.contains(Finding(rule: "destructive-style", line: 6)), "\(fixed)")
    }

    /// A wrong type in one content element's field (`checked` a string) keeps every text
    /// finding, of that element's title too, and of the next element.
    @Test func aWrongTypeInOneContentElement() throws {
        let spec = """
            {
              "id": "timer.delete",
              "title": "Delete this timer?",
              "content": [
                { "id": "history", "type": "checkbox", "title": "Keep history ", "checked": "yes" },
                { "id": "name", "type": "textField", "placeholder": " Name" }
              ],
              "buttons": [{ "id": "delete", "title": "Delete", "role": "destructive" }]
            }

            """
        let findings = try lint(spec)
        #expect(findings.contains(Finding(rule: "type-mismatch", line: 5)), "\(findings)")
        #expect(findings.contains(Finding(rule: "text-whitespace", line: 5)), "\(findings)")
        #expect(findings.contains(Finding(rule: "text-whitespace", line: 6)), "\(findings)")
        #expect(findings.contains { $0.rule == "destructive-needs-cancel" }, "\(findings)")
    }

    /// A title that is no text skips the title's findings and keeps the buttons'.
    @Test func aWrongTypeInTheTitle() throws {
        let spec = """
            {
              "id": "timer.delete",
              "title": 42,
              "message": "It can't be restored. ",
              "buttons": [
                { "id": "cancel", "title": "Cancel", "role": "cancel" },
                { "id": "delete", "title": "OK", "role": "destructive" }
              ]
            }

            """
        let findings = try lint(spec)
        #expect(findings.filter { $0.line == 3 }.map(\.rule) == ["type-mismatch"], "\(findings)")
        #expect(findings.contains(Finding(rule: "text-whitespace", line: 4)), "\(findings)")
        #expect(findings.contains(Finding(rule: "vague-button-title", line: 7)), "\(findings)")
    }

    /// A broken suppression in a button (a reason that is no string) could leave any finding
    /// in that button unsuppressed: the button's findings are held back, the others' kept.
    @Test func aBrokenSuppressionHoldsBackItsObject() throws {
        let spec = """
            {
              "id": "timer.delete",
              "title": "Delete this timer? ",
              "buttons": [
                { "id": "cancel", "title": "Cancel ", "role": "cancel" },
                { "id": "delete", "title": "Delete ", "role": "destructive", "lint": { "disable": { "text-whitespace": 5 } } }
              ]
            }

            """
        let findings = try lint(spec)
        #expect(findings.contains(Finding(rule: "type-mismatch", line: 6)), "\(findings)")
        #expect(findings.contains(Finding(rule: "text-whitespace", line: 3)), "\(findings)")
        #expect(findings.contains(Finding(rule: "text-whitespace", line: 5)), "\(findings)")
        #expect(!findings.contains(Finding(rule: "text-whitespace", line: 6)), "\(findings)")
    }

    static let twoLocales = #"{ "locales": ["en", "fr"] }"#

    /// One locale's text a number: the title's findings are held back (it has an 'fr' entry,
    /// only a broken one, so "no 'fr' text" would be false); the message's are kept.
    static let brokenLocale = """
        {
          "id": "timer.delete",
          "title": { "en": "Delete this timer?", "fr": 5 },
          "message": "It can't be restored.",
          "buttons": [
            { "id": "cancel", "title": { "en": "Cancel", "fr": "Annuler" }, "role": "cancel" },
            { "id": "delete", "title": { "en": "Delete", "fr": "Supprimer" }, "role": "destructive" }
          ]
        }

        """

    @Test func aBrokenLocaleEntryHoldsBackOnlyItsText() throws {
        let findings = try lint(Self.brokenLocale, config: Self.twoLocales)
        #expect(findings.contains(Finding(rule: "type-mismatch", line: 3)), "\(findings)")
        #expect(!findings.contains(Finding(rule: "missing-translation", line: 3)), "\(findings)")
        #expect(findings.contains(Finding(rule: "missing-translation", line: 4)), "\(findings)")
    }

    /// The filter is what keeps the false finding out: the same spec checked as if nothing
    /// were broken gets "the title has no 'fr' text" at the title (the mutation the test
    /// above must reject), and with its broken values does not.
    @Test func withoutTheFilterTheFalseFindingShows() throws {
        let file = SourceFile(path: "delete.dialog.json", text: Self.brokenLocale)
        let value = try #require(JSONParser().parse(file).value)
        let context = DecodingContext(file: file)
        let spec = try #require(SpecDecoder.decode(value, context: context, rules: RuleRegistry.catalog))
        var config = ProjectConfig()
        config.locales = Defaulted(default: ["en", "fr"])
        let titleLine = 3
        let unfiltered = RuleRunner.check(spec, config: config)
        #expect(unfiltered.contains { $0.rule == .missingTranslation && $0.location?.start.line == titleLine })
        let broken = try #require(BrokenInput(context.diagnostics, ignoredKeys: context.ignoredKeys, in: value))
        let filtered = RuleRunner.check(spec, config: config, broken: broken)
        #expect(!filtered.contains { $0.rule == .missingTranslation && $0.location?.start.line == titleLine })
        #expect(filtered.contains { $0.rule == .missingTranslation && $0.location?.start.line == 4 })
    }
}
