import DialogDiagnostics
import DialogModel

/// `missing-plural-form`: a locale's plural lacks a category that CLDR's rules pick for some
/// whole number in that locale, or a locale's text is a plain string while another locale
/// of the same text varies by count and this locale has several categories; also a form
/// that is a plural on a second parameter and lacks such a category.
///
/// The categories are CLDR's (generated from plurals.xml, `PluralRules`): those with
/// whole-number samples, since a selector is always an `Int` (English `one`; Russian `one`,
/// `few`, `many`; Arabic all six). A warning, not an error: the generated code shows the
/// `other` form for a category the entry lacks, so the dialog still says something, only
/// not in the grammar of that count (like Xcode, which marks such a catalog entry as
/// needing review rather than failing the build).
public struct MissingPluralFormRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .missingPluralForm, .localization, .warning,
        summary: "a locale's plural lacks a category CLDR's rules choose for some count there, or is one string while another locale varies by count",
        rationale: "Counts of that category would read ungrammatically (\"1 messages\"). It is a warning, not an error: the generated code shows the `other` form for a missing category, so the dialog still shows the count.")

    public var reads: Set<SpecPart> { SpecPart.texts.union([.parameters]) }

    public var scope: FindingScope { .text }

    public var details: String {
        "The categories a locale needs are those CLDR's cardinal rules pick for some whole number there (CLDR data in `PluralRules+CLDR.swift`; a regional code uses its language's rules when CLDR has none of its own): English `one` and `other`, French `one`, `many` and `other`, Russian `one`, `few`, `many`, Arabic all six, Korean and Japanese only `other`. `other` itself is required by the format (`missing-key`). One finding per locale, at its plural (or its string, when another locale of the text is a plural and this one is a plain string), naming every missing category in CLDR's order."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.texts.flatMap { text -> [Diagnostic] in
            guard text.text.hasPlural else { return [] }
            let selector = text.text.entries.lazy.compactMap(\.plural?.selector.value).first ?? ""
            return text.text.entries.flatMap { entry -> [Diagnostic] in
                let locale = context.locale(of: entry.forms[0])
                let required = PluralRules.requiredCategories(for: locale)
                guard let plural = entry.plural else {
                    guard required.count > 1 else { return [] }
                    let message = MissingPluralFormMessage.notPlural(text.name, locale: locale, selector: selector, needed: required)
                    return [context.finding(message, at: entry.range)]
                }
                var findings: [Diagnostic] = []
                let written = Set(plural.forms.map(\.category.value))
                let missing = required.filter { !written.contains($0) }
                if !missing.isEmpty {
                    let message = MissingPluralFormMessage.missing(text.name, locale: locale, missing: missing)
                    findings.append(context.finding(message, at: SourceRange(entry.range.lowerBound, entry.range.lowerBound + 1)))
                }
                // A form that is a plural on a second parameter needs the same categories.
                for form in plural.forms {
                    guard let nested = form.nested else { continue }
                    let nestedWritten = Set(nested.forms.map(\.category.value))
                    let nestedMissing = required.filter { !nestedWritten.contains($0) }
                    guard !nestedMissing.isEmpty else { continue }
                    let message = MissingPluralFormMessage.missingNested(
                        text.name, locale: locale, form: form.category.value, selector: nested.selector.value, missing: nestedMissing)
                    findings.append(context.finding(message, at: SourceRange(form.range.lowerBound, form.range.lowerBound + 1)))
                }
                return findings
            }
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "inbox.delete",
                  "message": {
                    "en": { "plural": "count", "one": "Delete {count} message?", "other": "Delete {count} messages?" },
                    "ru": 1️⃣{ "plural": "count", "one": "Удалить {count} сообщение?", "other": "Удалить {count} сообщения?" }
                  },
                  "parameters": { "count": "Int" },
                  "buttons": [{ "id": "delete", "title": { "en": "Delete", "ru": "Удалить" }, "role": "primary" }]
                }
                """#, config: #"{ "locales": ["en", "ru"] }"#),
                RuleExample(#"""
                {
                  "id": "inbox.delete",
                  "message": {
                    "en": { "plural": "count", "one": "Delete {count} message?", "other": "Delete {count} messages?" },
                    "ru": 1️⃣"Удалить сообщения ({count})?"
                  },
                  "parameters": { "count": "Int" },
                  "buttons": [{ "id": "delete", "title": { "en": "Delete", "ru": "Удалить" }, "role": "primary" }]
                }
                """#, config: #"{ "locales": ["en", "ru"] }"#),
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "inbox.delete",
                  "message": {
                    "en": { "plural": "count", "one": "Delete this message?", "other": "Delete {count} messages?" },
                    "ru": { "plural": "count", "one": "Удалить {count} сообщение?", "few": "Удалить {count} сообщения?", "many": "Удалить {count} сообщений?", "other": "Удалить {count} сообщения?" },
                    "ko": "메시지 {count}개를 삭제할까요?"
                  },
                  "parameters": { "count": "Int" },
                  "buttons": [{ "id": "delete", "title": { "en": "Delete", "ru": "Удалить", "ko": "삭제" }, "role": "primary" }]
                }
                """#, config: #"{ "locales": ["en", "ru", "ko"] }"#)
            ])
    }
}

enum MissingPluralFormMessage {
    static func missing(_ name: String, locale: String, missing: [PluralCategory]) -> String {
        let forms = missing.map { "\"\($0.rawValue)\": \"…\"" }.joined(separator: ", ")
        return "the '\(locale)' plural of \(name) has no \(Wording.quotedList(missing.map(\.rawValue))) form, which CLDR's rules choose for some counts in '\(locale)'; "
            + "add \(forms) (until then those counts show the 'other' form)"
    }

    static func missingNested(_ name: String, locale: String, form: PluralCategory, selector: String, missing: [PluralCategory]) -> String {
        let forms = missing.map { "\"\($0.rawValue)\": \"…\"" }.joined(separator: ", ")
        return "the '\(form.rawValue)' form of the '\(locale)' plural of \(name) varies by {\(selector)} but has no "
            + "\(Wording.quotedList(missing.map(\.rawValue))) form, which CLDR's rules choose for some counts in '\(locale)'; "
            + "add \(forms) (until then those counts show its 'other' form)"
    }

    static func notPlural(_ name: String, locale: String, selector: String, needed: [PluralCategory]) -> String {
        "the '\(locale)' text of \(name) is one string, but another locale varies it with {\(selector)} and '\(locale)' has the categories "
            + "\(Wording.quotedList(needed.map(\.rawValue))); write it as {\"plural\": \"\(selector)\", "
            + needed.map { "\"\($0.rawValue)\": \"…\"" }.joined(separator: ", ") + "}"
    }
}

extension RuleID {
    public static let missingPluralForm = RuleID("missing-plural-form")
}
