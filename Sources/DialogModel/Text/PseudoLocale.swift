/// A generated locale for finding layout problems before any translation exists
/// (docs/format/config.md, `pseudoLocales`).
///
/// Its texts are made from the default locale's. `en-XA`: letters accented, about 40%
/// longer, in brackets, so a clipped end, a missing accent or a line that grows with
/// translation shows at once. `ar-XB`: right to left, the dialog mirrored and each text in
/// brackets drawn right to left, so a row or an alignment that does not mirror shows before
/// any Arabic or Hebrew translation exists. Placeholders and highlight spans are kept as
/// they are. Only layouts, the layout rules and the catalog see a pseudo-locale; generated
/// code never contains it.
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable {
    /// `[Ďéľéţé ţĥîš ţîméŕ? öñé ţŵö]`: the accented, lengthened pseudo-locale (Android's name).
    case accented = "en-XA"
    /// `[‮Delete this timer?‬]`, drawn `[?remit siht eteleD]`: the right-to-left, mirrored
    /// pseudo-locale (Android's name). The brackets hold a right-to-left override (U+202E)
    /// and its end (U+202C), which take no width.
    case rightToLeft = "ar-XB"

    /// The base direction of the pseudo-locale's dialogs.
    public var direction: TextDirection {
        switch self {
        case .accented: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }

    /// The pseudo-locale `identifier` names, in any case and with `_` for `-`; nil for any
    /// other locale.
    public init?(identifier: String) {
        // Compared byte by byte: every layout asks this of its locale.
        func folded(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0) }
        guard let match = Self.allCases.first(where: { $0.rawValue.utf8.elementsEqual(identifier.utf8, by: { folded($0) == folded($1) }) }) else {
            return nil
        }
        self = match
    }

    /// The entry of `text` a pseudo-locale's text is made from: the default locale's (a
    /// plain string is the default locale's), else the first written.
    public static func sourceEntry(of text: LocalizedText, defaultLocale: String?) -> LocalizedText.Entry? {
        if !text.isPlainString, let defaultLocale, let entry = text.entries.first(where: { $0.locale?.value == defaultLocale }) {
            return entry
        }
        return text.entries.first
    }

    /// `source` in this pseudo-locale. A whole text gets brackets and padding words; a
    /// fragment (a `highlights` entry, found inside a whole text) gets only the accents, so
    /// it is still found in the text it highlights.
    public func text(from source: DialogText, whole: Bool = true) -> DialogText {
        if self == .rightToLeft {
            var pieces = source.pieces.map { (kind: $0.kind, highlight: $0.highlight) }
            if whole {
                pieces.insert((.literal("[\u{202E}"), nil), at: 0)
                pieces.append((.literal("\u{202C}]"), nil))
            }
            return Self.text(pieces)
        }
        var pieces: [(kind: TextPiece.Kind, highlight: String?)] = []
        var visible = 0
        for piece in source.pieces {
            switch piece.kind {
            case .literal(let literal):
                var accented = String.UnicodeScalarView()
                for scalar in literal.unicodeScalars { accented.append(Self.accents[scalar] ?? scalar) }
                visible += literal.unicodeScalars.count
                pieces.append((.literal(String(accented)), piece.highlight))
            case .placeholder(let name):
                visible += name.unicodeScalars.count + 2
                pieces.append((piece.kind, piece.highlight))
            }
        }
        if whole {
            pieces.insert((.literal("["), nil), at: 0)
            pieces.append((.literal(Self.padding(forLength: visible) + "]"), nil))
        }
        return Self.text(pieces)
    }

    /// Words to add to a text of `length` characters so that, with its two brackets, it is
    /// about 40% longer: whole words, each after a space.
    static func padding(forLength length: Int) -> String {
        let wanted = (length * 2 + 4) / 5 - 2
        var padding = ""
        var index = 0
        while padding.unicodeScalars.count < wanted {
            padding += " " + words[index % words.count]
            index += 1
        }
        return padding
    }

    /// The text of `pieces`, with `raw` its markup (braces doubled, spans as tags) and every
    /// range in it, as the markup parser would give them.
    private static func text(_ pieces: [(kind: TextPiece.Kind, highlight: String?)]) -> DialogText {
        var raw = String.UnicodeScalarView()
        var textPieces: [TextPiece] = []
        var spans: [HighlightSpan] = []
        var open: (style: String, tag: Range<Int>)?
        func closeSpan() {
            guard let span = open else { return }
            let start = raw.count
            raw.append(contentsOf: "</\(span.style)>".unicodeScalars)
            spans.append(HighlightSpan(style: span.style, openingTag: span.tag, closingTag: start..<raw.count))
            open = nil
        }
        for piece in pieces {
            if open?.style != piece.highlight {
                closeSpan()
                if let style = piece.highlight {
                    let start = raw.count
                    raw.append(contentsOf: "<\(style)>".unicodeScalars)
                    open = (style, start..<raw.count)
                }
            }
            let start = raw.count
            switch piece.kind {
            case .literal(let literal):
                for scalar in literal.unicodeScalars {
                    raw.append(scalar)
                    if scalar == "{" || scalar == "}" { raw.append(scalar) }
                }
            case .placeholder(let name):
                raw.append(contentsOf: "{\(name)}".unicodeScalars)
            }
            // Runs of literal text in one style are one piece, as the parser makes them.
            if case .literal(let literal) = piece.kind, let last = textPieces.last, case .literal(let before) = last.kind,
                last.highlight == piece.highlight, last.rawRange.upperBound == start
            {
                textPieces[textPieces.count - 1] = TextPiece(kind: .literal(before + literal), highlight: piece.highlight, rawRange: last.rawRange.lowerBound..<raw.count)
            } else {
                textPieces.append(TextPiece(kind: piece.kind, highlight: piece.highlight, rawRange: start..<raw.count))
            }
        }
        closeSpan()
        return DialogText(raw: String(raw), pieces: textPieces, highlights: spans)
    }

    /// Pseudo words for the padding, accented like the text.
    private static let words = ["öñé", "ţŵö", "ţĥŕéé", "föûŕ", "fîvé", "šîx", "šévéñ", "éîĝĥţ", "ñîñé", "ţéñ"]

    /// ASCII letters to accented ones from Latin-1 and Latin Extended-A, which the fonts of a
    /// Latin or CJK design system cover; letters with no such form stay as they are.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            ("acdeghijklnorstuwyz", "áçďéĝĥîĵķľñöŕšţûŵýž"),
            ("ACDEGHIJKLNORSTUWYZ", "ÁÇĎÉĜĤÎĴĶĽÑÖŔŠŢÛŴÝŽ"),
        ]
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (plain, accented) in pairs {
            for (from, to) in zip(plain.unicodeScalars, accented.unicodeScalars) { map[from] = to }
        }
        return map
    }()
}
