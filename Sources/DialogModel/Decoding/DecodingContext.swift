import DialogDiagnostics
import DialogJSON

/// Decoding state for one file: the file, and the findings made so far. Decoders report
/// every problem and go on, so one run shows all the errors of a file, not just the first.
public final class DecodingContext {
    public let file: SourceFile
    public private(set) var diagnostics: [Diagnostic] = []
    /// Where the unknown keys with no close match start: keys the decoder ignores, which
    /// break nothing the spec means (`BrokenInput`).
    public private(set) var ignoredKeys: Set<Int> = []

    public init(file: SourceFile) {
        self.file = file
    }

    public func report(
        _ rule: RuleID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixes: [FixIt] = []
    ) {
        var diagnostic = Diagnostic(rule, message, in: file, at: range, notes: notes)
        diagnostic.fixes = fixes
        diagnostics.append(diagnostic)
    }

    /// A note pointing elsewhere in this file.
    public func note(_ message: String, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note(message, at: file.location(of: range))
    }

    /// Records that the key at `range` is unknown, has no close match, and is ignored.
    func ignoreKey(at range: SourceRange) {
        ignoredKeys.insert(range.lowerBound)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    // MARK: Typed reads that report `type-mismatch`

    public func string(_ value: JSONValue, at pointer: JSONPointer, what: @autoclosure () -> String) -> Located<String>? {
        guard let string = value.stringValue else {
            reportTypeMismatch(value, expected: "a string", what: what())
            return nil
        }
        return Located(string, range: value.range, pointer: pointer)
    }

    public func bool(_ value: JSONValue, at pointer: JSONPointer, what: @autoclosure () -> String) -> Located<Bool>? {
        guard let bool = value.boolValue else {
            reportTypeMismatch(value, expected: "true or false", what: what())
            return nil
        }
        return Located(bool, range: value.range, pointer: pointer)
    }

    public func number(_ value: JSONValue, at pointer: JSONPointer, what: @autoclosure () -> String) -> Located<Double>? {
        guard let number = value.numberValue else {
            reportTypeMismatch(value, expected: "a number", what: what())
            return nil
        }
        return Located(number.double, range: value.range, pointer: pointer)
    }

    public func array(_ value: JSONValue, what: String) -> [JSONValue]? {
        guard let elements = value.arrayValue else {
            reportTypeMismatch(value, expected: "an array", what: what)
            return nil
        }
        return elements
    }

    public func reportTypeMismatch(_ value: JSONValue, expected: String, what: String) {
        report(.typeMismatch, DecodeMessage.typeMismatch(what: what, expected: expected, found: value.typeName), at: value.range)
    }

    /// Reads a string that must be one of `allowed`, reporting `invalid-value` with a
    /// did-you-mean note otherwise.
    public func enumeration<Value: Sendable>(
        _ value: JSONValue, at pointer: JSONPointer, what: @autoclosure () -> String, allowed: KeyValuePairs<String, Value>
    ) -> Located<Value>? {
        guard let string = self.string(value, at: pointer, what: what()) else { return nil }
        if let match = allowed.first(where: { $0.key == string.value }) {
            return Located(match.value, range: string.range, pointer: pointer)
        }
        let names = allowed.map(\.key)
        var notes: [Diagnostic.Note] = []
        if let suggestion = Suggestion.closest(to: string.value, among: names) {
            notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
        }
        // A value with exactly one close match has one safe fix.
        let fixes = Suggestion.unique(to: string.value, among: names).map {
            [FixIt(DecodeMessage.replaceWith($0), replacing: value.range, with: JSONWriter.quoted($0))]
        }
        report(
            .invalidValue, DecodeMessage.notOneOf(what: what(), value: string.value, allowed: names), at: value.range, notes: notes,
            fixes: fixes ?? [])
        return nil
    }
}
