import DialogModel

/// `--emit swift`, the SwiftUI layer: `<TypeName>+View.swift` per dialog, and
/// `DialogSupport+SwiftUI.swift` and `DialogTokens.swift` (the design system, which the views
/// read) once per build (`SwiftUIEmitter`, `SwiftTokensEmitter`).
public struct SwiftUIStage: OutputStage {
    public init() {}

    public func dialogOutputs(_ dialog: StageDialog, config: ProjectConfig) -> [DialogOutput] {
        [
            DialogOutput(dialog.typeName + "+View.swift") { spec, context in
                SwiftUIEmitter.view(spec, config: context.config, designSystem: context.designSystem).contents
            }
        ]
    }

    public func sharedFiles(in context: StageContext) -> [OutputFile] {
        let accessLevel = context.config.swift.accessLevel.value
        return [
            SwiftUIEmitter.support(accessLevel: accessLevel, runtime: context.config.swift.runtime.value),
            SwiftTokensEmitter.tokens(context.designSystem, accessLevel: accessLevel, runtime: context.config.swift.runtime.value),
        ]
    }
}
