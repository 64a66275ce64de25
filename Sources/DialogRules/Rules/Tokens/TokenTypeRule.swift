import DialogDiagnostics
import DialogModel

/// `token-type`, spec side: a reference in a spec reaches a token of the wrong type in some
/// theme, directly or through aliases (note: the chain, and where the token is defined).
public struct TokenTypeRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { RuleCatalog.stages.descriptor(for: .tokenType)! }

    public var reads: Set<SpecPart> { [.presentation, .style, .dim, .transition, .buttons] }

    public var details: String {
        "In a spec, checks every token reference in every theme, at the reference: a `dimension` token where a `color` is needed, a group of tokens where one token is needed, a single token where a button style group is needed, or a button style whose `background` or `foreground` is not a color. Notes give the alias chain and where the token is defined. Token files' own type errors are reported where they are defined."
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
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary", "style": 1️⃣"button.primary.background" }],
                  "style": { "background": 2️⃣"dialog.alert.cornerRadius", "title.color": 3️⃣"dialog.title" },
                  "dim": { "opacity": 4️⃣"dialog.dim.color" }
                }
                """#)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "team.invitation",
                  "title": "Join the team?",
                  "buttons": [{ "id": "accept", "title": "Accept", "role": "primary", "style": "button.primary" }],
                  "style": { "background": "dialog.alert.background", "title.color": "dialog.title.color" },
                  "dim": { "opacity": "dialog.dim.opacity" }
                }
                """#)
            ])
    }
}
