import Foundation

/// `dialogc-bench build`: `dialogc build` of a generated corpus: a full build into an empty
/// folder, a rebuild with nothing changed, and a rebuild after one spec changed, with the
/// peak memory of each, and how many specs each build compiled (from its summary line), as
/// a check that the cache reused what it should.
enum BuildBenchmark: BenchmarkCommand {
    static let name = "build"
    static let summary = "Time 'dialogc build': full, no-op rebuild, one spec changed; peak memory."
    static let optionsHelp = [
        (flag: "--specs <n>", help: "Number of generated dialog specs. (default: 10000)"),
        (flag: "--iterations <n>", help: "Rounds of full build, no-op rebuild and one-spec rebuild; medians are reported. (default: 3)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--emit <list>", help: "Passed to 'dialogc build --emit'. (default: dialogc's own default)"),
        (flag: "--keep", help: "Keep the generated corpus, the output and dialogc's output in the temporary folder."),
    ]

    /// The measured builds of one round, in order.
    enum Step: String, CaseIterable {
        case full = "full build, empty output folder"
        case noOp = "no-op rebuild (nothing changed)"
        case oneChanged = "rebuild, one spec changed"

        /// How many specs a build with a working cache compiles in this step.
        func expectedCompiled(_ specs: Int) -> Int {
            switch self {
            case .full: specs
            case .noOp: 0
            case .oneChanged: 1
            }
        }
    }

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let specCount = try options.positiveInteger("--specs", default: 10000)
        let iterations = try options.positiveInteger("--iterations", default: 3)
        let dialogc = try options.value("--dialogc") ?? siblingExecutable("dialogc")
        let emit = try options.value("--emit")
        let keep = options.flag("--keep")
        try options.finish()

        let root = CorpusFolder.temporaryFolder("build-\(specCount)")
        let corpus = CorpusFolder.write(specs: specCount, to: root)
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        let out = root + "/Generated"
        let log = root + "/dialogc-build.log"
        var buildArguments = [dialogc, "build", "Dialogs", "--config", "dialogc.json", "--out", out]
        if let emit { buildArguments += ["--emit", emit] }
        progress("corpus: \(specCount) specs, \(formatted(Double(corpus.bytes) / 1_000_000, decimals: 2)) MB in \(root); load average \(ChildProcess.loadAverage())")
        progress("command: \(buildArguments.joined(separator: " "))")

        let changed = root + "/" + corpus.relativeSpecPaths[corpus.relativeSpecPaths.count / 2]
        let original = FileManager.default.contents(atPath: changed).map { [UInt8]($0) } ?? []
        var results = [Step: [ChildRun]]()
        var compiled = [Step: [String]]()
        var outputFiles = 0
        var loads: [String] = []
        for round in 0..<iterations {
            loads.append(ChildProcess.loadAverage())
            try? FileManager.default.removeItem(atPath: out)
            for step in Step.allCases {
                if step == .oneChanged { CorpusFolder.writeFile(changed, edited(original, round: round)) }
                progress("round \(round + 1) of \(iterations): \(step.rawValue) (load average \(ChildProcess.loadAverage()))")
                let run = ChildProcess.run(buildArguments, in: root, outputPath: log)
                guard run.status == 0 else { fatalError("dialogc build exited with \(run.status) (\(step.rawValue)); see \(log) (run with --keep)") }
                results[step, default: []].append(run)
                let work = compiledCounts(inLog: log)
                compiled[step, default: []].append(work.map { "\($0.compiled) compiled, \($0.upToDate) up to date" } ?? "not reported")
                if let work, work.compiled != step.expectedCompiled(specCount) {
                    progress("warning: \(step.rawValue) compiled \(work.compiled) specs; expected \(step.expectedCompiled(specCount)): the cache did not do its job")
                }
                if step == .full { outputFiles = (try? FileManager.default.contentsOfDirectory(atPath: out).count) ?? 0 }
            }
        }
        progress("done; \(outputFiles) files in the output folder; 1-minute load averages at the start of each round: \(loads.joined(separator: "; "))")
        print(table(specs: specCount, results), terminator: "")
        for step in Step.allCases {
            print("- \(step.rawValue): \(compiled[step, default: []].joined(separator: "; "))")
        }
    }

    /// The counts in the last `dialogc build` summary in the log ("…: 1 compiled, 9999 up to
    /// date; …"), that is the run just finished (the log is appended to): the check that the
    /// cache did its job.
    static func compiledCounts(inLog log: String) -> (compiled: Int, upToDate: Int)? {
        guard let data = FileManager.default.contents(atPath: log) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").last(where: { $0.contains(" compiled, ") && $0.contains(" up to date") }),
            let colon = line.range(of: "': ")
        else { return nil }
        let words = line[colon.upperBound...].split(separator: " ")
        guard words.count >= 4, let compiled = Int(words[0]), let upToDate = Int(words[2]) else { return nil }
        return (compiled, upToDate)
    }

    /// The spec with a visible change in its copy: the description (added if absent) names
    /// the round, so each round's edit differs from the last and changes the generated Swift.
    static func edited(_ bytes: [UInt8], round: Int) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        let note = "Edited for benchmark round \(round + 1). "
        if let range = text.range(of: "\n  \"description\": \"") {
            text.insert(contentsOf: note, at: range.upperBound)
        } else if let range = text.range(of: "\n  \"id\": \"") {
            text.insert(contentsOf: "\n  \"description\": \"\(note)\",", at: range.lowerBound)
        } else {
            fatalError("generated spec without a top-level id")
        }
        return Array(text.utf8)
    }

    static func table(specs: Int, _ results: [Step: [ChildRun]]) -> String {
        let full = median(results[.full, default: []].map(\.wallSeconds))
        var text = "| \(specs) specs | median wall time | median CPU time (user+sys) | peak RSS (max) | wall time / full build |\n"
        text += "|---|---:|---:|---:|---:|\n"
        for step in Step.allCases {
            let runs = results[step, default: []]
            let wall = median(runs.map(\.wallSeconds))
            text += "| \(step.rawValue) | \(seconds(wall)) | \(seconds(median(runs.map(\.cpuSeconds)))) "
            text += "| \(megabytes(runs.map(\.peakResidentBytes).max() ?? 0)) | \(formatted(wall / full * 100, decimals: 0))% |\n"
        }
        return text
    }
}
