import DialogDiagnostics
import DialogModel
import DialogTokens

/// The token files a project's DTCG resolver files name (docs/format/tokens.md): inputs of
/// the run as much as the files the config names itself, so that a change in one of them
/// invalidates the caches and no output ever overwrites one. A resolver that cannot be read
/// names nothing here (loading the design system reports it).
enum ResolverInputs {
    static func tokenFilePaths(_ config: ProjectConfig) -> [String] {
        var seen: Set<String> = []
        return config.tokenFilePaths.filter { ThemeFiles.isResolver($0) && seen.insert($0).inserted }
            .flatMap(sourcePaths(ofResolverAt:))
    }

    /// The token files one resolver names, in any context.
    static func sourcePaths(ofResolverAt path: String) -> [String] {
        guard case .success(let source) = SourceReader().read(path), let document = ResolverReader.read(source).document else { return [] }
        return document.filePaths
    }
}
