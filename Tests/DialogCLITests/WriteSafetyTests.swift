import DialogCompiler
import DialogTestSupport
import Foundation
import Synchronization
import Testing

/// Nothing a user had is lost: no write of a run replaces one of its inputs, a file in the
/// output folder that no build wrote, or anything but a file; generated files are trusted by
/// content, never by size; the cache can only make a build faster.
@Suite struct WriteSafetyTests {
    let dialogc = CommandRunner()

    /// A spec whose type is `ABDialog`, so its generated files are `ABDialog.swift` and so on.
    static let abSpec = #"{"id": "a.b", "title": "Hello", "message": "World", "buttons": [{"id": "ok", "title": "OK", "role": "primary"}]}"#

    // MARK: Lint

    @Test(arguments: ["--output", "--write-baseline"])
    func lintNeverWritesOverASpecTheConfigOrATokenFile(_ option: String) throws {
        let project = try BuildProject()
        defer { project.remove() }
        let inputs = [project.specs + "/warn.dialog.json", project.config, project.path + "/tokens/brand/brand.tokens.json"]
        let before = try inputs.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        // Each input by its own name, by another spelling of it, and through a link.
        try FileManager.default.createSymbolicLink(atPath: project.path + "/link.json", withDestinationPath: inputs[0])
        let targets = inputs + [project.path + "/specs/../specs/./warn.dialog.json", project.path + "/link.json"]
        for target in targets {
            let result = dialogc.run("lint", project.specs, "--config", project.config, option, target)
            #expect(result.status == 2, "\(target)")
            #expect(result.standardError.contains("refusing to write '\(target)': it is "), "\(result.standardError)")
            #expect(result.standardError.contains("[io]"))
        }
        #expect(try inputs.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: project.path + "/link.json")
        #expect(link == inputs[0], "the link itself is not replaced either")
    }

    @Test func lintStillWritesAReportBesideTheInputs() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let result = dialogc.run("lint", project.specs, "--config", project.config, "--output", project.specs + "/report.txt")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(project.folder.read("specs/report.txt")?.contains("[unknown-locale]") == true)
    }

    // MARK: Build

    @Test func buildNeverWritesOverItsOwnSpecOrConfig() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // A spec whose name is a file the build generates, built into its own folder.
        for (specName, emit) in [("ABDialog.layout.json", "swift,layout"), ("ABDialog.swift", "swift"), ("ABDialog+View.swift", "swift")] {
            try folder.write(specName, Self.abSpec)
            let result = dialogc.run("build", folder.path + "/" + specName, "--out", folder.path, "--emit", emit)
            #expect(result.status == 2, "\(specName)")
            #expect(result.standardOutput.contains("it is a spec this run reads"), "\(result.standardOutput)")
            #expect(folder.read(specName) == Self.abSpec)
            try FileManager.default.removeItem(atPath: folder.path + "/" + specName)
        }
        // A config named like the support file.
        try folder.write("DialogSupport.swift", #"{"version": 1}"#)
        try folder.write("specs/ab.dialog.json", Self.abSpec)
        let result = dialogc.run("build", folder.path + "/specs", "--config", folder.path + "/DialogSupport.swift", "--out", folder.path)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("it is the project config this run reads"), "\(result.standardOutput)")
        #expect(folder.read("DialogSupport.swift") == #"{"version": 1}"#)
        #expect(folder.read(GeneratedFolder.manifestName) == nil, "nothing was written")
    }

    @Test func aFileNoBuildWroteIsReplacedOnlyWithForce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/ab.dialog.json", Self.abSpec)
        try folder.write("out/ABDialog.swift", "// written by hand\n")
        let refused = dialogc.run("build", folder.path + "/specs", "--out", folder.path + "/out")
        #expect(refused.status == 2)
        #expect(refused.standardOutput.contains("refusing to overwrite '\(folder.path)/out/ABDialog.swift': no dialogc build wrote it"))
        #expect(refused.standardOutput.contains("--force"))
        #expect(refused.standardError.hasSuffix("nothing generated; the output folder '\(folder.path)/out' is unchanged\n"))
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) == ["ABDialog.swift"])
        #expect(folder.read("out/ABDialog.swift") == "// written by hand\n")

        let forced = dialogc.run("build", folder.path + "/specs", "--out", folder.path + "/out", "--force")
        #expect(forced.status == 0, "\(forced.standardOutput)")
        #expect(folder.read("out/ABDialog.swift")?.hasPrefix("// Generated by dialogc") == true)
        // Adopted: from now on it is the build's own file.
        #expect(dialogc.run("build", folder.path + "/specs", "--out", folder.path + "/out").status == 0)
    }

    @Test func aFileThatAlreadyHoldsTheGeneratedBytesIsAdopted() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let before = try project.snapshot()
        // The manifest and cache are lost (say, a folder copied without hidden files).
        try FileManager.default.removeItem(atPath: project.out + "/" + GeneratedFolder.manifestName)
        try FileManager.default.removeItem(atPath: project.out + "/" + BuildPipeline.cacheFileName)
        let rebuild = project.build()
        #expect(rebuild.status == 0, "\(rebuild.standardOutput)")
        #expect(rebuild.standardError.hasSuffix("; 0 written, 19 unchanged, 0 removed\n"), "\(rebuild.standardError)")
        #expect(try project.snapshot() == before)
    }

    @Test func onlyFilesAreEverRemoved() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        // A manifest that lists a folder (damaged, or edited) as a file an earlier build wrote.
        let manifestPath = project.out + "/" + GeneratedFolder.manifestName
        let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
        try project.folder.write("Generated/" + GeneratedFolder.manifestName, manifest.replacingOccurrences(of: "\"files\": [", with: "\"files\": [\n    \"Precious\","))
        try project.folder.write("Generated/Precious/notes.txt", "mine\n")
        let result = project.build()
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("not removing '\(project.out)/Precious': an earlier build generated a file of that name, but a folder is there now"))
        #expect(project.folder.read("Generated/Precious/notes.txt") == "mine\n")
    }

    // MARK: The cache

    /// What a build killed while writing another spec set leaves: generated files with the
    /// other set's text and the same sizes, and the cache of the set before. The next build
    /// of that set must notice by content and write its own files again.
    @Test func filesOfTheSameSizeButOtherContentAreWrittenAgain() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let before = try project.snapshot()
        // Same length, other text: as a killed build of a reworded set would leave it.
        let name = "NoticeWarnDialog.swift"
        let original = try #require(project.folder.read("Generated/" + name))
        let other = original.replacingOccurrences(of: "Hello", with: "Howdy")
        #expect(other != original && other.utf8.count == original.utf8.count)
        try project.folder.write("Generated/" + name, other)

        let rebuild = project.build()
        #expect(rebuild.status == 0)
        #expect(
            rebuild.standardError.contains(": 1 compiled (1 of them because their generated files were missing or edited), 6 up to date; 1 written, 18 unchanged, 0 removed\n"),
            "\(rebuild.standardError)")
        #expect(try project.snapshot() == before)
    }

    /// An entry that claims a spec with errors is clean and generates nothing: it has the
    /// spec's hash, but not the files a build of that spec generates, so it is not trusted.
    @Test func aForgedCacheEntryCannotSkipASpecWithErrors() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let twoCancels = #"{"id": "notice.warn", "title": "Hello", "buttons": [{"id": "a", "title": "No", "role": "cancel"}, {"id": "b", "title": "Never", "role": "cancel"}]}"#
        try project.folder.write("specs/warn.dialog.json", twoCancels)
        #expect(dialogc.run("lint", project.specs, "--config", project.config).status == 1, "the spec has an error")

        let cachePath = "Generated/" + BuildPipeline.cacheFileName
        let cache = try #require(project.folder.read(cachePath))
        let hash = SHA256.hex(Array(twoCancels.utf8))
        let forged = cache.split(separator: "\n").map { line -> String in
            guard line.contains("\"path\":\"\(project.specs)/warn.dialog.json\"") else { return String(line) }
            let spec = "\(project.specs)/warn.dialog.json"
            return #"{"catalog":"# + Self.catalogValue(of: String(line)) + #","diagnostics":[],"hash":"\#(hash)","outputs":[],"path":"\#(spec)"}"#
        }.joined(separator: "\n") + "\n"
        try project.folder.write(cachePath, forged)

        let result = project.build()
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.contains("[one-cancel]"), "\(result.standardOutput)")
    }

    /// The `catalog` member of a cache line, as JSON text.
    static func catalogValue(of line: String) -> String {
        let start = line.range(of: #""catalog":"#)!.upperBound
        var depth = 0
        var end = start
        for index in line[start...].indices {
            switch line[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { end = line.index(after: index) }
            default: break
            }
            if depth == 0, end != start { break }
        }
        return String(line[start..<end])
    }

    // MARK: One build per folder

    @Test func aSecondBuildWaitsForTheFolderOrFailsWithNoWait() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let held = try #require(try FolderLock.acquire(project.out, contention: .fail).get())

        let refused = project.build("--no-wait")
        #expect(refused.status == 2)
        #expect(refused.standardOutput.contains("another dialogc build is writing into '\(project.out)'"), "\(refused.standardOutput)")

        let finished = Mutex<CommandRunner.Output?>(nil)
        let thread = Thread {
            let output = project.build()
            finished.withLock { $0 = output }
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.5)
        #expect(finished.withLock { $0 } == nil, "the second build waits while the folder is held")
        held.release()
        var waited = 0.0
        while finished.withLock({ $0 }) == nil, waited < 60 {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
        }
        let output = try #require(finished.withLock { $0 } as CommandRunner.Output?)
        #expect(output.status == 0)
        #expect(output.standardError.hasPrefix("dialogc: another build is writing into the output folder; waiting for it to finish"))
    }
}
