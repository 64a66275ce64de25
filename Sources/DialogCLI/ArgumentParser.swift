import DialogModel

/// A declared option of a command: `--format FORMAT` takes a value, `--strict` does not.
struct OptionSpec: Sendable {
    var name: String
    var shortName: Character?
    /// The value's name in help (`FORMAT`), or nil for a flag.
    var valueName: String?
    var help: String
    /// The values an option accepts, checked while parsing (did-you-mean on a typo).
    var allowedValues: [String]?
    var defaultValue: String?

    init(
        _ name: String, short: Character? = nil, value: String? = nil, help: String,
        allowed: [String]? = nil, defaultValue: String? = nil
    ) {
        self.name = name
        self.shortName = short
        self.valueName = value
        self.help = help
        self.allowedValues = allowed
        self.defaultValue = defaultValue
    }

    var takesValue: Bool { valueName != nil }

    /// The same option worded for one command (a shared option whose effect differs a little).
    func withHelp(_ help: String) -> OptionSpec {
        var copy = self
        copy.help = help
        return copy
    }
}

/// What the words after a command mean: option values (last one wins, or every one for an
/// option that may be repeated), flags, positionals. Options are looked up by their
/// declaration, never by a spelled-out name, so a misspelt lookup does not compile.
struct ParsedArguments: Sendable {
    private var values: [String: String] = [:]
    /// Every value given for each option, in order.
    private var allValues: [String: [String]] = [:]
    private var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ option: OptionSpec) -> String? { values[option.name] }
    /// Every value of a repeatable option, each also split at commas (`--theme a,b`).
    func list(_ option: OptionSpec) -> [String] {
        (allValues[option.name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
    }
    func flag(_ option: OptionSpec) -> Bool { flags.contains(option.name) }

    fileprivate mutating func set(_ option: OptionSpec, to value: String) {
        values[option.name] = value
        allValues[option.name, default: []].append(value)
    }

    fileprivate mutating func set(_ option: OptionSpec) { flags.insert(option.name) }
}

/// A command-line usage mistake: reported as `Error: …`, with the command's usage, exit 2.
struct UsageError: Error, Sendable {
    var message: String
    var command: CommandSpec?
}

/// Splits arguments by the command's declared options, in the conventions of
/// swift-argument-parser: `--name value`, `--name=value`, `-h`, and `--` ending options.
struct ArgumentParser {
    let command: CommandSpec

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = option(named: name) else {
                throw unknownOption(name)
            }
            guard option.takesValue else {
                if inlineValue != nil {
                    throw UsageError(message: "'\(option.name)' does not take a value", command: command)
                }
                result.set(option)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "missing value for '\(option.name) <\(option.valueName!)>'", command: command)
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                var message = "the value '\(value)' is invalid for '\(option.name) <\(option.valueName!)>'; use one of: \(allowed.joined(separator: ", "))"
                if let suggestion = Suggestion.closest(to: value, among: allowed) { message += " (did you mean '\(suggestion)'?)" }
                throw UsageError(message: message, command: command)
            }
            result.set(option, to: value)
        }
        return result
    }

    private func option(named name: String) -> OptionSpec? {
        command.options.first { option in
            option.name == name || option.shortName.map { "-\($0)" } == name
        }
    }

    private func unknownOption(_ name: String) -> UsageError {
        var message = "unknown option '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: command.options.map(\.name)) {
            message += "; did you mean '\(suggestion)'?"
        }
        return UsageError(message: message, command: command)
    }
}
