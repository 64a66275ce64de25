import DialogModel

/// `--emit swift`, the state model: `<TypeName>.swift` per dialog and `DialogSupport.swift`
/// once per build (`SwiftModelEmitter`), which `"runtime": "library"` leaves to the library.
public struct SwiftModelStage: OutputStage {
    public init() {}

    public func dialogOutputs(_ dialog: StageDialog, config: ProjectConfig) -> [DialogOutput] {
        [DialogOutput(dialog.typeName + ".swift") { spec, context in SwiftModelEmitter.dialog(spec, config: context.config).contents }]
    }

    public func sharedFiles(in context: StageContext) -> [OutputFile] {
        context.config.swift.runtime.value == .library ? [] : [SwiftModelEmitter.support(config: context.config)]
    }
}
