import DialogModel

/// The platform-neutral model emission: `DialogSupport.swift` once per build and
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
///   member, `internal` is left implicit. Every public type has an explicit `init`, because
///   the synthesized one is never public.
/// - **Parameters**: declared parameters in source order, then undeclared placeholders
///   (typed `String`) in order of first appearance, content texts included; each a `var`,
///   and an `init` labelled by name in that order (written for a public struct; an internal
///   one's synthesized memberwise `init` is the same). Inside `state(locale:)` a property
///   named `locale` is read as `self.locale`, past the parameter that hides it; lint refuses the names generated code declares itself
///   (`GeneratedSwiftNames`).
/// - **Payloads**: an action with a payload carries the value in its case
///   (`case didTapDelete(LiveMessage)`), and the value itself is a stored property of the
///   dialog, named after the type (`liveMessage`; after the action, `didTapDeletePayload`,
///   when that name is taken, by a parameter, a content element or a reserved name). So `DialogButtonState.action` is always a complete `Action`
///   and the state stays a plain `Equatable` value, as TCA's `AlertState` is: the caller says
///   which message is being deleted when it presents the dialog. A payload type must
///   therefore be `Equatable` and `Sendable` (and `public` under a public access level).
/// - **Locales**: `state(locale:)` is written once; every text is one row of the dialog's
///   `static let texts: DialogTextTable` (the default locale's string, and each locale's that
///   differs, in the compact form of `TextTableEncoding`), which `DialogTextTable` in
///   `DialogSupport.swift` resolves per text, falling back to the default locale's. The
///   table's `locales` (the configured ones, the default first, written in the spec text)
///   and the lookup of `docs/locales.md` pick the configured locale; the `Locale` and
///   preferred-languages forms come from the `LocalizedDialog` extension.
/// - **Substitution**: `state(locale:)` passes the parameters as strings written by string
///   interpolation, so `Int` and `Double` appear as `String(describing:)` writes them (`3`,
///   `2.5`): locale-independent and identical on every platform. An app wanting localized
///   number formatting declares the parameter as `String` and formats it itself.
/// - **Highlights**: `DialogTextState.highlights` holds UTF-16 offset ranges (`Range<Int>`,
///   what `NSRange` counts; `stringRange(of:)` gives string indices) and style names. They
///   are computed at run time from the highlight marks in the table's strings, so they are
///   right after substitution whatever the values. Spans of the same style that touch are one
///   highlight. The offset-free `highlights` entries are matched at generation time against
///   the message as displayed (tags removed, placeholders by name), first unstyled
///   occurrence, exactly as `highlight-not-found` checks them, so a value can never fake one.
/// - **Buttons**: `title` is a plain `String` (highlight markup in a button title is dropped);
///   each button is `DialogButtonState("id", .action, role: …)` with only the arguments that
///   differ from the defaults; its title, accessibility label and hint and announcements come
///   from the table by button id, and `DialogState` derives `<dialog identifier>.<button id>`
///   for a button without an identifier, so one equal to that is left out.
/// - **Type-checking and size** (measured by `dialogc-bench typecheck`; BENCHMARKS.md): the
///   state is one `DialogState(` call whatever the number of locales, and the texts are one
///   dictionary literal of string literals under a declared type (`DialogTextTable`); every
///   call names its type, so implicit members (`.sheet`, `.didTapDelete`) and array literals
///   are checked against a declared parameter type; no untyped `let`.
/// - **Not in the model** (later slices): the icon, `content` elements, layout, styles,
///   dim colour and opacity and transitions, which belong to the token-driven SwiftUI layer.
public enum SwiftModelEmitter {
    /// `DialogSupport.swift`, the runtime types shared by every dialog of a build, with the
    /// config's locales and its access level, and CLDR's plural rules for those locales: what
    /// `"runtime": "embedded"` writes (the library has them, and each dialog's text and the
    /// tokens' `DialogContract.project` carry the config's locales).
    public static func support(config: ProjectConfig) -> OutputFile {
        let text = SupportFileBuilder.text(
            accessLevel: config.swift.accessLevel.value, locales: config.orderedLocales)
        return OutputFile(relativePath: SupportFileBuilder.fileName, contents: text)
    }

    /// `<TypeName>.swift` for one spec.
    public static func dialog(_ spec: DialogSpec, config: ProjectConfig) -> OutputFile {
        let builder = DialogFileBuilder(spec: spec, config: config)
        let text = RuntimeText.importing(SwiftRenderer().render(builder.file()), runtime: config.swift.runtime.value)
        return OutputFile(relativePath: typeName(of: spec) + ".swift", contents: text)
    }

    /// The generated type's name, `TimerDeleteDialog` for `timer.delete`.
    public static func typeName(of spec: DialogSpec) -> String {
        DialogFileBuilder.typeName(of: spec)
    }
}
