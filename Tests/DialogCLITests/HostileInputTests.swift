import DialogCompiler
import DialogEmit
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

/// Hostile inputs and "failure never loses data": each runs the CLI
/// in-process and checks the exit status, the diagnostic, and that nothing is half-written.
///
/// Tests here run as root in CI containers, and root reads and writes through permission
/// bits. Where a case needs permissions to bite, it either uses something root cannot get
/// past either (`/proc`, a regular file where a folder should be) or is skipped as root with
/// a reason (`.enabled(if: !isRoot)`); nothing pretends to test what it does not.
@Suite(.serialized) struct HostileInputTests {
    let dialogc = CommandRunner()
    static let isRoot = getuid() == 0
    static let validSpec = #"{"id": "notice.first", "title": "Hello", "buttons": [{"id": "ok", "title": "Got it"}]}"#

    // MARK: - Size

    @Test func aHundredMegabyteMessageIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/huge.dialog.json"
        try Self.writeLarge(
            path, prefix: #"{"id": "notice.huge", "title": "Hi", "message": ""#, repeating: UInt8(ascii: "a"), count: 100 << 20,
            suffix: #"", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let before = Self.peakMemory()
        let result = dialogc.run("lint", path)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("[io]"))
        #expect(result.standardOutput.contains("cannot read '\(path)': it is 101 MB; dialogc reads input files of at most 16 MB"), "\(result.standardOutput)")
        #expect(Self.peakMemory() - before < 64 << 20, "the file is never read into memory")
    }

    @Test(arguments: [UInt8(ascii: "["), UInt8(ascii: " ")])
    func aHundredMegabytesOfNestingOrWhitespaceIsRefused(_ byte: UInt8) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/deep.dialog.json"
        try Self.writeLarge(path, prefix: "", repeating: byte, count: 100 << 20, suffix: "")
        let before = Self.peakMemory()
        let result = dialogc.run("build", path, "--out", folder.path + "/Generated")
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("it is 100 MB; dialogc reads input files of at most 16 MB"), "\(result.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
        #expect(Self.peakMemory() - before < 64 << 20, "the file is never read into memory")
    }

    @Test func nestingJustUnderTheSizeLimitIsAJSONErrorNotACrash() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/deep.dialog.json"
        try Self.writeLarge(path, prefix: "", repeating: UInt8(ascii: "["), count: 15 << 20, suffix: "")
        let result = dialogc.run("lint", path)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("nesting deeper than 512 levels"), "\(result.standardOutput.prefix(2000))")
    }

    /// A `/proc` file is regular but reports size 0, so only the read itself can stop it.
    /// (Devices such as `/dev/zero` are refused before they are opened: `SpecialFileTests`.)
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "needs Linux's /proc"))
    func aFileWithoutASizeIsCutOffAtTheLimit() throws {
        guard case .failure(let diagnostic) = SourceReader(maximumBytes: 64).read("/proc/self/maps") else {
            Issue.record("a file without a size that holds more than the limit must be refused")
            return
        }
        #expect(diagnostic.rule.name == "io")
        #expect(diagnostic.message == "cannot read '/proc/self/maps': it is larger than 1 MB; dialogc reads input files of at most 1 MB (a spec is a few KB)")
    }

    @Test func theSizeLimitIsTheReadersAndCanBeChanged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("a.dialog.json", Self.validSpec)
        #expect(SourceReader.defaultMaximumBytes == 16 << 20)
        #expect(try SourceReader().read(path).get().bytes == Array(Self.validSpec.utf8))
        guard case .failure(let diagnostic) = SourceReader(maximumBytes: 10).read(path) else {
            Issue.record("a file over the limit must be refused")
            return
        }
        #expect(diagnostic.rule.name == "io")
        #expect(diagnostic.message.contains("dialogc reads input files of at most"))
    }

    // MARK: - Unreadable files

    @Test func aFileTheSystemRefusesToReadIsAnIOProblem() throws {
        #if os(Linux)
            // Reading /proc/self/mem at offset 0 fails (EIO) even for root.
            let result = dialogc.run("lint", "/proc/self/mem")
            #expect(result.status == 2)
            #expect(result.standardOutput.contains("cannot read '/proc/self/mem': the read failed"), "\(result.standardOutput)")
            #expect(result.standardOutput.contains("[io]"))
        #endif
    }

    @Test(.enabled(if: !isRoot, "root reads files whatever their permissions; run as a normal user to cover chmod 000"))
    func aFileWithoutReadPermissionIsAnIOProblem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("specs/a.dialog.json", Self.validSpec)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("cannot read '\(path)': permission denied"), "\(result.standardOutput)")
    }

    @Test(.enabled(if: !isRoot, "root searches folders whatever their permissions; run as a normal user to cover chmod 000"))
    func aFolderWithoutPermissionIsAnIOProblem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.validSpec)
        try folder.write("specs/locked/b.dialog.json", Self.validSpec)
        let locked = folder.path + "/specs/locked"
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("cannot read the folder '\(locked)'"), "\(result.standardOutput)")
    }

    // MARK: - Output folder that cannot be written

    @Test func anOutputFolderNobodyCanWriteIsAnIOProblem() throws {
        #if os(Linux)
            // Files cannot be created in /proc/self, not even by root.
            let result = dialogc.run("build", RepositoryPaths.fixtures + "/specs", "--out", "/proc/self")
            #expect(result.status == 2)
            #expect(result.standardOutput.contains("[io]"))
            #expect(result.standardOutput.contains("cannot write '/proc/self/DialogSupport+Appearance.swift'"), "\(result.standardOutput)")
            // Nothing reached the disk, and the summary says so rather than "generated".
            #expect(
                result.standardError.hasSuffix("dialogc: nothing generated; the output folder '/proc/self' is unchanged\n"),
                "\(result.standardError)")
            #expect(!result.standardError.contains("generated 6"))
        #endif
    }

    @Test func anOutputPathThroughAFileLeavesTheFileAlone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.validSpec)
        try folder.write("notes.txt", "mine\n")
        for out in [folder.path + "/notes.txt", folder.path + "/notes.txt/Generated"] {
            let result = dialogc.run("build", folder.path + "/specs", "--out", out)
            #expect(result.status == 2, "\(out)")
            #expect(result.standardOutput.contains("[io]"))
            #expect(
                result.standardOutput.contains("is a file, not a folder") || result.standardOutput.contains("cannot create the output folder"),
                "\(result.standardOutput)")
            #expect(folder.read("notes.txt") == "mine\n")
        }
    }

    @Test(.enabled(if: !isRoot, "root writes into read-only folders; /proc/self covers the root case"))
    func aReadOnlyOutputFolderIsLeftAsItWas() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.validSpec)
        let out = folder.path + "/Generated"
        #expect(dialogc.run("build", folder.path + "/specs", "--out", out).status == 0)
        try folder.write("specs/a.dialog.json", Self.validSpec.replacingOccurrences(of: "Hello", with: "Hello again"))
        let before = try Self.snapshot(out)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: out)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: out) }
        let result = dialogc.run("build", folder.path + "/specs", "--out", out)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("cannot write"), "\(result.standardOutput)")
        #expect(try Self.snapshot(out) == before)
    }

    // MARK: - Names

    @Test func specsWhoseTypeNamesCollideBuildNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", #"{"id": "team.invitation", "title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        try folder.write("specs/b.dialog.json", #"{"id": "teamInvitation", "title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let out = folder.path + "/Generated"
        let result = dialogc.run("build", folder.path + "/specs", "--out", out)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[invalid-identifier]"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("TeamInvitationDialog"), "\(result.standardOutput)")
        #expect(result.standardError.hasSuffix("; nothing generated\n"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aSpecDeletedBetweenDiscoveryAndReadingSaysSo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("specs/a.dialog.json", Self.validSpec)
        let discovered = InputDiscovery().discover([folder.path + "/specs"])
        #expect(discovered.files == [path])
        try FileManager.default.removeItem(atPath: path)
        guard case .failure(let diagnostic) = SourceReader(origin: .discovered).read(path) else {
            Issue.record("reading a deleted file must fail")
            return
        }
        #expect(diagnostic.rule.name == "io")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "cannot read '\(path)': it no longer exists")
    }

    @Test func aFileNameThatIsNotUTF8IsReportedNotCrashedOn() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.validSpec)
        // "b\xFF.dialog.json": String cannot hold the raw byte, so create it with open(2).
        let rawName = Array((folder.path + "/specs/b").utf8) + [0xFF] + Array(".dialog.json".utf8) + [0]
        let descriptor = rawName.withUnsafeBufferPointer { name in
            name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        try #require(descriptor >= 0)
        _ = Self.validSpec.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)

        let result = dialogc.run("lint", folder.path + "/specs")
        #expect(result.status == 2, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("[io]"))
        #expect(result.standardOutput.contains(folder.path + "/specs/b\u{FFFD}.dialog.json"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("not valid UTF-8"), "\(result.standardOutput)")
    }

    // MARK: - Failure never loses data

    @Test func aBuildThatFailsPartWayLeavesTheOutputFolderAsItWas() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.dialog.json", Self.validSpec)
        try folder.write("specs/b.dialog.json", #"{"id": "notice.second", "title": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let out = folder.path + "/Generated"
        #expect(dialogc.run("build", folder.path + "/specs", "--out", out).status == 0)
        try folder.write("Generated/MyHelpers.swift", "// mine\n")

        // Every spec changes, a new one is added, one is removed; the new one's view file is
        // blocked by a folder, and it sorts after files that would otherwise be written first.
        try folder.write("specs/a.dialog.json", Self.validSpec.replacingOccurrences(of: "Hello", with: "Hello again"))
        try FileManager.default.removeItem(atPath: folder.path + "/specs/b.dialog.json")
        try folder.write("specs/c.dialog.json", #"{"id": "notice.third", "title": "Yo", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        try FileManager.default.createDirectory(atPath: out + "/NoticeThirdDialog+View.swift", withIntermediateDirectories: false)
        let before = try Self.snapshot(out)
        #expect(before[BuildPipeline.cacheFileName] != nil, "the cache is part of what must stay as it was")

        let result = dialogc.run("build", folder.path + "/specs", "--out", out)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("[io]"))
        #expect(
            result.standardOutput.contains("refusing to write '\(out)/NoticeThirdDialog+View.swift': a folder is there, not a regular file"),
            "\(result.standardOutput)")
        #expect(try Self.snapshot(out) == before, "no file written, removed or left behind")
        #expect(result.standardError.hasSuffix("dialogc: nothing generated; the output folder '\(out)' is unchanged\n"), "\(result.standardError)")

        // With the folder out of the way the same build succeeds and leaves no temporaries.
        try FileManager.default.removeItem(atPath: out + "/NoticeThirdDialog+View.swift")
        let retry = dialogc.run("build", folder.path + "/specs", "--out", out)
        #expect(retry.status == 0, "\(retry.standardOutput)")
        #expect(try Self.snapshot(out).keys.allSatisfy { !$0.hasPrefix(GeneratedFolderTestHooks.temporaryPrefix) })
        #expect(folder.read("Generated/MyHelpers.swift") == "// mine\n")
        #expect(folder.read("Generated/NoticeSecondDialog.swift") == nil)
    }

    @Test func temporariesOfAKilledBuildAreCleanedUpByTheNext() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let leftover = try folder.write(GeneratedFolderTestHooks.temporaryPrefix + "0000-A.swift", "// half")
        let outcome = GeneratedFolder(path: folder.path).write([OutputFile(relativePath: "A.swift", contents: "a")])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.written == ["A.swift"])
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["A.swift", GeneratedFolder.manifestName])
    }

    // MARK: - Helpers

    /// Every entry in a folder (hidden ones included) with its bytes; nil bytes for a folder.
    /// Every entry of the folder and its bytes, but the generated files' stamps: they hold
    /// inodes and times, so a file written again (with the same bytes) has a new stamp.
    /// Tests that a build changed nothing compare modification dates too, which include it.
    static func snapshot(_ folder: String) throws -> [String: Data?] {
        var result: [String: Data?] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name != BuildPipeline.stampsFileName {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            result[name] = isFolder.boolValue ? .some(nil) : FileManager.default.contents(atPath: folder + "/" + name)
        }
        return result
    }

    /// Writes `prefix`, `count` copies of `byte` and `suffix` a megabyte at a time.
    static func writeLarge(_ path: String, prefix: String, repeating byte: UInt8, count: Int, suffix: String) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(prefix.utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        let chunk = Data(repeating: byte, count: 1 << 20)
        var left = count
        while left > 0 {
            let size = min(left, chunk.count)
            try handle.write(contentsOf: size == chunk.count ? chunk : chunk.prefix(size))
            left -= size
        }
        try handle.write(contentsOf: Data(suffix.utf8))
    }

    /// The process's peak resident memory in bytes (a high-water mark: it only grows).
    static func peakMemory() -> Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return usage.ru_maxrss * 1024
        #else
            getrusage(RUSAGE_SELF, &usage)
            return usage.ru_maxrss
        #endif
    }
}

enum GeneratedFolderTestHooks {
    static let temporaryPrefix = ".dialogc-tmp-"
}
