import DialogDiagnostics
import DialogModel

/// `placeholder-mismatch`: the locales of one text differ in placeholders.
///
/// Locales: each locale's set of placeholder names is compared with the reference locale's
/// (the default locale, else the first written); order and repetition may differ, as word
/// order does between languages. Reported at the differing string, with a note at the
/// reference. An error: people reading different locales would see different values, or a
/// value the app never supplies. Each plural form is compared on its own; a form may leave
/// out its plural's selector (`"one": "Delete this message?"`). (A declared parameter no text shows is only dead code:
/// `unused-parameter`, a warning.)
public struct PlaceholderMismatchRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .placeholderMismatch, .localization, .error,
        summary: "the locales of one text differ in placeholders",
        rationale: "Every translation must show the same values.",
        why: "People reading different locales would see different values, or a placeholder the app never fills. (A declared parameter no text shows is only dead: `unused-parameter`, a warning.)")

    public var reads: Set<SpecPart> { SpecPart.texts.union([.parameters]) }

    public var scope: FindingScope { .text }

    public var details: String {
        "Each locale's set of placeholders is compared with the default locale's (else the first written); order and repetition may differ. Each plural form is compared on its own, and may leave out the plural's selector (`\"one\": \"Delete this message?\"`). An undeclared placeholder is a `String`, not a conflict; a declared parameter that no text shows is `unused-parameter`."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.texts.flatMap { localeMismatches(of: $0, in: context) }
    }

    private func localeMismatches(of text: SpecText, in context: RuleContext) -> [Diagnostic] {
        let forms = text.forms
        guard forms.count > 1, let reference = LocaleComparison.reference(of: text.text, in: context) else { return [] }
        let expected = Set(reference.text.placeholders)
        let referenceLabel = context.label(of: reference)
        let selectors = Self.selectors(of: text.text)
        return forms.compactMap { form in
            var found = Set(form.text.placeholders)
            if form.category != nil {
                for selector in selectors[context.locale(of: form)] ?? [] where expected.contains(selector) { found.insert(selector) }
            }
            guard found != expected else { return nil }
            let message = PlaceholderMismatchMessage.differs(
                text.name, label: context.label(of: form), referenceLabel: referenceLabel,
                missing: reference.text.placeholders.filter { !found.contains($0) },
                extra: form.text.placeholders.filter { !expected.contains($0) })
            let note = context.note(PlaceholderMismatchMessage.referenceNote(referenceLabel, placeholders: reference.text.placeholders), at: reference.range)
            return context.finding(message, at: form.range, notes: [note])
        }
    }

    /// Each plural entry's selectors by locale, a nested plural's second (none for a text
    /// without plurals): a form may leave out the count it is chosen by.
    private static func selectors(of text: LocalizedText) -> [String: [String]] {
        guard text.hasPlural else { return [:] }
        var selectors: [String: [String]] = [:]
        for entry in text.entries {
            guard let locale = entry.locale?.value, let plural = entry.plural else { continue }
            selectors[locale] = [plural.selector.value] + (plural.nestedSelector.map { [$0.value] } ?? [])
        }
        return selectors
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
                  "parameters": { "fileName": "String", "attempt": "Int" },
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
    static func differs(_ name: String, label: String, referenceLabel: String, missing: [String], extra: [String]) -> String {
        var differences: [String] = []
        if !missing.isEmpty { differences.append("lacks \(braced(missing))") }
        if !extra.isEmpty { differences.append("has \(braced(extra)), which the \(referenceLabel) does not") }
        return "the \(label) of \(name) \(differences.joined(separator: " and ")); "
            + "every locale of a text must show the same placeholders, so use the \(referenceLabel)'s names"
    }

    static func referenceNote(_ label: String, placeholders: [String]) -> String {
        placeholders.isEmpty
            ? "the \(label) has no placeholders"
            : "the \(label) has \(braced(placeholders))"
    }

    private static func braced(_ names: [String]) -> String {
        Wording.quotedList(names.map { "{\($0)}" })
    }
}

extension RuleID {
    public static let placeholderMismatch = RuleID("placeholder-mismatch")
}
