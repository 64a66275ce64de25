import DialogModel

/// `markup`: the text markup parser on the input read as UTF-8 (invalid bytes become U+FFFD,
/// as they would after JSON decoding rejected them; the parser sees only Swift strings).
///
/// Oracles: every piece, span and problem range lies inside the text; pieces are in order
/// and do not overlap; a placeholder's range is `{name}` in the raw text and a span's tags
/// are `<style>` and `</style>`; spans neither nest nor cross; and a text without problems,
/// written back as markup from its pieces, parses without problems to the same pieces
/// (kinds and highlights; ranges move when braces are re-escaped, and a literal that would
/// read as a tag is broken by an empty span, the only way markup can write one).
enum MarkupFuzzTarget {
    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) {
        let raw = String(decoding: bytes, as: UTF8.self)
        let (text, problems) = TextMarkupParser.parse(raw)
        let scalars = Array(raw.unicodeScalars)
        try invariant(text.raw == raw, "markup: raw text changed")
        try checkStructure(text, problems: problems, scalars: scalars)
        guard problems.isEmpty else { return }

        let rendered = render(text.pieces)
        let (again, againProblems) = TextMarkupParser.parse(rendered)
        try invariant(againProblems.isEmpty, "markup: rendering a clean text gave problems: \(againProblems.map(\.message))")
        try invariant(again.pieces.map(\.kind) == text.pieces.map(\.kind) && again.pieces.map(\.highlight) == text.pieces.map(\.highlight),
                  "markup: rendered text parses to other pieces")
        try invariant(again.plainText == text.plainText, "markup: rendered text has another plain text")
    }

    private static func checkStructure(_ text: DialogText, problems: [MarkupProblem], scalars: [Unicode.Scalar]) throws(FuzzInvariantFailure) {
        let count = scalars.count
        var previousEnd = 0
        for piece in text.pieces {
            try invariant(piece.rawRange.lowerBound >= previousEnd && piece.rawRange.upperBound <= count, "markup: piece range \(piece.rawRange) out of order or outside 0..<\(count)")
            try invariant(!piece.rawRange.isEmpty, "markup: empty piece at \(piece.rawRange.lowerBound)")
            previousEnd = piece.rawRange.upperBound
            switch piece.kind {
            case .placeholder(let name):
                let written = String(String.UnicodeScalarView(scalars[piece.rawRange]))
                try invariant(written == "{" + name + "}", "markup: placeholder '\(name)' stands over '\(written)'")
            case .literal(let literal):
                try invariant(!literal.isEmpty, "markup: empty literal piece")
            }
            if let style = piece.highlight {
                try invariant(HighlightStyleName.isValid(style), "markup: highlight style '\(style)' is not a style name")
            }
        }
        var previousSpanEnd = 0
        for span in text.highlights {
            try invariant(span.openingTag.lowerBound >= previousSpanEnd, "markup: spans overlap at \(span.openingTag.lowerBound)")
            try invariant(span.openingTag.upperBound <= span.closingTag.lowerBound && span.closingTag.upperBound <= count, "markup: span tags out of order or outside the text")
            try invariant(String(String.UnicodeScalarView(scalars[span.openingTag])) == "<\(span.style)>", "markup: opening tag of '\(span.style)' is not '<\(span.style)>'")
            try invariant(String(String.UnicodeScalarView(scalars[span.closingTag])) == "</\(span.style)>", "markup: closing tag of '\(span.style)' is not '</\(span.style)>'")
            previousSpanEnd = span.closingTag.upperBound
        }
        for problem in problems {
            try invariant(problem.scalarRange.lowerBound >= 0 && problem.scalarRange.upperBound <= count, "markup: problem range \(problem.scalarRange) outside 0..<\(count)")
            try invariant(!problem.message.isEmpty, "markup: problem without a message")
        }
    }

    /// Markup for pieces: braces in literals doubled, placeholders in braces, and a tag
    /// wherever the highlight changes.
    static func render(_ pieces: [TextPiece]) -> String {
        var output = ""
        var open: String?
        for piece in pieces {
            if piece.highlight != open {
                if let open { output += "</\(open)>" }
                if let next = piece.highlight { output += "<\(next)>" }
                open = piece.highlight
            }
            switch piece.kind {
            case .literal(let literal):
                let scalars = Array(literal.unicodeScalars)
                for (index, scalar) in scalars.enumerated() {
                    switch scalar {
                    case "{": output += "{{"
                    case "}": output += "}}"
                    case "<" where beginsTag(scalars[(index + 1)...]):
                        // The markup has no escape for `<`: a literal that reads as a tag
                        // (`<a` `</a>` around an empty span gives the text `<a>`) is written
                        // with an empty span right after its `<`, as such a text was written.
                        output += "<<e></e>"
                    default: output.unicodeScalars.append(scalar)
                    }
                }
            case .placeholder(let name):
                output += "{\(name)}"
            }
        }
        if let open { output += "</\(open)>" }
        return output
    }

    /// Whether the scalars after a `<` make it a tag: `/` optionally, a lowercase ASCII
    /// letter, ASCII letters and digits, then `>` (`TextMarkupParser`'s rule).
    private static func beginsTag(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
        var rest = rest
        if rest.first == "/" { rest = rest.dropFirst() }
        guard let head = rest.first, ("a"..."z").contains(head) else { return false }
        rest = rest.dropFirst()
        while let next = rest.first, ("a"..."z").contains(next) || ("A"..."Z").contains(next) || ("0"..."9").contains(next) {
            rest = rest.dropFirst()
        }
        return rest.first == ">"
    }
}
