/// A stable, kebab-case rule id (docs/rules.md). Ids are never reused. The ids of the rules
/// the earlier stages report are declared here; a rule only the check stage reports
/// declares its id on its rule file.
public struct RuleID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The id as users write it: `unknown-key`.
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.name < rhs.name }

    /// The severity a finding of a stage rule (`RuleCatalog.stages`) has before configuration
    /// changes it (error for an id it does not declare). A rule of the check stage is not
    /// declared there: its findings take its descriptor's severity (`RuleContext.finding`).
    public var stageSeverity: Severity {
        RuleCatalog.stages.descriptor(for: self)?.defaultSeverity ?? .error
    }
}

// Input (fixed)
extension RuleID {
    public static let io = RuleID("io")
    public static let jsonSyntax = RuleID("json-syntax")
    public static let duplicateKey = RuleID("duplicate-key")
    public static let unknownKey = RuleID("unknown-key")
    public static let typeMismatch = RuleID("type-mismatch")
    public static let missingKey = RuleID("missing-key")
    public static let invalidValue = RuleID("invalid-value")
    public static let duplicateID = RuleID("duplicate-id")
    public static let invalidIdentifier = RuleID("invalid-identifier")
    public static let unmatchedGlob = RuleID("unmatched-glob")
    public static let translationFile = RuleID("translation-file")
    public static let staleTranslation = RuleID("stale-translation")
    public static let unusedSuppression = RuleID("unused-suppression")
    public static let configOverlap = RuleID("config-overlap")
    public static let specFileName = RuleID("spec-file-name")
    public static let unknownLanguage = RuleID("unknown-language")
    public static let catalogIcon = RuleID("catalog-icon")
}

// Tokens
extension RuleID {
    public static let invalidToken = RuleID("invalid-token")
    public static let unknownToken = RuleID("unknown-token")
    public static let tokenCycle = RuleID("token-cycle")
    public static let tokenType = RuleID("token-type")
    public static let missingToken = RuleID("missing-token")
    public static let legacyTokenFormat = RuleID("legacy-token-format")
}

// Design, accessibility, localization, layout
extension RuleID {
    public static let markup = RuleID("markup")
}
