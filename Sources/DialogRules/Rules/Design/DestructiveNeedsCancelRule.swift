import DialogDiagnostics
import DialogModel

/// `destructive-needs-cancel`: a `destructive` button on a dialog with no `cancel` button.
/// Reported at each destructive button's `role`.
public struct DestructiveNeedsCancelRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .destructiveNeedsCancel, .design, .warning,
        summary: "a `destructive` button without a `cancel` button",
        rationale: "A destructive choice needs a safe way out.")

    public var reads: Set<SpecPart> { [.buttons] }

    public var details: String {
        "Reported at the `role` of each destructive button."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let buttons = context.spec.buttons
        guard !buttons.contains(where: { $0.role.value == .cancel }) else { return [] }
        return buttons.compactMap { button in
            guard button.role.value == .destructive, let role = button.role.written else { return nil }
            return context.finding(DestructiveNeedsCancelMessage.noCancel(button), at: role.range)
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "account.delete",
                  "title": "Delete your account?",
                  "buttons": [
                    { "id": "delete", "title": "Delete account", "role": 1️⃣"destructive" },
                    { "id": "back", "title": "Back" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "account.delete",
                  "title": "Delete your account?",
                  "buttons": [
                    { "id": "delete", "title": "Delete account", "role": "destructive" },
                    { "id": "back", "title": "Back", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ])
    }
}

enum DestructiveNeedsCancelMessage {
    static func noCancel(_ button: DialogButton) -> String {
        "button '\(button.id.value)' is destructive, but the dialog has no cancel button; "
            + "give the button that backs out \"role\": \"cancel\", or add one"
    }
}

extension RuleID {
    public static let destructiveNeedsCancel = RuleID("destructive-needs-cancel")
}
