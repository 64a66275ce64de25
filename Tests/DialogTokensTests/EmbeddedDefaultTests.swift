import DialogDiagnostics
import Testing

@testable import DialogTokens

@Suite struct EmbeddedDefaultTests {
    @Test func resolvesWithNoFindingsInBothThemes() {
        let (system, diagnostics) = EmbeddedDefaultTokens.designSystem()
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(system.themeNames == ["light", "dark"])
        for theme in system.themes {
            #expect(theme.tokens.failedPaths.isEmpty)
        }
    }

    @Test func definesEveryContractTokenWithItsType() {
        let (system, _) = EmbeddedDefaultTokens.designSystem()
        #expect(ContractTokens.all.count == 48)
        for theme in system.themes {
            for (path, type) in ContractTokens.all {
                #expect(theme.tokens[path]?.type == type, "\(path) in \(theme.name)")
            }
            #expect(theme.tokens[ContractTokens.dimTransition]?.type == .transition)
        }
    }

    @Test func valuesAreThoseOfTheContractTable() throws {
        let (system, _) = EmbeddedDefaultTokens.designSystem()
        let light = try #require(system.theme(named: "light")).tokens
        let dark = try #require(system.theme(named: "dark")).tokens
        func hex(_ tokens: ResolvedTokens, _ path: String) -> String? { tokens[path]?.value.color?.hexRGB }
        let colors: [(String, String, String)] = [
            ("dialog.alert.background", "#FFFFFF", "#2C2C2E"), ("dialog.sheet.background", "#FFFFFF", "#2C2C2E"),
            ("dialog.title.color", "#111111", "#FFFFFF"), ("dialog.message.color", "#5C5F66", "#C7C7CC"),
            ("dialog.dim.color", "#000000", "#000000"),
            ("button.primary.background", "#2563EB", "#2563EB"), ("button.primary.foreground", "#FFFFFF", "#FFFFFF"),
            ("button.secondary.background", "#F2F3F5", "#3A3A3C"), ("button.secondary.foreground", "#1B1D1F", "#FFFFFF"),
            ("button.cancel.background", "#F2F3F5", "#3A3A3C"), ("button.cancel.foreground", "#1B1D1F", "#FFFFFF"),
            ("button.destructive.background", "#D92D20", "#D92D20"), ("button.destructive.foreground", "#FFFFFF", "#FFFFFF"),
            ("highlight.accent", "#2563EB", "#6EA8FE"), ("highlight.danger", "#D92D20", "#FF8A80"),
        ]
        for (path, lightHex, darkHex) in colors {
            #expect(hex(light, path) == lightHex, "\(path) light")
            #expect(hex(dark, path) == darkHex, "\(path) dark")
        }
        // Exact 8-bit colours, not approximations.
        #expect(light["dialog.message.color"]?.value.color == RGBAColor(hex: "#5C5F66"))
        let dimensions: [(String, Double)] = [
            ("dialog.alert.cornerRadius", 16), ("dialog.alert.margin", 30), ("dialog.alert.maxWidth", 500),
            ("dialog.alert.padding.top", 22), ("dialog.alert.padding.horizontal", 20), ("dialog.alert.padding.bottom", 16),
            ("dialog.sheet.cornerRadius", 16), ("dialog.sheet.margin", 12), ("dialog.sheet.bottomInset", 8),
            ("dialog.sheet.padding.top", 22), ("dialog.sheet.padding.horizontal", 20), ("dialog.sheet.padding.bottom", 16),
            ("dialog.spacing.icon", 12), ("dialog.spacing.titleMessage", 16), ("dialog.spacing.content", 16),
            ("dialog.spacing.buttons", 8), ("button.height", 48), ("button.cornerRadius", 12),
            // The box model's sizes, the numbers the engine used before they were tokens.
            ("dialog.icon.size", 48), ("dialog.field.minHeight", 44), ("dialog.field.padding", 10), ("dialog.checkbox.gap", 8),
            ("button.padding.horizontal", 8), ("button.padding.vertical", 8),
        ]
        for (path, points) in dimensions {
            #expect(light[path]?.value == .dimension(points), "\(path)")
            #expect(dark[path]?.value == .dimension(points), "\(path)")
        }
        #expect(light["dialog.dim.opacity"]?.value == .number(0.4))
        #expect(light["button.titleMaxLines"]?.value == .number(2))
        #expect(light["dialog.scroll.minVisibleLines"]?.value == .number(2))
        #expect(light["button.feedback.duration"]?.value == .duration(0.5))
        #expect(light["dialog.title.typography"]?.value == .typography(Typography(fontFamily: ["system"], fontSize: 16, fontWeight: 600, lineHeight: 1.5)))
        #expect(light["dialog.message.typography"]?.value == .typography(Typography(fontFamily: ["system"], fontSize: 14, fontWeight: 400, lineHeight: 1.43)))
        #expect(light["button.typography"]?.value == .typography(Typography(fontFamily: ["system"], fontSize: 16, fontWeight: 600, lineHeight: 1.25)))
        #expect(light["dialog.transition.in"]?.value == .transition(TransitionValue(duration: 0.28, timing: .spring(duration: 0.28, bounce: 0.1, initialVelocity: 0.6))))
        #expect(light["dialog.transition.out"]?.value == .transition(TransitionValue(duration: 0.18, timing: .cubicBezier(.easeIn))))
        #expect(light["dialog.dim.transition"]?.value == .transition(TransitionValue(duration: 0.2, timing: .cubicBezier(.easeOut))))
    }

    @Test func definitionsPointIntoTheEmbeddedFiles() throws {
        let (system, _) = EmbeddedDefaultTokens.designSystem()
        let dark = try #require(system.theme(named: "dark")).tokens
        #expect(dark["dialog.alert.background"]?.definition.file.path == EmbeddedDefaultTokens.darkPath)
        #expect(dark["dialog.alert.cornerRadius"]?.definition.file.path == EmbeddedDefaultTokens.basePath)
        #expect(dark["button.cancel.background"]?.aliasChain == ["button.secondary.background"])
    }
}
