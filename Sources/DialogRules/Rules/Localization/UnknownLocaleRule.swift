import DialogDiagnostics
import DialogModel

/// `unknown-locale`: a text has a locale the config does not list. Reported at the locale
/// key, with a did-you-mean note for a configured locale that is a likely typo (`kr` for
/// `ko`) or the same language without a region (`en` for `en-US`).
public struct UnknownLocaleRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .unknownLocale, .localization, .warning,
        summary: "a text has a locale the config does not list",
        rationale: "A locale the project does not ship is dead text, or a typo for one it does.")

    public var reads: Set<SpecPart> { SpecPart.texts }

    public var scope: FindingScope { .text }

    public var details: String {
        "Reported at the locale key, with a did-you-mean note for a configured locale that is a likely typo or the same language without its region (`en` for `en-US`). Not reported when the config's locale is the typo (`\"locales\": [\"kr\"]` for texts in `ko`): `unknown-language` says so at the config."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let configured = context.config.locales.value
        return context.texts.flatMap { text in
            text.text.entries.compactMap { entry -> Diagnostic? in
                guard let locale = entry.locale, !configured.contains(locale.value) else { return nil }
                // The config misspells it: `unknown-language` says so there.
                guard LocaleComparison.misspeltInConfig(locale.value, configured: configured) == nil else { return nil }
                let notes = Self.suggestion(for: locale.value, among: configured).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
                return context.finding(UnknownLocaleMessage.unknown(locale.value, of: text.name, configured: configured), at: locale.range, notes: notes)
            }
        }
    }

    static func suggestion(for locale: String, among configured: [String]) -> String? {
        if let close = Suggestion.closest(to: locale, among: configured) { return close }
        let language = locale.split(separator: "-").first.map(String.init) ?? locale
        return configured.first { $0 == language || $0.hasPrefix(language + "-") }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "ko": "이 타이머를 삭제할까요?", "en": "Delete this timer?", 1️⃣"ja": "このタイマーを削除しますか?" },
                  "buttons": [{ "id": "delete", "title": { "ko": "삭제", 2️⃣"en-US": "Delete" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "ko": "이 타이머를 삭제할까요?", "en": "Delete this timer?" },
                  "buttons": [{ "id": "delete", "title": { "ko": "삭제", "en": "Delete" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ])
    }
}

enum UnknownLocaleMessage {
    static func unknown(_ locale: String, of name: String, configured: [String]) -> String {
        "\(name) has a text in locale '\(locale)', but the project's locales are \(Wording.quotedList(configured)); "
            + "add '\(locale)' to \"locales\" in dialogc.json, or remove or rename this text"
    }
}

extension RuleID {
    public static let unknownLocale = RuleID("unknown-locale")
}
