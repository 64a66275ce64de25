import DialogModel

/// The runtime files every presenter shares and the presenters beside SwiftUI, written once
/// per build beside `DialogSupport.swift` and `DialogSupport+SwiftUI.swift`:
/// `DialogSupport+Appearance.swift` (Foundation only), which each dialog's `static let
/// appearance` is built from.
public enum PresenterRuntimeEmitter {
    public static func support(config: ProjectConfig) -> [OutputFile] {
        [file(AppearanceRuntimeSource.fileName, AppearanceRuntimeSource.header, AppearanceRuntimeSource.source)]
    }

    private static func file(_ name: String, _ header: String, _ source: String) -> OutputFile {
        OutputFile(relativePath: name, contents: header + "\n" + source + "\n")
    }
}
