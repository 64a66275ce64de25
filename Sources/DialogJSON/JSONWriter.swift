/// A JSON value to be written: what every machine-readable output of dialogc (diagnostics,
/// SARIF, layout trees) is built from before `JSONWriter` turns it into text.
///
/// Objects are dictionaries: member order is not part of the value, because the writer always
/// sorts keys, so the bytes written never depend on the order the value was built in.
/// Literals work for every case, so `["line": 3, "path": "a.json", "notes": []]` is a value.
public enum JSONOutput: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written in the shortest form that reads back as the same `Double`. NaN and the
    /// infinities have no JSON form and are written as `null`.
    case double(Double)
    case string(String)
    case array([JSONOutput])
    /// Keys are written sorted by Unicode scalar value (the same order as their UTF-8 bytes).
    /// Keys are Swift strings, so two canonically equivalent spellings are one key.
    case object([String: JSONOutput])
}

extension JSONOutput: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension JSONOutput: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONOutput: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension JSONOutput: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONOutput: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONOutput: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
}

extension JSONOutput: ExpressibleByDictionaryLiteral {
    /// A literal with the same key twice is a programming error and traps.
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, _ in
            preconditionFailure("duplicate key in a JSONOutput object literal")
        }))
    }
}

/// Writes `JSONOutput` as RFC 8259 text, byte-for-byte the same on every run and platform.
///
/// - Keys are sorted by Unicode scalar value.
/// - Strings escape `"`, `\`, the C0 controls (`\b \f \n \r \t`, others as `\u00xx`) and
///   U+2028 / U+2029 (so the output is also valid JavaScript); `/` is never escaped and
///   everything else is written as UTF-8.
/// - Integers are written as integers. Doubles use the shortest digits that round-trip,
///   laid out as ECMAScript's `Number.prototype.toString` does: plain decimals for
///   magnitudes from 1e-6 up to 1e21 (`0.000001`, `320`, `0.5`), an exponent otherwise
///   (`1e-7`, `1.5e+21`). A whole double has no fraction (`320.0` is written `320`) and
///   `-0.0` is written `0`. NaN and infinities are written `null`, so a bug upstream shows
///   up in the output (and its goldens) instead of crashing the compiler.
public enum JSONWriter {
    public enum Style: Sendable {
        /// Two-space indentation, `"key": value`, one member per line, and a final newline:
        /// for files and standard output.
        case pretty
        /// No whitespace at all and no final newline: for embedding in other text.
        case compact
    }

    /// The text of `value` in `style`.
    public static func render(_ value: JSONOutput, style: Style = .pretty) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, style: style, depth: 0, into: &output)
        if style == .pretty { output.append(UInt8(ascii: "\n")) }
        return String(decoding: output, as: UTF8.self)
    }

    /// `string` as a JSON string literal, quotes included.
    public static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        writeString(string, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The JSON text of a finite double, or nil for NaN and the infinities.
    public static func numberText(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == 0 { return "0" }
        let (digits, pointPosition) = shortestDigits(of: value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + layOut(digits: digits, pointPosition: pointPosition)
    }

    // MARK: - Values

    private static func write(_ value: JSONOutput, style: Style, depth: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .double(let number): output.append(contentsOf: (numberText(number) ?? "null").utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            writeContainer(
                open: "[", close: "]", count: elements.count, style: style, depth: depth, into: &output
            ) { index, output in
                write(elements[index], style: style, depth: depth + 1, into: &output)
            }
        case .object(let members):
            let sorted = members.sorted { scalarOrder($0.key, $1.key) }
            writeContainer(
                open: "{", close: "}", count: sorted.count, style: style, depth: depth, into: &output
            ) { index, output in
                writeString(sorted[index].key, into: &output)
                output.append(UInt8(ascii: ":"))
                if style == .pretty { output.append(UInt8(ascii: " ")) }
                write(sorted[index].value, style: style, depth: depth + 1, into: &output)
            }
        }
    }

    /// Brackets, separators and indentation shared by arrays and objects. Empty containers
    /// are written `[]` and `{}` in both styles.
    private static func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, style: Style, depth: Int,
        into output: inout [UInt8], element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard count > 0 else {
            output.append(UInt8(ascii: close))
            return
        }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if style == .pretty { newline(indent: depth + 1, into: &output) }
            element(index, &output)
        }
        if style == .pretty { newline(indent: depth, into: &output) }
        output.append(UInt8(ascii: close))
    }

    private static func newline(indent: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// Unicode scalar order, which is also UTF-8 byte order. Swift's `<` on strings compares
    /// canonically equivalent forms, which is not a stable, documented byte order.
    private static func scalarOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    // MARK: - Strings

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x00..<0x20:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR are E2 80 A8 / E2 80 A9.
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                output.append(contentsOf: (bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
        output.append(UInt8(ascii: "\""))
    }

    // MARK: - Numbers

    /// The shortest round-tripping decimal digits of a positive finite double, without
    /// leading or trailing zeros, and where the decimal point goes: the value is
    /// `0.DIGITS × 10^pointPosition`. Swift's `description` already prints the shortest
    /// round-tripping digits; this only takes its layout apart.
    private static func shortestDigits(of magnitude: Double) -> (digits: [UInt8], pointPosition: Int) {
        let text = Array(magnitude.description.utf8)
        var mantissa = text[...]
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            mantissa = text[..<e]
            exponent = Int(String(decoding: text[(e + 1)...], as: UTF8.self)) ?? 0
        }
        var digits: [UInt8] = []
        var integerDigitCount: Int?
        for byte in mantissa {
            if byte == UInt8(ascii: ".") {
                integerDigitCount = digits.count
            } else {
                digits.append(byte)
            }
        }
        var pointPosition = (integerDigitCount ?? digits.count) + exponent
        while digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return (digits, pointPosition)
    }

    /// ECMAScript's Number::toString layout (ECMA-262, 6.1.6.1.20) of `0.DIGITS × 10^n`.
    private static func layOut(digits: [UInt8], pointPosition n: Int) -> String {
        let k = digits.count
        let text = String(decoding: digits, as: UTF8.self)
        if k <= n && n <= 21 {
            return text + String(repeating: "0", count: n - k)
        }
        if 0 < n && n <= 21 {
            return String(text.prefix(n)) + "." + String(text.dropFirst(n))
        }
        if -6 < n && n <= 0 {
            return "0." + String(repeating: "0", count: -n) + text
        }
        let exponent = n - 1
        let exponentText = exponent < 0 ? "e-\(-exponent)" : "e+\(exponent)"
        if k == 1 { return text + exponentText }
        return String(text.prefix(1)) + "." + String(text.dropFirst()) + exponentText
    }
}
