import DialogDiagnostics

/// A parsed JSON value that remembers where it came from: every value and every object key
/// carries its byte range in the source file.
public struct JSONValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        /// Members in source order, duplicates included (the parser reports them).
        case object([JSONMember])
    }

    public var kind: Kind
    /// The value's bytes: for strings the quotes are included, for containers the brackets.
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The JSON type name used in messages ("string", "object", ...).
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "boolean"
        case .number(let number): number.isInteger ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    public var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    public var numberValue: JSONNumber? {
        if case .number(let value) = kind { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = kind { return value }
        return nil
    }

    public var objectMembers: [JSONMember]? {
        if case .object(let value) = kind { return value }
        return nil
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    /// The key's bytes, quotes included.
    public var keyRange: SourceRange
    public var value: JSONValue

    public init(key: String, keyRange: SourceRange, value: JSONValue) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

/// A JSON number: its value as a `Double`, and as an exact integer when the literal is one
/// (no fraction, no exponent) and fits in 64 bits.
public struct JSONNumber: Sendable, Hashable {
    public var double: Double
    public var integer: Int64?

    public init(double: Double, integer: Int64?) {
        self.double = double
        self.integer = integer
    }

    public var isInteger: Bool { integer != nil }
}
