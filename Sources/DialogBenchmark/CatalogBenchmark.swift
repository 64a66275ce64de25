import Foundation

/// `dialogc-bench catalog`: `dialogc catalog` of a generated corpus over 2 themes x 2 locales x
/// 2 Dynamic Type sizes x 2 devices, a full catalog into an empty folder and a no-op rebuild,
/// against a full `dialogc build` of the same specs and config in the same round, with the
/// peak memory of each. The targets: the full catalog within 3x the full build, the no-op
/// under 10% of the full catalog.
enum CatalogBenchmark: BenchmarkCommand {
    static let name = "catalog"
    static let summary = "Time 'dialogc catalog': full and no-op, against a full 'dialogc build'; peak memory."
    static let optionsHelp = [
        (flag: "--specs <n>", help: "Number of generated dialog specs. (default: 2000)"),
        (flag: "--iterations <n>", help: "Rounds of full build, full catalog and no-op catalog; medians are reported. (default: 3)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--keep", help: "Keep the generated corpus, the outputs and dialogc's output in the temporary folder."),
    ]

    /// The measured runs of one round, in order.
    enum Step: String, CaseIterable {
        case build = "full `dialogc build`, empty output folder"
        case full = "full `dialogc catalog`, empty output folder"
        case noOp = "no-op `dialogc catalog` (nothing changed)"
    }

    /// The matrix the issue names: the corpus's two themes and two locales, two sizes (the
    /// config's `large` and `xxxLarge`) and two of the default devices.
    static let devices = ["iphone-se", "iphone-15"]
    static let sizes = ["large", "xxxLarge"]

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let specCount = try options.positiveInteger("--specs", default: 2000)
        let iterations = try options.positiveInteger("--iterations", default: 3)
        let dialogc = try options.value("--dialogc") ?? siblingExecutable("dialogc")
        let keep = options.flag("--keep")
        try options.finish()

        let root = CorpusFolder.temporaryFolder("catalog-\(specCount)")
        let corpus = CorpusFolder.write(specs: specCount, to: root)
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        let config = "dialogc-catalog.json"
        writeCatalogConfig(from: corpus.configPath, to: root + "/" + config)
        let (generated, site) = (root + "/Generated", root + "/Catalog")
        let log = root + "/dialogc.log"
        let matrix = devices.flatMap { ["--device", $0] } + sizes.flatMap { ["--dynamic-type", $0] }
        let commands: [Step: [String]] = [
            .build: [dialogc, "build", "Dialogs", "--config", config, "--out", generated],
            .full: [dialogc, "catalog", "Dialogs", "--config", config, "--out", site] + matrix,
            .noOp: [dialogc, "catalog", "Dialogs", "--config", config, "--out", site] + matrix,
        ]
        progress("corpus: \(specCount) specs in \(root); load average \(ChildProcess.loadAverage())")
        for step in Step.allCases { progress("\(step.rawValue): \(commands[step, default: []].joined(separator: " "))") }

        var results = [Step: [ChildRun]]()
        var loads: [String] = []
        for round in 0..<iterations {
            loads.append(ChildProcess.loadAverage())
            try? FileManager.default.removeItem(atPath: generated)
            try? FileManager.default.removeItem(atPath: site)
            for step in Step.allCases {
                progress("round \(round + 1) of \(iterations): \(step.rawValue) (load average \(ChildProcess.loadAverage()))")
                let run = ChildProcess.run(commands[step, default: []], in: root, outputPath: log)
                guard run.status == 0 else { fatalError("dialogc exited with \(run.status) (\(step.rawValue)); see \(log) (run with --keep)") }
                results[step, default: []].append(run)
            }
        }
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: site).filter { $0.hasSuffix(".html") }.count) ?? 0
        progress("done; \(pages) pages in the site; 1-minute load averages at the start of each round: \(loads.joined(separator: "; "))")
        print(table(specs: specCount, previews: specCount * 16, results), terminator: "")
    }

    /// The corpus's config with the two Dynamic Type sizes of the matrix.
    static func writeCatalogConfig(from path: String, to copy: String) {
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let sizes = "\"dynamicType\": [" + Self.sizes.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        guard let range = text.range(of: "\"dynamicType\": [\"large\"]") else { fatalError("the corpus config names no dynamicType list to widen") }
        CorpusFolder.writeFile(copy, Array(text.replacingCharacters(in: range, with: sizes).utf8))
    }

    static func table(specs: Int, previews: Int, _ results: [Step: [ChildRun]]) -> String {
        let build = median(results[.build, default: []].map(\.wallSeconds))
        let full = median(results[.full, default: []].map(\.wallSeconds))
        var text = "| \(specs) specs, \(previews) previews | median wall time | median CPU time (user+sys) | peak RSS (max) | wall / full build | wall / full catalog |\n"
        text += "|---|---:|---:|---:|---:|---:|\n"
        for step in Step.allCases {
            let runs = results[step, default: []]
            let wall = median(runs.map(\.wallSeconds))
            text += "| \(step.rawValue) | \(seconds(wall)) | \(seconds(median(runs.map(\.cpuSeconds)))) "
            text += "| \(megabytes(runs.map(\.peakResidentBytes).max() ?? 0)) | \(formatted(wall / build, decimals: 2))x "
            text += "| \(formatted(wall / full * 100, decimals: 0))% |\n"
        }
        return text
    }
}
