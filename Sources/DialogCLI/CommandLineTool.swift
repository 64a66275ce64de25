import DialogCompiler
import DialogModel

/// The dialogc command line, runnable in-process: `run` parses the words after `dialogc`,
/// runs one subcommand and returns the exit status. Nothing here calls `exit`.
public enum CommandLineTool {
    static let subcommands: [Subcommand] = [
        Subcommand(spec: LintCommand.spec, run: LintCommand.run),
        Subcommand(spec: MergeCommand.spec, run: MergeCommand.run),
        Subcommand(spec: BuildCommand.spec, run: BuildCommand.run),
        Subcommand(spec: CatalogCommand.spec, run: CatalogCommand.run),
        Subcommand(spec: LayoutCommand.spec, run: LayoutCommand.run),
        Subcommand(spec: RulesCommand.spec, run: RulesCommand.run),
        Subcommand(spec: ExplainCommand.spec, run: ExplainCommand.run),
        Subcommand(spec: TokensCommand.spec, run: TokensCommand.run),
        Subcommand(spec: InitCommand.spec, run: InitCommand.run),
        StringsCommand.subcommand,
        Subcommand(spec: SchemaCommand.spec, run: SchemaCommand.run),
        Subcommand(spec: LspCommand.spec, run: LspCommand.run),
    ]

    public static func run(arguments: [String], io: CommandIO = .standard) -> Int32 {
        guard let first = arguments.first else {
            io.writeError(HelpRenderer.usageError(UsageError(message: "missing subcommand", command: nil)))
            return ExitStatus.usageOrEnvironment
        }
        switch first {
        case "--help", "-h":
            io.writeOutput(rootHelp)
            return ExitStatus.success
        case "--version":
            io.writeOutput(DialogcVersion.current + "\n")
            return ExitStatus.success
        case "help":
            return help(Array(arguments.dropFirst()), io: io)
        default:
            break
        }
        guard let subcommand = subcommands.first(where: { $0.spec.name == first }) else {
            var message = "unknown subcommand '\(first)'"
            if let suggestion = Suggestion.closest(to: first, among: subcommands.map(\.spec.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            io.writeError(HelpRenderer.usageError(UsageError(message: message, command: nil)))
            return ExitStatus.usageOrEnvironment
        }
        return run(subcommand, Array(arguments.dropFirst()), io: io)
    }

    /// Runs `subcommand` on the words after its name; a command with children (`strings`)
    /// passes them on to the child its first word names.
    private static func run(_ subcommand: Subcommand, _ rest: [String], io: CommandIO) -> Int32 {
        if !subcommand.children.isEmpty {
            guard let word = rest.first, !word.hasPrefix("-") else {
                if rest.contains("--help") || rest.contains("-h") {
                    io.writeOutput(HelpRenderer.render(subcommand.spec))
                    return ExitStatus.success
                }
                io.writeError(HelpRenderer.usageError(UsageError(message: "missing subcommand of '\(subcommand.spec.name)'", command: subcommand.spec)))
                return ExitStatus.usageOrEnvironment
            }
            guard let child = subcommand.child(named: word) else {
                var message = "unknown subcommand '\(subcommand.spec.name) \(word)'"
                if let suggestion = Suggestion.closest(to: word, among: subcommand.children.map(\.word)) { message += "; did you mean '\(suggestion)'?" }
                io.writeError(HelpRenderer.usageError(UsageError(message: message, command: subcommand.spec)))
                return ExitStatus.usageOrEnvironment
            }
            return run(child, Array(rest.dropFirst()), io: io)
        }
        if rest.contains("--help") || rest.contains("-h") {
            io.writeOutput(HelpRenderer.render(subcommand.spec))
            return ExitStatus.success
        }
        do throws(UsageError) {
            let parsed = try ArgumentParser(command: subcommand.spec).parse(rest)
            return try subcommand.run(parsed, io)
        } catch {
            io.writeError(HelpRenderer.usageError(error))
            return ExitStatus.usageOrEnvironment
        }
    }

    private static func help(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let name = arguments.first else {
            io.writeOutput(rootHelp)
            return ExitStatus.success
        }
        if name == helpSpec.name {
            io.writeOutput(HelpRenderer.render(helpSpec))
            return ExitStatus.success
        }
        guard var subcommand = subcommands.first(where: { $0.spec.name == name }) else {
            var message = "unknown subcommand '\(name)'"
            if let suggestion = Suggestion.closest(to: name, among: subcommands.map(\.spec.name) + [helpSpec.name]) {
                message += "; did you mean '\(suggestion)'?"
            }
            io.writeError(HelpRenderer.usageError(UsageError(message: message, command: nil)))
            return ExitStatus.usageOrEnvironment
        }
        if arguments.count > 1, let child = subcommand.child(named: arguments[1]) { subcommand = child }
        io.writeOutput(HelpRenderer.render(subcommand.spec))
        return ExitStatus.success
    }

    /// `help` itself, so that `dialogc help help` answers like any other subcommand.
    static let helpSpec = CommandSpec(
        name: "help",
        abstract: "Show help for a subcommand.",
        discussion: """
            With no subcommand, the overview of every subcommand. The formats dialogc reads and \
            writes are described in the repository's docs/format/ (spec.md, tokens.md, config.md, \
            diagnostics.md), every rule in docs/rules.md and 'dialogc explain <rule-id>'.
            """,
        usage: "help [<subcommand>]",
        arguments: [("subcommand", "The subcommand to describe.")],
        options: [])

    static var rootHelp: String {
        var text = """
            OVERVIEW: Compile dialog specifications: check them against the design system's rules \
            and report what is wrong, exactly where.

            USAGE: dialogc <subcommand>

            OPTIONS:

            """
        text += HelpRenderer.row("--version", "Show the version.")
        text += HelpRenderer.row("-h, --help", "Show help information.")
        text += "\nSUBCOMMANDS:\n"
        for subcommand in subcommands { text += HelpRenderer.row(subcommand.spec.name, subcommand.spec.abstract) }
        text += HelpRenderer.row("help", "Show help for a subcommand.")
        text += "\n  See 'dialogc help <subcommand>' for detailed help. The formats: docs/format/ in the dialogc\n"
        text += "  repository (spec, tokens, config, diagnostics); the rules: docs/rules.md, 'dialogc explain <rule-id>'.\n"
        return text
    }
}

/// One `dialogc <name>` command: its declaration and what runs it.
struct Subcommand: Sendable {
    var spec: CommandSpec
    var run: @Sendable (ParsedArguments, CommandIO) throws(UsageError) -> Int32
    /// The commands under this one (`strings export`); their spec names are the whole
    /// command, `strings export`.
    var children: [Subcommand] = []

    /// The last word of the name: `export` for `strings export`.
    var word: String { String(spec.name.split(separator: " ").last ?? "") }

    func child(named word: String) -> Subcommand? { children.first { $0.word == word } }
}
