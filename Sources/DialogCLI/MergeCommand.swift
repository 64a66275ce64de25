import DialogCompiler
import DialogDiagnostics
import DialogFormatters
import DialogModel
import DialogRules

/// `dialogc merge RESULTS...`: the parts of a run split with `lint --shard i/n`, reported as
/// one run.
enum MergeCommand {
    static let spec = CommandSpec(
        name: "merge",
        abstract: "Report the parts of a sharded lint run as one run.",
        discussion: """
            Reads the files 'dialogc lint --shard i/n --shard-output FILE' wrote for parts 1 to n of one \
            run (in any order; each part once, all made by this dialogc with the same paths, --config and \
            --pseudo-locale) and runs that lint again from the same working folder, with the parts' \
            results in place of the per-spec checks: the checks across specs (duplicate ids and \
            identifiers) and the configured severities run once over every spec, and the findings are \
            byte for byte those of one unsharded run, in any format. A spec whose bytes changed since its \
            part ran is checked here. The config, token and font files must be the ones the parts were \
            checked with. Exit status: 0 no errors, 1 errors (or the warning policy failed), 2 a usage, \
            config or I/O problem, or results that are not the whole of one run.
            """,
        usage: "merge <results> ... [--format <format>] [--output <file>] [--max-warnings <n>] [--strict] [--quiet] [--baseline <file>] [--write-baseline <file>] [--color <when>]",
        arguments: [("results", "The files the parts wrote (--shard-output).")],
        options: [
            OptionSpec("--format", value: "format", help: "How findings are written.", allowed: OutputFormat.allCases.map(\.rawValue), defaultValue: "text"),
            OptionSpec("--output", short: "o", value: "file", help: "Write findings to a file instead of standard output (never over an input: exit 2)."),
            OptionSpec("--max-warnings", value: "n", help: "Fail (exit 1) when there are more than n warnings."),
            OptionSpec("--strict", help: "Fail (exit 1) on any warning."),
            OptionSpec("--quiet", short: "q", help: "Report errors only."),
            OptionSpec("--baseline", value: "file", help: "Report only findings not recorded in this baseline."),
            OptionSpec("--write-baseline", value: "file", help: "Record every current finding as the baseline and exit 0 (never over an input)."),
            OptionSpec("--color", value: "when", help: "Colour the text format.", allowed: ["auto", "always", "never"], defaultValue: "auto"),
        ])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing <results>; name the files 'dialogc lint --shard i/n --shard-output FILE' wrote", command: spec)
        }
        let format = OutputFormat(argument: arguments.value("--format") ?? "text") ?? .text
        let policy = try WarningPolicy(arguments, command: spec)
        let color = ColorChoice.useColor(arguments.value("--color") ?? "auto", io: io, writingToFile: arguments.value("--output") != nil, format: format)
        var parts: [ShardResults] = []
        var problems: [Diagnostic] = []
        for path in arguments.positionals {
            switch SourceReader(maximumBytes: 2 << 30).read(path) {
            case .failure(let problem): problems.append(problem)
            case .success(let file):
                switch ShardResults.parse(file.bytes) {
                case .success(let results): parts.append(results)
                case .failure(let problem): problems.append(Diagnostic(rule: .io, severity: .error, message: problem.message(path), location: .file(path)))
                }
            }
        }
        if problems.isEmpty, let problem = ShardResults.problem(merging: parts) {
            problems.append(Diagnostic(rule: .io, severity: .error, message: problem, location: nil))
        }
        let options = DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)
        guard problems.isEmpty, let first = parts.first else {
            io.writeOutput(DiagnosticFormatter.render(problems, format: .text, options: options))
            return ExitStatus.usageOrEnvironment
        }
        var request = first.request(replaying: parts)
        // No cache is used; its folder keeps the binary's digest, for the keys.
        request.cacheSecret = try? CacheSecret.resolve(environment: io.environment).get()
        let result = LintPipeline().run(request)
        if result.checkedInMergeCount > 0 {
            io.writeError("dialogc: \(Summary.count(result.checkedInMergeCount, "spec file")) not in the parts' results (changed since, or not decodable) checked here\n")
        }
        return LintCommand.report(result, arguments, format: format, policy: policy, color: color, sources: [], io: io)
    }
}
