import DialogDiagnostics
import DialogModel

/// `unknown-token`, spec side: a token reference in a spec names no token (or, for a
/// button's `style`, no button style group) in some theme. The token reader reports
/// unknown aliases inside token files; this rule reports at the reference in the spec.
public struct UnknownTokenRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { RuleCatalog.stages.descriptor(for: .unknownToken)! }

    public var reads: Set<SpecPart> { [.presentation, .style, .dim, .transition, .buttons] }

    public var details: String {
        "In a spec, checks every token reference (`style` values, `dim.color`, `dim.opacity`, `transition.in`/`out`, a button's `style`) in every theme, at the reference, with a did-you-mean note; a reference unknown in several themes is one finding naming them. A button `style` must name a group with `background` and `foreground` color tokens; a group without one of them is reported here too. A button left to its default `button.<role>` is not checked here: that group is a contract token, and a theme without it gets `missing-token` once, at the theme. Unknown highlight styles are `markup` findings."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        ThemedFindings.merge(context.tokenReferences.filter { $0.rule == id }.map(\.problem), in: context)
    }

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary", "style": 1️⃣"button.mnoo" }],
                  "style": { "background": 2️⃣"dialog.alert.backgrond" },
                  "transition": { "in": 3️⃣"{motion.spring.gentle}" }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary", "style": "button.secondary" }],
                  "style": { "background": "dialog.sheet.background" },
                  "dim": { "color": "dialog.dim.color", "opacity": "{dialog.dim.opacity}" },
                  "transition": { "in": "{dialog.transition.in}" }
                }
                """#)
            ])
    }
}
