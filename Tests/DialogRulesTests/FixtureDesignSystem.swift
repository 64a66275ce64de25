import DialogDiagnostics
import DialogModel
import DialogTestSupport
import DialogTokens
import Foundation

/// The design system a config describes, loaded as the compiler loads it
/// (`DesignSystemLoader`), with token paths read relative to `Fixtures/`: the bundled
/// `Fixtures/dialogc.json` stands there, and rule examples' configs are read as if they did
/// (`"themes": {"light": ["tokens/deprecated/deprecated.tokens.json"]}`).
enum FixtureDesignSystem {
    static func load(_ config: ProjectConfig, configFile: SourceFile? = nil) -> (system: DesignSystem?, problems: [Diagnostic]) {
        guard !config.themes.isEmpty else { return (EmbeddedDefaultTokens.shared, []) }
        return DesignSystemLoader.load(config: config, configFile: configFile) { path in
            guard let text = try? String(contentsOfFile: RepositoryPaths.fixtures + "/" + path, encoding: .utf8) else {
                return .failure(Diagnostic(rule: .io, severity: .error, message: "cannot read Fixtures/\(path)", location: .file(path)))
            }
            return .success(SourceFile(path: path, text: text))
        }
    }
}
