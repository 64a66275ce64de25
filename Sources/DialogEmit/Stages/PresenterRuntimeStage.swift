/// `--emit swift`, the runtime every presenter shares and the presenters beside SwiftUI, once
/// per build: `DialogSupport+Appearance.swift` and `DialogSupport+UIKit.swift` when the
/// runtime is embedded (the library has them otherwise), and `DialogSupport+TCA.swift`, as the
/// config's `swift` says (`PresenterRuntimeEmitter`). No file per dialog: a dialog's UIKit and
/// TCA entry points are in its model and view files.
public struct PresenterRuntimeStage: OutputStage {
    public init() {}

    public func sharedFiles(in context: StageContext) -> [OutputFile] {
        PresenterRuntimeEmitter.support(config: context.config)
    }
}
