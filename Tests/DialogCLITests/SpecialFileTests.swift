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

/// Special files and paths: only regular files are read, discovery does not follow links out
/// of the folders named, overlapping paths are merged, and a missing file is called missing
/// only when it was there before. Each runs the CLI in-process.
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

    // MARK: - Links

    @Test func aDanglingSpecLinkIsAnIOErrorNotASkip() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        let link = folder.path + "/specs/gone.dialog.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "renamed.dialog.json")

        let searched = dialogc.run("lint", folder.path + "/specs")
        #expect(searched.status == 2, "\(searched.standardOutput)")
        #expect(
            searched.standardOutput.contains(
                "cannot read '\(link)': it is a symbolic link to 'renamed.dialog.json', which does not exist; fix or remove the link [io]"),
            "\(searched.standardOutput)")

        let named = dialogc.run("lint", link)
        #expect(named.status == 2)
        #expect(named.standardOutput.contains("it is a symbolic link to 'renamed.dialog.json', which does not exist"), "\(named.standardOutput)")
        #expect(!named.standardOutput.contains("no such file or folder"))
    }

    @Test func aLinkLeavingTheFolderIsAnIOErrorAndNotFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        // Broken on purpose: were it read, it would be a json-syntax error.
        try folder.write("elsewhere/b.dialog.json", "{ not json")
        try folder.write("elsewhere/more/c.dialog.json", "{ not json")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/b.dialog.json", withDestinationPath: "../elsewhere/b.dialog.json")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/more", withDestinationPath: folder.path + "/elsewhere/more")

        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 2)
        #expect(!result.standardOutput.contains("[json-syntax]"), "\(result.standardOutput)")
        #expect(
            result.standardOutput.contains(
                "'\(folder.path)/specs/b.dialog.json' is a symbolic link to '../elsewhere/b.dialog.json', outside the folders named on the command line; dialogc does not follow it: name the link on the command line to check it, or remove it [io]"
            ), "\(result.standardOutput)")
        #expect(
            result.standardOutput.contains(
                "'\(folder.path)/specs/more' is a symbolic link to a folder ('\(folder.path)/elsewhere/more') outside the folders named on the command line; dialogc does not follow it: name the link on the command line to check the specs in it, or remove it [io]"
            ), "\(result.standardOutput)")
        #expect(result.standardError.contains("1 spec file checked"), "\(result.standardError)")
    }

    /// The attack: a pull request adds a spec that is a link to the process's environment,
    /// and CI prints the findings. The link is refused, so no byte of it is shown.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ"), "needs Linux's /proc"))
    func aLinkToTheEnvironmentNeverShowsIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/env.dialog.json", withDestinationPath: "/proc/self/environ")
        let environment = try #require(FileHandle(forReadingAtPath: "/proc/self/environ")?.readDataToEndOfFile())
        let entries = environment.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter { $0.count >= 8 }
        try #require(!entries.isEmpty)

        for format in ["text", "json", "sarif", "github"] {
            let result = dialogc.run("lint", folder.path + "/specs", "--format", format)
            #expect(result.status == 2, "\(format)")
            #expect(result.standardOutput.contains("outside the folders named on the command line"), "\(format): \(result.standardOutput)")
            for entry in entries.prefix(3) {
                #expect(!result.standardOutput.contains(entry) && !result.standardError.contains(entry), "\(format) shows the environment")
            }
        }
    }

    /// `café` written with U+00E9 and with `e` + U+0301 are equal as Swift strings but two
    /// folders to the file system: the second is outside the first.
    @Test func aLinkIntoACanonicallyEqualFolderNameStillLeaves() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        try folder.write(composed + "/a.dialog.json", Self.spec)
        try folder.write(decomposed + "/b.dialog.json", "{ not json")
        try #require(FileManager.default.fileExists(atPath: folder.path + "/" + decomposed + "/b.dialog.json"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/" + composed + "/b.dialog.json", withDestinationPath: folder.path + "/" + decomposed + "/b.dialog.json")
        let discovered = InputDiscovery().discover([folder.path + "/" + composed])
        #expect(discovered.files.count == 1)
        #expect(discovered.diagnostics.map(\.message).contains { $0.contains("outside the folders named on the command line") }, "\(discovered.diagnostics.map(\.message))")
    }

    @Test func aLinkNamedOnTheCommandLineIsFollowedWhereverItLeads() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        try folder.write("elsewhere/b.dialog.json", Self.otherSpec)
        try folder.write("shared/c.dialog.json", #"{"id": "notice.third", "title": "Yo", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let fileLink = folder.path + "/specs/b.dialog.json"
        let folderLink = folder.path + "/specs/shared"
        try FileManager.default.createSymbolicLink(atPath: fileLink, withDestinationPath: "../elsewhere/b.dialog.json")
        try FileManager.default.createSymbolicLink(atPath: folderLink, withDestinationPath: "../shared")

        let result = dialogc.run("lint", folder.path + "/specs", fileLink, folderLink)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "")
        #expect(result.standardError == "dialogc: 3 spec files checked: 0 errors, 0 warnings\n")

        // Found by the search as well as named: one file, under the path named first.
        let discovered = InputDiscovery().discover([folder.path + "/specs", fileLink, folderLink])
        #expect(discovered.diagnostics.isEmpty)
        #expect(discovered.files == [fileLink, folder.path + "/specs/a.dialog.json", folderLink + "/c.dialog.json"].sorted())
    }

    @Test func linksInsideTheFolderKeepWorkingAndCountOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let real = try folder.write("specs/real/a.dialog.json", Self.spec)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/alias.dialog.json", withDestinationPath: "real/a.dialog.json")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/again", withDestinationPath: "real")
        try folder.write("specs/data/b.json", Self.otherSpec)
        let renamed = folder.path + "/specs/b.dialog.json"
        try FileManager.default.createSymbolicLink(atPath: renamed, withDestinationPath: "data/b.json")

        let discovered = InputDiscovery().discover([folder.path + "/specs"])
        #expect(discovered.diagnostics.isEmpty, "\(discovered.diagnostics.map(\.message))")
        // The way without links wins; a link is the only way to b.
        #expect(discovered.files == [renamed, real])
        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError.contains("2 spec files checked"))
    }

    // MARK: - Overlapping paths

    @Test(arguments: [["specs", "specs/sub"], ["specs", "./specs"], ["specs", "specslink"], ["specs/sub", "specs"], ["specs", "specs"]])
    func overlappingPathsCheckEachSpecOnce(_ paths: [String]) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        try folder.write("specs/sub/b.dialog.json", Self.otherSpec)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specslink", withDestinationPath: "specs")

        let arguments = paths.map { folder.path + "/" + $0 }
        let result = dialogc.run(["lint"] + arguments)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "", "no false io error, no duplicate-id")
        #expect(result.standardError == "dialogc: 2 spec files checked: 0 errors, 0 warnings\n")
    }

    @Test func aFileReachedTwiceKeepsTheFirstPathTheUserGave() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.spec)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specslink", withDestinationPath: "specs")
        let viaLink = InputDiscovery().discover([folder.path + "/specslink", folder.path + "/specs"])
        #expect(viaLink.files == [folder.path + "/specslink/a.dialog.json"])
        let direct = InputDiscovery().discover([folder.path + "/specs", folder.path + "/specslink"])
        #expect(direct.files == [folder.path + "/specs/a.dialog.json"])
        #expect(viaLink.diagnostics.isEmpty && direct.diagnostics.isEmpty)
    }

    @Test func aTokenFileNamedTwiceIsLintedOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let tokens = try folder.write("brand.tokens.json", ##"{"brand": {"$type": "color", "bad": {"$value": "#12"}}}"##)
        let once = dialogc.run("lint", tokens)
        #expect(once.status == 1, "\(once.standardOutput)")
        let twice = dialogc.run("lint", tokens, folder.path + "/./brand.tokens.json")
        #expect(twice.standardOutput == once.standardOutput)
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
