import DialogDiagnostics
import DialogModel
import DialogTokens

/// The check stage: runs rules over one decoded spec.
public enum RuleRunner {
    /// Every finding of `rules` for `spec`, in reporting order, each with its rule's default
    /// severity. Configured severities, `off` and the spec's `lint.disable` are applied by
    /// the caller, which sees the findings of every stage together.
    ///
    /// Call it only with a spec that decoded without errors.
    public static func check(
        _ spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem = EmbeddedDefaultTokens.shared,
        rules: [any Rule] = RuleRegistry.all
    ) -> [Diagnostic] {
        rules.flatMap { rule in
            rule.check(RuleContext(rule: rule.id, spec: spec, config: config, designSystem: designSystem))
        }
        .sorted(by: Diagnostic.reportingOrder)
    }
}
