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
        contrastFindings(designSystem, config: config).map(\.diagnostic)
    }

    /// `contrast(_:config:)` with the pair each finding is about, for naming the specs that
    /// show it (`TokenContrast.shows(_:in:overrides:)`).
    static func contrastFindings(_ designSystem: DesignSystem, config: ProjectConfig) -> [TokenContrast.Finding] {
        let policy = SeverityPolicy(config: config, specs: [])
        return TokenContrast.findings(designSystem).compactMap { finding in
            guard let location = finding.diagnostic.location, !location.path.hasPrefix("(embedded)/"),
                let adjusted = policy.apply(to: [finding.diagnostic]).first
            else { return nil }
            return TokenContrast.Finding(diagnostic: adjusted, pair: finding.pair)
        }
    }

    /// The token findings with a note naming the specs of the run that show each one: the
    /// spec-level findings they stand for. `shown[i]` lists the paths of the specs showing
    /// finding `i`, in file order; a run without specs adds nothing.
    static func namingSpecs(_ findings: [TokenContrast.Finding], shown: [[String]], specCount: Int) -> [Diagnostic] {
        zip(findings, shown).map { finding, paths in
            var diagnostic = finding.diagnostic
            if specCount > 0 { diagnostic.notes.append(Diagnostic.Note(TokenSpecsMessage.shownBy(paths, of: specCount))) }
            return diagnostic
        }
    }

    /// Token files named on the command line, layered in order over the embedded default in
    /// themes `light` and `dark`: the design system `dialogc tokens FILE...` prints and
    /// `dialogc lint FILE.tokens.json` checks, with every finding of both. `read` reads each
    /// file (the language server passes one that answers an open document from its buffer).
    public static func load(
        tokenFiles paths: [String], read: (String) -> Result<SourceFile, Diagnostic> = SourceReader().read
    ) -> (designSystem: DesignSystem?, diagnostics: [Diagnostic]) {
        var config = ProjectConfig()
        let files = paths.map { Located($0, range: .at(0), pointer: .root) }
        config.themes = ["light", "dark"].map { ThemeFiles(name: Located($0, range: .at(0), pointer: .root), tokenFiles: files) }
        let (designSystem, diagnostics) = DesignSystemLoader.load(config: config, configFile: nil, read: read)
        return (designSystem, diagnostics + (designSystem.map { contrast($0, config: config) } ?? []))
    }
}

enum TokenSpecsMessage {
    /// How many paths a note names before it only counts the rest.
    static let namedLimit = 10

    static func shownBy(_ paths: [String], of total: Int) -> String {
        guard !paths.isEmpty else { return "none of the \(total) spec\(total == 1 ? "" : "s") checked shows it" }
        let named = paths.prefix(namedLimit).joined(separator: ", ")
        let rest = paths.count > namedLimit ? " and \(paths.count - namedLimit) more" : ""
        return "shown by \(paths.count) of the \(total) spec\(total == 1 ? "" : "s") checked: \(named)\(rest)"
    }
}
