import DialogModel

/// The platform-neutral model emission of issue 5: `DialogSupport.swift` once per build and
/// `<TypeName>.swift` per dialog, Foundation only, so it compiles and runs on Linux.
///
/// Decisions (each visible in the goldens under `Fixtures/swift/`):
/// - **Input**: a spec that passed lint. Names written in it (ids, actions, placeholders,
///   payload types) are used as Swift names as they are; texts are only ever emitted through
///   `SwiftStringLiteral`, so no text can change the program.
/// - **File names** come from the type name alone (`timer.delete` -> `TimerDeleteDialog.swift`),
///   which holds only ASCII letters and digits: no folder, no `..`.
/// - **Header**: one constant comment line, no date, version or path.
/// - **Access**: `config.swift.accessLevel`; `public` is written on every declaration and
///   member, `internal` is left implicit. Every type has an explicit `init`, because the
///   synthesized one is never public.
/// - **Parameters**: declared parameters in source order, then undeclared placeholders
///   (typed `String`) in order of first appearance, content texts included; each a `var`,
///   and an `init` labelled by name in that order. Inside `state(locale:)` (and the SwiftUI
///   `view(locale:...)`) a property named `locale` is read as `self.locale`, past the
///   parameter that hides it; lint refuses the names generated code declares itself
///   (`GeneratedSwiftNames`).
/// - **Payloads**: an action with a payload carries the value in its case
///   (`case didTapDelete(LiveMessage)`), and the value itself is a stored property of the
///   dialog, named after the type (`liveMessage`; after the action, `didTapDeletePayload`,
///   when that name is taken, by a parameter, a content element or a reserved name). So `DialogButtonState.action` is always a complete `Action`
///   and the state stays a plain `Equatable` value, as TCA's `AlertState` is: the caller says
///   which message is being deleted when it presents the dialog. A payload type must
///   therefore be `Equatable` and `Sendable` (and `public` under a public access level).
/// - **Locales**: `state(locale:)` switches on the exact locale code; the default locale
///   answers `nil` and every code it does not list. A locale whose texts all equal the
///   default's gets no case. A text missing in a locale falls back to the default locale's.
/// - **Substitution**: placeholders are filled in with string interpolation, so `Int` and
///   `Double` appear as `String(describing:)` writes them (`3`, `2.5`): locale-independent and
///   identical on every platform. An app wanting localized number formatting declares the
///   parameter as `String` and formats it itself.
/// - **Highlights**: `DialogTextState.highlights` holds UTF-16 offset ranges (`Range<Int>`,
///   what `NSRange` counts; `stringRange(of:)` gives string indices) and style names. They
///   are computed at run time from the segments generated code passes in, so they are right
///   after substitution whatever the values. Spans of the same style that touch are one
///   highlight. The offset-free `highlights` entries are matched at generation time against
///   the message as displayed (tags removed, placeholders by name), first unstyled
///   occurrence, exactly as `highlight-not-found` checks them, so a value can never fake one.
/// - **Buttons**: `title` is a plain `String` (highlight markup in a button title is dropped);
///   arguments equal to `DialogButtonState`'s defaults are left out; the accessibility
///   identifier is the button's own, else `<dialog identifier>.<button id>`.
/// - **Type-checking** (measured by `dialogc-bench typecheck`; BENCHMARKS.md): every call
///   names its type (`DialogState(`, `DialogTextState(text:)`, `DialogButtonState(`), so
///   implicit members (`.alert`, `.didTapDelete`) and array literals (`buttons:`, `segments:`)
///   are checked against a declared parameter type; a text with placeholders is one string
///   interpolation, never a `+` chain; no dictionary literals and no untyped `let`. The one
///   slow body this left, `DialogRGBA.init(hex:)` in `DialogTokens.swift`, binds each
///   component to a `UInt32` before dividing (`TokenValueTypes`). `state(locale:)` is the
///   main per-dialog cost (about 6 ms per dialog); writing `DialogState<Action>(` there saved
///   about 3% of the per-dialog instructions, too little to be worth the noise.
/// - **Not in the model** (later slices): the icon, `content` elements, layout, styles,
///   dim colour and opacity and transitions, which belong to the token-driven SwiftUI layer.
public enum SwiftModelEmitter {
    /// `DialogSupport.swift`, the runtime types shared by every dialog of a build.
    public static func support(accessLevel: SwiftSettings.AccessLevel) -> OutputFile {
        OutputFile(relativePath: SupportFileBuilder.fileName, contents: SwiftRenderer().render(SupportFileBuilder.file(accessLevel: accessLevel)))
    }

    /// `<TypeName>.swift` for one spec.
    public static func dialog(_ spec: DialogSpec, config: ProjectConfig) -> OutputFile {
        let builder = DialogFileBuilder(spec: spec, config: config)
        return OutputFile(relativePath: typeName(of: spec) + ".swift", contents: SwiftRenderer().render(builder.file()))
    }

    /// The generated type's name, `TimerDeleteDialog` for `timer.delete`.
    public static func typeName(of spec: DialogSpec) -> String {
        DialogFileBuilder.typeName(of: spec)
    }
}
