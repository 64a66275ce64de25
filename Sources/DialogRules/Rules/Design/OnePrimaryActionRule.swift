import DialogDiagnostics
import DialogModel

/// `one-primary-action`: more than one button is `primary` or `destructive`.
///
/// The first emphasised button is taken as the intended one; each later one is reported at
/// its `role`, with a note at the first.
public struct OnePrimaryActionRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .onePrimaryAction, .design, .warning,
        summary: "more than one button is `primary` or `destructive`",
        rationale: "A dialog has one main action; two emphasised buttons compete.",
        why: "A warning since the severity review: two emphasised buttons blur which action is the main one, but both work, the generated code is sound and nobody is harmed; set it to `error` to enforce the design system's rule strictly.")

    public var reads: Set<SpecPart> { [.buttons] }

    public var details: String {
        "The first `primary` or `destructive` button is taken as the intended one; each later one is reported at its `role`, with a note at the first."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let emphasised = context.spec.buttons.filter { $0.role.value == .primary || $0.role.value == .destructive }
        return context.findingsForRepeatedRoles(
            emphasised, message: { OnePrimaryActionMessage.second($0, first: $1) },
            firstNote: OnePrimaryActionMessage.firstNote)
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "draft.discard",
                  "title": "Discard this draft?",
                  "buttons": [
                    { "id": "keep", "title": "Keep editing", "role": "cancel" },
                    { "id": "save", "title": "Save", "role": "primary" },
                    { "id": "discard", "title": "Discard", "role": 1️⃣"destructive" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "draft.discard",
                  "title": "Discard this draft?",
                  "buttons": [
                    { "id": "save", "title": "Save" },
                    { "id": "discard", "title": "Discard", "role": "destructive" },
                    { "id": "keep", "title": "Keep editing", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ])
    }
}

enum OnePrimaryActionMessage {
    static func second(_ button: DialogButton, first: DialogButton) -> String {
        "button '\(button.id.value)' is \(button.role.value.rawValue), but button '\(first.id.value)' is already "
            + "the dialog's main action; make one of them 'secondary' so only one is emphasised"
    }

    static func firstNote(_ first: DialogButton) -> String {
        "button '\(first.id.value)' is \(first.role.value.rawValue) here"
    }
}

extension RuleID {
    public static let onePrimaryAction = RuleID("one-primary-action")
}
