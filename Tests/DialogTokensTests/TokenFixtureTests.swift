import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Foundation
import Testing

@testable import DialogTokens

/// The token fixture sets of `Fixtures/tokens/`: each marked file's findings start exactly
/// at its markers.
@Suite struct TokenFixtureTests {
    typealias Support = TokenTestSupport

    @Test func legacyFixtureWarnsAtEveryStringForm() throws {
        let (tokens, diagnostics) = Support.expectFindings(try Support.fixtureText("legacy/legacy.tokens.json"), rules: [.legacyTokenFormat])
        #expect(diagnostics.count == 7)
        #expect(tokens["motion.fade"]?.value.transition?.duration == 0.15)
        #expect(tokens["size.inset"]?.value == .dimension(24))
    }

    @Test func cycleFixtureReportsEveryMember() throws {
        let (tokens, diagnostics) = Support.expectFindings(try Support.fixtureText("cycle/cycle.tokens.json"), rules: [.tokenCycle])
        #expect(diagnostics.count == 4)
        #expect(tokens.failedPaths.contains("color.outside"))
    }

    @Test func invalidFixtureReportsEachProblem() throws {
        let (_, diagnostics) = Support.expectFindings(
            try Support.fixtureText("invalid/invalid.tokens.json"), rules: [.invalidToken, .unknownToken, .tokenType])
        #expect(diagnostics.count == 10)
    }

    @Test func deprecatedFixtureReadsCleanlyAndMarksTokens() throws {
        let (tokens, diagnostics) = Support.resolve(try Support.fixtureText("deprecated/deprecated.tokens.json"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(tokens["color.accent"]?.deprecated == "use 'highlight.accent'")
        #expect(tokens["color.old.blue"]?.deprecated == "")
        #expect(tokens["highlight.legacy"]?.deprecated == "use the 'accent' highlight")
    }

    @Test func brandFixtureDefinesTheButtonStylesOfTheWallpaperSpec() throws {
        let directory = RepositoryPaths.fixtures + "/tokens/brand"
        let configFile = SourceFile(path: "brand/dialogc.json", text: try String(contentsOfFile: directory + "/dialogc.json", encoding: .utf8))
        let context = DecodingContext(file: configFile)
        let config = try #require(JSONParser().parse(configFile).value.flatMap { ProjectConfigDecoder.decode($0, context: context, rules: RuleRegistry.catalog) })
        let (system, diagnostics) = DesignSystemLoader.load(config: config, configFile: configFile) { path in
            guard let text = try? String(contentsOfFile: RepositoryPaths.fixtures + "/tokens/" + path, encoding: .utf8) else {
                return .failure(Diagnostic(rule: .io, severity: .error, message: "cannot read", location: .file(path)))
            }
            return .success(SourceFile(path: path, text: text))
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let themes = try #require(system)
        #expect(themes.themeNames == ["light", "dark"])
        for theme in themes.themes {
            for style in ["button.mono", "button.outline"] {
                let tokens = try #require(theme.buttonStyle(style), "\(style) in \(theme.name)")
                // The brand's own styles are legible in both themes.
                let ratio = RGBAColor.contrastRatio(tokens.foreground.value.color!, tokens.background.value.color!)
                #expect(ratio >= 4.5, "\(style) in \(theme.name): \(ratio)")
            }
        }
        #expect(themes.theme(named: "light")?.tokens["button.primary.background"]?.value.color?.hexRGB == "#6D28D9")
        #expect(themes.theme(named: "dark")?.tokens["button.outline.background"]?.value.color?.hexRGB == "#2C2C2E")
        #expect(themes.theme(named: "light")?.tokens["button.cornerRadius"]?.value == .dimension(12))
    }
}
