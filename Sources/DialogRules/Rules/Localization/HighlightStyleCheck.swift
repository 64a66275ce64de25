import DialogDiagnostics
import DialogModel
import DialogTokens

/// The design-system part of `markup`: every highlight style a spec uses must have a colour
/// token `highlight.<style>` in every theme. Kept apart from `MarkupRule`'s span comparison
/// because it reads tokens; the registry holds one rule per id, so `MarkupRule` calls it.
enum HighlightStyleCheck {
    static func unknownStyles(_ context: RuleContext) -> [Diagnostic] {
        var problems: [ThemedProblem] = []
        for use in context.highlightUses {
            for theme in context.designSystem.themes {
                switch theme.highlight(named: use.style) {
                case .value, .unavailable:
                    continue  // an unavailable token is reported in its token file
                case .unknownToken, .group, .wrongType, .wrongLiteral:
                    let names = theme.highlightNames
                    let notes = Suggestion.closest(to: use.style, among: names).map { [Diagnostic.Note(HighlightStyleMessage.didYouMean($0))] } ?? []
                    problems.append(
                        ThemedProblem(
                            theme: theme.name, range: use.range,
                            message: { HighlightStyleMessage.unknown(use, names: names, themes: $0) }, notes: notes))
                }
            }
        }
        return ThemedFindings.merge(problems, in: context)
    }
}

enum HighlightStyleMessage {
    static func unknown(_ use: HighlightUse, names: [String], themes: String) -> String {
        let known = names.isEmpty ? "the design system defines none" : "the styles are " + Wording.quotedList(names)
        return "\(use.name) uses highlight style '\(use.style)', which has no color token 'highlight.\(use.style)' \(themes); \(known)"
    }

    static func didYouMean(_ name: String) -> String { "did you mean '\(name)'?" }
}
