@testable import DialogEmit
import DialogModel
import DialogTokens
import Testing

/// Per-dialog `style`, `dim` and `transition` overrides, resolved at generation time against
/// the embedded default design system.
@Suite struct SwiftUIStyleOverridesTests {
    let overrides = SwiftUIStyleOverrides(designSystem: EmbeddedDefaultTokens.shared)

    func rendered(_ spec: String) throws -> String {
        SwiftRenderer().inline(overrides.style(of: try EmitFixtures.spec(spec)))
    }

    @Test func noOverridesIsThePresentationAlone() throws {
        #expect(try rendered(#"{"id": "a", "title": "T", "buttons": [{"id": "ok", "title": "OK"}]}"#) == "DialogStyle(.alert, contract: .project)")
    }

    @Test func literalsAndTokensBecomeValuesInInitializerOrder() throws {
        let text = try rendered(#"""
            {"id": "a", "title": "T", "buttons": [{"id": "ok", "title": "OK"}],
             "style": {"padding.top": 10, "background": "#FF000080", "title.color": "dialog.message.color"},
             "dim": {"opacity": 0.25}}
            """#)
        #expect(text.hasPrefix("DialogStyle(.alert, contract: .project, background: DialogColor(DialogRGBA(hex: 0xFF000080)), paddingTop: 10, titleColor: DialogColor(light: DialogRGBA(hex: 0x5C5F66FF), dark: DialogRGBA(hex: 0xC7C7CCFF))"))
        #expect(text.hasSuffix("dimOpacity: 0.25)"))
    }

    @Test func aDurationLiteralKeepsTheContractCurve() throws {
        let text = try rendered(#"""
            {"id": "a", "title": "T", "buttons": [{"id": "ok", "title": "OK"}], "transition": {"in": "400ms"}}
            """#)
        #expect(text == "DialogStyle(.alert, contract: .project, transitionIn: DialogTransition(duration: 0.4, curve: .spring(duration: 0.4, bounce: 0.1, initialVelocity: 0.6)))")
    }

    @Test func anUnknownTokenLeavesTheContractValue() throws {
        let text = try rendered(#"""
            {"id": "a", "title": "T", "buttons": [{"id": "ok", "title": "OK"}], "style": {"cornerRadius": "radius.missing"}}
            """#)
        #expect(text == "DialogStyle(.alert, contract: .project)")
    }

    @Test func labelsAreTheKeysCamelCased() {
        #expect(SwiftUIStyleOverrides.label("padding.top") == "paddingTop")
        #expect(SwiftUIStyleOverrides.label("cornerRadius") == "cornerRadius")
        #expect(DialogStyleKey.all.map { SwiftUIStyleOverrides.label($0.name) }.allSatisfy { EmbeddedRuntime.appearance.contains("var \($0):") })
    }
}
