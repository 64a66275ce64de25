import DialogDiagnostics
import DialogModel

/// `button-widths`: `layout.widths` set on a vertical stack, or without one fraction per
/// button, or not summing to 1 (within 0.001). One finding per `widths`, at the array, for
/// the first of those problems: a wrong count makes the sum meaningless, and widths on a
/// stack are meaningless altogether.
public struct ButtonWidthsRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .buttonWidths, .design, .error,
        summary: "`layout.widths` does not have one fraction per button, or does not sum to 1 (within 0.001), or is set on a vertical stack",
        rationale: "Width fractions divide one row among its buttons.",
        why: "Widths that do not sum to the row, or do not match the buttons, have no layout: the row would overflow or leave a gap the design never had.")

    public var reads: Set<SpecPart> { [.buttons, .layout] }

    public var details: String {
        "One finding per `widths`, at the array, for the first problem of: set on a `vertical` stack, not one fraction per button, sum off 1 by more than 0.001. Widths on an `auto` layout apply when it is laid out as a row."
    }

    static let tolerance = 0.001

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let layout = context.spec.layout
        guard let widths = layout.widths else { return [] }
        let buttonCount = context.spec.buttons.count
        if layout.buttons.value == .vertical {
            let notes = layout.buttons.written.map { [context.note(ButtonWidthsMessage.stackNote, at: $0.range)] } ?? []
            return [context.finding(ButtonWidthsMessage.onStack, at: widths.range, notes: notes)]
        }
        if widths.value.count != buttonCount {
            return [context.finding(ButtonWidthsMessage.wrongCount(widths.value.count, buttons: buttonCount), at: widths.range)]
        }
        let sum = widths.value.reduce(0) { $0 + $1.value }
        if abs(sum - 1) > Self.tolerance {
            return [context.finding(ButtonWidthsMessage.wrongSum(sum), at: widths.range)]
        }
        return []
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [
                    { "id": "later", "title": "Later", "role": "cancel" },
                    { "id": "accept", "title": "Accept", "role": "primary" }
                  ],
                  "layout": { "buttons": "horizontal", "widths": 1️⃣[0.3, 0.6] }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [
                    { "id": "later", "title": "Later", "role": "cancel" },
                    { "id": "accept", "title": "Accept", "role": "primary" }
                  ],
                  "layout": { "widths": 1️⃣[0.2, 0.3, 0.5] }
                }
                """#),
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [
                    { "id": "accept", "title": "Accept", "role": "primary" },
                    { "id": "later", "title": "Later", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical", "widths": 1️⃣[0.5, 0.5] }
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
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [
                    { "id": "later", "title": "Later", "role": "cancel" },
                    { "id": "maybe", "title": "Maybe" },
                    { "id": "accept", "title": "Accept", "role": "primary" }
                  ],
                  "layout": { "buttons": "horizontal", "widths": [0.333, 0.333, 0.334] }
                }
                """#),
            ])
    }
}

enum ButtonWidthsMessage {
    static let onStack =
        "'widths' divide a row, but the buttons are 'vertical', where each button is full width; remove 'widths' or lay the buttons out 'horizontal'"

    static let stackNote = "the buttons are stacked here"

    static func wrongCount(_ widths: Int, buttons: Int) -> String {
        "'widths' has \(CountWording.count(widths, "fraction")) for \(CountWording.count(buttons, "button")); give one fraction per button, in button order"
    }

    static func wrongSum(_ sum: Double) -> String {
        "'widths' add up to \(formatted(sum)), not 1; adjust the fractions so they divide the whole row, such as [0.3, 0.7]"
    }

    /// The sum with at most 4 decimals and no trailing zeros: 0.9, 1.0005.
    static func formatted(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        let whole = Int(scaled) / 10_000
        var fraction = String(Int(abs(scaled)) % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
    }
}

extension RuleID {
    public static let buttonWidths = RuleID("button-widths")
}
