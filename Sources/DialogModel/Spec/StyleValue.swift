/// What a spec writes where a design token belongs: a token reference or, with a `raw-value`
/// warning from a later stage, a literal of the right type (docs/format/spec.md).
public enum StyleValue: Sendable, Hashable {
    /// A token path, dotted: `"color.surface.raised"` and `"{color.surface.raised}"` both
    /// become `color.surface.raised`.
    case token(path: String)
    /// `#RRGGBB` (alpha 255) or `#RRGGBBAA`, in sRGB.
    case colorLiteral(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A JSON number: points for a dimension, a plain number for an opacity.
    case number(Double)
    /// `"200ms"` or `"0.2s"`, converted to seconds.
    case durationLiteral(seconds: Double)

    /// The token path when the value is a reference.
    public var tokenPath: String? {
        if case .token(let path) = self { return path }
        return nil
    }

    /// Whether the value is a literal rather than a token reference (what `raw-value` flags).
    public var isLiteral: Bool { tokenPath == nil }

    /// The literal's kind in words, for messages ("a colour", "a duration").
    public var kindDescription: String {
        switch self {
        case .token: "a token reference"
        case .colorLiteral: "a colour"
        case .number: "a number"
        case .durationLiteral: "a duration"
        }
    }
}

/// Which values a place that takes a token accepts besides a reference: the "literal of the
/// right type" of docs/format/spec.md.
public enum StyleValueKind: Sendable, Hashable {
    /// A colour token, or a `#RRGGBB[AA]` literal.
    case color
    /// A dimension token, or a number of points.
    case dimension
    /// A number token, or a plain number (an opacity).
    case number
    /// A typography token; there is no literal form of a typography.
    case typography
    /// A transition token, or a duration literal (`"200ms"`) that only sets the duration.
    case transition
    /// A group of tokens, such as the button style `button.mono`; only a reference.
    case group

    /// Whether a JSON number is accepted.
    public var acceptsNumber: Bool { self == .dimension || self == .number }

    /// Whether a string literal of this kind is accepted.
    public func accepts(_ value: StyleValue) -> Bool {
        switch value {
        case .token: true
        case .colorLiteral: self == .color
        case .number: acceptsNumber
        case .durationLiteral: self == .transition
        }
    }

    /// What to write, for messages.
    public var expectation: String {
        switch self {
        case .color: "a colour token reference such as 'color.surface.raised', or a '#RRGGBB' literal"
        case .dimension: "a dimension token reference such as 'spacing.md', or a number of points"
        case .number: "a number token reference, or a number"
        case .typography: "a typography token reference such as 'typography.body'"
        case .transition: "a transition token reference such as 'motion.fade', or a duration such as '200ms'"
        case .group: "a token group reference such as 'button.mono'"
        }
    }
}
