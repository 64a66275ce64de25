import DialogDiagnostics

/// Maps positions in a decoded JSON string back to bytes of the file it came from.
///
/// Markup problems are found in the decoded string (in Unicode scalar offsets), but a
/// diagnostic must point at the file. Between the two stand JSON escapes and UTF-8: `\n` is
/// one decoded scalar written as two bytes, `\u00E9` one scalar written as six, a surrogate
/// pair `\uD83D\uDE00` one scalar written as twelve, and a raw `é` one scalar written as two
/// bytes. Re-scanning the literal is the only way to know which applies where.
///
/// One map serves one literal and remembers where its last answer started, so ranges asked
/// for in increasing order (every span of a text, every markup problem) are found in one
/// pass over the literal, not one pass each; a range before the last one starts over.
public struct StringLiteralMap {
    private let bytes: [UInt8]
    /// Where the content between the quotes starts and ends, clamped to the file.
    private let contentStart: Int
    private let contentEnd: Int
    /// The scalar index and byte offset the next search may start from.
    private var scalarIndex = 0
    private var offset: Int

    /// A map of the JSON string literal at `literal` (a range that includes both quotes, as
    /// `JSONValue.range` does) in `file`.
    ///
    /// The literal is trusted to be one the parser accepted; a malformed one only makes the
    /// answers imprecise.
    public init(literal: SourceRange, in file: SourceFile) {
        bytes = file.bytes
        // The content lies between the quotes; clamp so a bad range cannot read outside them.
        contentStart = min(literal.lowerBound + 1, bytes.count)
        contentEnd = max(contentStart, min(literal.upperBound - 1, bytes.count))
        offset = contentStart
    }

    /// The bytes of the file that hold the decoded scalars `scalars`. Offsets past the end
    /// of the string map to the closing quote.
    public mutating func byteRange(ofScalars scalars: Range<Int>) -> SourceRange {
        if scalars.lowerBound < scalarIndex { (scalarIndex, offset) = (0, contentStart) }
        advance(to: scalars.lowerBound, index: &scalarIndex, offset: &offset)
        var (upperIndex, upperOffset) = (scalarIndex, offset)
        advance(to: scalars.upperBound, index: &upperIndex, offset: &upperOffset)
        return SourceRange(offset, upperOffset)
    }

    /// Moves `index` and `offset` forward to scalar `target`, or to the closing quote.
    private func advance(to target: Int, index: inout Int, offset: inout Int) {
        while index < target, offset < contentEnd {
            offset += Self.encodedLength(at: offset, in: bytes, end: contentEnd)
            index += 1
        }
    }

    /// How many bytes the scalar written at `offset` takes in the literal.
    private static func encodedLength(at offset: Int, in bytes: [UInt8], end: Int) -> Int {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\\") {
            guard offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "u") else { return 2 }
            // `\uXXXX`, and a high surrogate followed by `\uXXXX` for its low half.
            if isHighSurrogateEscape(at: offset, in: bytes, end: end), offset + 12 <= end,
                bytes[offset + 6] == UInt8(ascii: "\\"), bytes[offset + 7] == UInt8(ascii: "u")
            {
                return 12
            }
            return min(6, end - offset)
        }
        // A UTF-8 lead byte says how long its sequence is.
        let length: Int
        switch byte {
        case 0xF0...: length = 4
        case 0xE0...: length = 3
        case 0xC0...: length = 2
        default: length = 1
        }
        return min(length, end - offset)
    }

    /// Whether `\uXXXX` at `offset` escapes a high surrogate (D800-DBFF).
    private static func isHighSurrogateEscape(at offset: Int, in bytes: [UInt8], end: Int) -> Bool {
        guard offset + 6 <= end else { return false }
        var value: UInt32 = 0
        for byte in bytes[(offset + 2)..<(offset + 6)] {
            guard let digit = hexDigitValue(byte) else { return false }
            value = value << 4 | digit
        }
        return (0xD800...0xDBFF).contains(value)
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
