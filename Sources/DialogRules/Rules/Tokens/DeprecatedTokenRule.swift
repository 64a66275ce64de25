import DialogDiagnostics
import DialogModel
import DialogTokens

/// `deprecated-token`, spec side: a spec uses a token marked `$deprecated` in some theme,
/// directly, as a member of a button style it names, or as the colour of a highlight style.
public struct DeprecatedTokenRule: Rule {
    public init() {}

    public var descriptor: RuleDescriptor { Self.declaration }

    static let declaration = RuleDescriptor(
        .deprecatedToken, .tokens, .warning, fixed: false,
        summary: "a `$deprecated` token is used",
        rationale: "Design systems retire tokens with `$deprecated`; uses should move to the replacement.")

    public var reads: Set<SpecPart> { SpecPart.texts.union([.presentation, .style, .dim, .transition]) }

    public var details: String {
        "Checks the spec's token references (as `unknown-token` does), the `background` and `foreground` of a button style the spec names, and the `highlight.<style>` token of every highlight span and `highlights` entry, in every theme. The message carries the token's `$deprecated` explanation; a note points at the token's definition. Only the token the spec names counts: a deprecated token reached through an alias is the token file's concern."
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let references = context.tokenReferences.filter { $0.rule == id }.map(\.problem)
        return ThemedFindings.merge(references + highlightProblems(context), in: context)
    }

    private func highlightProblems(_ context: RuleContext) -> [ThemedProblem] {
        context.highlightUses.flatMap { use in
            context.designSystem.themes.compactMap { theme -> ThemedProblem? in
                guard case .value(_, let token?) = theme.highlight(named: use.style), let explanation = token.deprecated else { return nil }
                let note = Diagnostic.Note(SpecTokenMessage.deprecatedHere(token.path), at: token.definition.location)
                return ThemedProblem(
                    theme: theme.name, range: use.range,
                    message: { SpecTokenMessage.deprecated(use.name, path: token.path, explanation: explanation, themes: $0) }, notes: [note])
            }
        }
    }

    static let exampleConfig = #"""
        {
          "themes": {
            "light": ["tokens/deprecated/deprecated.tokens.json"],
            "dark": ["tokens/deprecated/deprecated.tokens.json"]
          }
        }
        """#

    public var examples: RuleExamples {
        RuleExamples(
            triggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "message": "It ends 1️⃣<legacy>today</legacy>.",
                  "buttons": [{ "id": "delete", "title": "Delete", "role": "destructive" }],
                  "style": { "title.color": 2️⃣"color.accent", "message.color": 3️⃣"color.old.blue" }
                }
                """#, config: Self.exampleConfig)
            ],
            nonTriggering: [
                RuleExample(#"""
                {
                  "id": "timer.delete",
                  "title": "Delete this timer?",
                  "message": "It ends <accent>today</accent>.",
                  "buttons": [{ "id": "delete", "title": "Delete", "role": "destructive" }],
                  "style": { "title.color": "highlight.accent" }
                }
                """#, config: Self.exampleConfig)
            ])
    }
}

extension RuleID {
    public static let deprecatedToken = RuleID("deprecated-token")
}
