import DialogDiagnostics
import DialogModel
import DialogRules
import DialogTokens
import Testing

/// Every layout finding names the tokens and `dialogc.json` settings that would change its
/// verdict, and the ones for its own presentation (`dialog.sheet.*` for a sheet).
@Suite struct LayoutFindingAdviceTests {
    private func findings(_ spec: String, config: String?, designSystem: DesignSystem = EmbeddedDefaultTokens.shared) throws -> [Diagnostic] {
        let decoded = RuleHarness.decode(spec: spec, config: config)
        #expect(decoded.problems.isEmpty, "\(decoded.problems.map(\.message))")
        return RuleRunner.check(try #require(decoded.spec), config: decoded.config, designSystem: designSystem)
    }

    private let landscape = #"{ "devices": [{ "name": "iphone-se-landscape", "width": 568, "height": 320 }] }"#

    private func tallDialog(presentation: String) -> String {
        """
        {
          "id": "backup.choice",
          "presentation": "\(presentation)",
          "title": "Back up your timers?",
          "message": "Choose where your timers are kept.",
          "buttons": [
            { "id": "cloud", "title": "Keep every timer in the cloud, always and everywhere", "role": "primary" },
            { "id": "phone", "title": "On this phone" },
            { "id": "later", "title": "Not now", "role": "cancel" }
          ],
          "layout": { "buttons": "vertical" }
        }
        """
    }

    @Test(arguments: ["alert", "sheet"]) func dialogOverflowNamesTheTokensAndSettings(presentation: String) throws {
        let overflow = try #require(try findings(tallDialog(presentation: presentation), config: landscape).first { $0.rule == .dialogOverflow })
        for name in [
            "'button.height'", "'button.padding.vertical'", "'dialog.\(presentation).padding.top'", "'dialog.spacing.content'",
            "'dialog.scroll.minVisibleLines'", "'dynamicType'", "'devices'",
        ] {
            #expect(overflow.message.contains(name), "\(name) in: \(overflow.message)")
        }
    }

    @Test func aCutButtonTitleNamesItsLineTokenAndWidth() throws {
        let cut = try #require(try findings(tallDialog(presentation: "alert"), config: landscape).first { $0.rule == .textOverflow })
        for name in ["'button.titleMaxLines'", "'button.padding.horizontal'", "'button.typography'", "'layout.widths'", "'layout.buttons'"] {
            #expect(cut.message.contains(name), "\(name) in: \(cut.message)")
        }
        // Without the option set, the advice does not send the reader to it.
        #expect(!cut.message.contains("option 'button'"), "\(cut.message)")
    }

    @Test func aLongTitleNamesItsOptionTypographyAndPadding() throws {
        let spec = #"{"id": "t", "presentation": "sheet", "title": "Delete this timer and all of its recorded history for good?", "buttons": [{"id": "ok", "title": "OK"}]}"#
        let long = try #require(try findings(spec, config: #"{ "rules": { "text-overflow": { "title": 1 } } }"#).first { $0.rule == .textOverflow })
        for name in ["option 'title'", "'dialog.title.typography'", "'dialog.sheet.padding.horizontal'"] {
            #expect(long.message.contains(name), "\(name) in: \(long.message)")
        }
    }

    @Test func scrollingContentNamesTheTokensAndSettings() throws {
        let spec = """
            {
              "id": "terms.update",
              "title": "Our terms have changed",
              "message": "We have updated our terms of service. The new terms explain how we store your timers, how long we keep the history of deleted timers, which data we share with the widget and the watch app, how you can export everything you have recorded, and how to close your account. Please read them before you continue to use the app.",
              "buttons": [
                { "id": "agree", "title": "Agree", "role": "primary" },
                { "id": "read", "title": "Read the terms" },
                { "id": "later", "title": "Later", "role": "cancel" }
              ],
              "layout": { "buttons": "vertical" }
            }
            """
        let scrolls = try #require(try findings(spec, config: nil).first { $0.rule == .contentScrolls })
        for name in ["'dialog.message.typography'", "'dialog.alert.padding.*'", "'button.height'", "'dynamicType'", "'devices'"] {
            #expect(scrolls.message.contains(name), "\(name) in: \(scrolls.message)")
        }
    }

    @Test func aNarrowButtonNamesTheRowSettings() throws {
        let spec = #"{"id": "t", "title": "New themes", "buttons": [{"id": "close", "title": "✕", "role": "cancel"}, {"id": "browse", "title": "Browse", "role": "primary"}], "layout": {"buttons": "horizontal", "widths": [0.1, 0.9]}}"#
        let narrow = try #require(try findings(spec, config: nil).first { $0.rule == .hitTarget })
        for name in ["'layout.widths'", "'layout.buttons'", "'dialog.spacing.buttons'"] {
            #expect(narrow.message.contains(name), "\(name) in: \(narrow.message)")
        }
    }

    /// `text-overflow` without its `button` option follows the theme's `button.titleMaxLines`.
    @Test func aThemeShowingMoreTitleLinesClearsTheCut() throws {
        let spec = tallDialog(presentation: "alert")
        let cut = { (findings: [Diagnostic]) in findings.contains { $0.rule == .textOverflow && $0.message.contains("button 'cloud'") } }
        #expect(cut(try findings(spec, config: nil)))
        let base = try #require(TokenFileReader.read(SourceFile(path: EmbeddedDefaultTokens.basePath, text: EmbeddedDefaultTokens.baseJSON)).file)
        let own = try #require(
            TokenFileReader.read(SourceFile(path: "own.tokens.json", text: #"{"button": {"titleMaxLines": {"$type": "number", "$value": 12}}}"#)).file)
        var problems: [Diagnostic] = []
        let theme = DesignSystemLoader.resolveTheme(name: "light", files: [base, own], nameLocation: nil, configFile: nil, diagnostics: &problems)
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(!cut(try findings(spec, config: nil, designSystem: DesignSystem(themes: [theme]))))
    }
}
