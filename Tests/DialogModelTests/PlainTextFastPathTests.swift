@testable import DialogModel
import Testing

/// `TextMarkupParser.parse` skips the tokenizer for texts without `{`, `}` or `<`; what it
/// returns must be exactly what the full passes return.
@Suite struct PlainTextFastPathTests {
    static let plainTexts = [
        "", "Delete this timer?", "a > b, and c >= d", "Line one\nline two", "삭제할까요?", "Café, naïve, e\u{301}",
        "👩‍👩‍👧 family 🇰🇷", "  spaced  ", "tab\tseparated", "\u{200B}zero width",
    ]

    @Test(arguments: plainTexts)
    func plainPathEqualsTheFullPasses(_ raw: String) {
        let plain = TextMarkupParser.parsePlain(raw)
        let full = TextMarkupParser.parseMarkup(raw)
        #expect(plain.text == full.text)
        #expect(plain.problems == full.problems)
        #expect(TextMarkupParser.parse(raw).text == full.text)
        // Byte-identical, not only equal as Strings (which compare canonically).
        #expect(plain.text.pieces.map(\.literalBytes) == full.text.pieces.map(\.literalBytes))
    }

    @Test func markupStillTakesTheFullPasses() {
        let (text, problems) = TextMarkupParser.parse("Join <accent>{team}</accent>}")
        #expect(text.highlights.count == 1)
        #expect(problems.count == 1)
    }
}

extension TextPiece {
    fileprivate var literalBytes: [UInt8]? {
        if case .literal(let literal) = kind { return Array(literal.utf8) }
        return nil
    }
}
