import DialogModel
import Testing

/// Where `highlights` entries land in a message: the one placement the generated code draws
/// and `highlight-not-found` checks.
@Suite struct HighlightPlacementTests {
    private func place(_ message: String, _ highlights: [(String, String)]) -> [HighlightPlacement.Outcome] {
        let texts = highlights.map { (text: TextMarkupParser.parse($0.0).text, style: $0.1) }
        return HighlightPlacement(message: TextMarkupParser.parse(message).text, highlights: texts).outcomes
    }

    @Test func entriesTakeTheirFirstFreeOccurrence() {
        #expect(place("a cat and a cat", [("cat", "accent"), ("cat", "danger")]) == [.placed(2..<5), .placed(12..<15)])
    }

    @Test func placeholdersMatchByName() {
        #expect(place("Hi {name}!", [("{name}", "accent")]) == [.placed(3..<4)])
        // Literal braces are text, not a placeholder.
        #expect(place("Hi {{name}}!", [("{name}", "accent")]) == [.notFound])
    }

    @Test func anEntryInsideAMarkupSpanIsCovered() {
        #expect(place("<danger>{name}</danger> left", [("{name}", "accent")]) == [.covered(first: .markup(style: "danger"))])
        // Crossing a span's edge is covered too: a character has one style.
        #expect(place("<danger>Kim</danger> left", [("Kim left", "accent")]) == [.covered(first: .markup(style: "danger"))])
    }

    @Test func anEntryOverlappingAnEarlierOneIsCovered() {
        #expect(place("one two three", [("one two", "accent"), ("two three", "danger")]) == [.placed(0..<7), .covered(first: .highlight(index: 0, style: "accent"))])
    }

    @Test func anEntryWhoseWordsAlreadyHaveItsStyleLosesNothing() {
        #expect(place("its <accent>history</accent>", [("history", "accent")]) == [.alreadyStyled(4..<11)])
        // A free occurrence later on is still preferred, as before.
        #expect(place("<accent>history</accent> and history", [("history", "accent")]) == [.placed(12..<19)])
    }

    @Test func emptyAndMissingEntries() {
        #expect(place("text", [("", "accent"), ("other", "accent")]) == [.empty, .notFound])
    }
}
