/// Swift names made from design-system names (theme names, style group names), which the
/// token format allows to be any string: `high-contrast` becomes `highContrast` (or
/// `HighContrast` for a type), a leading digit gets a prefix, and a keyword is backquoted.
enum SwiftNames {
    /// `lowerCamelCase` for a property or case; nil when nothing of the name is left.
    static func member(_ name: String) -> String? {
        guard let camel = camelCase(name, upperFirst: false) else { return nil }
        return keywords.contains(camel) ? "`" + camel + "`" : camel
    }

    /// `UpperCamelCase` for a nested type.
    static func type(_ name: String) -> String? {
        guard let camel = camelCase(name, upperFirst: true) else { return nil }
        // `Type` and `Self` cannot name a nested type even in backquotes.
        return ["Type", "Self", "Protocol", "Any"].contains(camel) ? camel + "Group" : camel
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

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "super", "throws", "true", "try", "any", "some",
    ]
}
