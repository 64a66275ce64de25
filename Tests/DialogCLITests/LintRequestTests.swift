import DialogCompiler
import DialogDiagnostics
import DialogTestSupport
import Testing

/// `LintRequest.keepsSpecs`: `dialogc lint` lets each spec go once it is checked; the
/// findings must not depend on it.
@Suite struct LintRequestTests {
    @Test func droppingTheSpecsKeepsEveryFinding() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try folder.write("specs/delete.dialog.json", LintCommandTests.oneProblemSpec)
        _ = try folder.write("specs/notice.dialog.json", LintCommandTests.markupProblemSpec)
        let inputs = [RepositoryPaths.fixtures + "/specs", folder.path + "/specs"]
        let config = RepositoryPaths.fixtures + "/dialogc.json"

        let kept = LintPipeline().run(LintRequest(inputs: inputs, configPath: config))
        let dropped = LintPipeline().run(LintRequest(inputs: inputs, configPath: config, keepsSpecs: false))
        #expect(kept.specs.count >= 6)
        #expect(dropped.specs.isEmpty)
        #expect(!kept.diagnostics.isEmpty)
        #expect(dropped.diagnostics == kept.diagnostics)
        #expect(dropped.fileCount == kept.fileCount)
    }
}
