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
        check(spec, plan: Plan(config: config, designSystem: designSystem, rules: rules), measurer: measurer)
    }

    /// `check(_:config:designSystem:measurer:rules:)` with the config's part of choosing the
    /// rules done once for a whole run.
    public static func check(_ spec: DialogSpec, plan: Plan, measurer: TextMeasurer) -> [Diagnostic] {
        let designSystem = plan.designSystem
        let running = plan.entries.filter { !$0.configurable || !spec.lint.disables($0.rule.id) }
        let layouts =
            running.contains { $0.rule.readsLayouts }
            ? SpecLayouts(spec: spec, config: plan.config, designSystem: designSystem, measurer: measurer, contract: plan.contract)
            : SpecLayouts.none
        let inputs = RuleContext.Inputs(
            spec: spec, config: plan.config, designSystem: designSystem, measurer: measurer, layouts: layouts,
            tokenReferences: SpecTokenReferences.problems(in: spec, designSystem: designSystem))
        return running.flatMap { entry in
            entry.rule.check(RuleContext(rule: entry.rule.id, setting: entry.setting, inputs: inputs))
        }
        .sorted(by: Diagnostic.reportingOrder)
    }

    /// The rules a config runs, each with its setting, and the design system's answers to
    /// the layout questions: what every spec of a run shares. (Looking these up per rule
    /// and spec, by the rule ids' and token paths' text, was 5% of lint.)
    public struct Plan: Sendable {
        public let config: ProjectConfig
        public let designSystem: DesignSystem
        let entries: [Entry]
        let contract: ContractAnswers

        struct Entry: Sendable {
            var rule: any Rule
            var setting: RuleSetting?
            /// False for a fixed rule, which a spec's `lint.disable` cannot turn off.
            var configurable: Bool
        }

        public init(config: ProjectConfig, designSystem: DesignSystem, rules: [any Rule] = RuleRegistry.all) {
            self.config = config
            self.designSystem = designSystem
            self.contract = ContractAnswers(designSystem: designSystem)
            self.entries = rules.compactMap { rule in
                guard let descriptor = RuleCatalog.descriptor(for: rule.id), !descriptor.isFixed else {
                    return Entry(rule: rule, setting: config.rules[rule.id], configurable: false)
                }
                let setting = config.rules[rule.id]
                return setting?.severity == .off ? nil : Entry(rule: rule, setting: setting, configurable: true)
            }
        }
    }
}
