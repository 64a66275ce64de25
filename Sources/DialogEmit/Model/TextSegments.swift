import DialogModel

/// A spec text in one locale as runs of one style each, ready to become Swift expressions.
///
/// The offset-free `highlights` entries are placed by `HighlightPlacement`, the same
/// placement `highlight-not-found` checks, before any value is substituted: a parameter
/// value can never move or fake a highlight.
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

    private struct StyledAtom {
        var atom: HighlightPlacement.Atom
        var style: String?
    }

    /// The text's runs, with each of `highlights` (texts in the same locale, and their style)
    /// applied where `HighlightPlacement` puts it.
    init(_ text: DialogText, highlights: [(text: DialogText, style: String)] = []) {
        let placement = HighlightPlacement(message: text, highlights: highlights)
        segments = Self.group(placement.atoms.map { StyledAtom(atom: $0.atom, style: $0.styling.style) })
    }

    /// Whether some run is highlighted.
    var isStyled: Bool { segments.contains { $0.style != nil } }

    /// Every part in order, styles dropped.
    var allParts: [Part] { Self.merging(segments.flatMap(\.parts)) }

    private static func group(_ atoms: [StyledAtom]) -> [Segment] {
        var segments: [Segment] = []
        for atom in atoms {
            let part: Part
            switch atom.atom {
            case .ascii, .character: part = .literal(atom.atom.literal)
            case .placeholder(let name): part = .placeholder(name)
            }
            if let last = segments.last, last.style == atom.style {
                segments[segments.count - 1].parts = merging(last.parts + [part])
            } else {
                segments.append(Segment(parts: [part], style: atom.style))
            }
        }
        return segments
    }

    /// Adjacent literals joined into one.
    private static func merging(_ parts: [Part]) -> [Part] {
        var merged: [Part] = []
        for part in parts {
            if case .literal(let next) = part, case .literal(let previous)? = merged.last {
                merged[merged.count - 1] = .literal(previous + next)
            } else {
                merged.append(part)
            }
        }
        return merged
    }
}
