import DialogDiagnostics

/// Parses the markup of one text (docs/format/spec.md, "Texts"): `{name}` placeholders,
/// `{{` and `}}` for literal braces, and `<style>…</style>` highlight spans.
///
/// It always returns a text, best effort, together with every problem found, so that one run
/// reports all the mistakes of a string and later stages still see its placeholders.
/// Positions are Unicode scalar offsets in the raw string.
public enum TextMarkupParser {
    public static func parse(_ raw: String) -> (text: DialogText, problems: [MarkupProblem]) {
        // Most texts (every plain button title) have no markup at all: without `{`, `}`
        // or `<` the passes below make one literal piece of the whole string, one token
        // per scalar on the way, which was a third of spec decoding.
        let isPlain = !raw.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "<") }
        return isPlain ? parsePlain(raw) : parseMarkup(raw)
    }

    /// What `parseMarkup` returns for a text without markup characters.
    static func parsePlain(_ raw: String) -> (text: DialogText, problems: [MarkupProblem]) {
        let count = raw.unicodeScalars.count
        let pieces = count == 0 ? [] : [TextPiece(kind: .literal(raw), highlight: nil, rawRange: 0..<count)]
        return (DialogText(raw: raw, pieces: pieces, highlights: []), [])
    }

    static func parseMarkup(_ raw: String) -> (text: DialogText, problems: [MarkupProblem]) {
        var tokenizer = Tokenizer(scalars: Array(raw.unicodeScalars))
        tokenizer.run()
        var assembler = Assembler(scalars: tokenizer.scalars, tokens: tokenizer.tokens)
        assembler.run()
        let text = DialogText(raw: raw, pieces: assembler.pieces, highlights: assembler.spans)
        let problems = (tokenizer.problems + assembler.problems).sorted {
            ($0.scalarRange.lowerBound, $0.scalarRange.upperBound) < ($1.scalarRange.lowerBound, $1.scalarRange.upperBound)
        }
        return (text, problems)
    }
}

/// A lexical unit of markup: literal text, a placeholder, or a tag.
private enum MarkupToken {
    /// The scalars at `range`, drawn as written. (One token per run of plain text, not per
    /// scalar: a token per scalar was most of the parse of a marked-up text.)
    case literal(range: Range<Int>)
    /// `{{` or `}}`: one brace drawn for two written.
    case escapedBrace(Unicode.Scalar, range: Range<Int>)
    case placeholder(name: String, range: Range<Int>)
    case openingTag(style: String, range: Range<Int>)
    case closingTag(style: String, range: Range<Int>)
}

/// First pass: braces and tags to tokens. Brace problems are found here; tag pairing is the
/// assembler's job because it needs to see the whole text.
private struct Tokenizer {
    let scalars: [Unicode.Scalar]
    var tokens: [MarkupToken] = []
    var problems: [MarkupProblem] = []
    private var index = 0

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func run() {
        while index < scalars.count {
            switch scalars[index] {
            case "{": readOpeningBrace()
            case "}": readClosingBrace()
            case "<": readAngleBracket()
            default:
                var end = index + 1
                while end < scalars.count, !Self.isMarkup(scalars[end]) { end += 1 }
                appendLiteral(length: end - index)
            }
        }
    }

    private static func isMarkup(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "{" || scalar == "}" || scalar == "<"
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool { (0x61...0x7A).contains(scalar.value) }
    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { (0x41...0x5A).contains(scalar.value) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    /// The next `length` scalars as written, joined to a literal run just before them.
    private mutating func appendLiteral(length: Int) {
        let range = index..<(index + length)
        if case .literal(let previous) = tokens.last, previous.upperBound == index {
            tokens[tokens.count - 1] = .literal(range: previous.lowerBound..<range.upperBound)
        } else {
            tokens.append(.literal(range: range))
        }
        index += length
    }

    private mutating func appendEscapedBrace(_ brace: Unicode.Scalar) {
        tokens.append(.escapedBrace(brace, range: index..<(index + 2)))
        index += 2
    }

    private func scalar(at offset: Int) -> Unicode.Scalar? {
        offset < scalars.count ? scalars[offset] : nil
    }

    private mutating func readOpeningBrace() {
        if scalar(at: index + 1) == "{" { return appendEscapedBrace("{") }
        // A placeholder runs to the next `}`; another `{` first means this one was never closed.
        guard let close = scalars[(index + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" }),
            scalars[close] == "}"
        else {
            problems.append(MarkupProblem(kind: .markup, message: TextMarkupMessage.unclosedBrace, scalarRange: index..<(index + 1)))
            return appendLiteral(length: 1)
        }
        let nameRange = (index + 1)..<close
        let name = String(scalars: scalars[nameRange])
        if let message = TextMarkupMessage.placeholderNameProblem(name) {
            // An empty name has no characters to point at: point at the braces.
            let range = nameRange.isEmpty ? index..<(close + 1) : nameRange
            problems.append(MarkupProblem(kind: .invalidPlaceholderName, message: message, scalarRange: range))
        }
        tokens.append(.placeholder(name: name, range: index..<(close + 1)))
        index = close + 1
    }

    private mutating func readClosingBrace() {
        if scalar(at: index + 1) == "}" { return appendEscapedBrace("}") }
        problems.append(MarkupProblem(kind: .markup, message: TextMarkupMessage.loneClosingBrace, scalarRange: index..<(index + 1)))
        appendLiteral(length: 1)
    }

    /// `<name>` or `</name>` with `name` matching `[a-z][a-zA-Z0-9]*`; anything else
    /// (`a < b`, `<3`, `< accent>`) leaves the `<` as literal text.
    private mutating func readAngleBracket() {
        let isClosing = scalar(at: index + 1) == "/"
        let nameStart = index + (isClosing ? 2 : 1)
        guard let head = scalar(at: nameStart), Self.isLowercase(head) else {
            return appendLiteral(length: 1)
        }
        var nameEnd = nameStart + 1
        while let next = scalar(at: nameEnd), Self.isLowercase(next) || Self.isUppercase(next) || Self.isDigit(next) {
            nameEnd += 1
        }
        guard scalar(at: nameEnd) == ">" else { return appendLiteral(length: 1) }
        let style = String(scalars: scalars[nameStart..<nameEnd])
        let range = index..<(nameEnd + 1)
        tokens.append(isClosing ? .closingTag(style: style, range: range) : .openingTag(style: style, range: range))
        index = nameEnd + 1
    }
}

/// Second pass: pairs tags into spans, reports nesting and crossing, and merges literal
/// scalars into pieces.
///
/// Every tag step is amortised constant time, so a hostile text of thousands of unclosed or
/// crossing tags stays linear: past `FirstPositions.searchedKeys` tags open tags are found
/// by style from a stack per style, the outermost open tag is kept at hand, "closed later"
/// is a comparison with the style's last closing tag, and the tags a crossing marks as
/// reported are kept as ranges of positions rather than marked one by one. A text with a
/// few spans builds none of this.
private struct Assembler {
    let scalars: [Unicode.Scalar]
    let tokens: [MarkupToken]
    var pieces: [TextPiece] = []
    var spans: [HighlightSpan] = []
    var problems: [MarkupProblem] = []

    private struct OpenTag {
        var style: String
        var range: Range<Int>
        var isClosed = false
    }

    /// Tags in the order they were opened, outermost first. Closed tags stay in place
    /// (marked) until every tag after them is closed too, so positions stay stable; the
    /// last one is always open. More than one open tag means a nesting mistake.
    private var openTags: [OpenTag] = []
    private var openCount = 0
    /// The position of the outermost open tag (`openTags.count` when none is open).
    private var outermost = 0
    /// The positions of the open tags of each style, innermost last, once more than
    /// `FirstPositions.searchedKeys` tags are kept; up to that, `openTags` is searched.
    private var openByStyle: [String: [Int]]?
    /// The token position of each style's last closing tag, made at the first crossing.
    private var lastClosing: [String: Int]?
    /// Positions of open tags in increasing order, less some that are closed or whose style
    /// is not closed again: those are dropped as a crossing meets them.
    private var closable: [Int] = []
    /// Positions already part of a reported problem (closing them reports nothing more):
    /// disjoint ranges in increasing order.
    private var reported: [Range<Int>] = []

    init(scalars: [Unicode.Scalar], tokens: [MarkupToken]) {
        self.scalars = scalars
        self.tokens = tokens
    }

    /// Best effort with mistakes: text is drawn in the outermost open span's style.
    private var currentHighlight: String? { outermost < openTags.count ? openTags[outermost].style : nil }

    mutating func run() {
        for (position, token) in tokens.enumerated() {
            switch token {
            case .literal(let range):
                appendLiteral(scalars[range], range: range)
            case .escapedBrace(let brace, let range):
                appendLiteral(CollectionOfOne(brace), range: range)
            case .placeholder(let name, let range):
                flushLiteral()
                pieces.append(TextPiece(kind: .placeholder(name), highlight: currentHighlight, rawRange: range))
            case .openingTag(let style, let range):
                open(style, at: range)
            case .closingTag(let style, let range):
                close(style, at: range, position: position)
            }
        }
        flushLiteral()
        for tag in openTags where !tag.isClosed {
            problems.append(MarkupProblem(kind: .markup, message: TextMarkupMessage.unclosedSpan(tag.style), scalarRange: tag.range))
        }
    }

    /// The literal run being collected: consecutive literal scalars drawn with the same
    /// highlight become one piece, even across the tags between them.
    private var pendingLiteral: (text: [Unicode.Scalar], highlight: String?, range: Range<Int>)?

    private mutating func appendLiteral(_ text: some Collection<Unicode.Scalar>, range: Range<Int>) {
        let highlight = currentHighlight
        if var pending = pendingLiteral, pending.highlight == highlight {
            pendingLiteral = nil  // so the append below does not copy the buffer
            pending.text.append(contentsOf: text)
            pending.range = pending.range.lowerBound..<range.upperBound
            pendingLiteral = pending
            return
        }
        flushLiteral()
        pendingLiteral = (Array(text), highlight, range)
    }

    private mutating func flushLiteral() {
        guard let pending = pendingLiteral else { return }
        pieces.append(TextPiece(kind: .literal(String(scalars: pending.text)), highlight: pending.highlight, rawRange: pending.range))
        pendingLiteral = nil
    }

    private mutating func open(_ style: String, at range: Range<Int>) {
        let tag = openTags.count
        openTags.append(OpenTag(style: style, range: range))
        openCount += 1
        closable.append(tag)
        if openByStyle != nil {
            openByStyle![style, default: []].append(tag)
        } else if openTags.count > FirstPositions<String>.searchedKeys {
            var byStyle: [String: [Int]] = [:]
            for (position, tag) in openTags.enumerated() where !tag.isClosed { byStyle[tag.style, default: []].append(position) }
            openByStyle = byStyle
        }
    }

    /// The innermost open tag of `style`.
    private func innermostOpen(_ style: String) -> Int? {
        if let openByStyle { return openByStyle[style]?.last }
        return openTags.lastIndex { !$0.isClosed && $0.style == style }
    }

    private mutating func close(_ style: String, at range: Range<Int>, position: Int) {
        guard let match = innermostOpen(style) else {
            problems.append(MarkupProblem(kind: .markup, message: TextMarkupMessage.unopenedSpan(style), scalarRange: range))
            return
        }
        if match == openTags.count - 1 {
            let tag = openTags[match]
            let isReported = isReported(match)
            remove(match)
            if openCount > 0, !isReported {
                let outer = openTags[openTags.count - 1].style
                problems.append(MarkupProblem(kind: .markup, message: TextMarkupMessage.nestedSpan(tag.style, inside: outer), scalarRange: tag.range))
            } else if openCount == 0, !isReported {
                spans.append(HighlightSpan(style: tag.style, openingTag: tag.range, closingTag: range))
            }
            return
        }
        // Tags opened after the matching one are still open: the spans cross, unless those
        // tags are never closed at all, which is reported as unclosed at the end instead.
        if let crossing = innermostClosable(after: match, position: position) {
            let message = TextMarkupMessage.crossingSpan(style, stillOpen: openTags[crossing].style)
            problems.append(MarkupProblem(kind: .markup, message: message, scalarRange: range))
            markReported((match + 1)..<openTags.count)
        }
        remove(match)
    }

    /// The innermost open tag after `match` whose style is closed after token `position`.
    private mutating func innermostClosable(after match: Int, position: Int) -> Int? {
        if lastClosing == nil {
            var last: [String: Int] = [:]
            for (position, token) in tokens.enumerated() {
                if case .closingTag(let style, _) = token { last[style] = position }
            }
            lastClosing = last
        }
        while let last = closable.last, openTags[last].isClosed || (lastClosing![openTags[last].style] ?? -1) <= position {
            closable.removeLast()  // closed, or its style is never closed again: for good
        }
        guard let last = closable.last, last > match else { return nil }
        return last
    }

    private mutating func markReported(_ positions: Range<Int>) {
        var lower = positions.lowerBound
        while let last = reported.last, last.upperBound >= lower {
            lower = min(lower, last.lowerBound)
            reported.removeLast()
        }
        reported.append(lower..<positions.upperBound)
    }

    private func isReported(_ position: Int) -> Bool {
        var (low, high) = (0, reported.count)
        while low < high {
            let middle = (low + high) / 2
            if reported[middle].upperBound <= position { low = middle + 1 } else { high = middle }
        }
        return low < reported.count && reported[low].contains(position)
    }

    /// Closes the tag at `position`, the innermost of its style, and drops closed tags from
    /// the end (with what refers to their positions, which the next tags reuse).
    private mutating func remove(_ position: Int) {
        openTags[position].isClosed = true
        openByStyle?[openTags[position].style]!.removeLast()
        openCount -= 1
        while let last = openTags.last, last.isClosed { openTags.removeLast() }
        let count = openTags.count
        while outermost < count, openTags[outermost].isClosed { outermost += 1 }
        outermost = min(outermost, count)
        while let last = closable.last, last >= count { closable.removeLast() }
        while let last = reported.last, last.upperBound > count {
            reported.removeLast()
            if last.lowerBound < count { reported.append(last.lowerBound..<count) }
        }
    }
}

/// The wording of markup problems: what is wrong, and what to write instead.
enum TextMarkupMessage {
    static let unclosedBrace =
        "'{' starts a placeholder that is never closed; write '{{' for a literal brace, or close the placeholder as in '{name}'"
    static let loneClosingBrace = "'}' closes no placeholder; write '}}' for a literal brace"

    /// Why `name` cannot name a placeholder, or nil when it can.
    static func placeholderNameProblem(_ name: String) -> String? {
        if name.isEmpty {
            return "empty placeholder '{}'; write a name as in '{name}', or '{{}}' for literal braces"
        }
        if !SwiftIdentifier.isValid(name) {
            return "placeholder name '\(name)' is not a Swift identifier; use ASCII letters, digits and '_', "
                + "not starting with a digit (write '{{' and '}}' for literal braces)"
        }
        if SwiftIdentifier.isKeyword(name) {
            return "placeholder name '\(name)' is a Swift keyword; choose another name, such as '\(name)Value'"
        }
        return nil
    }

    static func unclosedSpan(_ style: String) -> String {
        "'<\(style)>' is never closed; add '</\(style)>' where the highlight ends"
    }

    static func unopenedSpan(_ style: String) -> String {
        "'</\(style)>' closes no open span; remove it, or add '<\(style)>' where the highlight starts"
    }

    static func nestedSpan(_ style: String, inside outer: String) -> String {
        "'<\(style)>' opens inside '<\(outer)>'; highlight spans may not nest: close '</\(outer)>' before opening '<\(style)>'"
    }

    static func crossingSpan(_ style: String, stillOpen inner: String) -> String {
        "'</\(style)>' closes '<\(style)>' while '<\(inner)>' is still open; highlight spans may not cross: close '</\(inner)>' first"
    }
}
