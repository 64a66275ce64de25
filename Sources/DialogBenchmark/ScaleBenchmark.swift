import Foundation

/// `dialogc-bench scale`: `dialogc lint` and a full `dialogc build` of corpora of growing
/// size, to show whether time and memory grow linearly with the number of specs.
///
/// Each size gets its own corpus (the first N specs of the same seeded sequence), written
/// once and measured by both commands. The growth factor of a size is its ratio to the
/// smallest size divided by the ratio of the spec counts: 1.0 is linear, 2.0 at ten times
/// the specs means each spec costs twice as much as in the small corpus.
enum ScaleBenchmark: BenchmarkCommand {
    static let name = "scale"
    static let summary = "How 'dialogc lint' and a full 'dialogc build' grow with the number of specs."
    static let optionsHelp = [
        (flag: "--sizes <list>", help: "Spec counts, comma-separated, smallest first. (default: 1000,10000,50000)"),
        (flag: "--iterations <n>", help: "Runs of each command per size; medians are reported. (default: 1)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--keep", help: "Keep each corpus, its output and dialogc's output in the temporary folder."),
    ]

    /// One size's measurements.
    struct Row {
        let specs: Int
        let bytes: Int
        let lint: RunSummary
        let build: RunSummary
    }

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let sizes = try positiveIntegers(try options.value("--sizes") ?? "1000,10000,50000", option: "--sizes", command: name)
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
            let out = root + "/Generated"
            let lint = measuredRuns(
                [dialogc, "lint", "Dialogs", "--config", "dialogc.json"], iterations: iterations, in: root, log: root + "/dialogc-lint.log")
            let build = measuredRuns(
                [dialogc, "build", "Dialogs", "--config", "dialogc.json", "--out", out], iterations: iterations, in: root,
                log: root + "/dialogc-build.log", before: { try? FileManager.default.removeItem(atPath: out) })
            rows.append(Row(specs: size, bytes: corpus.bytes, lint: RunSummary(lint), build: RunSummary(build)))
            if !keep { try? FileManager.default.removeItem(atPath: root) }
        }
        progress("done; load average \(ChildProcess.loadAverage())")
        print(table(title: "`dialogc lint`", rows.map { ($0.specs, $0.bytes, $0.lint) }), terminator: "")
        print()
        print(table(title: "`dialogc build` (full)", rows.map { ($0.specs, $0.bytes, $0.build) }), terminator: "")
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
