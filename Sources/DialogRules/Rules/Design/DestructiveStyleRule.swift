import DialogDiagnostics
import DialogModel

/// `destructive-style`: a `destructive` button whose `style` names a group other than
/// `button.destructive`. A style left to its default is `button.destructive` already.
public struct DestructiveStyleRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .destructiveStyle, .design, .error,
        summary: "a `destructive` button drawn with a style other than `button.destructive`",
        rationale: "Destructive actions must look destructive.",
        why: "A destructive action that does not look destructive gets tapped by mistake; the harm is lost data, not looks.")

    public var reads: Set<SpecPart> { [.buttons] }

    public var scope: FindingScope { .element }

    public var details: String {
        "A destructive button without `style` gets `button.destructive`, so only a written `style` naming another group is reported, at that value."
    }

    static let expectedGroup = ButtonRole.defaultStyleGroup(for: .destructive)

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.spec.buttons.compactMap { button in
            guard button.role.value == .destructive, let style = button.style.written,
                button.styleGroup != Self.expectedGroup
            else { return nil }
            let written = style.value.tokenPath ?? context.sourceText(of: style.range)
            return context.finding(DestructiveStyleMessage.wrongStyle(button, written: written), at: style.range)
        }
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "liveMessage.delete",
                  "title": "Delete this message?",
                  "buttons": [
                    { "id": "delete", "title": "Delete", "role": "destructive", "style": 1️⃣"button.mono" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "liveMessage.delete",
                  "title": "Delete this message?",
                  "buttons": [
                    { "id": "delete", "title": "Delete", "role": "destructive", "style": "button.destructive" },
                    { "id": "cancel", "title": "Cancel", "role": "cancel", "style": "button.mono" }
                  ],
                  "layout": { "buttons": "vertical" }
                }
                """#)
            ])
    }
}

enum DestructiveStyleMessage {
    static func wrongStyle(_ button: DialogButton, written: String) -> String {
        "destructive button '\(button.id.value)' is drawn with '\(written)', so it does not look destructive; "
            + "use '\(DestructiveStyleRule.expectedGroup)', or remove 'style' to get it by default"
    }
}

extension RuleID {
    public static let destructiveStyle = RuleID("destructive-style")
}
