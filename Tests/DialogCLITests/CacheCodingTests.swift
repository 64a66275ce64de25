@testable import DialogCompiler
import DialogDiagnostics
import DialogTestSupport
import Foundation
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

    static let secret = CacheSecret(key: Array("cache coding".utf8))

    @Test func everyDiagnosticSurvivesTheCacheFile() throws {
        let entries = [
            CachedSpec(path: Self.file.path, hash: SHA256.hex(Self.file.bytes), diagnostics: Self.diagnostics, catalog: Self.facts, outputs: [
                CachedOutput(name: "A.swift", hash: ContentHash.of([1]), size: 12), CachedOutput(name: "A+View.swift", hash: ContentHash.of([2]), size: 0),
            ]),
            CachedSpec(
                path: "b.dialog.json", hash: SHA256.hex([]), diagnostics: [],
                catalog: CatalogFacts(path: "b.dialog.json", id: "b", idLocation: .file("b.dialog.json"), accessibilityIdentifiers: [], disabledRules: []),
                outputs: []),
        ]
        let text = BuildCacheFile.render(entries, key: "k", toolVersion: "1.2.3", secret: Self.secret)
        let decoded = try #require(BuildCacheFile.entries(in: Array(text.utf8), key: "k", toolVersion: "1.2.3", secret: Self.secret))
        #expect(decoded.count == 2)
        #expect(decoded[Self.file.path] == entries[0])
        #expect(decoded["b.dialog.json"] == entries[1])
        #expect(BuildCacheFile.render(entries, key: "k", toolVersion: "1.2.3", secret: Self.secret) == text, "deterministic")
        #expect(BuildCacheFile.entries(in: Array(text.utf8), key: "other", toolVersion: "1.2.3", secret: Self.secret) == nil)
        #expect(BuildCacheFile.entries(in: Array(text.utf8), key: "k", toolVersion: "1.2.4", secret: Self.secret) == nil)
        #expect(BuildCacheFile.entries(in: Array(text.utf8.dropLast()), key: "k", toolVersion: "1.2.3", secret: Self.secret) == nil, "cut short")
        #expect(
            BuildCacheFile.entries(in: Array(text.utf8), key: "k", toolVersion: "1.2.3", secret: CacheSecret(key: Array("another".utf8))) == nil,
            "written under another secret")
    }

    /// A cache is rendered in batches: over several batches (and uneven ones), every entry is
    /// one line, in the order given, and reads back whole.
    @Test func aCacheOfManySpecsIsOneLinePerSpecInOrder() throws {
        let entries = (0..<2_500).map { index in
            CachedSpec(
                path: "s\(index).dialog.json", hash: SHA256.hex([UInt8(index % 256)]), diagnostics: index % 7 == 0 ? Self.diagnostics : [],
                catalog: CatalogFacts(
                    path: "s\(index).dialog.json", id: "s\(index)", idLocation: .file("s\(index).dialog.json"), accessibilityIdentifiers: [],
                    disabledRules: []),
                outputs: [CachedOutput(name: "S\(index).swift", hash: ContentHash.of([1]), size: index)])
        }
        let text = BuildCacheFile.render(entries, key: "k", toolVersion: "1", secret: Self.secret)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == entries.count + 3)  // the header, each entry, the code, and the final newline's empty rest
        #expect(lines.last == "")
        #expect(lines[1].contains("\"s0.dialog.json\"") && lines[2_500].contains("\"s2499.dialog.json\""))
        let decoded = try #require(BuildCacheFile.entries(in: Array(text.utf8), key: "k", toolVersion: "1", secret: Self.secret))
        #expect(decoded.count == entries.count)
        #expect(entries.allSatisfy { decoded[$0.path] == $0 })
    }

    /// The file's one code covers the header and every entry line, their order and number:
    /// an entry edited, dropped, repeated or moved, a code from another secret, and a cache
    /// of the format before (a code per entry line) are each not a cache, never a crash.
    @Test func theCodeCoversEveryLineAndAnOldFormatIsAMiss() throws {
        let entries = (0..<3).map { index in
            CachedSpec(
                path: "s\(index).dialog.json", hash: SHA256.hex([UInt8(index)]), diagnostics: index == 1 ? Self.diagnostics : [],
                catalog: CatalogFacts(
                    path: "s\(index).dialog.json", id: "s\(index)", idLocation: .file("s\(index).dialog.json"), accessibilityIdentifiers: [],
                    disabledRules: []),
                outputs: [])
        }
        let text = BuildCacheFile.render(entries, key: "k", toolVersion: "1", secret: Self.secret)
        func reads(_ lines: [Substring]) -> Bool {
            BuildCacheFile.entries(in: Array(lines.joined(separator: "\n").utf8), key: "k", toolVersion: "1", secret: Self.secret) != nil
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(reads(lines))
        var edited = lines
        edited[2] = Substring(edited[2].replacingOccurrences(of: "\"diagnostics\":[{", with: "\"diagnostics\":[],\"x\":[{"))
        #expect(edited[2] != lines[2] && !reads(edited), "an entry edited")
        #expect(!reads(Array(lines[..<2] + lines[3...])), "an entry dropped")
        #expect(!reads([lines[0], lines[2], lines[1]] + lines[3...]), "two entries swapped")
        #expect(!reads(Array(lines[..<4]) + [Substring(String(repeating: "0", count: 64)), ""]), "a code of zeros")
        #expect(!reads(Array(lines[..<4]) + [Substring(String(repeating: "é", count: 32)), ""]), "a code that is not hex")
        let other = BuildCacheFile.render(entries, key: "k", toolVersion: "1", secret: CacheSecret(key: Array("another".utf8)))
        #expect(!reads(Array(lines[..<4]) + other.split(separator: "\n", omittingEmptySubsequences: false).suffix(2)), "another secret's code")
        // The format before: format 6 in the header, each entry line its own code and a space.
        let header = lines[0].replacingOccurrences(of: "\"format\":7", with: "\"format\":6")
        #expect(header != lines[0])
        let old = [header] + lines[1..<4].map { Self.secret.sign(Array(("k\n" + $0).utf8)) + " " + $0 } + [""]
        #expect(BuildCacheFile.entries(in: Array(old.joined(separator: "\n").utf8), key: "k", toolVersion: "1", secret: Self.secret) == nil)
        // Nor is the new format read with the header's format changed.
        #expect(!reads([Substring(header)] + lines[1...]))
    }

    @Test func anEmptyCatalogIsAValidCache() throws {
        let text = BuildCacheFile.render([], key: "k", toolVersion: "1", secret: Self.secret)
        #expect(try #require(BuildCacheFile.entries(in: Array(text.utf8), key: "k", toolVersion: "1", secret: Self.secret)).isEmpty)
    }

    /// The stamps file reads back under its secret only: one written under another key, or
    /// edited after, is not believed.
    @Test func stampsAreBoundToTheSecret() throws {
        let entries = ["A.swift": OutputStamps.Entry(hash: ContentHash.of([1]), stamp: FileStamp(size: 3, inode: 7, modified: 11, changed: 12))]
        let text = OutputStamps.render(entries, secret: Self.secret)
        #expect(OutputStamps.parse(Array(text.utf8), secret: Self.secret) == entries)
        #expect(OutputStamps.parse(Array(text.utf8), secret: CacheSecret(key: Array("another".utf8))) == nil)
        #expect(OutputStamps.parse(Array(text.replacingOccurrences(of: " 12\n", with: " 13\n").utf8), secret: Self.secret) == nil)
    }

    /// The key tells two builds of one version apart by the running binary's bytes (the same
    /// binary on another runner, or copied elsewhere, is the same); an unreadable binary would
    /// silently fall back to the version alone.
    @Test func theKeyNamesTheRunningBinary() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let binary = try folder.write("bin/dialogc", "the bytes of a binary")
        let memo = folder.path + "/cache/dialogc"
        #expect(ExecutableIdentity.digest(of: binary, memoFolder: memo) == SHA256.hex(Array("the bytes of a binary".utf8)))
        // Too new to remember: a binary being written might change within the same tick.
        #expect(!FileManager.default.fileExists(atPath: memo + "/executables"))
        usleep(1_100_000)
        #expect(ExecutableIdentity.digest(of: binary, memoFolder: memo) == SHA256.hex(Array("the bytes of a binary".utf8)))
        let remembered = try #require(folder.read("cache/dialogc/executables"))
        #expect(remembered.hasPrefix("dialogc-executables 1\n") && remembered.hasSuffix(" " + SHA256.hex(Array("the bytes of a binary".utf8)) + "\n"))
        // Remembered by its stat identity: a digest put in the memo is what the next run uses…
        try remembered.replacingOccurrences(of: SHA256.hex(Array("the bytes of a binary".utf8)), with: String(repeating: "a", count: 64))
            .write(toFile: memo + "/executables", atomically: true, encoding: .utf8)
        #expect(ExecutableIdentity.digest(of: binary, memoFolder: memo) == String(repeating: "a", count: 64))
        // …until the binary changes, even to the same size and mtime: its ctime moves.
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: binary)[.modificationDate] as? Date)
        try "THE bytes of a binary".write(toFile: binary, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: binary)
        #expect(ExecutableIdentity.digest(of: binary, memoFolder: memo) == SHA256.hex(Array("THE bytes of a binary".utf8)))
    }
}

/// A generated file's hash, held as its bytes and written as hex: the hex reads back as the
/// same hash, and anything that is not 64 lowercase hex digits is refused.
@Suite struct ContentHashTests {
    @Test func theHexReadsBackAndOnlyItsOwnFormIsAccepted() throws {
        let hash = ContentHash.of(Array("dialogc".utf8))
        #expect(hash.hex == SHA256.hex(Array("dialogc".utf8)))
        #expect(try #require(ContentHash(hex: hash.hex)) == hash)
        #expect(ContentHash.of([1]) != hash)
        #expect(ContentHash(hex: hash.hex.uppercased()) == nil)
        #expect(ContentHash(hex: String(hash.hex.dropLast())) == nil)
        #expect(ContentHash(hex: hash.hex + "0") == nil)
        #expect(ContentHash(hex: String(hash.hex.dropLast()) + "g") == nil)
    }
}
