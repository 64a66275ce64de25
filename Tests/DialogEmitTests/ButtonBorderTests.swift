import DialogDiagnostics
@testable import DialogEmit
import DialogLayout
import DialogModel
import DialogTestSupport
import DialogTokens
import Foundation
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
        let tokens = SwiftTokensEmitter.tokens(try SwiftUITokensTests.brandDesignSystem(), accessLevel: .internal, runtime: .embedded, locales: ["en"], koreanLineBreak: .words).contents
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

    /// A theme without the button's own group (`button.outline`) draws the button in its
    /// role's group (`button.cancel`), as layout and the generated code do: the catalog
    /// draws that group's border too, not the border of a group the theme does not have.
    @Test func theCatalogDrawsTheBorderOfTheGroupTheColoursComeFrom() throws {
        let config = try EmitFixtures.config()
        let (system, diagnostics) = DesignSystemLoader.load(config: config, configFile: nil) { path in
            guard var text = try? String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8) else {
                return .failure(Diagnostic(rule: .io, severity: .error, message: "cannot read", location: .file(path)))
            }
            // The outline group renamed away in both themes, and a cancel group with a 2 px border.
            text = text.replacingOccurrences(of: #""outline": {"#, with: #""cancel": {"#)
            if path.hasSuffix("brand.tokens.json") {
                text = text.replacingOccurrences(of: #""width": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}"#, with: #""width": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}"#)
            }
            return .success(SourceFile(path: path, text: text))
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let themes = try #require(system).themes
        let light = try #require(themes.first { $0.name == "light" })
        #expect(light.buttonStyle("button.outline") == nil, "the theme lacks the button's own group")
        let values = DialogStyleValues(spec: try Self.wallpaper(), theme: light, highlightStyles: [])
        let keep = try #require(values.buttons.last)
        #expect(keep.border?.width == 2, "the cancel group's border, whose colours the button has: \(String(describing: keep.border))")
        let properties = CatalogCSS.themeProperties(values, fontFamilies: [])
        #expect(properties.contains { $0.0 == "--b1-border" && $0.1.hasPrefix("inset 0 0 0 2px ") }, "\(properties)")
    }
}
