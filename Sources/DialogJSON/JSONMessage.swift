/// The wording of every parser message, in one place. Each says what is wrong and what
/// would fix it; `found` arguments come from `JSONScanner.describeFound(at:)`.
enum JSONMessage {
    // MARK: Duplicate keys (not syntax errors: the document still has a value)

    static func duplicateKey(_ key: String) -> String {
        "duplicate key '\(key)'; remove one of the two or merge them"
    }
    static func firstOccurrence(_ key: String) -> String { "'\(key)' first appears here" }

    // MARK: The file as a whole

    static let emptyFile = "the file is empty; a JSON document needs one value, such as an object '{ ... }'"
    static let onlyWhitespace = "the file holds only white space; a JSON document needs one value, such as an object '{ ... }'"
    static func otherEncoding(_ encoding: String, evidence: String) -> String {
        "the file is \(encoding) (\(evidence)); save it as UTF-8"
    }
    static func extraData(_ found: String) -> String {
        "unexpected \(found) after the end of the JSON value; a file holds exactly one value, so remove it or wrap all the values in an array '[...]'"
    }
    static func tooDeep(_ limit: Int) -> String { "nesting deeper than \(limit) levels; flatten the structure" }
    static func unclosed(_ container: String, closer: Character) -> String {
        "the file ends before this \(container) is closed; add the missing '\(closer)'"
    }

    // MARK: Structure

    static let trailingCommaObject = "trailing comma before '}'; remove the comma"
    static let trailingCommaArray = "trailing comma before ']'; remove the comma"
    static func unquotedKey(_ word: String) -> String {
        "object keys must be strings in double quotes; write \"\(word)\""
    }
    static func keyExpected(_ found: String, orClosing: Bool) -> String {
        orClosing ? "expected a key in double quotes or '}', found \(found)" : "expected a key in double quotes after ',', found \(found)"
    }
    static func missingColon(after key: String) -> String {
        "missing ':' after the key \"\(key)\"; add it between the key and its value"
    }
    static func colonExpected(after key: String, found: String) -> String {
        "expected ':' after the key \"\(key)\", found \(found)"
    }
    static let missingCommaInArray = "missing ',' between array elements; add a comma before this element"
    static let missingCommaInObject = "missing ',' between object members; add a comma before this key"
    static func commaOrClosingExpected(_ closer: Character, in container: String, found: String) -> String {
        "expected ',' or '\(closer)' after \(container == "array" ? "an array element" : "an object member"), found \(found)"
    }
    static func mismatchedCloser(_ found: Character, opener: Character, line: Int) -> String {
        "found '\(found)', but the '\(opener)' opened on line \(line) is still open; close it with '\(opener == "[" ? "]" : "}")' first"
    }
    static func valueExpected(_ found: String, after context: String?) -> String {
        let what = "expected a value (an object, array, string, number, true, false or null)"
        guard let context else { return "\(what), found \(found)" }
        return "\(what) \(context), found \(found)"
    }
    static func extraComma(after context: String) -> String {
        "expected a value \(context), found ','; remove the extra comma"
    }

    // MARK: Mistakes borrowed from other languages

    static let comment = "comments are not allowed in JSON; remove the comment, or keep the text in a \"$comment\" key"
    static let singleQuotes = "strings must be in double quotes; replace the single quotes with '\"'"
    static func curlyQuote(_ quote: String) -> String {
        "curly quote '\(quote)' cannot delimit a JSON string; use the straight double quote '\"'"
    }
    static func wrongCaseLiteral(_ word: String, _ literal: String) -> String {
        "'\(word)' is not JSON; literals are lowercase: write \(literal)"
    }
    static func notJSONNull(_ word: String) -> String { "'\(word)' is not JSON; write null" }
    static func truncatedLiteral(_ word: String, _ literal: String) -> String {
        "unexpected '\(word)'; did you mean \(literal)?"
    }
    static func unquotedString(_ word: String) -> String {
        "unexpected '\(word)'; strings must be in double quotes: write \"\(word)\""
    }
    static func notANumber(_ word: String) -> String {
        "'\(word)' is not a JSON number (JSON has no NaN or infinity); use null or a string instead"
    }
    static func invalidWhitespace(_ description: String) -> String {
        "\(description) is not allowed between JSON values; only spaces, tabs and line breaks are"
    }

    // MARK: Numbers

    static func leadingZero(_ literal: String, _ corrected: String) -> String {
        "numbers may not have leading zeros; write \(corrected) instead of \(literal)"
    }
    static let hexadecimal = "hexadecimal numbers are not allowed in JSON; write the number in decimal"
    static let plusSign = "a number may not start with '+'; remove the plus sign"
    static func leadingDecimalPoint(_ literal: String) -> String {
        "a number must start with a digit; write 0\(literal) instead of \(literal)"
    }
    static let minusWithoutDigit = "'-' must be followed by a digit"
    static func fractionDigitExpected(_ integerPart: String) -> String {
        "a decimal point must be followed by a digit; write \(integerPart).0 or \(integerPart)"
    }
    static let exponentDigitExpected = "an exponent must have digits, such as 1e3; add them or remove the 'e'"
    static let numberTooLarge = "number too large: it is beyond the range of a 64-bit floating-point value (about 1.8e308)"

    // MARK: Strings

    static let unterminatedString = "unterminated string; add the closing '\"'"
    static func controlCharacter(_ name: String, escape: String) -> String {
        "\(name) is not allowed inside a string; write it as \(escape), or close the string with '\"' if it was meant to end"
    }
    static let allowedEscapes = "JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX (write '\\\\' for a backslash)"
    static func invalidEscape(_ text: String) -> String {
        "invalid escape '\\\(text)'; \(allowedEscapes)"
    }
    static func invalidEscape(followedBy description: String) -> String {
        "invalid escape: a backslash followed by \(description); \(allowedEscapes)"
    }
    static let invalidUnicodeEscape = "'\\u' must be followed by four hexadecimal digits, such as \\u00E9"
    static func loneHighSurrogate(_ escape: String) -> String {
        "lone high surrogate '\(escape)'; it must be followed by a low surrogate escape \\uDC00-\\uDFFF, or write the character itself"
    }
    static func loneLowSurrogate(_ escape: String) -> String {
        "lone low surrogate '\(escape)'; it must follow a high surrogate escape \\uD800-\\uDBFF, or write the character itself"
    }

    // MARK: Encoding

    static func invalidUTF8(_ detail: String, mayBeLatin1: Bool) -> String {
        let advice = mayBeLatin1 ? "the file may be in Latin-1 or Windows-1252: save it as UTF-8" : "save the file as UTF-8"
        return "invalid UTF-8: \(detail); \(advice)"
    }
}
