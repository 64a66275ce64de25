import DialogModel
import DialogTokens

/// The SwiftUI layer, behind `#if canImport(SwiftUI)` so every file also compiles
/// (to nothing) on Linux: `DialogSupport+SwiftUI.swift` once per build and
/// `<TypeName>+View.swift` per dialog. The views read each dialog's appearance and its
/// contract (`DialogContract`) and the model types (`SwiftModelEmitter`); view decisions are
/// in `SwiftUIViewFileBuilder`.
///
/// `DialogSupport+SwiftUI.swift` is `Sources/DialogRuntime/SwiftUI/DialogSwiftUI.swift`,
/// written from `EmbeddedRuntime` when the runtime is embedded and not at all with
/// `"runtime": "library"`, whose module has it. Embedded, its `public` is dropped but on the
/// lines marked `// dialogc: the config's access level` (the protocol API generated dialogs
/// and the app call, and the types it names), which keep it under a public access level.
///
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
///   through the config's policy, `DialogContract.koreanLineBreak` (word joiners for
///   `words`, zero-width spaces for `syllables`) in a Korean locale.
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
/// - **Locale**: `contract.locale(matching: [locale.identifier] + Locale.preferredLanguages)`
///   over the config's locales, which the dialog's `DialogContract` carries: the
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
public enum SwiftUIEmitter {
    static let fileName = "DialogSupport+SwiftUI.swift"

    /// The deployment floor of every generated SwiftUI declaration, written on each one so
    /// that an app with an older deployment target compiles them behind `if #available`.
    /// The type check (`PlatformTypeCheck`) checks each platform below this floor, so a
    /// declaration that lost it, or an API newer than it, fails there.
    static let availability = "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)"

    static let header = "// Generated by dialogc: the SwiftUI views of generated dialogs. Do not edit.\n"

    /// `DialogSupport+SwiftUI.swift` of an embedded runtime: the card, overlay and presenter
    /// shared by every dialog, and the SwiftUI API of `PresentableDialog`, at `accessLevel`
    /// (the config's `swift.accessLevel`). A library build writes none (`SwiftUIStage`).
    public static func support(accessLevel: SwiftSettings.AccessLevel) -> OutputFile {
        OutputFile(relativePath: fileName, contents: header + "\n" + RuntimeText.accessMarked(EmbeddedRuntime.swiftUI, accessLevel: accessLevel))
    }

    /// `<TypeName>+View.swift` for one spec that passed lint; the spec's `style`, `dim` and
    /// `transition` overrides are resolved against `designSystem`, the build's.
    public static func view(_ spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem) -> OutputFile {
        let builder = SwiftUIViewFileBuilder(spec: spec, config: config, designSystem: designSystem)
        let text = RuntimeText.importing(builder.file().render(), runtime: config.swift.runtime.value)
        return OutputFile(relativePath: builder.typeName + "+View.swift", contents: text)
    }

    /// As `view(_:config:designSystem:)` against the embedded default design system: overrides
    /// naming a token only a project's own token files define are left out. Kept for callers
    /// that have no design system; the build passes its own.
    public static func view(_ spec: DialogSpec, config: ProjectConfig) -> OutputFile {
        view(spec, config: config, designSystem: EmbeddedDefaultTokens.shared)
    }
}
