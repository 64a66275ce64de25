import DialogModel

/// The runtime files every presenter shares and the presenters beside SwiftUI, written once
/// per build beside `DialogSupport.swift` and `DialogSupport+SwiftUI.swift`:
/// `DialogSupport+Appearance.swift` (Foundation only), which each dialog's `static let
/// appearance` is built from; `DialogSupport+UIKit.swift` unless `swift.uikit` is false; and
/// `DialogSupport+TCA.swift` when `swift.tca` is true.
public enum PresenterRuntimeEmitter {
    public static func support(config: ProjectConfig) -> [OutputFile] {
        let access = config.swift.accessLevel.value == .public ? "public " : ""
        let runtime = config.swift.runtime.value
        func file(_ name: String, _ header: String, _ source: String) -> OutputFile {
            OutputFile(relativePath: name, contents: RuntimeText.importing(header + "\n" + source + "\n", runtime: runtime))
        }
        var files = [file(AppearanceRuntimeSource.fileName, AppearanceRuntimeSource.header, AppearanceRuntimeSource.source(access: access))]
        if config.swift.uikit.value { files.append(file(UIKitRuntimeSource.fileName, UIKitRuntimeSource.header, UIKitRuntimeSource.source)) }
        if config.swift.tca.value { files.append(file(TCARuntimeSource.fileName, TCARuntimeSource.header, TCARuntimeSource.source)) }
        return files
    }
}
