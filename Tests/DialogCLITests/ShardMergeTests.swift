@testable import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// `dialogc lint --shard i/n` and `dialogc merge`: for every n from 1 to 8, the merge of the
/// n parts prints what one unsharded run prints, byte for byte, in text, JSON and SARIF, on
/// a corpus with findings across specs; results that are not the whole of one run are refused.
@Suite(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
struct ShardMergeTests {
    /// The build project's specs, copies of them under other ids, and specs whose ids and
    /// accessibility identifiers collide, so the checks across specs have something to say.
    static func corpus() throws -> BuildProject {
        let project = try BuildProject()
        let notice = try #require(project.folder.read("specs/notice.dialog.json"))
        let id = try #require(notice.firstMatch(of: /"id": "([^"]+)"/)?.1)
        for index in 0..<12 {
            try project.folder.write("specs/copies/notice-\(index).dialog.json", notice.replacingOccurrences(of: "\"\(id)\"", with: "\"copy.\(index)\""))
        }
        try project.folder.write("specs/twin-a.dialog.json", notice)
        try project.folder.write("specs/nested/twin-b.dialog.json", notice)
        try project.folder.write("specs/broken.dialog.json", LintCommandTests.oneProblemSpec)
        return project
    }

    @Test func mergedPartsPrintWhatOneRunPrints() throws {
        let project = try Self.corpus()
        defer { project.remove() }
        let dialogc = try CacheTrustTests.Executable()
        defer { dialogc.cacheHome.remove() }
        let results = try TemporaryDirectory()
        defer { results.remove() }
        let formats = ["text", "json", "sarif"]
        var whole: [String: (status: Int32, output: String, error: String)] = [:]
        for format in formats { whole[format] = try dialogc.run(["lint", "--no-cache", "--format", format], in: project.path) }
        #expect(whole["text"]?.status == 1)
        #expect(whole["text"]?.output.contains("duplicate-id") == true, "the corpus has findings across specs")

        for count in 1...8 {
            var files: [String] = []
            var checked = 0
            for index in 1...count {
                let file = results.path + "/n\(count)-\(index).jsonl"
                let part = try dialogc.run(["lint", "--shard", "\(index)/\(count)", "--shard-output", file], in: project.path)
                #expect(part.status == 0, "\(part.output)\(part.error)")
                #expect(part.output.isEmpty)
                checked += Int(part.error.firstMatch(of: /: (\d+) spec files? checked/)?.1 ?? "") ?? -1000
                files.append(file)
            }
            #expect(checked == 22, "every spec in exactly one part of \(count)")
            for format in formats {
                let merged = try dialogc.run(["merge"] + files.reversed() + ["--format", format], in: project.path)
                #expect(merged.status == whole[format]?.status, "n = \(count), \(format): \(merged.error)")
                #expect(merged.output == whole[format]?.output, "n = \(count), \(format)")
            }
        }
    }

    @Test func partsThatAreNotOneWholeRunAreRefused() throws {
        let project = try Self.corpus()
        defer { project.remove() }
        let dialogc = try CacheTrustTests.Executable()
        defer { dialogc.cacheHome.remove() }
        let results = try TemporaryDirectory()
        defer { results.remove() }
        for index in 1...3 {
            #expect(try dialogc.run(["lint", "--shard", "\(index)/3", "--shard-output", results.path + "/\(index).jsonl"], in: project.path).status == 0)
        }
        let missing = try dialogc.run(["merge", results.path + "/1.jsonl", results.path + "/3.jsonl"], in: project.path)
        #expect(missing.status == 2)
        #expect(missing.output.contains("the results of shard 2/3 are missing"), "\(missing.output)")
        let twice = try dialogc.run(["merge", results.path + "/1.jsonl", results.path + "/2.jsonl", results.path + "/2.jsonl", results.path + "/3.jsonl"], in: project.path)
        #expect(twice.status == 2)
        #expect(twice.output.contains("shard 2/3 is given twice"), "\(twice.output)")
        let notResults = try dialogc.run(["merge", project.config], in: project.path)
        #expect(notResults.status == 2)
        #expect(notResults.output.contains("is not a whole shard results file"), "\(notResults.output)")
        // A token file changed since the parts ran: their results are not for these inputs.
        let tokens = project.path + "/tokens/brand/brand.tokens.json"
        try (try String(contentsOfFile: tokens, encoding: .utf8) + "\n").write(toFile: tokens, atomically: true, encoding: .utf8)
        let stale = try dialogc.run(["merge", results.path + "/1.jsonl", results.path + "/2.jsonl", results.path + "/3.jsonl"], in: project.path)
        #expect(stale.status == 2)
        #expect(stale.output.contains("were made with another config"), "\(stale.output)")
    }

    @Test func shardUsageErrors() {
        let dialogc = CommandRunner()
        for (arguments, message) in [
            (["lint", "specs", "--shard", "0/4", "--shard-output", "x"], "'--shard' needs i/n with 1 <= i <= n"),
            (["lint", "specs", "--shard", "5/4", "--shard-output", "x"], "'--shard' needs i/n with 1 <= i <= n"),
            (["lint", "specs", "--shard", "1/4"], "'--shard' needs '--shard-output FILE'"),
            (["lint", "specs", "--shard-output", "x"], "'--shard-output' goes with '--shard i/n'"),
            (["lint", "specs", "--shard", "1/4", "--shard-output", "x", "--format", "json"], "'--format' does not go with '--shard'"),
            (["merge"], "missing <results>"),
        ] {
            let result = dialogc.run(arguments)
            #expect(result.status == 2)
            #expect(result.standardError.hasPrefix("Error: " + message), "\(arguments): \(result.standardError)")
        }
    }

    /// A spec's part depends only on its path in the project, and the parts cover every
    /// spec once.
    @Test func partsAreStableAndCoverEverySpec() throws {
        let names = (0..<200).map { "specs/s\($0).dialog.json" }
        for count in 1...8 {
            let parts = (1...count).map { Shard(index: $0, count: count)! }
            for name in names { #expect(parts.count { $0.contains(name) } == 1) }
        }
        #expect(Shard(argument: "2/3") == Shard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "1/0", "a/b", "1/", "/1", "1/2/3", " 1/2", "+1/2"] { #expect(Shard(argument: bad) == nil, "\(bad)") }
    }
}
