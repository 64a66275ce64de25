import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTestSupport
import Testing

@testable import DialogTokens

/// Themes from a config: layering over the embedded default, `extendsDefault`, and the
/// contract checks.
@Suite struct DesignSystemLoaderTests {
    /// Decodes a config and loads its design system from in-memory files.
    private func load(config markedConfig: String, files: [String: String]) -> (DesignSystem?, [Diagnostic], LocationMarkers) {
        let markers = LocationMarkers(parsing: markedConfig)
        let configFile = SourceFile(path: "app/dialogc.json", text: markers.cleanText)
        let (value, parseDiagnostics) = JSONParser().parse(configFile)
        #expect(parseDiagnostics.isEmpty)
        let context = DecodingContext(file: configFile)
        let config = value.flatMap { ProjectConfigDecoder.decode($0, context: context, rules: RuleRegistry.catalog) } ?? ProjectConfig()
        #expect(context.diagnostics.isEmpty, "\(context.diagnostics.map(\.message))")
        var reads: [String] = []
        let (system, diagnostics) = DesignSystemLoader.load(config: config, configFile: configFile) { path in
            reads.append(path)
            guard let text = files[path] else {
                return .failure(Diagnostic(rule: .io, severity: .error, message: "cannot read \(path)", location: .file(path)))
            }
            return .success(SourceFile(path: path, text: text))
        }
        #expect(Set(reads).count == reads.count, "each file is read once: \(reads)")
        return (system, diagnostics, markers)
    }

    private let brand = #"{"button": {"$type": "color", "primary": {"background": {"$value": "{brand.violet}"}}}, "brand": {"$type": "color", "violet": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.8]}}}}"#

    @Test func noThemesMeansTheEmbeddedDefault() {
        let (system, diagnostics, _) = load(config: #"{"version": 1}"#, files: [:])
        #expect(diagnostics.isEmpty)
        #expect(system?.themeNames == ["light", "dark"])
    }

    @Test func themesLayerTheirFilesOverTheDefaultForTheirName() throws {
        let config = #"{"themes": {"light": ["tokens/brand.tokens.json"], "dark": ["tokens/brand.tokens.json", "tokens/dark.tokens.json"], "sepia": []}}"#
        let dark = #"{"brand": {"$type": "color", "violet": {"$value": {"colorSpace": "srgb", "components": [0.8, 0.6, 1]}}}}"#
        let (system, diagnostics, _) = load(config: config, files: ["app/tokens/brand.tokens.json": brand, "app/tokens/dark.tokens.json": dark])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let themes = try #require(system)
        #expect(themes.themeNames == ["light", "dark", "sepia"])
        #expect(themes.theme(named: "light")?.tokens["button.primary.background"]?.value.color?.hexRGB == "#6633CC")
        #expect(themes.theme(named: "dark")?.tokens["button.primary.background"]?.value.color?.hexRGB == "#CC99FF")
        // `dark` starts from the dark default, any other name from the light base.
        #expect(themes.theme(named: "dark")?.tokens["dialog.alert.background"]?.value.color?.hexRGB == "#2C2C2E")
        #expect(themes.theme(named: "sepia")?.tokens["dialog.alert.background"]?.value.color?.hexRGB == "#FFFFFF")
        #expect(themes.theme(named: "light")?.nameLocation?.path == "app/dialogc.json")
    }

    /// A button style's optional border: read when whole; half a border, a wrong type, a
    /// negative width and a DTCG `border` token each reported, in their theme.
    @Test func buttonBordersAreReadWholeAndCheckedAtTheirTokens() throws {
        let width = #"{"$type": "dimension", "$value": {"value": 1.5, "unit": "px"}}"#
        let color = #"{"$value": {"colorSpace": "srgb", "components": [0.4, 0.2, 0.8]}}"#
        let tokens = #"""
            {"button": {"$type": "color",
              "outline": {"background": \#(color), "foreground": \#(color), "border": {"color": \#(color), "width": \#(width)}},
              "half": {"background": \#(color), "foreground": \#(color), "border": {"color": \#(color)}},
              "typed": {"background": \#(color), "foreground": \#(color), "border": {"color": \#(color), "width": \#(color)}},
              "negative": {"background": \#(color), "foreground": \#(color), "border": {"color": \#(color), "width": {"$type": "dimension", "$value": {"value": -1, "unit": "px"}}}},
              "composite": {"background": \#(color), "foreground": \#(color), "border": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "solid"}}}
            }}
            """#
        let (system, diagnostics, _) = load(config: #"{"themes": {"light": ["b.tokens.json"]}}"#, files: ["app/b.tokens.json": tokens])
        let light = try #require(system?.theme(named: "light"))
        #expect(light.buttonStyle("button.outline")?.border == ButtonBorder(color: RGBAColor(hex: "#6633CC")!, width: 1.5))
        for style in ["half", "typed", "negative", "composite", "primary"] {
            #expect(light.buttonStyle("button.\(style)")?.border == nil, "\(style)")
        }
        let found = diagnostics.map { "\($0.rule.name): \($0.message)" }
        #expect(found == [
            "token-type: theme 'light' defines 'button.composite.border' as a border token, which dialogc does not read; give the button style 'border.color' (a color) and 'border.width' (a dimension) tokens instead",
            "missing-token: button style 'button.half' has half a border in theme 'light': no 'border.width', so none is drawn; a border needs both 'button.half.border.color' (a color) and 'button.half.border.width' (a dimension)",
            "invalid-token: 'button.negative.border.width' must be 0 points or more, but theme 'light' gives it -1, so no border is drawn",
            "token-type: 'button.typed.border.width' must be a dimension, but theme 'light' defines a color; a button's border is 'border.color' (a color) and 'border.width' (a dimension)",
        ], "\(found)")
        #expect(diagnostics.dropFirst().allSatisfy { $0.location?.path == "app/b.tokens.json" })
    }

    @Test func withoutTheDefaultEveryMissingContractTokenIsReportedAtTheThemeName() {
        let config = #"{"themes": {1️⃣"light": ["brand.tokens.json"]}, "extendsDefault": false}"#
        let (system, diagnostics, markers) = load(config: config, files: ["app/brand.tokens.json": brand])
        #expect(system != nil)
        let missing = diagnostics.filter { $0.rule == .missingToken }
        #expect(missing.count == ContractTokens.all.count - 1)  // brand defines button.primary.background
        #expect(missing.allSatisfy { $0.location?.start.offset == markers.offsets[1] && $0.location?.path == "app/dialogc.json" })
        #expect(missing.first?.message == "theme 'light' lacks contract token 'dialog.alert.background' (a color); define it in one of the theme's token files")
        #expect(diagnostics.count == missing.count)
    }

    @Test func aContractTokenOfTheWrongTypeIsATokenTypeError() {
        let wrong = #"{"dialog": {"dim": {"opacity": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}}}"#
        let (_, diagnostics, _) = load(config: #"{"themes": {"light": ["wrong.tokens.json"]}}"#, files: ["app/wrong.tokens.json": wrong])
        #expect(diagnostics.map(\.rule) == [.tokenType])
        #expect(diagnostics.first?.message == "contract token 'dialog.dim.opacity' must be a number, but theme 'light' defines a dimension")
        #expect(diagnostics.first?.location?.path == "app/wrong.tokens.json")
    }

    @Test func aBoxModelTokenOutsideItsRangeIsAnInvalidTokenError() {
        let wrong = """
            {"button": {"titleMaxLines": {"$type": "number", "$value": 0}, "padding": {"horizontal": {"$type": "dimension", "$value": {"value": -4, "unit": "px"}}}},
             "dialog": {"scroll": {"minVisibleLines": {"$type": "number", "$value": 1.5}}, "field": {"padding": {"$type": "dimension", "$value": {"value": 0, "unit": "px"}}}}}
            """
        let (_, diagnostics, _) = load(config: #"{"themes": {"light": ["wrong.tokens.json"]}}"#, files: ["app/wrong.tokens.json": wrong])
        #expect(diagnostics.map(\.rule) == [.invalidToken, .invalidToken, .invalidToken])
        #expect(
            diagnostics.map(\.message) == [
                "contract token 'dialog.scroll.minVisibleLines' must be a whole number of at least 1, but theme 'light' gives it 1.5; layout uses the embedded default's value until it is fixed",
                "contract token 'button.padding.horizontal' must be a length of zero or more, but theme 'light' gives it -4; layout uses the embedded default's value until it is fixed",
                "contract token 'button.titleMaxLines' must be a whole number of at least 1, but theme 'light' gives it 0; layout uses the embedded default's value until it is fixed",
            ])
        #expect(diagnostics.allSatisfy { $0.location?.path == "app/wrong.tokens.json" })
    }

    @Test func findingsOfAFileSharedByThemesAreReportedOnce() {
        let broken = #"{"x": {"$type": "color", "$value": "{nowhere}"}}"#
        let config = #"{"themes": {"light": ["shared.tokens.json"], "dark": ["shared.tokens.json"]}}"#
        let (system, diagnostics, _) = load(config: config, files: ["app/shared.tokens.json": broken])
        #expect(system != nil)
        #expect(diagnostics.map(\.rule) == [.unknownToken])
    }

    @Test func anUnreadableOrNonJSONFileMakesNoDesignSystem() {
        let (missing, missingDiagnostics, _) = load(config: #"{"themes": {"light": ["gone.tokens.json"]}}"#, files: [:])
        #expect(missing == nil)
        #expect(missingDiagnostics.map(\.rule) == [.io])
        let (broken, brokenDiagnostics, _) = load(config: #"{"themes": {"light": ["bad.tokens.json"]}}"#, files: ["app/bad.tokens.json": "{"])
        #expect(broken == nil)
        #expect(brokenDiagnostics.map(\.rule) == [.jsonSyntax])
    }
}
