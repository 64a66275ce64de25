@testable import DialogEmit
import DialogModel
import DialogTestSupport
import Testing

/// With more than a few `highlights` entries `TextSegments` finds each one's first
/// occurrence through an index and searches on only when that occurrence is already styled.
/// Here it is compared with searching every position from the start, on generated messages
/// of markup spans and placeholders and generated entries that often overlap each other.
@Suite struct TextSegmentsHighlightTests {
    static let words = ["ab", "b", "a", "{n}", "<s>a</s>", "é", "e\u{301}", " "]

    @Test func indexedHighlightsAgreeWithSearchingFromTheStart() {
        var random = SplitMix64(seed: 0x5E61)
        for _ in 0..<1_000 {
            let message = TextMarkupParser.parse((0..<random.below(30)).map { _ in Self.words[random.below(Self.words.count)] }.joined()).text
            let highlights = (0..<(9 + random.below(12))).map { number in
                let words = Self.words.filter { !$0.hasPrefix("<") }
                let text = (0..<(1 + random.below(3))).map { _ in words[random.below(words.count)] }.joined()
                return (text: TextMarkupParser.parse(text).text, style: "h\(number)")
            }
            let segments = TextSegments(message, highlights: highlights)
            #expect(Self.styles(of: segments) == Self.searchedFromTheStart(message, highlights), "\(message.raw)")
        }
    }

    /// Each character or placeholder of the segments with its style.
    static func styles(of segments: TextSegments) -> [String] {
        segments.segments.flatMap { segment in
            segment.parts.flatMap { part -> [String] in
                switch part {
                case .literal(let text): text.map { "\($0)|\(segment.style ?? "")" }
                case .placeholder(let name): ["{\(name)}|\(segment.style ?? "")"]
                }
            }
        }
    }

    /// The rule read directly: each highlight at the first position, from the start, where
    /// it occurs and none of its atoms is styled yet.
    static func searchedFromTheStart(_ text: DialogText, _ highlights: [(text: DialogText, style: String)]) -> [String] {
        enum Atom: Equatable {
            case character(Character)
            case placeholder(String)
        }
        func atoms(_ text: DialogText) -> [(atom: Atom, style: String?)] {
            text.pieces.flatMap { piece -> [(atom: Atom, style: String?)] in
                switch piece.kind {
                case .literal(let literal): literal.map { (.character($0), piece.highlight) }
                case .placeholder(let name): [(.placeholder(name), piece.highlight)]
                }
            }
        }
        var styled = atoms(text)
        for highlight in highlights {
            let wanted = atoms(highlight.text).map(\.atom)
            guard !wanted.isEmpty, wanted.count <= styled.count else { continue }
            let start = (0...(styled.count - wanted.count)).first { start in
                (0..<wanted.count).allSatisfy { styled[start + $0].style == nil && styled[start + $0].atom == wanted[$0] }
            }
            guard let start else { continue }
            for index in start..<(start + wanted.count) { styled[index].style = highlight.style }
        }
        return styled.map { atom in
            switch atom.atom {
            case .character(let character): "\(character)|\(atom.style ?? "")"
            case .placeholder(let name): "{\(name)}|\(atom.style ?? "")"
            }
        }
    }
}
