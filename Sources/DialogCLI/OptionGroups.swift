import DialogCompiler
import DialogFormatters

// Options several commands share, each declared once with its help text and read once into
// typed values. A command lists the declarations it takes (in its own help order) and builds
// the group from its parsed arguments; nothing else looks these options up by name.

/// `--config <file>`: the project config (build, catalog, layout, lint, strings export and
/// import, tokens).
struct ConfigOptions {
    static let config = OptionSpec("--config", value: "file", help: "The project config (default: nearest dialogc.json).")

    /// The config given, nil to find the nearest one.
    let path: String?

    init(_ arguments: ParsedArguments) {
        path = arguments.value(Self.config)
    }

    /// Whether a run of `paths` has something to work on: a path, `--config`, or a
    /// dialogc.json found from the current folder.
    func hasProject(paths: [String]) -> Bool {
        !paths.isEmpty || path != nil || ConfigLocator().locate(firstInput: ".") != nil
    }
}

/// `--format <format>` and `--color <when>` of the commands that report findings (build,
/// catalog, lint, merge).
struct FindingsFormatOptions {
    static let format = OptionSpec(
        "--format", value: "format", help: "How findings are written.", allowed: OutputFormat.allCases.map(\.rawValue), defaultValue: "text")
    static let color = OptionSpec("--color", value: "when", help: "Colour the text format.", allowed: ["auto", "always", "never"], defaultValue: "auto")

    let format: OutputFormat
    /// `auto`, `always` or `never` (checked by the parser).
    private let color: String

    init(_ arguments: ParsedArguments) {
        format = arguments.value(Self.format).flatMap(OutputFormat.init(argument:)) ?? .text
        color = arguments.value(Self.color) ?? "auto"
    }

    /// Whether the findings are coloured (`ColorChoice`).
    func usesColor(io: CommandIO, writingToFile: Bool) -> Bool {
        ColorChoice.useColor(color, io: io, writingToFile: writingToFile, format: format)
    }
}

/// `--force` and `--no-wait` of the commands that write an output folder (build, catalog).
struct OutputFolderOptions {
    static let force = OptionSpec("--force", help: "Replace files in the output folder that no dialogc build wrote (never an input).")
    static let noWait = OptionSpec("--no-wait", help: "Fail at once (exit 2) if another build is writing into the output folder.")

    /// `--force`: files in the folder that no build wrote may be replaced.
    let adoptsUnknownFiles: Bool
    private let failsAtOnce: Bool

    init(_ arguments: ParsedArguments) {
        adoptsUnknownFiles = arguments.flag(Self.force)
        failsAtOnce = arguments.flag(Self.noWait)
    }

    /// What to do when another build holds the folder: wait (saying so once), or fail.
    func contention(io: CommandIO) -> FolderLock.Contention {
        failsAtOnce ? .fail : .wait(notice: { [io] in io.writeError(Self.waitNotice) })
    }

    /// Said once when another build holds the output folder, so a wait is never a mystery.
    private static let waitNotice = "dialogc: another build is writing into the output folder; waiting for it to finish (--no-wait fails instead)\n"
}

/// How `lint` and `merge` report: `--output`, `--max-warnings`, `--strict`, `--quiet`,
/// `--baseline`, `--write-baseline`.
struct ReportOptions {
    static let output = OptionSpec(
        "--output", short: "o", value: "file", help: "Write findings to a file instead of standard output (never over an input: exit 2).")
    static let maxWarnings = OptionSpec("--max-warnings", value: "n", help: "Fail (exit 1) when there are more than n warnings.")
    static let strict = OptionSpec("--strict", help: "Fail (exit 1) on any warning.")
    static let quiet = OptionSpec(
        "--quiet", short: "q", help: "Report errors only: warnings are neither shown nor counted (--max-warnings and --strict then see none).")
    static let baseline = OptionSpec("--baseline", value: "file", help: "Report only findings not recorded in this baseline.")
    static let writeBaseline = OptionSpec(
        "--write-baseline", value: "file", help: "Record every current finding as the baseline and exit 0 (never over an input).")

    /// The file findings go to, nil for standard output.
    let outputPath: String?
    let policy: WarningPolicy
    let quiet: Bool
    let baselinePath: String?
    let writeBaselinePath: String?

    init(_ arguments: ParsedArguments, command: CommandSpec) throws(UsageError) {
        outputPath = arguments.value(Self.output)
        var policy = WarningPolicy(maxWarnings: nil, strict: arguments.flag(Self.strict))
        if let text = arguments.value(Self.maxWarnings) {
            guard let value = Int(text), value >= 0 else {
                throw UsageError(message: "'\(Self.maxWarnings.name)' needs a whole number of 0 or more, not '\(text)'", command: command)
            }
            policy.maxWarnings = value
        }
        self.policy = policy
        quiet = arguments.flag(Self.quiet)
        baselinePath = arguments.value(Self.baseline)
        writeBaselinePath = arguments.value(Self.writeBaseline)
    }
}

/// `--no-cache` of the commands that keep a cache (build, catalog, lint), each worded for what
/// its cache skips (`CacheOptions.noCache.withHelp(…)`).
struct CacheOptions {
    static let noCache = OptionSpec("--no-cache", help: "Ignore the cache.")

    /// Whether the cache is read and written (no `--no-cache`).
    let usesCache: Bool

    init(_ arguments: ParsedArguments) {
        usesCache = !arguments.flag(Self.noCache)
    }
}

/// `--no-wait` of `strings import`, which rewrites a project's specs (`lint --fix` declares
/// its own, worded for `--fix`, and reads it here too).
struct ProjectWaitOptions {
    static let noWait = OptionSpec("--no-wait", help: "Fail at once (exit 2) if another dialogc run is rewriting the project's specs.")

    private let failsAtOnce: Bool

    init(_ arguments: ParsedArguments) {
        failsAtOnce = arguments.flag(Self.noWait)
    }

    /// What to do when another run holds the project: wait (saying so once), or fail.
    func contention(io: CommandIO) -> FolderLock.Contention {
        failsAtOnce ? .fail : .wait(notice: { [io] in io.writeError(Self.notice) })
    }

    /// Said once when another run holds the project, so a wait is never a mystery.
    static let notice = "dialogc: another dialogc run is rewriting this project's specs; waiting for it to finish (--no-wait fails instead)\n"
}
