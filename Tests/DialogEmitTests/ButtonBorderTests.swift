@testable import DialogEmit
import DialogLayout
import DialogModel
import DialogTestSupport
import DialogTokens
import Testing

/// The brand's `button.outline` (the card's own white) has a border: the generated view and
/// the catalog both draw it, and a style without one draws none.
@Suite struct ButtonBorderTests {
    static func wallpaper() throws -> DialogSpec {
        try #require(try EmitFixtures.referenceSpecs().first { $0.id.value == "wallpaper.colorChange" })
    }

    @Test func theViewDrawsTheOutlineStylesBorderOnly() throws {
        let view = SwiftUIEmitter.view(try Self.wallpaper(), config: try EmitFixtures.config(), designSystem: try SwiftUITokensTests.brandDesignSystem())
        // The view names the styles; the tokens carry the border of the one that has it.
        #expect(view.contents.contains(#"styles: ["change": "mono", "keep": "outline"]"#), "\(view.contents)")
        let tokens = SwiftTokensEmitter.tokens(try SwiftUITokensTests.brandDesignSystem(), accessLevel: .internal).contents
        #expect(tokens.contains("(Button.Outline.background, Button.Outline.foreground, (Button.Outline.Border.color, Button.Outline.Border.width))"))
        #expect(tokens.contains("(Button.Mono.background, Button.Mono.foreground, nil)"))
    }

    @Test func theCatalogDrawsItInsideTheEdgeInEveryTheme() throws {
        let spec = try Self.wallpaper()
        let expected = ["light": "inset 0 0 0 1px #6D28D9FF", "dark": "inset 0 0 0 1px #C4B5FDFF"]
        for theme in try SwiftUITokensTests.brandDesignSystem().themes {
            let properties = CatalogCSS.themeProperties(DialogStyleValues(spec: spec, theme: theme, highlightStyles: []), fontFamilies: [])
            let borders = properties.filter { $0.0.hasSuffix("-border") }
            #expect(borders.map(\.0) == ["--b1-border"], "\(theme.name)")
            #expect(borders.first?.1 == expected[theme.name], "\(theme.name): \(borders)")
        }
    }
}
