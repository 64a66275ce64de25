/// Spec text as Swift source that can only ever be data.
///
/// Texts are emitted as plain one-line `"…"` literals (never raw `#"…"#` or multi-line
/// `"""` ones), where the only ways out of "data" are a `"`, a `\` and a line break; all
/// three are escaped, so `\(` always becomes `\\(` and `#`, `"""`, `/*`, `*/` and `//` are
/// plain characters. Every scalar a reviewer could not see is written as `\u{…}` as well:
/// controls, format characters (the bidi overrides and isolates U+202A–U+202E and
/// U+2066–U+2069, U+200E/U+200F, zero-width characters, the BOM), line and paragraph
/// separators, spaces other than U+0020, private-use and unassigned scalars, and a combining
/// mark with no visible scalar before it to draw on. The literal
/// therefore reads in review exactly as it runs ("Trojan Source", CVE-2021-42574).
/// Escapes are by Unicode scalar, so the value is the same sequence of scalars, byte for byte
/// in UTF-8, with no normalization.
public enum SwiftStringLiteral {
    /// `text` as a complete literal, quotes included.
    public static func render(_ text: String) -> String {
        "\"" + escapeContents(text) + "\""
    }

    /// The inside of a literal: `text` escaped, without quotes (for interpolations).
    public static func escapeContents(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        // A combining mark at the start or after an escape would draw on the `"`, `)` or `}`
        // before it, so there it is escaped too.
        var followsVisibleScalar = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isVisible(scalar) && (followsVisibleScalar || !isCombiningMark(scalar)) {
                    result.unicodeScalars.append(scalar)
                    followsVisibleScalar = true
                    continue
                }
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            followsVisibleScalar = false
        }
        return result
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Whether a scalar may appear as itself in generated source: it draws something, or is
    /// the plain space. Marks (accents, variation selectors) draw on their base and stay.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
            .surrogate, .unassigned:
            return false
        default:
            return true
        }
    }
}

/// Prose from a spec (a `description`) made safe for a `//` or `///` comment: a line comment
/// ends at a line break, so the text is split at every line break, and invisible scalars that
/// could reorder what a reviewer sees (bidi controls and the rest `SwiftStringLiteral`
/// escapes) are replaced by U+FFFD, since a comment has no escapes.
public enum SwiftCommentText {
    public static func lines(_ text: String) -> [String] {
        var lines: [String] = [""]
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if isLineBreak(scalar) {
                // "\r\n" is one break.
                if !(scalar == "\n" && previousWasCarriageReturn) { lines.append("") }
                continue
            }
            let kept: Unicode.Scalar = SwiftStringLiteral.isVisible(scalar) || scalar == "\t" ? scalar : "\u{FFFD}"
            lines[lines.count - 1].unicodeScalars.append(kept)
        }
        return lines
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }
}
