/// Every rule of docs/rules.md, each checked by this build.
extension RuleCatalog {
    static let entries: [RuleDescriptor] = [
        // Input (fixed)
        RuleDescriptor(
            .io, .input, .error, fixed: true,
            summary: "a file cannot be read, or an output cannot be written",
            rationale: "A compiler that skips what it cannot read fails silently; dialogc stops and says which file and why.",
            why: "Nothing after it can be trusted: a file not read is a file not checked, and an output not written leaves the app with stale code. Exit status 2, not 1, because the cause is the environment, not a spec."),
        RuleDescriptor(
            .jsonSyntax, .input, .error, fixed: true,
            summary: "the file is not RFC 8259 JSON (also: nesting deeper than 512, invalid UTF-8)",
            rationale: "Specs are strict JSON so every editor, schema validator and script reads them the same way. Comments, trailing commas, NaN and invalid UTF-8 are rejected where they occur.",
            why: "A file that is not JSON has no content to check or generate; any guess at what was meant could generate the wrong dialog."),
        RuleDescriptor(
            .duplicateKey, .input, .error, fixed: true,
            summary: "a key appears twice in one object (note points at the first)",
            rationale: "JSON readers disagree on which of two equal keys wins; a duplicate is almost always a copy-paste mistake that silently drops a value.",
            why: "One of the two values is silently lost, and which one differs between JSON readers, so the spec means different things to different tools."),
        RuleDescriptor(
            .unknownKey, .input, .error, fixed: true,
            summary: "a key the format does not define (note: did you mean)",
            rationale: "A misspelled optional key would otherwise be ignored and its intent lost. `$schema` and `$comment` are allowed anywhere.",
            why: "The key's intent is lost without a trace (a misspelled `titel` drops the title), and the generated dialog differs from what the author wrote."),
        RuleDescriptor(
            .typeMismatch, .input, .error, fixed: true,
            summary: "a value of the wrong JSON type",
            rationale: "Every key has one JSON type (docs/format/spec.md); a value of another type cannot be given a meaning.",
            why: "The value has no meaning in the format; generating anything from it would be a guess."),
        RuleDescriptor(
            .missingKey, .input, .error, fixed: true,
            summary: "a required key is absent (`id`, `buttons`, a button's `id` or `title`, or both `title` and `message`)",
            rationale: "A dialog needs an id to name its outputs, at least one button to close it, and something to say.",
            why: "Without an id there is no generated type; without a button the dialog cannot be closed; without a title or message it says nothing."),
        RuleDescriptor(
            .invalidValue, .input, .error, fixed: true,
            summary: "a value outside its enum, range or pattern (note: did you mean, for enums)",
            rationale: "Enumerations, ranges and patterns are part of the format; a value outside them has no defined meaning.",
            why: "A value outside the format's range or set has no defined meaning; the generated code would have to invent one."),
        RuleDescriptor(
            .duplicateID, .input, .error, fixed: true,
            summary: "two specs share an `id`; two buttons of one spec share an `id`; two accessibility identifiers collide across the catalog",
            rationale: "Ids name generated types, action cases and UI-test identifiers; two things with one name make generated code ambiguous and UI tests flaky.",
            why: "Two declarations with one name make the generated Swift fail to compile, or make UI tests find the wrong element."),
        RuleDescriptor(
            .invalidIdentifier, .input, .error, fixed: true,
            summary: "a button `id`, `action`, parameter, placeholder, element id, payload type, theme or token name is not a valid Swift identifier, is a Swift keyword, collides with another after case conversion, or takes a name the generated code declares or uses in its scope",
            rationale: "These names become Swift declarations; a keyword, a collision or a name the generated code already uses would produce Swift that does not compile (or checks one token and draws another), so dialogc reports it at the spec, config or token file instead.",
            why: "The generated Swift would not compile, or would compile with a name that means something else; the promise is that a spec that lints clean builds clean."),

        // Tokens
        RuleDescriptor(
            .invalidToken, .tokens, .error, fixed: true,
            summary: "a token file breaks DTCG: no `$type` after inheritance, `$value` beside child tokens, a malformed value, a unit other than px/rem or ms/s, an alias to a group",
            rationale: "Token files follow the W3C Design Tokens format so other tools read them too.",
            why: "A token with no usable value cannot be drawn; every spec using it would be laid out and generated with a guess."),
        RuleDescriptor(
            .unknownToken, .tokens, .error, fixed: true,
            summary: "a reference names no token (note: did you mean)",
            rationale: "A reference to a token that does not exist cannot be resolved to a value.",
            why: "A reference to nothing has no value to draw with; the generated view could not compile or would draw a default the author did not choose."),
        RuleDescriptor(
            .tokenCycle, .tokens, .error, fixed: true,
            summary: "aliases form a cycle (reported on every token in it, with the chain)",
            rationale: "A cycle of aliases has no value.",
            why: "An alias cycle has no value at all."),
        RuleDescriptor(
            .tokenType, .tokens, .error, fixed: true,
            summary: "a token of one type is used where another is needed, directly or through aliases",
            rationale: "A dimension cannot colour a background; type errors are caught where the token is used.",
            why: "A value of the wrong type cannot be drawn where it is used (a length is no colour)."),
        RuleDescriptor(
            .missingToken, .tokens, .error, fixed: true,
            summary: "a theme lacks a contract token (docs/format/tokens.md#contract-tokens)",
            rationale: "The layout engine and emitters read the contract tokens; every theme must define them.",
            why: "The layout and the generated views read every contract token; a theme without one cannot be laid out or generated."),
        RuleDescriptor(
            .deprecatedToken, .tokens, .warning, fixed: false,
            summary: "a `$deprecated` token is used",
            rationale: "Design systems retire tokens with `$deprecated`; uses should move to the replacement."),
        RuleDescriptor(
            .legacyTokenFormat, .tokens, .warning, fixed: false,
            summary: "an older string form of a color, dimension or duration",
            rationale: "DTCG 2025.10 uses object forms; the older strings are read but should be migrated."),
        RuleDescriptor(
            .rawValue, .tokens, .warning, fixed: false,
            summary: "a literal value stands where a token reference belongs (design-token linting)",
            rationale: "Hard-coded values drift from the design system; teams lint their way to tokens."),

        // Design
        RuleDescriptor(
            .buttonCount, .design, .error,
            summary: "more buttons than allowed: horizontal row 2, vertical stack 3 (alert) or 4 (sheet); options `maxHorizontal`, `maxVertical`",
            rationale: "Dialogs with many choices are hard to scan; Apple's HIG keeps alerts to a few buttons.",
            why: "Beyond these counts the buttons do not fit the card at the smallest devices and sizes, and people cannot scan the choices. Configurable (`maxHorizontal`, `maxVertical`) for a design system with wider cards."),
        RuleDescriptor(
            .onePrimaryAction, .design, .warning,
            summary: "more than one button is `primary` or `destructive`",
            rationale: "A dialog has one main action; two emphasised buttons compete.",
            why: "A warning since the severity review: two emphasised buttons blur which action is the main one, but both work, the generated code is sound and nobody is harmed; set it to `error` to enforce the design system's rule strictly."),
        RuleDescriptor(
            .oneCancel, .design, .error,
            summary: "more than one `cancel` button",
            rationale: "Cancel is the one way out; two are ambiguous.",
            why: "Two ways to cancel make the generated model ambiguous about which action a tap outside or the Escape key sends."),
        RuleDescriptor(
            .cancelPlacement, .design, .warning,
            summary: "a cancel button is not leading in a row, or not last in a stack",
            rationale: "People find Cancel where the platform puts it."),
        RuleDescriptor(
            .destructiveNeedsCancel, .design, .warning,
            summary: "a `destructive` button without a `cancel` button",
            rationale: "A destructive choice needs a safe way out."),
        RuleDescriptor(
            .destructiveStyle, .design, .error,
            summary: "a `destructive` button drawn with a style other than `button.destructive`",
            rationale: "Destructive actions must look destructive.",
            why: "A destructive action that does not look destructive gets tapped by mistake; the harm is lost data, not looks."),
        RuleDescriptor(
            .vagueButtonTitle, .design, .warning,
            summary: "a button title is a bare yes/no/ok in any locale on a dialog with a destructive button",
            rationale: "Titles that name the action (\"Delete\") prevent mistakes that \"OK\" invites."),
        RuleDescriptor(
            .buttonWidths, .design, .error,
            summary: "`layout.widths` does not have one fraction per button, or does not sum to 1 (within 0.001), or is set on a vertical stack",
            rationale: "Width fractions divide one row among its buttons.",
            why: "Widths that do not sum to the row, or do not match the buttons, have no layout: the row would overflow or leave a gap the design never had."),
        RuleDescriptor(
            .textLength, .design, .warning,
            summary: "a title over 60, a message over 240 or a button title over 20 Unicode characters in any locale; options per field",
            rationale: "Dialogs are read at a glance."),
        RuleDescriptor(
            .emptyText, .design, .error,
            summary: "a title, message or button title is empty or only white space",
            rationale: "Empty text draws an empty box.",
            why: "An empty title, message or button draws an empty box and gives VoiceOver nothing to read: the dialog cannot be understood."),
        RuleDescriptor(
            .textWhitespace, .design, .warning,
            summary: "a text starts or ends with white space",
            rationale: "Stray white space shifts centred text and is usually a copy-paste slip."),
        RuleDescriptor(
            .motionDuration, .design, .warning,
            summary: "a transition lasts less than 0.1 s or more than 0.5 s; options `min`, `max`",
            rationale: "Motion that is too quick is not seen; too slow, it gets in the way."),

        // Accessibility
        RuleDescriptor(
            .contrast, .accessibility, .error,
            summary: "text is below WCAG 2.x contrast against what it is drawn on, in any theme: 4.5:1, or 3:1 for large text",
            rationale: "WCAG 2.x success criterion 1.4.3 keeps text readable for people with low vision.",
            why: "Text below WCAG contrast cannot be read by many people; it is an accessibility failure, not a matter of taste. A team that accepts a known case configures the rule or disables it for the spec."),
        RuleDescriptor(
            .hitTarget, .accessibility, .error,
            summary: "a button is shorter or narrower than 44 pt in any laid-out combination",
            rationale: "Apple's HIG asks for 44x44 pt touch targets.",
            why: "A button under 44 pt is hard to tap for many people (Apple's minimum); a missed tap on a dialog blocks the app."),
        RuleDescriptor(
            .minFontSize, .accessibility, .warning,
            summary: "any text renders below 11 pt",
            rationale: "Apple's HIG sets 11 pt as the smallest legible size."),

        // Localization
        RuleDescriptor(
            .missingTranslation, .localization, .error,
            summary: "a text lacks a configured locale",
            rationale: "A missing translation shows the wrong language to some users.",
            why: "A locale without the text shows another language or nothing to the people of that locale."),
        RuleDescriptor(
            .unknownLocale, .localization, .warning,
            summary: "a text has a locale the config does not list",
            rationale: "A locale the project does not ship is dead text, or a typo for one it does."),
        RuleDescriptor(
            .placeholderMismatch, .localization, .error,
            summary: "the locales of one text differ in placeholders",
            rationale: "Every translation must show the same values.",
            why: "People reading different locales would see different values, or a placeholder the app never fills. (A declared parameter no text shows is only dead: `unused-parameter`, a warning.)"),
        RuleDescriptor(
            .markup, .localization, .error,
            summary: "malformed highlight markup: unclosed, unopened, nested or crossing spans, or an unknown highlight style",
            rationale: "Highlight spans become styled runs; malformed markup cannot be drawn.",
            why: "Malformed markup is shown as literal tags, or a span of another locale is lost, in the shipped dialog."),
        RuleDescriptor(
            .highlightNotFound, .localization, .error,
            summary: "a `highlights` entry does not occur in the message in some locale, or only where markup or an earlier entry already styles it",
            rationale: "A highlight that matches nothing styles nothing, usually because a translation changed; one whose text is already styled cannot be drawn either, since a character has one style.",
            why: "The highlight the author asked for silently does not appear; the dialog ships without its emphasis, as an unresolved reference would."),

        // Layout
        RuleDescriptor(
            .textOverflow, .layout, .warning,
            summary: "a button title needs more than the lines a button shows (`button.titleMaxLines`, 2 by default), a title more than 3 lines, or a message more than 8, on some device x Dynamic Type size x locale; options per field",
            rationale: "Text that wraps too far is truncated or crowds the dialog."),
        RuleDescriptor(
            .dialogOverflow, .layout, .error,
            summary: "even with its content scrolling, the dialog is taller than the safe area on some device x size x locale",
            rationale: "A dialog whose buttons and least visible content do not fit the screen hides its buttons.",
            why: "The buttons or the text do not fit on the screen even with scrolling: people cannot read the dialog or reach its buttons."),
        RuleDescriptor(
            .contentScrolls, .layout, .warning,
            summary: "the title, message and content must scroll to be read at a Dynamic Type size up to xxxLarge",
            rationale: "Scrolling is expected at the accessibility sizes; at the standard sizes a dialog that scrolls is usually too long to read as a dialog."),

        // Added after the first release of the list: appended, so every earlier rule keeps
        // its index (SARIF `ruleIndex`).
        RuleDescriptor(
            .accessibilityLocales, .accessibility, .warning,
            summary: "a button's accessibility label, hint or announcement lacks a locale its title has",
            rationale: "VoiceOver would read a label in another language than the title shows, or none."),
        // Input, added after the catalogue's first release: kept last so that the SARIF
        // rule index of every older rule stays the same.
        RuleDescriptor(
            .unmatchedGlob, .input, .warning,
            summary: "an `include` or `exclude` pattern of `dialogc.json` matches no spec when the whole project is checked",
            rationale: "A pattern that matches nothing is a typo or a leftover: the specs it meant are silently not checked, or not left out. It is a warning, not an error, because every spec that is checked is still checked correctly; switch it off in `rules` for a pattern kept for later."),
        RuleDescriptor(
            .unusedParameter, .localization, .warning,
            summary: "a parameter declared in `parameters` that no text of the dialog shows",
            rationale: "A declaration nothing uses is usually a renamed or misspelled placeholder left behind. It is a warning, as Swift warns about an unused value: the generated model compiles and every text shows what it should."),
        // The generated Swift's adapters, added later still.
        RuleDescriptor(
            .payloadConformance, .input, .error,
            summary: "a button's payload type is not `Equatable` and `Sendable` (a known standard type, or an app type by the config's `swift.payloadTypes`)",
            rationale: "The generated `DialogState` carries the payload in its action and is `Equatable & Sendable`, as TCA's presented state and strict concurrency require.",
            why: "The generated code would not compile: the error would surface in generated files instead of at the spec."),
        RuleDescriptor(
            .tcaContent, .input, .error,
            summary: "with the TCA adapter on (`swift.tca`), a dialog has `content` (text fields, checkboxes, slots)",
            rationale: "The adapter presents a `DialogState`, which holds no field values; the dialog would be shown without its inputs.",
            why: "A dialog shown without the input it asks for is broken for the user; switch it off per dialog with `lint.disable` when that dialog is presented another way."),
        // Translation files (`dialogc strings`), added later still: last, for the same reason.
        RuleDescriptor(
            .translationFile, .input, .error, fixed: true,
            summary: "an `.xcstrings` or XLIFF file cannot be imported: malformed, not UTF-8, a document type or entity declaration, an unknown key or element, a duplicate unit, a unit no spec has; or two specs make the same string key",
            rationale: "A translation file is read strictly, like a spec: a file that is only partly understood would change some texts and silently drop others. Entities are never expanded or fetched, so a file cannot make dialogc read a local file or exhaust memory.",
            why: "An import that guesses writes wrong or partial translations into the specs; nothing is written while the file has an error."),
        RuleDescriptor(
            .staleTranslation, .input, .warning,
            summary: "an imported translation was made from a source text that has changed since the export; it is not applied",
            rationale: "A translation of an older text may say something the dialog no longer says. It is skipped and reported, and the rest of the file is imported: export again so the translator sees the current text. A warning, not an error, because nothing wrong is written; set it to `error` in `rules` to fail the import instead."),
        RuleDescriptor(
            .unusedSuppression, .input, .warning,
            summary: "a `lint.disable` entry with a reason suppresses no finding in the object it sits in, or names no rule",
            rationale: "A suppression that suppresses nothing is left over from a fix, or names the wrong rule or the wrong object, and would silently hide the next real finding there. It is a warning: every finding is still reported."),
    ]
}
