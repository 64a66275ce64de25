import DialogCompiler
import DialogTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif
import Testing

/// The build cache end to end, through the CLI in-process: what a rebuild reuses, what it
/// recompiles, and that it never changes what is reported or generated.
@Suite struct BuildCacheTests {
    static let cache = BuildPipeline.cacheFileName

    @Test func noOpRebuildReusesEverySpecAndWritesNothing() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let full = project.build()
        #expect(full.status == 0, "\(full.standardOutput)")
        #expect(BuildProject.work(full) == "7 compiled, 0 up to date", "\(full.standardError)")
        #expect(full.standardError.hasSuffix("; 19 written, 0 unchanged, 0 removed\n"))
        let before = try project.snapshot()
        #expect(before[Self.cache] != nil)
        let dates = try project.modificationDates()

        let again = project.build()
        #expect(again.status == 0)
        #expect(BuildProject.work(again) == "0 compiled, 7 up to date", "\(again.standardError)")
        #expect(again.standardError.hasSuffix("; 0 written, 19 unchanged, 0 removed\n"))
        #expect(try project.snapshot() == before)
        // The full build stamped even the files it wrote in the file system clock's last tick,
        // so the no-op has nothing to record.
        #expect(try project.modificationDates()[BuildPipeline.stampsFileName] != nil)
        #expect(try project.modificationDates() == dates, "nothing is rewritten, the cache and the stamps included")
    }

    /// A hit is trusted only when its entry lists the files the emitters write for it
    /// (`BuildPipeline.outputNames`): were the two to disagree, every rebuild would compile
    /// everything again.
    @Test func aNoOpRebuildWithLayoutsReusesEverySpec() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build("--emit", "swift,layout").status == 0)
        let again = project.build("--emit", "swift,layout")
        #expect(BuildProject.work(again) == "0 compiled, 7 up to date", "\(again.standardError)")
    }

    @Test(arguments: ["text", "json", "sarif", "github"])
    func replayedFindingsArePrintedByteForByte(_ format: String) throws {
        let project = try BuildProject()
        defer { project.remove() }
        let full = project.build("--format", format)
        #expect(full.status == 0)
        #expect(full.standardError.contains(": 0 errors, 2 warnings"), "\(full.standardError)")
        let again = project.build("--format", format)
        #expect(BuildProject.work(again) == "0 compiled, 7 up to date")
        #expect(again.standardOutput == full.standardOutput)
        #expect(again.standardError.hasPrefix(full.standardError.split(separator: "\n")[0] + "\n"), "same lint summary line")
        if format == "text" {
            #expect(full.standardOutput.contains("warn.dialog.json:3:"), "\(full.standardOutput)")
            #expect(full.standardOutput.contains("[unknown-locale]"))
            #expect(full.standardOutput.contains("note: did you mean 'en'?"), "a replayed note")
        }
    }

    @Test func changingOneSpecRecompilesOnlyItAndMatchesAFreshBuild() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        try project.folder.write("specs/warn.dialog.json", BuildProject.warningSpec.replacingOccurrences(of: "Hello", with: "Hello again"))
        let rebuild = project.build()
        #expect(rebuild.status == 0)
        #expect(BuildProject.work(rebuild) == "1 compiled, 6 up to date", "\(rebuild.standardError)")
        #expect(rebuild.standardError.hasSuffix("; 1 written, 18 unchanged, 0 removed\n"), "\(rebuild.standardError)")

        let fresh = project.build("--no-cache", out: project.path + "/Fresh")
        #expect(BuildProject.work(fresh) == "7 compiled, 0 up to date")
        #expect(fresh.standardOutput == rebuild.standardOutput)
        #expect(try project.snapshot() == project.snapshot(project.path + "/Fresh"), "outputs, manifest and cache byte for byte")
    }

    @Test(arguments: ["tokens/brand/brand.tokens.json", "tokens/brand/brand-dark.tokens.json", "dialogc.json"])
    func changingATokenFileOrTheConfigRecompilesEverything(_ file: String) throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let before = try project.snapshot()
        // Only the bytes change (a trailing line break): nothing generated changes.
        try project.folder.write(file, try #require(project.folder.read(file)) + "\n")
        let rebuild = project.build()
        #expect(rebuild.status == 0)
        #expect(BuildProject.work(rebuild) == "7 compiled, 0 up to date", "\(rebuild.standardError)")
        #expect(rebuild.standardError.hasSuffix("; 0 written, 19 unchanged, 0 removed\n"))
        var after = try project.snapshot()
        #expect(after.removeValue(forKey: Self.cache) != before[Self.cache], "a new key")
        var expected = before
        expected.removeValue(forKey: Self.cache)
        #expect(after == expected)
        #expect(BuildProject.work(project.build()) == "0 compiled, 7 up to date")
    }

    @Test func changingEmitRecompilesEverything() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let layout = project.build("--emit", "swift,layout")
        #expect(layout.status == 0, "\(layout.standardOutput)")
        #expect(BuildProject.work(layout) == "7 compiled, 0 up to date")
        #expect(layout.standardError.hasSuffix("; 7 written, 19 unchanged, 0 removed\n"), "\(layout.standardError)")
        #expect(BuildProject.work(project.build("--emit", "layout,swift")) == "0 compiled, 7 up to date", "the kinds are a set")
        let back = project.build()
        #expect(BuildProject.work(back) == "7 compiled, 0 up to date")
        #expect(back.standardError.hasSuffix("; 0 written, 19 unchanged, 7 removed\n"), "\(back.standardError)")
    }

    @Test func anotherDialogcVersionReusesNothing() throws {
        let project = try BuildProject()
        defer { project.remove() }
        func build(_ version: String) -> BuildResult {
            BuildPipeline().run(
                BuildRequest(inputs: [project.specs], configPath: project.config, outputDirectory: project.out, toolVersion: version))
        }
        let first = build(DialogcVersion.current)
        #expect(first.diagnostics.isEmpty)
        #expect((first.compiledCount, first.reusedCount) == (7, 0))
        let other = build("0.0.0-other")
        #expect((other.compiledCount, other.reusedCount) == (7, 0))
        #expect(try #require(project.folder.read("Generated/" + Self.cache)).contains(#""dialogc":"0.0.0-other""#))
        #expect((build("0.0.0-other").compiledCount, build("0.0.0-other").reusedCount) == (0, 7))
        #expect(build(DialogcVersion.current).compiledCount == 7)
    }

    @Test func addingAndRemovingSpecs() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        try project.folder.write("specs/extra.dialog.json", #"{"id": "notice.extra", "title": {"ko": "안녕", "en": "Hi"}, "buttons": [{"id": "ok", "title": {"ko": "확인", "en": "Got it"}}]}"#)
        let added = project.build()
        #expect(added.status == 0, "\(added.standardOutput)")
        #expect(BuildProject.work(added) == "1 compiled, 7 up to date", "\(added.standardError)")
        #expect(added.standardError.hasSuffix("; 2 written, 19 unchanged, 0 removed\n"))

        try FileManager.default.removeItem(atPath: project.specs + "/warn.dialog.json")
        let removed = project.build()
        #expect(BuildProject.work(removed) == "0 compiled, 7 up to date", "\(removed.standardError)")
        #expect(removed.standardError.hasSuffix("; 0 written, 19 unchanged, 2 removed\n"))
        #expect(removed.standardError.contains(": 0 errors, 0 warnings"), "the removed spec's warnings are gone")
        #expect(project.folder.read("Generated/NoticeWarnDialog.swift") == nil)
        #expect(project.folder.read("Generated/" + Self.cache)?.contains("warn.dialog.json") == false)
    }

    @Test func aSpecThatNowHasAnErrorFailsAndLeavesTheFolderAndCacheAlone() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let before = try project.snapshot()
        let dates = try project.modificationDates()
        try project.folder.write("specs/warn.dialog.json", BuildProject.warningSpec.replacingOccurrences(of: "\"title\"", with: "\"titel\""))
        let failed = project.build()
        #expect(failed.status == 1)
        #expect(failed.standardOutput.contains("[unknown-key]"))
        #expect(failed.standardError.hasSuffix("; nothing generated\n"), "\(failed.standardError)")
        #expect(try project.snapshot() == before)
        #expect(try project.modificationDates() == dates)

        // Put back, every spec is up to date again: the failed build did not touch the cache.
        try project.folder.write("specs/warn.dialog.json", BuildProject.warningSpec)
        #expect(BuildProject.work(project.build()) == "0 compiled, 7 up to date")
    }

    /// A deleted file, and one edited by hand.
    @Test func deletedOrEditedGeneratedFilesAreRegenerated() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let before = try project.snapshot()
        try FileManager.default.removeItem(atPath: project.out + "/TimerDeleteDialog.swift")
        let view = try #require(project.folder.read("Generated/NoticeSimpleDialog+View.swift"))
        let edited = view.replacingOccurrences(of: "Dialog", with: "Dialogue")
        #expect(edited != view)
        try project.folder.write("Generated/NoticeSimpleDialog+View.swift", edited)
        let rebuild = project.build()
        #expect(rebuild.status == 0)
        #expect(
            rebuild.standardError.contains(
                ": 2 compiled (2 of them because their generated files were missing or edited), 5 up to date; 2 written, 17 unchanged, 0 removed\n"),
            "\(rebuild.standardError)")
        #expect(try project.snapshot() == before)
    }

    /// The stamps let a no-op keep files unread; an edit that keeps the size and puts the
    /// mtime back to the nanosecond still moves the ctime, so the file is hashed and the
    /// edit found (docs/DECISIONS.md "Trusting stat data").
    @Test func anEditKeepingSizeAndMtimeIsStillFound() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let name = "NoticeSimpleDialog+View.swift"
        let path = project.out + "/" + name
        let stamps = try #require(project.folder.read("Generated/.dialogc-stamps"))
        #expect(stamps.split(separator: "\n").contains { $0.hasPrefix(name + " ") }, "the file has a stamp to be fooled by")
        var before = stat()
        #expect(stat(path, &before) == 0)
        let view = try #require(project.folder.read("Generated/" + name))
        let edited = view.replacingOccurrences(of: "Dialog", with: "Dialox")
        #expect(edited != view && edited.utf8.count == view.utf8.count)
        try project.folder.write("Generated/" + name, edited)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        let rebuild = project.build()
        #expect(rebuild.standardError.contains(": 1 compiled (1 of them because their generated files were missing or edited), 6 up to date"), "\(rebuild.standardError)")
        #expect(project.folder.read("Generated/" + name) == view)
    }

    /// A damaged stamps file costs only the hashing: nothing is recompiled, and it is written again.
    @Test func aDamagedStampsFileIsIgnored() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        #expect(project.build().status == 0)
        let good = try #require(project.folder.read("Generated/.dialogc-stamps"))
        try project.folder.write("Generated/.dialogc-stamps", "dialogc-stamps 2 " + String(repeating: "0", count: 64) + "\nnot a stamp\n")
        #expect(BuildProject.work(project.build()) == "0 compiled, 7 up to date")
        let rewritten = try #require(project.folder.read("Generated/.dialogc-stamps"))
        #expect(rewritten.hasPrefix("dialogc-stamps 2 ") && rewritten.split(separator: "\n").count == good.split(separator: "\n").count)
    }

    enum Damage: String, CaseIterable {
        case missing, garbage, truncated, otherFormat, badEntry, emptyFile, duplicateEntry
    }

    @Test(arguments: Damage.allCases)
    func aDamagedCacheIsRebuiltNeverAnError(_ damage: Damage) throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let before = try project.snapshot()
        let path = project.out + "/" + Self.cache
        let text = try #require(project.folder.read("Generated/" + Self.cache))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch damage {
        case .missing: try FileManager.default.removeItem(atPath: path)
        case .garbage: try project.folder.write("Generated/" + Self.cache, "\u{0}\u{1}not a cache{{{")
        case .truncated: try project.folder.write("Generated/" + Self.cache, String(text.dropLast(200)))
        case .otherFormat: try project.folder.write("Generated/" + Self.cache, text.replacingOccurrences(of: #""format":"#, with: #""format":9"#))
        case .badEntry:
            lines[3] = lines[3].replacingOccurrences(of: #""outputs""#, with: #""outputz""#)
            try project.folder.write("Generated/" + Self.cache, lines.joined(separator: "\n"))
        case .emptyFile: try project.folder.write("Generated/" + Self.cache, "")
        case .duplicateEntry:
            lines[2] = lines[1]
            try project.folder.write("Generated/" + Self.cache, lines.joined(separator: "\n"))
        }
        let rebuild = project.build()
        #expect(rebuild.status == 0, "\(rebuild.standardOutput)")
        #expect(rebuild.standardOutput.isEmpty == false, "the warnings are reported again")
        #expect(BuildProject.work(rebuild) == "7 compiled, 0 up to date", "\(rebuild.standardError)")
        #expect(try project.snapshot() == before, "the cache is rewritten as it was")
    }

    @Test func noCacheRebuildsEverythingAndWritesTheSameCache() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let before = try project.snapshot()
        let dates = try project.modificationDates()
        let rebuild = project.build("--no-cache")
        #expect(BuildProject.work(rebuild) == "7 compiled, 0 up to date")
        #expect(try project.snapshot() == before)
        #expect(try project.modificationDates() == dates)
        #expect(project.dialogc.run("build", "--help").standardOutput.contains("--no-cache"))
    }

    @Test func theCacheIsOneLinePerSpecAndNamesNoOutputFolder() throws {
        let project = try BuildProject()
        defer { project.remove() }
        #expect(project.build().status == 0)
        let text = try #require(project.folder.read("Generated/" + Self.cache))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 9, "a header, one line per spec and the file's code")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
        #expect(lines.last?.utf8.count == 64 && text.hasSuffix("\n"))
        #expect(!text.contains(project.out), "nothing names the output folder, so a moved folder keeps its cache")
    }

    /// The catalog checks and the severity policy run over reused specs too, from the facts
    /// the cache keeps: a new spec clashing with a reused one is caught, with the same
    /// findings a build without the cache reports.
    @Test func catalogChecksAndLintDisableSeeReusedSpecs() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try project.folder.write(
            "specs/warn.dialog.json", BuildProject.warningSpec.replacingOccurrences(of: "\"id\": \"notice.warn\",", with: "\"id\": \"notice.warn\", \"lint\": {\"disable\": [\"cancel-placement\"]}, \"accessibility\": {\"identifier\": \"warn\"},"))
        let first = project.build()
        #expect(first.status == 0, "\(first.standardOutput)")
        #expect(!first.standardOutput.contains("[cancel-placement]"))
        let noOp = project.build()
        #expect(BuildProject.work(noOp) == "0 compiled, 7 up to date")
        #expect(noOp.standardOutput == first.standardOutput, "lint.disable still applies to the reused spec")

        try project.folder.write(
            "specs/zz.dialog.json",
            #"{"id": "notice.warn", "accessibility": {"identifier": "warn.ok"}, "title": {"ko": "안녕", "en": "Hi"}, "buttons": [{"id": "ok", "title": {"ko": "확인", "en": "Got it"}}]}"#)
        let clash = project.build()
        #expect(clash.status == 1)
        #expect(clash.standardOutput.contains("[duplicate-id]"), "\(clash.standardOutput)")
        #expect(clash.standardOutput.contains("already used"), "the derived identifier 'warn.ok' of the reused spec")
        let fresh = project.build("--no-cache")
        #expect(fresh.status == 1)
        #expect(clash.standardOutput == fresh.standardOutput)
    }
}
