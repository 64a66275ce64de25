import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A build killed with SIGKILL at any moment leaves every file in the output folder whole:
/// byte-equal to the older build's version or the newer one's, never torn, and no temporary
/// under a generated file's name. The next build then produces exactly what a `--no-cache`
/// build does.
///
/// It runs the real `dialogc` executable as a child process (see `DialogcExecutable`) and
/// kills it after a spread of delays. Every build of a test runs that one executable: the
/// build cache's key names the running binary, so a build run in this test process would
/// write another cache file than the child's. The delays are fractions of one measured uninterrupted
/// run, so that some kills land while files are being written; nothing asserted depends
/// on where a kill lands.
@Suite(.serialized) struct KilledBuildTests {
    static let specCount = 200

    @Test func aKilledBuildLeavesEveryFileWholeAndTheNextBuildFinishesIt() throws {
        let executable = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // The layout rules are switched off (and so not run): they are most of a debug build's
        // time and nothing here is about them; the rest of the build is the real one.
        let layoutRules = ["text-overflow", "dialog-overflow", "hit-target", "min-font-size", "button-widths", "contrast"]
        try folder.write("dialogc.json", #"{"version": 1, "rules": {"# + layoutRules.map { #""\#($0)": "off""# }.joined(separator: ", ") + "}}")
        let specs = folder.path + "/specs"
        let out = folder.path + "/Generated"
        let arguments = ["build", specs, "--config", folder.path + "/dialogc.json", "--out", out]

        // The older build: specs 0..<200.
        try Self.writeSpecs(in: folder, indices: 0..<Self.specCount, wording: "Hello")
        #expect(try Self.run(executable, arguments) == 0)
        let old = try HostileInputTests.snapshot(out)

        // The newer one: every spec reworded, ten removed, ten added; its reference outputs
        // come from a build with no cache into a folder of their own.
        try FileManager.default.removeItem(atPath: specs)
        try Self.writeSpecs(in: folder, indices: 10..<(Self.specCount + 10), wording: "Hi again")
        let reference = folder.path + "/Reference"
        #expect(try Self.run(executable, ["build", specs, "--config", folder.path + "/dialogc.json", "--out", reference, "--no-cache"]) == 0)
        let new = try HostileInputTests.snapshot(reference)
        #expect(old.keys.contains(BuildPipeline.cacheFileName) && new.keys.contains(BuildPipeline.cacheFileName))

        let uninterrupted = try Self.timedRun(executable, arguments, restoring: old, into: out)
        for fraction in [0.2, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 1.0] {
            try Self.restore(old, into: out)
            try Self.runAndKill(executable, arguments, after: uninterrupted * fraction)
            let after = try HostileInputTests.snapshot(out)
            for (name, bytes) in after {
                if name.hasPrefix(GeneratedFolderTestHooks.temporaryPrefix) { continue }  // hidden, removed by the next build
                let isOld = old[name].map { $0 == bytes } ?? false
                let isNew = new[name].map { $0 == bytes } ?? false
                #expect(isOld || isNew, "\(name) after a kill at \(fraction) of a build is neither the old nor the new file")
            }
            #expect(try Self.run(executable, arguments) == 0, "the build after a kill at \(fraction)")
            #expect(try HostileInputTests.snapshot(out) == new, "the build after a kill at \(fraction) equals a --no-cache build")
        }
    }

    /// A build of another spec set, killed, leaves files with that set's text; when they have
    /// the same sizes as this set's, a size check would keep them for good. The next build of
    /// this set must notice by content, whatever the kill left. (Where a kill lands is chance,
    /// and the window in which it leaves the other set's files is short; the mechanism itself
    /// is pinned by `WriteSafetyTests.filesOfTheSameSizeButOtherContentAreWrittenAgain`.)
    @Test func aKilledBuildOfAnotherSetIsRepairedByTheNextBuild() throws {
        let executable = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let project = try Self.twoSetProject(count: 60, executable: executable)
        defer { project.folder.remove() }
        #expect(try Self.run(executable, project.arguments("A", into: project.out)) == 0)
        let uninterrupted = try Self.timedRun(executable, project.arguments("B", into: project.out), restoring: [:], into: project.folder.path + "/Scratch")
        for fraction in [0.3, 0.5, 0.6, 0.7, 0.8, 0.9] {
            #expect(try Self.run(executable, project.arguments("A", into: project.out)) == 0)
            try Self.runAndKill(executable, project.arguments("B", into: project.out), after: uninterrupted * fraction)
            #expect(try Self.run(executable, project.arguments("A", into: project.out)) == 0, "set A after a kill at \(fraction)")
            #expect(try HostileInputTests.snapshot(project.out) == project.reference["A"], "set A rebuilt after a kill at \(fraction) of a build of set B")
        }
    }

    /// Two builds of different spec sets into one folder at the same time: the lock makes one
    /// wait for the other, so the folder ends as exactly one of them left it, with no stray
    /// file, and both succeed.
    @Test func twoBuildsIntoOneFolderNeverInterleave() throws {
        let executable = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let project = try Self.twoSetProject(count: 40, executable: executable)
        defer { project.folder.remove() }
        for round in 0..<6 {
            let first = try Self.start(executable, project.arguments(round % 2 == 0 ? "A" : "B", into: project.out))
            let second = try Self.start(executable, project.arguments(round % 2 == 0 ? "B" : "A", into: project.out))
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0, "round \(round)")
            let after = try HostileInputTests.snapshot(project.out)
            #expect(after == project.reference["A"] || after == project.reference["B"], "round \(round): the folder is exactly one build's")
        }
    }

    /// Two spec sets, A and B, of `count` specs each at the same paths' sizes: B's texts have
    /// the same length as A's, so every generated file of B has the size of A's.
    struct TwoSetProject {
        var folder: TemporaryDirectory
        var out: String { folder.path + "/Generated" }
        /// Each set's generated folder, from a build with no cache into a folder of its own.
        var reference: [String: [String: Data?]] = [:]

        func arguments(_ set: String, into out: String) -> [String] {
            ["build", folder.path + "/specs" + set, "--config", folder.path + "/dialogc.json", "--out", out]
        }
    }

    static func twoSetProject(count: Int, executable: String) throws -> TwoSetProject {
        let folder = try TemporaryDirectory()
        let layoutRules = ["text-overflow", "dialog-overflow", "hit-target", "min-font-size", "button-widths", "contrast"]
        try folder.write("dialogc.json", #"{"version": 1, "rules": {"# + layoutRules.map { #""\#($0)": "off""# }.joined(separator: ", ") + "}}")
        var project = TwoSetProject(folder: folder)
        for (set, wording) in [("A", "Hello"), ("B", "Howdy")] {
            for index in 0..<count {
                try folder.write(
                    "specs\(set)/notice\(index).dialog.json",
                    #"{"id": "notice.n\#(index)", "title": "\#(wording) \#(index)", "buttons": [{"id": "ok", "title": "Got it"}]}"#)
            }
            let reference = folder.path + "/Reference" + set
            #expect(try run(executable, project.arguments(set, into: reference) + ["--no-cache"]) == 0)
            project.reference[set] = try HostileInputTests.snapshot(reference)
        }
        return project
    }

    static func writeSpecs(in folder: TemporaryDirectory, indices: Range<Int>, wording: String) throws {
        for index in indices {
            try folder.write(
                "specs/notice\(index).dialog.json",
                #"{"id": "notice.n\#(index)", "title": "\#(wording) \#(index)", "message": "Message \#(index) for <accent>you</accent>.", "#
                    + #""buttons": [{"id": "ok", "title": "Got it"}]}"#)
        }
    }

    static func restore(_ snapshot: [String: Data?], into folder: String) throws {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for (name, bytes) in snapshot {
            try #require(FileManager.default.createFile(atPath: folder + "/" + name, contents: bytes))
        }
    }

    /// How long one uninterrupted build takes (only to spread the kills; never asserted).
    /// Tried by hand with the debug build: writing the 405 files runs from about 40% to 75%
    /// of the process's time (a kill at 50% left 204 new files, 201 old ones and 119
    /// temporaries), so the fractions above are densest there.
    static func timedRun(_ executable: String, _ arguments: [String], restoring old: [String: Data?], into out: String) throws -> Double {
        try restore(old, into: out)
        let began = Date()
        #expect(try run(executable, arguments) == 0)
        return Date().timeIntervalSince(began)
    }

    /// Runs `executable` to its end; its exit status.
    static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = try start(executable, arguments)
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func runAndKill(_ executable: String, _ arguments: [String], after seconds: Double) throws {
        let process = try start(executable, arguments)
        usleep(useconds_t(max(0, seconds) * 1_000_000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    static func start(_ executable: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// The `dialogc` executable the package builds, for tests that need a real process: found
/// where `BuiltProducts` looks, unless `DIALOGC_EXECUTABLE` names it.
enum DialogcExecutable {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["DIALOGC_EXECUTABLE"] { return explicit }
        return BuiltProducts.first { folder in
            let candidate = folder.appendingPathComponent("dialogc").path
            return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
        }
    }()

    static let notFound: Comment = "no dialogc executable beside the test runner; run 'swift build' first or set DIALOGC_EXECUTABLE"

    /// Runs the executable in `directory` with this process's environment, `environment` set
    /// in it (a nil value removes the variable), and waits for it: its exit status, standard
    /// output and standard error.
    static func run(_ arguments: [String], in directory: String, environment: [String: String?] = [:]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var inherited = ProcessInfo.processInfo.environment
        for (name, value) in environment { inherited[name] = value }
        process.environment = inherited
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
