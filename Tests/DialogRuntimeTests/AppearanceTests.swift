import DialogRuntime
import Testing

/// The platform-neutral presenter decisions of `Sources/DialogRuntime/Appearance`, run directly:
/// the tokens a dialog draws with come from the contract it is handed, overridden by its spec.
@Suite struct AppearanceTests {
    static func color(_ hex: Swift.UInt32) -> DialogColor { DialogColor(DialogRGBA(hex: hex)) }

    static func style(_ background: Swift.UInt32, border: DialogAppearance.Border? = nil) -> DialogContract.ButtonStyle {
        DialogContract.ButtonStyle(background: color(background), foreground: color(0xFFFF_FFFF), border: border)
    }

    /// A contract whose every value differs, so a test sees which one was taken.
    static let contract = DialogContract(
        alert: .init(
            background: color(0x1111_11FF), cornerRadius: 16, margin: 30, maxWidth: 500, paddingTop: 22, paddingHorizontal: 20,
            paddingBottom: 16, bottomInset: 0),
        sheet: .init(
            background: color(0x2222_22FF), cornerRadius: 12, margin: 8, maxWidth: .infinity, paddingTop: 24, paddingHorizontal: 18,
            paddingBottom: 14, bottomInset: 6),
        shared: .init(
            spacingIcon: 12, spacingTitleMessage: 10, spacingContent: 14, spacingButtons: 8,
            titleTypography: DialogTypography(family: "system", size: 17, weight: 600, lineHeight: 1.3, letterSpacing: 0),
            titleColor: color(0x0000_00FF),
            messageTypography: DialogTypography(family: "system", size: 13, weight: 400, lineHeight: 1.4, letterSpacing: 0),
            messageColor: color(0x3333_33FF), dimColor: color(0x0000_0080), dimOpacity: 0.4,
            dimTransition: DialogTransition(duration: 0.2, curve: .cubicBezier(0, 0, 0.58, 1)),
            transitionIn: DialogTransition(duration: 0.28, curve: .spring(duration: 0.28, bounce: 0.1)),
            transitionOut: DialogTransition(duration: 0.18, curve: .cubicBezier(0.42, 0, 1, 1))),
        button: .init(
            height: 48, cornerRadius: 12, paddingHorizontal: 8, paddingVertical: 6,
            typography: DialogTypography(family: "system", size: 16, weight: 600, lineHeight: 1.25, letterSpacing: 0),
            titleMaxLines: 2, feedbackDuration: 0.5, primary: style(0x0000_FFFF), secondary: style(0x0000_EEFF),
            cancel: style(0x0000_DDFF), destructive: style(0xFF00_00FF)),
        content: .init(fieldMinHeight: 44, fieldPadding: 10, checkboxGap: 8, iconSize: 48, scrollMinVisibleLines: 2),
        highlights: ["accent": color(0x00FF_00FF)],
        buttonStyles: ["mono": style(0x7777_77FF, border: DialogAppearance.Border(color: color(0x0000_00FF), width: 1))],
        locales: ["ko", "en"], koreanLineBreak: .words)

    @Test func aStyleTakesItsPresentationsCardAndTheSharedTokensFromTheContract() {
        let alert = DialogStyle(.alert, contract: Self.contract)
        #expect(alert.background == Self.color(0x1111_11FF))
        #expect(alert.maxWidth == 500 && alert.bottomInset == 0 && alert.paddingTop == 22)
        let sheet = DialogStyle(.sheet, contract: Self.contract)
        #expect(sheet.background == Self.color(0x2222_22FF))
        #expect(sheet.maxWidth == .infinity && sheet.bottomInset == 6 && sheet.margin == 8 && sheet.paddingHorizontal == 18)
        #expect(sheet.spacingTitleMessage == 10 && sheet.messageTypography.size == 13 && sheet.dimOpacity == 0.4)
        #expect(sheet.transitionOut == Self.contract.shared.transitionOut)
        #expect(sheet.contract.content.iconSize == 48 && sheet.contract.button.height == 48)
    }

    @Test func whatTheSpecOverridesReplacesTheContractsValueAndNothingElse() {
        let style = DialogStyle(
            .sheet, contract: Self.contract, background: Self.color(0xABCD_EFFF), cornerRadius: 4, dimOpacity: 0.7,
            transitionIn: DialogTransition(duration: 1, curve: .cubicBezier(0, 0, 1, 1)))
        #expect(style.background == Self.color(0xABCD_EFFF))
        #expect(style.cornerRadius == 4 && style.dimOpacity == 0.7 && style.transitionIn.duration == 1)
        #expect(style.margin == 8 && style.dimColor == Self.color(0x0000_0080) && style.transitionOut.duration == 0.18)
    }

    @Test func aButtonIsDrawnInTheGroupItsDialogNamesElseItsRoles() {
        let appearance = DialogAppearance(
            arrangement: .auto, widths: ["ok": 0.7], styles: ["ok": "mono", "gone": "missing"], style: DialogStyle(.alert, contract: Self.contract))
        let ok = appearance.button(DialogButtonState(id: "ok", action: 1, title: "OK", role: .primary))
        #expect(ok.style.background == Self.color(0x7777_77FF) && ok.width == 0.7 && ok.style.border?.width == 1)
        let destructive = appearance.button(DialogButtonState(id: "delete", action: 2, title: "Delete", role: .destructive))
        #expect(destructive.style.background == Self.color(0xFF00_00FF) && destructive.width == nil && destructive.style.border == nil)
        // A group the design system lacks falls back to the role's.
        let gone = appearance.button(DialogButtonState(id: "gone", action: 3, title: "Gone", role: .cancel))
        #expect(gone.style.background == Self.color(0x0000_DDFF))
    }

    /// `DialogRGBA(hex:)`, written for a cheap type check (each component bound to a `UInt32`
    /// first), takes every byte from the right place.
    @Test func hexColorsDecodeEachByte() {
        let color = DialogRGBA(hex: 0x1133_55FF)
        #expect(color.red == 17.0 / 255 && color.green == 51.0 / 255 && color.blue == 85.0 / 255 && color.alpha == 1)
        let clear = DialogRGBA(hex: 0x8040_2000)
        #expect(clear.red == 128.0 / 255 && clear.green == 64.0 / 255 && clear.blue == 32.0 / 255 && clear.alpha == 0)
    }

    @Test func aColourKnowsEveryThemeAndTheSystemAppearances() {
        let light = DialogRGBA(hex: 0xFFFF_FFFF)
        let dark = DialogRGBA(hex: 0x0000_00FF)
        let contrast = DialogRGBA(hex: 0xFFFF_00FF)
        let color = DialogColor(light: light, dark: dark, themes: ["light": light, "dark": dark, "high-contrast": contrast])
        #expect(color.forAppearance(isDark: true) == dark && color.forAppearance(isDark: false) == light)
        #expect(color.value(inTheme: "high-contrast") == contrast && color.value(inTheme: "dark") == dark)
        #expect(color.value(inTheme: "sepia") == light)
        let literal = DialogColor(contrast)
        #expect(literal.value(inTheme: "dark") == contrast && literal.forAppearance(isDark: true) == contrast)
        #expect(DialogRGBA(hex: 0x3366_9980) == DialogRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 128.0 / 255))
    }

    @Test func escapeClosesATappableDimElseTapsAnEnabledCancel() {
        let cancel = DialogButtonState(id: "cancel", action: 0, title: "Cancel", role: .cancel)
        let ok = DialogButtonState(id: "ok", action: 1, title: "OK", role: .primary)
        #expect(DialogEscape(DialogState(id: "a", buttons: [ok, cancel], dismissOnTap: true)) == .close)
        #expect(DialogEscape(DialogState(id: "a", buttons: [ok, cancel], dismissOnTap: false)) == .tap(cancel))
        var disabled = cancel
        disabled.enabled = false
        #expect(DialogEscape(DialogState(id: "a", buttons: [ok, disabled], dismissOnTap: false)) == .nothing)
    }

    @Test func theButtonRowSharesTheWidthAndAutoStacksWhatDoesNotFit() {
        #expect(DialogButtonRow.shares(fractions: [nil, nil], width: 300, spacing: 10) == [145, 145])
        #expect(DialogButtonRow.shares(fractions: [0.25, 0.75], width: 310, spacing: 10) == [75, 225])
        #expect(DialogButtonRow.shares(fractions: [0.25, nil], width: 310, spacing: 10) == [150, 150])
        #expect(DialogButtonRow.shares(fractions: [], width: 300, spacing: 10).isEmpty)
        #expect(DialogButtonRow.isRow(.auto, oneLineWidths: [145, 145], fractions: [nil, nil], width: 300, spacing: 10))
        #expect(!DialogButtonRow.isRow(.auto, oneLineWidths: [146, 20], fractions: [nil, nil], width: 300, spacing: 10))
        #expect(DialogButtonRow.isRow(.horizontal, oneLineWidths: [900], fractions: [nil], width: 300, spacing: 10))
        #expect(!DialogButtonRow.isRow(.vertical, oneLineWidths: [1], fractions: [nil], width: 300, spacing: 10))
    }

    @Test func motionFadesWithReduceMotionAndCountsTheDelay() {
        let bezier = DialogTransition(duration: 0.2, delay: 0.05, curve: .cubicBezier(0.2, 0, 0, 1))
        let spring = DialogTransition(duration: 9, curve: .spring(duration: 0.4, bounce: 0.2))
        // The references' slide: an alert rises from 20 points below in, sinks 10 points out.
        #expect(DialogMotion(.alert, transition: bezier, reduceMotion: false).movement == .rise(20))
        #expect(DialogMotion(.alert, transition: bezier, reduceMotion: false, entering: false).movement == .rise(10))
        #expect(DialogMotion(.alert, transition: bezier, reduceMotion: true, entering: false).movement == .fade)
        #expect(DialogMotion(.sheet, transition: bezier, reduceMotion: false).movement == .fromBottom)
        #expect(DialogMotion(.sheet, transition: bezier, reduceMotion: true).movement == .fade)
        #expect(!DialogMotion(.sheet, transition: bezier, reduceMotion: false).fades)
        #expect(abs(DialogMotion(.alert, transition: bezier, reduceMotion: false).totalDuration - 0.25) < 1e-9)
        #expect(DialogMotion(.alert, transition: spring, reduceMotion: false).totalDuration == 0.4)
        let moving = DialogTransition(duration: 9, curve: .spring(duration: 0.28, bounce: 0.1, initialVelocity: 0.6))
        #expect(DialogMotion(.alert, transition: moving, reduceMotion: false).totalDuration == 0.28)
    }

    /// A presenter in the library matches the app's locale against the contract's locales,
    /// which the build writes: nothing is configured at launch.
    @Test func theContractMatchesTheAppsLocaleAgainstTheConfigsLocales() {
        #expect(Self.contract.locale(matching: ["ko-KR"]) == "ko")
        #expect(Self.contract.locale(matching: ["fr-FR", "en-GB"]) == "en")
        #expect(Self.contract.locale(matching: ["fr-FR"]) == "ko", "the default when nothing matches")
        #expect(Self.contract.locale(matching: nil as String?) == "ko")
        #expect(Self.contract.koreanLineBreak.prepared("삭제할까요", locale: "ko") != "삭제할까요")
    }
}
