import DialogDiagnostics
import DialogModel

/// `missing-translation`: a text lacks a locale the config lists.
///
/// A plain string is the default locale's text only, so with `"locales": ["ko", "en"]` a
/// plain string lacks `en`. Every text is checked: titles, messages, button titles,
/// `highlights` entries, checkbox titles and text field placeholders. One finding per text,
/// at its value, naming every missing locale in the config's order.
public struct MissingTranslationRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .missingTranslation, .localization, .error,
        summary: "a text lacks a configured locale",
        rationale: "A missing translation shows the wrong language to some users.",
        why: "A locale without the text shows another language or nothing to the people of that locale.")

    public var reads: Set<SpecPart> { SpecPart.texts }

    public var scope: FindingScope { .text }

    public var details: String {
        "A plain string is the default locale's text only: with `\"locales\": [\"ko\", \"en\"]` it lacks `en`. Every text is checked (also `highlights` entries, checkbox titles and text field placeholders); one finding per text, at its value, naming every missing locale. A configured locale the config misspells (`kr` beside texts in `ko`: `unknown-language`) is not counted as missing."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let configured = context.config.locales.value
        return context.texts.compactMap { text in
            // A configured locale that misspells one the text has (`kr` for `ko`) is the
            // config's mistake, reported there (`unknown-language`): the text is not missing it.
            let misspelt = Set(text.text.entries.compactMap { $0.locale.flatMap { LocaleComparison.misspeltInConfig($0.value, configured: configured) } })
            let missing = context.missingLocales(configured, in: text.text).filter { !misspelt.contains($0) }
            guard !missing.isEmpty else { return nil }
            let message = text.text.isPlainString
                ? MissingTranslationMessage.plainString(text.name, defaultLocale: context.config.defaultLocale.value, missing: missing)
                : MissingTranslationMessage.missing(text.name, missing: missing)
            return context.finding(message, at: text.text.range)
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": 1️⃣{ "ko": "이 타이머를 삭제할까요?" },
                  "message": 2️⃣"삭제한 타이머는 되돌릴 수 없어요.",
                  "buttons": [
                    { "id": "delete", "title": { "ko": "삭제", "en": "Delete" }, "role": "destructive" },
                    { "id": "cancel", "title": { "ko": "취소", "en": "Cancel" }, "role": "cancel" }
                  ]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "ko": "이 타이머를 삭제할까요?", "en": "Delete this timer?" },
                  "buttons": [
                    { "id": "delete", "title": { "ko": "삭제", "en": "Delete" }, "role": "destructive" },
                    { "id": "cancel", "title": { "ko": "취소", "en": "Cancel" }, "role": "cancel" }
                  ]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#),
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "buttons": [{ "id": "delete", "title": "Delete", "role": "destructive" }]
                }
                """#),
            ])
    }
}

enum MissingTranslationMessage {
    static func missing(_ name: String, missing: [String]) -> String {
        let entries = missing.map { "\"\($0)\": \"…\"" }.joined(separator: ", ")
        return "\(name) has no \(Wording.quotedList(missing)) text; add \(entries) to it"
    }

    static func plainString(_ name: String, defaultLocale: String, missing: [String]) -> String {
        "\(name) is a plain string, the text of the default locale '\(defaultLocale)' only, so it lacks \(Wording.quotedList(missing)); "
            + "write it as an object of locales, as in {\"\(defaultLocale)\": \"…\", \"\(missing[0])\": \"…\"}"
    }
}

extension RuleID {
    public static let missingTranslation = RuleID("missing-translation")
}
