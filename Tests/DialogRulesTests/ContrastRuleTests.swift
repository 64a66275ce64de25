import DialogDiagnostics
import DialogJSON
@testable import DialogRules
import DialogTokens
import Testing

/// What the rule's examples cannot show with the embedded default, whose button styles all
/// pass: button titles on their buttons, translucent buttons, large text, and the wording.
@Suite struct ContrastRuleTests {
    static let spec = #"""
        { "id": "a", "title": "Title", "buttons": [{ "id": "ok", "title": "OK", "style": "button.ghost" }] }
        """#

    /// The rule's findings for `spec` in one theme `light`: the embedded default with `tokens` over it.
    static func findings(_ tokens: String, spec: String = spec) throws -> [Diagnostic] {
        let decoded = RuleHarness.decode(spec: spec, config: #"{ "themes": { "light": ["test.tokens.json"] } }"#)
        let (system, problems) = DesignSystemLoader.load(config: decoded.config, configFile: nil) { path in
            .success(SourceFile(path: path, text: tokens))
        }
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let designSystem = try #require(system)
        let specFindings = RuleRunner.check(try #require(decoded.spec), config: decoded.config, designSystem: designSystem, rules: [ContrastRule()])
        let tokenFindings = TokenContrast.check(designSystem).filter { $0.location?.path == "test.tokens.json" }
        return specFindings + tokenFindings
    }

    /// A DTCG colour object for `#RRGGBB[AA]`.
    static func color(_ hex: String) -> String {
        let value = RGBAColor(hex: hex)!
        return #"{"colorSpace": "srgb", "components": [\#(value.red), \#(value.green), \#(value.blue)], "alpha": \#(value.alpha)}"#
    }

    static func ghost(background: String, foreground: String, extra: String = "") -> String {
        #"{ "button": { \#(extra) "ghost": { "$type": "color", "background": {"$value": \#(color(background))}, "foreground": {"$value": \#(color(foreground))} } } }"#
    }

    @Test func buttonTitleOnItsBackground() throws {
        // A style group's own pair is the tokens' finding, at the token, and not the spec's.
        let findings = try Self.findings(Self.ghost(background: "#FFFFFF", foreground: "#777777"))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message == "contrast of the title of a 'button.ghost' button on its background is 4.48:1 in theme 'light'; needs 4.5:1")
        #expect(finding.location?.path == "test.tokens.json")
        #expect(finding.notes.first?.message == "text #777777FF from 'button.ghost.foreground' on #FFFFFFFF from 'button.ghost.background'")
        #expect(finding.notes.last?.message == TokenContrastMessage.everySpec)
        #expect(try Self.findings(Self.ghost(background: "#FFFFFF", foreground: "#767676")).isEmpty)
    }

    @Test func aSpecThatChangesTheCardKeepsItsOwnFinding() throws {
        // Over the spec's own card, a translucent button is the spec's to report.
        let spec = #"""
            { "id": "a", "title": "Title", "buttons": [{ "id": "ok", "title": "OK", "style": "button.ghost" }], "style": { "background": "#FFFFFF" } }
            """#
        let findings = try Self.findings(Self.ghost(background: "#00000000", foreground: "#777777"), spec: spec)
        let own = try #require(findings.first { $0.location?.path != "test.tokens.json" })
        #expect(own.message == "contrast of the title of button 'ok' on its background is 4.48:1 in theme 'light'; needs 4.5:1")
        #expect(own.location?.start.column == 67)  // the title "OK"
    }

    @Test func translucentButtonIsCompositedOverTheCard() throws {
        // A transparent button shows the card: #777777 on white, on the alert and the sheet.
        let findings = try Self.findings(Self.ghost(background: "#00000000", foreground: "#777777"))
        #expect(findings.count == 2)
        let finding = try #require(findings.first)
        #expect(finding.message.contains("'button.ghost' button on the alert background"))
        #expect(finding.message.contains("is 4.48:1"))
        #expect(finding.notes.contains { $0.message == "with translucency composited, #777777FF on #FFFFFFFF" })
    }

    @Test func largeTextNeedsThreeToOne() throws {
        let large = #""typography": { "$type": "typography", "$value": { "fontFamily": "system", "fontSize": {"value": 14, "unit": "px"}, "fontWeight": 700, "lineHeight": 1.25, "letterSpacing": {"value": 0, "unit": "px"} } },"#
        #expect(try Self.findings(Self.ghost(background: "#FFFFFF", foreground: "#777777", extra: large)).isEmpty)
        let findings = try Self.findings(Self.ghost(background: "#FFFFFF", foreground: "#999999", extra: large))
        #expect(findings.map(\.message) == ["contrast of the title of a 'button.ghost' button on its background is 2.85:1 in theme 'light'; needs 3:1 for large text"])
    }

    @Test func largeTextThreshold() {
        func threshold(_ size: Double, _ weight: Int) -> Double {
            ContrastRule.threshold(for: Typography(fontFamily: ["system"], fontSize: size, fontWeight: weight, lineHeight: 1))
        }
        #expect(threshold(18, 400) == 3)
        #expect(threshold(14, 700) == 3)
        #expect(threshold(14, 600) == 4.5)
        #expect(threshold(17.9, 400) == 4.5)
        #expect(threshold(13.9, 900) == 4.5)
    }

    @Test func ratiosRoundUnlessTheyWouldReachTheThreshold() {
        #expect(ContrastMessage.format(3.9097, needed: 4.5) == "3.91")
        #expect(ContrastMessage.format(4.497, needed: 4.5) == "4.49")
        #expect(ContrastMessage.format(2.996, needed: 3) == "2.99")
        #expect(ContrastMessage.format(2, needed: 3) == "2.00")
        #expect(ContrastMessage.format(1.05, needed: 4.5) == "1.05")
    }
}
