import DialogTestSupport
import Foundation
import Testing

/// Every `dialogc-bench` subcommand runs, at a size small enough for the test suite: it exits
/// 0 and prints its report. A benchmark is run rarely and by hand, so a change to the spec
/// format or to a command line that breaks one (the `Codable` mirror of `parse` trapping on
/// the localized accessibility labels of the corpus) would otherwise go unseen until then.
///
/// The executables are the ones `swift build` puts beside the test runner (debug builds, so
/// the figures mean nothing); each runs from the package root, where the benchmarks find
/// `Schemas/`, `Fixtures/` and the SwiftUI stand-in. A benchmark whose peer tool is missing
/// is skipped, with the reason.
@Suite(.serialized) struct BenchmarkSmokeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        /// Lines the report must contain: its table's heading row and a measured row.
        let expected: [String]
        var testDescription: String { arguments.first ?? "" }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["parse", "--specs", "20", "--iterations", "1", "--warm-up", "1"],
            expected: ["| dialogc JSONParser |", "| Foundation JSONSerialization |", "| Foundation JSONDecoder (Codable) |"]),
        Case(
            arguments: ["build", "--specs", "12", "--iterations", "1"],
            expected: ["| full build, empty output folder |", "| no-op rebuild (nothing changed) |", "| rebuild, one spec changed |"]),
        Case(
            arguments: ["catalog", "--specs", "4", "--iterations", "1"],
            expected: ["| full `dialogc build`, empty output folder |", "| full `dialogc catalog`, empty output folder |"]),
        Case(
            arguments: ["scale", "--sizes", "4,8"],
            expected: [
                "`dialogc lint`", "`dialogc build` (full)", "`dialogc catalog` (full, one combination per spec, no browser)",
                "`dialogc strings export --format xliff`", "| 8 |",
            ]),
        Case(arguments: ["hostile", "--n", "4", "--factor", "2"], expected: ["| `buttons` |", "| `long-text` |"]),
        Case(arguments: ["shaping", "--lines", "200", "--iterations", "1"], expected: ["|---"]),
        Case(arguments: ["strings", "--specs", "6", "--iterations", "1"], expected: ["|---"]),
        Case(arguments: ["lsp", "--specs", "6", "--edits", "4", "--pause", "0"], expected: ["| change to diagnostics, 0 ms pause"]),
    ]

    @Test(arguments: cases) func runsAndReports(_ benchmark: Case) throws {
        let run = try Self.run(benchmark.arguments)
        #expect(run.status == 0, "dialogc-bench \(benchmark.arguments.joined(separator: " ")) exited \(run.status):\n\(run.standardError.suffix(3000))")
        for line in benchmark.expected {
            #expect(run.standardOutput.contains(line), "no '\(line)' in the report:\n\(run.standardOutput)")
        }
    }

    /// The corpus on disk: one spec file per spec, and the config beside them.
    @Test func corpusWritesItsSpecsAndConfig() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let run = try Self.run(["corpus", "--specs", "5", "--out", folder.path + "/corpus"])
        #expect(run.status == 0, "\(run.standardError)")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/corpus/Dialogs")
        #expect(specs.count == 5 && specs.allSatisfy { $0.hasSuffix(".dialog.json") }, "\(specs)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/corpus/dialogc.json"))
    }

    @Test(.enabled(if: Self.onPath("check-jsonschema") != nil, "check-jsonschema is not on PATH (pip install check-jsonschema)"))
    func lintAgainstCheckJSONSchema() throws {
        let run = try Self.run(["lint", "--specs", "10", "--iterations", "1"])
        #expect(run.status == 0, "\(run.standardError.suffix(3000))")
        #expect(run.standardOutput.contains("| `check-jsonschema` |"), "\(run.standardOutput)")
    }

    @Test(.enabled(if: Self.onPath("swiftc") != nil, "swiftc is not on PATH"))
    func typecheck() throws {
        let run = try Self.run(["typecheck", "--dialogs", "2"])
        #expect(run.status == 0, "\(run.standardError.suffix(3000))")
        #expect(run.standardOutput.contains("|---"), "\(run.standardOutput)")
    }

    // MARK: - Running the executable

    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// `dialogc-bench` beside the `dialogc` the tests run.
    static func executable() throws -> String {
        let dialogc = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let bench = URL(fileURLWithPath: dialogc).deletingLastPathComponent().appendingPathComponent("dialogc-bench").path
        try #require(FileManager.default.isExecutableFile(atPath: bench), "no dialogc-bench beside \(dialogc); run 'swift build' first")
        return bench
    }

    /// Runs `dialogc-bench` in the package root; its output goes through files, so that
    /// neither stream can fill a pipe and stall it.
    static func run(_ arguments: [String]) throws -> Output {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (outPath, errorPath) = (folder.path + "/stdout", folder.path + "/stderr")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPaths.root)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        try process.run()
        process.waitUntilExit()
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return Output(status: process.terminationStatus, standardOutput: read(outPath), standardError: read(errorPath))
    }

    /// The executable of that name on PATH, if any.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
