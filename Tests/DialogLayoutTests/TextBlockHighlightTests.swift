import DialogModel
import DialogTestSupport
import Testing

@testable import DialogLayout

/// With more than a few `highlights` entries the layout finds each one's first occurrence
/// in the message's scalars through an index. Here it is compared with searching every
/// position from the start, on generated messages and entries over a few words.
@Suite struct TextBlockHighlightTests {
    static let words = ["ab", "b", "a", "{n}", "<s>a</s>", "é", "e\u{301}", " "]

    @Test func indexedHighlightsAgreeWithSearchingFromTheStart() {
        var random = SplitMix64(seed: 0x7B10)
        for _ in 0..<1_000 {
            let message = TextMarkupParser.parse((0..<random.below(30)).map { _ in Self.words[random.below(Self.words.count)] }.joined()).text
            let highlights = (0..<(9 + random.below(12))).map { number in
                let words = Self.words.filter { !$0.hasPrefix("<") }
                let text = (0..<(1 + random.below(3))).map { _ in words[random.below(words.count)] }.joined()
                return (needle: TextMarkupParser.parse(text).text, style: "h\(number)")
            }
            var block = TextBlock(message)
            let scalars = block.scalars
            // The markup spans, then each entry at its first occurrence from the start; all
            // sorted by start, ties in the order they were added.
            var expected = block.spans.map { (start: $0.range.lowerBound, span: "\($0.style)@\($0.range)") }
            for highlight in highlights {
                let target = TextBlock(highlight.needle).scalars
                guard !target.isEmpty, target.count <= scalars.count,
                    let start = (0...(scalars.count - target.count)).first(where: { Array(scalars[$0..<($0 + target.count)]) == target })
                else { continue }
                expected.append((start, "\(highlight.style)@\(start..<(start + target.count))"))
            }
            let sortedExpected = expected.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element.span)
            block.addHighlights(highlights)
            #expect(block.spans.map { "\($0.style)@\($0.range)" } == sortedExpected, "\(message.raw)")
        }
    }
}
