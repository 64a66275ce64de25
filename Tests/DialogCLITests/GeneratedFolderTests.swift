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
}
