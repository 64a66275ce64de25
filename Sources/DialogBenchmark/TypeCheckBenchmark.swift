import Foundation

/// `dialogc-bench typecheck`: how long `swiftc` takes to type-check what `dialogc build`
/// generates, and which function bodies and expressions cost the most.
///
/// For each dialog count, the corpus's first N specs are built with the real `dialogc build
/// --emit swift`, then two sets of the generated files are type-checked in child processes:
///
/// - **model**: `DialogSupport.swift`, `DialogTokens.swift` and each dialog's model, plain
///   Swift that compiles anywhere;
/// - **views**: everything, including `DialogSupport+SwiftUI.swift` and each `+View.swift`,
///   against the SwiftUI stand-in the tests use (`Tests/DialogEmitTests/SwiftUIStandIn`),
///   compiled into a module named `SwiftUI` first, because the views need SwiftUI and
///   SwiftUI does not exist on Linux.
///
/// Each set is checked whole-module (`-wmo`, one frontend, as Xcode's release builds do)
/// and, with `--modes wmo,per-file`, the driver's default one frontend per file (`-j`
/// jobs), which repeats the parsing of every file in every job and so grows as N squared.
/// One more untimed whole-module run with `-debug-time-function-bodies` and
/// `-debug-time-expression-type-checking` names the slowest bodies and expressions.
enum TypeCheckBenchmark: BenchmarkCommand {
    static let name = "typecheck"
    static let summary = "Time 'swiftc -typecheck' of the Swift 'dialogc build' generates; the slowest bodies and expressions."
    static let optionsHelp = [
        (flag: "--dialogs <list>", help: "Dialog counts, comma-separated. (default: 100,1000)"),
        (flag: "--iterations <n>", help: "Timed runs of each type check; medians are reported. (default: 1)"),
        (flag: "--modes <list>", help: "'wmo' (one frontend) and/or 'per-file' (one frontend per file). (default: wmo)"),
        (flag: "--jobs <n>", help: "'-j' for the per-file mode. (default: the number of CPUs)"),
        (flag: "--warn-ms <n>", help: "Threshold of -warn-long-function-bodies and -warn-long-expression-type-checking. (default: 100)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--swiftc <path>", help: "The swiftc to run. (default: swiftc on PATH)"),
        (flag: "--swiftui-stand-in <file>", help: "The SwiftUI stand-in the views are checked against. (default: Tests/DialogEmitTests/SwiftUIStandIn/SwiftUI.swift)"),
        (flag: "--keep", help: "Keep the corpora, the generated Swift and the compiler output in the temporary folder."),
    ]

    enum FileSet: String, CaseIterable {
        case model
        case views = "model + views"
    }

    enum Mode: String {
        case wmo
        case perFile = "per-file"
    }

    /// One timed configuration's result.
    struct Row {
        let dialogs: Int
        let set: FileSet
        let mode: Mode
        let files: Int
        let lines: Int
        let summary: RunSummary
    }

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let counts = try positiveIntegers(try options.value("--dialogs") ?? "100,1000", option: "--dialogs", command: name)
        let iterations = try options.positiveInteger("--iterations", default: 1)
        let modes = try (try options.value("--modes") ?? "wmo").split(separator: ",").map { (text) throws(UsageError) -> Mode in
            guard let mode = Mode(rawValue: String(text)) else { throw UsageError("unknown mode '\(text)'; use 'wmo' or 'per-file'", command: name) }
            return mode
        }
        let jobs = try options.positiveInteger("--jobs", default: ProcessInfo.processInfo.activeProcessorCount)
        let warnMilliseconds = try options.positiveInteger("--warn-ms", default: 100)
        let dialogc = try options.value("--dialogc") ?? siblingExecutable("dialogc")
        let swiftc = try options.value("--swiftc") ?? "swiftc"
        let standIn = absolutePath(try options.value("--swiftui-stand-in") ?? "Tests/DialogEmitTests/SwiftUIStandIn/SwiftUI.swift")
        let keep = options.flag("--keep")
        try options.finish()
        guard FileManager.default.fileExists(atPath: standIn) else { throw UsageError("no SwiftUI stand-in at \(standIn)", command: name) }

        let moduleFolder = CorpusFolder.temporaryFolder("typecheck-swiftui")
        defer { if !keep { try? FileManager.default.removeItem(atPath: moduleFolder) } }
        compileStandIn(standIn, swiftc: swiftc, into: moduleFolder)

        var rows: [Row] = []
        var reports: [String] = []
        for count in counts {
            let root = CorpusFolder.temporaryFolder("typecheck-\(count)")
            _ = CorpusFolder.write(specs: count, to: root)
            let generated = root + "/Generated"
            let build = ChildProcess.run(
                [dialogc, "build", "Dialogs", "--config", "dialogc.json", "--out", generated, "--emit", "swift"], in: root,
                outputPath: root + "/dialogc-build.log")
            guard build.status == 0 else { fatalError("dialogc build exited with \(build.status); see \(root)/dialogc-build.log (run with --keep)") }
            let files = generatedFiles(in: generated)
            let appTypes = root + "/AppTypes.swift"
            CorpusFolder.writeFile(appTypes, Array(appTypesSource.utf8))
            progress("\(count) dialogs: \(files.views.count) generated files in \(generated); load average \(ChildProcess.loadAverage())")

            for set in FileSet.allCases {
                let paths = set == .model ? files.model : files.views
                let lines = paths.reduce(0) { $0 + lineCount(generated + "/" + $1) }
                let base = typeCheckArguments(swiftc: swiftc, set: set, moduleFolder: moduleFolder) + paths + [appTypes]
                for mode in modes {
                    let arguments = mode == .wmo ? base + ["-wmo"] : base + ["-j", String(jobs)]
                    progress("\(count) dialogs, \(set.rawValue), \(mode.rawValue):")
                    let runs = measuredRuns(arguments, iterations: iterations, in: generated, log: root + "/swiftc.log")
                    rows.append(Row(dialogs: count, set: set, mode: mode, files: paths.count, lines: lines, summary: RunSummary(runs)))
                }
                progress("\(count) dialogs, \(set.rawValue): timing function bodies and expressions (untimed)")
                let timingLog = root + "/swiftc-\(set == .model ? "model" : "views")-timings.log"
                let timed = ChildProcess.run(
                    base + ["-wmo"] + timingFlags(warnMilliseconds: warnMilliseconds), in: generated, outputPath: timingLog)
                guard timed.status == 0 else { fatalError("swiftc exited with \(timed.status); see \(timingLog) (run with --keep)") }
                let log = String(decoding: FileManager.default.contents(atPath: timingLog) ?? Data(), as: UTF8.self)
                reports.append(TypeCheckTimings(log: log, folder: generated).report(
                    title: "\(count) dialogs, \(set.rawValue)", warnMilliseconds: warnMilliseconds))
            }
            if !keep { try? FileManager.default.removeItem(atPath: root) }
        }
        progress("done; load average \(ChildProcess.loadAverage())")
        print(table(rows, jobs: jobs), terminator: "")
        for report in reports { print("\n" + report, terminator: "") }
    }

    /// The app's side: the payload types the corpus's buttons name, as an app declares them.
    static var appTypesSource: String {
        "// The payload types the generated dialogs name; an app declares its own.\n\n"
            + SpecCorpus.payloadTypeNames.map { "struct \($0): Equatable, Sendable {}\n" }.joined()
    }

    /// The stand-in as a module named `SwiftUI`, and beside it `AppKit.swift` as `AppKit` (the
    /// font branch of a platform without UIKit, as on macOS) and `Accessibility.swift` as
    /// `Accessibility` (the async result's announcement).
    static func compileStandIn(_ standIn: String, swiftc: String, into folder: String) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            fatalError("could not create \(folder): \(error)")
        }
        let standIns = (standIn as NSString).deletingLastPathComponent
        for (module, source) in [("SwiftUI", standIn), ("AppKit", standIns + "/AppKit.swift"), ("Accessibility", standIns + "/Accessibility.swift")] {
            let log = folder + "/swiftc-\(module).log"
            let run = ChildProcess.run(
                [swiftc, "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                 "-emit-module-path", folder + "/\(module).swiftmodule", source], in: folder, outputPath: log)
            guard run.status == 0 else { fatalError("the \(module) stand-in does not compile (exit \(run.status)); see \(log) (run with --keep)") }
        }
    }

    /// Swift 6 mode, as the tests check the generated code; the views set finds the stand-in.
    static func typeCheckArguments(swiftc: String, set: FileSet, moduleFolder: String) -> [String] {
        var arguments = [swiftc, "-typecheck", "-swift-version", "6", "-module-name", "Generated"]
        if set == .views { arguments += ["-I", moduleFolder] }
        return arguments
    }

    static func timingFlags(warnMilliseconds: Int) -> [String] {
        ["-debug-time-function-bodies", "-debug-time-expression-type-checking",
         "-warn-long-function-bodies=\(warnMilliseconds)", "-warn-long-expression-type-checking=\(warnMilliseconds)"]
            .flatMap { ["-Xfrontend", $0] }
    }

    /// The generated Swift files by name, sorted: the model set (no SwiftUI) and all of them.
    static func generatedFiles(in folder: String) -> (model: [String], views: [String]) {
        let all = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard !all.isEmpty else { fatalError("dialogc build wrote no Swift into \(folder)") }
        return (all.filter { !$0.hasSuffix("+View.swift") && !$0.hasSuffix("+SwiftUI.swift") }, all)
    }

    static func lineCount(_ path: String) -> Int {
        (FileManager.default.contents(atPath: path) ?? Data()).reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }

    static func table(_ rows: [Row], jobs: Int) -> String {
        var text = "| dialogs | files | mode | generated files | lines | wall time | CPU time (user+sys) | peak RSS | CPU per dialog |\n"
        text += "|---:|---|---|---:|---:|---:|---:|---:|---:|\n"
        for row in rows {
            let mode = row.mode == .wmo ? "`-wmo`" : "per file, `-j \(jobs)`"
            text += "| \(row.dialogs) | \(row.set.rawValue) | \(mode) | \(row.files) | \(row.lines) "
            text += "| \(seconds(row.summary.wallSeconds)) | \(seconds(row.summary.cpuSeconds)) | \(megabytes(row.summary.peakResidentBytes)) "
            text += "| \(formatted(row.summary.cpuSeconds * 1000 / Double(row.dialogs), decimals: 2)) ms |\n"
        }
        return text
    }
}
