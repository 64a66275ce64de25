import DialogDiagnostics
import DialogModel

/// `vague-button-title`: a button title that is a bare yes, no or OK, on a dialog with a
/// destructive button, where "OK" invites the mistake the dialog exists to prevent.
///
/// Every title is compared, trimmed of white space, with the words of every listed
/// language, whatever locale it is in (an English "OK" in a Korean text is as vague);
/// Latin letters are compared without case. Reported at the title string of the locale.
public struct VagueButtonTitleRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .vagueButtonTitle, .design, .warning,
        summary: "a button title is a bare yes/no/ok in any locale on a dialog with a destructive button",
        rationale: "Titles that name the action (\"Delete\") prevent mistakes that \"OK\" invites.")

    public var reads: Set<SpecPart> { [.buttons] }

    public var scope: FindingScope { .text }

    public var details: String {
        "Each title, in each locale, is trimmed and compared with every listed word whatever its locale (an English \"OK\" in a Korean text is as vague); Latin letters ignore case. Reported at the title string of the locale it occurs in."
    }

    /// docs/rules.md's lists. Latin words lower-cased, as they are compared.
    static let vagueTitles: Set<String> = [
        // en
        "yes", "no", "ok",
        // ko
        "예", "아니오", "네", "아니요", "확인",
    ]

    static func isVague(_ title: String) -> Bool {
        let trimmed = title.trimmingWhiteSpace
        // Lower-casing leaves Hangul unchanged, so one lower-cased lookup serves both lists.
        return vagueTitles.contains(trimmed.lowercased())
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let buttons = context.spec.buttons
        guard buttons.contains(where: { $0.role.value == .destructive }) else { return [] }
        return buttons.flatMap { button in
            button.title.forms.compactMap { form -> Diagnostic? in
                let title = form.text.plainText
                guard Self.isVague(title) else { return nil }
                let message = VagueButtonTitleMessage.vague(button, title: title.trimmingWhiteSpace, label: context.label(of: form, noun: "title"))
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
                  "title": { "en": "Delete this timer?", "ko": "이 타이머를 삭제할까요?" },
                  "buttons": [
                    { "id": "delete", "title": { "en": 1️⃣"OK", "ko": 2️⃣"확인" }, "role": "destructive" },
                    { "id": "cancel", "title": { "en": "Cancel", "ko": "취소" }, "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#, config: #"{ "locales": ["en", "ko"] }"#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "en": "Delete this timer?", "ko": "이 타이머를 삭제할까요?" },
                  "buttons": [
                    { "id": "delete", "title": { "en": "Delete", "ko": "삭제" }, "role": "destructive" },
                    { "id": "cancel", "title": { "en": "Cancel", "ko": "취소" }, "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#, config: #"{ "locales": ["en", "ko"] }"#),
                RuleExample(#"""
                {
                  "id": "notice.simple",
                  "title": "Something new",
                  "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }]
                }
                """#),
            ])
    }
}

extension String {
    /// The string without leading and trailing white space (new lines included).
    var trimmingWhiteSpace: String {
        let characters = Substring(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}

enum VagueButtonTitleMessage {
    static func vague(_ button: DialogButton, title: String, label: String) -> String {
        "the \(label) of button '\(button.id.value)' is '\(title)', which does not say what happens on a dialog "
            + "with a destructive action; name the action instead, such as 'Delete' or 'Keep'"
    }
}

extension RuleID {
    public static let vagueButtonTitle = RuleID("vague-button-title")
}
