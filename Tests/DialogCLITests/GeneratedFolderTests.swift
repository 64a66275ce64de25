import DialogCompiler
import DialogEmit
import DialogTestSupport
import Foundation
import Testing

@Suite struct GeneratedFolderTests {
    @Test(arguments: ["../Escape.swift", "/etc/Escape.swift", "sub/Nested.swift", ".hidden.swift", "", "Spa ce.swift"])
    func namesThatCouldLeaveTheFolderAreRefused(_ name: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let outcome = GeneratedFolder(path: folder.path + "/out").write([
            OutputFile(relativePath: "Fine.swift", contents: "// fine\n"), OutputFile(relativePath: name, contents: "// bad\n"),
        ])
        #expect(outcome.diagnostics.count == 1)
        #expect(outcome.diagnostics.first?.rule.name == "io")
        #expect(outcome.written.isEmpty, "nothing is written when any name is unsafe")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test func manifestListsExactlyTheGeneratedFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let outcome = GeneratedFolder(path: folder.path).write([OutputFile(relativePath: "B.swift", contents: "b"), OutputFile(relativePath: "A.swift", contents: "a")])
        #expect(outcome.written == ["A.swift", "B.swift"])
        let manifest = try #require(folder.read(GeneratedFolder.manifestName))
        #expect(manifest == "{\n  \"files\": [\n    \"A.swift\",\n    \"B.swift\"\n  ],\n  \"generator\": \"dialogc\",\n  \"version\": 1\n}\n")
    }

    /// A file made a piece at a time is written whole, left alone when a later build makes
    /// the same bytes, and replaced when they differ; a file of the same name that dialogc
    /// did not write is still refused.
    @Test func aStreamedFileIsWrittenComparedAndReplacedLikeAnyOther() throws {
        struct Pieces: StreamedText {
            var pieces: [String]
            func write(to emit: (String) -> Void) { pieces.forEach(emit) }
        }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let long = String(repeating: "row\n", count: 40_000)
        let first = GeneratedFolder(path: folder.path).write([OutputFile(relativePath: "index.html", streaming: Pieces(pieces: ["<head>", long, "</html>"]))])
        #expect(first.written == ["index.html"] && first.diagnostics.isEmpty)
        #expect(folder.read("index.html") == "<head>" + long + "</html>")
        let again = GeneratedFolder(path: folder.path).write([OutputFile(relativePath: "index.html", streaming: Pieces(pieces: ["<head>" + long, "</html>"]))])
        #expect(again.unchanged == ["index.html"] && again.written.isEmpty)
        let changed = GeneratedFolder(path: folder.path).write([OutputFile(relativePath: "index.html", streaming: Pieces(pieces: ["<head>", long, "</body>"]))])
        #expect(changed.written == ["index.html"])
        #expect(folder.read("index.html") == "<head>" + long + "</body>")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".dialogc-tmp-") }
        #expect(leftovers.isEmpty)

        let foreign = try TemporaryDirectory()
        defer { foreign.remove() }
        try "mine".write(toFile: foreign.path + "/index.html", atomically: true, encoding: .utf8)
        let refused = GeneratedFolder(path: foreign.path).write([OutputFile(relativePath: "index.html", streaming: Pieces(pieces: ["<head>"]))])
        #expect(refused.diagnostics.count == 1 && refused.written.isEmpty)
        #expect(foreign.read("index.html") == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path).filter { $0.hasPrefix(".dialogc-tmp-") }.isEmpty)
    }
}
