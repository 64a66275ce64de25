/// The SwiftUI runtime shared by every generated dialog view, written once per build as
/// `DialogSupport+SwiftUI.swift`.
///
/// It is fixed code: nothing in it depends on a spec or a token value, and of the settings
/// only the access level, written on `PresentableDialog`'s SwiftUI extensions, the shared API (`view(locale:...)`,
/// `dialog(isPresented:_:…)`, `dialog(item:…)`) and the types that API names, so an app can
/// call it from another module; the rest stays `internal` (opaque `some View` results may
/// hide internal types). So it is kept as reviewed source, a few parts (one file each,
/// joined in order), rather than built through the structured representation; every
/// spec-dependent part is built there, in
/// `SwiftUIViewFileBuilder`. It is type-checked against `Tests/DialogEmitTests/SwiftUIStandIn`
/// on every test run, with the generated model and tokens, once per Apple platform with
/// Apple's availability (docs/swiftui-runtime.md).
///
/// Decisions:
/// - **iOS 17 / macOS 14** and later (`@available`): `Animation.spring(duration:bounce:)`,
///   `withAnimation(_:completionCriteria:_:completion:)` and `onChange(of:initial:_:)`.
/// - **Colours** follow the colour scheme through `DialogColor.forAppearance(isDark:)`.
/// - **Dynamic Type**: every text size and the button height are `@ScaledMetric` values
///   relative to a text style (`headline` for the title, `body` otherwise), and fonts use
///   the scaled size: `.system(size:weight:)` for `system`, `.custom(_:fixedSize:)` for a
///   named family (the scaling is already applied).
/// - **The box model** of docs/layout-model.md: texts in line boxes (`dialogLineBox`: the
///   leading, line height − the platform font's own, as `lineSpacing` plus half above and
///   below); icon, title, message and content in a scroll region that is a scroll view only
///   when they do not fit (`ViewThatFits`), with the buttons pinned below; buttons placed by
///   `DialogButtonLayout` (fractions, tallest height in a row, `auto` by one-line widths),
///   titles wrapped to `button.titleMaxLines`, never shrunk; text fields and checkboxes
///   (a checkbox, not a switch: `DialogCheckboxStyle`) sized as the page says.
/// - **Accessibility**: the card is modal (`.isModal`) and takes VoiceOver's focus on its
///   title when it appears (`AccessibilityFocusState`); the dim is hidden from VoiceOver and
///   its tap has the escape gesture as equivalent (closes a dialog the dim closes, else taps
///   the cancel button); Reduce Motion turns the card's transition into a fade; the primary
///   button answers Return and the cancel button Escape (`.defaultAction`, `.cancelAction`)
///   where SwiftUI has keyboard shortcuts.
/// - **Korean line breaking** is applied, not left to the platform: every drawn text goes
///   through `DialogKoreanLineBreak.configured` (word joiners for `words`, zero-width
///   spaces for `syllables`) in a Korean locale.
/// - **Highlights** are `AttributedString` runs with a foreground colour (`Text` `+` is
///   deprecated in iOS 26 and breaks right-to-left order).
/// - **Presentation**: a `fullScreenCover` with a clear background whose own animation is
///   switched off (`Transaction.disablesAnimations`), so only the dim fade
///   (`dialog.dim.transition`) and the card transition (`dialog.transition.in` / `.out`) are
///   seen; macOS, which has no full-screen cover, uses a transparent child window over the
///   whole window (`DialogWindowCover`), so the dim covers the window there too. A second
///   modifier is driven by an optional item (`DialogItemPresenter`): the action is sent
///   before the binding is cleared (`DialogItemPresentationState`). `DialogPresentationState`
///   (in `DialogSupport.swift`, run by the tests) decides: whoever closes the dialog (a
///   button, the dim, escape, or the app setting its binding to false) it animates out
///   first; a dismissing button's action is sent after the exit; a dialog presented again
///   from `onAction` or while closing comes back as a new presentation (a new overlay, `id`).
/// - **Locale**: `DialogLocale.match([locale.identifier] + Locale.preferredLanguages)`: the
///   environment's locale when a configured locale matches it (BCP 47 lookup: `zh-Hans_CN`
///   gives `zh-Hans`, `en_GB` gives `en`), else the first of the user's preferred languages
///   that matches one (an app not localized into a language still shows a dialog that is),
///   else the default locale.
/// - **Async buttons** (`"async": true`): the tap calls the caller's `onAsyncAction`, an
///   `@MainActor (Action) async throws -> Bool` (true for success; a throw is a failure), from
///   a `Task` on the main actor; meanwhile the button shows a `ProgressView` and is
///   disabled, then a checkmark or an exclamation mark with the success or error haptic for
///   `button.feedback.duration`, announced to VoiceOver in the spec's words
///   (`accessibility.success` / `.failure`: `AccessibilityNotification.Announcement`, one API
///   on every platform at the floor), then its title again; the phases are animated. A dismissing
///   async button closes the dialog after its success shows, without sending an action
///   (`onAsyncAction` already ran it). The phases live in the card's `DialogAsyncState`
///   (in `DialogSupport.swift`, run by the tests): closing the card cancels the tasks and
///   makes their tokens stale, so a late completion never changes or closes a newer dialog.
/// - **Haptics**: SwiftUI's `sensoryFeedback(trigger:_:)` (iOS 17 / macOS 14 / tvOS 17 /
///   watchOS 10, the floor already used), triggered by a tap counter and returning nil for
///   `none`; `light` / `medium` / `heavy` are `.impact(weight:)`. No UIKit generators are
///   needed, and platforms without haptics ignore it.
/// - **Overrides**: every contract token the card, backdrop and transitions read comes from
///   the dialog's `DialogStyle`, whose overridden values `SwiftUIStyleOverrides` resolved at
///   generation time. Text sizes scale with Dynamic Type through a `@ScaledMetric` factor
///   (1 at the default size) times the typography's size, since a scaled metric's base
///   value cannot come from an instance property.
/// - **Icon** above the title, in a square of `dialog.icon.size` scaled with Dynamic Type: a
///   symbol at `largeTitle` in the title colour, an asset at its own size; hidden from
///   accessibility (the title says it).
/// - **Content**: text fields and checkboxes bind to the caller's `Binding<String>` /
///   `Binding<Bool>`, as SwiftUI's alerts take a text field's binding; a slot is the
///   caller's view for the slot's id. Keyboard types apply where UIKit has them.
enum SwiftUIRuntimeSource {
    static let fileName = "DialogSupport+SwiftUI.swift"

    /// The deployment floor of every generated SwiftUI declaration, written on each one so
    /// that an app with an older deployment target compiles them behind `if #available`.
    /// The type check (`PlatformTypeCheck`) checks each platform below this floor, so a
    /// declaration that lost it, or an API newer than it, fails there.
    static let availability = "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)"

    static let header = "// Generated by dialogc: the SwiftUI views of generated dialogs. Do not edit.\n"

    /// The parts in order: each is a few declarations, kept in its own file. `access` is
    /// `"public "` or empty: the config's access level, written on the protocol generated
    /// dialogs conform to, its shared API and the types that API names, so that an app in
    /// another module can call them; the rest stays internal.
    static func source(access: String) -> String {
        [prelude(access: access), card, button, content(access: access), presentation, dialog(access: access)]
            .joined(separator: "\n") + "\n#endif"
    }

    private static func prelude(access: String) -> String { #"""
#if canImport(SwiftUI)
import Accessibility
import SwiftUI
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

\#(availability)
extension SwiftUI.Color {
    /// A token colour in one appearance.
    init(_ rgba: DialogRGBA) {
        self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }
}

\#(availability)
extension DialogTypography {
    /// The font at `size` points, which the caller scales with Dynamic Type (`@ScaledMetric`).
    func font(size: Swift.Double) -> SwiftUI.Font {
        family == "system" ? .system(size: size, weight: fontWeight) : .custom(family, fixedSize: size)
    }

    /// The CSS weight as the nearest SwiftUI weight.
    var fontWeight: SwiftUI.Font.Weight {
        [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightIndex]
    }

    /// The CSS weight as an index into the nine named weights, ultra-light (100) to black (900).
    private var weightIndex: Swift.Int { min(max((weight - 50) / 100, 0), 8) }

    /// The platform font's own line height at `size` points (`UIFont.lineHeight`; on macOS
    /// ascender − descender + leading): one line's height with no line spacing, so the
    /// leading of a line box is `lineHeight × size` minus this.
    func naturalLineHeight(size: Swift.Double) -> Swift.Double {
        #if canImport(UIKit)
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let system = UIFont.systemFont(ofSize: size, weight: weights[weightIndex])
        let font = family == "system" ? system : UIFont(name: family, size: size) ?? system
        return Swift.Double(font.lineHeight)
        #else
        let weights: [NSFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let system = NSFont.systemFont(ofSize: size, weight: weights[weightIndex])
        let font = family == "system" ? system : NSFont(name: family, size: size) ?? system
        return Swift.Double(font.ascender - font.descender + font.leading)
        #endif
    }
}

\#(availability)
extension SwiftUI.View {
    /// Text in line boxes of `typography.lineHeight` × `size` (docs/layout-model.md): the
    /// leading (line height − the font's own) between lines, and half of it above the first
    /// line and below the last. SwiftUI has no negative line spacing, so a line height below
    /// the font's own draws at the font's own.
    func dialogLineBox(_ typography: DialogTypography, size: Swift.Double) -> some SwiftUI.View {
        let leading = max(typography.lineHeight * size - typography.naturalLineHeight(size: size), 0)
        return font(typography.font(size: size))
            .lineSpacing(leading)
            .padding(.vertical, leading / 2)
    }
}

\#(availability)
extension DialogTransition {
    /// The SwiftUI animation of the token.
    var animation: SwiftUI.Animation {
        switch curve {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            .timingCurve(x1, y1, x2, y2, duration: duration).delay(delay)
        case .spring(let duration, let bounce):
            .spring(duration: duration, bounce: bounce).delay(delay)
        }
    }
}

\#(availability)
extension DialogTextState {
    /// The text with its highlights drawn in their styles' colours, prepared for the build's
    /// Korean line-break policy in `locale` (`DialogKoreanLineBreak`), across runs too.
    func attributed(locale: Swift.String, highlightColor: (Swift.String) -> SwiftUI.Color?) -> Foundation.AttributedString {
        var result = Foundation.AttributedString()
        var previous: Swift.Unicode.Scalar?
        func append(_ part: Swift.Substring, color: SwiftUI.Color?) {
            var run = Foundation.AttributedString(DialogKoreanLineBreak.configured.prepared(Swift.String(part), locale: locale, after: previous))
            if let color { run.foregroundColor = color }
            result += run
            previous = part.unicodeScalars.last { !DialogKoreanLineBreak.isMark($0) } ?? previous
        }
        var position = text.startIndex
        for highlight in highlights {
            let range = stringRange(of: highlight)
            append(text[position..<range.lowerBound], color: nil)
            append(text[range], color: highlightColor(highlight.style))
            position = range.upperBound
        }
        append(text[position...], color: nil)
        return result
    }
}
"""# }
}
