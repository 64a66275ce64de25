import DialogDiagnostics

/// One check of a decoded spec (docs/rules.md), in a file of its own under `Rules/<Category>/`.
///
/// A rule file holds the rule's id, its check, its wording (an enum at the foot of the file)
/// and its examples; the descriptor (category, default severity, summary, rationale) stays in
/// `RuleCatalog`, which the SARIF formatter and config validation read without seeing rules.
/// Adding a rule is one file plus one line in `RuleRegistry`; the examples are its tests.
public protocol Rule: Sendable {
    /// The rule's id; its descriptor in `RuleCatalog` must exist and be marked checked.
    var id: RuleID { get }
    /// Specs that must trigger the rule (at their location markers) and specs that must not.
    var examples: RuleExamples { get }
    /// How the rule reads docs/rules.md where it is silent (what counts, where findings point),
    /// for the rule reference; empty when there is nothing to add to the summary.
    var details: String { get }
    /// What each option does and its default, for the rule reference; keyed by the option
    /// names `RuleOption.options(for:)` lists.
    var optionDefaults: [String: String] { get }
    /// The rule's findings for one spec, each made with `context.finding(_:at:notes:)`.
    func check(_ context: RuleContext) -> [Diagnostic]
    /// Whether the rule reads `RuleContext.layouts`: true exactly for a `LayoutRule`.
    /// (A requirement rather than an `is any LayoutRule` cast: the runner asks per rule and
    /// spec, and the dynamic cast was about 2 K instructions each time.)
    var readsLayouts: Bool { get }
}

extension Rule {
    public var optionDefaults: [String: String] { [:] }

    public var readsLayouts: Bool { false }

    public var details: String { "" }

    /// The rule's descriptor. Every registered rule has one (a test enforces it).
    public var descriptor: RuleDescriptor? { RuleCatalog.descriptor(for: id) }
}
