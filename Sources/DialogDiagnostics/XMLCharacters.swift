/// What XML 1.0 can carry: the one predicate behind the `control-character` rule, the check
/// of `dialogc strings export` and the check of `dialogc strings import`, so that a spec that
/// lints clean exports as XLIFF, and an import never writes what an export would refuse.
public enum XMLCharacters {
    /// Whether XML 1.0 cannot carry `scalar` at all, not even as a character reference: the
    /// C0 controls other than tab, line feed and carriage return (U+0000–U+001F), and the
    /// noncharacters U+FFFE and U+FFFF. (Lone surrogates never reach a text: the JSON parser
    /// refuses them.) DEL and the C1 controls (U+007F–U+009F) are legal XML 1.0 and pass.
    public static func isUnrepresentable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// The first character of `string` that XML 1.0 cannot carry, if any.
    public static func firstUnrepresentable(in string: String) -> Unicode.Scalar? {
        string.unicodeScalars.first(where: isUnrepresentable)
    }

    /// The character in words, for messages: `the control character U+0007`,
    /// `the noncharacter U+FFFF`.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return (scalar.value < 0x20 ? "the control character " : "the noncharacter ") + code
    }
}
