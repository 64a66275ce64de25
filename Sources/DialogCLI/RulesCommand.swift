import DialogDiagnostics
import DialogRules

/// `dialogc rules`: every rule id with its category, default severity and summary.
enum RulesCommand {
    static let spec = CommandSpec(
        name: "rules",
        abstract: "List every rule with its category, default severity and summary.",
        discussion: "Rules marked 'fixed' are always errors; the others take a severity and options in dialogc.json.",
        usage: "rules [--markdown]",
        arguments: [],
        options: [markdown])

    static let markdown = OptionSpec("--markdown", help: "Print the rule reference as Markdown (docs/rules.md).")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        if let extra = arguments.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: spec)
        }
        if arguments.flag(Self.markdown) {
            io.writeOutput(RuleDocumentation.markdown())
            return ExitStatus.success
        }
        var text = ""
        for category in RuleDescriptor.Category.allCases {
            let rules = RuleRegistry.catalog.all.filter { $0.category == category }
            guard !rules.isEmpty else { continue }
            text += "\(category.rawValue):\n"
            for rule in rules {
                let severity = rule.isFixed ? "error (fixed)" : rule.defaultSeverity.rawValue
                text += "  \(rule.id.name.padding(to: 26))\(severity.padding(to: 24))\(rule.summary)\n"
            }
            text += "\n"
        }
        text += "See 'dialogc explain <rule-id>' for a rule's rationale.\n"
        io.writeOutput(text)
        return ExitStatus.success
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
