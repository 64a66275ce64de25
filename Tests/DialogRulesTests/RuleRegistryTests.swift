import DialogDiagnostics
import DialogModel
import DialogRules
import Testing

/// The registry and the catalogue must agree, so that a rule file left out of the registry,
/// or a catalogued rule of the check stage that nothing checks, fails a test.
@Suite struct RuleRegistryTests {
    /// Categories whose rules all run in the check stage. Input rules are reported by
    /// the parser and decoders, and most token rules by the token reader, so those categories
    /// are held only to the other direction (a registered rule must be catalogued and checked).
    static let ruleStageCategories: Set<RuleDescriptor.Category> = [.design, .accessibility, .localization, .layout]

    @Test func everyCheckedRuleOfTheCheckStageIsRegistered() {
        let registered = Set(RuleRegistry.all.map(\.id))
        let unregistered = RuleCatalog.all.filter {
            Self.ruleStageCategories.contains($0.category) && !registered.contains($0.id)
        }
        #expect(unregistered.isEmpty, "in RuleCatalog but not in RuleRegistry: \(unregistered.map(\.id.name))")
    }

    @Test func everyRegisteredRuleIsCatalogued() {
        for rule in RuleRegistry.all {
            let descriptor = RuleCatalog.descriptor(for: rule.id)
            #expect(descriptor != nil, "\(rule.id) is not in RuleCatalog")
        }
    }

    /// The runner lays a spec out when a rule says it reads layouts; that must be exactly
    /// the layout rules, or a layout rule would read empty layouts.
    @Test func exactlyTheLayoutRulesReadLayouts() {
        for rule in RuleRegistry.all {
            #expect(rule.readsLayouts == (rule is any LayoutRule), "\(rule.id)")
        }
        #expect(RuleRegistry.all.contains { $0.readsLayouts })
    }

    @Test func ruleIDsAreRegisteredOnce() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func optionDefaultsDescribeOnlyTheRulesOptions() {
        for rule in RuleRegistry.all {
            let options = Set(RuleOption.options(for: rule.id).map(\.name))
            #expect(Set(rule.optionDefaults.keys) == options, "\(rule.id): optionDefaults must describe exactly \(options.sorted())")
        }
    }
}
