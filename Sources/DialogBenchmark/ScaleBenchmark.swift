import Foundation

/// `dialogc-bench scale`: `dialogc lint`, a full `dialogc build`, a full `dialogc catalog` and
/// `dialogc strings export` of corpora of growing size, to show whether time and memory grow
/// linearly with the number of specs, and what each peaks at (the memory target is 400 MB at
/// 50,000 specs for all four).
///
/// Each size gets its own corpus (the first N specs of the same seeded sequence), written
/// once and measured by every command. The growth factor of a size is its ratio to the
/// smallest size divided by the ratio of the spec counts: 1.0 is linear, 2.0 at ten times
/// the specs means each spec costs twice as much as in the small corpus.
enum ScaleBenchmark: BenchmarkCommand {
    static let name = "scale"
    static let summary = "How 'dialogc lint', 'build', 'catalog' and 'strings export' grow with the number of specs."
    static let optionsHelp = [
        (flag: "--sizes <list>", help: "Spec counts, comma-separated, smallest first. (default: 1000,10000,50000)"),
        (flag: "--commands <list>", help: "Commands to measure, comma-separated: \(Command.allCases.map(\.rawValue).joined(separator: ",")). (default: all)"),
        (flag: "--iterations <n>", help: "Runs of each command per size; medians are reported. (default: 1)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--keep", help: "Keep each corpus, its output and dialogc's output in the temporary folder."),
    ]

    /// The commands measured, in the order they run and are reported.
    enum Command: String, CaseIterable {
        case lint, build, catalog, export

        var title: String {
            switch self {
            case .lint: "`dialogc lint`"
            case .build: "`dialogc build` (full)"
            case .catalog: "`dialogc catalog` (full, one combination per spec, no browser)"
            case .export: "`dialogc strings export --format xliff`"
            }
        }

        /// The arguments after `dialogc`, run in the corpus folder; `out` is emptied before
        /// every run. The catalog draws one combination per spec (one theme, locale, device
        /// and Dynamic Type size), so 50,000 specs stay under its 100,000-preview limit.
        func arguments(out: String) -> [String] {
            switch self {
            case .lint: ["lint", "Dialogs", "--config", "dialogc.json"]
            case .build: ["build", "Dialogs", "--config", "dialogc.json", "--out", out]
            case .catalog:
                ["catalog", "Dialogs", "--config", "dialogc.json", "--out", out, "--theme", "light", "--locale", "ko", "--device", "iphone-15"]
            case .export: ["strings", "export", "Dialogs", "--config", "dialogc.json", "--format", "xliff", "--out", out]
            }
        }

        var output: String {
            switch self {
            case .lint: "Unused"
            case .build: "Generated"
            case .catalog: "Catalog"
            case .export: "export.xlf"
            }
        }
    }

    /// One size's measurements.
    struct Row {
        let specs: Int
        let bytes: Int
        let runs: [Command: RunSummary]
    }

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let sizes = try positiveIntegers(try options.value("--sizes") ?? "1000,10000,50000", option: "--sizes", command: name)
        let commands = try commandList(try options.value("--commands"))
        let iterations = try options.positiveInteger("--iterations", default: 1)
        let dialogc = try options.value("--dialogc") ?? siblingExecutable("dialogc")
        let keep = options.flag("--keep")
        try options.finish()
        guard sizes == sizes.sorted() else { throw UsageError("'--sizes' must be in increasing order", command: name) }

        var rows: [Row] = []
        for size in sizes {
            let root = CorpusFolder.temporaryFolder("scale-\(size)")
            let corpus = CorpusFolder.write(specs: size, to: root)
            progress("corpus: \(size) specs, \(formatted(Double(corpus.bytes) / 1_000_000, decimals: 2)) MB in \(root); load average \(ChildProcess.loadAverage())")
            var runs: [Command: RunSummary] = [:]
            for command in commands {
                let out = root + "/" + command.output
                runs[command] = RunSummary(
                    measuredRuns(
                        [dialogc] + command.arguments(out: out), iterations: iterations, in: root, log: root + "/dialogc-\(command.rawValue).log",
                        before: { try? FileManager.default.removeItem(atPath: out) }))
            }
            rows.append(Row(specs: size, bytes: corpus.bytes, runs: runs))
            if !keep { try? FileManager.default.removeItem(atPath: root) }
        }
        progress("done; load average \(ChildProcess.loadAverage())")
        for (index, command) in commands.enumerated() {
            if index > 0 { print() }
            print(table(title: command.title, rows.map { ($0.specs, $0.bytes, $0.runs[command]!) }), terminator: "")
        }
    }

    /// `--commands`: names of `Command`, each at most once; all of them when absent.
    static func commandList(_ text: String?) throws(UsageError) -> [Command] {
        guard let text else { return Command.allCases }
        var chosen: Set<Command> = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let command = Command(rawValue: String(word)) else {
                throw UsageError(
                    "'\(word)' is not a valid value for '--commands'; expected \(Command.allCases.map(\.rawValue).joined(separator: ", "))",
                    command: name)
            }
            chosen.insert(command)
        }
        return Command.allCases.filter(chosen.contains)
    }

    /// One command's rows. Per-spec time is CPU time (user + system), the figure least moved
    /// by other work on a shared machine; the growth factors use it too, and peak memory.
    /// Peak memory per spec includes the fixed part (the binary, the design system), so the
    /// added memory per added spec is the figure to extrapolate from.
    static func table(title: String, _ rows: [(specs: Int, bytes: Int, summary: RunSummary)]) -> String {
        var text = "\(title)\n\n| specs | MB | wall time | CPU time (user+sys) | peak RSS | CPU per spec | peak RSS per spec | added RSS per added spec | time growth | memory growth |\n"
        text += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        guard let base = rows.first else { return text }
        for row in rows {
            let sizeRatio = Double(row.specs) / Double(base.specs)
            let timeGrowth = row.summary.cpuSeconds / base.summary.cpuSeconds / sizeRatio
            let memoryGrowth = Double(row.summary.peakResidentBytes) / Double(base.summary.peakResidentBytes) / sizeRatio
            text += "| \(row.specs) | \(formatted(Double(row.bytes) / 1_000_000, decimals: 2)) "
            text += "| \(seconds(row.summary.wallSeconds)) | \(seconds(row.summary.cpuSeconds)) | \(megabytes(row.summary.peakResidentBytes)) "
            text += "| \(formatted(row.summary.cpuSeconds * 1000 / Double(row.specs), decimals: 2)) ms "
            text += "| \(formatted(Double(row.summary.peakResidentBytes) / 1024 / Double(row.specs), decimals: 1)) KiB "
            // What each spec past the smallest corpus added: the slope, free of the fixed part.
            let added = row.specs == base.specs
                ? "–"
                : formatted(Double(row.summary.peakResidentBytes - base.summary.peakResidentBytes) / 1024 / Double(row.specs - base.specs), decimals: 1) + " KiB"
            text += "| \(added) "
            text += "| \(formatted(timeGrowth, decimals: 2)) | \(formatted(memoryGrowth, decimals: 2)) |\n"
        }
        return text
    }
}
