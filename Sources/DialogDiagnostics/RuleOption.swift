/// One option of a configurable rule, declared once on the rule (its descriptor's `options`):
/// the config's option validation, the config schema, `dialogc explain` and the rule
/// reference are all made from this declaration, and the rule reads its value through it.
public struct RuleOption: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A whole number, at least 1 (a count of buttons, characters or lines).
        case positiveInteger
        /// A number, at least 0 (seconds).
        case nonNegativeNumber
    }

    /// The value when the config sets none.
    public enum Default: Sendable, Hashable {
        case value(Double)
        /// A default that depends on the spec or the theme, in words ("3 on an alert, 4 on a
        /// sheet"); the rule works it out itself.
        case described(String)
    }

    /// The option's key in the rule's `dialogc.json` entry.
    public var name: String
    public var kind: Kind
    public var defaultValue: Default
    /// What the option sets, in a few lowercase words ("buttons a row may hold").
    public var summary: String

    public init(_ name: String, _ kind: Kind, default defaultValue: Default, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// The default in words, as the rule reference and the schema say it.
    public var defaultText: String {
        switch defaultValue {
        case .value(let value): value == value.rounded() && kind == .positiveInteger ? String(Int(value)) : String(value)
        case .described(let text): text
        }
    }

    /// What the option sets and its default: "buttons a row may hold; default 2".
    public var documentation: String { "\(summary); default \(defaultText)" }
}
