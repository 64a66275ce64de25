import DialogDiagnostics

/// Building syntax errors: each names what was found, points at the byte that is wrong, and
/// recognises the usual mistakes (comments, single quotes, Python and JavaScript literals,
/// another encoding) so the message can say what to write instead. None of this runs
/// unless the input is already known to be wrong.
extension JSONScanner {
    // MARK: Positions

    /// An error at the current index, `length` bytes long (clipped to the input).
    func error(_ message: String, length: Int = 1) -> JSONSyntaxError {
        JSONSyntaxError(message, at: SourceRange(index, min(index + length, count)))
    }

    /// The 1-based line of an offset (LF, CRLF and a lone CR each end a line).
    func line(of offset: Int) -> Int {
        var line = 1
        var position = 0
        while position < offset {
            if bytes[position] == 0x0A || (bytes[position] == 0x0D && bytes[position + 1] != 0x0A) { line += 1 }
            position += 1
        }
        return line
    }

    // MARK: The whole file

    /// A UTF-16 or UTF-32 file, recognised by its byte order mark or by the NUL bytes
    /// that ASCII characters have in those encodings (RFC 4627 section 3).
    func otherEncodingError() -> JSONSyntaxError? {
        let bom = "it starts with a byte order mark for that encoding"
        let nulBytes = "its characters are separated by NUL bytes"
        func failure(_ encoding: String, _ evidence: String, length: Int) -> JSONSyntaxError {
            JSONSyntaxError(JSONMessage.otherEncoding(encoding, evidence: evidence), at: SourceRange(0, min(length, count)))
        }
        let first = count > 0 ? bytes[0] : 0xAA
        let second = count > 1 ? bytes[1] : 0xAA
        let thirdAndFourthAreNul = count >= 4 && bytes[2] == 0 && bytes[3] == 0
        if count >= 4, first == 0, second == 0, bytes[2] == 0xFE, bytes[3] == 0xFF { return failure("UTF-32", bom, length: 4) }
        if first == 0xFF, second == 0xFE, thirdAndFourthAreNul { return failure("UTF-32", bom, length: 4) }
        if first == 0xFE, second == 0xFF { return failure("UTF-16", bom, length: 2) }
        if first == 0xFF, second == 0xFE { return failure("UTF-16", bom, length: 2) }
        // Without a byte order mark, ASCII characters give the pattern away: UTF-32 has three
        // NUL bytes per character, UTF-16 one. Two characters must show it (or a whole
        // two-byte file), so a stray NUL in a UTF-8 file such as `[\0]` is not mistaken.
        if count >= 4, first == 0, second == 0, bytes[2] == 0, bytes[3] != 0 { return failure("UTF-32", nulBytes, length: 4) }
        if count >= 4, first != 0, second == 0, thirdAndFourthAreNul { return failure("UTF-32", nulBytes, length: 4) }
        let twoUnitsOrWholeFile = count == 2 || count >= 4
        if twoUnitsOrWholeFile, first == 0, second != 0, count == 2 || (bytes[2] == 0 && bytes[3] != 0) {
            return failure("UTF-16", nulBytes, length: 2)
        }
        if twoUnitsOrWholeFile, first != 0, second == 0, count == 2 || (bytes[2] != 0 && bytes[3] == 0) {
            return failure("UTF-16", nulBytes, length: 2)
        }
        return nil
    }

    /// The input ended inside a container: the innermost open one is what must be closed.
    func endOfInputError() -> JSONSyntaxError {
        guard let innermost = containers.last else {
            return JSONSyntaxError(JSONMessage.valueExpected("the end of the file", after: nil), at: .at(count))
        }
        let message = innermost.isObject
            ? JSONMessage.unclosed("object", closer: "}") : JSONMessage.unclosed("array", closer: "]")
        return JSONSyntaxError(message, at: SourceRange(innermost.start, innermost.start + 1))
    }

    // MARK: Mistakes that can stand anywhere

    /// The error for the byte at the index when it is a mistake that fits no position: the
    /// end of the input, a comment, a quote JSON does not use, invalid UTF-8, stray white
    /// space or a control character. Nil when the byte needs a message for its position.
    func commonMistake() -> JSONSyntaxError? {
        if index == count { return endOfInputError() }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/"):
            let next = bytes[index + 1]
            guard next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else { return nil }
            return error(JSONMessage.comment, length: commentLength(block: next == UInt8(ascii: "*")))
        case UInt8(ascii: "'"):
            return error(JSONMessage.singleQuotes)
        case 0..<0x20:
            return error(JSONMessage.invalidWhitespace(Self.controlCharacterName(byte)))
        case 0x80...:
            switch UTF8Validation.sequenceLength(in: bytes, count: count, at: index) {
            case .failure(let problem):
                return error(JSONMessage.invalidUTF8(problem.detail, mayBeLatin1: problem.mayBeLatin1), length: problem.bytes.count)
            case .success(let length):
                let character = String(decoding: UnsafeBufferPointer(start: bytes + index, count: length), as: UTF8.self)
                switch character.unicodeScalars.first!.value {
                case 0x2018, 0x2019, 0x201C, 0x201D:
                    return error(JSONMessage.curlyQuote(character), length: length)
                case let scalar where Self.isInvisible(scalar):
                    return error(JSONMessage.invalidWhitespace(Self.describeScalar(character)), length: length)
                default:
                    return nil
                }
            }
        default:
            return nil
        }
    }

    private func commentLength(block: Bool) -> Int {
        var end = index + 2
        if block {
            while end < count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            return min(end + 2, count) - index
        }
        while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return end - index
    }

    // MARK: Errors by position

    /// Where a value should start.
    func valueExpectedError(_ context: ValueContext) -> JSONSyntaxError {
        if let mistake = commonMistake() { return mistake }
        let byte = bytes[index]
        let after: String? = switch context {
        case .document: nil
        case .firstElement: "after '['"
        case .nextElement: "after ','"
        case .memberValue: "after ':'"
        }
        if Self.isWordStart(byte) { return wordError() }
        switch byte {
        case UInt8(ascii: "+"):
            let word = wordText(at: index + 1)
            if ["infinity", "inf", "nan"].contains(word.lowercased()) {
                return error(JSONMessage.notANumber("+" + word), length: 1 + word.utf8.count)
            }
            return error(JSONMessage.plusSign)
        case UInt8(ascii: "."):
            guard Self.isDigit(bytes[index + 1]) else { break }
            var end = index + 1
            while Self.isDigit(bytes[end]) || Self.isWordByte(bytes[end]) { end += 1 }
            let literal = String(decoding: UnsafeBufferPointer(start: bytes + index, count: end - index), as: UTF8.self)
            return error(JSONMessage.leadingDecimalPoint(literal), length: end - index)
        case UInt8(ascii: ","):
            if let after { return error(JSONMessage.extraComma(after: after)) }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            if let innermost = containers.last, byte != (innermost.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                return mismatchedCloserError(innermost)
            }
        default:
            break
        }
        return error(JSONMessage.valueExpected(describeFound(at: index), after: after), length: foundLength(at: index))
    }

    /// A bare word where a value should be: a literal in the wrong case, another language's
    /// null, NaN or Infinity, a cut-short literal, or an unquoted string.
    private func wordError() -> JSONSyntaxError {
        let word = wordText(at: index)
        let length = word.utf8.count
        let lowercased = word.lowercased()
        for literal in ["true", "false", "null"] {
            if lowercased == literal { return error(JSONMessage.wrongCaseLiteral(word, literal), length: length) }
        }
        if ["none", "nil", "undefined"].contains(lowercased) { return error(JSONMessage.notJSONNull(word), length: length) }
        if ["nan", "infinity", "inf"].contains(lowercased) { return error(JSONMessage.notANumber(word), length: length) }
        for literal in ["true", "false", "null"] where literal.hasPrefix(word) {
            return error(JSONMessage.truncatedLiteral(word, literal), length: length)
        }
        return error(JSONMessage.unquotedString(word), length: length)
    }

    /// Where a key should start: after `{` or after a `,` in an object.
    func keyExpectedError(afterComma: Bool) -> JSONSyntaxError {
        if let mistake = commonMistake() { return mistake }
        let byte = bytes[index]
        if Self.isWordStart(byte) {
            let word = wordText(at: index)
            return error(JSONMessage.unquotedKey(word), length: word.utf8.count)
        }
        if byte == UInt8(ascii: "]"), let innermost = containers.last { return mismatchedCloserError(innermost) }
        return error(JSONMessage.keyExpected(describeFound(at: index), orClosing: !afterComma), length: foundLength(at: index))
    }

    /// Where the `:` after a key should be.
    func colonExpectedError(after key: String) -> JSONSyntaxError {
        if let mistake = commonMistake() { return mistake }
        let shownKey = key.count > 40 ? String(key.prefix(40)) + "…" : key
        if Self.canStartValue(bytes[index]) { return error(JSONMessage.missingColon(after: shownKey)) }
        return error(JSONMessage.colonExpected(after: shownKey, found: describeFound(at: index)), length: foundLength(at: index))
    }

    /// Where a `,` or `]` should follow an array element.
    func afterElementError() -> JSONSyntaxError {
        if let mistake = commonMistake() { return mistake }
        let byte = bytes[index]
        if byte == UInt8(ascii: "}"), let innermost = containers.last { return mismatchedCloserError(innermost) }
        if Self.canStartValue(byte) { return error(JSONMessage.missingCommaInArray) }
        return error(JSONMessage.commaOrClosingExpected("]", in: "array", found: describeFound(at: index)), length: foundLength(at: index))
    }

    /// Where a `,` or `}` should follow an object member.
    func afterMemberError() -> JSONSyntaxError {
        if let mistake = commonMistake() { return mistake }
        let byte = bytes[index]
        if byte == UInt8(ascii: "]"), let innermost = containers.last { return mismatchedCloserError(innermost) }
        if byte == UInt8(ascii: "\"") { return error(JSONMessage.missingCommaInObject) }
        return error(JSONMessage.commaOrClosingExpected("}", in: "object", found: describeFound(at: index)), length: foundLength(at: index))
    }

    private func mismatchedCloserError(_ innermost: OpenContainer) -> JSONSyntaxError {
        let found: Character = bytes[index] == UInt8(ascii: "}") ? "}" : "]"
        return error(JSONMessage.mismatchedCloser(found, opener: innermost.isObject ? "{" : "[", line: line(of: innermost.start)))
    }

    // MARK: Inside strings

    func unterminatedStringError(quote: Int) -> JSONSyntaxError {
        JSONSyntaxError(JSONMessage.unterminatedString, at: SourceRange(quote, quote + 1))
    }

    func controlCharacterError(_ byte: UInt8) -> JSONSyntaxError {
        let escape = switch byte {
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0C: "\\f"
        case 0x0D: "\\r"
        default: "\\u" + Self.hex4(UInt32(byte))
        }
        return error(JSONMessage.controlCharacter(Self.controlCharacterName(byte), escape: escape))
    }

    func invalidEscapeError(at backslash: Int) -> JSONSyntaxError {
        let next = backslash + 1
        let byte = bytes[next]
        // Quote a printable letter; name anything that would not show in a message.
        if byte >= 0x21, byte < 0x7F {
            return JSONSyntaxError(JSONMessage.invalidEscape(String(UnicodeScalar(byte))), at: SourceRange(backslash, next + 1))
        }
        if byte >= 0x80, case .success(let length) = UTF8Validation.sequenceLength(in: bytes, count: count, at: next) {
            let character = String(decoding: UnsafeBufferPointer(start: bytes + next, count: length), as: UTF8.self)
            if !Self.isInvisible(character.unicodeScalars.first!.value) {
                return JSONSyntaxError(JSONMessage.invalidEscape(character), at: SourceRange(backslash, next + length))
            }
        }
        return JSONSyntaxError(JSONMessage.invalidEscape(followedBy: describeFound(at: next)), at: SourceRange(backslash, next + max(characterLength(at: next), 1)))
    }

    func surrogateError(high: Bool, at backslash: Int) -> JSONSyntaxError {
        let escape = String(decoding: UnsafeBufferPointer(start: bytes + backslash, count: 6), as: UTF8.self)
        let message = high ? JSONMessage.loneHighSurrogate(escape) : JSONMessage.loneLowSurrogate(escape)
        return JSONSyntaxError(message, at: SourceRange(backslash, backslash + 6))
    }

    /// The first ill-formed UTF-8 in `range` (which must have some).
    func invalidUTF8Error(in range: Range<Int>) -> JSONSyntaxError {
        guard let (offset, problem) = UTF8Validation.firstProblem(in: bytes, count: count, range: range) else {
            return JSONSyntaxError(JSONMessage.invalidUTF8("the string is not well-formed", mayBeLatin1: false), at: .at(range.lowerBound))
        }
        return JSONSyntaxError(
            JSONMessage.invalidUTF8(problem.detail, mayBeLatin1: problem.mayBeLatin1),
            at: SourceRange(offset, offset + problem.bytes.count))
    }
}
