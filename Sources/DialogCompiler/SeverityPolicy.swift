import DialogDiagnostics
import DialogModel
import DialogRules

/// Applies the team's choices to findings: severities from `dialogc.json` `rules`
/// (`off` drops a finding), each spec's `lint.disable` list, and its suppressions with
/// reasons (`lint.disable` objects of the dialog, a button or a content element), which
/// drop their rule's findings inside their object. A suppression that dropped nothing, in a
/// spec the rules ran on, is an `unused-suppression` finding. Fixed rules are untouched:
/// the config decoder already refuses to configure them.
struct SeverityPolicy {
    let config: ProjectConfig
    /// Spec path -> the rules that spec disables.
    let disabledBySpec: [String: Set<RuleID>]
    /// Spec path -> its suppressions, for the specs that have any.
    let suppressionsBySpec: [String: [CatalogFacts.SuppressionUse]]
    /// The specs with suppressions whose rules ran, in file order: those whose unused
    /// suppressions are reported.
    let checkedSuppressions: [CatalogFacts]

    init(config: ProjectConfig, specs: [CatalogFacts]) {
        self.config = config
        var disabled: [String: Set<RuleID>] = [:]
        var suppressions: [String: [CatalogFacts.SuppressionUse]] = [:]
        var checked: [CatalogFacts] = []
        for spec in specs {
            if !spec.disabledRules.isEmpty { disabled[spec.path, default: []].formUnion(spec.disabledRules) }
            guard !spec.suppressions.isEmpty else { continue }
            suppressions[spec.path, default: []] += spec.suppressions
            if spec.rulesRan { checked.append(spec) }
        }
        self.disabledBySpec = disabled
        self.suppressionsBySpec = suppressions
        self.checkedSuppressions = checked
    }

    /// Rules whose findings are made after the lint, when the catalog draws a page
    /// (`CatalogRun.iconFindings`): a suppression of theirs suppresses nothing the lint sees,
    /// and is not reported unused.
    static let reportedAfterTheLint: Set<RuleID> = [.catalogIcon]

    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        var used: Set<CatalogFacts.SuppressionUse> = []
        var kept = diagnostics.compactMap { diagnostic -> Diagnostic? in
            guard let descriptor = RuleRegistry.catalog.descriptor(for: diagnostic.rule), !descriptor.isFixed else { return diagnostic }
            if let path = diagnostic.location?.path {
                if disabledBySpec[path]?.contains(diagnostic.rule) == true { return nil }
                if let suppression = suppression(of: diagnostic, path: path) {
                    used.insert(suppression)
                    return nil
                }
            }
            return configured(diagnostic)
        }
        for spec in checkedSuppressions {
            for suppression in spec.suppressions where !used.contains(suppression) && !Self.reportedAfterTheLint.contains(suppression.rule) {
                let finding = Diagnostic(
                    rule: .unusedSuppression, severity: RuleID.unusedSuppression.stageSeverity,
                    message: SuppressionMessage.unused(suppression.rule.name), location: suppression.location)
                if let finding = configured(finding) { kept.append(finding) }
            }
        }
        return kept
    }

    /// The innermost suppression of the finding's rule whose object holds its first byte.
    private func suppression(of diagnostic: Diagnostic, path: String) -> CatalogFacts.SuppressionUse? {
        guard let suppressions = suppressionsBySpec[path], let offset = diagnostic.location?.start.offset else { return nil }
        return suppressions.filter { $0.rule == diagnostic.rule && $0.scope.lowerBound <= offset && offset < $0.scope.upperBound }
            .min { $0.scope.upperBound - $0.scope.lowerBound < $1.scope.upperBound - $1.scope.lowerBound }
    }

    /// The finding under the config's severity for its rule; nil when the rule is `off`.
    private func configured(_ diagnostic: Diagnostic) -> Diagnostic? {
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

enum SuppressionMessage {
    static func unused(_ rule: String) -> String {
        "disabling '\(rule)' here suppresses nothing: no '\(rule)' finding lies in this object; delete the entry, or move it to the object the finding points at"
    }
}
