/// Reads the string forms of `StyleValue`: a token path (bare or in braces), a colour
/// literal or a duration literal. Pure functions, so the grammar is testable on its own;
/// `SpecDecoder` turns a failure into an `invalid-value` diagnostic.
public enum TokenReference {
    /// Why a string is not a token reference or a literal; the message says what would fix it.
    public struct Problem: Error, Sendable, Hashable {
        public var message: String
    }

    /// Parses a style string.
    ///
    /// A string that starts with a digit, `-`, `+` or `.` is read as a literal, never as a
    /// path: `"16px"` and `"16"` are mistakes for the number `16`, and calling them unknown
    /// tokens would mislead. Token group names therefore cannot start with those characters
    /// at the top level, which no design system does.
    public static func parse(_ string: String) -> Result<StyleValue, Problem> {
        if string.hasPrefix("#") { return parseColor(string) }
        if string.hasPrefix("{") {
            guard string.hasSuffix("}"), string.count >= 2 else {
                return .failure(Problem(message: SpecMessage.unclosedBrace(string)))
            }
            let inner = String(string.dropFirst().dropLast())
            return isValidPath(inner) ? .success(.token(path: inner)) : .failure(Problem(message: SpecMessage.badPath(string)))
        }
        if let first = string.unicodeScalars.first, "0123456789-+.".unicodeScalars.contains(first) {
            return parseDuration(string)
        }
        return isValidPath(string) ? .success(.token(path: string)) : .failure(Problem(message: SpecMessage.badPath(string)))
    }

    /// Whether `path` is dot-separated segments of `[A-Za-z0-9_-]+`.
    public static func isValidPath(_ path: String) -> Bool {
        // Byte by byte: every allowed character is ASCII, so any other byte fails.
        var segmentLength = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: ".") {
                guard segmentLength > 0 else { return false }
                segmentLength = 0
            } else {
                guard isPathByte(byte) else { return false }
                segmentLength += 1
            }
        }
        return segmentLength > 0
    }

    /// Whether `name` is one path segment, such as a highlight style name `accent`.
    public static func isValidSegment(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isPathByte)
    }

    /// An ASCII letter or digit, `_` or `-`.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func parseColor(_ string: String) -> Result<StyleValue, Problem> {
        let digits = Array(string.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else {
            return .failure(Problem(message: SpecMessage.badColor(string)))
        }
        var channels: [UInt8] = []
        var index = 0
        while index < digits.count {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else {
                return .failure(Problem(message: SpecMessage.badColor(string)))
            }
            channels.append(high << 4 | low)
            index += 2
        }
        let alpha = channels.count == 4 ? channels[3] : 255
        return .success(.colorLiteral(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
    }

    /// `<digits>[.<digits>]ms` or `<digits>[.<digits>]s`.
    static func parseDuration(_ string: String) -> Result<StyleValue, Problem> {
        let (number, scale): (Substring, Double) =
            if string.hasSuffix("ms") { (string.dropLast(2), 0.001) }
            else if string.hasSuffix("s") { (string.dropLast(), 1) }
            else { ("", 0) }
        guard isPlainDecimal(number), let value = Double(number) else {
            return .failure(Problem(message: SpecMessage.badLiteral(string)))
        }
        let seconds = value * scale
        guard ValueLimits.seconds.contains(seconds) else {
            return .failure(Problem(message: SpecMessage.durationTooLong(string)))
        }
        return .success(.durationLiteral(seconds: seconds))
    }

    /// Digits without a leading zero, optionally followed by a fraction: no sign, no
    /// exponent (the `durationLiteral` pattern of `Schemas/dialog.schema.json`).
    private static func isPlainDecimal(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !text.isEmpty, parts.count <= 2,
            parts.allSatisfy({ part in !part.isEmpty && part.utf8.allSatisfy { (48...57).contains($0) } })
        else { return false }
        let integer = parts[0]
        return integer == "0" || !integer.hasPrefix("0")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

// MARK: Wording

extension SpecMessage {
    static func unclosedBrace(_ string: String) -> String {
        "'\(string)' opens '{' without closing it; write a token reference as 'group.token' or '{group.token}'"
    }

    static func badPath(_ string: String) -> String {
        "'\(string)' is not a token reference; write dot-separated names of letters, digits, '_' and '-', such as 'color.surface.raised'"
    }

    static func badColor(_ string: String) -> String {
        "'\(string)' is not a colour; write '#RRGGBB' or '#RRGGBBAA' with hexadecimal digits, or a colour token reference"
    }

    static func durationTooLong(_ string: String) -> String {
        "'\(string)' is longer than a dialog's transition can be; a duration is at most \(Int(ValueLimits.seconds.upperBound)) seconds, such as '200ms' or '0.3s'"
    }

    static func badLiteral(_ string: String) -> String {
        "'\(string)' is not a literal dialogc reads; write a duration as '200ms' or '0.2s' and points as a JSON number such as 16, or use a token reference"
    }
}
