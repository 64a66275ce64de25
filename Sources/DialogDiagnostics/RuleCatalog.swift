/// What a user can learn about a rule from `dialogc rules` and `dialogc explain`: the
/// registry the SARIF `tool.driver.rules` array and config validation are built from.
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

    public init(
        _ id: RuleID, _ category: Category, _ defaultSeverity: Severity, fixed: Bool = false,
        summary: String, rationale: String, why severityReason: String = ""
    ) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.isFixed = fixed
        self.summary = summary
        self.rationale = rationale
        self.severityReason = severityReason
    }
}

/// The registry of rules, in docs/rules.md order.
public enum RuleCatalog {
    public static var all: [RuleDescriptor] { entries }

    private static let byID: [RuleID: RuleDescriptor] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.id, $0) })

    public static func descriptor(for id: RuleID) -> RuleDescriptor? { byID[id] }
}
