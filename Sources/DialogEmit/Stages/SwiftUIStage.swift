import DialogModel

/// `--emit swift`, the SwiftUI layer: `<TypeName>+View.swift` per dialog, and
/// `DialogSupport+SwiftUI.swift` (when the runtime is embedded) and `DialogTokens.swift` (the
/// design system, which the views read through `DialogContract.project`) once per build
/// (`SwiftUIEmitter`, `SwiftTokensEmitter`).
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
        let runtime = context.config.swift.runtime.value
        let tokens = SwiftTokensEmitter.tokens(
            context.designSystem, accessLevel: accessLevel, runtime: runtime, locales: context.config.orderedLocales,
            koreanLineBreak: context.config.koreanLineBreak.value)
        // The library has the SwiftUI presenter; an embedded runtime writes it.
        return runtime == .embedded ? [SwiftUIEmitter.support(accessLevel: accessLevel), tokens] : [tokens]
    }
}
