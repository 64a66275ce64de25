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
            FindingsFormatOptions.format,
            ReportOptions.output,
            ReportOptions.maxWarnings,
            ReportOptions.strict,
            ReportOptions.quiet,
            ReportOptions.baseline,
            ReportOptions.writeBaseline,
            FindingsFormatOptions.color,
        ])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing <results>; name the files 'dialogc lint --shard i/n --shard-output FILE' wrote", command: spec)
        }
        let findings = FindingsFormatOptions(arguments)
        let report = try ReportOptions(arguments, command: spec)
        let color = findings.usesColor(io: io, writingToFile: report.outputPath != nil)
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
            io.writeError("dialogc: \(CountWording.count(result.checkedInMergeCount, "spec file")) not in the parts' results (changed since, or not decodable) checked here\n")
        }
        return LintCommand.report(result, report, format: findings.format, color: color, sources: [], io: io)
    }
}
