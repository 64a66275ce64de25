import DialogDiagnostics
import DialogModel
import Testing

@testable import DialogTokens

/// Looking tokens up from a spec's style values.
@Suite struct TokenLookupTests {
    private func theme(_ json: String) -> Theme {
        let (file, diagnostics) = TokenTestSupport.read(json)
        #expect(diagnostics.allSatisfy { $0.severity == .warning || $0.message.contains("'nope'") })
        let files = EmbeddedDefaultTokens.files(forTheme: "light") + (file.map { [$0] } ?? [])
        var findings: [Diagnostic] = []
        return DesignSystemLoader.resolveTheme(name: "light", files: files, nameLocation: nil, configFile: nil, diagnostics: &findings)
    }

    private let extra = """
        {
          "button": {"$type": "color", "mono": {"background": {"$value": "#000000"}, "foreground": {"$value": "#FFFFFF"}, "pressed": {"background": {"$value": "#333333"}}}},
          "highlight": {"$type": "color", "brand": {"$value": "#6D28D9", "$deprecated": "use accent"}},
          "size": {"$type": "dimension", "gap": {"$value": "{size.base}"}, "base": {"$value": "8px"}},
          "broken": {"$type": "color", "$value": "nope"}
        }
        """

    @Test func tokenReferencesResolve() {
        let theme = theme(extra)
        guard case .value(let value, let token?) = theme.lookup(.token(path: "size.gap"), expecting: .dimension) else {
            Issue.record("size.gap should resolve")
            return
        }
        #expect(value == .dimension(8))
        #expect(token.aliasChain == ["size.base"])
        guard case .value(_, let deprecated?) = theme.highlight(named: "brand") else {
            Issue.record("highlight.brand should resolve")
            return
        }
        #expect(deprecated.deprecated == "use accent")
    }

    @Test func problemsAreDescribedForTheSpecStage() {
        let theme = theme(extra)
        #expect(theme.lookup(.token(path: "dialog.alert.backgrund"), expecting: .color) == .unknownToken(path: "dialog.alert.backgrund", suggestion: "dialog.alert.background"))
        #expect(theme.lookup(.token(path: "size.gap"), expecting: .color) == .wrongType(path: "size.gap", found: "dimension", expected: .color, chain: ["size.gap", "size.base"]))
        #expect(theme.lookup(.token(path: "button.mono"), expecting: .color) == .group(path: "button.mono"))
        #expect(theme.lookup(.token(path: "broken"), expecting: .color) == .unavailable(path: "broken"))
    }

    @Test func literalsAreReadAsTheExpectedType() {
        let theme = theme("{}")
        #expect(theme.lookup(.colorLiteral(red: 255, green: 0, blue: 0, alpha: 128), expecting: .color) == .value(.color(RGBAColor(red8: 255, green8: 0, blue8: 0, alpha8: 128)), nil))
        #expect(theme.lookup(.number(16), expecting: .dimension) == .value(.dimension(16), nil))
        #expect(theme.lookup(.number(0.4), expecting: .number) == .value(.number(0.4), nil))
        #expect(theme.lookup(.number(16), expecting: .color) == .wrongLiteral(expected: .color))
        #expect(theme.lookup(.durationLiteral(seconds: 0.2), expecting: .duration) == .value(.duration(0.2), nil))
        #expect(theme.lookup(.durationLiteral(seconds: 0.2), expecting: .transition) == .value(.transition(TransitionValue(duration: 0.2, timing: .cubicBezier(.easeInOut))), nil))
        // A duration literal keeps the contract transition's timing.
        #expect(theme.lookupTransition(.durationLiteral(seconds: 0.3), contractPath: "dialog.transition.in") == .value(.transition(TransitionValue(duration: 0.3, timing: .spring(duration: 0.3, bounce: 0.1, initialVelocity: 0.6))), nil))
        #expect(theme.lookupTransition(.durationLiteral(seconds: 0.3), contractPath: "dialog.transition.out") == .value(.transition(TransitionValue(duration: 0.3, timing: .cubicBezier(.easeIn))), nil))
    }

    @Test func buttonStyleGroups() throws {
        let theme = theme(extra)
        let mono = try #require(theme.buttonStyle("button.mono"))
        #expect(mono.background.value.color?.hexRGB == "#000000")
        #expect(mono.foreground.value.color?.hexRGB == "#FFFFFF")
        #expect(mono.members["pressed.background"]?.value.color?.hexRGB == "#333333")
        #expect(theme.buttonStyleNames == ["cancel", "destructive", "mono", "primary", "secondary"])
        #expect(theme.lookupGroup("button.mnoo") == .unknownGroup(path: "button.mnoo", suggestion: "button.mono"))
        guard case .token = theme.lookupGroup("button.height") else {
            Issue.record("button.height is a token, not a group")
            return
        }
        #expect(theme.highlightNames == ["accent", "brand", "danger"])
    }
}
