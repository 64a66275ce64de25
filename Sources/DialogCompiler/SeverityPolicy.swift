import DialogDiagnostics
import DialogModel

/// Applies the team's choices to findings: severities from `dialogc.json` `rules`
/// (`off` drops a finding) and each spec's `lint.disable`. Fixed rules are untouched: the
/// config decoder already refuses to configure them.
struct SeverityPolicy {
    let config: ProjectConfig
    /// Spec path -> the rules that spec disables.
    let disabledBySpec: [String: Set<RuleID>]

    init(config: ProjectConfig, specs: [CatalogFacts]) {
        self.config = config
        var disabled: [String: Set<RuleID>] = [:]
        for spec in specs where !spec.disabledRules.isEmpty {
            disabled[spec.path, default: []].formUnion(spec.disabledRules)
        }
        self.disabledBySpec = disabled
    }

    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let descriptor = RuleCatalog.descriptor(for: diagnostic.rule), !descriptor.isFixed else { return diagnostic }
            if let path = diagnostic.location?.path, disabledBySpec[path]?.contains(diagnostic.rule) == true { return nil }
            guard let setting = config.rules[diagnostic.rule] else { return diagnostic }
            var adjusted = diagnostic
            switch setting.severity {
            case .off: return nil
            case .warning: adjusted.severity = .warning
            case .error: adjusted.severity = .error
            }
            return adjusted
        }
    }
}
