@testable import DialogCompiler
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

/// Nothing the user had is lost when dialogc rewrites their files (`strings import`,
/// `lint --fix`), starts a project (`init`) or prunes an output folder (`build`, `catalog`).
@Suite struct UserFileSafetyTests {
    let dialogc = CommandRunner()

    static let config = #"{"version": 1, "locales": ["en", "de", "ko"], "rules": {"text-overflow": "off", "dialog-overflow": "off", "missing-translation": "off"}}"#

    static func spec(_ index: Int) -> String {
        #"{"id": "notice.n\#(index)", "title": "Hello \#(index)", "buttons": [{"id": "ok", "title": "OK"}]}"#
    }

    /// A project of `count` specs under `specs/`, and an exported catalog of it with every
    /// text translated into each of `locales` (as `<locale>.xcstrings`).
    func translatedProject(specs count: Int, locales: [String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("dialogc.json", Self.config)
        for index in 0..<count { try folder.write("specs/n\(index).dialog.json", Self.spec(index)) }
        for locale in locales { try writeCatalog(folder, locale: locale) }
        return folder
    }

    func writeCatalog(_ folder: TemporaryDirectory, locale: String, value: String? = nil) throws {
        let exported = folder.path + "/export.xcstrings"
        let export = dialogc.run(["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--format", "xcstrings", "--out", exported])
        #expect(export.status == 0, "\(export.standardOutput)")
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: exported))) as? [String: Any])
        var strings = try #require(catalog["strings"] as? [String: Any])
        for (key, entry) in strings {
            var entry = entry as! [String: Any]
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            localizations[locale] = ["stringUnit": ["state": "translated", "value": value ?? "\(locale) text"]]
            entry["localizations"] = localizations
            strings[key] = entry
        }
        catalog["strings"] = strings
        try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]).write(to: URL(fileURLWithPath: folder.path + "/\(locale).xcstrings"))
        try FileManager.default.removeItem(atPath: exported)
    }

    func importArguments(_ folder: TemporaryDirectory, _ locale: String, into specs: String = "specs") -> [String] {
        ["strings", "import", folder.path + "/\(locale).xcstrings", folder.path + "/" + specs, "--config", folder.path + "/dialogc.json"]
    }

    // MARK: - One run at a time rewrites a project's specs

    @Test func twoImportsAtOnceKeepBothLocalesInEverySpec() throws {
        let executable = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let count = 200
        let folder = try translatedProject(specs: count, locales: ["de", "ko"])
        defer { folder.remove() }
        let german = try ChildRun.start(executable, importArguments(folder, "de"))
        let korean = try ChildRun.start(executable, importArguments(folder, "ko"))
        let (first, second) = (german.finish(), korean.finish())
        #expect(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        #expect(second.status == 0, "\(second.standardOutput)\(second.standardError)")
        for index in 0..<count {
            let spec = try #require(folder.read("specs/n\(index).dialog.json"))
            #expect(spec.contains(#""de": "de text""#) && spec.contains(#""ko": "ko text""#), "spec \(index) lost a locale: \(spec)")
        }
    }

    @Test func anImportAndAFixAtOnceKeepBothEdits() throws {
        let executable = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let count = 200
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config)
        // A message with a trailing space, which --fix trims (text-whitespace).
        for index in 0..<count {
            try folder.write("specs/n\(index).dialog.json", Self.spec(index).replacingOccurrences(of: #""buttons""#, with: #""message": "Sure? ", "buttons""#))
        }
        try writeCatalog(folder, locale: "de")
        let imported = try ChildRun.start(executable, importArguments(folder, "de"))
        let fixed = try ChildRun.start(executable, ["lint", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--fix"])
        let (importResult, fixResult) = (imported.finish(), fixed.finish())
        #expect(importResult.status == 0, "\(importResult.standardOutput)\(importResult.standardError)")
        #expect(fixResult.status == 0, "\(fixResult.standardOutput)\(fixResult.standardError)")
        for index in 0..<count {
            let spec = try #require(folder.read("specs/n\(index).dialog.json"))
            // Whichever ran first, the title has its German and the message is trimmed (its
            // German is stale when the fix ran first, and skipped).
            #expect(spec.contains(#""title": { "en": "Hello \#(index)", "de": "de text" }"#), "spec \(index) lost the import: \(spec)")
            #expect(!spec.contains("Sure? \""), "spec \(index) lost the fix: \(spec)")
        }
    }

    @Test func importAndFixWithNoWaitStopWhileAnotherRunRewritesTheProject() throws {
        let folder = try translatedProject(specs: 1, locales: ["de"])
        defer { folder.remove() }
        let before = folder.read("specs/n0.dialog.json")
        let held = try FolderLock.acquireProject(configPath: folder.path + "/dialogc.json", inputs: [], contention: .fail).get()
        defer { held?.release() }
        #expect(held != nil)

        let imported = dialogc.run(importArguments(folder, "de") + ["--no-wait"])
        #expect(imported.status == 2)
        #expect(imported.standardOutput.contains("another dialogc run is rewriting the specs of the project in '\(folder.path)'"), "\(imported.standardOutput)")
        let fixed = dialogc.run("lint", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--fix", "--no-wait")
        #expect(fixed.status == 2)
        #expect(fixed.standardOutput.contains("another dialogc run is rewriting the specs"), "\(fixed.standardOutput)")
        #expect(folder.read("specs/n0.dialog.json") == before)
    }

    @Test func aFileThatChangedSinceItWasReadIsNotOverwritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("a.dialog.json", "edited by someone else")
        let writer = OutputFileWriter(gate: .unguarded)
        let refusal = try #require(writer.rewrite(path, expecting: Array("as read".utf8), with: Array("new".utf8)))
        #expect(refusal.message == "not writing '\(path)': it changed since it was read (another program or dialogc run wrote it); it was left as it is: run again")
        #expect(folder.read("a.dialog.json") == "edited by someone else")
        #expect(writer.rewrite(path, expecting: Array("edited by someone else".utf8), with: Array("new".utf8)) == nil)
        #expect(folder.read("a.dialog.json") == "new")
    }

    // MARK: - Links are written through

    @Test func importAndFixWriteThroughASymbolicLinkToTheSpec() throws {
        let folder = try translatedProject(specs: 1, locales: ["de"])
        defer { folder.remove() }
        // The spec lives elsewhere; the project has a link to it, named on the command line.
        try FileManager.default.createDirectory(atPath: folder.path + "/shared", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder.path + "/specs/n0.dialog.json", toPath: folder.path + "/shared/n0.dialog.json")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/n0.dialog.json", withDestinationPath: "../shared/n0.dialog.json")

        let imported = dialogc.run(importArguments(folder, "de", into: "specs/n0.dialog.json"))
        #expect(imported.status == 0, "\(imported.standardOutput)\(imported.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/specs/n0.dialog.json") == "../shared/n0.dialog.json")
        #expect(folder.read("shared/n0.dialog.json")?.contains(#""de": "de text""#) == true, "\(folder.read("shared/n0.dialog.json") ?? "")")

        try folder.write("shared/n0.dialog.json", FixTests.spec)
        let fixed = dialogc.run("lint", folder.path + "/specs/n0.dialog.json", "--config", folder.path + "/dialogc.json", "--fix")
        #expect(fixed.standardError.contains("dialogc: applied 2 fixes to 1 file"), "\(fixed.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/specs/n0.dialog.json") == "../shared/n0.dialog.json")
        #expect(folder.read("shared/n0.dialog.json") == FixTests.fixed)
    }

    // MARK: - --add-locales: specs first, config last, all or nothing

    @Test(.enabled(if: MountNamespace.isAvailable, MountNamespace.unavailable))
    func addLocalesChangesNothingWhenASpecCannotBeWritten() throws {
        let executable = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{"version": 1, "locales": ["en"]}"#)
        try folder.write("specs/a/n0.dialog.json", Self.spec(0))
        try folder.write("specs/b/n1.dialog.json", Self.spec(1))
        try writeCatalog(folder, locale: "de")
        let files = ["dialogc.json", "specs/a/n0.dialog.json", "specs/b/n1.dialog.json"]
        let before = files.map(folder.read)
        // specs/b is read-only: n0 is written (its folder sorts first), then n1 fails.
        let result = try MountNamespace.run(
            #"mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" && shift && exec "$@""#,
            [folder.path + "/specs/b", executable] + importArguments(folder, "de") + ["--add-locales"])
        #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("cannot write '\(folder.path)/specs/b/n1.dialog.json': read-only file system"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("'\(folder.path)/specs/a/n0.dialog.json' had been written before '\(folder.path)/specs/b/n1.dialog.json' failed and has its old text back"), "\(result.standardOutput)")
        #expect(result.standardError.hasSuffix("; nothing written: fix the errors above and import again\n"), "\(result.standardError)")
        #expect(files.map(folder.read) == before, "the config and every spec are as they were")
    }

    // MARK: - Write failures say why

    @Test(.enabled(if: MountNamespace.isAvailable, MountNamespace.unavailable))
    func aFullDiskIsReportedAsAFullDisk() throws {
        let executable = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let folder = try translatedProject(specs: 1, locales: ["de"])
        defer { folder.remove() }
        // The project on a small tmpfs that is then filled.
        let script = #"""
            mkdir "$1.disk" && cp -R "$1/." "$1.disk/" && mount -t tmpfs -o size=256k tmpfs "$1" && cp -R "$1.disk/." "$1/" && rm -rf "$1.disk" \
              && { dd if=/dev/zero of="$1/fill" bs=4k 2>/dev/null; true; } && shift && exec "$@"
            """#
        let result = try MountNamespace.run(script, [folder.path, executable] + importArguments(folder, "de"))
        #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("cannot write '\(folder.path)/specs/n0.dialog.json': no space left on device; free some space and run again (it is unchanged)"), "\(result.standardOutput)")
    }

    @Test func aWriteFailureNamesItsCause() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/n0.dialog.json", Self.spec(0))
        for (code, reason) in [(ENOSPC, "no space left on device"), (EACCES, "permission denied"), (EROFS, "read-only file system")] {
            let result = AtomicFile.$injectedFailure.withValue(code) {
                dialogc.run("lint", folder.path + "/specs", "--output", folder.path + "/report.txt")
            }
            #expect(result.status == 2)
            #expect(result.standardError.contains("cannot write '\(folder.path)/report.txt': \(reason)"), "\(result.standardError)")
            #expect(!result.standardError.contains("check that its folder exists"), "\(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["specs"], "no temporary is left")
    }

    // MARK: - Temporaries of a killed run

    @Test func temporariesOfAKilledImportAreRemovedByTheNextRun() throws {
        let folder = try translatedProject(specs: 1, locales: ["de"])
        defer { folder.remove() }
        // A writer that is gone (a finished process) and one still running (this one).
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "true"]
        try finished.run()
        finished.waitUntilExit()
        let abandoned = "specs/\(AtomicFile.processPrefix)\(finished.processIdentifier)-1234-n0.dialog.json"
        let live = "specs/\(AtomicFile.processPrefix)\(getpid())-5678-n0.dialog.json"
        try folder.write(abandoned, "{ half a spec")
        try folder.write(live, "{ being written")

        let imported = dialogc.run(importArguments(folder, "de"))
        #expect(imported.status == 0, "\(imported.standardOutput)\(imported.standardError)")
        #expect(folder.read(abandoned) == nil, "the killed writer's temporary is removed")
        #expect(folder.read(live) == "{ being written", "a running writer's temporary is left alone")

        // lint --fix tidies the folders of the files it reads, with or without a fix to write.
        try folder.write(abandoned, "{ half a spec")
        let fixed = dialogc.run("lint", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--fix")
        #expect(fixed.status == 0, "\(fixed.standardOutput)\(fixed.standardError)")
        #expect(folder.read(abandoned) == nil)
        #expect(folder.read(live) == "{ being written")
    }

    /// A real import killed with SIGKILL at a spread of moments: every spec is its old bytes
    /// or its new ones, never torn; the next import finishes the work and leaves no temporary.
    @Test func aKilledImportLeavesEverySpecWholeAndTheNextRunTidiesUp() throws {
        let executable = try #require(DialogcExecutable.path, DialogcExecutable.notFound)
        let count = 100
        let folder = try translatedProject(specs: count, locales: ["de"])
        defer { folder.remove() }
        let specs = folder.path + "/specs"
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: specs) { files[name] = FileManager.default.contents(atPath: specs + "/" + name) }
            return files
        }
        func restore(_ files: [String: Data]) throws {
            try FileManager.default.removeItem(atPath: specs)
            try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
            for (name, data) in files { try data.write(to: URL(fileURLWithPath: specs + "/" + name)) }
        }
        let old = try snapshot()
        let began = Date()
        #expect(try KilledBuildTests.run(executable, importArguments(folder, "de")) == 0)
        let uninterrupted = Date().timeIntervalSince(began)
        let new = try snapshot()
        #expect(new.count == count && new != old)

        for fraction in [0.5, 0.75, 0.85, 0.95, 1.0] {
            try restore(old)
            try KilledBuildTests.runAndKill(executable, importArguments(folder, "de"), after: uninterrupted * fraction)
            for (name, bytes) in try snapshot() where !name.hasPrefix(AtomicFile.temporaryPrefix) {
                #expect(old[name] == bytes || new[name] == bytes, "\(name) after a kill at \(fraction) of an import is neither the old nor the new spec")
            }
            #expect(try KilledBuildTests.run(executable, importArguments(folder, "de")) == 0, "the import after a kill at \(fraction)")
            #expect(try snapshot() == new, "after a kill at \(fraction), the next import leaves the new specs and no temporary")
        }
    }

    // MARK: - Pruning only by a whole-project build

    @Test func buildingOneSpecKeepsTheOtherSpecsFiles() throws {
        let folder = try translatedProject(specs: 3, locales: [])
        defer { folder.remove() }
        let config = folder.path + "/dialogc.json"
        let whole = dialogc.run("build", "--config", config)
        #expect(whole.status == 0, "\(whole.standardOutput)")
        func generatedFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Generated").filter { !$0.hasPrefix(".") }.sorted()
        }
        let generated = try generatedFiles()
        #expect(generated.contains("NoticeN1Dialog.swift"))

        let one = dialogc.run("build", folder.path + "/specs/n0.dialog.json", "--config", config)
        #expect(one.status == 0, "\(one.standardOutput)")
        #expect(one.standardError.hasSuffix(", 0 removed\n"), "\(one.standardError)")
        #expect(try generatedFiles() == generated)

        // A spec that is gone: its files go with the next build of the whole project, and
        // only theirs.
        try FileManager.default.removeItem(atPath: folder.path + "/specs/n2.dialog.json")
        let partial = dialogc.run("build", folder.path + "/specs/n0.dialog.json", "--config", config)
        #expect(partial.standardError.hasSuffix(", 0 removed\n"), "\(partial.standardError)")
        let rebuilt = dialogc.run("build", folder.path + "/specs", "--config", config)
        #expect(rebuilt.standardError.hasSuffix(", 2 removed\n"), "\(rebuilt.standardError)")
        #expect(try generatedFiles() == generated.filter { !$0.hasPrefix("NoticeN2Dialog") })
    }

    @Test func aCatalogOfOneSpecKeepsTheOtherPages() throws {
        let folder = try translatedProject(specs: 2, locales: [])
        defer { folder.remove() }
        let config = folder.path + "/dialogc.json"
        let site = folder.path + "/site"
        let narrow = ["--theme", "light", "--locale", "en", "--device", "iphone-se", "--dynamic-type", "large"]
        let whole = dialogc.run(["catalog", folder.path + "/specs", "--config", config, "--out", site] + narrow)
        #expect(whole.status == 0, "\(whole.standardOutput)\(whole.standardError)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: site).filter { $0.contains("-n1-") }
        #expect(!pages.isEmpty)
        let one = dialogc.run(["catalog", folder.path + "/specs/n0.dialog.json", "--config", config, "--out", site] + narrow)
        #expect(one.status == 0, "\(one.standardOutput)\(one.standardError)")
        #expect(one.standardError.contains(", 0 removed"), "\(one.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site).filter { $0.contains("-n1-") } == pages)
    }

    // MARK: - init

    @Test func initThatFailsPartWayLeavesNothingBehind() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // A file where init's tokens folder would go: the third file cannot be written.
        try folder.write("tokens", "not a folder")
        let failed = dialogc.run("init", folder.path)
        #expect(failed.status == 2)
        #expect(failed.standardError.contains("cannot create the project: '\(folder.path)/tokens' is a regular file, not a folder"), "\(failed.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tokens"], "what init created is removed again")
        #expect(folder.read("tokens") == "not a folder")

        try FileManager.default.removeItem(atPath: folder.path + "/tokens")
        let again = dialogc.run("init", folder.path)
        #expect(again.status == 0, "\(again.standardError)")
    }

    @Test func initWritesAGitignoreOrAddsOnlyTheLinesItLacks() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let fresh = dialogc.run("init", folder.path + "/fresh")
        #expect(fresh.status == 0, "\(fresh.standardError)")
        #expect(fresh.standardError.contains("and '\(folder.path)/fresh/.gitignore'"), "\(fresh.standardError)")
        #expect(
            folder.read("fresh/.gitignore")
                == "# dialogc: local caches and generated files\n.dialogc-lint-cache.jsonl\n.dialogc-cache.jsonl\n.dialogc-stamps\n.dialogc-tmp-*\n/Generated/\n")

        let mine = "build/\n  .dialogc-cache.jsonl  \n*.xcuserstate"
        try folder.write("existing/.gitignore", mine)
        let existing = dialogc.run("init", folder.path + "/existing")
        #expect(existing.status == 0, "\(existing.standardError)")
        #expect(existing.standardError.contains("and 4 lines added to '\(folder.path)/existing/.gitignore'"), "\(existing.standardError)")
        #expect(
            folder.read("existing/.gitignore")
                == mine + "\n\n# dialogc: local caches and generated files\n.dialogc-lint-cache.jsonl\n.dialogc-stamps\n.dialogc-tmp-*\n/Generated/\n")
        // The ignored caches are what lint and build write.
        #expect(dialogc.run("lint", "--config", folder.path + "/fresh/dialogc.json").status == 0)
        #expect(dialogc.run("build", "--config", folder.path + "/fresh/dialogc.json").status == 0)
        for name in [".dialogc-lint-cache.jsonl", "Generated/.dialogc-cache.jsonl"] {
            #expect(FileManager.default.fileExists(atPath: folder.path + "/fresh/" + name), "\(name)")
        }
    }

    @Test func initInsideAProjectRefusesUnlessNested() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        #expect(dialogc.run("init", folder.path).status == 0)
        let inner = folder.path + "/modules/settings"
        let refused = dialogc.run("init", inner)
        #expect(refused.status == 2)
        #expect(
            refused.standardError
                == "Error: '\(inner)' is inside the project of '\(folder.path)/dialogc.json'; add your specs to that project (its 'include'), "
                + "or run 'dialogc init --nested' to start a project of its own there (nothing was written)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/modules"))

        let nested = dialogc.run("init", inner, "--nested")
        #expect(nested.status == 0, "\(nested.standardError)")
        #expect(FileManager.default.fileExists(atPath: inner + "/dialogc.json"))
    }
}

/// A child process run to its end, its output captured.
struct ChildRun {
    let process: Process
    let output: Pipe
    let error: Pipe

    static func start(_ executable: String, _ arguments: [String]) throws -> ChildRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let run = ChildRun(process: process, output: Pipe(), error: Pipe())
        process.standardOutput = run.output
        process.standardError = run.error
        try process.run()
        return run
    }

    func finish() -> CommandRunner.Output {
        // Read before waiting: a child whose pipe is full would wait for us forever.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Output(
            status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self), standardError: String(decoding: err, as: UTF8.self))
    }
}

/// A shell in a new user and mount namespace (`unshare -rm`), where an unprivileged test can
/// mount a tiny tmpfs or make a folder read-only, to meet real full-disk and read-only errors.
enum MountNamespace {
    static let isAvailable: Bool = {
        guard let folder = try? TemporaryDirectory() else { return false }
        defer { folder.remove() }
        let result = try? run(#"mount -t tmpfs -o size=16k tmpfs "$1""#, [folder.path])
        return result?.status == 0
    }()

    static let unavailable: Comment = "needs 'unshare -rm' (user and mount namespaces) to mount a tmpfs"

    /// Runs `script` by `sh -c` in the namespace with `arguments` as `$1`, `$2`, …
    static func run(_ script: String, _ arguments: [String]) throws -> CommandRunner.Output {
        try ChildRun.start("/usr/bin/unshare", ["-rm", "sh", "-c", script, "sh"] + arguments).finish()
    }
}
