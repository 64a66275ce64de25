import DialogDiagnostics

/// The formats `--format` accepts.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// `path:line:col: error: message [rule]` with source line and caret (`TextFormatter`).
    case text
    /// One JSON document, `Schemas/diagnostics.schema.json` (`JSONFormatter`).
    case json
    /// SARIF 2.1.0 (`SARIFFormatter`).
    case sarif
    /// GitHub Actions workflow commands (`GitHubFormatter`).
    case github
    /// JUnit XML for CI dashboards (`JUnitFormatter`).
    case junit

    /// The format named by a command-line argument, exactly as written (`--format sarif`);
    /// nil for any other spelling.
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    /// The accepted names, for help text and error messages: `text, json, sarif, github, junit`.
    public static var argumentNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// What a format may need beyond the findings. Each format reads only its own options.
public struct DiagnosticFormatOptions: Sendable {
    /// The dialogc version for SARIF's `tool.driver.version`. Passed in by the caller, never
    /// read from the environment, so that outputs are reproducible.
    public var toolVersion: String
    /// ANSI colour in the text format. The caller decides (terminal, `NO_COLOR`, `--color`).
    public var color: Bool
    /// SARIF's `partialFingerprints`: one stable fingerprint per finding, in order (the
    /// baseline's, computed by the caller, which can read the files); nil to leave them out.
    public var fingerprints: [String]?
    /// The rules SARIF lists in `tool.driver.rules` (`RuleRegistry.catalog`, which the
    /// formatters cannot see themselves).
    public var rules: RuleCatalog

    public init(toolVersion: String, rules: RuleCatalog, color: Bool = false, fingerprints: [String]? = nil) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.color = color
        self.fingerprints = fingerprints
    }
}

/// The one entry point the command line uses. Formatters are pure: they return the text and
/// never print; the caller writes it to standard output or `--output FILE`.
public enum DiagnosticFormatter {
    /// `diagnostics` rendered in `format`. The findings are expected in reporting order
    /// (`Diagnostic.reportingOrder`); formatters do not reorder them.
    public static func render(
        _ diagnostics: [Diagnostic], format: OutputFormat, options: DiagnosticFormatOptions
    ) -> String {
        switch format {
        case .text: TextFormatter(color: options.color).render(diagnostics)
        case .json: JSONFormatter().render(diagnostics)
        case .sarif: SARIFFormatter(toolVersion: options.toolVersion, rules: options.rules.all).render(diagnostics, fingerprints: options.fingerprints)
        case .github: GitHubFormatter().render(diagnostics)
        case .junit: JUnitFormatter().render(diagnostics)
        }
    }
}
