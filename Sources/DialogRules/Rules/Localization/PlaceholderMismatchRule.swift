import DialogDiagnostics
import DialogModel

/// `placeholder-mismatch`: the locales of one text differ in placeholders, or a placeholder's
/// declared type conflicts.
///
/// Locales: each locale's set of placeholder names is compared with the reference locale's
/// (the default locale, else the first written); order and repetition may differ, as word
/// order does between languages. Reported at the differing string, with a note at the
/// reference.
///
/// Declared types: a text cannot state a type, so the only conflict a spec can hold is a
/// name declared in `parameters` that no text of the dialog uses: the declaration gives a
/// type to a value the dialog never shows (usually a renamed or misspelled placeholder).
/// Reported at the parameter's name. A placeholder that is used but not declared is not a
/// conflict: it is a `String` (docs/format/spec.md).
public struct PlaceholderMismatchRule: Rule {
    public init() {}

    public var id: RuleID { .placeholderMismatch }

    public var details: String {
        "Each locale's set of placeholders is compared with the default locale's (else the first written); order and repetition may differ. A text cannot state a type, so the declared-type conflict a spec can hold is a name declared in `parameters` that no text uses; it is reported at the name. An undeclared placeholder is a `String`, not a conflict."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let texts = context.spec.texts
        return texts.flatMap { localeMismatches(of: $0, in: context) } + unusedParameters(texts: texts, in: context)
    }

    private func localeMismatches(of text: SpecText, in context: RuleContext) -> [Diagnostic] {
        guard text.text.entries.count > 1, let reference = LocaleComparison.reference(of: text.text, in: context) else { return [] }
        let expected = Set(reference.text.placeholders)
        let referenceLocale = context.locale(of: reference)
        return text.text.entries.compactMap { entry in
            let found = Set(entry.text.placeholders)
            guard found != expected else { return nil }
            let message = PlaceholderMismatchMessage.differs(
                text.name, locale: context.locale(of: entry), referenceLocale: referenceLocale,
                missing: reference.text.placeholders.filter { !found.contains($0) },
                extra: entry.text.placeholders.filter { !expected.contains($0) })
            let note = context.note(PlaceholderMismatchMessage.referenceNote(referenceLocale, placeholders: reference.text.placeholders), at: reference.range)
            return context.finding(message, at: entry.range, notes: [note])
        }
    }

    private func unusedParameters(texts: [SpecText], in context: RuleContext) -> [Diagnostic] {
        let used = Set(texts.flatMap { $0.text.entries.flatMap(\.text.placeholders) })
        return context.spec.parameters.compactMap { parameter in
            guard !used.contains(parameter.name.value) else { return nil }
            let message = PlaceholderMismatchMessage.unused(parameter.name.value, type: parameter.type.value)
            return context.finding(message, at: parameter.name.range)
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": { "ko": "업로드에 실패했어요", "en": "Upload failed" },
                  "message": {
                    "ko": "{fileName} 파일을 올리지 못했어요. ({attempt}번째 시도)",
                    "en": 1️⃣"{filename} could not be uploaded."
                  },
                  "parameters": { "fileName": "String", "attempt": "Int", 2️⃣"retryLimit": "Int" },
                  "buttons": [{ "id": "retry", "title": { "ko": "다시 시도", "en": "Try again" }, "role": "primary" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": { "ko": "업로드에 실패했어요", "en": "Upload failed" },
                  "message": {
                    "ko": "{fileName} 파일을 올리지 못했어요. ({attempt}번째 시도)",
                    "en": "Attempt {attempt}: {fileName} could not be uploaded."
                  },
                  "parameters": { "fileName": "String", "attempt": "Int" },
                  "buttons": [{ "id": "retry", "title": { "ko": "다시 시도", "en": "Try again" }, "role": "primary" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ])
    }
}

enum PlaceholderMismatchMessage {
    static func differs(_ name: String, locale: String, referenceLocale: String, missing: [String], extra: [String]) -> String {
        var differences: [String] = []
        if !missing.isEmpty { differences.append("lacks \(braced(missing))") }
        if !extra.isEmpty { differences.append("has \(braced(extra)), which the '\(referenceLocale)' text does not") }
        return "the '\(locale)' text of \(name) \(differences.joined(separator: " and ")); "
            + "every locale of a text must show the same placeholders, so use the '\(referenceLocale)' text's names"
    }

    static func referenceNote(_ locale: String, placeholders: [String]) -> String {
        placeholders.isEmpty
            ? "the '\(locale)' text has no placeholders"
            : "the '\(locale)' text has \(braced(placeholders))"
    }

    static func unused(_ name: String, type: ParameterType) -> String {
        "parameter '\(name)' is declared \(type.rawValue), but no text of the dialog shows {\(name)}; "
            + "use it in a text, or remove the declaration (a renamed placeholder leaves this behind)"
    }

    private static func braced(_ names: [String]) -> String {
        Wording.quotedList(names.map { "{\($0)}" })
    }
}
