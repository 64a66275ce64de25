import DialogDiagnostics
import DialogJSON

/// A decoded value together with where it was written: its byte range in the file and its
/// JSON Pointer, so later stages (rules, layout) can point diagnostics at the spec.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(_ value: Value, range: SourceRange, pointer: JSONPointer) {
        self.value = value
        self.range = range
        self.pointer = pointer
    }

    public func map<Other>(_ transform: (Value) -> Other) -> Located<Other> {
        Located<Other>(transform(value), range: range, pointer: pointer)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
