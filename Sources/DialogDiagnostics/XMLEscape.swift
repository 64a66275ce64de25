/// The one escaper for XML 1.0 output: the XLIFF files of `dialogc strings export` and
/// `--format junit`. Whatever a string holds, the result is well-formed XML that a parser reads
/// back as the same text, with one exception: a character XML 1.0 cannot carry at all, not
/// even as a character reference (`XMLCharacters.isUnrepresentable`), is written as visible
/// text, `\u{1B}`. (The strings export refuses such a text before it is written, so only a
/// finding's message in JUnit can hold one.)
///
/// - `&`, `<` and `>` are always references, so spec text can start no element, entity,
///   comment, processing instruction or CDATA section, and `]]>` never appears.
/// - A carriage return is `&#13;`: a parser turns a raw one into a line feed.
/// - In an attribute value, `"` is `&quot;`, and tab, line feed and carriage return are
///   references, which attribute-value normalisation leaves as they are (it turns the raw
///   characters into spaces). `'` is written as it is: values are always double-quoted.
/// - DEL and the C1 controls are legal XML 1.0 and written as they are.
public enum XMLEscape {
    /// Character data.
    public static func text(_ string: String) -> String {
        escaped(string, inAttribute: false)
    }

    /// An attribute value, without its (double) quotes.
    public static func attribute(_ string: String) -> String {
        escaped(string, inAttribute: true)
    }

    private static func escaped(_ string: String, inAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r": output += "&#13;"
            case "\"" where inAttribute: output += "&quot;"
            case "\n" where inAttribute: output += "&#10;"
            case "\t" where inAttribute: output += "&#9;"
            default:
                if XMLCharacters.isUnrepresentable(scalar) {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
