/// Every rule of docs/rules.md. `isChecked` says which ones this build reports; the others are
/// listed so that configuration naming them is valid and `dialogc rules` shows the plan.
extension RuleCatalog {
    static let entries: [RuleDescriptor] = [
        // Input (fixed)
        RuleDescriptor(
            .io, .input, .error, fixed: true, checked: true,
            summary: "a file cannot be read, or an output cannot be written",
            rationale: "A compiler that skips what it cannot read fails silently; dialogc stops and says which file and why."),
        RuleDescriptor(
            .jsonSyntax, .input, .error, fixed: true, checked: true,
            summary: "the file is not RFC 8259 JSON (also: nesting deeper than 512, invalid UTF-8)",
            rationale: "Specs are strict JSON so every editor, schema validator and script reads them the same way. Comments, trailing commas, NaN and invalid UTF-8 are rejected where they occur."),
        RuleDescriptor(
            .duplicateKey, .input, .error, fixed: true, checked: true,
            summary: "a key appears twice in one object (note points at the first)",
            rationale: "JSON readers disagree on which of two equal keys wins; a duplicate is almost always a copy-paste mistake that silently drops a value."),
        RuleDescriptor(
            .unknownKey, .input, .error, fixed: true, checked: true,
            summary: "a key the format does not define (note: did you mean)",
            rationale: "A misspelled optional key would otherwise be ignored and its intent lost. `$schema` and `$comment` are allowed anywhere."),
        RuleDescriptor(
            .typeMismatch, .input, .error, fixed: true, checked: true,
            summary: "a value of the wrong JSON type",
            rationale: "Every key has one JSON type (docs/format/spec.md); a value of another type cannot be given a meaning."),
        RuleDescriptor(
            .missingKey, .input, .error, fixed: true, checked: true,
            summary: "a required key is absent (`id`, `buttons`, a button's `id` or `title`, or both `title` and `message`)",
            rationale: "A dialog needs an id to name its outputs, at least one button to close it, and something to say."),
        RuleDescriptor(
            .invalidValue, .input, .error, fixed: true, checked: true,
            summary: "a value outside its enum, range or pattern (note: did you mean, for enums)",
            rationale: "Enumerations, ranges and patterns are part of the format; a value outside them has no defined meaning."),
        RuleDescriptor(
            .duplicateID, .input, .error, fixed: true, checked: true,
            summary: "two specs share an `id`; two buttons of one spec share an `id`; two accessibility identifiers collide across the catalog",
            rationale: "Ids name generated types, action cases and UI-test identifiers; two things with one name make generated code ambiguous and UI tests flaky."),
        RuleDescriptor(
            .invalidIdentifier, .input, .error, fixed: true, checked: true,
            summary: "a button `id`, `action`, parameter, placeholder, element id, payload type, theme or token name is not a valid Swift identifier, is a Swift keyword, collides with another after case conversion, or takes a name the generated code declares or uses in its scope",
            rationale: "These names become Swift declarations; a keyword, a collision or a name the generated code already uses would produce Swift that does not compile (or checks one token and draws another), so dialogc reports it at the spec, config or token file instead."),

        // Tokens
        RuleDescriptor(
            .invalidToken, .tokens, .error, fixed: true, checked: true,
            summary: "a token file breaks DTCG: no `$type` after inheritance, `$value` beside child tokens, a malformed value, a unit other than px/rem or ms/s, an alias to a group",
            rationale: "Token files follow the W3C Design Tokens format so other tools read them too."),
        RuleDescriptor(
            .unknownToken, .tokens, .error, fixed: true, checked: true,
            summary: "a reference names no token (note: did you mean)",
            rationale: "A reference to a token that does not exist cannot be resolved to a value."),
        RuleDescriptor(
            .tokenCycle, .tokens, .error, fixed: true, checked: true,
            summary: "aliases form a cycle (reported on every token in it, with the chain)",
            rationale: "A cycle of aliases has no value."),
        RuleDescriptor(
            .tokenType, .tokens, .error, fixed: true, checked: true,
            summary: "a token of one type is used where another is needed, directly or through aliases",
            rationale: "A dimension cannot colour a background; type errors are caught where the token is used."),
        RuleDescriptor(
            .missingToken, .tokens, .error, fixed: true, checked: true,
            summary: "a theme lacks a contract token (docs/format/tokens.md#contract-tokens)",
            rationale: "The layout engine and emitters read the contract tokens; every theme must define them."),
        RuleDescriptor(
            .deprecatedToken, .tokens, .warning, fixed: false, checked: true,
            summary: "a `$deprecated` token is used",
            rationale: "Design systems retire tokens with `$deprecated`; uses should move to the replacement."),
        RuleDescriptor(
            .legacyTokenFormat, .tokens, .warning, fixed: false, checked: true,
            summary: "an older string form of a color, dimension or duration",
            rationale: "DTCG 2025.10 uses object forms; the older strings are read but should be migrated."),
        RuleDescriptor(
            .rawValue, .tokens, .warning, fixed: false, checked: true,
            summary: "a literal value stands where a token reference belongs (design-token linting)",
            rationale: "Hard-coded values drift from the design system; teams lint their way to tokens."),

        // Design
        RuleDescriptor(
            .buttonCount, .design, .error, checked: true,
            summary: "more buttons than allowed: horizontal row 2, vertical stack 3 (alert) or 4 (sheet); options `maxHorizontal`, `maxVertical`",
            rationale: "Dialogs with many choices are hard to scan; Apple's HIG keeps alerts to a few buttons."),
        RuleDescriptor(
            .onePrimaryAction, .design, .error, checked: true,
            summary: "more than one button is `primary` or `destructive`",
            rationale: "A dialog has one main action; two emphasised buttons compete."),
        RuleDescriptor(
            .oneCancel, .design, .error, checked: true,
            summary: "more than one `cancel` button",
            rationale: "Cancel is the one way out; two are ambiguous."),
        RuleDescriptor(
            .cancelPlacement, .design, .warning, checked: true,
            summary: "a cancel button is not leading in a row, or not last in a stack",
            rationale: "People find Cancel where the platform puts it."),
        RuleDescriptor(
            .destructiveNeedsCancel, .design, .warning, checked: true,
            summary: "a `destructive` button without a `cancel` button",
            rationale: "A destructive choice needs a safe way out."),
        RuleDescriptor(
            .destructiveStyle, .design, .error, checked: true,
            summary: "a `destructive` button drawn with a style other than `button.destructive`",
            rationale: "Destructive actions must look destructive."),
        RuleDescriptor(
            .vagueButtonTitle, .design, .warning, checked: true,
            summary: "a button title is a bare yes/no/ok in any locale on a dialog with a destructive button",
            rationale: "Titles that name the action (\"Delete\") prevent mistakes that \"OK\" invites."),
        RuleDescriptor(
            .buttonWidths, .design, .error, checked: true,
            summary: "`layout.widths` does not have one fraction per button, or does not sum to 1 (within 0.001), or is set on a vertical stack",
            rationale: "Width fractions divide one row among its buttons."),
        RuleDescriptor(
            .textLength, .design, .warning, checked: true,
            summary: "a title over 60, a message over 240 or a button title over 20 Unicode characters in any locale; options per field",
            rationale: "Dialogs are read at a glance."),
        RuleDescriptor(
            .emptyText, .design, .error, checked: true,
            summary: "a title, message or button title is empty or only white space",
            rationale: "Empty text draws an empty box."),
        RuleDescriptor(
            .textWhitespace, .design, .warning, checked: true,
            summary: "a text starts or ends with white space",
            rationale: "Stray white space shifts centred text and is usually a copy-paste slip."),
        RuleDescriptor(
            .motionDuration, .design, .warning, checked: true,
            summary: "a transition lasts less than 0.1 s or more than 0.5 s; options `min`, `max`",
            rationale: "Motion that is too quick is not seen; too slow, it gets in the way."),

        // Accessibility
        RuleDescriptor(
            .contrast, .accessibility, .error, checked: true,
            summary: "text is below WCAG 2.x contrast against what it is drawn on, in any theme: 4.5:1, or 3:1 for large text",
            rationale: "WCAG 2.x success criterion 1.4.3 keeps text readable for people with low vision."),
        RuleDescriptor(
            .hitTarget, .accessibility, .error, checked: true,
            summary: "a button is shorter or narrower than 44 pt in any laid-out combination",
            rationale: "Apple's HIG asks for 44x44 pt touch targets."),
        RuleDescriptor(
            .minFontSize, .accessibility, .warning, checked: true,
            summary: "any text renders below 11 pt",
            rationale: "Apple's HIG sets 11 pt as the smallest legible size."),

        // Localization
        RuleDescriptor(
            .missingTranslation, .localization, .error, checked: true,
            summary: "a text lacks a configured locale",
            rationale: "A missing translation shows the wrong language to some users."),
        RuleDescriptor(
            .unknownLocale, .localization, .warning, checked: true,
            summary: "a text has a locale the config does not list",
            rationale: "A locale the project does not ship is dead text, or a typo for one it does."),
        RuleDescriptor(
            .placeholderMismatch, .localization, .error, checked: true,
            summary: "the locales of one text differ in placeholders, or a placeholder's declared type conflicts",
            rationale: "Every translation must show the same values."),
        RuleDescriptor(
            .markup, .localization, .error, checked: true,
            summary: "malformed highlight markup: unclosed, unopened, nested or crossing spans, or an unknown highlight style",
            rationale: "Highlight spans become styled runs; malformed markup cannot be drawn."),
        RuleDescriptor(
            .highlightNotFound, .localization, .error, checked: true,
            summary: "a `highlights` entry does not occur in the message in some locale, or only where markup or an earlier entry already styles it",
            rationale: "A highlight that matches nothing styles nothing, usually because a translation changed; one whose text is already styled cannot be drawn either, since a character has one style."),

        // Layout
        RuleDescriptor(
            .textOverflow, .layout, .warning, checked: true,
            summary: "a button title needs more than the lines a button shows (`button.titleMaxLines`, 2 by default), a title more than 3 lines, or a message more than 8, on some device x Dynamic Type size x locale; options per field",
            rationale: "Text that wraps too far is truncated or crowds the dialog."),
        RuleDescriptor(
            .dialogOverflow, .layout, .error, checked: true,
            summary: "even with its content scrolling, the dialog is taller than the safe area on some device x size x locale",
            rationale: "A dialog whose buttons and least visible content do not fit the screen hides its buttons."),
        RuleDescriptor(
            .contentScrolls, .layout, .warning, checked: true,
            summary: "the title, message and content must scroll to be read at a Dynamic Type size up to xxxLarge",
            rationale: "Scrolling is expected at the accessibility sizes; at the standard sizes a dialog that scrolls is usually too long to read as a dialog."),

        // Input, added after the catalogue's first release: kept last so that the SARIF
        // rule index of every older rule stays the same.
        RuleDescriptor(
            .unmatchedGlob, .input, .warning, checked: true,
            summary: "an `include` or `exclude` pattern of `dialogc.json` matches no spec when the whole project is checked",
            rationale: "A pattern that matches nothing is a typo or a leftover: the specs it meant are silently not checked, or not left out. It is a warning, not an error, because every spec that is checked is still checked correctly; switch it off in `rules` for a pattern kept for later."),
    ]
}
