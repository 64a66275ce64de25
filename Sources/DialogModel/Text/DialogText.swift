/// One text of a spec in one locale, with its markup parsed: literal pieces, `{placeholders}`
/// and `<style>…</style>` highlight spans (docs/format/spec.md, "Texts").
public struct DialogText: Sendable, Hashable {
    /// The string exactly as decoded from JSON, markup included.
    public var raw: String
    /// The text in order: literal runs (braces unescaped, tags removed; a `\n` stays a
    /// newline character) and placeholders.
    public var pieces: [TextPiece] {
        didSet { (plainText, placeholders) = Self.derived(from: pieces) }
    }
    /// Highlight spans in source order; they never nest or cross.
    public var highlights: [HighlightSpan]
    /// The text without markup, placeholders written as `{name}`.
    /// (Kept with the pieces: a dozen rules read it per text and locale.)
    public private(set) var plainText: String
    /// The placeholder names in order of first appearance.
    public private(set) var placeholders: [String]

    public init(raw: String, pieces: [TextPiece], highlights: [HighlightSpan]) {
        self.raw = raw
        self.pieces = pieces
        self.highlights = highlights
        (plainText, placeholders) = Self.derived(from: pieces)
    }

    private static func derived(from pieces: [TextPiece]) -> (plainText: String, placeholders: [String]) {
        var plainText = ""
        var placeholders: [String] = []
        var seen: Set<String> = []
        for piece in pieces {
            switch piece.kind {
            case .literal(let text):
                // Most texts are one literal piece (every plain title): no copy then.
                if pieces.count == 1 { return (text, []) }
                plainText += text
            case .placeholder(let name):
                plainText += "{" + name + "}"
                if seen.insert(name).inserted { placeholders.append(name) }
            }
        }
        return (plainText, placeholders)
    }
}

/// A run of a text: literal characters or a placeholder, and the highlight style drawing it.
public struct TextPiece: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    public var kind: Kind
    /// The highlight style name (`accent` for `<accent>`), nil outside any span.
    public var highlight: String?
    /// Where the piece stands in `DialogText.raw`, in Unicode scalar offsets.
    public var rawRange: Range<Int>

    public init(kind: Kind, highlight: String?, rawRange: Range<Int>) {
        self.kind = kind
        self.highlight = highlight
        self.rawRange = rawRange
    }
}

/// A `<style>…</style>` span. Ranges are Unicode scalar offsets in `DialogText.raw`.
public struct HighlightSpan: Sendable, Hashable {
    public var style: String
    /// The opening tag, `<accent>`.
    public var openingTag: Range<Int>
    /// The closing tag, `</accent>`.
    public var closingTag: Range<Int>

    public init(style: String, openingTag: Range<Int>, closingTag: Range<Int>) {
        self.style = style
        self.openingTag = openingTag
        self.closingTag = closingTag
    }

    /// The span's content between the tags.
    public var content: Range<Int> { openingTag.upperBound..<closingTag.lowerBound }
}

/// A problem found while parsing markup, positioned in Unicode scalar offsets of the raw
/// string; the decoder maps it to a file position with `StringLiteralMap`.
public struct MarkupProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Malformed markup: `markup` rule.
        case markup
        /// A placeholder name that is not a Swift identifier: `invalid-identifier` rule.
        case invalidPlaceholderName
    }

    public var kind: Kind
    public var message: String
    public var scalarRange: Range<Int>

    public init(kind: Kind, message: String, scalarRange: Range<Int>) {
        self.kind = kind
        self.message = message
        self.scalarRange = scalarRange
    }
}
