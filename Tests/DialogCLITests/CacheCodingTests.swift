@testable import DialogCompiler
import DialogDiagnostics
import Testing

/// The cache's own encoding: every shape of finding survives the cache file unchanged.
@Suite struct CacheCodingTests {
    static let file = SourceFile(path: "specs/ünïcode\tname.dialog.json", text: "{\n\t\"id\": \"삭제\",\r\n  \"title\": \"\u{2028}\"\n}")

    static let diagnostics: [Diagnostic] = [
        Diagnostic(rule: .io, severity: .error, message: "no location at all", location: nil),
        Diagnostic(.unknownKey, "unknown key \"x\"\\ with quote, backslash,\u{1} control", in: file, at: SourceRange(3, 7)),
        Diagnostic(
            .duplicateID, "multi-line range", in: file, at: SourceRange(9, 30),
            notes: [
                Diagnostic.Note("note without location"),
                Diagnostic.Note("note with one", at: file.location(of: SourceRange(12, 14))),
                Diagnostic.Note("whole file", at: .file("tokens/other.tokens.json")),
            ]),
        Diagnostic(rule: RuleID("cancel-placement"), severity: .warning, message: "warning, configured", location: .file("x.json")),
        Diagnostic(rule: RuleID("some-future-rule"), severity: .warning, message: "an id this build does not know", location: nil),
    ]

    static let facts = CatalogFacts(
        path: file.path, id: "삭제", idLocation: file.location(of: SourceRange(9, 17)),
        accessibilityIdentifiers: [
            CatalogFacts.IdentifierUse(identifier: "a.b", location: file.location(of: SourceRange(3, 7)), isDerived: true),
            CatalogFacts.IdentifierUse(identifier: "written", location: .file(file.path), isDerived: false),
        ],
        disabledRules: [RuleID("cancel-placement"), RuleID("raw-value")])

    @Test func everyDiagnosticSurvivesTheCacheFile() throws {
        let entries = [
            CachedSpec(path: Self.file.path, hash: SHA256.hex(Self.file.bytes), diagnostics: Self.diagnostics, catalog: Self.facts, outputs: [
                CachedOutput(name: "A.swift", hash: SHA256.hex([1]), size: 12), CachedOutput(name: "A+View.swift", hash: SHA256.hex([2]), size: 0),
            ]),
            CachedSpec(
                path: "b.dialog.json", hash: SHA256.hex([]), diagnostics: [],
                catalog: CatalogFacts(path: "b.dialog.json", id: "b", idLocation: .file("b.dialog.json"), accessibilityIdentifiers: [], disabledRules: []),
                outputs: []),
        ]
        let text = BuildCacheFile.render(entries, key: "k", toolVersion: "1.2.3")
        let decoded = try #require(BuildCacheFile.entries(in: Array(text.utf8), key: "k", toolVersion: "1.2.3"))
        #expect(decoded.count == 2)
        #expect(decoded[Self.file.path] == entries[0])
        #expect(decoded["b.dialog.json"] == entries[1])
        #expect(BuildCacheFile.render(entries, key: "k", toolVersion: "1.2.3") == text, "deterministic")
        #expect(BuildCacheFile.entries(in: Array(text.utf8), key: "other", toolVersion: "1.2.3") == nil)
        #expect(BuildCacheFile.entries(in: Array(text.utf8), key: "k", toolVersion: "1.2.4") == nil)
        #expect(BuildCacheFile.entries(in: Array(text.utf8.dropLast()), key: "k", toolVersion: "1.2.3") == nil, "cut short")
    }

    @Test func anEmptyCatalogIsAValidCache() throws {
        let text = BuildCacheFile.render([], key: "k", toolVersion: "1")
        #expect(try #require(BuildCacheFile.entries(in: Array(text.utf8), key: "k", toolVersion: "1")).isEmpty)
    }
}
