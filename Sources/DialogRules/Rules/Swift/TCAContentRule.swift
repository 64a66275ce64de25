import DialogDiagnostics
import DialogModel

/// `tca-content`: with the TCA adapter on (`swift.tca`), a dialog with `content`. The
/// adapter presents a `DialogState`, which holds what the dialog shows but no text field or
/// checkbox values, so it cannot draw them; rather than show the dialog without them, lint
/// says so (docs/uikit-runtime.md).
public struct TCAContentRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .tcaContent, .input, .error,
        summary: "with the TCA adapter on (`swift.tca`), a dialog has `content` (text fields, checkboxes, slots)",
        rationale: "The adapter presents a `DialogState`, which holds no field values; the dialog would be shown without its inputs.",
        why: "A dialog shown without the input it asks for is broken for the user; switch it off per dialog with `lint.disable` when that dialog is presented another way.")

    public var reads: Set<SpecPart> { [.content] }

    public var details: String {
        "Reported at the first `content` element, only when the config turns the TCA adapter on (`\"swift\": {\"tca\": true}`). "
            + "Present such a dialog with the SwiftUI modifier (its bindings) or UIKit (`DialogValues`), and switch this rule off "
            + "for it with `lint.disable` if the project uses the adapter for its other dialogs."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.config.swift.tca.value, let first = context.spec.content.first else { return [] }
        return [context.finding(TCAContentMessage.content(first.id.value, count: context.spec.content.count), at: first.id.range)]
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(
                    #"""
                    {
                      "id": "message.report",
                      "title": "Report this message?",
                      "content": [{ "type": "textField", "id": 1️⃣"reason" }],
                      "buttons": [
                        { "id": "cancel", "title": "Cancel", "role": "cancel" },
                        { "id": "report", "title": "Report", "role": "primary", "action": "didTapReport" }
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
                      "buttons": [
                        { "id": "cancel", "title": "Cancel", "role": "cancel" },
                        { "id": "report", "title": "Report", "role": "primary", "action": "didTapReport" }
                      ]
                    }
                    """#,
                    config: #"{"swift": {"tca": true}}"#),
                RuleExample(#"""
                {
                  "id": "message.report",
                  "title": "Report this message?",
                  "content": [{ "type": "textField", "id": "reason" }],
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "report", "title": "Report", "role": "primary", "action": "didTapReport" }
                  ]
                }
                """#),
            ])
    }
}

enum TCAContentMessage {
    static func content(_ id: String, count: Int) -> String {
        "the TCA adapter is on, but this dialog has \(count == 1 ? "a content element" : "\(count) content elements") ('\(id)'"
            + "\(count > 1 ? ", ..." : "")), whose values a DialogState cannot hold, so the adapter would show it without them; "
            + "present it with the SwiftUI modifier or UIKit, or move the input out of the dialog"
    }
}

extension RuleID {
    public static let tcaContent = RuleID("tca-content")
}
