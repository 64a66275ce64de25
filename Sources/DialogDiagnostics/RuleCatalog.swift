/// A rule's declaration: what a user can learn about it from `dialogc rules` and `dialogc
/// explain`, and what the SARIF `tool.driver.rules` array, config validation and the config
/// schema are made from. A rule the check stage runs declares it on its rule file
/// (`Rule.descriptor`); a rule that an earlier stage reports is declared in
/// `RuleCatalog.stages`, which those stages can see.
public struct RuleDescriptor: Sendable, Hashable {
    public enum Category: String, Sendable, CaseIterable {
        case input = "Input"
        case tokens = "Tokens"
        case design = "Design"
        case accessibility = "Accessibility"
        case localization = "Localization"
        case layout = "Layout"
    }

    public var id: RuleID
    public var category: Category
    public var defaultSeverity: Severity
    /// Fixed rules are always errors: configuration cannot change or silence them.
    public var isFixed: Bool
    /// One line: when the rule fires.
    public var summary: String
    /// Why the rule exists, for `dialogc explain`.
    public var rationale: String
    /// Why its default severity matches the harm (for every error: what breaks, or who is
    /// hurt, when the finding ships); empty when the rationale already says it.
    public var severityReason: String
    /// The options the rule takes besides its severity, each declared once.
    public var options: [RuleOption]

    public init(
        _ id: RuleID, _ category: Category, _ defaultSeverity: Severity, fixed: Bool = false,
        summary: String, rationale: String, why severityReason: String = "", options: [RuleOption] = []
    ) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.isFixed = fixed
        self.summary = summary
        self.rationale = rationale
        self.severityReason = severityReason
        self.options = options
    }

    /// The option named `name`, if the rule declares one.
    public func option(_ name: String) -> RuleOption? { options.first { $0.name == name } }
}

/// A set of rule declarations, looked up by id, in catalogue order (by category, as
/// docs/rules.md lists them).
///
/// The whole catalogue is `RuleRegistry.catalog` (DialogRules): these `stages` plus the
/// declarations on the rule files. Stages below the rules (the decoders, formatters and
/// emitters) are handed the whole catalogue by their caller rather than reading a global.
public struct RuleCatalog: Sendable {
    public let all: [RuleDescriptor]
    private let byID: [RuleID: RuleDescriptor]

    /// `descriptors` in catalogue order: stably grouped by category.
    public init(_ descriptors: [RuleDescriptor]) {
        let order = Dictionary(uniqueKeysWithValues: RuleDescriptor.Category.allCases.enumerated().map { ($1, $0) })
        all = descriptors.enumerated().sorted { (order[$0.element.category]!, $0.offset) < (order[$1.element.category]!, $1.offset) }.map(\.element)
        byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func descriptor(for id: RuleID) -> RuleDescriptor? { byID[id] }

    /// The rules the stages before the check stage report (reading, parsing, decoding, token
    /// files, projects, translation files), some of which a rule of the check stage reports
    /// too (`markup`, `unknown-token`, `token-type`): declared here because those stages
    /// cannot see the rule files.
    public static let stages = RuleCatalog(stageEntries)
}
