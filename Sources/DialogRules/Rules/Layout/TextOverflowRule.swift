import DialogDiagnostics
import DialogLayout
import DialogModel

/// `text-overflow`: a button title needs more lines than `button.titleMaxLines` (2 by
/// default), a title more than 3, or a message more than 8, on some device x Dynamic Type
/// size x locale x theme. A button title is laid out on at most `button.titleMaxLines` lines
/// (docs/layout-model.md), so one cut there always needs more.
///
/// Line counts come from the shared layouts (`RuleContext.layouts`). One finding per text
/// and locale (per failing form of a plural), at that locale's entry (at the form), naming
/// the first failing combination in config order and counting the others: a long translation usually fails on many devices and sizes, and
/// one finding per combination would bury the others.
public struct TextOverflowRule: LayoutRule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .textOverflow, .layout, .warning,
        summary: "a button title needs more than the lines a button shows (`button.titleMaxLines`, 2 by default), a title more than 3 lines, or a message more than 8, on some device x Dynamic Type size x locale; options per field",
        rationale: "Text that wraps too far is truncated or crowds the dialog.",
        options: [title, message, button])

    public static let title = RuleOption("title", .positiveInteger, default: .value(3), "most lines of the title")
    public static let message = RuleOption("message", .positiveInteger, default: .value(8), "most lines of the message")
    public static let button = RuleOption(
        "button", .positiveInteger, default: .described("the theme's `button.titleMaxLines` (the most a button shows)"), "most lines of a button title")

    public var details: String {
        "Line counts are the layout engine's (`dialogc layout`): every configured device, Dynamic Type size, locale and theme, with the config's fonts or the embedded fallback metrics. A button title is counted as laid out, in a row or, when `auto` switched to a stack, at the stack's width. One finding per text and locale, at the text in that locale, naming the first failing combination (devices, then sizes, then themes, in config order) and how many others fail. A plural text is laid out in each of its forms, and judged per form: one finding per failing form, at that form, naming it. A text missing in a locale is not checked there (`missing-translation` reports it). Nor is a text with characters no configured font covers (Thai without a Thai face): measured with average widths, its line count is a guess, which `font-coverage` reports with the font to add; it is checked once the font is configured. A placeholder is measured as the wider of its parameter's `example` and `maxLength` wide characters (docs/format/spec.md, \"Parameters\"), else as written, `{name}`. Checkbox titles and text field placeholders are not checked."
    }

    /// One checked text: its name, kind, limit, and how to find its line count in a tree.
    private struct Target {
        /// Worded only for a finding (most texts fit).
        var name: () -> String
        var kind: TextOverflowMessage.Kind
        /// nil: only a title cut at its line cap fails (a button title with no `button` option).
        var limit: Int?
        var text: LocalizedText
        var laidOut: (TreeLandmarks) -> LineCount?
    }

    /// What the rule reads of a laid-out text (read in place, not copied out of the tree).
    private struct LineCount {
        var lines: Int
        var isTruncated: Bool

        /// nil also for a text with characters no configured font covers: measured with
        /// average widths, its line count is a guess that `font-coverage` reports with the
        /// font to add, and it is judged once the font is there.
        init?(_ node: LayoutNode?) {
            guard let count = node?.textLineCount, node?.text?.uncovered.isEmpty != false else { return nil }
            (lines, isTruncated) = count
        }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let spec = context.spec
        var targets: [Target] = []
        if let title = spec.title {
            let limit = context.integer(Self.title)
            targets.append(Target(name: { "the title" }, kind: .title, limit: limit, text: title) { LineCount($0.title) })
        }
        if let message = spec.message {
            let limit = context.integer(Self.message)
            targets.append(Target(name: { "the message" }, kind: .message, limit: limit, text: message) { LineCount($0.message) })
        }
        // Without the option a button title may fill the lines the theme's
        // `button.titleMaxLines` gives it; the layout cuts it there, and a cut one fails.
        let buttonLimit = context.configuredInteger(Self.button)
        for button in spec.buttons {
            let id = button.id.value
            targets.append(
                Target(
                    name: { "the title of button '\(id)'" }, kind: .button(optionSet: buttonLimit != nil), limit: buttonLimit, text: button.title
                ) { LineCount($0.button(id)?.label) })
        }
        return targets.flatMap { findings(for: $0, in: context) }
    }

    private func findings(for target: Target, in context: RuleContext) -> [Diagnostic] {
        context.config.layoutLocales.flatMap { locale -> [Diagnostic] in
            // A pseudo-locale's text is made from the default locale's, which is where to fix it.
            let entry =
                PseudoLocale(identifier: locale) == nil
                ? context.entry(of: target.text, in: locale)
                : PseudoLocale.sourceEntry(of: target.text, defaultLocale: context.config.defaultLocale.value)
            guard let entry else { return [] }
            // Only the first failing combination per form is named, the rest counted: keep
            // no list (this ran per text and locale over every combination, copying each).
            // A plural entry is judged per form, at the form: each layout shows one
            // category's form (`other` where the entry lacks it).
            let combinations = context.layouts.combinations
            var failures: [(form: PluralCategory?, combination: Int, text: LineCount, failing: Int)] = []
            for index in combinations.indices where combinations[index].locale == locale {
                // A text cut at its line cap (a button title) needs more lines than it shows,
                // whatever the limit.
                guard let text = target.laidOut(combinations[index].landmarks), text.lines > target.limit ?? .max || text.isTruncated else {
                    continue
                }
                let form = entry.plural.map { plural in combinations[index].plural.flatMap { plural.form($0)?.category.value } ?? .other }
                if let known = failures.firstIndex(where: { $0.form == form }) {
                    failures[known].failing += 1
                } else {
                    failures.append((form, index, text, 1))
                }
            }
            return failures.map { failure in
                let message = TextOverflowMessage.tooManyLines(
                    target.name(), locale: locale, form: failure.form, lines: failure.text.lines, moreFollow: failure.text.isTruncated,
                    limit: min(target.limit ?? .max, failure.text.lines), where: combinations[failure.combination], others: failure.failing - 1,
                    kind: target.kind, presentation: context.spec.presentation.value.rawValue)
                let range = failure.form.flatMap { entry.plural?.form($0)?.range } ?? entry.range
                let text = failure.form.flatMap { entry.plural?.form($0)?.text } ?? entry.text
                return context.finding(message, at: range, notes: standInNotes(text, context))
            }
        }
    }

    /// A note per placeholder of `text` measured with a stand-in for its value (an
    /// `example` or `maxLength`), at the parameter: the value the count is for.
    private func standInNotes(_ text: DialogText, _ context: RuleContext) -> [Diagnostic.Note] {
        text.placeholders.compactMap { name in
            guard let parameter = context.spec.parameters.first(where: { $0.name.value == name }), parameter.isMeasured else { return nil }
            return context.note(TextOverflowMessage.measuredWithStandIn(name, maxLength: parameter.maxLength?.value, hasExample: parameter.example != nil), at: parameter.name.range)
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "buttons": [
                    { "id": "delete", "title": 1️⃣"Delete the timer and its whole history", "role": "destructive" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": { "en": 1️⃣"Delete this timer for good?", "ko": "삭제할까요?" },
                  "message": { "en": "It can't be restored.", "ko": "복구할 수 없어요." },
                  "buttons": [{ "id": "delete", "title": { "en": "Delete", "ko": "삭제" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["en", "ko"], "rules": { "text-overflow": { "title": 1 } } }"#),
                // Every plural form is laid out: the 'one' form has fewer characters than
                // 'other' but is the wider one, and only it needs a second line.
                RuleExample(#"""
                {
                  "id": "files.move",
                  "title": { "en": { "plural": "count", "one": 1️⃣"Move the WWDC MEMO WAVs?", "other": "Move all {count} little files?" }, "ko": "파일 {count}개를 옮길까요?" },
                  "parameters": { "count": "Int" },
                  "buttons": [
                    { "id": "cancel", "title": { "en": "Cancel", "ko": "취소" }, "role": "cancel" },
                    { "id": "move", "title": { "en": "Move", "ko": "옮기기" }, "role": "primary" }
                  ]
                }
                """#, config: #"{ "locales": ["en", "ko"], "dynamicType": ["large"], "rules": { "text-overflow": { "title": 1 } } }"#),
                // A placeholder is measured as its parameter's example: the file name, not
                // `{fileName}`, takes the title past 3 lines.
                RuleExample(#"""
                {
                  "id": "file.delete",
                  "title": 1️⃣"Delete {fileName}?",
                  "parameters": { "fileName": { "type": "String", "example": "Quarterly_Report_FINAL_v2_reviewed_by_legal_and_finance_2026.pdf" } },
                  "buttons": [{ "id": "cancel", "title": "Cancel", "role": "cancel" }]
                }
                """#),
            ],
            nonTriggering: [
                // The same title with the short form: `{fileName}` fits.
                RuleExample(#"""
                {
                  "id": "file.delete",
                  "title": "Delete {fileName}?",
                  "parameters": { "fileName": "String" },
                  "buttons": [{ "id": "cancel", "title": "Cancel", "role": "cancel" }]
                }
                """#),
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "message": "A deleted timer can't be restored.",
                  "buttons": [
                    { "id": "delete", "title": "Delete", "role": "destructive" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer and all of its recorded history?",
                  "buttons": [{ "id": "delete", "title": "Delete", "role": "destructive" }]
                }
                """#, config: #"{ "rules": { "text-overflow": { "title": 9 } } }"#),
                // Thai without a Thai font: 4 lines of a guess, which `font-coverage` reports.
                RuleExample(#"""
                {
                  "id": "photo.delete",
                  "title": { "en": "Delete?", "th": "รูปภาพจะถูกลบออกจากอุปกรณ์ทั้งหมดของคุณ และการดำเนินการนี้ไม่สามารถย้อนกลับได้อีก" },
                  "buttons": [{ "id": "delete", "title": { "en": "Delete", "th": "ลบ" }, "role": "destructive" }]
                }
                """#, config: #"{ "locales": ["en", "th"], "devices": ["iphone-se"], "dynamicType": ["accessibility3"], "rules": { "text-overflow": { "title": 1 } } }"#),
            ])
    }
}

enum TextOverflowMessage {
    /// Which text, for the settings and tokens that would change the verdict.
    enum Kind {
        case title, message
        /// A button title; `optionSet`: the config gives option `button`.
        case button(optionSet: Bool)
    }

    /// `form`: the plural category of the form that needs the lines, nil for a text that is
    /// not a plural in `locale`.
    static func tooManyLines(
        _ name: String, locale: String, form: PluralCategory? = nil, lines: Int, moreFollow: Bool = false, limit: Int, where combination: SpecLayouts.Combination,
        others: Int, kind: Kind, presentation: String
    ) -> String {
        // A text taller than the screen is broken only so far (`LineBudget`): its count is
        // a lower bound.
        "\(form.map { "the '\($0.rawValue)' form of " } ?? "")the '\(locale)' text of \(name) needs \(moreFollow ? "more than " : "")\(CountWording.count(lines, "line")) "
            + "\(LayoutWording.combination(combination, withLocale: false)), over the limit of \(limit)\(LayoutWording.others(others)); "
            + fix(kind, presentation: presentation)
    }

    static func measuredWithStandIn(_ name: String, maxLength: Int?, hasExample: Bool) -> String {
        let standIn =
            switch (hasExample, maxLength) {
            case (true, let length?): "its example or \(CountWording.count(length, "wide character")), whichever is wider"
            case (true, nil): "its example"
            case (false, let length): "\(CountWording.count(length ?? 0, "wide character")) (its maxLength)"
            }
        return "{\(name)} is measured as \(standIn)"
    }

    private static func fix(_ kind: Kind, presentation: String) -> String {
        switch kind {
        case .title, .message:
            let text = kind.isTitle ? "title" : "message"
            return "shorten it, or raise option '\(text)' of text-overflow in dialogc.json; a smaller 'dialog.\(text).typography' "
                + "or 'dialog.\(presentation).padding.horizontal' token fits more on a line"
        case .button(let optionSet):
            let option = optionSet ? " and option 'button' of text-overflow in dialogc.json" : ""
            return "shorten it, or raise the 'button.titleMaxLines' token (the lines a button shows)\(option); a wider button "
                + "('layout.widths', or 'layout.buttons' vertical) or a smaller 'button.padding.horizontal' or 'button.typography' "
                + "token fits more on a line"
        }
    }
}

extension TextOverflowMessage.Kind {
    fileprivate var isTitle: Bool {
        if case .title = self { return true }
        return false
    }
}

extension RuleID {
    public static let textOverflow = RuleID("text-overflow")
}
