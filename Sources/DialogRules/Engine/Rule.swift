import DialogDiagnostics
import DialogModel

/// One check of a decoded spec (docs/rules.md), in a file of its own under `Rules/<Category>/`.
///
/// A rule file holds everything about the rule: its declaration (`descriptor`: id, category,
/// default severity, summary, rationale, options, each option declared once), its check,
/// its wording (an enum at the foot of the file) and its examples. The catalogue, `dialogc
/// explain`, `dialogc rules --markdown`, the config schema's rule list and option validation
/// are made from the declarations (`RuleRegistry.catalog`). Adding a rule is one file plus
/// one line in `RuleRegistry`; the examples are its tests.
public protocol Rule: Sendable {
    /// The rule's declaration. A rule that an earlier stage reports too (`markup`) returns
    /// its entry of `RuleCatalog.stages`, which that stage can see.
    var descriptor: RuleDescriptor { get }
    /// Specs that must trigger the rule (at their location markers) and specs that must not.
    var examples: RuleExamples { get }
    /// How the rule reads docs/rules.md where it is silent (what counts, where findings point),
    /// for the rule reference; empty when there is nothing to add to the summary.
    var details: String { get }
    /// The parts of a spec the rule's findings depend on. An input error in one of them
    /// skips the rule for that spec (its findings would be about a guess), while the rules
    /// that read only sound parts still run. Every rule also depends on `lint`, whose
    /// suppressions apply to all of them. Default: every part.
    var reads: Set<SpecPart> { get }
    /// The rule's findings for one spec, each made with `context.finding(_:at:notes:)`.
    func check(_ context: RuleContext) -> [Diagnostic]
    /// Whether the rule reads `RuleContext.layouts`: true exactly for a `LayoutRule`.
    /// (A requirement rather than an `is any LayoutRule` cast: the runner asks per rule and
    /// spec, and the dynamic cast was about 2 K instructions each time.)
    var readsLayouts: Bool { get }
}

extension Rule {
    public var readsLayouts: Bool { false }

    public var reads: Set<SpecPart> { SpecPart.all }

    public var details: String { "" }

    /// The rule's id, from its declaration.
    public var id: RuleID { descriptor.id }

    /// A whole-number option of the rule under `config`, for stages that follow a rule's
    /// limits without running it: the configured value, else the declared default; nil when
    /// the rule is off there, or the default depends on the spec and the config sets none.
    public func integer(_ option: RuleOption, in config: ProjectConfig) -> Int? {
        let setting = config.rules[id]
        if setting?.severity == .off { return nil }
        if let written = setting?.integer(option.name) { return written }
        guard case .value(let value) = option.defaultValue else { return nil }
        return Int(value)
    }
}
