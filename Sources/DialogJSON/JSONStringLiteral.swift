import DialogDiagnostics

/// The source of one JSON string literal split into the Unicode scalars it decodes to, each
/// with the bytes that write it (one UTF-8 sequence, or an escape such as `\n`, `\u00A0` or a
/// surrogate pair). Fix-its use it to edit a string's text in place, keeping every other
/// byte (its escapes included) as written.
public enum JSONStringLiteral {
    public struct Unit: Sendable, Hashable {
        /// Byte offsets in the literal's file.
        public var range: SourceRange
        public var scalar: Unicode.Scalar
    }

    /// The units of the literal at `range` of `bytes` (quotes included), or nil when the
    /// bytes there are not one well-formed string literal.
    public static func units(of bytes: [UInt8], at range: SourceRange) -> [Unit]? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count, range.upperBound - range.lowerBound >= 2,
            bytes[range.lowerBound] == UInt8(ascii: "\""), bytes[range.upperBound - 1] == UInt8(ascii: "\"")
        else { return nil }
        var units: [Unit] = []
        var index = range.lowerBound + 1
        let end = range.upperBound - 1
        while index < end {
            let start = index
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < end else { return nil }
                let escaped = bytes[index + 1]
                index += 2
                let scalar: Unicode.Scalar?
                switch escaped {
                case UInt8(ascii: "\""): scalar = "\""
                case UInt8(ascii: "\\"): scalar = "\\"
                case UInt8(ascii: "/"): scalar = "/"
                case UInt8(ascii: "b"): scalar = "\u{08}"
                case UInt8(ascii: "f"): scalar = "\u{0C}"
                case UInt8(ascii: "n"): scalar = "\n"
                case UInt8(ascii: "r"): scalar = "\r"
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "u"):
                    guard let high = hex4(bytes, at: index, end: end) else { return nil }
                    index += 4
                    if (0xD800..<0xDC00).contains(high) {
                        guard index + 6 <= end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                            let low = hex4(bytes, at: index + 2, end: end), (0xDC00..<0xE000).contains(low)
                        else { return nil }
                        index += 6
                        scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
                    } else {
                        scalar = Unicode.Scalar(high)
                    }
                default: scalar = nil
                }
                guard let scalar else { return nil }
                units.append(Unit(range: SourceRange(start, index), scalar: scalar))
                continue
            }
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            guard index + length <= end else { return nil }
            var decoder = UTF8()
            var iterator = bytes[index..<index + length].makeIterator()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
            units.append(Unit(range: SourceRange(index, index + length), scalar: scalar))
            index += length
        }
        return units
    }

    private static func hex4(_ bytes: [UInt8], at index: Int, end: Int) -> UInt32? {
        guard index + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}
