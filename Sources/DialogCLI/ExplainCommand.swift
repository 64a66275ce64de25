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
        io.writeOutput(render(rule))
        return ExitStatus.success
    }

    static func render(_ rule: RuleDescriptor) -> String {
        var text = "\(rule.id.name)\n\n"
        text += "Category:  \(rule.category.rawValue)\n"
        text += "Severity:  \(rule.isFixed ? "error (fixed: cannot be configured or disabled)" : "\(rule.defaultSeverity.rawValue) by default")\n"
        text += "\nFires when \(rule.summary).\n\n\(rule.rationale)\n"
        if !rule.severityReason.isEmpty {
            text += "\nWhy \(rule.defaultSeverity == .error ? "an error" : "a warning"): \(rule.severityReason)\n"
        }
        let reference = RuleDocumentation.reference(rule)
        if !reference.isEmpty { text += reference.joined(separator: "\n") + "\n" }
        if !rule.isFixed {
            text += """

                Configure it in dialogc.json:  "rules": { "\(rule.id.name)": "warning" }   (off, warning or error)
                Disable it for one spec:       "lint": { "disable": ["\(rule.id.name)"] }
                Suppress it in one object:     "lint": { "disable": { "\(rule.id.name)": "why it is fine here" } }   (the dialog, a button or a content element)

                """
        }
        return text
    }
}
