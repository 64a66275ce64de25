/// Naming what stands at an offset, for the "found ..." part of syntax errors, and the byte
/// classes those descriptions (and the error builders) rely on.
extension JSONScanner {
    /// What stands at `offset`, for "found ..." in messages: `'x'`, `'word'`, `the end of
    /// the file`, a control character by name.
    func describeFound(at offset: Int) -> String {
        if offset >= count { return "the end of the file" }
        let byte = bytes[offset]
        if byte < 0x20 || byte == 0x7F { return Self.controlCharacterName(byte) }
        if byte < 0x80 {
            if Self.isWordByte(byte) {
                let word = wordText(at: offset)
                return "'" + (word.count > 30 ? String(word.prefix(30)) + "…" : word) + "'"
            }
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        guard case .success(let length) = UTF8Validation.sequenceLength(in: bytes, count: count, at: offset) else {
            return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
        return Self.describeScalar(String(decoding: UnsafeBufferPointer(start: bytes + offset, count: length), as: UTF8.self))
    }

    /// How many bytes the thing described by `describeFound(at:)` spans: a whole word, or a
    /// whole character (a range ending inside a UTF-8 sequence would split it).
    func foundLength(at offset: Int) -> Int {
        guard offset < count else { return 0 }
        return Self.isWordByte(bytes[offset]) ? wordLength(at: offset) : characterLength(at: offset)
    }

    /// The bytes of the character at `offset`: a whole valid UTF-8 sequence, else one byte.
    /// Error ranges end here so that they never end inside a character.
    func characterLength(at offset: Int) -> Int {
        guard offset < count else { return 0 }
        guard bytes[offset] >= 0x80, case .success(let length) = UTF8Validation.sequenceLength(in: bytes, count: count, at: offset) else { return 1 }
        return length
    }

    /// The length of the run of word bytes (ASCII letters, digits, `_`, `$`, `.`, `-`, `+`)
    /// at `offset`, so an error can underline a whole bad word such as `undefined`.
    func wordLength(at offset: Int) -> Int {
        var end = offset
        while Self.isWordByte(bytes[end]) { end += 1 }
        return max(end - offset, offset < count ? 1 : 0)
    }

    func wordText(at offset: Int) -> String {
        var end = offset
        while Self.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(start: bytes + offset, count: end - offset), as: UTF8.self)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
            true
        default:
            false
        }
    }

    static func isWordStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"): true
        default: false
        }
    }

    /// Whether a byte can begin a JSON value (or a word meant as one).
    static func canStartValue(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "-")
            || isDigit(byte) || isWordStart(byte)
    }

    static func controlCharacterName(_ byte: UInt8) -> String {
        let code = "U+" + hex4(UInt32(byte))
        return switch byte {
        case 0x00: "a NUL byte (\(code))"
        case 0x09: "a tab (\(code))"
        case 0x0A: "a line feed (\(code))"
        case 0x0D: "a carriage return (\(code))"
        default: "control character \(code)"
        }
    }

    /// `'“' (U+201C)`, or `the invisible character U+00A0` for white space and
    /// zero-width characters that would not show between the quotes.
    static func describeScalar(_ character: String) -> String {
        let scalar = character.unicodeScalars.first!
        if isInvisible(scalar.value) { return "the invisible character U+\(hex4(scalar.value))" }
        return "'\(character)' (U+\(hex4(scalar.value)))"
    }

    /// Unicode white space other than JSON's, and zero-width characters.
    static func isInvisible(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0085, 0x00A0, 0x1680, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x2064, 0x3000, 0xFEFF: true
        default: false
        }
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
