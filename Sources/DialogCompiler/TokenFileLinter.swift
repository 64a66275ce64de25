import DialogDiagnostics
import DialogModel
import DialogTokens

/// Lints token files named on the command line (`dialogc lint tokens/brand.tokens.json`),
/// so a design-system team can check its tokens with no spec at all. Each file is loaded as
/// `dialogc tokens FILE` loads it (`DesignSystemFindings`), so the two commands report the
/// same findings: resolution over the embedded default, the names `DialogTokens.swift`
/// would use, the contract tokens' types, and the contrast the tokens decide. Files the config's themes already use
/// are skipped: loading the design system reports them once. A file named twice
/// (`a.tokens.json ./a.tokens.json`, or through a link) is linted once: files are told apart
/// by device and inode, as `InputDiscovery` tells specs apart.
struct TokenFileLinter {
    static let suffix = ".tokens.json"

    /// A token file, or a DTCG resolver file (linted as the themes `light` and `dark` it makes).
    static func isTokenFile(_ path: String) -> Bool { path.hasSuffix(suffix) || ThemeFiles.isResolver(path) }

    func lint(_ paths: [String], except config: ProjectConfig) -> [Diagnostic] {
        let configuredPaths = config.tokenFilePaths
        var seen = Set(configuredPaths.compactMap { FileIdentity(following: $0) })
        var diagnostics: [Diagnostic] = []
        for path in paths {
            if let identity = FileIdentity(following: path), !seen.insert(identity).inserted { continue }
            // Each file on its own over the embedded default, as `dialogc tokens FILE` loads it;
            // only what is about this file is reported (the default is checked by its tests).
            let (_, findings) = DesignSystemFindings.load(tokenFiles: [path])
            // A resolver's findings are also in the files it names.
            let own = Set([path] + (ThemeFiles.isResolver(path) ? ResolverInputs.sourcePaths(ofResolverAt: path) : []))
            diagnostics += findings.filter { $0.location.map { own.contains($0.path) } ?? true }
        }
        return diagnostics
    }
}
