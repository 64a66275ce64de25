import DialogDiagnostics
import DialogJSON

/// An LSP position: a 0-based line and a 0-based offset in UTF-16 code units into it, as the
/// protocol's default (and only required) position encoding counts.
public struct LSPPosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    var json: JSONOutput { ["line": .int(line), "character": .int(character)] }

    init(_ value: JSONValue?) throws(RPCError) {
        guard let object = JSONObjectView(value), let line = object["line"]?.numberValue?.integer,
            let character = object["character"]?.numberValue?.integer, line >= 0, character >= 0
        else { throw .invalidParams(PositionMessage.badPosition) }
        self.init(line: Int(clamping: line), character: Int(clamping: character))
    }
}

/// An LSP range: `start` up to (not including) `end`.
public struct LSPRange: Sendable, Hashable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    var json: JSONOutput { ["start": start.json, "end": end.json] }

    init(_ value: JSONValue?) throws(RPCError) {
        guard let object = JSONObjectView(value) else { throw .invalidParams(PositionMessage.badRange) }
        let start = try LSPPosition(object["start"])
        let end = try LSPPosition(object["end"])
        guard start <= end else { throw .invalidParams(PositionMessage.badRange) }
        self.init(start: start, end: end)
    }
}

/// A document's UTF-8 bytes with where its lines start, to turn byte offsets (what dialogc's
/// findings and fix-its hold) into LSP positions and back. Lines end at LF, CRLF or a lone
/// CR, as in LSP: the line table is `SourceFile`'s (made on first use), not a second one.
public struct DocumentText: Sendable {
    public let bytes: [UInt8]
    /// The same bytes (shared, not copied), for their line table.
    private let file: SourceFile
    private var lineStarts: [Int] { file.lineStarts }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        file = SourceFile(path: "", bytes: bytes)
    }

    public init(_ text: String) { self.init(Array(text.utf8)) }

    /// The byte offset of a position. A line past the end is the end of the text; a
    /// character past its line's end is the line's end; a character inside a surrogate
    /// pair is the start of that scalar.
    public func offset(of position: LSPPosition) -> Int {
        let lineStarts = lineStarts
        guard position.line < lineStarts.count else { return bytes.count }
        let end = contentEnd(ofLine: position.line, lineStarts)
        var offset = lineStarts[position.line]
        var units = 0
        while offset < end {
            let (length, width) = scalar(at: offset, before: end)
            if units + width > position.character { break }
            units += width
            offset += length
        }
        return offset
    }

    /// The position of a byte offset (clamped to the text).
    public func position(of offset: Int) -> LSPPosition {
        let clamped = min(max(offset, 0), bytes.count)
        let line = file.lineIndex(of: clamped)
        var index = lineStarts[line]
        var units = 0
        while index < clamped {
            let (length, width) = scalar(at: index, before: bytes.count)
            units += width
            index += length
        }
        return LSPPosition(line: line, character: units)
    }

    public func range(of lower: Int, _ upper: Int) -> LSPRange {
        LSPRange(start: position(of: lower), end: position(of: upper))
    }

    /// Where line `line`'s text ends, before its line break.
    private func contentEnd(ofLine line: Int, _ lineStarts: [Int]) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        let start = lineStarts[line]
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The UTF-8 length of the scalar at `offset` and its UTF-16 width. A stray byte of
    /// invalid UTF-8 is one byte and one unit (it reads as U+FFFD).
    private func scalar(at offset: Int, before end: Int) -> (length: Int, width: Int) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0x00..<0x80: return (1, 1)
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return (1, 1)
        }
        guard offset + length <= end, (1..<length).allSatisfy({ bytes[offset + $0] & 0xC0 == 0x80 }) else { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }

    /// The text with the bytes of `range` replaced: an incremental change.
    public func replacing(_ range: LSPRange, with text: String) -> DocumentText {
        let lower = offset(of: range.start)
        let upper = max(lower, offset(of: range.end))
        var bytes = self.bytes
        bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        return DocumentText(bytes)
    }
}

enum PositionMessage {
    static let badPosition = "a position is an object with 'line' and 'character', integers of at least 0"
    static let badRange = "a range is an object with a 'start' and an 'end' position, start not after end"
}
