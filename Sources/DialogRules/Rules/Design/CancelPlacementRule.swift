import DialogDiagnostics
import DialogModel

/// `cancel-placement`: a cancel button is not leading in a row, or not last in a stack.
///
/// An `auto` layout is judged as the row it becomes when the titles fit (iOS lays out two
/// alert buttons side by side) if it has at most two buttons or gives `widths`, and as a
/// stack otherwise (three or more buttons stack, as iOS alerts do). Only the first cancel
/// button is placed: a second one is `one-cancel`'s finding.
public struct CancelPlacementRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .cancelPlacement, .design, .warning,
        summary: "a cancel button is not leading in a row, or not last in a stack",
        rationale: "People find Cancel where the platform puts it.")

    public var reads: Set<SpecPart> { [.buttons, .layout] }

    public var details: String {
        "An `auto` layout is judged as a row (cancel first) when it has at most two buttons or gives `widths`, and as a stack (cancel last) otherwise, as iOS lays out alert buttons. Only the first cancel button is checked; a second one is `one-cancel`'s."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let buttons = context.spec.buttons
        guard let index = buttons.firstIndex(where: { $0.role.value == .cancel }),
            let role = buttons[index].role.written
        else { return [] }
        let isRow = Self.isRow(context.spec.layout, buttonCount: buttons.count)
        let expected = isRow ? 0 : buttons.count - 1
        guard index != expected else { return [] }
        let message = CancelPlacementMessage.misplaced(
            buttons[index], position: index + 1, of: buttons.count, isRow: isRow,
            arrangement: context.spec.layout.buttons.value)
        return [context.finding(message, at: role.range)]
    }

    /// Whether the buttons are judged as a row (see the type's documentation).
    static func isRow(_ layout: ButtonLayout, buttonCount: Int) -> Bool {
        switch layout.buttons.value {
        case .horizontal: true
        case .vertical: false
        case .auto: layout.widths != nil || buttonCount <= 2
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [
                    { "id": "accept", "title": "Accept", "role": "primary" },
                    { "id": "later", "title": "Later", "role": 1️⃣"cancel" }
                  ],
                  "layout": { "buttons": "horizontal", "widths": [0.7, 0.3] }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": 1️⃣"cancel" },
                    { "id": "delete", "title": "Delete", "role": "destructive" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": "Upload failed",
                  "buttons": [
                    { "id": "close", "title": "Close", "role": 1️⃣"cancel" },
                    { "id": "retry", "title": "Try again", "role": "primary" },
                    { "id": "chooseFile", "title": "Choose another file" }
                  ]
                }
                """#),
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [
                    { "id": "later", "title": "Later", "role": "cancel" },
                    { "id": "accept", "title": "Accept", "role": "primary" }
                  ],
                  "layout": { "buttons": "horizontal", "widths": [0.3, 0.7] }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": "Upload failed",
                  "buttons": [
                    { "id": "retry", "title": "Try again", "role": "primary" },
                    { "id": "chooseFile", "title": "Choose another file" },
                    { "id": "close", "title": "Close", "role": "cancel" }
                  ]
                }
                """#),
            ])
    }
}

enum CancelPlacementMessage {
    static func misplaced(_ button: DialogButton, position: Int, of count: Int, isRow: Bool, arrangement: ButtonArrangement) -> String {
        let judged = arrangement == .auto ? " (an 'auto' layout of \(CountWording.count(count, "button")) is judged as \(isRow ? "a row" : "a stack"))" : ""
        let place = isRow ? "first, on the leading side of the row" : "last, at the bottom of the stack"
        return "cancel button '\(button.id.value)' is \(Wording.ordinal(position)) of \(count)\(judged); "
            + "move it \(place), where people look for a way out"
    }
}

extension RuleID {
    public static let cancelPlacement = RuleID("cancel-placement")
}
