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

    @Test func aThemeThatChangesTypographyOrSpacingGetsItsOwnLayout() throws {
        let session = LayoutSession(spec: Self.spec)
        for (shared, fresh) in everyCombination(session, themes: [Self.light, Self.largerDark]) {
            #expect(shared == fresh)
        }
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
