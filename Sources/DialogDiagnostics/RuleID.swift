/// A stable, kebab-case rule id (docs/rules.md). Ids are never reused; a renamed rule keeps its
/// old id as an alias in `RuleCatalog`.
public struct RuleID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The id as users write it: `unknown-key`.
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.name < rhs.name }

    /// The severity a finding of this rule has before configuration changes it.
    public var defaultSeverity: Severity {
        RuleCatalog.descriptor(for: self)?.defaultSeverity ?? .error
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
}

// Tokens
extension RuleID {
    public static let invalidToken = RuleID("invalid-token")
    public static let unknownToken = RuleID("unknown-token")
    public static let tokenCycle = RuleID("token-cycle")
    public static let tokenType = RuleID("token-type")
    public static let missingToken = RuleID("missing-token")
    public static let deprecatedToken = RuleID("deprecated-token")
    public static let legacyTokenFormat = RuleID("legacy-token-format")
    public static let rawValue = RuleID("raw-value")
}

// Design, accessibility, localization, layout
extension RuleID {
    public static let buttonCount = RuleID("button-count")
    public static let onePrimaryAction = RuleID("one-primary-action")
    public static let oneCancel = RuleID("one-cancel")
    public static let cancelPlacement = RuleID("cancel-placement")
    public static let destructiveNeedsCancel = RuleID("destructive-needs-cancel")
    public static let destructiveStyle = RuleID("destructive-style")
    public static let vagueButtonTitle = RuleID("vague-button-title")
    public static let buttonWidths = RuleID("button-widths")
    public static let textLength = RuleID("text-length")
    public static let emptyText = RuleID("empty-text")
    public static let textWhitespace = RuleID("text-whitespace")
    public static let motionDuration = RuleID("motion-duration")
    public static let contrast = RuleID("contrast")
    public static let hitTarget = RuleID("hit-target")
    public static let accessibilityLocales = RuleID("accessibility-locales")
    public static let minFontSize = RuleID("min-font-size")
    public static let missingTranslation = RuleID("missing-translation")
    public static let unknownLocale = RuleID("unknown-locale")
    public static let placeholderMismatch = RuleID("placeholder-mismatch")
    public static let unusedParameter = RuleID("unused-parameter")
    public static let markup = RuleID("markup")
    public static let highlightNotFound = RuleID("highlight-not-found")
    public static let textOverflow = RuleID("text-overflow")
    public static let dialogOverflow = RuleID("dialog-overflow")
    public static let contentScrolls = RuleID("content-scrolls")
    public static let payloadConformance = RuleID("payload-conformance")
    public static let tcaContent = RuleID("tca-content")
}
