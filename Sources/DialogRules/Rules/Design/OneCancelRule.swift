import DialogDiagnostics
import DialogModel

/// `one-cancel`: more than one `cancel` button. Each cancel after the first is reported at
/// its `role`, with a note at the first.
public struct OneCancelRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .oneCancel, .design, .error,
        summary: "more than one `cancel` button",
        rationale: "Cancel is the one way out; two are ambiguous.",
        why: "Two ways to cancel make the generated model ambiguous about which action a tap outside or the Escape key sends.")

    public var reads: Set<SpecPart> { [.buttons] }

    public var details: String {
        "Each cancel button after the first is reported at its `role`, with a note at the first."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let cancels = context.spec.buttons.filter { $0.role.value == .cancel }
        return context.findingsForRepeatedRoles(
            cancels, message: { OneCancelMessage.second($0, first: $1) }, firstNote: OneCancelMessage.firstNote)
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "upload.cancel",
                  "title": "Stop uploading?",
                  "buttons": [
                    { "id": "stop", "title": "Stop upload", "role": "destructive" },
                    { "id": "later", "title": "Decide later", "role": "cancel" },
                    { "id": "keep", "title": "Keep uploading", "role": 1️⃣"cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "upload.cancel",
                  "title": "Stop uploading?",
                  "buttons": [
                    { "id": "stop", "title": "Stop upload", "role": "destructive" },
                    { "id": "keep", "title": "Keep uploading", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ])
    }
}

enum OneCancelMessage {
    static func second(_ button: DialogButton, first: DialogButton) -> String {
        "button '\(button.id.value)' is a second cancel button after '\(first.id.value)'; keep one cancel "
            + "and make this one 'secondary', or remove it"
    }

    static func firstNote(_ first: DialogButton) -> String {
        "button '\(first.id.value)' is the cancel button here"
    }
}

extension RuleID {
    public static let oneCancel = RuleID("one-cancel")
}
