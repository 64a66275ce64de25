/// One `dialogc-bench` subcommand (`parse`, `corpus`, `lint`, `build`, `scale`, `hostile`, `typecheck`, `shaping`, `lsp`). Adding a
/// benchmark is one type conforming to this plus one line in `BenchmarkCommands.all`.
protocol BenchmarkCommand {
    /// The subcommand as typed: `parse`.
    static var name: String { get }
    /// One line for the SUBCOMMANDS list.
    static var summary: String { get }
    /// The OPTIONS section of this subcommand's help.
    static var optionsHelp: [(flag: String, help: String)] { get }
    /// Runs with the arguments after the subcommand name.
    static func run(_ arguments: [String]) throws(UsageError)
}

enum BenchmarkCommands {
    static var all: [any BenchmarkCommand.Type] {
        [ParseBenchmark.self, CorpusCommand.self, LintBenchmark.self, BuildBenchmark.self, CatalogBenchmark.self, ScaleBenchmark.self, HostileBenchmark.self, TypeCheckBenchmark.self, ShapingBenchmark.self, StringsBenchmark.self, LSPBenchmark.self]
    }

    static func named(_ name: String) -> (any BenchmarkCommand.Type)? {
        all.first { $0.name == name }
    }
}

/// A mistake in the command line: printed with the usage, exit status 2.
struct UsageError: Error {
    let message: String
    /// The subcommand whose help applies, if any.
    let command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}

/// Help text in the sections swift-argument-parser prints.
enum BenchmarkHelp {
    static func general() -> String {
        var text = """
            OVERVIEW: Measures dialogc against the tools it replaces, on a generated corpus.

            USAGE: dialogc-bench <subcommand> [options]

            OPTIONS:

            """
        text += "  " + "-h, --help".padding(to: 22) + "Show help information.\n\nSUBCOMMANDS:\n"
        for command in BenchmarkCommands.all {
            text += "  " + command.name.padding(to: 22) + command.summary + "\n"
        }
        text += "\n  See 'dialogc-bench help <subcommand>' for detailed help.\n"
        return text
    }

    static func command(_ command: any BenchmarkCommand.Type) -> String {
        var text = """
            OVERVIEW: \(command.summary)

            USAGE: dialogc-bench \(command.name) [options]

            OPTIONS:

            """
        for option in command.optionsHelp + [("-h, --help", "Show help information.")] {
            text += "  " + option.flag.padding(to: 22) + option.help + "\n"
        }
        return text
    }
}

extension String {
    /// The string padded with spaces to `width` columns, plus one space when it is longer.
    func padding(to width: Int) -> String {
        count < width ? self + String(repeating: " ", count: width - count) : self + " "
    }
}

/// Reads `--name value` options and bare flags from a subcommand's arguments.
struct OptionReader {
    private var remaining: [String]
    private let command: String

    init(_ arguments: [String], command: String) {
        remaining = arguments
        self.command = command
    }

    /// True (and consumed) when the flag is present.
    mutating func flag(_ names: String...) -> Bool {
        guard let position = remaining.firstIndex(where: names.contains) else { return false }
        remaining.remove(at: position)
        return true
    }

    /// The positive integer after `--name`, or `defaultValue` when the option is absent.
    mutating func positiveInteger(_ name: String, default defaultValue: Int) throws(UsageError) -> Int {
        guard let position = remaining.firstIndex(of: name) else { return defaultValue }
        guard position + 1 < remaining.count else { throw UsageError("missing value for '\(name)'", command: command) }
        let text = remaining[position + 1]
        guard let value = Int(text), value > 0 else {
            throw UsageError("'\(text)' is not a valid value for '\(name)'; expected a positive integer", command: command)
        }
        remaining.removeSubrange(position...(position + 1))
        return value
    }

    /// The text after `--name`, or nil when the option is absent.
    mutating func value(_ name: String) throws(UsageError) -> String? {
        guard let position = remaining.firstIndex(of: name) else { return nil }
        guard position + 1 < remaining.count else { throw UsageError("missing value for '\(name)'", command: command) }
        let text = remaining[position + 1]
        remaining.removeSubrange(position...(position + 1))
        return text
    }

    /// Fails on anything no option claimed.
    func finish() throws(UsageError) {
        if let unknown = remaining.first { throw UsageError("unknown option '\(unknown)'", command: command) }
    }
}
