/// The wording of the input-rule messages shared by every decoder, in one place, so that the
/// same problem reads the same way in a spec, a config or a token file.
public enum DecodeMessage {
    public static func typeMismatch(what: String, expected: String, found: String) -> String {
        "\(what) must be \(expected), not \(article(found)) \(found)"
    }

    /// With a did-you-mean note the fix is in the note; without one, the message lists the
    /// keys that are allowed so the reader does not have to open the format.
    public static func unknownKey(_ key: String, in what: String, allowed: [String], hasSuggestion: Bool) -> String {
        if hasSuggestion { return "unknown key '\(key)' in \(what)" }
        return "unknown key '\(key)' in \(what); allowed keys: \(allowed.joined(separator: ", "))"
    }

    public static func missingKey(_ key: String, in what: String) -> String {
        "\(what) is missing required key '\(key)'"
    }

    public static func notOneOf(what: String, value: String, allowed: [String]) -> String {
        "\(what) cannot be '\(value)'; use one of: \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
    }

    public static func didYouMean(_ suggestion: String) -> String { "did you mean '\(suggestion)'?" }
    public static func renameKey(_ key: String) -> String { "rename the key to '\(key)'" }
    public static func replaceWith(_ value: String) -> String { "replace the value with '\(value)'" }

    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
