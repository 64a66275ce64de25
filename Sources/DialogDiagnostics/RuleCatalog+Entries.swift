/// The declarations of the rules the stages before the check stage report.
extension RuleCatalog {
    static let stageEntries: [RuleDescriptor] = [
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
            .legacyTokenFormat, .tokens, .warning, fixed: false,
            summary: "an older string form of a color, dimension or duration",
            rationale: "DTCG 2025.10 uses object forms; the older strings are read but should be migrated."),

        // Design

        // Accessibility

        // Localization
        RuleDescriptor(
            .markup, .localization, .error,
            summary: "malformed highlight markup: unclosed, unopened, nested or crossing spans, or an unknown highlight style",
            rationale: "Highlight spans become styled runs; malformed markup cannot be drawn.",
            why: "Malformed markup is shown as literal tags, or a span of another locale is lost, in the shipped dialog."),

        // Layout

        // Added after the first release of the list: appended, so every earlier rule keeps
        // its index (SARIF `ruleIndex`).
        // Input, added after the catalogue's first release: kept last so that the SARIF
        // rule index of every older rule stays the same.
        RuleDescriptor(
            .unmatchedGlob, .input, .warning,
            summary: "an `include` or `exclude` pattern of `dialogc.json` matches no spec when the whole project is checked",
            rationale: "A pattern that matches nothing is a typo or a leftover: the specs it meant are silently not checked, or not left out. It is a warning, not an error, because every spec that is checked is still checked correctly; switch it off in `rules` for a pattern kept for later."),
        // Translation files (`dialogc strings`), added later still: last, for the same reason.
        RuleDescriptor(
            .translationFile, .input, .error, fixed: true,
            summary: "an `.xcstrings` or XLIFF file cannot be imported: malformed, not UTF-8, a document type or entity declaration, an entity reference other than XML's five, inline codes nested too deep, an unknown key or element, a duplicate unit, a unit no spec has, a locale given both as a string and as plural forms, a control character XML cannot carry; or two specs make the same string key",
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
        RuleDescriptor(
            .configOverlap, .input, .warning,
            summary: "an `include` pattern of `dialogc.json` matches specs that belong to a nearer `dialogc.json` whose `include` or `exclude` leaves them out, so no project checks them",
            rationale: "Each spec is checked with the nearest `dialogc.json` above it, so a nested project's own patterns decide for its specs, and an outer pattern that matches one does not bring it back. For example, `\"include\": [\"**/*.dialog.json\"]` beside `nested/dialogc.json` with `\"include\": [\"other/*.dialog.json\"]`: `nested/specs/c.dialog.json` belongs to `nested/dialogc.json`, which leaves it out, so without this finding no project would check it and nothing would say so. It is reported once per outer pattern and nearer config, at the pattern, naming a few of the specs and how many; add them to the nearer config's `include`, or exclude them in the outer one. A warning, not an error: every spec that is checked is checked correctly; switch it off in the outer config's `rules` when the nested project leaves them out on purpose."),
        RuleDescriptor(
            .specFileName, .input, .warning,
            summary: "a JSON file in a searched folder looks like a spec but is not named `*.dialog.json`, so it is not checked: `x.dialog.JSON`, or a `.json` file an `include` pattern matches",
            rationale: "Only files named `*.dialog.json` (in lower case) are specs; any other file a folder search meets is skipped. A spec named in another case, or a `.json` file the project's `include` pattern takes, was most likely meant as a spec, and skipping it without a word would leave it unchecked and without generated code. Reported at the file, with the name to rename it to. Token files (`*.tokens.json`) and `dialogc.json` are never reported. A warning: every spec that is checked is checked correctly; narrow the `include` pattern, or switch the rule off in `rules`, for JSON that is not a spec."),
        RuleDescriptor(
            .unknownLanguage, .input, .warning,
            summary: "a locale in `dialogc.json` names a language dialogc does not know (CLDR has no plural rules for it), such as `kr` for `ko` (note: did you mean)",
            rationale: "A locale code such as `kr` matches the pattern but names no language CLDR has rules for: most likely a typo for `ko`. Every text in the real language would otherwise be reported as an unknown locale and every text as missing the misspelt one, in the specs, far from the mistake. It is reported once, at the config, with the closest language dialogc knows; the specs' `unknown-locale` and `missing-translation` findings that it explains (texts in a locale the misspelt code is a plausible typo of) are left out. A warning, not an error: a real language CLDR lacks is still checked; switch the rule off in `rules` for it."),
        RuleDescriptor(
            .catalogIcon, .input, .warning,
            summary: "with `catalog.icons` set, `dialogc catalog` cannot draw a spec's icon from that folder: no `<name>.svg` for it, a name that would reach outside the folder, or a file that is not a usable SVG (unreadable, over 512 KB, not an `<svg>` document, or without the SVG namespace)",
            rationale: "The catalog draws the team's own icons from the folder the config names, so a designer reviews the dialog as it ships. An icon it cannot draw from there is drawn as the labelled placeholder, and without a finding the review would silently show a grey square where the team expects its icon. Reported at the spec's icon name, saying which file to add or fix; the rest of the page is drawn. Only the catalog reports it. A warning: the dialog itself is fine; switch it off in `rules` for a folder that holds only some icons."),
    ]
}
