import DialogDiagnostics
import DialogModel
import DialogRules
import DialogTokens

/// What `dialogc lint` and `dialogc tokens` both say about a design system, computed one way
/// so that the two commands never disagree: the loader's token findings and the contrast
/// the tokens alone decide (`TokenContrast`), reported at the token files.
public enum DesignSystemFindings {
    /// Token-level contrast under the config's severities (`"contrast": "off"` silences it),
    /// for tokens in the team's files; the embedded default is checked by its own tests.
    public static func contrast(_ designSystem: DesignSystem, config: ProjectConfig) -> [Diagnostic] {
        let findings = TokenContrast.check(designSystem).filter { $0.location.map { !$0.path.hasPrefix("(embedded)/") } ?? false }
        return SeverityPolicy(config: config, specs: []).apply(to: findings)
    }

    /// Token files named on the command line, layered in order over the embedded default in
    /// themes `light` and `dark`: the design system `dialogc tokens FILE...` prints and
    /// `dialogc lint FILE.tokens.json` checks, with every finding of both.
    public static func load(tokenFiles paths: [String]) -> (designSystem: DesignSystem?, diagnostics: [Diagnostic]) {
        var config = ProjectConfig()
        let files = paths.map { Located($0, range: .at(0), pointer: .root) }
        config.themes = ["light", "dark"].map { ThemeFiles(name: Located($0, range: .at(0), pointer: .root), tokenFiles: files) }
        let (designSystem, diagnostics) = DesignSystemLoader.load(config: config, configFile: nil, read: SourceReader().read)
        return (designSystem, diagnostics + (designSystem.map { contrast($0, config: config) } ?? []))
    }
}
