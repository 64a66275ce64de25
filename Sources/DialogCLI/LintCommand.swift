import DialogCompiler
import DialogDiagnostics
import DialogFormatters
import DialogModel
import DialogRules

/// `dialogc lint PATH...`: check specs and report findings.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check dialog specs and report what is wrong, exactly where.",
        discussion: """
            Folders are searched for *.dialog.json (folders starting with '.' are skipped); a file \
            named directly is read whatever its extension. A symbolic link found in the search is followed \
            only while it stays inside the folders named; one leading elsewhere (or a *.dialog.json link to \
            nothing) is an I/O error: name the link itself to check it. Only regular files are read. Paths \
            that overlap are merged, each file checked once. Each spec is checked with the nearest \
            dialogc.json above it (or --config FILE for all), so one run can span several projects and \
            argument order never changes a verdict. A folder search keeps the specs their config's \
            'include' patterns match and its 'exclude' patterns do not; a file named directly is always \
            checked. A spec an outer config's 'include' matches but a nearer dialogc.json leaves out is \
            checked by no project: a 'config-overlap' warning at the outer pattern. With no path, the project of the nearest dialogc.json above the working folder is \
            checked whole (no spec in it is an I/O error, unless the project only names token files to \
            check; a pattern matching nothing is an \
            'unmatched-glob' warning). Findings go to standard output (or --output \
            FILE), the summary to standard error. An input error in a spec holds back only the findings \
            that could depend on the value it is in (that text, that button, or a rule that weighs the whole \
            spec); the others still report. --fix applies the fixes with one safe answer (a \
            misspelled key or value with exactly one close match, a legacy token string to its object form, \
            a raw value to the one token with that value in every theme, white space trimmed off a text) \
            as byte edits that keep the file's layout, written atomically; a file with a JSON syntax error is never touched, fixes that \
            overlap wait for the next run, and fixes whose result would not parse as before are not \
            written; a file that changed since it was read is left alone (run again), a symbolic link is written \
            through to its file, and one run at a time rewrites a project's specs (another waits, or with \
            --no-wait fails). --fix-dry-run prints them as a unified diff instead. Results are cached per spec in .dialogc-lint-cache.jsonl \
            beside the project's dialogc.json (none without one), keyed by the spec's bytes, the config, the \
            token and font files and the dialogc binary, and signed with a key only this user or CI holds \
            (DIALOGC_CACHE_KEY, or one made in ~/.cache/dialogc): a cache file that came with the checkout \
            is ignored. Cached findings are the same bytes as fresh ones. --shard i/n checks only the \
            specs of part i of n (by a hash of each spec's path in its project) and writes their results \
            to --shard-output FILE instead of reporting; 'dialogc merge' reports the parts as one run. \
            Exit status: 0 no errors, 1 errors (or the warning \
            policy failed), 2 a usage, config or I/O problem.
            """,
        usage: "lint [<path> ...] [--config <file>] [--format <format>] [--output <file>] [--max-warnings <n>] [--strict] [--quiet] [--baseline <file>] [--write-baseline <file>] [--color <when>] [--pseudo-locale <locale>] [--stdin-filename <path>] [--no-cache] [--fix | --fix-dry-run] [--no-wait] [--shard <i/n> --shard-output <file>]",
        arguments: [("path", "Spec files or folders to check, and *.tokens.json files to lint; '-' for a spec on standard input. Without one, the project of the nearest dialogc.json.")],
        options: [
            ConfigOptions.config,
            FindingsFormatOptions.format,
            ReportOptions.output,
            ReportOptions.maxWarnings,
            ReportOptions.strict,
            ReportOptions.baseline,
            ReportOptions.writeBaseline,
            FindingsFormatOptions.color,
            ReportOptions.quiet,
            pseudoLocale,
            fix,
            fixDryRun,
            noWait,
            noCache,
            stdinFilename,
            shard,
            shardOutput,
        ])

    static let pseudoLocale = OptionSpec(
        "--pseudo-locale", value: "locale",
        help: "Also lay out and check every dialog in this generated pseudo-locale (repeatable; see 'pseudoLocales' in docs/format/config.md).",
        allowed: PseudoLocale.allCases.map(\.rawValue))
    static let fix = OptionSpec("--fix", help: "Apply the fixes that have one safe answer to the files, then report what remains.")
    static let fixDryRun = OptionSpec("--fix-dry-run", help: "Print those fixes as a unified diff instead of the findings; write nothing.")
    static let noWait = ProjectWaitOptions.noWait.withHelp("With --fix: fail at once (exit 2) if another dialogc run is rewriting the project's specs.")
    static let noCache = CacheOptions.noCache.withHelp("Check every spec again, without reading or writing the lint cache.")
    static let stdinFilename = OptionSpec(
        "--stdin-filename", value: "path",
        help: "With '-' as the path: the file standard input stands for, for messages and to find its dialogc.json (default: <stdin>, config from here).")
    static let shard = OptionSpec("--shard", value: "i/n", help: "Check only part i of n of the specs (1 <= i <= n <= \(Shard.maximumCount)), for 'dialogc merge'.")
    static let shardOutput = OptionSpec("--shard-output", value: "file", help: "With --shard: where the part's results are written (never over an input).")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        let readsStandardInput = arguments.positionals.contains("-")
        if arguments.value(Self.stdinFilename) != nil, !readsStandardInput {
            throw UsageError(message: "'\(Self.stdinFilename.name)' names what standard input stands for; pass '-' as the path too", command: spec)
        }
        let fixes = arguments.flag(Self.fix)
        let fixDryRun = arguments.flag(Self.fixDryRun)
        if fixes && fixDryRun { throw UsageError(message: "'\(Self.fix.name)' and '\(Self.fixDryRun.name)' exclude each other; choose one", command: spec) }
        if fixes && readsStandardInput {
            throw UsageError(message: "'\(Self.fix.name)' cannot write standard input back; use '\(Self.fixDryRun.name)' for a diff", command: spec)
        }
        let shard = try shardArguments(arguments, readsStandardInput: readsStandardInput)
        // With no path, the project of the config (given or found from here) is checked.
        let config = ConfigOptions(arguments)
        if !config.hasProject(paths: arguments.positionals) {
            throw UsageError(message: "missing <path>; name the spec files or folders to check, or run in a project with a dialogc.json", command: spec)
        }
        let findings = FindingsFormatOptions(arguments)
        let format = findings.format
        let report = try ReportOptions(arguments, command: spec)
        let policy = report.policy
        let color = findings.usesColor(io: io, writingToFile: report.outputPath != nil)

        var request = LintRequest(
            inputs: arguments.positionals.filter { $0 != "-" }, configPath: config.path, keepsSpecs: false,
            usesCache: CacheOptions(arguments).usesCache)
        // A shard's key names the binary; its digest is kept in the cache folder.
        if request.usesCache || shard != nil { request.cacheSecret = io.cacheSecret() }
        request.pseudoLocales = arguments.list(Self.pseudoLocale).compactMap(PseudoLocale.init(identifier:))
        request.shard = shard?.shard
        if readsStandardInput {
            guard let bytes = io.readInput() else {
                io.writeError("Error: cannot read standard input\n")
                return ExitStatus.usageOrEnvironment
            }
            request.standardInput = (arguments.value(Self.stdinFilename) ?? "<stdin>", bytes)
        }
        // --fix: one run at a time rewrites a project's specs, from before they are read
        // until the fixes are written.
        var projectLock: FolderLock?
        defer { projectLock?.release() }
        if fixes {
            switch FolderLock.acquireProject(configPath: request.configPath, inputs: request.inputs, contention: ProjectWaitOptions(arguments).contention(io: io)) {
            case .failure(let problem):
                io.writeOutput(DiagnosticFormatter.render([problem], format: .text, options: DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)))
                return ExitStatus.usageOrEnvironment
            case .success(let acquired): projectLock = acquired
            }
        }
        var result = LintPipeline().run(request)
        // A cache that cannot be written costs the next run time, never a wrong verdict.
        for problem in result.cacheProblems {
            io.writeError("dialogc: the lint cache was not written (\(problem.message)); the findings are complete\n")
        }
        if let shard { return writeShard(result, request: request, to: shard.output, io: io) }
        let sources = request.standardInput.map { [SourceFile(path: FilePath.normalize($0.path), bytes: $0.bytes)] } ?? []
        if fixes || fixDryRun {
            let outcome = FixApplier.plan(result.diagnostics, sources: sources)
            for notice in outcome.notices { io.writeError(notice + "\n") }
            if fixDryRun {
                io.writeOutput(outcome.files.map { UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.fixed) }.joined())
                io.writeError("dialogc: \(Summary.fixes(outcome.appliedCount)) would be applied to \(CountWording.count(outcome.files.count, "file"))\n")
                io.writeError(Summary.line(for: result, policy: policy))
                return policy.exitStatus(for: result)
            }
            if let status = applyFixes(outcome, inputs: result.inputs, io: io) { return status }
            if outcome.appliedCount > 0 { result = LintPipeline().run(request) }
        }
        return Self.report(result, report, format: format, color: color, sources: sources, io: io)
    }

    /// The findings in `format` to standard output or `--output`, the summary line to
    /// standard error, and the exit status; `--quiet`, `--baseline` and `--write-baseline`
    /// applied. Shared by `lint` and `merge`, so a merge reports exactly as a run would.
    static func report(
        _ result: LintResult, _ report: ReportOptions, format: OutputFormat, color: Bool, sources: [SourceFile], io: CommandIO
    ) -> Int32 {
        var result = result
        let policy = report.policy, outputPath = report.outputPath
        // --quiet: errors only, as if the warnings were never found.
        var quietedWarnings = 0
        if report.quiet {
            quietedWarnings = result.diagnostics.count { $0.severity == .warning }
            result.diagnostics.removeAll { $0.severity == .warning }
        }
        var options = DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog, color: color)
        // Standard input is never read from its --stdin-filename path: fingerprints use its bytes.
        if let baselinePath = report.baselinePath {
            let loaded = Baseline.load(baselinePath)
            guard let baseline = loaded.baseline else {
                io.writeOutput(DiagnosticFormatter.render(loaded.diagnostics, format: format, options: options))
                return ExitStatus.usageOrEnvironment
            }
            result.diagnostics = baseline.newFindings(in: result.diagnostics, sources: sources)
        }
        // Every file the run read is an input that no output may replace; looked up only
        // when something is written.
        var writer: OutputFileWriter { OutputFileWriter(gate: WriteGate(inputs: result.inputs)) }
        if let baselinePath = report.writeBaselinePath {
            return writeBaseline(result, to: baselinePath, sources: sources, writer: writer, io: io)
        }
        if format == .sarif { options.fingerprints = Baseline.fingerprints(of: result.diagnostics, sources: sources) }
        let rendered = DiagnosticFormatter.render(
            result.diagnostics, format: format, options: options)

        var status = policy.exitStatus(for: result)
        if let outputPath {
            if let failure = writer.write(rendered, to: outputPath) {
                io.writeError(DiagnosticFormatter.render([failure], format: .text, options: DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)))
                status = ExitStatus.usageOrEnvironment
            }
        } else {
            io.writeOutput(rendered)
        }
        var summary = Summary.line(for: result, policy: policy)
        if quietedWarnings > 0 { summary = summary.dropLast() + " (\(CountWording.count(quietedWarnings, "warning")) not shown: --quiet)\n" }
        io.writeError(summary)
        return status
    }

    /// `--shard i/n` with `--shard-output FILE`; nil without them. Options that report or
    /// write are for `merge` or a whole run.
    private static func shardArguments(_ arguments: ParsedArguments, readsStandardInput: Bool) throws(UsageError) -> (shard: Shard, output: String)? {
        let text = arguments.value(Self.shard)
        let output = arguments.value(Self.shardOutput)
        guard text != nil || output != nil else { return nil }
        guard let text else { throw UsageError(message: "'\(Self.shardOutput.name)' goes with '\(Self.shard.name) i/n'", command: spec) }
        guard let shard = Shard(argument: text) else {
            throw UsageError(message: "'\(Self.shard.name)' needs i/n with 1 <= i <= n <= \(Shard.maximumCount), not '\(text)'", command: spec)
        }
        guard let output else { throw UsageError(message: "'\(Self.shard.name)' needs '\(Self.shardOutput.name) FILE' for the part's results", command: spec) }
        let reporting =
            [FindingsFormatOptions.format, ReportOptions.output, ReportOptions.baseline, ReportOptions.writeBaseline, ReportOptions.maxWarnings]
            .filter { arguments.value($0) != nil } + [fix, fixDryRun, ReportOptions.strict, ReportOptions.quiet].filter(arguments.flag)
        if let option = reporting.first {
            throw UsageError(message: "'\(option.name)' does not go with '\(Self.shard.name)': pass it to 'dialogc merge', which reports the parts", command: spec)
        }
        if readsStandardInput { throw UsageError(message: "'\(Self.shard.name)' splits the specs of a run; standard input is one spec", command: spec) }
        return (shard, output)
    }

    /// A shard's run: its results to the file, a line on standard error; the findings only
    /// when the run could not check (a config or I/O problem, exit 2).
    private static func writeShard(_ result: LintResult, request: LintRequest, to path: String, io: CommandIO) -> Int32 {
        let options = DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)
        if result.hasEnvironmentProblem {
            io.writeOutput(DiagnosticFormatter.render(result.diagnostics, format: .text, options: options))
            return ExitStatus.usageOrEnvironment
        }
        guard let results = ShardResults(result, of: request) else { return ExitStatus.usageOrEnvironment }
        let shard = results.shard
        if let failure = OutputFileWriter(gate: WriteGate(inputs: result.inputs)).write(results.rendered(), to: path) {
            io.writeError(DiagnosticFormatter.render([failure], format: .text, options: options))
            return ExitStatus.usageOrEnvironment
        }
        io.writeError("dialogc: shard \(shard.description): \(CountWording.count(result.fileCount, "spec file")) checked; results in '\(path)' for 'dialogc merge'\n")
        return ExitStatus.success
    }

    /// `--fix`: writes each fixed file atomically. The files it edits are the ones whose
    /// findings carry fixes (specs, and token files with legacy forms), so the gate guards
    /// the run's other inputs; nil when every file was written, else the exit status after
    /// saying why.
    private static func applyFixes(_ outcome: FixApplier.Outcome, inputs: [RunInput], io: CommandIO) -> Int32? {
        let edited = Set(outcome.files.map(\.path))
        let writer = OutputFileWriter(gate: WriteGate(inputs: inputs.filter { $0.kind != .spec && !edited.contains($0.path) }))
        var applied = 0
        var files = 0
        var failures: [Diagnostic] = []
        // Temporaries of a --fix killed mid-write, beside the files this run read.
        let folders = Set(inputs.filter { $0.kind == .spec || $0.kind == .tokens }.map(\.path) + outcome.files.map(\.path)).map(FilePath.directory(of:))
        for folder in Set(folders).sorted() { OutputFileWriter.removeAbandonedTemporaries(in: folder) }
        for file in outcome.files {
            if let failure = writer.rewrite(file.path, expecting: file.original, with: file.fixed) {
                failures.append(failure)
            } else {
                applied += file.applied
                files += 1
            }
        }
        if applied > 0 { io.writeError("dialogc: applied \(Summary.fixes(applied)) to \(CountWording.count(files, "file"))\n") }
        guard failures.isEmpty else {
            io.writeOutput(DiagnosticFormatter.render(failures, format: .text, options: DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)))
            return ExitStatus.usageOrEnvironment
        }
        return nil
    }

    /// `--write-baseline`: records the findings instead of judging them, so a team can adopt
    /// dialogc on a catalog with known problems and fail only on new ones.
    private static func writeBaseline(
        _ result: LintResult, to path: String, sources: [SourceFile], writer: OutputFileWriter, io: CommandIO
    ) -> Int32 {
        let options = DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog)
        if result.hasEnvironmentProblem {
            io.writeOutput(DiagnosticFormatter.render(result.diagnostics, format: .text, options: options))
            return ExitStatus.usageOrEnvironment
        }
        if let failure = writer.write(Baseline(accepting: result.diagnostics, sources: sources).rendered(), to: path) {
            io.writeError(DiagnosticFormatter.render([failure], format: .text, options: options))
            return ExitStatus.usageOrEnvironment
        }
        io.writeError("dialogc: wrote \(CountWording.count(result.diagnostics.count, "finding")) to the baseline '\(path)'\n")
        return ExitStatus.success
    }
}

/// `--max-warnings` and `--strict`: when warnings alone fail the run.
struct WarningPolicy {
    var maxWarnings: Int?
    var strict: Bool

    /// Warnings never fail the run.
    static let none = WarningPolicy(maxWarnings: nil, strict: false)

    init(maxWarnings: Int?, strict: Bool) {
        self.maxWarnings = maxWarnings
        self.strict = strict
    }

    func warningsFail(_ count: Int) -> Bool {
        if strict && count > 0 { return true }
        if let maxWarnings, count > maxWarnings { return true }
        return false
    }

    func exitStatus(for result: LintResult) -> Int32 {
        if result.hasEnvironmentProblem { return ExitStatus.usageOrEnvironment }
        if result.diagnostics.contains(where: { $0.severity == .error }) { return ExitStatus.findings }
        let warnings = result.diagnostics.count { $0.severity == .warning }
        return warningsFail(warnings) ? ExitStatus.findings : ExitStatus.success
    }
}

/// `--color auto|always|never`. Auto colours only a terminal, and never when `NO_COLOR` is
/// set (https://no-color.org) or `TERM` is `dumb`; machine formats are never coloured.
enum ColorChoice {
    static func useColor(_ choice: String, io: CommandIO, writingToFile: Bool, format: OutputFormat) -> Bool {
        guard format == .text else { return false }
        switch choice {
        case "always": return true
        case "never": return false
        default:
            if writingToFile || !io.outputIsTerminal { return false }
            if let noColor = io.environment["NO_COLOR"], !noColor.isEmpty { return false }
            return io.environment["TERM"] != "dumb"
        }
    }
}

/// The one line of summary written to standard error after the findings.
enum Summary {
    static func line(for result: LintResult, policy: WarningPolicy) -> String {
        let errors = result.diagnostics.count { $0.severity == .error }
        let warnings = result.diagnostics.count { $0.severity == .warning }
        var text = "dialogc: \(CountWording.count(result.fileCount, "spec file")) checked: \(CountWording.count(errors, "error")), \(CountWording.count(warnings, "warning"))"
        if errors == 0, policy.warningsFail(warnings) {
            text += policy.strict ? " (--strict: warnings fail the run)" : " (more than --max-warnings \(policy.maxWarnings ?? 0))"
        }
        return text + "\n"
    }

    static func fixes(_ value: Int) -> String {
        value == 1 ? "1 fix" : "\(value) fixes"
    }
}
