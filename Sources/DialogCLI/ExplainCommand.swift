import DialogDiagnostics
import DialogModel
import DialogRules

/// `dialogc explain ID`: one rule with its rationale, options and examples, as docs/rules.md
/// has them.
enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain one rule: when it fires, why, its options, examples, and how to configure it.",
        discussion: "The same text as the rule's section of docs/rules.md ('dialogc rules --markdown' prints all of them).",
        usage: "explain <rule-id>",
        arguments: [("rule-id", "A rule id from 'dialogc rules', e.g. unknown-key.")],
        options: [])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw UsageError(
                message: arguments.positionals.isEmpty ? "missing <rule-id>" : "expected one <rule-id>", command: spec)
        }
        guard let rule = RuleRegistry.catalog.descriptor(for: RuleID(name)) else {
            var message = "unknown rule '\(name)'"
            if let suggestion = Suggestion.closest(to: name, among: RuleRegistry.catalog.all.map(\.id.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message, command: spec)
        }
        io.writeOutput(RuleDocumentation.explanation(rule))
        return ExitStatus.success
    }
}
