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
    /// A spec with input errors keeps the findings that do not depend on a `broken` value:
    /// each rule as its `scope` says (`Rule.reads`, `FindingScope`, `BrokenInput`).
    public static func check(
        _ spec: DialogSpec, config: ProjectConfig, designSystem: DesignSystem = EmbeddedDefaultTokens.shared,
        measurer: TextMeasurer = TextMeasurer(faces: []),
        rules: [any Rule] = RuleRegistry.all, broken: BrokenInput = .none
    ) -> [Diagnostic] {
        check(spec, plan: Plan(config: config, designSystem: designSystem, rules: rules), measurer: measurer, broken: broken)
    }

    /// `check(_:config:designSystem:measurer:rules:)` with the config's part of choosing the
    /// rules done once for a whole run.
    public static func check(_ spec: DialogSpec, plan: Plan, measurer: TextMeasurer, broken: BrokenInput = .none) -> [Diagnostic] {
        let designSystem = plan.designSystem
        if broken.parts.contains(.lint) { return [] }
        let running = plan.entries.filter {
            (!$0.configurable || !spec.lint.disables($0.descriptor.id)) && (broken.isEmpty || runs($0.rule, despite: broken))
        }
        let layouts =
            running.contains { $0.rule.readsLayouts }
            ? SpecLayouts(spec: spec, config: plan.config, designSystem: designSystem, measurer: measurer, contract: plan.contract)
            : SpecLayouts.none
        let inputs = RuleContext.Inputs(
            spec: spec, config: plan.config, designSystem: designSystem, measurer: measurer, layouts: layouts,
            tokenReferences: SpecTokenReferences.problems(in: spec, designSystem: designSystem))
        return running.flatMap { entry in
            let findings = entry.rule.check(
                RuleContext(rule: entry.descriptor.id, defaultSeverity: entry.descriptor.defaultSeverity, setting: entry.setting, inputs: inputs))
            return broken.isEmpty ? findings : findings.filter { !dependsOnBroken($0, scope: entry.rule.scope, broken: broken, texts: inputs.texts) }
        }
        .sorted(by: Diagnostic.reportingOrder)
    }

    /// Whether `rule` runs on a spec with `broken` values: its findings may still be sound.
    static func runs(_ rule: any Rule, despite broken: BrokenInput) -> Bool {
        switch rule.scope {
        case .spec: rule.reads.isDisjoint(with: broken.parts)
        case .element: true
        case .text: rule.reads.subtracting(SpecPart.texts).isDisjoint(with: broken.parts)
        }
    }

    /// Whether a finding of a rule with `scope` is in doubt: the unit it is about (its text,
    /// its element) holds a broken value or lies in one. A finding at a whole (the
    /// `buttons` list, the spec) holds every broken value in it, so it is dropped too; a
    /// finding that cannot be placed is dropped.
    static func dependsOnBroken(_ finding: Diagnostic, scope: FindingScope, broken: BrokenInput, texts: [SpecText]) -> Bool {
        guard let offset = finding.location?.start.offset else { return true }
        let unit: SourceRange?
        switch scope {
        case .spec: return false
        case .element: unit = broken.element(at: offset)
        case .text:
            unit = texts.first { $0.text.range.lowerBound <= offset && offset < $0.text.range.upperBound }?.text.range ?? broken.element(at: offset)
        }
        guard let unit else { return true }
        return broken.overlaps(unit)
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
            /// The rule's declaration, read once per run.
            var descriptor: RuleDescriptor
            var setting: RuleSetting?
            /// False for a fixed rule, which a spec's `lint.disable` cannot turn off.
            var configurable: Bool
        }

        public init(config: ProjectConfig, designSystem: DesignSystem, rules: [any Rule] = RuleRegistry.all) {
            self.config = config
            self.designSystem = designSystem
            self.contract = ContractAnswers(designSystem: designSystem)
            self.entries = rules.compactMap { rule in
                let descriptor = rule.descriptor
                let setting = config.rules[descriptor.id]
                if descriptor.isFixed { return Entry(rule: rule, descriptor: descriptor, setting: setting, configurable: false) }
                return setting?.severity == .off ? nil : Entry(rule: rule, descriptor: descriptor, setting: setting, configurable: true)
            }
        }
    }
}
