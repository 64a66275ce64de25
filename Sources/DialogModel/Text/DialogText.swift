/// One text of a spec in one locale, with its markup parsed: literal pieces, `{placeholders}`
/// and `<style>…</style>` highlight spans (docs/format/spec.md, "Texts").
public struct DialogText: Sendable, Hashable {
    /// The string exactly as decoded from JSON, markup included.
    public var raw: String
    /// The text in order: literal runs (braces unescaped, tags removed; a `\n` stays a
    /// newline character) and placeholders.
    public var pieces: [TextPiece]
    /// Highlight spans in source order; they never nest or cross.
    public var highlights: [HighlightSpan]

    public init(raw: String, pieces: [TextPiece], highlights: [HighlightSpan]) {
        self.raw = raw
        self.pieces = pieces
        self.highlights = highlights
    }

    /// The placeholder names in order of first appearance.
    public var placeholders: [String] {
        var seen: Set<String> = []
        return pieces.compactMap { piece in
            guard case .placeholder(let name) = piece.kind, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// The text without markup, placeholders written as `{name}`.
    public var plainText: String {
        // Most texts are one literal piece (every plain title); the rules ask for their
        // plain text per text and locale.
        if pieces.count == 1, case .literal(let text) = pieces[0].kind { return text }
        return pieces.map { piece in
            switch piece.kind {
            case .literal(let text): text
            case .placeholder(let name): "{\(name)}"
            }
        }.joined()
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
