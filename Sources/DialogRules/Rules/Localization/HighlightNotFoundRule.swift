import DialogDiagnostics
import DialogModel

/// `highlight-not-found`: a `highlights` entry styles nothing in the message in some locale,
/// because it does not occur there, or only where a markup span or an earlier entry already
/// styles the text.
///
/// Each locale of a highlight is looked for in the message's text of the same locale (a
/// plain string is the default locale's), both as displayed: tags removed, placeholders
/// compared by name, so `"{teamName}"` can be highlighted. The match is exact, case and
/// white space included. The entries are placed in order by `HighlightPlacement`, exactly
/// as generated code places them, so an entry this rule accepts is one the generated code
/// draws (or one whose words already have its style). A plural message is checked in every
/// form, as generated code places the entries in the form it shows; a finding names the
/// forms an entry fails in when it does not fail in all. A locale the message lacks is `missing-translation`'s finding, not this rule's;
/// an empty highlight matches nothing.
public struct HighlightNotFoundRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .highlightNotFound, .localization, .error,
        summary: "a `highlights` entry does not occur in the message in some locale, or only where markup or an earlier entry already styles it",
        rationale: "A highlight that matches nothing styles nothing, usually because a translation changed; one whose text is already styled cannot be drawn either, since a character has one style.",
        why: "The highlight the author asked for silently does not appear; the dialog ships without its emphasis, as an unresolved reference would.")

    public var reads: Set<SpecPart> { [.message, .highlights] }

    public var details: String {
        "Each locale of a highlight is looked for in the message of the same locale (a plain string is the default locale's), both as displayed: tags removed, placeholders compared by name. The match is exact, case and spaces included; an empty highlight matches nothing. Entries are placed in order, each at its first occurrence that no `<style>` span and no earlier entry already styles, as generated code places them; an entry whose every occurrence is styled already is reported too, since a character has one style, unless one occurrence already has the entry's own style throughout (nothing is lost). A plural message is checked in each of its forms (the generated code places the entries in the form it shows), and the finding names the forms the entry fails in. A locale the message lacks is `missing-translation`'s."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let message = context.spec.message else {
            return context.spec.highlights.enumerated().flatMap { index, highlight in
                highlight.text.entries.map { context.finding(HighlightNotFoundMessage.noMessage(index: index, text: $0.text.plainText), at: $0.range) }
            }
        }
        let defaultLocale = context.config.defaultLocale.value
        // Placed once per locale and message form: every entry of a locale is placed with
        // the others, in order, as generated code places them in each form it shows.
        var placed: [String: [HighlightPlacement]] = [:]
        func placements(in messageEntry: LocalizedText.Entry, locale: String) -> [HighlightPlacement] {
            if let known = placed[locale] { return known }
            let highlights = context.spec.highlights.compactMap { highlight in
                highlight.text.text(for: locale, defaultLocale: defaultLocale).map { (text: $0, style: highlight.style.value) }
            }
            let forms = messageEntry.forms.map { HighlightPlacement(message: $0.text, highlights: highlights) }
            placed[locale] = forms
            return forms
        }
        return context.spec.highlights.enumerated().flatMap { index, highlight in
            highlight.text.entries.compactMap { entry -> Diagnostic? in
                let locale = context.locale(of: entry)
                guard let messageEntry = context.entry(of: message, in: locale) else { return nil }
                let forms = messageEntry.forms
                // The forms of the message the entry styles nothing in, with what became of it.
                var failing: [(form: TextForm, outcome: HighlightPlacement.Outcome)] = []
                for (form, placement) in zip(forms, placements(in: messageEntry, locale: locale)) {
                    switch placement.outcomes[index] {
                    case .placed, .alreadyStyled: continue
                    case .empty, .notFound, .covered: failing.append((form, placement.outcomes[index]))
                    }
                }
                guard let (firstForm, outcome) = failing.first else { return nil }
                // A plural message names its failing forms, unless the entry fails in all.
                // (By the first count's category: a plural on two counts has several forms per category.)
                var namedOnce: Set<PluralCategory> = []
                let named = failing.count < forms.count ? failing.compactMap(\.form.category).filter { namedOnce.insert($0).inserted } : []
                let wanted = entry.text.plainText
                let note = context.note(HighlightNotFoundMessage.messageNote(locale, forms: named), at: named.isEmpty ? messageEntry.range : firstForm.range)
                switch outcome {
                case .placed, .alreadyStyled:
                    return nil
                case .empty, .notFound:
                    return context.finding(HighlightNotFoundMessage.notFound(index: index, text: wanted, locale: locale, forms: named), at: entry.range, notes: [note])
                case .covered(let first):
                    return context.finding(
                        HighlightNotFoundMessage.covered(index: index, text: wanted, locale: locale, forms: named, by: first), at: entry.range, notes: [note])
                }
            }
        }
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
                """#, config: #"{ "locales": ["ko", "en"] }"#),
                RuleExample(#"""
                {
                  "id": "live.ban",
                  "title": { "ko": "차단할까요?", "en": "Ban this viewer?" },
                  "message": { "ko": "<accent>{name}</accent>님을 차단해요.", "en": "<accent>{name}</accent> will be banned." },
                  "parameters": { "name": "String" },
                  "highlights": [{ "text": { "ko": 1️⃣"{name}", "en": 2️⃣"{name}" }, "style": "danger" }],
                  "buttons": [{ "id": "ban", "title": { "ko": "차단", "en": "Ban" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#),
                // Every form of a plural message is checked: the 'one' form words it otherwise.
                RuleExample(#"""
                {
                  "id": "inbox.delete",
                  "title": { "ko": "메시지를 삭제할까요?", "en": "Delete messages?" },
                  "message": {
                    "ko": "메시지 {count}개는 되돌릴 수 없어요.",
                    "en": { "plural": "count", "one": "This message cannot be restored.", "other": "These {count} messages can't be restored." }
                  },
                  "parameters": { "count": "Int" },
                  "highlights": [{ "text": { "ko": "되돌릴 수 없어요", "en": 1️⃣"can't be restored" }, "style": "danger" }],
                  "buttons": [{ "id": "delete", "title": { "ko": "삭제", "en": "Delete" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["ko", "en"] }"#),
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
    /// "the 'en' message", or with plural forms "the 'one' form of the 'en' message", "the
    /// 'one' and 'few' forms of the 'ru' message".
    static func message(_ locale: String, forms: [PluralCategory]) -> String {
        guard !forms.isEmpty else { return "the '\(locale)' message" }
        let names = Wording.quotedList(forms.map(\.rawValue))
        return "the \(names) form\(forms.count == 1 ? "" : "s") of the '\(locale)' message"
    }

    /// `forms`: the plural forms of the message the entry fails in, empty when it fails in
    /// the whole message (every form).
    static func notFound(index: Int, text: String, locale: String, forms: [PluralCategory] = []) -> String {
        if text.isEmpty {
            return "the '\(locale)' text of highlight \(index + 1) is empty and highlights nothing; write the words of the message to highlight"
        }
        let fix = forms.isEmpty ? "" : ", or write them in every form"
        return "the '\(locale)' text of highlight \(index + 1), '\(text)', does not occur in \(message(locale, forms: forms)); "
            + "copy the words exactly as the message writes them (case and spaces count)\(fix), or update the highlight after changing the message"
    }

    static func covered(index: Int, text: String, locale: String, forms: [PluralCategory] = [], by styling: HighlightPlacement.Styling) -> String {
        let styler =
            switch styling {
            case .markup(let style): "the '<\(style)>' span of the message"
            case .highlight(let other, _): "highlight \(other + 1)"
            case .plain: "another style"
            }
        return "the '\(locale)' text of highlight \(index + 1), '\(text)', occurs in \(message(locale, forms: forms)) only where the text is styled already (first by \(styler)), "
            + "so generated code could not draw it; a character has one style, so remove this highlight or the markup, or highlight other words"
    }

    static func noMessage(index: Int, text: String) -> String {
        "highlight \(index + 1) ('\(text)') has no message to highlight in; add a 'message' that contains it, or remove the highlight"
    }

    static func messageNote(_ locale: String, forms: [PluralCategory] = []) -> String {
        "\(message(locale, forms: forms.prefix(1).map { $0 })) is here"
    }
}

extension RuleID {
    public static let highlightNotFound = RuleID("highlight-not-found")
}
