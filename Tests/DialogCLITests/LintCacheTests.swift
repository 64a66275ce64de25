import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// `dialogc lint`'s cache (`.dialogc-lint-cache.jsonl` beside the project's dialogc.json):
/// byte-identical findings, reuse of unchanged specs, and never trusted when damaged.
@Suite struct LintCacheTests {
    static let cacheName = ".dialogc-lint-cache.jsonl"

    /// A project: the bundled config, tokens and font, the reference specs, one spec with
    /// warnings and one with an error.
    static func project() throws -> BuildProject {
        let project = try BuildProject()
        try project.folder.write("specs/broken.dialog.json", LintCommandTests.oneProblemSpec)
        return project
    }

    static func lint(_ project: BuildProject, _ extra: String...) -> CommandRunner.Output {
        project.dialogc.run(["lint", "--config", project.config, project.specs] + extra)
    }

    static func cachedCount(_ project: BuildProject) -> Int {
        LintPipeline().run(LintRequest(inputs: [project.specs], configPath: project.config, keepsSpecs: false, usesCache: true, cacheSecret: CommandRunner.cacheSecret)).cachedCount
    }

    @Test(arguments: ["text", "json", "sarif", "github", "junit"])
    func cachedFindingsAreTheSameBytes(_ format: String) throws {
        let project = try Self.project()
        defer { project.remove() }
        let fresh = Self.lint(project, "--format", format, "--no-cache")
        #expect(project.folder.read(Self.cacheName) == nil, "--no-cache writes no cache")
        let first = Self.lint(project, "--format", format)
        #expect(project.folder.read(Self.cacheName) != nil)
        let second = Self.lint(project, "--format", format)
        #expect(fresh.status == 1)
        for run in [first, second] {
            #expect(run.status == fresh.status)
            #expect(run.standardOutput == fresh.standardOutput)
            #expect(run.standardError == fresh.standardError)
        }
    }

    @Test func onlyChangedSpecsAreCheckedAgain() throws {
        let project = try Self.project()
        defer { project.remove() }
        let specs = try FileManager.default.contentsOfDirectory(atPath: project.specs).count
        #expect(Self.cachedCount(project) == 0)
        #expect(Self.cachedCount(project) == specs)
        // A run that replays every spec leaves the file as it is: not even rewritten.
        func inode() throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: project.path + "/" + Self.cacheName)[.systemFileNumber] as? Int
        }
        let before = try inode()
        #expect(Self.cachedCount(project) == specs)
        #expect(try inode() == before)
        try project.folder.write("specs/broken.dialog.json", LintCommandTests.oneProblemSpec.replacingOccurrences(of: "\"id\"", with: "\"id\" ", options: [], range: nil))
        #expect(Self.cachedCount(project) == specs - 1)
        // A token file changes the key: nothing is reused.
        let tokens = project.path + "/tokens/brand/brand.tokens.json"
        try (String(contentsOfFile: tokens, encoding: .utf8) + "\n").write(toFile: tokens, atomically: true, encoding: .utf8)
        #expect(Self.cachedCount(project) == 0)
        #expect(Self.cachedCount(project) == specs)
    }

    @Test(arguments: ["garbage", "truncated", "otherVersion", "otherKey"])
    func aDamagedCacheIsIgnoredAndRewritten(_ damage: String) throws {
        let project = try Self.project()
        defer { project.remove() }
        let fresh = Self.lint(project, "--no-cache")
        _ = Self.lint(project)
        let good = try #require(project.folder.read(Self.cacheName))
        let damaged: String
        switch damage {
        case "garbage": damaged = "not a cache\n"
        case "truncated": damaged = String(good.dropLast(good.count / 3))
        case "otherVersion": damaged = good.replacingOccurrences(of: "\"dialogc\":\"", with: "\"dialogc\":\"0.0.0-other")
        default: damaged = good.replacingOccurrences(of: "\"key\":\"", with: "\"key\":\"0")
        }
        try project.folder.write(Self.cacheName, damaged)
        let again = Self.lint(project)
        #expect(damaged != good)
        #expect(again.standardOutput == fresh.standardOutput)
        #expect(again.status == fresh.status)
        #expect(project.folder.read(Self.cacheName) == good, "rewritten whole")
    }

    @Test func theCacheIsNeverWrittenOverAnInput() throws {
        let project = try Self.project()
        defer { project.remove() }
        let cache = try project.folder.write(Self.cacheName, #"{"id": "x.y", "title": "T", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let result = project.dialogc.run("lint", "--config", project.config, project.specs, cache)
        #expect(result.standardError.contains("dialogc: the lint cache was not written ("), "\(result.standardError)")
        #expect(project.folder.read(Self.cacheName)?.hasPrefix(#"{"id": "x.y""#) == true)
        #expect(result.status == 0 || result.status == 1, "a cache that cannot be written changes no verdict")
    }

    @Test func withoutAConfigFileThereIsNoCache() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("loose.dialog.json", LintCommandTests.oneProblemSpec)
        _ = CommandRunner().run("lint", spec)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["loose.dialog.json"])
    }

    @Test func helpDocumentsTheCache() {
        let help = CommandRunner().run("lint", "--help").standardOutput
        #expect(help.contains("--no-cache"))
        #expect(help.contains(".dialogc-lint-cache.jsonl"))
    }
}
