import DialogDiagnostics
import DialogJSON

/// Reads one JSON object against the keys its format defines. Creating it reports
/// `type-mismatch` when the value is not an object and `unknown-key` (with did-you-mean)
/// for every key not in `keys`; `$schema` and `$comment` are allowed anywhere.
public struct ObjectReader {
    public let value: JSONValue
    public let pointer: JSONPointer
    public let context: DecodingContext
    /// What the object is, for messages: "dialog", "button", "layout".
    public let what: String
    private let members: [JSONMember]

    public static let ignoredKeys: Set<String> = ["$schema", "$comment"]

    public init?(
        _ value: JSONValue, at pointer: JSONPointer, what: String, keys: [String], context: DecodingContext
    ) {
        guard let members = value.objectMembers else {
            context.reportTypeMismatch(value, expected: "an object", what: what)
            return nil
        }
        self.value = value
        self.pointer = pointer
        self.context = context
        self.what = what
        self.members = members
        for member in members where !keys.contains(member.key) && !Self.ignoredKeys.contains(member.key) {
            var notes: [Diagnostic.Note] = []
            if let suggestion = Suggestion.closest(to: member.key, among: keys) {
                notes.append(Diagnostic.Note(DecodeMessage.didYouMean(suggestion)))
            } else {
                context.ignoreKey(at: member.keyRange)
            }
            // One close match that the object does not have yet: renaming is the one safe fix.
            var fixes: [FixIt] = []
            if let unique = Suggestion.unique(to: member.key, among: keys), !members.contains(where: { $0.key == unique }) {
                fixes.append(FixIt(DecodeMessage.renameKey(unique), replacing: member.keyRange, with: JSONWriter.quoted(unique)))
            }
            context.report(
                .unknownKey, DecodeMessage.unknownKey(member.key, in: what, allowed: keys, hasSuggestion: !notes.isEmpty), at: member.keyRange,
                notes: notes, fixes: fixes)
        }
    }

    /// The members of a map-like object without the ignored `$` keys, each key once: with a
    /// duplicate (reported by the parser) the last one wins, as in the subscript below.
    /// (One pass with a set of the keys seen from the end: comparing each member with every
    /// later one was quadratic in a map of thousands.)
    public static func lastOccurrences(_ members: [JSONMember]) -> [JSONMember] {
        var seen: Set<String> = []
        let kept = members.reversed().filter { !ignoredKeys.contains($0.key) && seen.insert($0.key).inserted }
        return kept.reversed()
    }

    /// All members except the ignored `$` keys, in source order (for maps such as `parameters`).
    public var entries: [JSONMember] {
        members.filter { !Self.ignoredKeys.contains($0.key) }
    }

    /// The value of `key`; with duplicates (already reported by the parser) the last one
    /// wins, as in JavaScript's and Python's JSON readers.
    public subscript(key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }

    public func member(_ key: String) -> JSONMember? {
        members.last { $0.key == key }
    }

    public func pointer(_ key: String) -> JSONPointer { pointer.appending(key) }

    /// The value of a required key, or a `missing-key` error at the object's opening brace.
    public func required(_ key: String) -> JSONValue? {
        if let value = self[key] { return value }
        context.report(.missingKey, DecodeMessage.missingKey(key, in: what), at: SourceRange(value.range.lowerBound, value.range.lowerBound + 1))
        return nil
    }

    public func string(_ key: String) -> Located<String>? {
        self[key].flatMap { context.string($0, at: pointer(key), what: "'\(key)'") }
    }

    public func bool(_ key: String) -> Located<Bool>? {
        self[key].flatMap { context.bool($0, at: pointer(key), what: "'\(key)'") }
    }

    public func number(_ key: String) -> Located<Double>? {
        self[key].flatMap { context.number($0, at: pointer(key), what: "'\(key)'") }
    }

    public func enumeration<Value: Sendable>(_ key: String, _ allowed: KeyValuePairs<String, Value>) -> Located<Value>? {
        self[key].flatMap { context.enumeration($0, at: pointer(key), what: "'\(key)'", allowed: allowed) }
    }

    /// An object nested under `key`, read against its own keys.
    public func object(_ key: String, what: String, keys: [String]) -> ObjectReader? {
        self[key].flatMap { ObjectReader($0, at: pointer(key), what: what, keys: keys, context: context) }
    }
}
