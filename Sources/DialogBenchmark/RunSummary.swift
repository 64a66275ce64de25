/// Several runs of one command reduced to the figures a table shows: the median wall and CPU
/// time (the odd slow run on a shared machine does not move a median) and the highest peak
/// memory (the figure a memory target is about).
struct RunSummary {
    let wallSeconds: Double
    let cpuSeconds: Double
    let peakResidentBytes: Int

    init(_ runs: [ChildRun]) {
        wallSeconds = median(runs.map(\.wallSeconds))
        cpuSeconds = median(runs.map(\.cpuSeconds))
        peakResidentBytes = runs.map(\.peakResidentBytes).max() ?? 0
    }
}

/// Runs `arguments` `iterations` times in `directory` and stops the benchmark unless every
/// run exits 0: a benchmark of a failing command measures its error path.
func measuredRuns(_ arguments: [String], iterations: Int, in directory: String, log: String, before: () -> Void = {}) -> [ChildRun] {
    (0..<iterations).map { round in
        before()
        progress("  \(arguments[1]) round \(round + 1) of \(iterations) (load average \(ChildProcess.loadAverage()))")
        let run = ChildProcess.run(arguments, in: directory, outputPath: log)
        guard run.status == 0 else {
            fatalError("\(arguments.prefix(2).joined(separator: " ")) exited with \(run.status); see \(log) (run with --keep)")
        }
        return run
    }
}

/// A comma-separated list of positive integers, as `--sizes 1000,10000`.
func positiveIntegers(_ text: String, option: String, command: String) throws(UsageError) -> [Int] {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) > 0 }) else {
        throw UsageError("'\(text)' is not a valid value for '\(option)'; expected positive integers separated by commas", command: command)
    }
    return values.map { $0! }
}
