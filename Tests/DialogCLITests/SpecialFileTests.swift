import DialogCompiler
import DialogTestSupport
import Dispatch
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Special files and paths: only regular files are read, and a missing file is said to be
/// gone only when it was there before. Each runs the CLI in-process.
@Suite struct SpecialFileTests {
    let dialogc = CommandRunner()
    static let spec = #"{"id": "notice.first", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#
    static let otherSpec = #"{"id": "notice.second", "title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#

    // MARK: - Named pipes, devices

    /// Opening a FIFO for reading waits for a writer. Each case runs with a deadline; a
    /// regression fails the test instead of hanging the run.
    @Test(arguments: FIFORole.allCases)
    func aNamedPipeIsAnIOErrorAndNeverWaitedOn(_ role: FIFORole) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        let fifo = folder.path + "/" + role.fifoName
        try FileManager.default.createDirectory(atPath: (fifo as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try #require(mkfifo(fifo, 0o644) == 0)
        if let config = role.config { try folder.write("dialogc.json", config) }
        let arguments = role.arguments.map { $0.replacingOccurrences(of: "$DIR", with: folder.path) }

        let result = runPromptly(arguments, unblocking: [fifo])
        #expect(result.status == 2, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("[io]"))
        #expect(result.standardOutput.contains("it is a named pipe (FIFO), not a regular file; dialogc reads only regular files"), "\(result.standardOutput)")
    }

    enum FIFORole: String, CaseIterable, CustomTestStringConvertible {
        case specNamed, specInFolder, configGiven, configFound, tokenFileInConfig, tokenFileNamed, fontInConfig, fontInBuild

        var testDescription: String { rawValue }

        var fifoName: String {
            switch self {
            case .specNamed, .specInFolder: "specs/pipe.dialog.json"
            case .configGiven: "pipe.json"
            case .configFound: "specs/dialogc.json"
            case .tokenFileInConfig, .tokenFileNamed: "pipe.tokens.json"
            case .fontInConfig, .fontInBuild: "Pipe.ttf"
            }
        }

        var config: String? {
            switch self {
            case .tokenFileInConfig: #"{"themes": {"light": ["pipe.tokens.json"]}}"#
            case .fontInConfig, .fontInBuild: #"{"fonts": {"Pipe": "Pipe.ttf"}}"#
            default: nil
            }
        }

        var arguments: [String] {
            switch self {
            case .specNamed: ["lint", "$DIR/specs/pipe.dialog.json"]
            case .specInFolder, .configFound, .tokenFileInConfig, .fontInConfig: ["lint", "$DIR/specs"]
            case .configGiven: ["lint", "$DIR/specs", "--config", "$DIR/pipe.json"]
            case .tokenFileNamed: ["lint", "$DIR/specs", "$DIR/pipe.tokens.json"]
            case .fontInBuild: ["build", "$DIR/specs", "--out", "$DIR/Generated"]
            }
        }
    }

    @Test func aDeviceIsRefusedWithoutBeingRead() {
        #if os(Linux)
            let result = runPromptly(["lint", "/dev/zero"], unblocking: [])
            #expect(result.status == 2)
            #expect(result.standardOutput.contains("cannot read '/dev/zero': it is a device, not a regular file"), "\(result.standardOutput)")
        #endif
    }

    // MARK: - "Missing" and "no longer exists"

    @Test func aPathThatNeverExistedIsNotSaidToHaveGone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        let specs = folder.path + "/specs"
        let cases: [(arguments: [String], config: String?, missing: String)] = [
            (["lint", specs, "--config", folder.path + "/nope.json"], nil, folder.path + "/nope.json"),
            (["lint", specs], #"{"themes": {"light": ["nope.tokens.json"]}}"#, folder.path + "/nope.tokens.json"),
            (["lint", specs], #"{"fonts": {"Nope": "Nope.ttf"}}"#, folder.path + "/Nope.ttf"),
            (["lint", specs, "--baseline", folder.path + "/nope.baseline.json"], nil, folder.path + "/nope.baseline.json"),
            (["lint", specs, folder.path + "/nope.tokens.json"], nil, folder.path + "/nope.tokens.json"),
        ]
        for (arguments, config, missing) in cases {
            if let config { try folder.write("dialogc.json", config) } else { try? FileManager.default.removeItem(atPath: folder.path + "/dialogc.json") }
            let result = dialogc.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardOutput.contains("no such file or folder: '\(missing)'; check the path"), "\(arguments): \(result.standardOutput)")
            #expect(!result.standardOutput.contains("no longer exists"), "\(arguments): \(result.standardOutput)")
        }
    }

    @Test func aConfigLinkToNothingIsReportedNotPassedBy() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        // Were it passed by, the run would quietly use the defaults and exit 0.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/dialogc.json", withDestinationPath: "../config/dialogc.json")
        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 2, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("it is a symbolic link to '../config/dialogc.json', which does not exist"), "\(result.standardOutput)")
    }

    // MARK: - Helpers

    /// Runs `dialogc` on another thread and waits at most `seconds` for it. On a timeout the
    /// test fails, and each FIFO is opened for writing and closed until the run returns: that
    /// gives a reader stuck opening it an end of file, so the run ends instead of hanging.
    private func runPromptly(_ arguments: [String], unblocking fifos: [String], within seconds: Double = 10) -> CommandRunner.Output {
        let done = DispatchSemaphore(value: 0)
        let output = Mutex<CommandRunner.Output?>(nil)
        let runner = dialogc
        DispatchQueue.global().async {
            let result = runner.run(arguments)
            output.withLock { $0 = result }
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .timedOut {
            Issue.record("dialogc \(arguments.joined(separator: " ")) did not return within \(seconds) s: it waits on a special file")
            while done.wait(timeout: .now() + 0.2) == .timedOut {
                for fifo in fifos {
                    let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
                    if descriptor >= 0 { close(descriptor) }
                }
            }
        }
        return output.withLock { $0! }
    }
}
