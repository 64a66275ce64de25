import DialogDiagnostics

extension JSONScanner {
    /// Reads a string at its opening quote and leaves the index after the closing quote.
    ///
    /// The fast path has no escapes: it skips plain ASCII eight bytes at a time, checks
    /// UTF-8 as it goes, and makes the string straight from the input bytes.
    mutating func scanString() throws(JSONSyntaxError) -> String {
        let quote = index
        let contentStart = index + 1
        // A local position stays in a register; `index` is written once at the end.
        var position = contentStart
        while true {
            // Reading eight bytes is safe: the input is followed by zero padding, and the
            // first zero byte stops this loop.
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self))
            let attention = Self.bytesNeedingAttention(word)
            if attention == 0 {
                position += 8
                continue
            }
            position += attention.trailingZeroBitCount >> 3
            let byte = bytes[position]
            if byte >= 0x80 {
                position += try validUTF8Length(at: position)
            } else if byte == UInt8(ascii: "\"") {
                break
            } else {
                // A backslash or a control character; the zero after the input is one too.
                index = position
                return try scanEscapedString(quote: quote, contentStart: contentStart)
            }
        }
        index = position + 1
        return String(decoding: UnsafeBufferPointer(start: bytes + contentStart, count: position - contentStart), as: UTF8.self)
    }

    /// The high bit of each byte of `word` (in memory order, least significant first) that
    /// is a quote, a backslash, a control character or not ASCII. Borrows in the
    /// subtractions can set bits only above a byte that is itself marked, so the lowest
    /// set bit always marks the first such byte.
    @inline(__always)
    static func bytesNeedingAttention(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = (word &- ones &* 0x20) & ~word
        return (isQuote | isBackslash | isControl | word) & (ones &* 0x80)
    }

    /// The rest of a string that has an escape or an error: decodes into `escapedString`.
    private mutating func scanEscapedString(quote: Int, contentStart: Int) throws(JSONSyntaxError) -> String {
        lastStringHadEscapes = true
        escapedString.removeAll(keepingCapacity: true)
        var segmentStart = contentStart
        while true {
            let byte = bytes[index]
            if byte >= 0x80 {
                index += try validUTF8Length(at: index)
            } else if byte == UInt8(ascii: "\"") {
                escapedString.append(contentsOf: UnsafeBufferPointer(start: bytes + segmentStart, count: index - segmentStart))
                index += 1
                return String(decoding: escapedString, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                escapedString.append(contentsOf: UnsafeBufferPointer(start: bytes + segmentStart, count: index - segmentStart))
                let scalar = try scanEscape(quote: quote)
                appendUTF8(scalar)
                segmentStart = index
            } else if byte < 0x20 {
                if index == count { throw unterminatedStringError(quote: quote) }
                throw controlCharacterError(byte)
            } else {
                index += 1
            }
        }
    }

    /// The length of the well-formed UTF-8 sequence at `position` (its first byte is 0x80
    /// or above), or the error that says what is wrong with it. Never reads past the
    /// sentinel: each continuation byte is checked before the next one is read.
    @inline(__always)
    private func validUTF8Length(at position: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[position]
        let second = bytes[position + 1]
        switch lead {
        case 0xC2...0xDF:
            if second & 0xC0 == 0x80 { return 2 }
        case 0xE0...0xEF:
            let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
            if second >= low, second <= high, bytes[position + 2] & 0xC0 == 0x80 { return 3 }
        case 0xF0...0xF4:
            let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            if second >= low, second <= high, bytes[position + 2] & 0xC0 == 0x80, bytes[position + 3] & 0xC0 == 0x80 {
                return 4
            }
        default:
            break
        }
        throw invalidUTF8Error(in: position..<count)
    }

    /// Reads one escape at its backslash; returns the scalar value it stands for.
    private mutating func scanEscape(quote: Int) throws(JSONSyntaxError) -> UInt32 {
        let backslash = index
        if backslash + 1 == count { throw unterminatedStringError(quote: quote) }
        let letter = bytes[backslash + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""): return 0x22
        case UInt8(ascii: "\\"): return 0x5C
        case UInt8(ascii: "/"): return 0x2F
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "u"):
            let unit = try scanHex4(escapeStart: backslash, quote: quote)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed at once by an escaped low surrogate.
                guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw surrogateError(high: true, at: backslash)
                }
                let secondEscape = index
                index += 2
                let low = try scanHex4(escapeStart: secondEscape, quote: quote)
                guard (0xDC00...0xDFFF).contains(low) else { throw surrogateError(high: true, at: backslash) }
                return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw surrogateError(high: false, at: backslash)
            default:
                return unit
            }
        default:
            index = backslash + 1
            throw invalidEscapeError(at: backslash)
        }
    }

    private mutating func scanHex4(escapeStart: Int, quote: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default:
                if index == count { throw unterminatedStringError(quote: quote) }
                throw JSONSyntaxError(JSONMessage.invalidUnicodeEscape, at: SourceRange(escapeStart, index + characterLength(at: index)))
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            escapedString.append(UInt8(scalar))
        case 0x80..<0x800:
            escapedString.append(0xC0 | UInt8(scalar >> 6))
            escapedString.append(0x80 | UInt8(scalar & 0x3F))
        case 0x800..<0x10000:
            escapedString.append(0xE0 | UInt8(scalar >> 12))
            escapedString.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            escapedString.append(0x80 | UInt8(scalar & 0x3F))
        default:
            escapedString.append(0xF0 | UInt8(scalar >> 18))
            escapedString.append(0x80 | UInt8(scalar >> 12 & 0x3F))
            escapedString.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            escapedString.append(0x80 | UInt8(scalar & 0x3F))
        }
    }

    /// Matches the rest of `true`, `false` or `null` after its first letter, which the
    /// caller has seen; false (index unchanged) when the word is something else.
    mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard count - index >= length else { return false }
        let expected = literal.utf8Start
        for offset in 1..<length where bytes[index + offset] != expected[offset] { return false }
        // `trueish` is a word, not `true` followed by garbage.
        if JSONScanner.isWordByte(bytes[index + length]) { return false }
        index += length
        return true
    }
}
