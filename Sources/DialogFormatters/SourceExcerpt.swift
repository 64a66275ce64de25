import DialogDiagnostics

/// The two lines under a text diagnostic's header: the source line, and the caret line that
/// marks the location in it.
///
/// The caret line is built so it lines up on screen, not just in scalars: before the caret,
/// a tab in the source is copied as a tab and every other scalar becomes as many spaces as
/// the cells it takes (`TerminalCells`). The marker is `^` under the start column, widened
/// with `~` across the rest of a range that ends on the same line. A range that runs onto
/// later lines gets the `^` alone, since the line shown cannot show where it ends.
///
/// A line longer than `SourceLineExcerpt.widestLine` scalars arrives cut to a window around
/// the start column (the location holds only that much); `…` marks where it was cut, so
/// one finding prints one screen line rather than the whole file.
struct SourceExcerpt: Equatable {
    /// The source line, with control characters made visible.
    var sourceLine: String
    /// White space that brings the marker under the start column.
    var padding: String
    /// `^` followed by any `~`.
    var marker: String

    init(location: SourceLocation, sourceLine excerpt: SourceLineExcerpt) {
        let scalars = Array(excerpt.text.unicodeScalars)
        let startIndex = max(location.start.column - excerpt.firstColumn, 0)
        let endIndex: Int? =
            location.end.line == location.start.line ? max(location.end.column - excerpt.firstColumn, startIndex) : nil

        // The `…` that marks a cut takes one cell. (Built as bytes: appending a string per
        // column was most of the cost of rendering a finding.)
        var padding: [UInt8] = excerpt.isCutBefore ? [0x20] : []
        for index in 0..<startIndex {
            guard index < scalars.count else {
                padding.append(0x20)  // a column past the end of the line, such as end of file
                continue
            }
            let scalar = scalars[index]
            if scalar == "\t" {
                padding.append(0x09)
            } else {
                padding.append(contentsOf: repeatElement(0x20, count: TerminalCells.width(of: scalar)))
            }
        }

        // The caret covers the whole of the first scalar's cells, then `~` the rest of the range.
        var marker = "^"
        let rangeEnd = min(endIndex ?? startIndex + 1, scalars.count)
        if startIndex < scalars.count {
            let firstCells = max(TerminalCells.width(of: scalars[startIndex]), 1)
            marker += String(repeating: "~", count: firstCells - 1)
            if startIndex + 1 < rangeEnd {
                marker += String(repeating: "~", count: TerminalCells.width(of: scalars[(startIndex + 1)..<rangeEnd]))
            }
        }

        self.sourceLine = (excerpt.isCutBefore ? "…" : "") + TextSanitizer.printable(excerpt.text) + (excerpt.isCutAfter ? "…" : "")
        self.padding = String(decoding: padding, as: UTF8.self)
        self.marker = marker
    }
}

/// Makes text safe to write to a terminal: a diagnostic quotes user input, and a control
/// character in it (an escape sequence above all) must not reach the terminal raw.
public enum TextSanitizer {
    /// C0 controls other than tab become their Control Pictures (`\u{1B}` shows as `␛`), DEL
    /// becomes `␡` and C1 controls `�`. One scalar is replaced by one, so columns still count.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsReplacement(scalar) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: result.append("\u{2421}")
            default: result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    /// A whole report made safe line by line: its line feeds kept, everything else as
    /// `printable` makes it.
    public static func printableLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && needsReplacement($0) }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { printable(String($0)) }.joined(separator: "\n")
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
