import DialogDiagnostics
import DialogJSON
import DialogModel

/// `control-character`: a text holds a character that XML 1.0 cannot carry, written as a
/// JSON escape (`\u0007`, `\u001b`, `\b`, `\f`): a C0 control other than tab, line feed and
/// carriage return, or U+FFFE or U+FFFF.
///
/// The predicate is `XMLCharacters.isUnrepresentable`, the one `dialogc strings export`
/// refuses an XLIFF export by and `dialogc strings import` refuses a translation by, so a
/// spec that lints clean always exports. It covers every string an export writes: the texts
/// of `context.texts` (highlights included: they are units too), buttons' accessibility
/// texts, each plural form, and the spec's `description`, which is every unit's note. DEL
/// and the C1 controls are legal XML 1.0 and exported as they are: not this rule's. (A raw
/// control character in a string, or a lone surrogate escape, is a JSON syntax error already.)
/// One finding per string, at its first such character.
public struct ControlCharacterRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .controlCharacter, .localization, .error,
        summary: "a text holds a control character that XML 1.0 cannot carry",
        rationale:
            "Nothing shows it, and XLIFF is XML 1.0, which cannot hold C0 controls other than tab, line feed and carriage return (nor U+FFFE, U+FFFF), "
            + "not even as character references: the text would lint clean and then stop every `dialogc strings export --format xliff` of the project.",
        why: "`dialogc strings export` refuses the same characters, so a warning would let a spec through that stops every XLIFF export of the project; the import will not write them either.")

    public var reads: Set<SpecPart> { SpecPart.texts.union([.description]) }

    public var scope: FindingScope { .text }

    public var details: String {
        "Covers every string an XLIFF export writes: titles, messages, `highlights` entries, button titles and accessibility labels, hints and announcements, checkbox titles, text field placeholders, each locale and plural form, and the spec's `description` (every unit's note). "
            + "The characters are the C0 controls U+0000–U+001F but tab, line feed and carriage return, and U+FFFE, U+FFFF: those `strings export` refuses and `strings import` will not write. "
            + "DEL and the C1 controls U+007F–U+009F are legal XML 1.0 and pass. One finding per string, at its first such character (the escape that writes it)."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for text in context.texts {
            for form in text.forms { findings += finding(in: form.text.raw, at: form.range, what: "the \(context.label(of: form)) of \(text.name)", context) }
        }
        context.spec.textInventory.forEach { key, text in
            guard let (button, part) = key.spoken else { return }
            let name = part == "success" || part == "failure" ? "\(part) announcement" : part
            for form in text.forms {
                findings += finding(
                    in: form.text.raw, at: form.range, what: "the \(context.label(of: form)) of the accessibility \(name) of button '\(button)'", context)
            }
        }
        if let description = context.spec.description {
            findings += finding(in: description.value, at: description.range, what: "the description", context)
        }
        return findings
    }

    /// The finding for the string `raw`, written as the literal at `range`: at the escape of
    /// its first character XML cannot carry, or at the literal if its bytes say nothing else.
    /// `what` is worded only for a finding: every string of every spec passes through here.
    private func finding(in raw: String, at range: SourceRange, what: @autoclosure () -> String, _ context: RuleContext) -> [Diagnostic] {
        guard let scalar = XMLCharacters.firstUnrepresentable(in: raw) else { return [] }
        let escape = JSONStringLiteral.units(of: context.spec.file.bytes, at: range)?.first { XMLCharacters.isUnrepresentable($0.scalar) }?.range
        let message = ControlCharacterMessage.found(what(), XMLCharacters.describe(scalar), written: escape.map(context.sourceText(of:)))
        return [context.finding(message, at: escape ?? range)]
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "description": "Asks before deleting a timer.1️⃣\u001b[0m",
                  "title": { "en": "Delete this timer?2️⃣\u0007", "de": "Diesen Timer löschen?" },
                  "message": {
                    "en": { "plural": "timers", "one": "One timer3️⃣\f will be deleted.", "other": "{timers} timers will be deleted." },
                    "de": "{timers} Timer werden gelöscht."
                  },
                  "parameters": { "timers": "Int" },
                  "buttons": [
                    { "id": "delete", "title": "Delete", "role": "destructive", "accessibility": { "label": "Delete the timer4️⃣\uFFFF" } },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ]
                }
                """#, config: #"{ "locales": ["en", "de"] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "message": "Line one\nLine two,\tafter a tab.\r\nDEL \u007f and C1 \u0085 are legal XML.",
                  "buttons": [
                    { "id": "delete", "title": "Delete", "role": "destructive" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ]
                }
                """#)
            ])
    }
}

enum ControlCharacterMessage {
    /// `written` is the escape as the spec writes it (`\u0007`), when known.
    static func found(_ what: String, _ character: String, written: String?) -> String {
        "\(what) holds \(character)\(written.map { " (written \($0))" } ?? ""), which nothing displays and XML 1.0 cannot carry, "
            + "so no XLIFF export of the project could hold it; remove it, or write a line break as \\n if one was meant"
    }
}

extension RuleID {
    public static let controlCharacter = RuleID("control-character")
}
