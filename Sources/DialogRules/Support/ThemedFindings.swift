import DialogDiagnostics

/// A problem a design-system rule found in one theme, before themes are merged.
///
/// Rules that read tokens check every theme and name the theme in the message; a problem
/// that is the same in several themes (same place, same words, same notes) is reported
/// once, naming all of them, instead of once per theme.
struct ThemedProblem: Sendable {
    var theme: String
    var range: SourceRange
    /// The message, given the theme phrase ("in theme 'light'", "in themes 'light' and 'dark'").
    var message: @Sendable (String) -> String
    var notes: [Diagnostic.Note]
}

enum ThemedFindings {
    /// One finding per distinct problem, in the order problems were first found.
    static func merge(_ problems: [ThemedProblem], in context: RuleContext) -> [Diagnostic] {
        var order: [String] = []
        var groups: [String: (problem: ThemedProblem, themes: [String])] = [:]
        for problem in problems {
            // The message with a stand-in for the themes, the place and the notes: what makes
            // two themes' problems one.
            let key = "\(problem.range.lowerBound):\(problem.range.upperBound)|\(problem.message("\u{1}"))|\(problem.notes)"
            if groups[key] == nil {
                order.append(key)
                groups[key] = (problem, [])
            }
            if !(groups[key]!.themes.contains(problem.theme)) { groups[key]!.themes.append(problem.theme) }
        }
        return order.map { key in
            let (problem, themes) = groups[key]!
            return context.finding(problem.message(phrase(themes)), at: problem.range, notes: problem.notes)
        }
    }

    /// "in theme 'light'", "in themes 'light' and 'dark'".
    static func phrase(_ themes: [String]) -> String {
        (themes.count == 1 ? "in theme " : "in themes ") + Wording.quotedList(themes)
    }
}
