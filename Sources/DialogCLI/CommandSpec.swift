/// A command's declaration: what help shows and what the argument parser accepts.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var discussion: String?
    /// The usage line after `dialogc`, e.g. `lint <path> ... [--format <format>]`.
    var usage: String
    var arguments: [(name: String, help: String)]
    var options: [OptionSpec]

    static let helpOption = OptionSpec("--help", short: "h", help: "Show help information.")
}

/// Help in the section layout of swift-argument-parser: OVERVIEW, USAGE, ARGUMENTS, OPTIONS.
enum HelpRenderer {
    static let columnWidth = 26

    static func render(_ command: CommandSpec) -> String {
        var text = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: dialogc \(command.usage)\n"
        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in command.arguments { text += row("<\(argument.name)>", argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in command.options + [CommandSpec.helpOption] {
            var label = option.shortName.map { "-\($0), " } ?? ""
            label += option.name
            if let valueName = option.valueName { label += " <\(valueName)>" }
            var help = option.help
            if let allowed = option.allowedValues { help += " (values: \(allowed.joined(separator: ", ")))" }
            if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
            text += row(label, help)
        }
        return text
    }

    static func row(_ label: String, _ help: String) -> String {
        let indented = "  " + label
        if indented.count + 2 > columnWidth {
            return indented + "\n" + String(repeating: " ", count: columnWidth) + help + "\n"
        }
        return indented + String(repeating: " ", count: columnWidth - indented.count) + help + "\n"
    }

    static func usageError(_ error: UsageError) -> String {
        var text = "Error: \(error.message)\n"
        if let command = error.command {
            text += "Usage: dialogc \(command.usage)\n"
            text += "  See 'dialogc help \(command.name)' for more details.\n"
        } else {
            text += "Usage: dialogc <subcommand>\n"
            text += "  See 'dialogc --help' for more details.\n"
        }
        return text
    }
}
