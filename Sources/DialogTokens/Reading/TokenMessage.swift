import DialogModel

/// The wording of token-file findings, beside the reader that emits them. Each message says
/// what is wrong and what to write instead.
enum TokenMessage {
    // MARK: Structure

    static func rootNotObject(found: String) -> String {
        "a token file must be a JSON object of groups and tokens, not \(article(found)) \(found)"
    }

    static func extendsNotReference(found: String) -> String {
        "'$extends' must be a reference to another group, such as \"{button.primary}\", not \(article(found)) \(found)"
    }

    static func valueBesideChildren(_ path: String, child: String) -> String {
        "'\(path)' has a '$value' and also a child '\(child)'; a token cannot be a group: move the child into a group of its own"
    }

    static func noType(_ path: String) -> String {
        "token '\(path)' has no '$type', and no enclosing group sets one; add \"$type\" to the token or its group"
    }

    static func typeNotString(found: String) -> String {
        "'$type' must be a string such as \"color\", not \(article(found)) \(found)"
    }

    static func unknownType(_ name: String) -> String {
        "'\(name)' is not a DTCG token type; dialogc reads: \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))"
    }

    static func descriptionNotString(found: String) -> String {
        "'$description' must be a string, not \(article(found)) \(found)"
    }

    static func deprecatedNotBoolOrString(found: String) -> String {
        "'$deprecated' must be true, false or a string that says what to use instead, not \(article(found)) \(found)"
    }

    static func extensionsNotObject(found: String) -> String {
        "'$extensions' must be an object keyed by vendor (such as \"dialogc.spring\"), not \(article(found)) \(found)"
    }

    static func springOnNonTransition(_ type: TokenType?) -> String {
        "the 'dialogc.spring' extension applies to transition tokens only, and this is \(type?.withArticle ?? "an untyped") token"
    }

    static func badName(_ name: String) -> String {
        "'\(name)' is not a valid token or group name; names must be non-empty and cannot contain '{', '}' or '.'"
    }

    static func unknownReservedKey(_ key: String, onToken: Bool, allowed: [String]) -> String {
        "'\(key)' is not a property of a \(onToken ? "token" : "group"); names starting with '$' are reserved by DTCG (allowed: \(allowed.joined(separator: ", ")))"
    }

    static func notANode(_ key: String, found: String) -> String {
        "'\(key)' must be a token (an object with \"$value\") or a group (an object), not \(article(found)) \(found)"
    }

    // MARK: Values

    static func malformedAlias(_ text: String) -> String {
        "'\(text)' is not a well-formed reference; write '{group.token}' with non-empty names separated by '.'"
    }

    static func notAnObject(what: String, found: String) -> String {
        "\(what) must be written as an object, not \(article(found)) \(found)"
    }

    static func unknownMember(_ key: String, in what: String, allowed: [String]) -> String {
        "'\(key)' is not a member of \(what); allowed: \(allowed.joined(separator: ", "))"
    }

    static func missingMembers(_ keys: [String], in what: String) -> String {
        "\(what) is missing \(keys.map { "'\($0)'" }.joined(separator: ", "))"
    }

    static func notANumber(what: String, found: String) -> String {
        "\(what) must be a number, not \(article(found)) \(found)"
    }

    static func outOfRange(what: String, range: ClosedRange<Double>) -> String {
        "\(what) must be between \(number(range.lowerBound)) and \(number(range.upperBound))"
    }

    static let negativeDuration = "a duration cannot be negative"

    static let durationTooLong = "a duration is at most \(number(ValueLimits.seconds.upperBound)) seconds; write the duration of a dialog's motion, such as {\"value\": 200, \"unit\": \"ms\"}"

    static let dimensionOutOfRange =
        "a dimension is between \(number(ValueLimits.tokenMagnitude.lowerBound)) and \(number(ValueLimits.tokenMagnitude.upperBound)) points; write a length a screen can show, such as {\"value\": 16, \"unit\": \"px\"}"

    static func malformedMeasure(_ text: String, what: String, units: [String]) -> String {
        "'\(text)' is not \(what); write {\"value\": NUMBER, \"unit\": \(units.map { "\"\($0)\"" }.joined(separator: " or "))}"
    }

    static func badUnit(_ unit: String, what: String, units: [String]) -> String {
        "'\(unit)' is not a unit of \(what) dialogc reads; use \(units.map { "'\($0)'" }.joined(separator: " or "))"
    }

    static func legacyMeasure(_ text: String, what: String, replacement: String) -> String {
        "'\(text)' is the older string form of \(what); write \(replacement)"
    }

    static let malformedCubicBezier = "a cubic Bézier must be an array of four numbers [x1, y1, x2, y2]"

    static func malformedFontFamily(found: String) -> String {
        "a font family must be a name or a non-empty array of names, not \(article(found)) \(found)"
    }

    static func unknownWeightName(_ name: String) -> String {
        "'\(name)' is not a font weight name; use a number from 1 to 1000 or a DTCG name such as 'regular' or 'semi-bold'"
    }

    static func malformedColorString(_ text: String) -> String {
        "'\(text)' is not a colour; write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} or the older '#RRGGBB' / '#RRGGBBAA'"
    }

    static let writeObjectForm = "write the value in its object form"

    static func legacyColor(_ text: String) -> String {
        "'\(text)' is the older string form of a colour; write {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"\(text.prefix(7))\"}"
    }

    static let malformedHexMember = "a colour's 'hex' must be a string '#RRGGBB' (or '#RGB')"

    static func unknownColorSpace(_ name: String) -> String {
        "'\(name)' is not a DTCG colour space"
    }

    static func unsupportedColorSpace(_ space: String) -> String {
        "dialogc does not convert colour space '\(space)'; add a \"hex\" fallback, or use 'srgb', 'srgb-linear' or 'hsl'"
    }

    static let malformedComponents = "a colour's 'components' must be an array of three numbers (or \"none\")"

    static let emptyShadow = "a shadow array needs at least one shadow"

    static func insetNotBool(found: String) -> String {
        "a shadow's 'inset' must be true or false, not \(article(found)) \(found)"
    }

    // MARK: Helpers

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
