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

    /// Everything of a tree but its colours and theme name.
    static func geometry(of tree: LayoutTree) -> [String] {
        tree.root.allNodes.map { node in
            let lines = node.text?.lines.map { "\($0.text)@\($0.x),\($0.y),\($0.width)" } ?? []
            let highlights = node.text?.highlights.map { "\($0.style)@\($0.line),\($0.x),\($0.width)" } ?? []
            return "\(node.type) \(node.frame) \(node.id ?? "") \(node.style.font.map { "\($0)" } ?? "") \(lines) \(highlights)"
        }
    }
}
