import DialogDiagnostics
import DialogModel

/// `tca-content`: with the TCA adapter on (`swift.tca`), what a dialog has that the adapter's
/// state cannot hold. Text fields and checkboxes are held (`DialogContentState`'s values) and
/// slots drawn by the view, so what is left is an async button's progress: the adapter sends
/// its action to the store, whose effect runs the work, and the button shows no phases
/// (docs/tca.md). A warning on that dialog; every other dialog builds as before.
public struct TCAContentRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .tcaContent, .input, .warning,
        summary: "with the TCA adapter on (`swift.tca`), a dialog has what the adapter's state cannot hold: an async button's progress",
        rationale: "The adapter sends an async button's action to the store and shows no progress, success or failure on the button.",
        why: "The dialog still works (the store runs the work), but the button does not show its phases; a warning, not an error.")

    public var reads: Set<SpecPart> { [.buttons] }

    public var details: String {
        "Reported at the first async button, only when the config turns the TCA adapter on (`\"swift\": {\"tca\": true}`). "
            + "Text fields and checkboxes are held in `DialogContentState` and slots are drawn by the view, so content is never "
            + "reported. Run the work in the store's effect and keep the dialog open while it runs (docs/tca.md), present the dialog "
            + "with the SwiftUI modifier or UIKit (`onAsyncAction`), or switch this rule off for it with `lint.disable`."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.config.swift.tca.value, let button = context.spec.buttons.first(where: { $0.isAsync.value }) else { return [] }
        let range = button.isAsync.written?.range ?? button.range
        return [context.finding(TCAContentMessage.asyncButton(button.id.value), at: range)]
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(
                    #"""
                    {
                      "id": "upload.retry",
                      "title": "Upload failed",
                      "buttons": [
                        { "id": "cancel", "title": "Cancel", "role": "cancel" },
                        { "id": "retry", "title": "Retry", "role": "primary", "async": 1️⃣true }
                      ]
                    }
                    """#,
                    config: #"{"swift": {"tca": true}}"#)
            ],
            nonTriggering: [
                RuleExample(
                    #"""
                    {
                      "id": "message.report",
                      "title": "Report this message?",
                      "content": [
                        { "type": "textField", "id": "reason" },
                        { "type": "checkbox", "id": "block", "title": "Block the sender" },
                        { "type": "slot", "id": "preview" }
                      ],
                      "buttons": [
                        { "id": "cancel", "title": "Cancel", "role": "cancel" },
                        { "id": "report", "title": "Report", "role": "primary", "action": "didTapReport" }
                      ]
                    }
                    """#,
                    config: #"{"swift": {"tca": true}}"#),
                RuleExample(#"""
                {
                  "id": "upload.retry",
                  "title": "Upload failed",
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "retry", "title": "Retry", "role": "primary", "async": true }
                  ]
                }
                """#),
            ])
    }
}

enum TCAContentMessage {
    static func asyncButton(_ id: String) -> String {
        "the TCA adapter is on, but button '\(id)' is async: the adapter sends its action to the store and the button shows no progress, "
            + "success or failure; run the work in the store's effect (docs/tca.md), present this dialog with the SwiftUI modifier or "
            + "UIKit, or disable 'tca-content' for it"
    }
}

extension RuleID {
    public static let tcaContent = RuleID("tca-content")
}
