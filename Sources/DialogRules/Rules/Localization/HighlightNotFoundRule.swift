import DialogDiagnostics
import DialogModel

/// `highlight-not-found`: a `highlights` entry does not occur in the message in some locale.
///
/// Each locale of a highlight is looked for in the message's text of the same locale (a
/// plain string is the default locale's), both as displayed: tags removed, placeholders
/// written `{name}`, so `"{teamName}"` can be highlighted. The match is exact, case and
/// white space included. A locale the message lacks is `missing-translation`'s finding, not
/// this rule's; an empty highlight matches nothing.
public struct HighlightNotFoundRule: Rule {
    public init() {}

    public var id: RuleID { .highlightNotFound }

    public var details: String {
        "Each locale of a highlight is looked for in the message of the same locale (a plain string is the default locale's), both as displayed: tags removed, placeholders as `{name}`. The match is exact, case and spaces included; an empty highlight matches nothing. A locale the message lacks is `missing-translation`'s."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let message = context.spec.message
        // With many entries, each locale's message is indexed once rather than searched
        // once per entry (`String.contains` compares characters, as the index does).
        let indexes = SubstringIndex<Character>.worthBuilding(forLookups: context.spec.highlights.count)
        var indexed: [String: SubstringIndex<Character>] = [:]
        var findings: [Diagnostic] = []
        for (index, highlight) in context.spec.highlights.enumerated() {
            for entry in highlight.text.entries {
                let locale = context.locale(of: entry)
                let wanted = entry.text.plainText
                guard let message else {
                    findings.append(context.finding(HighlightNotFoundMessage.noMessage(index: index, text: wanted), at: entry.range))
                    continue
                }
                guard let messageEntry = context.entry(of: message, in: locale) else { continue }
                if !wanted.isEmpty {
                    if indexes {
                        let messageIndex = indexed[locale] ?? SubstringIndex(messageEntry.text.plainText)
                        indexed[locale] = messageIndex
                        if messageIndex.firstOccurrence(of: wanted) != nil { continue }
                    } else if messageEntry.text.plainText.contains(wanted) {
                        continue
                    }
                }
                let note = context.note(HighlightNotFoundMessage.messageNote(locale), at: messageEntry.range)
                findings.append(
                    context.finding(HighlightNotFoundMessage.notFound(index: index, text: wanted, locale: locale), at: entry.range, notes: [note]))
            }
        }
        return findings
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "ko": "이 타이머를 삭제할까요?", "en": "Delete this timer?" },
                  "message": { "ko": "삭제한 타이머는 되돌릴 수 없어요.", "en": "A deleted timer cannot be restored." },
                  "highlights": [
                    { "text": { "ko": "되돌릴 수 없어요", "en": 1️⃣"can't be restored" }, "style": "danger" }
                  ],
                  "buttons": [{ "id": "delete", "title": { "ko": "삭제", "en": "Delete" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "ko": "이 타이머를 삭제할까요?", "en": "Delete this timer?" },
                  "message": { "ko": "삭제한 타이머는 되돌릴 수 없어요.", "en": "A deleted timer can't be restored." },
                  "highlights": [
                    { "text": { "ko": "되돌릴 수 없어요", "en": "can't be restored" }, "style": "danger" }
                  ],
                  "buttons": [{ "id": "delete", "title": { "ko": "삭제", "en": "Delete" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#)
            ])
    }
}

enum HighlightNotFoundMessage {
    static func notFound(index: Int, text: String, locale: String) -> String {
        if text.isEmpty {
            return "the '\(locale)' text of highlight \(index + 1) is empty and highlights nothing; write the words of the message to highlight"
        }
        return "the '\(locale)' text of highlight \(index + 1), '\(text)', does not occur in the '\(locale)' message; "
            + "copy the words exactly as the message writes them (case and spaces count), or update the highlight after changing the message"
    }

    static func noMessage(index: Int, text: String) -> String {
        "highlight \(index + 1) ('\(text)') has no message to highlight in; add a 'message' that contains it, or remove the highlight"
    }

    static func messageNote(_ locale: String) -> String {
        "the '\(locale)' message is here"
    }
}
