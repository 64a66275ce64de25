import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogTestSupport
import Foundation
import Testing

@testable import DialogTokens

/// Reading token files in tests: from text (with or without location markers) or from
/// `Fixtures/tokens/`.
enum TokenTestSupport {
    static func read(_ text: String, path: String = "test.tokens.json") -> (file: TokenFile?, diagnostics: [Diagnostic]) {
        TokenFileReader.read(SourceFile(path: path, text: text))
    }

    /// Reads and resolves one file on its own.
    static func resolve(_ text: String, path: String = "test.tokens.json") -> (tokens: ResolvedTokens, diagnostics: [Diagnostic]) {
        let (file, readDiagnostics) = read(text, path: path)
        guard let file else { return (ResolvedTokens(), readDiagnostics) }
        let (tokens, resolveDiagnostics) = TokenResolver.resolve(TokenSet(files: [file]))
        return (tokens, readDiagnostics + resolveDiagnostics)
    }

    /// The value of one token of a single-file set, failing the test when it did not resolve.
    static func value(_ text: String, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TokenValue? {
        let (tokens, diagnostics) = resolve(text)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))", sourceLocation: sourceLocation)
        return tokens[path]?.value
    }

    /// A single token `{"t": {"$type": type, "$value": value}}` as JSON text.
    static func token(_ type: String, _ value: String) -> String {
        #"{"t": {"$type": "\#(type)", "$value": \#(value)}}"#
    }

    static func fixtureText(_ relativePath: String) throws -> String {
        try String(contentsOfFile: RepositoryPaths.fixtures + "/tokens/" + relativePath, encoding: .utf8)
    }

    /// What is wrong with `diagnostics` against `markers`, or nil when they agree: every
    /// finding starts at a marker, every marker has a finding, and only `rules` fire.
    static func mismatch(_ diagnostics: [Diagnostic], _ markers: LocationMarkers, rules: Set<RuleID>) -> String? {
        var problems: [String] = []
        let expected = Set(markers.offsets.values)
        var found: Set<Int> = []
        for diagnostic in diagnostics {
            let offset = diagnostic.location?.start.offset ?? -1
            found.insert(offset)
            let position = diagnostic.location.map { "\($0.start.line):\($0.start.column)" } ?? "?"
            if !expected.contains(offset) {
                problems.append("unexpected finding at \(position): [\(diagnostic.rule)] \(diagnostic.message)")
            }
            if !rules.contains(diagnostic.rule) {
                problems.append("unexpected rule at \(position): [\(diagnostic.rule)] \(diagnostic.message)")
            }
        }
        for (number, offset) in markers.offsets.sorted(by: { $0.key < $1.key }) where !found.contains(offset) {
            problems.append("no finding at marker \(number)")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// Reads and resolves a marked text; checks the findings against its markers.
    static func expectFindings(
        _ markedText: String, rules: Set<RuleID>, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> (tokens: ResolvedTokens, diagnostics: [Diagnostic]) {
        let markers = LocationMarkers(parsing: markedText)
        let result = resolve(markers.cleanText)
        if let problem = mismatch(result.diagnostics, markers, rules: rules) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
        return result
    }
}
