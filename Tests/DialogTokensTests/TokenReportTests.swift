import DialogJSON
import Testing

@testable import DialogTokens

@Suite struct TokenReportTests {
    @Test func jsonIsSortedAndUsesDialogcUnits() throws {
        let (system, _) = EmbeddedDefaultTokens.designSystem()
        let text = JSONWriter.render(TokenReport.json(system.themes))
        #expect(text == JSONWriter.render(TokenReport.json(system.themes)))
        #expect(text.contains("\"#FFFFFFFF\""))
        guard case .object(let root) = TokenReport.json(system.themes), case .object(let themes)? = root["themes"],
            case .object(let dark)? = themes["dark"], case .object(let cancel)? = dark["button.cancel.background"],
            case .object(let transition)? = dark["dialog.transition.in"]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(cancel["value"] == "#3A3A3CFF")
        #expect(cancel["aliasOf"] == ["button.secondary.background"])
        #expect(cancel["source"]?.stringForTest?.hasPrefix("(embedded)/default.tokens.json:") == true)
        #expect(transition["value"] == ["duration": 0.28, "delay": 0.0, "timingFunction": ["spring": ["duration": 0.28, "bounce": 0.1, "initialVelocity": 0.6]]])
        let padding = try #require(themes["light"])
        guard case .object(let light) = padding, case .object(let top)? = light["dialog.alert.padding.top"] else {
            Issue.record("missing padding")
            return
        }
        #expect(top["value"] == 22.0)
    }

    @Test func textLinesAreAligned() {
        let (system, _) = EmbeddedDefaultTokens.designSystem()
        let lines = TokenReport.text(system.themes).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "theme light")
        let background = lines.first { $0.hasPrefix("  dialog.alert.background ") }
        #expect(background?.hasSuffix("  color       #FFFFFFFF") == true)
        #expect(lines.contains { $0.hasPrefix("  dialog.alert.cornerRadius ") && $0.hasSuffix("dimension   16pt") })
        #expect(lines.contains { $0.contains("dialog.transition.in") && $0.hasSuffix("0.28s delay 0s spring(duration: 0.28s, bounce: 0.1, initial velocity: 0.6)") })
        #expect(lines.contains { $0.contains("button.cancel.background") && $0.hasSuffix("(via button.secondary.background)") })
        #expect(lines.contains("theme dark"))
    }
}

extension JSONOutput {
    var stringForTest: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
