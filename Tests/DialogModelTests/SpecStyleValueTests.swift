import DialogModel
import Testing

/// The token-reference grammar and the style keys, on their own.
@Suite struct SpecStyleValueTests {
    @Test(arguments: [
        ("color.surface.raised", StyleValue.token(path: "color.surface.raised")),
        ("{color.surface.raised}", .token(path: "color.surface.raised")),
        ("button.mono", .token(path: "button.mono")),
        ("radius.2xl", .token(path: "radius.2xl")),
        ("_private-group.x_y", .token(path: "_private-group.x_y")),
        ("#2563EB", .colorLiteral(red: 0x25, green: 0x63, blue: 0xEB, alpha: 0xFF)),
        ("#00000066", .colorLiteral(red: 0, green: 0, blue: 0, alpha: 0x66)),
        ("#abcdef", .colorLiteral(red: 0xAB, green: 0xCD, blue: 0xEF, alpha: 0xFF)),
        ("200ms", .durationLiteral(seconds: 0.2)),
        ("0.28s", .durationLiteral(seconds: 0.28)),
        ("0ms", .durationLiteral(seconds: 0)),
    ])
    func parsesValidForms(_ string: String, _ expected: StyleValue) throws {
        #expect(try TokenReference.parse(string).get() == expected)
    }

    @Test(arguments: [
        "", ".", "color.", ".color", "color..surface", "color surface", "color/surface", "{color.surface",
        "color.surface}", "{}", "{ color.surface }", "#FFF", "#FFFFF", "#FFFFFFF", "#GG0000", "#",
        "16", "16px", "1.5", "0200ms", "-1s", "+1s", ".5s", "1.s", "1e3ms", "200 ms", "fast!",
    ])
    func rejectsMalformedStrings(_ string: String) {
        #expect(throws: TokenReference.Problem.self) { try TokenReference.parse(string).get() }
    }

    @Test func literalsAreToldFromReferences() {
        #expect(StyleValue.token(path: "a.b").isLiteral == false)
        #expect(StyleValue.token(path: "a.b").tokenPath == "a.b")
        #expect(StyleValue.number(4).isLiteral)
        #expect(StyleValue.durationLiteral(seconds: 1).tokenPath == nil)
    }

    @Test func kindsAcceptTheirLiterals() {
        let color = StyleValue.colorLiteral(red: 0, green: 0, blue: 0, alpha: 255)
        let duration = StyleValue.durationLiteral(seconds: 0.2)
        let token = StyleValue.token(path: "a.b")
        #expect(StyleValueKind.color.accepts(color) && !StyleValueKind.color.accepts(duration))
        #expect(StyleValueKind.transition.accepts(duration) && !StyleValueKind.transition.accepts(color))
        #expect(StyleValueKind.dimension.accepts(.number(4)) && !StyleValueKind.dimension.accepts(color))
        #expect(!StyleValueKind.typography.accepts(.number(4)) && !StyleValueKind.group.accepts(color))
        for kind in [StyleValueKind.color, .dimension, .number, .typography, .transition, .group] {
            #expect(kind.accepts(token))
        }
    }

    @Test func styleKeysMapToContractTokens() throws {
        let paddingTop = try #require(DialogStyleKey.named("padding.top"))
        #expect(paddingTop.contractTokenPath(for: .alert) == "dialog.alert.padding.top")
        #expect(paddingTop.contractTokenPath(for: .sheet) == "dialog.sheet.padding.top")
        let spacing = try #require(DialogStyleKey.named("spacing.titleMessage"))
        #expect(spacing.contractTokenPath(for: .sheet) == "dialog.spacing.titleMessage")
        let maxWidth = try #require(DialogStyleKey.named("maxWidth"))
        #expect(maxWidth.applies(to: .alert) && !maxWidth.applies(to: .sheet))
        let bottomInset = try #require(DialogStyleKey.named("bottomInset"))
        #expect(bottomInset.applies(to: .sheet) && !bottomInset.applies(to: .alert))
        #expect(DialogStyleKey.named("title.color")?.kind == .color)
        #expect(DialogStyleKey.named("message.typography")?.kind == .typography)
        #expect(DialogStyleKey.named("dim.opacity") == nil)
        #expect(DialogStyleKey.names.count == 16)
    }

    @Test func dialogIDPattern() {
        #expect(SpecDecoder.isValidDialogID("team.invitation"))
        #expect(SpecDecoder.isValidDialogID("liveMessage.delete2"))
        #expect(!SpecDecoder.isValidDialogID("team.Invitation"))
        #expect(!SpecDecoder.isValidDialogID("team_invitation"))
        #expect(!SpecDecoder.isValidDialogID(""))
        #expect(!SpecDecoder.isValidDialogID("팀.초대"))
    }
}
