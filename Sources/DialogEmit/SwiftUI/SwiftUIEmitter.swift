import DialogModel

/// The SwiftUI layer of issue 5, behind `#if canImport(SwiftUI)` so every file also compiles
/// (to nothing) on Linux: `DialogSupport+SwiftUI.swift` once per build and
/// `<TypeName>+View.swift` per dialog. Both read `DialogTokens.swift` (`SwiftTokensEmitter`)
/// and the model types (`SwiftModelEmitter`). Decisions are in `SwiftUIRuntimeSource` and
/// `SwiftUIViewFileBuilder`.
public enum SwiftUIEmitter {
    /// `DialogSupport+SwiftUI.swift`: the card, overlay and presenter shared by every dialog.
    public static func support() -> OutputFile {
        OutputFile(relativePath: SwiftUIRuntimeSource.fileName, contents: SwiftUIRuntimeSource.header + "\n" + SwiftUIRuntimeSource.source + "\n")
    }

    /// `<TypeName>+View.swift` for one spec that passed lint.
    public static func view(_ spec: DialogSpec, config: ProjectConfig) -> OutputFile {
        let builder = SwiftUIViewFileBuilder(spec: spec, config: config)
        return OutputFile(relativePath: builder.typeName + "+View.swift", contents: builder.file().render())
    }
}
