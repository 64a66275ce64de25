/// Swift names made from design-system names (theme names, button style group and highlight
/// names), which the token format allows to be any string: `high-contrast` becomes
/// `highContrast` (or `HighContrast` for a type), a leading digit gets a prefix, and a keyword
/// is backquoted. The emitter of `DialogTokens.swift` names its declarations with these, and
/// token and config linting report names that come out empty or equal to another's
/// (`DesignSystemSwiftNames`), so the two cannot disagree.
public enum TokenSwiftNames {
    /// `lowerCamelCase` for a property or case; nil when nothing of the name is left.
    public static func member(_ name: String) -> String? {
        guard let camel = camelCase(name, upperFirst: false) else { return nil }
        return keywords.contains(camel) ? "`" + camel + "`" : camel
    }

    /// `UpperCamelCase` for a nested type.
    public static func type(_ name: String) -> String? {
        guard let camel = camelCase(name, upperFirst: true) else { return nil }
        // `Type` and `Self` cannot name a nested type even in backquotes.
        return ["Type", "Self", "Protocol", "Any"].contains(camel) ? camel + "Group" : camel
    }

    /// A theme as a case of `DialogTheme`, a property of `DialogColor` and an argument label
    /// of its initializer: `lowerCamelCase`, never backquoted, so a keyword is refused (nil)
    /// rather than escaped differently in each of those places; nil also when nothing of the
    /// name is left.
    public static func theme(_ name: String) -> String? {
        guard let camel = camelCase(name, upperFirst: false), !SwiftIdentifier.isKeyword(camel) else { return nil }
        return camel
    }

    /// Words are the runs of ASCII letters and digits; everything else separates them.
    private static func camelCase(_ name: String, upperFirst: Bool) -> String? {
        let words = name.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
            .map { String(String.UnicodeScalarView($0)) }
        guard !words.isEmpty else { return nil }
        var result = ""
        for (index, word) in words.enumerated() {
            let first = word.prefix(1)
            let capitalize = index > 0 || upperFirst
            result += (capitalize ? first.uppercased() : (index == 0 && !upperFirst ? first.lowercased() : String(first))) + word.dropFirst()
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            result = (upperFirst ? "T" : "t") + result
        }
        return result
    }

    /// The keywords a member name needs backquotes for in the positions `DialogTokens.swift`
    /// uses it (a `static let`, after a `.`).
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "super", "throws", "true", "try", "any", "some",
    ]
}
