import DialogDiagnostics
import DialogModel

/// `accessibility-locales`: a button's accessibility label, hint or async announcement
/// (`success`, `failure`) lacks a locale its title has.
///
/// The generated view gives VoiceOver a label or hint only in the locales the spec writes it
/// in (a plain string counts as the default locale's, as for `missing-translation`); in a
/// locale without one VoiceOver reads the visible title, and a plain string would read the
/// default locale's words beside a translated title. One finding per label or hint, at its
/// value, naming the missing locales in the title's order.
public struct AccessibilityLocalesRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .accessibilityLocales, .accessibility, .warning,
        summary: "a button's accessibility label, hint or announcement lacks a locale its title has",
        rationale: "VoiceOver would read a label in another language than the title shows, or none.")

    public var reads: Set<SpecPart> { [.buttons] }

    public var scope: FindingScope { .element }

    public var details: String {
        "For each button, the locales of `accessibility.label`, `.hint`, `.success` and `.failure` must include every locale of its `title` (a plain string is the default locale's only). Where one is missing, VoiceOver reads a label or announces a result in another language than the title, or not at all. One finding per text, at its value, naming the missing locales."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let titles = Dictionary(context.spec.buttons.map { ($0.id.value, $0.title) }) { first, _ in first }
        return context.spec.textInventory.all.compactMap { key, text -> Diagnostic? in
            guard let (button, part) = key.spoken, let title = titles[button] else { return nil }
            let missing = context.missingLocales(title.entries.map(context.locale(of:)), in: text)
            guard !missing.isEmpty else { return nil }
            return context.finding(
                AccessibilityLocalesMessage.missing(part, button: button, missing: missing, isPlainString: text.isPlainString), at: text.range)
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": { "ko": "업로드에 실패했어요", "en": "Upload failed" },
                  "buttons": [{
                    "id": "retry", "title": { "ko": "다시 시도", "en": "Try again" }, "role": "primary",
                    "accessibility": { "label": 1️⃣"업로드 다시 시도", "hint": 2️⃣{ "ko": "파일을 다시 올립니다" } }
                  }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": { "ko": "업로드에 실패했어요", "en": "Upload failed" },
                  "buttons": [{
                    "id": "retry", "title": { "ko": "다시 시도", "en": "Try again" }, "role": "primary",
                    "accessibility": {
                      "label": { "ko": "업로드 다시 시도", "en": "Retry the upload" },
                      "hint": { "ko": "파일을 다시 올립니다", "en": "Uploads the file again" }
                    }
                  }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#),
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "buttons": [{ "id": "delete", "title": "Delete", "role": "destructive", "accessibility": { "label": "Delete the timer" } }]
                }
                """#),
            ])
    }
}

enum AccessibilityLocalesMessage {
    /// `part` is the key in `accessibility`: `label`, `hint`, `success` or `failure`.
    static func missing(_ part: String, button: String, missing: [String], isPlainString: Bool) -> String {
        let name = part == "success" || part == "failure" ? "\(part) announcement" : part
        let entries = missing.map { "\"\($0)\": \"…\"" }.joined(separator: ", ")
        let plain = isPlainString ? " (a plain string is the default locale's only)" : ""
        return "the accessibility \(name) of button '\(button)' has no \(Wording.quotedList(missing)) text while the title has\(plain), "
            + "so VoiceOver reads it in another language or not at all there; write it per locale and add \(entries)"
    }
}

extension RuleID {
    public static let accessibilityLocales = RuleID("accessibility-locales")
}
