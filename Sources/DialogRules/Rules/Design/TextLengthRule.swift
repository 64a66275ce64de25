import DialogDiagnostics
import DialogModel

/// `text-length`: a title over 60, a message over 240, or a button title over 20 characters,
/// in any locale.
///
/// A character is what a reader sees as one: an extended grapheme cluster (Swift's
/// `Character`), so `✉️`, `é` written with a combining accent and a Hangul syllable each count
/// once. Counted on the text as displayed: highlight tags do not count, `{{` is one brace,
/// `\n` is one character, and a placeholder counts as written, `{name}`, a stand-in for a
/// value whose length is unknown until run time.
public struct TextLengthRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .textLength, .design, .warning,
        summary: "a title over 60, a message over 240 or a button title over 20 Unicode characters in any locale; options per field",
        rationale: "Dialogs are read at a glance.",
        options: [title, message, button])

    static let title = RuleOption("title", .positiveInteger, default: .value(60), "most characters in a title")
    static let message = RuleOption("message", .positiveInteger, default: .value(240), "most characters in a message")
    static let button = RuleOption("button", .positiveInteger, default: .value(20), "most characters in a button title")

    public var reads: Set<SpecPart> { SpecPart.texts }

    public var scope: FindingScope { .text }

    public var details: String {
        "A character is an extended grapheme cluster (what a reader sees as one: `✉️`, a Hangul syllable, `é` with a combining accent). Counted on the displayed text: highlight tags do not count, `{{` is one brace, a line break is one character, and a placeholder counts as written, `{name}`, a stand-in for its value."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let limits: [SpecText.Field: (option: String, limit: Int)] = [
            .title: ("title", context.integer(Self.title)),
            .message: ("message", context.integer(Self.message)),
            .buttonTitle: ("button", context.integer(Self.button)),
        ]
        return context.texts.flatMap { text -> [Diagnostic] in
            guard let (option, limit) = limits[text.field] else { return [] }
            return text.forms.compactMap { form in
                let length = form.text.plainText.count
                guard length > limit else { return nil }
                let message = TextLengthMessage.tooLong(
                    text.name, label: context.label(of: form), length: length, limit: limit, option: option)
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
                  "title": 1️⃣"Are you really sure that you want to delete this timer and all of its history?",
                  "buttons": [
                    { "id": "delete", "title": 2️⃣"Delete the timer and its history", "role": "destructive" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ]
                }
                """#),
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "en": "Delete timer?", "ko": 1️⃣"이 타이머를 정말로 삭제할까요?" },
                  "buttons": [{ "id": "delete", "title": { "en": "Delete", "ko": "삭제" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["en", "ko"], "rules": { "text-length": { "title": 15 } } }"#),
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "message": "A deleted timer can't be restored.",
                  "buttons": [
                    { "id": "delete", "title": "Delete", "role": "destructive" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ]
                }
                """#),
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "✉️✉️✉️✉️✉️✉️✉️✉️✉️✉️",
                  "buttons": [{ "id": "accept", "title": "<accent>Accept</accent>" }]
                }
                """#, config: #"{ "rules": { "text-length": { "title": 10, "button": 6 } } }"#),
            ])
    }
}

enum TextLengthMessage {
    static func tooLong(_ name: String, label: String, length: Int, limit: Int, option: String) -> String {
        "the \(label) of \(name) is \(CountWording.count(length, "character")), over the limit of \(limit); "
            + "shorten it, or raise option '\(option)' of text-length in dialogc.json"
    }
}

extension RuleID {
    public static let textLength = RuleID("text-length")
}
