@testable import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogLayout
import DialogModel
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// Every output stage names the files it writes for a dialog (`OutputStage.outputNames`) from
/// the same code that writes them; the build cache trusts a spec's kept files only when their
/// names are those, so were the two to differ, every build would generate every spec again.
@Suite struct OutputStageTests {
    /// For every `--emit` kind of the registry, on the bundled specs: each dialog's names are
    /// files the build wrote, every file it wrote is a dialog's or a shared one, and a second
    /// build reuses every spec (the cache found each entry's files under those names).
    @Test(arguments: OutputStages.kinds)
    func everyStageNamesTheFilesItWrites(_ kind: EmitKind) throws {
        let project = try BuildProject()
        defer { project.remove() }
        let first = project.build("--emit", kind.rawValue)
        #expect(first.status == 0, "\(first.standardError)")
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: project.out).filter { !$0.hasPrefix(".") })

        let lint = LintPipeline().run(LintRequest(inputs: [project.specs], configPath: project.config))
        let config = try #require(lint.config)
        let context = StageContext(config: config, designSystem: try #require(lint.designSystem), measurer: lint.measurer)
        #expect(lint.specs.count == 7)
        var dialogNames: Set<String> = []
        for (kindOfStage, stage) in OutputStages.registry() where kindOfStage == kind {
            for spec in lint.specs {
                let names = stage.outputNames(StageDialog(id: spec.id.value, path: spec.file.path), config: config)
                #expect(Set(names).isSubset(of: written), "\(names) not all written: \(written.sorted())")
                dialogNames.formUnion(names)
            }
            for shared in stage.sharedFiles(in: context) { #expect(written.contains(shared.relativePath), "\(shared.relativePath)") }
        }
        #expect(!dialogNames.isEmpty)
        // What is left is written once per build: none of it is named after a dialog.
        let typeNames = lint.specs.map { GeneratedSwiftNames.dialogType(id: $0.id.value) }
        for name in written.subtracting(dialogNames) {
            #expect(!typeNames.contains { name.hasPrefix($0 + ".") || name.hasPrefix($0 + "+") }, "\(name) is a dialog's file no stage names")
        }

        let again = project.build("--emit", kind.rawValue)
        #expect(BuildProject.work(again) == "0 compiled, 7 up to date", "\(again.standardError)")
    }

    /// A new output is one type: the names the cache checks come from its `dialogOutputs`,
    /// with nothing else to keep in step.
    @Test func aNewStageNamesItsFilesOnce() throws {
        struct Toy: OutputStage {
            func dialogOutputs(_ dialog: StageDialog, config: ProjectConfig) -> [DialogOutput] {
                [DialogOutput(dialog.typeName + ".toy.txt") { spec, _ in spec.id.value + "\n" }]
            }
        }
        let source = SourceFile(path: "toy.dialog.json", text: #"{"id": "toy.notice", "title": {"en": "Hi"}, "buttons": [{"id": "ok", "title": {"en": "OK"}}]}"#)
        let spec = try #require(LintPipeline.decode(source))
        let context = StageContext(config: ProjectConfig(), designSystem: EmbeddedDefaultTokens.shared, measurer: TextMeasurer())
        let dialog = StageDialog(id: spec.id.value, path: source.path)
        let files = BuildPipeline.emit(spec, dialog, stages: [Toy()], in: context)
        #expect(files.map(\.relativePath) == BuildPipeline.outputNames(dialog, config: context.config, stages: [Toy()]))
        #expect(files.map(\.relativePath) == ["ToyNoticeDialog.toy.txt"])
        #expect(files.map(\.contents) == ["toy.notice\n"])
    }
}
