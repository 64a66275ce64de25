/// Where a spec's offset-free `highlights` entries land in its message, in one locale: the
/// one answer both the generated code (which styles those runs) and `highlight-not-found`
/// (which reports entries that style nothing) read, so lint and output cannot disagree.
///
/// Works on atoms, a character of literal text or a whole placeholder, so entries match the
/// message as displayed (tags removed, placeholders compared by name) before any value is
/// substituted: a parameter value can never move or fake a highlight. Each entry, in order,
/// takes its first occurrence that no markup span and no earlier entry styles yet; a text
/// has one style per character, so an occurrence overlapping a styled run cannot be used.
/// An entry with no free occurrence loses nothing when one occurrence already has its
/// style throughout (`<accent>history</accent>` and the entry `history`, `accent`).
public struct HighlightPlacement: Sendable {
    /// A character of literal text or a whole placeholder. An ASCII character that is a
    /// Character on its own is `ascii`, every other Character `character`: one form per
    /// Character, so comparing atoms compares Characters, and ASCII text is split into atoms
    /// by its bytes without the cost of finding Character boundaries.
    public enum Atom: Sendable, Hashable {
        case ascii(UInt8)
        case character(Character)
        case placeholder(String)

        /// The atom's text; empty for a placeholder.
        public var literal: String {
            switch self {
            case .ascii(let byte): String(UnicodeScalar(byte))
            case .character(let character): String(character)
            case .placeholder: ""
            }
        }
    }

    /// What styles an atom, and where the style came from.
    public enum Styling: Sendable, Hashable {
        case plain
        /// A `<style>…</style>` span of the message.
        case markup(style: String)
        /// The `highlights` entry at this index.
        case highlight(index: Int, style: String)

        public var style: String? {
            switch self {
            case .plain: nil
            case .markup(let style), .highlight(_, let style): style
            }
        }
    }

    /// What became of one `highlights` entry.
    public enum Outcome: Sendable, Hashable {
        /// It styles these atoms of the message.
        case placed(Range<Int>)
        /// No occurrence is free, but these atoms of one already have the entry's style
        /// (from markup or an earlier entry): nothing is lost, nothing is added.
        case alreadyStyled(Range<Int>)
        /// It has no atoms: it highlights nothing.
        case empty
        /// It does not occur in the message.
        case notFound
        /// It occurs, but each occurrence overlaps a run already styled; `first` says what
        /// styles the first occurrence.
        case covered(first: Styling)
    }

    /// The message's atoms with their styles once every entry is placed.
    public private(set) var atoms: [(atom: Atom, styling: Styling)]
    /// One outcome per entry, in order.
    public private(set) var outcomes: [Outcome]

    /// Places `highlights` (texts in the message's locale, with their styles) in `message`.
    public init(message: DialogText, highlights: [(text: DialogText, style: String)]) {
        atoms = Self.atoms(of: message).map { ($0.atom, $0.style.map { Styling.markup(style: $0) } ?? .plain) }
        outcomes = []
        // With many entries, each entry's first occurrence comes from an index of the message
        // built once: searching the message per entry made thousands of entries quadratic.
        let occurrences = SubstringIndex<Atom>.worthBuilding(forLookups: highlights.count) ? SubstringIndex(atoms.map(\.atom)) : nil
        for (index, highlight) in highlights.enumerated() {
            let wanted = Self.atoms(of: highlight.text).map(\.atom)
            guard !wanted.isEmpty else {
                outcomes.append(.empty)
                continue
            }
            var firstCover: Styling?
            var sameStyle: Range<Int>?
            var placed: Range<Int>?
            // The scan below places an entry at its first occurrence when that is unstyled:
            // found from the index, the same place without the scan.
            if let start = occurrences?.firstOccurrence(of: wanted) {
                let range = start..<start + wanted.count
                if atoms[range].allSatisfy({ $0.styling == .plain }) { placed = range }
            } else if occurrences != nil {
                outcomes.append(.notFound)
                continue
            }
            if placed == nil, wanted.count <= atoms.count {
                for start in 0...(atoms.count - wanted.count) where atoms[start].atom == wanted[0] {
                    let range = start..<start + wanted.count
                    guard zip(atoms[range], wanted).allSatisfy({ $0.atom == $1 }) else { continue }
                    if let styled = atoms[range].first(where: { $0.styling != .plain }) {
                        if firstCover == nil { firstCover = styled.styling }
                        if sameStyle == nil, atoms[range].allSatisfy({ $0.styling.style == highlight.style }) { sameStyle = range }
                        continue
                    }
                    placed = range
                    break
                }
            }
            if let placed {
                for position in placed { atoms[position].styling = .highlight(index: index, style: highlight.style) }
                outcomes.append(.placed(placed))
            } else if let sameStyle {
                outcomes.append(.alreadyStyled(sameStyle))
            } else {
                outcomes.append(firstCover.map { .covered(first: $0) } ?? .notFound)
            }
        }
    }

    /// A text's atoms with the markup style of each.
    public static func atoms(of text: DialogText) -> [(atom: Atom, style: String?)] {
        var atoms: [(atom: Atom, style: String?)] = []
        for piece in text.pieces {
            switch piece.kind {
            case .literal(let literal):
                // Without a carriage return (`\r\n` is one Character), every ASCII byte is one.
                if literal.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
                    for byte in literal.utf8 { atoms.append((.ascii(byte), piece.highlight)) }
                } else {
                    for character in literal { atoms.append((atom(character), piece.highlight)) }
                }
            case .placeholder(let name):
                atoms.append((.placeholder(name), piece.highlight))
            }
        }
        return atoms
    }

    private static func atom(_ character: Character) -> Atom {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return .ascii(byte) }
        return .character(character)
    }
}
