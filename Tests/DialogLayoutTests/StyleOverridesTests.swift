import DialogLayout
import DialogModel
import DialogTokens
import Testing

/// `StyleOverrides`: the one reading of a spec's `style`, `dim` and `transition` that layout,
/// the `contrast` rule and the SwiftUI emitter share.
@Suite struct StyleOverridesTests {
    static let light = EmbeddedDefaultTokens.shared.theme(named: "light")!

    static func overrides(_ presentation: String, style: String, extra: String = "") -> StyleOverrides {
        let spec = LayoutFixtures.decodeSpec(
            """
            {
              "id": "notice.style",
              "presentation": "\(presentation)",
              "title": "Hello",
              "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }],
              "style": \(style)\(extra)
            }
            """)!
        return StyleOverrides(spec: spec)
    }

    @Test func aKeyCountsOnlyWhereItAppliesToThePresentation() throws {
        let style = ##"{ "maxWidth": 300, "bottomInset": 12, "background": "#FFFFFF" }"##
        let alert = Self.overrides("alert", style: style)
        let sheet = Self.overrides("sheet", style: style)
        #expect(alert.override(named: "maxWidth") != nil)
        #expect(alert.override(named: "bottomInset") == nil)
        #expect(sheet.override(named: "maxWidth") == nil)
        #expect(sheet.override(named: "bottomInset") != nil)
        #expect(alert.override(named: "background")?.contractPath == "dialog.alert.background")
        #expect(sheet.override(named: "background")?.contractPath == "dialog.sheet.background")
        #expect(alert.override(named: "padding.top") == nil)
    }

    @Test func aValueResolvesInATheme() throws {
        let overrides = Self.overrides(
            "alert", style: ##"{ "background": "#FF000080", "cornerRadius": "dialog.alert.cornerRadius", "title.color": "no.such.token" }"##,
            extra: #", "dim": { "opacity": 0.6 }"#)
        let background = try #require(overrides.override(named: "background"))
        #expect(background.value(in: Self.light, as: .color)?.color == RGBAColor(red8: 255, green8: 0, blue8: 0, alpha8: 128))
        #expect(!background.isContract)
        #expect(overrides.override(named: "cornerRadius")?.isContract == true)
        #expect(overrides.override(named: "title.color")?.value(in: Self.light, as: .color) == nil)
        #expect(overrides.dimOpacity?.value(in: Self.light, as: .number)?.scalar == 0.6)
        #expect(overrides.dimOpacity?.contractPath == "dialog.dim.opacity")
        #expect(overrides.dimColor == nil && overrides.transitionIn == nil)
    }

    @Test func theCardIsTheContractsOnlyWithoutABackgroundOrDimOfTheSpecs() {
        #expect(Self.overrides("alert", style: ##"{ "cornerRadius": 4 }"##).cardIsTheContracts)
        #expect(!Self.overrides("alert", style: ##"{ "background": "#FFFFFF" }"##).cardIsTheContracts)
        #expect(!Self.overrides("sheet", style: "{}", extra: #", "dim": { "opacity": 0.6 }"#).cardIsTheContracts)
    }

    /// Layout and `contrast` resolve a button's style group the same way and differ only in
    /// the fallback: layout draws the role's group where the theme lacks the button's,
    /// `contrast` checks nothing.
    @Test func aButtonsStyleResolvesOneWayWithTheFallbackAsAParameter() throws {
        let own = try #require(ButtonStyleResolution.style(group: "button.destructive", role: .primary, in: Self.light, fallback: .none))
        #expect(own.background.path == "button.destructive.background")
        #expect(ButtonStyleResolution.style(group: "button.nonesuch", role: .primary, in: Self.light, fallback: .none) == nil)
        let drawn = try #require(
            ButtonStyleResolution.style(group: "button.nonesuch", role: .cancel, in: Self.light, fallback: .roleThenDefaults(nil)))
        #expect(drawn.background.path == "button.cancel.background")
    }
}
