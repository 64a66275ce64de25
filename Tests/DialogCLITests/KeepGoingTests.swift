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

    /// A spec with location markers (`1️⃣` …, `LocationMarkers`): the text dialogc reads, and
    /// the line and column each marker stands at, so no test counts lines or columns by hand.
    struct MarkedSpec {
        /// The spec with its markers.
        let marked: String
        let markers: LocationMarkers
        private let file: SourceFile

        init(_ marked: String) {
            self.marked = marked
            markers = LocationMarkers(parsing: marked)
            file = SourceFile(path: "", text: markers.cleanText)
        }

        /// The spec as dialogc reads it, markers removed.
        var text: String { markers.cleanText }

        /// Where marker `number` stands; line 0 (which no finding has, so an expectation
        /// on it fails) when the spec has no such marker.
        func position(_ number: Int) -> SourcePosition {
            guard let offset = markers.offsets[number] else { return SourcePosition(line: 0, column: 0, offset: -1) }
            return file.position(of: offset)
        }

        /// `line:column` of a marker, as the text output writes a location.
        func at(_ number: Int) -> String { "\(position(number).line):\(position(number).column)" }

        /// The line a marker is on.
        func line(_ number: Int) -> Int { position(number).line }

        /// A finding of `rule` that starts exactly at marker `number`.
        func finding(_ rule: String, at number: Int) -> Finding {
            Finding(rule: rule, line: position(number).line, column: position(number).column)
        }

        /// The spec with `target` replaced in the marked text, so markers after it move with
        /// the text.
        func replacing(_ target: String, with replacement: String) -> MarkedSpec {
            precondition(marked.contains(target), "the spec has no '\(target)'")
            return MarkedSpec(marked.replacingOccurrences(of: target, with: replacement))
        }
    }

    /// An unknown key at the root (a misspelt `transition`), a vague button title and a title
    /// that ends with a space: three findings, one of them an input error.
    static let spec = MarkedSpec("""
        {
          "id": "timer.delete",
          "title": 1️⃣"Delete this timer? ",
          "message": "It can't be restored.",
          "buttons": [
            { "id": "cancel", "title": "Cancel", "role": "cancel" },
            { "id": "delete", "title": 2️⃣"OK", "role": "destructive" }
          ],
          3️⃣"transtion": { "in": "dialog.transition.in" }
        }

        """)

    @Test func oneRunShowsTheInputErrorAndTheRuleFindings() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = Self.spec
        let path = try folder.write("delete.dialog.json", spec.text)
        let result = dialogc.run("lint", "--no-cache", path)
        let lines = result.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix(path) }
        #expect(lines.count == 3, "\(result.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("\(path):\(spec.at(1)): warning: ") && $0.hasSuffix("[text-whitespace]") })
        #expect(lines.contains { $0.hasPrefix("\(path):\(spec.at(2)): warning: ") && $0.hasSuffix("[vague-button-title]") })
        #expect(lines.contains { $0.hasPrefix("\(path):\(spec.at(3)): error: unknown key 'transtion'") })
        #expect(result.status == 1)
        #expect(result.standardError == "dialogc: 1 spec file checked: 1 error, 2 warnings\n")
    }

    /// An error inside `dim` skips the rules that read `dim` (`raw-value` here, which would
    /// report the literal opacity) and no others.
    @Test func theRulesThatReadTheBrokenPartWait() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = Self.spec.text.replacingOccurrences(
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
        let text = Self.spec.text.replacingOccurrences(of: "  \"id\": \"timer.delete\",\n", with: "")
        let path = try folder.write("delete.dialog.json", text)
        let result = dialogc.run("lint", "--no-cache", path)
        #expect(result.standardOutput.contains("[missing-key]"))
        #expect(!result.standardOutput.contains("[text-whitespace]"), "\(result.standardOutput)")
    }

    @Test func aBuildStillFailsAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("specs/delete.dialog.json", Self.spec.text)
        let out = folder.path + "/Generated"
        let result = dialogc.run("build", path, "--out", out)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("unknown key 'transtion'") && result.standardOutput.contains("[vague-button-title]"))
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(written.isEmpty, "\(written)")
    }

    // MARK: Element granularity, through `lint --format json`

    /// One finding of the JSON output: its rule and where it starts.
    struct Finding: Hashable, CustomStringConvertible {
        var rule: String
        var line: Int
        var column: Int
        var description: String { "\(rule)@\(line):\(column)" }
    }

    /// The findings of `dialogc lint --format json` on `spec`, written as `delete.dialog.json`
    /// beside `config` (a `dialogc.json`) when one is given.
    func lint(_ spec: MarkedSpec, config: String? = nil) throws -> [Finding] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        if let config { try folder.write("dialogc.json", config) }
        let path = try folder.write("delete.dialog.json", spec.text)
        let result = dialogc.run("lint", "--no-cache", "--format", "json", path)
        #expect(result.status == 1, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        return diagnostics.compactMap { entry in
            guard let rule = entry["rule"] as? String, let line = entry["line"] as? Int, let column = entry["column"] as? Int else { return nil }
            return Finding(rule: rule, line: line, column: column)
        }
    }

    /// An unknown key with no close match in one button (`colour`) is ignored by the decoder
    /// and breaks nothing: the title's stray space and every vague title are still reported.
    @Test func anUnknownKeyInOneButtonHidesNoFinding() throws {
        let spec = MarkedSpec("""
            {
              "id": "timer.delete",
              "title": 1️⃣"Delete this timer? ",
              "buttons": [
                { "id": "yes", "title": 2️⃣"Yes", "role": "secondary" },
                { "id": "ok", "title": 3️⃣"OK", "role": "secondary" },
                { "id": "delete", "title": "Delete", "role": "destructive", 4️⃣"colour": "red" }
              ]
            }

            """)
        let findings = try lint(spec)
        #expect(findings.contains(spec.finding("unknown-key", at: 4)), "\(findings)")
        #expect(findings.contains(spec.finding("text-whitespace", at: 1)), "\(findings)")
        #expect(findings.contains(spec.finding("vague-button-title", at: 2)), "\(findings)")
        #expect(findings.contains(spec.finding("vague-button-title", at: 3)), "\(findings)")
    }

    /// A bad role (`cancle`, one close match) breaks that button's role: the findings that
    /// weigh the roles together (`destructive-needs-cancel` would say there is no cancel
    /// button) are held back; the other buttons' findings, and the broken button's own title
    /// findings, which do not depend on its role, are kept.
    @Test func aBadRoleHoldsBackOnlyTheFindingsThatDependOnIt() throws {
        let spec = MarkedSpec("""
            {
              "id": "timer.delete",
              "title": 1️⃣"Delete this timer? ",
              "buttons": [
                { "id": "delete", "title": 3️⃣"OK", "role": "destructive", "style": 4️⃣"button.primary" },
                { "id": "keep", "title": 5️⃣"No ", "role": 6️⃣"cancle" }
              ]
            }

            """)
        let findings = try lint(spec)
        let rules = Set(findings.map(\.rule))
        #expect(findings.contains(spec.finding("invalid-value", at: 6)), "\(findings)")
        #expect(findings.contains(spec.finding("text-whitespace", at: 1)), "\(findings)")
        #expect(findings.contains(spec.finding("vague-button-title", at: 3)), "\(findings)")
        #expect(findings.contains(spec.finding("destructive-style", at: 4)), "\(findings)")
        // The broken button's title: not about its role.
        #expect(findings.contains(spec.finding("text-whitespace", at: 5)), "\(findings)")
        #expect(findings.contains(spec.finding("vague-button-title", at: 5)), "\(findings)")
        #expect(!rules.contains("destructive-needs-cancel") && !rules.contains("one-cancel"), "\(findings)")
        // Fixed, the role-dependent rule reports what it now can judge: nothing false stayed.
        let fixed = try lint(spec.replacing("cancle", with: "secondary"))
        #expect(fixed.contains { $0.rule == "destructive-needs-cancel" }, "\(fixed)")
    }

    /// A misspelt key with a close match in one button (`rol`) breaks that button: its
    /// element findings (`destructive-style` on its style) are held back, the others' kept.
    @Test func aMisspeltKeyBreaksItsElement() throws {
        let spec = MarkedSpec("""
            {
              "id": "timer.delete",
              "title": "Delete this timer?",
              "buttons": [
                { "id": "delete", "title": "Delete", "role": "destructive", "style": 1️⃣"button.primary" },
                { "id": "erase", "title": "Erase", 2️⃣"rol": "cancel", "role": "destructive", "style": 3️⃣"button.primary" }
              ]
            }

            """)
        let findings = try lint(spec)
        #expect(findings.contains(spec.finding("unknown-key", at: 2)), "\(findings)")
        #expect(findings.contains(spec.finding("destructive-style", at: 1)), "\(findings)")
        // Held back: none on the broken button's line, wherever it would start.
        #expect(!findings.contains { $0.rule == "destructive-style" && $0.line == spec.line(3) }, "\(findings)")
        // Fixed, it is reported exactly there (the marker moves with the text).
        let fixedSpec = spec.replacing("2️⃣\"rol\": \"cancel\", ", with: "")
        let fixed = try lint(fixedSpec)
        #expect(fixed.contains(fixedSpec.finding("destructive-style", at: 3)), "\(fixed)")
    }

    /// A wrong type in one content element's field (`checked` a string) keeps every text
    /// finding, of that element's title too, and of the next element.
    @Test func aWrongTypeInOneContentElement() throws {
        let spec = MarkedSpec("""
            {
              "id": "timer.delete",
              "title": "Delete this timer?",
              "content": [
                { "id": "history", "type": "checkbox", "title": 1️⃣"Keep history ", "checked": 2️⃣"yes" },
                { "id": "name", "type": "textField", "placeholder": 3️⃣" Name" }
              ],
              "buttons": [{ "id": "delete", "title": "Delete", "role": "destructive" }]
            }

            """)
        let findings = try lint(spec)
        #expect(findings.contains(spec.finding("type-mismatch", at: 2)), "\(findings)")
        #expect(findings.contains(spec.finding("text-whitespace", at: 1)), "\(findings)")
        #expect(findings.contains(spec.finding("text-whitespace", at: 3)), "\(findings)")
        #expect(findings.contains { $0.rule == "destructive-needs-cancel" }, "\(findings)")
    }

    /// A title that is no text skips the title's findings and keeps the buttons'.
    @Test func aWrongTypeInTheTitle() throws {
        let spec = MarkedSpec("""
            {
              "id": "timer.delete",
              "title": 1️⃣42,
              "message": 2️⃣"It can't be restored. ",
              "buttons": [
                { "id": "cancel", "title": "Cancel", "role": "cancel" },
                { "id": "delete", "title": 3️⃣"OK", "role": "destructive" }
              ]
            }

            """)
        let findings = try lint(spec)
        // The type error is the only finding anywhere on the title's line.
        #expect(findings.filter { $0.line == spec.line(1) } == [spec.finding("type-mismatch", at: 1)], "\(findings)")
        #expect(findings.contains(spec.finding("text-whitespace", at: 2)), "\(findings)")
        #expect(findings.contains(spec.finding("vague-button-title", at: 3)), "\(findings)")
    }

    /// A broken suppression in a button (a reason that is no string) could leave any finding
    /// in that button unsuppressed: the button's findings are held back, the others' kept.
    @Test func aBrokenSuppressionHoldsBackItsObject() throws {
        let spec = MarkedSpec("""
            {
              "id": "timer.delete",
              "title": 1️⃣"Delete this timer? ",
              "buttons": [
                { "id": "cancel", "title": 2️⃣"Cancel ", "role": "cancel" },
                { "id": "delete", "title": 3️⃣"Delete ", "role": "destructive", "lint": { "disable": { "text-whitespace": 4️⃣5 } } }
              ]
            }

            """)
        let findings = try lint(spec)
        #expect(findings.contains(spec.finding("type-mismatch", at: 4)), "\(findings)")
        #expect(findings.contains(spec.finding("text-whitespace", at: 1)), "\(findings)")
        #expect(findings.contains(spec.finding("text-whitespace", at: 2)), "\(findings)")
        #expect(!findings.contains { $0.rule == "text-whitespace" && $0.line == spec.line(3) }, "\(findings)")
    }

    static let twoLocales = #"{ "locales": ["en", "fr"] }"#

    /// One locale's text a number: the title's findings are held back (it has an 'fr' entry,
    /// only a broken one, so "no 'fr' text" would be false); the message's are kept.
    static let brokenLocale = MarkedSpec("""
        {
          "id": "timer.delete",
          "title": 1️⃣{ "en": "Delete this timer?", "fr": 2️⃣5 },
          "message": 3️⃣"It can't be restored.",
          "buttons": [
            { "id": "cancel", "title": { "en": "Cancel", "fr": "Annuler" }, "role": "cancel" },
            { "id": "delete", "title": { "en": "Delete", "fr": "Supprimer" }, "role": "destructive" }
          ]
        }

        """)

    @Test func aBrokenLocaleEntryHoldsBackOnlyItsText() throws {
        let spec = Self.brokenLocale
        let findings = try lint(spec, config: Self.twoLocales)
        #expect(findings.contains(spec.finding("type-mismatch", at: 2)), "\(findings)")
        #expect(!findings.contains { $0.rule == "missing-translation" && $0.line == spec.line(1) }, "\(findings)")
        #expect(findings.contains(spec.finding("missing-translation", at: 3)), "\(findings)")
    }

    /// The filter is what keeps the false finding out: the same spec checked as if nothing
    /// were broken gets "the title has no 'fr' text" at the title (the mutation the test
    /// above must reject), and with its broken values does not.
    @Test func withoutTheFilterTheFalseFindingShows() throws {
        let marked = Self.brokenLocale
        let file = SourceFile(path: "delete.dialog.json", text: marked.text)
        let value = try #require(JSONParser().parse(file).value)
        let context = DecodingContext(file: file)
        let spec = try #require(SpecDecoder.decode(value, context: context, rules: RuleRegistry.catalog))
        var config = ProjectConfig()
        config.locales = Defaulted(default: ["en", "fr"])
        let title = marked.position(1)
        let unfiltered = RuleRunner.check(spec, config: config)
        #expect(unfiltered.contains { $0.rule == .missingTranslation && $0.location?.start == title })
        let broken = try #require(BrokenInput(context.diagnostics, ignoredKeys: context.ignoredKeys, in: value))
        let filtered = RuleRunner.check(spec, config: config, broken: broken)
        #expect(!filtered.contains { $0.rule == .missingTranslation && $0.location?.start.line == title.line })
        #expect(filtered.contains { $0.rule == .missingTranslation && $0.location?.start == marked.position(3) })
    }
}
