import DialogDiagnostics
import DialogModel

/// `text-whitespace`: a displayed text starts or ends with white space (a new line
/// included), as displayed: markup removed.
///
/// Covers titles, messages, button titles, checkbox titles and text field placeholders.
/// Not `highlights` entries: they are substrings to find in the message, and a space there
/// is `highlight-not-found`'s business. A text of only white space is `empty-text`'s finding
/// where that rule applies (titles, messages, button titles), and this rule's elsewhere.
public struct TextWhitespaceRule: Rule {
    public init() {}

    public var id: RuleID { .textWhitespace }

    public var details: String {
        "Covers titles, messages, button titles, checkbox titles and text field placeholders, as displayed (tags removed); a line break counts as white space. Not `highlights` entries, which are substrings to find. A text of only white space is `empty-text`'s finding where that rule applies."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.texts.filter { $0.field != .highlight }.flatMap { text in
            text.forms.compactMap { form -> Diagnostic? in
                let plain = form.text.plainText
                guard let first = plain.first, let last = plain.last else { return nil }
                if EmptyTextRule.isBlank(form.text), EmptyTextRule.fields.contains(text.field) { return nil }
                let edge: TextWhitespaceMessage.Edge
                switch (first.isWhitespace, last.isWhitespace) {
                case (true, true): edge = .both
                case (true, false): edge = .start
                case (false, true): edge = .end
                case (false, false): return nil
                }
                return context.finding(TextWhitespaceMessage.stray(text.name, label: context.label(of: form), edge: edge), at: form.range)
            }
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": 1️⃣"Delete this timer? ",
                  "message": 2️⃣"\nA deleted timer can't be restored.",
                  "buttons": [
                    { "id": "delete", "title": "Delete", "role": "destructive" },
                    { "id": "cancel", "title": 3️⃣" Cancel ", "role": "cancel" }
                  ]
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "✉️\nTeam invitation!",
                  "message": "Join <accent>{teamName}</accent>?",
                  "buttons": [{ "id": "accept", "title": "Accept" }]
                }
                """#)
            ])
    }
}

enum TextWhitespaceMessage {
    enum Edge {
        case start, end, both

        var words: String {
            switch self {
            case .start: "starts"
            case .end: "ends"
            case .both: "starts and ends"
            }
        }
    }

    static func stray(_ name: String, label: String, edge: Edge) -> String {
        "the \(label) of \(name) \(edge.words) with white space, which shifts centred text; "
            + "remove it, and use spacing tokens for room around the text"
    }
}
