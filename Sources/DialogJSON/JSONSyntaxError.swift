import DialogDiagnostics

/// Why a document is not RFC 8259 JSON, and where. The parser stops at the first one:
/// after a syntax error the rest of the file has no reliable structure to report on.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    public var message: String
    public var range: SourceRange

    public init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}

/// A key that appears twice in one object: where it first stood and where it came again.
public struct JSONDuplicateKey: Sendable, Hashable {
    public var key: String
    public var first: SourceRange
    public var duplicate: SourceRange
}

/// What parsing a document produced. `value` is nil only when there is a syntax error.
public struct JSONDocument: Sendable {
    public var value: JSONValue?
    public var syntaxError: JSONSyntaxError?
    public var duplicateKeys: [JSONDuplicateKey]
}
