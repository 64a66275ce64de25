import DialogModel
import DialogTokens

/// The SwiftUI layer, behind `#if canImport(SwiftUI)` so every file also compiles
/// (to nothing) on Linux: `DialogSupport+SwiftUI.swift` once per build and
/// `<TypeName>+View.swift` per dialog. Both read `DialogTokens.swift` (`SwiftTokensEmitter`)
/// and the model types (`SwiftModelEmitter`). Decisions are in `SwiftUIRuntimeSource` and
/// `SwiftUIViewFileBuilder`.
public enum SwiftUIEmitter {
    /// `DialogSupport+SwiftUI.swift`: the card, overlay and presenter shared by every dialog,
    /// and the SwiftUI API of `PresentableDialog`, at `accessLevel` (the config's `swift.accessLevel`).
    public static func support(accessLevel: SwiftSettings.AccessLevel, runtime: SwiftSettings.Runtime = .embedded) -> OutputFile {
        let source = SwiftUIRuntimeSource.source(access: accessLevel == .public ? "public " : "")
        let text = RuntimeText.importing(SwiftUIRuntimeSource.header + "\n" + source + "\n", runtime: runtime)
        return OutputFile(relativePath: SwiftUIRuntimeSource.fileName, contents: text)
    }

    /// `<TypeName>+View.swift` for one spec that passed lint; the spec's `style`, `dim` and
    /// `transition` overrides are resolved against `designSystem`, the build's.
    public static func view(_ spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem) -> OutputFile {
        let builder = SwiftUIViewFileBuilder(spec: spec, config: config, designSystem: designSystem)
        let text = RuntimeText.importing(builder.file().render(), runtime: config.swift.runtime.value)
        return OutputFile(relativePath: builder.typeName + "+View.swift", contents: text)
    }

    /// As `view(_:config:designSystem:)` against the embedded default design system: overrides
    /// naming a token only a project's own token files define are left out. Kept for callers
    /// that have no design system; the build passes its own.
    public static func view(_ spec: DialogSpec, config: ProjectConfig) -> OutputFile {
        view(spec, config: config, designSystem: EmbeddedDefaultTokens.shared)
    }
}
