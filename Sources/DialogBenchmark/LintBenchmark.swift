import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `dialogc-bench lint`: `dialogc lint` against `check-jsonschema` with the project's JSON
/// Schema, over the same generated files on disk, in the same run.
///
/// The comparison runs lint with `--no-cache`, so it measures checking every spec, as the
/// figures before the lint cache did; a further line shows lint with a warm cache (nothing
/// changed since the last run), which is what a developer's repeated run costs.
enum LintBenchmark: BenchmarkCommand {
    static let name = "lint"
    static let summary = "Compare 'dialogc lint' with check-jsonschema on the same generated specs."
    static let optionsHelp = [
        (flag: "--specs <n>", help: "Number of generated dialog specs. (default: 2000)"),
        (flag: "--iterations <n>", help: "Timed rounds, each tool once per round, interleaved; the median is reported. (default: 3)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--check-jsonschema <path>", help: "The check-jsonschema to run. (default: check-jsonschema on PATH)"),
        (flag: "--schema <file>", help: "The spec schema. (default: Schemas/dialog.schema.json)"),
        (flag: "--keep", help: "Keep the generated corpus and the tools' output in the temporary folder."),
    ]

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let specCount = try options.positiveInteger("--specs", default: 2000)
        let iterations = try options.positiveInteger("--iterations", default: 3)
        let dialogc = try options.value("--dialogc") ?? siblingExecutable("dialogc")
        let checker = try options.value("--check-jsonschema") ?? "check-jsonschema"
        let schema = absolutePath(try options.value("--schema") ?? "Schemas/dialog.schema.json")
        let keep = options.flag("--keep")
        try options.finish()
        guard FileManager.default.fileExists(atPath: schema) else { throw UsageError("no schema at \(schema)", command: name) }

        let root = CorpusFolder.temporaryFolder("lint-\(specCount)")
        let corpus = CorpusFolder.write(specs: specCount, to: root)
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        let batches = argumentBatches(corpus.relativeSpecPaths, fixed: [checker, "--schemafile", schema])
        progress("corpus: \(specCount) specs, \(formatted(Double(corpus.bytes) / 1_000_000, decimals: 2)) MB in \(root); "
            + "check-jsonschema gets them in \(batches.count) batch(es), run one after another; load average \(ChildProcess.loadAverage())")

        let dialogcLog = root + "/dialogc-lint.log"
        let checkerLog = root + "/check-jsonschema.log"
        let lintArguments = [dialogc, "lint", "Dialogs", "--config", "dialogc.json"]
        let runDialogc = { (log: String) in ChildProcess.run(lintArguments + ["--no-cache"], in: root, outputPath: log) }
        let runCachedDialogc = { (log: String) in ChildProcess.run(lintArguments, in: root, outputPath: log) }
        let runChecker = { (log: String) -> ChildRun in
            var wall = 0.0, cpu = 0.0, peak = 0, status: Int32 = 0
            for batch in batches {
                let run = ChildProcess.run([checker, "--schemafile", schema] + batch, in: root, outputPath: log)
                wall += run.wallSeconds
                cpu += run.cpuSeconds
                peak = max(peak, run.peakResidentBytes)
                if run.status != 0 { status = run.status }
            }
            return ChildRun(status: status, wallSeconds: wall, cpuSeconds: cpu, peakResidentBytes: peak)
        }

        // One untimed run each: fills the page cache, lets Python compile its bytecode, and
        // proves both tools accept every file (a benchmark of failures measures error paths).
        progress("warming up (untimed)")
        let firstLint = runDialogc(dialogcLog)
        guard firstLint.status == 0 else {
            fatalError("dialogc lint exited with \(firstLint.status) on the generated corpus; see \(dialogcLog) (run with --keep)")
        }
        // Fills the lint cache for the cached line.
        guard runCachedDialogc(dialogcLog).status == 0 else { fatalError("dialogc lint (cached) failed; see \(dialogcLog) (run with --keep)") }
        let firstCheck = runChecker(checkerLog)
        guard firstCheck.status == 0 else {
            fatalError("check-jsonschema exited with \(firstCheck.status) on the generated corpus; see \(checkerLog) (run with --keep)")
        }

        var dialogcRuns: [ChildRun] = []
        var cachedRuns: [ChildRun] = []
        var checkerRuns: [ChildRun] = []
        var loads: [String] = []
        for round in 0..<iterations {
            progress("round \(round + 1) of \(iterations) (load average \(ChildProcess.loadAverage()))")
            loads.append(ChildProcess.loadAverage())
            let lint = runDialogc("/dev/null")
            let cached = runCachedDialogc("/dev/null")
            let check = runChecker("/dev/null")
            guard lint.status == 0, cached.status == 0, check.status == 0 else { fatalError("a tool failed in round \(round + 1)") }
            dialogcRuns.append(lint)
            cachedRuns.append(cached)
            checkerRuns.append(check)
        }
        progress("done; 1-minute load averages at the start of each round: \(loads.joined(separator: "; "))")
        print(table(specs: specCount, dialogc: dialogcRuns, cached: cachedRuns, checker: checkerRuns), terminator: "")
    }

    static func table(specs: Int, dialogc: [ChildRun], cached: [ChildRun], checker: [ChildRun]) -> String {
        let reference = median(dialogc.map(\.wallSeconds))
        var text = "| \(specs) specs | median wall time | median CPU time (user+sys) | peak RSS | wall time / dialogc |\n"
        text += "|---|---:|---:|---:|---:|\n"
        let rows = [
            ("`dialogc lint --no-cache` (release)", dialogc), ("`check-jsonschema`", checker),
            ("`dialogc lint`, warm cache (release)", cached),
        ]
        for (title, runs) in rows {
            let wall = median(runs.map(\.wallSeconds))
            text += "| \(title) | \(seconds(wall)) | \(seconds(median(runs.map(\.cpuSeconds)))) "
            text += "| \(megabytes(runs.map(\.peakResidentBytes).max() ?? 0)) | \(formatted(wall / reference, decimals: 1))x |\n"
        }
        return text
    }

    /// Splits `paths` into argument lists that, with the `fixed` arguments and this process's
    /// environment, stay well under the system's ARG_MAX (half of it, to leave room).
    static func argumentBatches(_ paths: [String], fixed: [String]) -> [[String]] {
        let limit = Int(sysconf(Int32(_SC_ARG_MAX)))
        let environmentBytes = ProcessInfo.processInfo.environment.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 2 + 8 }
        let budget = max(limit / 2 - environmentBytes - fixed.reduce(0) { $0 + $1.utf8.count + 1 + 8 }, 4096)
        var batches: [[String]] = [[]]
        var used = 0
        for path in paths {
            let cost = path.utf8.count + 1 + 8  // the string, its NUL and its argv pointer
            if used + cost > budget, !batches[batches.count - 1].isEmpty {
                batches.append([])
                used = 0
            }
            batches[batches.count - 1].append(path)
            used += cost
        }
        return batches
    }
}

func seconds(_ value: Double) -> String {
    value < 1 ? "\(formatted(value * 1000, decimals: 0)) ms" : "\(formatted(value, decimals: 2)) s"
}

func megabytes(_ bytes: Int) -> String { "\(formatted(Double(bytes) / 1_048_576, decimals: 1)) MiB" }

/// `name` in the folder of this executable (`.build/release/dialogc` beside
/// `.build/release/dialogc-bench`).
func siblingExecutable(_ name: String) -> String {
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return own.deletingLastPathComponent().appendingPathComponent(name).path
}

func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}
