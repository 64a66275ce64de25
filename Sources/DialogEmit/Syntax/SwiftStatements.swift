/// Statements and expressions inside generated bodies.

public indirect enum SwiftStatement: Sendable, Hashable {
    case expression(SwiftExpression)
    /// `let name: Type = value` or `var …`.
    case binding(isMutable: Bool, name: String, type: String?, value: SwiftExpression)
    /// `target op value`, where `op` is an assignment operator such as `=` or `+=`.
    case assignment(SwiftExpression, operator: String, SwiftExpression)
    case returning(SwiftExpression)
    case switching(SwiftSwitch)
    /// `for element in sequence { body }`.
    case forIn(element: String, sequence: SwiftExpression, body: [SwiftStatement])
    /// `if conditions { body } else { elseBody }`; no `else` when `elseBody` is nil.
    case conditional(conditions: [SwiftCondition], body: [SwiftStatement], elseBody: [SwiftStatement]?)
}

/// One clause of an `if` condition list.
public enum SwiftCondition: Sendable, Hashable {
    case boolean(SwiftExpression)
    /// `let name = value`, unwrapping an optional.
    case optionalBinding(name: String, value: SwiftExpression)
}

public struct SwiftSwitch: Sendable, Hashable {
    public struct Case: Sendable, Hashable {
        /// The patterns of `case a, b:`; empty for `default:`.
        public var patterns: [SwiftExpression]
        public var body: [SwiftStatement]

        public init(patterns: [SwiftExpression], body: [SwiftStatement]) {
            self.patterns = patterns
            self.body = body
        }
    }

    public var subject: SwiftExpression
    public var cases: [Case]

    public init(subject: SwiftExpression, cases: [Case]) {
        self.subject = subject
        self.cases = cases
    }
}

public indirect enum SwiftExpression: Sendable, Hashable {
    /// A name chosen by the emitter or a validated identifier: `teamName`, `self`, `DialogState`.
    case identifier(String)
    /// `base.name`.
    case member(SwiftExpression, String)
    /// `.name`.
    case implicitMember(String)
    case call(SwiftExpression, [SwiftArgument])
    /// A string literal of arbitrary text, escaped by `SwiftStringLiteral`.
    case string(String)
    /// `"literal \(expression) literal"`; literal parts are escaped like `.string`.
    case interpolation([SwiftInterpolationPart])
    case integer(Int)
    case boolean(Bool)
    case nilLiteral
    case array([SwiftExpression])
    /// `[key: value, …]`, `[:]` when empty; broken one entry a line when too long.
    case dictionary([SwiftDictionaryEntry])
    /// A multi-line string literal of data, one element of `lines` a source line whatever its
    /// width; each line is escaped like `.string` (every `"`, `\\` and line break in it), so it
    /// can only ever be data and never ends the literal.
    case textBlock([String])
    /// `lhs op rhs` for an operator the emitter chose: `+`, `..<`, `==`.
    case binary(SwiftExpression, String, SwiftExpression)
    /// `base[index]`.
    case subscripted(SwiftExpression, SwiftExpression)
    /// `{ body }`: a closure of one expression, its parameters `$0`, `$1`, … .
    case closure(SwiftExpression)
}

public struct SwiftDictionaryEntry: Sendable, Hashable {
    public var key: SwiftExpression
    public var value: SwiftExpression

    public init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

public struct SwiftArgument: Sendable, Hashable {
    public var label: String?
    public var value: SwiftExpression

    public init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

public enum SwiftInterpolationPart: Sendable, Hashable {
    case literal(String)
    case expression(SwiftExpression)
}

extension SwiftExpression {
    /// `callee(label: value, …)` from pairs, for readable emitter code.
    public static func call(_ callee: String, _ arguments: (String?, SwiftExpression)...) -> SwiftExpression {
        .call(.identifier(callee), arguments.map { SwiftArgument($0.0, $0.1) })
    }

    public func member(_ name: String) -> SwiftExpression { .member(self, name) }
}
