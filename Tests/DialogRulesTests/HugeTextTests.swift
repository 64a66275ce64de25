import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogRules
import DialogTokens
import Testing

/// A valid spec with a 1 MB message: layout breaks a text only until it is taller
/// than the device (`LineBudget`), so linting it costs a few hundred lines per layout, not
/// a million scalars, and the text is still reported as overflowing.
@Suite struct HugeTextTests {
    static let message = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: (1 << 20) / 45)

    static let decoded = RuleHarness.decode(
        spec: """
            {
              "id": "terms.huge",
              "title": "Terms",
              "message": "\(message)",
              "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }]
            }
            """, config: nil)

    @Test func aOneMegabyteMessageIsLaidOutOnlyAsFarAsItCanMatter() throws {
        let spec = try #require(Self.decoded.spec)
        #expect(Self.decoded.problems.isEmpty)
        #expect(Self.message.utf8.count > 1_000_000)
        let layouts = SpecLayouts(spec: spec, config: Self.decoded.config, designSystem: EmbeddedDefaultTokens.shared, measurer: TextMeasurer())
        #expect(!layouts.combinations.isEmpty)
        for combination in layouts.combinations {
            let text = try #require(combination.tree.firstNode(.message)?.text)
            // The budget: 256 lines here (a screenful is fewer); the full text would need
            // over 20,000 at these widths.
            #expect(text.isTruncated)
            #expect(text.lineCount == 256)
            #expect(text.lines.map(\.range.count).reduce(0, +) < 40_000)
            // The whole text is still the node's content.
            #expect(text.text == Self.message)
        }
    }

    /// The message scrolls with the buttons pinned, so the card fits; what it cannot show
    /// is reported, as a lower bound.
    @Test func itIsStillReportedAsTooLong() throws {
        let spec = try #require(Self.decoded.spec)
        let findings = RuleRunner.check(spec, config: Self.decoded.config)
        let rules = Set(findings.map(\.rule))
        #expect(rules.contains(.textOverflow))
        #expect(rules.contains(.contentScrolls))
        #expect(!rules.contains(.dialogOverflow))
        #expect(rules.contains(.textLength))
        let overflow = try #require(findings.first { $0.rule == .textOverflow })
        #expect(overflow.message.contains("needs more than 256 lines"))
        let scrolls = try #require(findings.first { $0.rule == .contentScrolls })
        #expect(scrolls.message.hasPrefix("the dialog's title, message and content must scroll to show more than "), "\(scrolls.message)")
    }
}
