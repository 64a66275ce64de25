/// A change that fixes a finding, when exactly one fix is safe: byte-range replacements in
/// the finding's own file (`dialogc lint --fix`). Edits replace bytes of the original text, so
/// formatting and key order around them are kept.
public struct FixIt: Sendable, Hashable {
    /// One replacement: the bytes of `range` become `replacement`.
    public struct Edit: Sendable, Hashable {
        public var range: SourceRange
        public var replacement: String

        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// What the fix does, for people: "rename the key to 'action'".
    public var message: String
    /// Non-overlapping edits, in file order.
    public var edits: [Edit]

    public init(_ message: String, edits: [Edit]) {
        self.message = message
        self.edits = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A fix of one replacement.
    public init(_ message: String, replacing range: SourceRange, with replacement: String) {
        self.init(message, edits: [Edit(range: range, replacement: replacement)])
    }
}
