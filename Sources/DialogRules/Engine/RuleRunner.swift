import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// The check stage: runs rules over one decoded spec.
public enum RuleRunner {
    /// Every finding of `rules` for `spec`, in reporting order, each with its rule's default
    /// severity. Configured severities, `off` and the spec's `lint.disable` are applied by
    /// the caller, which sees the findings of every stage together; the runner only skips
    /// rules whose findings would all be dropped there (switched `off` in the config, or
    /// disabled by the spec), since the layout rules are costly.
    ///
    /// The spec is laid out once, in every configured combination, when any of `rules` is a
    /// `LayoutRule`; `measurer` measures its text.
    ///
    /// Call it only with a spec that decoded without errors.
    public static func check(
        _ spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem = EmbeddedDefaultTokens.shared,
        measurer: TextMeasurer = TextMeasurer(faces: []),
        rules: [any Rule] = RuleRegistry.all
    ) -> [Diagnostic] {
        let running = rules.filter { isEnabled($0.id, for: spec, config: config) }
        let layouts =
            running.contains { $0.readsLayouts }
            ? SpecLayouts(spec: spec, config: config, designSystem: designSystem, measurer: measurer) : SpecLayouts.none
        return running.flatMap { rule in
            rule.check(RuleContext(rule: rule.id, spec: spec, config: config, designSystem: designSystem, measurer: measurer, layouts: layouts))
        }
        .sorted(by: Diagnostic.reportingOrder)
    }

    /// False when every finding of the rule would be dropped: a configurable rule the config
    /// switches `off` or the spec disables for itself. Fixed rules always run.
    static func isEnabled(_ rule: RuleID, for spec: DialogSpec, config: ProjectConfig) -> Bool {
        guard let descriptor = RuleCatalog.descriptor(for: rule), !descriptor.isFixed else { return true }
        if config.rules[rule]?.severity == .off { return false }
        return !spec.lint.disables(rule)
    }
}
