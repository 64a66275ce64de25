import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

@testable import DialogCompiler
@testable import DialogEmit

/// What keeps a run of 50,000 specs under 400 MB (BENCHMARKS.md, "Memory at 50,000 specs"):
/// a build and an export hold no decoded spec past the spec's own work (each is decoded again
/// from its bytes when it is emitted), and an export's text goes to its file a piece at a
/// time. None of it may change a byte of what is written.
@Suite struct BoundedMemoryTests {
    static let config = RepositoryPaths.fixtures + "/dialogc.json"
    static let specs = RepositoryPaths.fixtures + "/specs"

    /// The build used to keep every decoded spec from the checks to the end of emit (in its
    /// `LintResult.specs`): at 50,000 specs most of its 621 MB.
    @Test func aBuildKeepsNoDecodedSpecAndStillEmitsEveryDialog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var request = BuildRequest(inputs: [Self.specs], configPath: Self.config, outputDirectory: folder.path + "/Generated", emit: [.swift, .layout])
        request.useCache = false
        let result = BuildPipeline().run(request)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.lint.specs.isEmpty, "a build held \(result.lint.specs.count) decoded specs to its end")
        #expect(result.dialogCount == 6 && result.compiledCount == 6)
        // Each dialog's model, view and layout document: generated from the spec decoded again.
        #expect(result.written.filter { $0.hasSuffix(".layout.json") }.count == 6, "\(result.written)")
        #expect(result.written.filter { $0.hasSuffix("+View.swift") }.count == 6, "\(result.written)")
    }

    /// `dialogc lint` and a build let each file's bytes and line table go with its batch (at
    /// 50,000 specs they were 82 MB and more, held to the end); a build reads each file again
    /// to emit from (`BuildPipeline.readAgain`). The strings export still keeps them.
    @Test func aLintKeepsNoSourceUnlessAsked() throws {
        let pipeline = LintPipeline()
        var request = LintRequest(inputs: [Self.specs], configPath: Self.config, keepsSpecs: false)
        let project = try #require(pipeline.plan(request).projects.first)
        guard case .loaded(let environment) = pipeline.loadEnvironment(project) else {
            Issue.record("the fixture config did not load")
            return
        }
        let dropped = pipeline.lint(project, request: request, in: environment, reuse: nil)
        #expect(dropped.files.count == 6 && dropped.files.allSatisfy { $0.source == nil })
        request.keepsSources = true
        let kept = pipeline.lint(project, request: request, in: environment, reuse: nil)
        #expect(kept.files.map { $0.source?.path } == dropped.files.map(\.path))
        #expect(kept.result.diagnostics == dropped.result.diagnostics)
    }

    /// A build emits from each spec's file read again, and only if it still has the bytes
    /// its findings and cache entry were made from: a spec saved while the build ran stops
    /// the write (nothing in the output folder changes) with a finding that says so.
    @Test func aSpecEditedDuringTheBuildIsNotEmittedFromItsNewBytes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/a.dialog.json"
        try folder.write("a.dialog.json", #"{"id": "a", "title": "Before"}"#)
        let checked = try #require(try? SourceReader().read(path).get())
        let file = CompiledSpecFile(source: nil, path: path, hash: SHA256.hex(checked.bytes), spec: nil, facts: nil, diagnostics: [], reused: nil)
        let same = try BuildPipeline.readAgain(file).get()
        #expect(same.bytes == checked.bytes)

        try folder.write("a.dialog.json", #"{"id": "a", "title": "After"}"#)
        guard case .failure(let problem) = BuildPipeline.readAgain(file) else {
            Issue.record("a spec that changed after its checks was read again for emit")
            return
        }
        #expect(problem.rule == .io && problem.severity == .error)
        #expect(problem.location?.path == path)
        #expect(problem.message.contains("changed while it was being built") && problem.message.contains("build again"), "\(problem.message)")
        // A failed staging makes the commit change nothing.
        let outputs = BuildPipeline.SpecOutputs(failure: problem, path: path)
        #expect(outputs.staged.map(\.name) == [path] && outputs.cacheEntries.isEmpty)
    }

    /// `LintRequest.keepsSources`: the files of the specs that decoded, in file order, in
    /// place of the specs themselves.
    @Test func keepingTheSourcesListsTheFilesOfTheDecodedSpecs() {
        let kept = LintPipeline().run(LintRequest(inputs: [Self.specs], configPath: Self.config))
        var request = LintRequest(inputs: [Self.specs], configPath: Self.config, keepsSpecs: false)
        request.keepsSources = true
        let sources = LintPipeline().run(request)
        #expect(sources.specs.isEmpty)
        #expect(sources.sources.map(\.path) == kept.specs.map(\.file.path))
        #expect(sources.diagnostics == kept.diagnostics)
    }

    /// An export loads the project without its specs and decodes each again for its units:
    /// the same units and findings as from the kept specs.
    @Test func unitsFromTheSourcesEqualUnitsFromTheSpecs() throws {
        guard case .loaded(let withSpecs) = StringsProject.load(inputs: [Self.specs], configPath: Self.config),
            case .loaded(let withoutSpecs) = StringsProject.load(inputs: [Self.specs], configPath: Self.config, keepsSpecs: false)
        else {
            Issue.record("the fixture project did not load")
            return
        }
        #expect(withoutSpecs.specs.isEmpty && withoutSpecs.specCount == withSpecs.specs.count)
        let expected = withSpecs.units(measured: true)
        let actual = withoutSpecs.units(measured: true)
        #expect(actual.units == expected.units)
        #expect(actual.diagnostics == expected.diagnostics)
        #expect(actual.owners.isEmpty && !expected.owners.isEmpty)
    }

    /// An export of many units comes in pieces of at least `TextChunks.size` bytes, and the
    /// file written from them holds exactly their bytes, in order (the goldens of
    /// `StringsCommandTests` pin the text itself).
    @Test(arguments: [StringsFormat.xcstrings, .xliff, .xliff2]) func anExportWrittenInPiecesIsTheWholeText(_ format: StringsFormat) throws {
        guard case .loaded(let project) = StringsProject.load(inputs: [Self.specs], configPath: Self.config, keepsSpecs: false) else {
            Issue.record("the fixture project did not load")
            return
        }
        let units = project.units(measured: true).units
        // Enough copies of the fixtures' units, under new keys, for more than two pieces.
        var many: [TranslationUnit] = []
        var copy = 0
        while many.count * 700 < 3 * TextChunks.size {
            for unit in units {
                var renamed = unit
                renamed.dialogID = unit.dialogID + "Copy\(copy)"
                many.append(renamed)
            }
            copy += 1
        }
        let export = StringsExport(units: many, sourceLanguage: "ko", locales: ["ko", "en"])
        var pieces: [String] = []
        export.render(format, targets: ["en"]) { pieces.append($0) }
        #expect(pieces.count >= 3)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= TextChunks.size })

        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/export.out"
        let problem = OutputFileWriter(gate: WriteGate(inputs: [])).write(to: path) { write in export.render(format, targets: ["en"], into: write) }
        #expect(problem == nil)
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(written == Data(pieces.joined().utf8))
        // No temporary is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.out"])
    }

    /// An export into a file keeps no unit: each spec's units are rendered as the spec is
    /// decoded again, their texts kept in a temporary file with their keys, and written out in
    /// key order. The file holds exactly the text an export without a file returns, and
    /// nothing else is left in its folder.
    @Test(arguments: [StringsFormat.xcstrings, .xliff, .xliff2]) func anExportIntoAFileIsTheTextItWouldReturn(_ format: StringsFormat) throws {
        let whole = StringsExporter().run(StringsExportRequest(inputs: [Self.specs], configPath: Self.config, format: format))
        let text = try #require(whole.text, "\(whole.diagnostics)")
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/export.out"
        let streamed = StringsExporter().run(StringsExportRequest(inputs: [Self.specs], configPath: Self.config, format: format, outputPath: path))
        #expect(streamed.wroteOutput && streamed.writeProblem == nil)
        #expect(streamed.unitCount == whole.unitCount && streamed.specCount == whole.specCount)
        #expect(streamed.diagnostics == whole.diagnostics)
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(written == Data(text.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.out"])
    }

    /// `ExportFragments` gives back each text where it was put, from its file or, once a
    /// write to that fails, from memory.
    @Test func exportFragmentsGiveBackWhatWasPut() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let fragments = ExportFragments(folder: folder.path)
        let texts = ["", "a", "유니코드 ✓", String(repeating: "xyz", count: 10_000)]
        let places = texts.map(fragments.append)
        #expect(places.allSatisfy { if case .spilled = $0 { true } else { false } })
        #expect(try places.map { try fragments.text(at: $0).get() } == texts)
        // Unlinked at once: nothing in the folder, even while it is in use.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let held = ExportFragments(folder: folder.path + "/missing")
        let place = held.append("kept")
        #expect(try held.text(at: place).get() == "kept")
    }

    /// The build's cache is written a batch of lines at a time; a cache that comes out the
    /// same as the file's bytes leaves the file as it was, and one that does not replaces it.
    @Test func aHiddenFileWrittenInPiecesIsLeftAloneWhenTheSame() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let generated = GeneratedFolder(path: folder.path, gate: WriteGate(inputs: []))
        let path = folder.path + "/.hidden"
        #expect(generated.writeHiddenFile(".hidden", unlessSameAs: nil) { write in write("one\n"); write("two\n"); return nil } == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let bytes = Array("one\ntwo\n".utf8)
        #expect(generated.writeHiddenFile(".hidden", unlessSameAs: bytes) { write in write("one\nt"); write("wo\n"); return nil } == nil)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == before, "the same text rewrote the file")
        #expect(generated.writeHiddenFile(".hidden", unlessSameAs: bytes) { write in write("one\ntwo\nthree\n"); return nil } == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\nthree\n")
        #expect(generated.writeHiddenFile(".hidden", unlessSameAs: Array("one\ntwo\nthree\n".utf8)) { write in write("one\n"); return nil } == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [".hidden"])
    }

    /// A write that cannot happen (no such folder) reports it and leaves nothing behind.
    @Test func aStreamedWriteThatFailsLeavesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let problem = OutputFileWriter(gate: WriteGate(inputs: [])).write(to: folder.path + "/missing/out.xlf") { write in write("text") }
        #expect(problem?.rule == .io)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
