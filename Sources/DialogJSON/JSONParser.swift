import DialogDiagnostics

/// A strict RFC 8259 parser over UTF-8 bytes that keeps the byte range of every key and value.
///
/// It is iterative (an explicit stack of open containers), so nesting depth is limited by
/// `maxDepth` and never by the thread's stack: a 100,000-deep file is a diagnostic, not a
/// crash. Objects keep their members in source order, duplicates included, and the
/// duplicates are listed in `JSONDocument.duplicateKeys`.
public struct JSONParser: Sendable {
    /// RULES.md: nesting deeper than 512 is a `json-syntax` error.
    public static let defaultMaxDepth = 512

    public var maxDepth: Int

    public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.maxDepth = maxDepth
    }

    public func parse(_ bytes: [UInt8]) -> JSONDocument {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, maxDepth: maxDepth)
            do throws(JSONSyntaxError) {
                let value = try scanner.parseDocument()
                return JSONDocument(value: value, syntaxError: nil, duplicateKeys: scanner.duplicateKeys)
            } catch {
                return JSONDocument(value: nil, syntaxError: error, duplicateKeys: scanner.duplicateKeys)
            }
        }
    }

    /// Parses a file and turns what is wrong with it into diagnostics (`json-syntax`,
    /// `duplicate-key` with a note at the first occurrence).
    public func parse(_ file: SourceFile) -> (value: JSONValue?, diagnostics: [Diagnostic]) {
        let document = parse(file.bytes)
        var diagnostics: [Diagnostic] = []
        if let error = document.syntaxError {
            diagnostics.append(Diagnostic(.jsonSyntax, error.message, in: file, at: error.range))
        }
        for duplicate in document.duplicateKeys {
            diagnostics.append(
                Diagnostic(
                    .duplicateKey, JSONMessage.duplicateKey(duplicate.key), in: file, at: duplicate.duplicate,
                    notes: [Diagnostic.Note(JSONMessage.firstOccurrence(duplicate.key), at: file.location(of: duplicate.first))]))
        }
        return (document.value, diagnostics)
    }
}

/// The wording of every parser message, in one place.
enum JSONMessage {
    static func duplicateKey(_ key: String) -> String {
        "duplicate key '\(key)'; remove one of the two or merge them"
    }
    static func firstOccurrence(_ key: String) -> String { "'\(key)' first appears here" }
    static let unexpectedEnd = "unexpected end of file; the JSON value is incomplete"
    static let emptyDocument = "the file is empty; a JSON document needs a value such as an object '{...}'"
    static let extraData = "unexpected data after the JSON value; a file holds exactly one value"
    static func tooDeep(_ limit: Int) -> String { "nesting deeper than \(limit) levels; flatten the structure" }
    static let trailingCommaObject = "trailing comma before '}'; remove the comma"
    static let trailingCommaArray = "trailing comma before ']'; remove the comma"
    static let expectedKey = "expected a key in double quotes"
    static let singleQuotes = "single quotes are not allowed in JSON; use double quotes"
    static let expectedColon = "expected ':' after the key"
    static let expectedCommaOrBrace = "expected ',' or '}' after an object member"
    static let expectedCommaOrBracket = "expected ',' or ']' after an array element"
    static let comment = "comments are not allowed in JSON; use a \"$comment\" key instead"
    static let nanOrInfinity = "NaN and Infinity are not JSON numbers"
    static let leadingZero = "numbers may not have leading zeros"
    static let digitExpected = "expected a digit"
    static let unterminatedString = "unterminated string; add the closing '\"'"
    static func controlCharacter(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 4 - hex.count) + hex
        return "control character U+\(padded) must be escaped inside a string"
    }
    static func invalidEscape(_ text: String) -> String {
        "invalid escape '\\\(text)'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
    }
    static let invalidUnicodeEscape = "'\\u' must be followed by four hexadecimal digits"
    static let loneSurrogate = "lone UTF-16 surrogate in '\\u' escape; a surrogate must be part of a valid pair"
    static let invalidUTF8 = "invalid UTF-8; save the file as UTF-8"
    static func unexpectedCharacter(_ description: String) -> String {
        "unexpected \(description); expected a JSON value"
    }
}

/// The scanning state of one parse. Positions are byte offsets into `bytes`.
struct JSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var index = 0
    private(set) var duplicateKeys: [JSONDuplicateKey] = []

    /// An open container on the explicit stack.
    private enum Frame {
        case array(start: Int, elements: [JSONValue])
        case object(start: Int, members: [JSONMember], key: String, keyRange: SourceRange)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    // MARK: Document structure

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        // A UTF-8 byte order mark is tolerated, as RFC 8259 section 8.1 allows.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        if index >= bytes.count { throw JSONSyntaxError(JSONMessage.emptyDocument, at: .at(index)) }
        let value = try parseValueTree()
        skipWhitespace()
        if index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") { throw error(JSONMessage.comment, length: 2) }
            throw error(JSONMessage.extraData)
        }
        return value
    }

    /// Parses one value, containers included, without recursion.
    private mutating func parseValueTree() throws(JSONSyntaxError) -> JSONValue {
        var stack: [Frame] = []
        while true {
            // Descend: read a value, opening containers as they come.
            var value: JSONValue
            skipWhitespace()
            guard index < bytes.count else { throw JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index)) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                let start = index
                try checkDepth(stack.count + 1)
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    index += 1
                    value = JSONValue(.object([]), range: SourceRange(start, index))
                } else {
                    let (key, keyRange) = try parseKey()
                    stack.append(.object(start: start, members: [], key: key, keyRange: keyRange))
                    continue
                }
            case UInt8(ascii: "["):
                let start = index
                try checkDepth(stack.count + 1)
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    index += 1
                    value = JSONValue(.array([]), range: SourceRange(start, index))
                } else {
                    stack.append(.array(start: start, elements: []))
                    continue
                }
            default:
                value = try parseScalar()
            }

            // Ascend: hand the finished value to its container, closing containers as they end.
            while true {
                guard let frame = stack.popLast() else { return value }
                skipWhitespace()
                switch frame {
                case .array(let start, var elements):
                    elements.append(value)
                    guard index < bytes.count else { throw JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index)) }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if peek(UInt8(ascii: "]")) { throw error(JSONMessage.trailingCommaArray) }
                        stack.append(.array(start: start, elements: elements))
                    } else if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        value = JSONValue(.array(elements), range: SourceRange(start, index))
                        continue
                    } else {
                        throw unexpected(JSONMessage.expectedCommaOrBracket)
                    }
                case .object(let start, var members, let key, let keyRange):
                    noteIfDuplicate(key, keyRange, in: members)
                    members.append(JSONMember(key: key, keyRange: keyRange, value: value))
                    guard index < bytes.count else { throw JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index)) }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if peek(UInt8(ascii: "}")) { throw error(JSONMessage.trailingCommaObject) }
                        let (nextKey, nextRange) = try parseKey()
                        stack.append(.object(start: start, members: members, key: nextKey, keyRange: nextRange))
                    } else if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        value = JSONValue(.object(members), range: SourceRange(start, index))
                        continue
                    } else {
                        throw unexpected(JSONMessage.expectedCommaOrBrace)
                    }
                }
                break
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > maxDepth { throw error(JSONMessage.tooDeep(maxDepth)) }
    }

    /// Reads `"key"` and the `:` after it, leaving the index at the value.
    private mutating func parseKey() throws(JSONSyntaxError) -> (String, SourceRange) {
        guard index < bytes.count else { throw JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index)) }
        guard bytes[index] == UInt8(ascii: "\"") else {
            if bytes[index] == UInt8(ascii: "'") { throw error(JSONMessage.singleQuotes) }
            throw unexpected(JSONMessage.expectedKey)
        }
        let start = index
        let key = try parseString()
        let range = SourceRange(start, index)
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
            if index >= bytes.count { throw JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index)) }
            throw unexpected(JSONMessage.expectedColon)
        }
        index += 1
        return (key, range)
    }

    private mutating func noteIfDuplicate(_ key: String, _ keyRange: SourceRange, in members: [JSONMember]) {
        // Objects in specs are small; a linear scan beats hashing every key.
        for member in members where member.key == key {
            duplicateKeys.append(JSONDuplicateKey(key: key, first: member.keyRange, duplicate: keyRange))
            return
        }
    }

    // MARK: Scalars

    private mutating func parseScalar() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
            let string = try parseString()
            return JSONValue(.string(string), range: SourceRange(start, index))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try parseNumber()
            return JSONValue(.number(number), range: SourceRange(start, index))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), range: SourceRange(start, index))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), range: SourceRange(start, index))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, range: SourceRange(start, index))
        case UInt8(ascii: "'"):
            throw error(JSONMessage.singleQuotes)
        case UInt8(ascii: "/"):
            throw error(JSONMessage.comment, length: 2)
        case UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "+"):
            if startsWithWord("NaN") || startsWithWord("Infinity") || startsWithWord("+Infinity") {
                throw error(JSONMessage.nanOrInfinity, length: wordLength())
            }
            throw unexpected(nil)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw unexpected(nil)
        default:
            throw unexpected(nil)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        let pointer = literal.utf8Start
        for offset in 0..<count {
            guard index + offset < bytes.count, bytes[index + offset] == pointer[offset] else {
                throw unexpected(nil, length: max(1, wordLength()))
            }
        }
        index += count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
            if startsWithWord("Infinity") { throw JSONSyntaxError(JSONMessage.nanOrInfinity, at: SourceRange(start, index + 8)) }
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw index < bytes.count ? error(JSONMessage.digitExpected) : JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index))
        }
        var integer: Int64 = 0
        var digitCount = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw JSONSyntaxError(JSONMessage.leadingZero, at: SourceRange(start, index + 1))
            }
            digitCount = 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                if digitCount < 18 { integer = integer &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0")) }
                digitCount += 1
                index += 1
            }
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw digitError() }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw digitError() }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if isInteger, digitCount <= 18 {
            // Exact fast path: at most 18 digits always fits in Int64.
            let value = negative ? -integer : integer
            return JSONNumber(double: Double(value), integer: value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let double = Double(text) ?? (negative ? -.infinity : .infinity)
        return JSONNumber(double: double, integer: isInteger ? Int64(text) : nil)
    }

    private func digitError() -> JSONSyntaxError {
        index < bytes.count ? error(JSONMessage.digitExpected) : JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index))
    }

    /// Reads a string starting at its opening quote; leaves the index after the closing one.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let openingQuote = index
        index += 1
        let contentStart = index
        // Fast path: no escapes and plain ASCII, the common case for keys and ids.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            index += 1
        }
        return try parseStringSlowPath(openingQuote: openingQuote, contentStart: contentStart)
    }

    private mutating func parseStringSlowPath(openingQuote: Int, contentStart: Int) throws(JSONSyntaxError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(index - contentStart + 16)
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &decoded)
            case 0..<0x20:
                throw error(JSONMessage.controlCharacter(byte))
            case 0x20..<0x80:
                decoded.append(byte)
                index += 1
            default:
                let length = try validUTF8SequenceLength(at: index)
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                index += length
            }
        }
        throw JSONSyntaxError(JSONMessage.unterminatedString, at: SourceRange(openingQuote, openingQuote + 1))
    }

    private mutating func parseEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index)) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): decoded.append(0x22)
        case UInt8(ascii: "\\"): decoded.append(0x5C)
        case UInt8(ascii: "/"): decoded.append(0x2F)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            let first = try parseHex4(escapeStart: escapeStart)
            var scalarValue = UInt32(first)
            if (0xD800...0xDBFF).contains(first) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(JSONMessage.loneSurrogate, at: SourceRange(escapeStart, index))
                }
                let secondStart = index
                index += 2
                let second = try parseHex4(escapeStart: secondStart)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw JSONSyntaxError(JSONMessage.loneSurrogate, at: SourceRange(escapeStart, index))
                }
                scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(first) {
                throw JSONSyntaxError(JSONMessage.loneSurrogate, at: SourceRange(escapeStart, index))
            }
            // Every value reaching here is a valid scalar: surrogates were handled above.
            let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
            decoded.append(contentsOf: UTF8.encode(scalar)!)
        default:
            index -= 1
            let length = byte >= 0x80 ? ((try? validUTF8SequenceLength(at: index)) ?? 1) : 1
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
            throw JSONSyntaxError(JSONMessage.invalidEscape(text), at: SourceRange(escapeStart, index + length))
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw JSONSyntaxError(JSONMessage.invalidUnicodeEscape, at: SourceRange(escapeStart, index + (index < bytes.count ? 1 : 0)))
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `position` (RFC 3629: no overlong
    /// forms, no surrogates, nothing above U+10FFFF), or a `json-syntax` error there.
    private func validUTF8SequenceLength(at position: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[position]
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upperBound = 0x9F
        case 0xF0: length = 4; lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upperBound = 0x8F
        default: throw JSONSyntaxError(JSONMessage.invalidUTF8, at: SourceRange(position, position + 1))
        }
        for offset in 1..<length {
            let next = position + offset
            guard next < bytes.count else { throw JSONSyntaxError(JSONMessage.invalidUTF8, at: SourceRange(position, next)) }
            let byte = bytes[next]
            let low = offset == 1 ? lowerBound : 0x80
            let high = offset == 1 ? upperBound : 0xBF
            guard byte >= low, byte <= high else { throw JSONSyntaxError(JSONMessage.invalidUTF8, at: SourceRange(position, next + 1)) }
        }
        return length
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func startsWithWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// The length of the run of letters, digits and signs at the index, so an error can
    /// underline a whole bad word such as `True` or `undefined`.
    private func wordLength() -> Int {
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            let isWordByte = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || isDigit(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            guard isWordByte else { break }
            end += 1
        }
        return end - index
    }

    private func error(_ message: String, length: Int = 1) -> JSONSyntaxError {
        JSONSyntaxError(message, at: SourceRange(index, min(index + length, bytes.count)))
    }

    /// An error at the current byte that names what was found there.
    private func unexpected(_ expectation: String?, length: Int = 1) -> JSONSyntaxError {
        guard index < bytes.count else { return JSONSyntaxError(JSONMessage.unexpectedEnd, at: .at(index)) }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") { return error(JSONMessage.comment, length: 2) }
        if byte >= 0x80, (try? validUTF8SequenceLength(at: index)) == nil { return error(JSONMessage.invalidUTF8) }
        let found = describeByte(at: index)
        if let expectation { return error("\(expectation), found \(found)", length: length) }
        return error(JSONMessage.unexpectedCharacter(found), length: length)
    }

    private func describeByte(at position: Int) -> String {
        let byte = bytes[position]
        if byte < 0x20 || byte == 0x7F {
            let hex = String(byte, radix: 16, uppercase: true)
            return "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
        }
        if byte < 0x80 {
            let word = wordLength()
            if word > 1 {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + min(word, 20))]), as: UTF8.self)
                return "'\(text)'"
            }
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        let length = (try? validUTF8SequenceLength(at: position)) ?? 1
        return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self))'"
    }
}
