import DialogCompiler
import DialogDiagnostics
import DialogFormatters
import DialogJSON
import DialogModel
import DialogTokens
import DialogRules

/// `dialogc tokens`: the resolved tokens of each theme, so a team can see what its token
/// files add up to after layering and aliases.
enum TokensCommand {
    static let spec = CommandSpec(
        name: "tokens",
        abstract: "Print the resolved design tokens of each theme.",
        discussion: """
            Without paths, the themes of the project config (--config FILE, or the nearest dialogc.json \
            from here), or the embedded default when there is none. With *.tokens.json paths, those files \
            layered in order over the embedded default, in themes light and dark. Problems in the token \
            files go to standard error; the exit status is 1 when there are errors, 2 for a usage, config \
            or I/O problem.
            """,
        usage: "tokens [<path> ...] [--config <file>] [--theme <name>] [--format <format>]",
        arguments: [("path", "Token files to layer over the embedded default.")],
        options: [
            ConfigOptions.config,
            theme,
            format,
        ])

    static let theme = OptionSpec("--theme", value: "name", help: "Print only this theme.")
    static let format = OptionSpec("--format", value: "format", help: "How tokens are written.", allowed: ["text", "json"], defaultValue: "text")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        let loaded = load(arguments)
        let problems = DiagnosticFormatter.render(
            loaded.diagnostics.sorted(by: Diagnostic.reportingOrder), format: .text,
            options: DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog))
        io.writeError(problems)
        guard let designSystem = loaded.designSystem else {
            return ExitStatus.usageOrEnvironment
        }
        var themes = designSystem.themes
        if let name = arguments.value(Self.theme) {
            guard let theme = designSystem.theme(named: name) else {
                var message = "no theme '\(name)'; the themes are \(themes.map { "'\($0.name)'" }.joined(separator: ", "))"
                if let suggestion = Suggestion.closest(to: name, among: themes.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                throw UsageError(message: message, command: spec)
            }
            themes = [theme]
        }
        // Token names and descriptions are the token files' text: no control character of
        // theirs reaches the terminal raw (JSON escapes them itself).
        let output =
            arguments.value(Self.format) == "json" ? JSONWriter.render(TokenReport.json(themes)) : TextSanitizer.printableLines(TokenReport.text(themes))
        io.writeOutput(output)
        if loaded.diagnostics.contains(where: { $0.rule == .io }) { return ExitStatus.usageOrEnvironment }
        return loaded.diagnostics.contains { $0.severity == .error } ? ExitStatus.findings : ExitStatus.success
    }

    private static func load(_ arguments: ParsedArguments) -> (designSystem: DesignSystem?, diagnostics: [Diagnostic]) {
        if !arguments.positionals.isEmpty {
            return DesignSystemFindings.load(tokenFiles: arguments.positionals)
        }
        let configPath = ConfigOptions(arguments).path ?? ConfigLocator().locate(firstInput: ".")
        let loadedConfig = ConfigLoader().load(configPath)
        guard let config = loadedConfig.config else { return (nil, loadedConfig.diagnostics) }
        let (designSystem, diagnostics) = DesignSystemLoader.load(
            config: config, configFile: loadedConfig.file, read: SourceReader().read, namesBeside: SourceReader.namesBeside)
        let contrast = designSystem.map { DesignSystemFindings.contrast($0, config: config) } ?? []
        return (designSystem, loadedConfig.diagnostics + diagnostics + contrast)
    }
}
