import DialogModel
import DialogTokens
@testable import DialogLayout
import Testing

/// `LayoutSession` shares styles and broken lines between the layouts of one spec; every
/// tree it makes must equal a fresh `LayoutEngine.layout` of the same combination.
@Suite struct LayoutSessionTests {
    static let light = EmbeddedDefaultTokens.shared.theme(named: "light")!
    static let dark = EmbeddedDefaultTokens.shared.theme(named: "dark")!
    static let devices = Device.defaults

    static let spec = LayoutFixtures.decodeSpec(#"""
        {
          "id": "team.invite",
          "title": "Join <accent>{teamName}</accent>?",
          "message": "You were invited to a team of designers and engineers who review dialogs together every week.",
          "buttons": [
            { "id": "later", "title": "Not now", "role": "cancel" },
            { "id": "join", "title": "Join the team", "role": "primary" }
          ],
          "content": [{ "type": "checkbox", "id": "mute", "title": "Mute notifications from this team" }]
        }
        """#)!

    /// A dark theme whose message is 4 pt larger and whose content spacing is 30 pt: a
    /// layout-relevant difference, so nothing laid out in light may be reused for it.
    static let largerDark: Theme = {
        var theme = dark
        let path = "dialog.message.typography"
        guard var token = theme.tokens.tokens[path], let typography = token.value.typography else { return theme }
        token.value = .typography(
            Typography(
                fontFamily: typography.fontFamily, fontSize: typography.fontSize + 4, fontWeight: typography.fontWeight,
                lineHeight: typography.lineHeight, letterSpacing: typography.letterSpacing))
        theme.tokens.tokens[path] = token
        if var spacing = theme.tokens.tokens["dialog.spacing.content"] {
            spacing.value = .dimension(30)
            theme.tokens.tokens["dialog.spacing.content"] = spacing
        }
        return theme
    }()

    /// `theme` with the colour token at `path` set to `color`.
    static func recoloured(_ theme: Theme, _ path: String, _ color: RGBAColor) -> Theme {
        var theme = theme
        if var token = theme.tokens.tokens[path] {
            token.value = .color(color)
            theme.tokens.tokens[path] = token
        }
        return theme
    }

    /// Light with the message drawn in the title's colour, and a theme that then gives the
    /// message a colour of its own: one colour of the first becomes two of the second, so
    /// recolouring must ask each node's colour again rather than map colour to colour.
    static let sameTextColours: Theme = {
        let title = light.tokens.tokens["dialog.title.color"]?.value.color ?? .black
        return recoloured(light, "dialog.message.color", title)
    }()
    static let splitTextColours: Theme = {
        var theme = recoloured(sameTextColours, "dialog.message.color", RGBAColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1))
        theme.name = "split"
        return theme
    }()

    func everyCombination(_ session: LayoutSession, themes: [Theme]) -> [(LayoutTree, LayoutTree)] {
        var pairs: [(LayoutTree, LayoutTree)] = []
        for device in Self.devices {
            for size in [DynamicTypeSize.large, .accessibility3] {
                for theme in themes {
                    let shared = session.layout(theme: theme, device: device, size: size, locale: "en")
                    let fresh = LayoutEngine.layout(spec: Self.spec, theme: theme, device: device, size: size, locale: "en")
                    pairs.append((shared, fresh))
                }
            }
        }
        return pairs
    }

    @Test func sharedLayoutsEqualFreshOnes() {
        let session = LayoutSession(spec: Self.spec)
        for (shared, fresh) in everyCombination(session, themes: [Self.light, Self.dark]) {
            #expect(shared == fresh)
            #expect(shared.jsonText == fresh.jsonText)
        }
        // The default dark theme changes colours only: each of its trees is light's recoloured.
        #expect(session.recoloured == Self.devices.count * 2)
    }

    /// Lines keep their text as a cut of the scalars: key paths through them and their
    /// text, equality and hashing must behave as for plain stored values.
    @Test func linesReadThroughKeyPathsAndCompareByValue() throws {
        let tree = LayoutEngine.layout(spec: Self.spec, theme: Self.light, device: Self.devices[0], size: .large, locale: "en")
        let text = try #require(tree.firstNode(.message)?.text)
        #expect(text.lines.count > 1)
        #expect(text.lines.map(\.range.count).reduce(0, +) <= text.text.unicodeScalars.count)
        #expect(text.lines.map(\.text).joined(separator: " ") == text.text)
        #expect(text.lines.map(\.width).max() == text.widestLine)
        let copy = LaidOutLine(text: text.lines[0].text, width: text.lines[0].width, x: text.lines[0].x, y: text.lines[0].y, range: text.lines[0].range)
        #expect(copy == text.lines[0])
        #expect(Set([copy, text.lines[0]]).count == 1)
        let broken = LineBreaker.lines("ab cd", maxWidth: 2, width: { _ in 1 })
        #expect(broken.map(\.text) == ["ab", "cd"])
        #expect(broken == [TextLine(text: "ab", width: 2, range: 0..<2), TextLine(text: "cd", width: 2, range: 3..<5)])
    }

    /// A text of several paragraphs keeps its break opportunities per paragraph, found by
    /// the paragraph's start: broken again at other widths and sizes, every paragraph must
    /// still get its own opportunities.
    @Test func paragraphsBrokenAgainAtOtherWidthsMatchAFreshLayout() {
        let spec = LayoutFixtures.decodeSpec(#"""
            {
              "id": "notes.paragraphs",
              "title": "Three\nshort\nlines",
              "message": "The first paragraph is long enough to wrap on a small phone.\n\nThe third one, after an empty one, wraps as well on every device we check.\nLast.",
              "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }]
            }
            """#)!
        let session = LayoutSession(spec: spec)
        for device in Self.devices {
            for size in [DynamicTypeSize.large, .accessibility3, .xSmall] {
                let shared = session.layout(theme: Self.light, device: device, size: size, locale: "en")
                let fresh = LayoutEngine.layout(spec: spec, theme: Self.light, device: device, size: size, locale: "en")
                #expect(shared.jsonText == fresh.jsonText)
            }
        }
    }

    /// Two themes whose contract answers agree except colours, and a spec that overrides the
    /// title's typography with a token that differs between them: the override must be
    /// compared, so the second theme gets its own (larger) title, not the first's tree.
    @Test func anOverrideThatDiffersBetweenThemesIsNotShared() throws {
        let typography = try #require(Self.light.tokens.tokens["dialog.title.typography"])
        var display = typography
        var light = Self.light
        light.tokens.tokens["brand.display"] = display
        var dark = Self.dark
        let base = try #require(typography.value.typography)
        display.value = .typography(
            Typography(
                fontFamily: base.fontFamily, fontSize: base.fontSize + 10, fontWeight: base.fontWeight, lineHeight: base.lineHeight,
                letterSpacing: base.letterSpacing))
        dark.tokens.tokens["brand.display"] = display
        let answers = ContractAnswers(designSystem: DesignSystem(themes: [light, dark]))
        #expect(answers.agreesExceptColours(light, dark, .alert))
        let spec = try #require(
            LayoutFixtures.decodeSpec(#"""
                {
                  "id": "brand.hello",
                  "title": "A title set in the brand's display face, long enough to wrap",
                  "style": { "title.typography": "brand.display" },
                  "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }]
                }
                """#))
        for recolours in [false, true] {
            let session = LayoutSession(spec: spec, recolours: recolours, contract: answers)
            for device in Self.devices {
                _ = session.layout(theme: light, device: device, size: .large, locale: "en")
                let shared = session.layout(theme: dark, device: device, size: .large, locale: "en")
                let fresh = LayoutEngine.layout(spec: spec, theme: dark, device: device, size: .large, locale: "en")
                #expect(shared.firstNode(.title)?.frame == fresh.firstNode(.title)?.frame)
                if recolours { #expect(shared.jsonText == fresh.jsonText) }
            }
            #expect(session.shared == 0 && session.recoloured == 0)
        }
    }

    /// Answers kept for a whole run (`ContractAnswers`) give the trees a session that looks
    /// every token up gives: for an alert and a sheet, a spec that overrides style keys,
    /// and a theme that changes typography and spacing.
    @Test func answersKeptForARunGiveTheSameTrees() {
        let themes = [Self.light, Self.largerDark]
        let answers = ContractAnswers(designSystem: DesignSystem(themes: themes))
        let sheet = LayoutFixtures.decodeSpec(#"""
            {
              "id": "photo.share",
              "presentation": "sheet",
              "title": "Share this photo?",
              "message": "Everyone in the album will see it.",
              "style": { "padding.top": 40, "spacing.buttons": 4 },
              "buttons": [{ "id": "share", "title": "Share", "role": "primary" }]
            }
            """#)!
        for spec in [Self.spec, sheet] {
            let kept = LayoutSession(spec: spec, contract: answers)
            let looked = LayoutSession(spec: spec)
            for device in Self.devices {
                for theme in themes {
                    let tree = kept.layout(theme: theme, device: device, size: .xxxLarge, locale: "en")
                    #expect(tree.jsonText == looked.layout(theme: theme, device: device, size: .xxxLarge, locale: "en").jsonText)
                }
            }
        }
    }

    /// Without recolouring, a colour-only theme gets the first theme's tree itself.
    @Test func withoutRecolouringAColourOnlyThemeGetsTheFirstTree() {
        let session = LayoutSession(spec: Self.spec, recolours: false)
        for device in Self.devices {
            let light = session.layout(theme: Self.light, device: device, size: .large, locale: "en")
            let dark = session.layout(theme: Self.dark, device: device, size: .large, locale: "en")
            #expect(dark == light)
            #expect(dark.theme == "light")
        }
        #expect(session.shared == Self.devices.count)
        #expect(session.recoloured == 0)
    }

    /// Recolouring asks a button's colours once and hands its foreground to its labels;
    /// a label inside a button must not fall back to the message colour.
    @Test func recolouredButtonLabelsTakeTheirButtonsForeground() throws {
        let session = LayoutSession(spec: Self.spec)
        let device = try #require(Self.devices.first)
        _ = session.layout(theme: Self.light, device: device, size: .large, locale: "en")
        let tree = session.layout(theme: Self.dark, device: device, size: .large, locale: "en")
        #expect(session.recoloured == 1)
        let message = try #require(Self.dark.tokens.tokens["dialog.message.color"]?.value.color)
        #expect(tree.buttonNodes.count == 2)
        for button in tree.buttonNodes {
            let labels = button.children.filter { $0.type == .label }
            #expect(!labels.isEmpty)
            for label in labels {
                #expect(label.style.foreground == button.style.foreground)
            }
        }
        #expect(tree.button("join")?.style.foreground != message)
        #expect(tree == LayoutEngine.layout(spec: Self.spec, theme: Self.dark, device: device, size: .large, locale: "en"))
    }

    @Test func recolouringAsksEachNodesColourAgain() throws {
        let title = try #require(Self.light.tokens.tokens["dialog.title.color"]?.value.color)
        let message = try #require(Self.sameTextColours.tokens.tokens["dialog.message.color"]?.value.color)
        #expect(title == message)
        let session = LayoutSession(spec: Self.spec)
        for (shared, fresh) in everyCombination(session, themes: [Self.sameTextColours, Self.splitTextColours]) {
            #expect(shared == fresh)
            #expect(shared.jsonText == fresh.jsonText)
        }
        #expect(session.recoloured == Self.devices.count * 2)
    }

    @Test func themesThatOnlyChangeColoursBreakEachTextOnce() {
        let lightOnly = LayoutSession(spec: Self.spec)
        _ = everyCombination(lightOnly, themes: [Self.light])
        let both = LayoutSession(spec: Self.spec)
        _ = everyCombination(both, themes: [Self.light, Self.dark])
        // The default dark theme changes colours only: no text is broken again for it.
        #expect(lightOnly.breaks > 0)
        #expect(both.breaks == lightOnly.breaks)
    }

    /// A highlight style that only light defines: dark's title run has no colour, which is
    /// an answer of another kind, not another colour, so dark is laid out on its own.
    @Test func aHighlightMissingInOneThemeGetsItsOwnLayout() {
        var darkWithoutAccent = Self.dark
        darkWithoutAccent.tokens.tokens["highlight.accent"] = nil
        #expect(Self.light.tokens.tokens["highlight.accent"] != nil)
        let session = LayoutSession(spec: Self.spec)
        for (shared, fresh) in everyCombination(session, themes: [Self.light, darkWithoutAccent]) {
            #expect(shared == fresh)
            #expect(shared.jsonText == fresh.jsonText)
        }
        #expect(session.recoloured == 0)
    }

    @Test func aThemeThatChangesTypographyOrSpacingGetsItsOwnLayout() throws {
        let session = LayoutSession(spec: Self.spec)
        for (shared, fresh) in everyCombination(session, themes: [Self.light, Self.largerDark]) {
            #expect(shared == fresh)
        }
        #expect(session.recoloured == 0)
        let lightTree = session.layout(theme: Self.light, device: Self.devices[0], size: .large, locale: "en")
        let darkTree = session.layout(theme: Self.largerDark, device: Self.devices[0], size: .large, locale: "en")
        let lightMessage = try #require(lightTree.firstNode(.message))
        let darkMessage = try #require(darkTree.firstNode(.message))
        #expect(darkMessage.style.font?.size == (lightMessage.style.font?.size ?? 0) + 4)
        #expect((darkMessage.text?.lineCount ?? 0) > (lightMessage.text?.lineCount ?? 0))
        // The checkbox follows the message after the 30 pt content spacing, not the default.
        let darkCheckbox = try #require(darkTree.root.firstNode { $0.type == .element })
        #expect(abs(darkCheckbox.frame.y - (darkMessage.frame.maxY + 30)) < 1e-9)
    }

    @Test func treeQueriesFindWhatAFullWalkFinds() {
        let tree = LayoutEngine.layout(spec: Self.spec, theme: Self.light, device: Self.devices[0], size: .large, locale: "en")
        var walked: [LayoutNode] = []
        tree.root.forEachNode { walked.append($0) }
        #expect(walked == tree.root.allNodes)
        #expect(tree.buttonNodes == walked.filter { $0.type == .button })
        #expect(tree.textNodes == walked.filter { $0.text != nil })
        #expect(tree.dialogNode == walked.first { $0.type == .dialog })
        #expect(tree.button("join")?.id == "join")
        #expect(tree.button("missing") == nil)
        #expect(tree.firstNode(.title) == walked.first { $0.type == .title })
    }
}
