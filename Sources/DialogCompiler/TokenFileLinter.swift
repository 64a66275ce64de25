import DialogDiagnostics
import DialogModel
import DialogTokens

/// Lints token files named on the command line (`dialogc lint tokens/brand.tokens.json`),
/// so a design-system team can check its tokens with no spec at all. Each file is resolved
/// over the embedded default, so aliases to default tokens resolve, and its names are
/// checked as `DialogTokens.swift` would name them. Files the config's themes already use
/// are skipped: loading the design system reports them once. A file named twice
/// (`a.tokens.json ./a.tokens.json`, or through a link) is linted once: files are told apart
/// by device and inode, as `InputDiscovery` tells specs apart.
struct TokenFileLinter {
    static let suffix = ".tokens.json"

    static func isTokenFile(_ path: String) -> Bool { path.hasSuffix(suffix) }

    func lint(_ paths: [String], except config: ProjectConfig) -> [Diagnostic] {
        let configuredPaths = config.tokenFilePaths
        var seen = Set(configuredPaths.compactMap { FileIdentity(following: $0) })
        var diagnostics: [Diagnostic] = []
        for path in paths {
            if let identity = FileIdentity(following: path), !seen.insert(identity).inserted { continue }
            switch SourceReader().read(path) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let source):
                let read = TokenFileReader.read(source)
                diagnostics += read.diagnostics
                guard let file = read.file else { continue }
                let set = TokenSet(files: EmbeddedDefaultTokens.files(forTheme: "light") + [file])
                let (tokens, resolution) = TokenResolver.resolve(set)
                let names = DesignSystemSwiftNames.check([Theme(name: "light", tokens: tokens)])
                diagnostics += (resolution + names).filter { $0.location?.path == source.path }
            }
        }
        return diagnostics
    }
}
