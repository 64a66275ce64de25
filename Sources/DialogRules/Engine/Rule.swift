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
    /// holds back the rule's findings as `scope` says (they could be about a guess), while
    /// the rules that read only sound parts still run. Every rule also depends on `lint`,
    /// whose suppressions apply to all of them. Default: every part.
    var reads: Set<SpecPart> { get }
    /// What one finding of the rule depends on, which decides what an input error holds
    /// back (`FindingScope`). Default: `.spec`, the whole of every part the rule reads.
    var scope: FindingScope { get }
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

    public var scope: FindingScope { .spec }

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

/// What one finding of a rule depends on: the narrowest unit an input error must touch to
/// make the finding a guess (docs/DECISIONS.md, "Keep going after input errors").
public enum FindingScope: Sendable {
    /// Everything the rule reads: an input error in any part of `reads` skips the rule for
    /// the spec. For rules that weigh elements against each other or lay the spec out
    /// (one primary action, a cancel for a destructive button, overflow).
    case spec
    /// The element the finding is in (a button, a content element, a highlight, a
    /// parameter, or a part that is no list such as `style`), and sound parts elsewhere: the
    /// rule runs, and a finding in an element that holds a broken value, or at a whole that
    /// holds one, is dropped.
    case element
    /// The text the finding is in (the title, a button's title, ...), and the parts of
    /// `reads` that hold no text, whole: the rule runs unless one of those is broken, and a
    /// finding in a text that holds a broken value is dropped. A bad `role` of a button does
    /// not hold back a finding in its title.
    case text
}
