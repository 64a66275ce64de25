import DialogLayout
import DialogModel
import DialogRules
import DialogTokens
import Testing

/// `SpecLayouts` lays each combination out once, and hands a theme that only changes
/// colours the earlier theme's tree: same geometry, the earlier theme's colours.
@Suite struct SpecLayoutsTests {
    static let spec = #"""
        {
          "id": "team.invite",
          "title": "Join the team?",
          "message": "You were invited to <accent>a team</accent>.",
          "buttons": [
            { "id": "later", "title": "Not now", "role": "cancel" },
            { "id": "join", "title": "Join", "role": "primary" }
          ]
        }
        """#

    @Test func aColourOnlyThemeSharesTheGeometryOfTheFirst() throws {
        let decoded = RuleHarness.decode(spec: Self.spec, config: nil)
        let spec = try #require(decoded.spec)
        let design = EmbeddedDefaultTokens.shared
        let layouts = SpecLayouts(spec: spec, config: decoded.config, designSystem: design, measurer: TextMeasurer())
        #expect(layouts.combinations.count == decoded.config.devices.count * decoded.config.dynamicTypeSizes.count * decoded.config.locales.value.count * design.themes.count)
        let dark = try #require(design.themes.first { $0.name == "dark" })
        var darkCount = 0
        for combination in layouts.combinations where combination.theme == "dark" {
            darkCount += 1
            // The embedded dark theme changes colours only: the tree is light's.
            #expect(combination.tree.theme == "light")
            let fresh = LayoutEngine.layout(
                spec: spec, theme: dark, device: combination.device, size: combination.size, locale: combination.locale)
            #expect(Self.geometry(of: combination.tree) == Self.geometry(of: fresh))
            #expect(combination.landmarks.buttons == combination.tree.buttonNodes)
        }
        #expect(darkCount > 0)
        for combination in layouts.combinations where combination.theme == "light" {
            #expect(combination.tree.theme == "light")
        }
    }

    /// The config's `koreanLineBreak` reaches the layouts the rules read: `ko` lines end at
    /// spaces with `words` (the default), inside words with `syllables`.
    @Test func theKoreanLineBreakOfTheConfig() throws {
        let sentence = "초대를 수락하면 팀의 모든 채널과 파일을 볼 수 있습니다. 지금 참여할까요?"
        let spec = #"{"id": "team.invite", "message": {"ko": "\#(sentence)"}, "buttons": [{"id": "ok", "title": {"ko": "확인"}}]}"#
        func messageLines(_ config: String) throws -> [[String]] {
            let decoded = RuleHarness.decode(spec: spec, config: config)
            let layouts = SpecLayouts(
                spec: try #require(decoded.spec), config: decoded.config, designSystem: EmbeddedDefaultTokens.shared, measurer: TextMeasurer())
            return layouts.combinations.map { $0.tree.textNodes.first?.text?.lines.map(\.text) ?? [] }
        }
        let words = Set(sentence.split(separator: " ").map(String.init))
        let kept = try messageLines(#"{"locales": ["ko"]}"#)
        let broken = try messageLines(#"{"locales": ["ko"], "koreanLineBreak": "syllables"}"#)
        #expect(kept.contains { $0.count > 1 })
        #expect(kept.allSatisfy { lines in lines.allSatisfy { $0.split(separator: " ").allSatisfy { words.contains(String($0)) } } })
        #expect(broken.contains { lines in lines.contains { $0.split(separator: " ").contains { !words.contains(String($0)) } } })
    }

    /// Everything of a tree but its colours and theme name.
    static func geometry(of tree: LayoutTree) -> [String] {
        tree.root.allNodes.map { node in
            let lines = node.text?.lines.map { "\($0.text)@\($0.x),\($0.y),\($0.width)" } ?? []
            let highlights = node.text?.highlights.map { "\($0.style)@\($0.line),\($0.x),\($0.width)" } ?? []
            return "\(node.type) \(node.frame) \(node.id ?? "") \(node.style.font.map { "\($0)" } ?? "") \(lines) \(highlights)"
        }
    }
}
