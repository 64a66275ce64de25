import DialogModel

/// A spec text in one locale as runs of one style each, ready to become Swift expressions.
///
/// Works on "atoms", a character of literal text or a whole placeholder, so the offset-free
/// `highlights` entries can be matched against the message exactly as the
/// `highlight-not-found` rule does (tags removed, placeholders compared by name) and marked
/// before any value is substituted: a parameter value can never move or fake a highlight.
struct TextSegments: Equatable {
    enum Part: Equatable {
        case literal(String)
        case placeholder(String)
    }

    struct Segment: Equatable {
        var parts: [Part]
        var style: String?
    }

    var segments: [Segment]

    private enum Atom: Hashable {
        case character(Character)
        case placeholder(String)
    }

    private struct StyledAtom {
        var atom: Atom
        var style: String?
    }

    /// The text's runs, with each of `highlights` (texts in the same locale, and their style)
    /// applied to its first occurrence whose atoms carry no style yet.
    ///
    /// With many highlights the text is indexed once (`SubstringIndex`): a highlight's first
    /// occurrence, when none of its atoms is styled yet, is the one taken; only when it is
    /// styled is the rest of the text searched.
    init(_ text: DialogText, highlights: [(text: DialogText, style: String)] = []) {
        var atoms = Self.atoms(of: text)
        let index = SubstringIndex<Atom>.worthBuilding(forLookups: highlights.count) ? SubstringIndex(atoms.map(\.atom)) : nil
        for highlight in highlights {
            let wanted = Self.atoms(of: highlight.text).map(\.atom)
            guard !wanted.isEmpty, wanted.count <= atoms.count else { continue }
            // Compared in place: a copy of the atoms per position was most of the search.
            let isUnstyledMatch = { (start: Int) in
                atoms[start..<start + wanted.count].elementsEqual(wanted) { $0.style == nil && $0.atom == $1 }
            }
            var candidates = 0...(atoms.count - wanted.count)
            if let index {
                guard let first = index.firstOccurrence(of: wanted) else { continue }
                candidates = first...candidates.upperBound
            }
            guard let match = candidates.first(where: isUnstyledMatch) else { continue }
            for index in match..<match + wanted.count { atoms[index].style = highlight.style }
        }
        segments = Self.group(atoms)
    }

    /// Whether some run is highlighted.
    var isStyled: Bool { segments.contains { $0.style != nil } }

    /// Every part in order, styles dropped.
    var allParts: [Part] { Self.merging(segments.flatMap(\.parts)) }

    private static func atoms(of text: DialogText) -> [StyledAtom] {
        text.pieces.flatMap { piece -> [StyledAtom] in
            switch piece.kind {
            case .literal(let literal): literal.map { StyledAtom(atom: .character($0), style: piece.highlight) }
            case .placeholder(let name): [StyledAtom(atom: .placeholder(name), style: piece.highlight)]
            }
        }
    }

    /// Consecutive atoms of one style as a segment, adjacent characters as one literal.
    /// Each literal grows in place: joining copies per character was quadratic in a long text.
    private static func group(_ atoms: [StyledAtom]) -> [Segment] {
        var segments: [Segment] = []
        for atom in atoms {
            if segments.isEmpty || segments[segments.count - 1].style != atom.style {
                segments.append(Segment(parts: [], style: atom.style))
            }
            switch atom.atom {
            case .character(let character): appendLiteral(String(character), to: &segments[segments.count - 1].parts)
            case .placeholder(let name): segments[segments.count - 1].parts.append(.placeholder(name))
            }
        }
        return segments
    }

    /// Adjacent literals joined into one.
    private static func merging(_ parts: [Part]) -> [Part] {
        var merged: [Part] = []
        for part in parts {
            switch part {
            case .literal(let text): appendLiteral(text, to: &merged)
            case .placeholder: merged.append(part)
            }
        }
        return merged
    }

    /// Appends `text` to the literal that ends `parts`, in place, or as a literal of its own.
    private static func appendLiteral(_ text: String, to parts: inout [Part]) {
        guard case .literal(var previous)? = parts.last else { return parts.append(.literal(text)) }
        parts.removeLast()  // so that `previous` is the string's only reference and grows in place
        previous += text
        parts.append(.literal(previous))
    }
}
