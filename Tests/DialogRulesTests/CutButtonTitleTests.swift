import DialogDiagnostics
import DialogModel
import DialogRules
import Testing

/// A button title that needs more than the two lines a button shows is cut there, by the
/// layout engine and the view alike, so the button's height is exact: an overflow measured
/// with it is not a lower bound ("more than"), as it is after a message cut at the line budget.
@Suite struct CutButtonTitleTests {
    @Test func aCutButtonTitleLeavesTheDialogHeightExact() throws {
        let decoded = RuleHarness.decode(
            spec: """
                {
                  "id": "backup.choice",
                  "title": "Back up your timers?",
                  "message": "Choose where your timers are kept.",
                  "buttons": [
                    { "id": "cloud", "title": "Keep every timer in the cloud, always and everywhere", "role": "primary" },
                    { "id": "phone", "title": "On this phone" },
                    { "id": "later", "title": "Not now", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """,
            config: #"{ "devices": [{ "name": "iphone-se-landscape", "width": 568, "height": 320 }] }"#)
        let spec = try #require(decoded.spec)
        let findings = RuleRunner.check(spec, config: decoded.config)
        let cut = try #require(findings.first { $0.rule == .textOverflow && $0.message.contains("button 'cloud'") })
        #expect(cut.message.contains("needs more than 2 lines"), "\(cut.message)")
        let overflow = try #require(findings.first { $0.rule == .dialogOverflow })
        #expect(!overflow.message.contains("more than"), "\(overflow.message)")
    }
}
