import DialogDiagnostics
import DialogJSON

/// A rule severity as the config writes it.
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable {
    case off
    case warning
    case error

    /// The severity findings get, or nil when the rule is off.
    public var diagnosticSeverity: Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }
}

/// One entry of the config's `rules`: a severity (the rule's default when only options are
/// given) and the rule's options.
public struct RuleSetting: Sendable, Hashable {
    public var rule: RuleID
    public var severity: RuleSeverity
    /// Whether the config wrote the severity (false: only options, so the rule's default, or
    /// the severity a parent config sets, applies).
    public var severityIsWritten: Bool
    /// Options by name, validated against the rule's declared `options`; each value keeps its
    /// range, so a rule can point at the option that set its limit.
    public var options: [String: JSONValue]
    /// The rule id key in the config.
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(
        rule: RuleID, severity: RuleSeverity, severityIsWritten: Bool = true, options: [String: JSONValue] = [:], range: SourceRange,
        pointer: JSONPointer
    ) {
        self.rule = rule
        self.severity = severity
        self.severityIsWritten = severityIsWritten
        self.options = options
        self.range = range
        self.pointer = pointer
    }

    public func number(_ option: String) -> Double? {
        options[option]?.numberValue?.double
    }

    public func integer(_ option: String) -> Int? {
        options[option]?.numberValue?.integer.map { Int($0) }
    }
}
