import DialogCompiler
import DialogDiagnostics
import DialogFormatters
import DialogModel
import DialogRules

/// `dialogc build PATH...`: lint, then generate Swift into the output folder.
enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        abstract: "Check dialog specs, then generate Swift for them.",
        discussion: """
            Lints first, exactly as 'dialogc lint': any error and nothing is written (exit 1; with \
            '--emit catalog' alone the catalog is still written, see 'dialogc help catalog'). Then writes \
            the support files (DialogSupport.swift, DialogSupport+Appearance.swift, DialogSupport+SwiftUI.swift, \
            DialogTokens.swift, and DialogSupport+UIKit.swift and DialogSupport+TCA.swift as the config's 'swift' \
            says) and per \
            dialog its state model (<TypeName>.swift) and SwiftUI view (<TypeName>+View.swift) into the \
            output folder (--out, or the config's 'output', default 'Generated' beside the config), writing \
            only files whose bytes changed and, when the whole project is built (no path, or paths that take \
            in all its specs), removing files an earlier build generated for specs that are gone; a build of \
            some specs removes nothing. A file in the folder that no build wrote is never replaced (exit 2) unless --force is \
            given, and no input (spec, config, token or font file) is ever written, whatever the flags. \
            One build at a time writes into a folder: a second one waits for the first (or, with \
            --no-wait, fails at once).

            A cache in the output folder (.dialogc-cache.jsonl) remembers each spec's content hash, findings \
            and generated files, keyed by the dialogc version, the config, its token and font files and \
            --emit: a spec whose bytes and key are unchanged is not checked or generated again (its \
            findings are replayed), and a change to the config or tokens rebuilds everything. Generated \
            files are checked against their recorded content hashes, so a deleted, edited or half-written \
            one is generated again. The cache is local to a machine: do not commit it.
            """,
        usage: "build [<path> ...] [--config <file>] [--out <dir>] [--emit <kinds>] [--no-cache] [--force] [--no-wait] [--format <format>] [--color <when>]",
        arguments: [("path", "Spec files or folders to compile. Without one, the project of the nearest dialogc.json (its 'include' and 'exclude').")],
        options: [
            ConfigOptions.config,
            out,
            emit,
            noCache,
            OutputFolderOptions.force,
            OutputFolderOptions.noWait,
            FindingsFormatOptions.format,
            FindingsFormatOptions.color,
        ])

    static let out = OptionSpec("--out", value: "dir", help: "The output folder (default: the config's 'output').")
    static let emit = OptionSpec(
        "--emit", value: "kinds", help: "What to generate, comma-separated: \(OutputStages.kinds.map(\.rawValue).joined(separator: ", ")).", defaultValue: "swift")
    static let noCache = CacheOptions.noCache.withHelp("Ignore the build cache: check and generate every spec, then write a fresh cache.")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        // With no path, the project of the config (given or found from here) is built whole.
        let config = ConfigOptions(arguments), reporting = FindingsFormatOptions(arguments), folder = OutputFolderOptions(arguments)
        if !config.hasProject(paths: arguments.positionals) {
            throw UsageError(message: "missing <path>; name the spec files or folders to compile, or run in a project with a dialogc.json", command: spec)
        }
        let format = reporting.format
        let color = reporting.usesColor(io: io, writingToFile: false)
        let emit = try emitKinds(arguments.value(Self.emit) ?? "swift")
        let results = BuildPipeline().runProjects(
            BuildRequest(
                inputs: arguments.positionals, configPath: config.path, outputDirectory: arguments.value(Self.out),
                emit: emit, useCache: CacheOptions(arguments).usesCache, adoptsUnknownFiles: folder.adoptsUnknownFiles,
                contention: folder.contention(io: io),
                cacheSecret: io.cacheSecret()))

        // One report for the whole run, then one summary per project built.
        let findings = results.flatMap { $0.lint.diagnostics + $0.diagnostics }.sorted(by: Diagnostic.reportingOrder)
        let fingerprints = format == .sarif ? Baseline.fingerprints(of: findings) : nil
        io.writeOutput(
            DiagnosticFormatter.render(
                findings, format: format, options: DiagnosticFormatOptions(toolVersion: DialogcVersion.current, rules: RuleRegistry.catalog, color: color, fingerprints: fingerprints)))
        for result in results { io.writeError(summary(result)) }
        if results.contains(where: \.hasEnvironmentProblem) { return ExitStatus.usageOrEnvironment }
        return findings.contains { $0.severity == .error } ? ExitStatus.findings : ExitStatus.success
    }

    static func emitKinds(_ text: String) throws(UsageError) -> Set<EmitKind> {
        var kinds: Set<EmitKind> = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map({ String($0) }) {
            guard let kind = OutputStages.kind(named: name) else {
                let allowed = OutputStages.kinds.map(\.rawValue)
                var message = "'\(name)' is not something dialogc emits; use a comma-separated list of \(allowed.joined(separator: ", "))"
                if let suggestion = Suggestion.closest(to: name, among: allowed) { message += " (did you mean '\(suggestion)'?)" }
                throw UsageError(message: message, command: spec)
            }
            kinds.insert(kind)
        }
        return kinds
    }

    /// The summary line; `made` names what was generated (`catalog pages for` N dialogs).
    static func summary(_ result: BuildResult, made: String = "") -> String {
        let lintLine = Summary.line(for: result.lint, policy: WarningPolicy.none)
        guard let folder = result.outputDirectory else {
            return lintLine.dropLast() + "; nothing generated\n"
        }
        if result.failedWithoutChanges {
            return lintLine + "dialogc: nothing generated; the output folder '\(folder)' is unchanged\n"
        }
        let files = "\(result.written.count) written, \(result.unchanged.count) unchanged, \(result.removed.count) removed"
        if !result.diagnostics.isEmpty {
            return lintLine + "dialogc: writing into '\(folder)' failed part-way: \(files); build again once the problem is fixed\n"
        }
        var work = "\(result.compiledCount) compiled"
        if result.regeneratedCount > 0 {
            work += " (\(result.regeneratedCount) of them because their generated files were missing or edited)"
        }
        work += ", \(result.reusedCount) up to date"
        return lintLine + "dialogc: generated \(made.isEmpty ? "" : made + " ")\(CountWording.count(result.dialogCount, "dialog")) into '\(folder)': \(work); \(files)\n"
    }
}
