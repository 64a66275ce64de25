import DialogDiagnostics
import DialogModel

/// `one-cancel`: more than one `cancel` button. Each cancel after the first is reported at
/// its `role`, with a note at the first.
public struct OneCancelRule: Rule {
    public init() {}

    public var id: RuleID { .oneCancel }

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
