import DialogDiagnostics

/// A setting with a default: the value in effect, and where the spec wrote it, if it did.
///
/// Later stages care about the difference: a rule may only complain about what a user
/// wrote (and must point at it), an emitter may leave a defaulted value implicit.
public struct Defaulted<Value: Sendable>: Sendable {
    /// The value in effect: the written one, or the default.
    public var value: Value
    /// The value as written, with its position; nil when the default applies.
    public var written: Located<Value>?

    /// A value the spec did not write.
    public init(default value: Value) {
        self.value = value
        self.written = nil
    }

    /// The written value when there is one, else `defaultValue`.
    public init(_ written: Located<Value>?, default defaultValue: Value) {
        self.value = written?.value ?? defaultValue
        self.written = written
    }

    /// Whether the spec wrote the value rather than leaving it to the default.
    public var isWritten: Bool { written != nil }

    /// Where the value was written, if it was.
    public var range: SourceRange? { written?.range }
}

extension Defaulted: Equatable where Value: Equatable {}
extension Defaulted: Hashable where Value: Hashable {}
