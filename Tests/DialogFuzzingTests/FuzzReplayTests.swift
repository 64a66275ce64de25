import DialogDiagnostics
import DialogFuzzing
import DialogTestSupport
import Foundation
import Testing

/// Replays what the fuzzers found and what they start from through the same `DialogFuzzing`
/// functions the libFuzzer drivers call: `Fuzz/Regressions/<target>/` (every finding, kept
/// after its fix) and the seed corpora `Fuzz/Corpus/<target>/`. A broken invariant fails
/// the test with the input's name; a crash in the code under test kills the test process
/// (that is a real failure too; see FUZZING.md).
@Suite struct FuzzReplayTests {
    static let fuzzFolder = RepositoryPaths.root + "/Fuzz"

    /// The files of a folder, sorted; nil when it is missing.
    static func inputs(in folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static func replay(_ target: FuzzTarget, folder kind: String) throws {
        let folder = "\(fuzzFolder)/\(kind)/\(target.rawValue)"
        let names = try #require(inputs(in: folder), "Fuzz/\(kind)/\(target.rawValue) is missing")
        #expect(!names.isEmpty, "Fuzz/\(kind)/\(target.rawValue) is empty")
        for name in names {
            let data = try #require(FileManager.default.contents(atPath: "\(folder)/\(name)"), "cannot read Fuzz/\(kind)/\(target.rawValue)/\(name)")
            do {
                try target.run(Array(data))
            } catch {
                Issue.record("Fuzz/\(kind)/\(target.rawValue)/\(name): \(error.message)")
            }
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func regressionsStayFixed(_ target: FuzzTarget) throws {
        try Self.replay(target, folder: "Regressions")
    }

    @Test(arguments: FuzzTarget.allCases)
    func seedCorpusPasses(_ target: FuzzTarget) throws {
        try Self.replay(target, folder: "Corpus")
    }

    /// The oracles can fail: a diagnostic whose line and column do not match its offset
    /// is rejected. Without this the replays would pass as well if every check were a no-op.
    @Test func theDiagnosticOracleRejectsAWrongPosition() throws {
        let file = SourceFile(path: "a.json", text: "{\n  \"x\": 1\n}\n")
        let right = Diagnostic(.unknownKey, "unknown key 'x'", in: file, at: SourceRange(4, 7))
        try FuzzOracles.checkDiagnostics([right], in: file)

        var wrong = right
        wrong.location?.start.column += 1
        #expect(throws: FuzzInvariantFailure.self) { try FuzzOracles.checkDiagnostics([wrong], in: file) }
        var outside = right
        outside.location?.end = SourcePosition(line: 9, column: 1, offset: 99)
        #expect(throws: FuzzInvariantFailure.self) { try FuzzOracles.checkDiagnostics([outside], in: file) }
    }

    /// The `lsp` oracle rejects a published range inside a surrogate pair, past its line's
    /// end or below the last line, and accepts the ends of the pair.
    @Test func thePublishedRangeOracleRejectsAPositionOutsideTheText() throws {
        let text = "{\r\n  \"title\": \"한 😀\"\n}"
        func message(_ line: Int, _ start: Int, _ end: Int) -> String {
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a.dialog.json","diagnostics":[{"range":{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}},"message":"m"}]}}"#
        }
        // Line 1 is `  "title": "한 😀"`: the emoji is UTF-16 units 14 and 15 of its 17.
        try FuzzOracles.checkPublishedDiagnostics(message(1, 14, 16), documentText: text)
        try FuzzOracles.checkPublishedDiagnostics(message(1, 0, 17), documentText: text)
        #expect(throws: FuzzInvariantFailure.self) { try FuzzOracles.checkPublishedDiagnostics(message(1, 15, 16), documentText: text) }
        #expect(throws: FuzzInvariantFailure.self) { try FuzzOracles.checkPublishedDiagnostics(message(1, 0, 18), documentText: text) }
        #expect(throws: FuzzInvariantFailure.self) { try FuzzOracles.checkPublishedDiagnostics(message(3, 0, 0), documentText: text) }
        #expect(throws: FuzzInvariantFailure.self) { try FuzzOracles.checkPublishedDiagnostics(message(1, 5, 4), documentText: text) }
    }
}
