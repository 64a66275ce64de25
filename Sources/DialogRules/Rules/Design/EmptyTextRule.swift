import DialogDiagnostics
import DialogModel

/// `empty-text`: a title, message or button title that is empty or only white space in
/// some locale, as displayed: `"<accent> </accent>"` draws nothing too. A placeholder is
/// not empty: it shows a value.
public struct EmptyTextRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .emptyText, .design, .error,
        summary: "a title, message or button title is empty or only white space",
        rationale: "Empty text draws an empty box.",
        why: "An empty title, message or button draws an empty box and gives VoiceOver nothing to read: the dialog cannot be understood.")

    public var reads: Set<SpecPart> { SpecPart.texts }

    public var scope: FindingScope { .text }

    public var details: String {
        "Judged on the displayed text, so `<accent> </accent>` is empty too; a placeholder is not empty, it shows a value. Reported at the string of the locale."
    }

    /// The fields docs/rules.md names; white space elsewhere is `text-whitespace`'s.
    static let fields: Set<SpecText.Field> = [.title, .message, .buttonTitle]

    static func isBlank(_ text: DialogText) -> Bool {
        text.plainText.allSatisfy(\.isWhitespace)
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.texts.filter { Self.fields.contains($0.field) }.flatMap { text in
            text.forms.compactMap { form in
                guard Self.isBlank(form.text) else { return nil }
                let message = EmptyTextMessage.empty(text.name, label: context.label(of: form), isEmpty: form.text.raw.isEmpty)
                return context.finding(message, at: form.range)
            }
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "message": 1️⃣"  ",
                  "buttons": [
                    { "id": "delete", "title": 2️⃣"", "role": "destructive" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ]
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "message": "{teamName}",
                  "buttons": [{ "id": "accept", "title": "Accept" }]
                }
                """#)
            ])
    }
}

enum EmptyTextMessage {
    static func empty(_ name: String, label: String, isEmpty: Bool) -> String {
        let what = isEmpty ? "empty" : "only white space"
        return "the \(label) of \(name) is \(what), which draws an empty box; write the text, or remove the key if it is optional"
    }
}

extension RuleID {
    public static let emptyText = RuleID("empty-text")
}
