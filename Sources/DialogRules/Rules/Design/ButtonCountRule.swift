import DialogDiagnostics
import DialogModel

/// `button-count`: more buttons than the arrangement holds.
///
/// Limits: a row holds `maxHorizontal` (2); a stack holds `maxVertical` (3 on an alert, 4 on
/// a sheet, whose full width leaves room for one more). An `auto` layout becomes a stack
/// when the titles do not fit a row, so it is held to the stack's limit, unless it gives
/// `widths`: widths only apply to a row, so they say the designer means a row.
public struct ButtonCountRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .buttonCount, .design, .error,
        summary: "more buttons than allowed: horizontal row 2, vertical stack 3 (alert) or 4 (sheet); options `maxHorizontal`, `maxVertical`",
        rationale: "Dialogs with many choices are hard to scan; Apple's HIG keeps alerts to a few buttons.",
        why: "Beyond these counts the buttons do not fit the card at the smallest devices and sizes, and people cannot scan the choices. Configurable (`maxHorizontal`, `maxVertical`) for a design system with wider cards.",
        options: [maxHorizontal, maxVertical])

    static let maxHorizontal = RuleOption("maxHorizontal", .positiveInteger, default: .value(2), "buttons a row may hold")
    static let maxVertical = RuleOption("maxVertical", .positiveInteger, default: .described("3 on an alert, 4 on a sheet"), "buttons a stack may hold")

    public var reads: Set<SpecPart> { [.buttons, .layout, .presentation] }

    public var details: String {
        "A row holds `maxHorizontal` buttons; a stack holds `maxVertical`, 3 on an alert and 4 on a sheet. An `auto` layout is counted against the stack's limit, since it stacks when the titles do not fit a row, unless it gives `widths`: widths only apply to a row. Reported at the first button beyond the limit."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let spec = context.spec
        let isRow = Self.isRow(spec.layout)
        let limit = isRow
            ? context.integer(Self.maxHorizontal)
            : context.integer(Self.maxVertical, otherwise: spec.presentation.value == .sheet ? 4 : 3)
        guard spec.buttons.count > limit else { return [] }
        var notes: [Diagnostic.Note] = []
        if let arrangement = spec.layout.buttons.written {
            notes.append(context.note(ButtonCountMessage.arrangementNote(arrangement.value), at: arrangement.range))
        }
        let message = ButtonCountMessage.tooMany(
            spec.buttons.count, limit: limit, isRow: isRow, presentation: spec.presentation.value,
            arrangement: spec.layout.buttons.value)
        return [context.finding(message, at: spec.buttons[limit].range, notes: notes)]
    }

    /// Whether the buttons are counted as a row: `horizontal`, or `auto` with `widths`.
    static func isRow(_ layout: ButtonLayout) -> Bool {
        switch layout.buttons.value {
        case .horizontal: true
        case .vertical: false
        case .auto: layout.widths != nil
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "photo.share",
                  "title": "Share this photo?",
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "messages", "title": "Messages" },
                    1️⃣{ "id": "mail", "title": "Mail" }
                  ],
                  "layout": { "buttons": "horizontal" }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "photo.share",
                  "title": "Share this photo?",
                  "buttons": [
                    { "id": "messages", "title": "Messages" },
                    { "id": "mail", "title": "Mail" },
                    { "id": "copyLink", "title": "Copy link" },
                    1️⃣{ "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ]
                }
                """#),
                RuleExample(#"""
                {
                  "id": "photo.share",
                  "title": "Share this photo?",
                  "buttons": [
                    { "id": "messages", "title": "Messages" },
                    1️⃣{ "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#, config: #"{ "rules": { "button-count": { "maxVertical": 1 } } }"#),
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "photo.share",
                  "presentation": "sheet",
                  "title": "Share this photo?",
                  "buttons": [
                    { "id": "messages", "title": "Messages" },
                    { "id": "mail", "title": "Mail" },
                    { "id": "copyLink", "title": "Copy link" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ]
                }
                """#),
                RuleExample(#"""
                {
                  "id": "photo.share",
                  "title": "Share this photo?",
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "messages", "title": "Messages" },
                    { "id": "mail", "title": "Mail" }
                  ],
                  "layout": { "buttons": "horizontal" }
                }
                """#, config: #"{ "rules": { "button-count": { "maxHorizontal": 3 } } }"#),
            ])
    }
}

enum ButtonCountMessage {
    static func tooMany(_ count: Int, limit: Int, isRow: Bool, presentation: Presentation, arrangement: ButtonArrangement) -> String {
        let container: String
        if isRow {
            container = arrangement == .auto ? "a row (an 'auto' layout with 'widths')" : "a row"
        } else {
            container = arrangement == .auto ? "a stack (an 'auto' layout without 'widths' may stack)" : "a stack"
        }
        return "this \(presentation.rawValue) has \(CountWording.count(count, "button")) in \(container), which holds at most \(limit); "
            + "remove or merge choices, or move them into the content (limits: options 'maxHorizontal' and 'maxVertical')"
    }

    static func arrangementNote(_ arrangement: ButtonArrangement) -> String {
        "the buttons are arranged '\(arrangement.rawValue)' here"
    }
}

extension RuleID {
    public static let buttonCount = RuleID("button-count")
}
