import DialogDiagnostics
import Testing

@Suite struct SourceFileTests {
    private func lineAndColumn(_ text: String, _ offset: Int) -> [Int] {
        let position = SourceFile(path: "t.json", text: text).position(of: offset)
        #expect(position.offset == min(max(offset, 0), text.utf8.count))
        return [position.line, position.column]
    }

    @Test func lineFeed() {
        let text = "ab\ncd\n"
        #expect(lineAndColumn(text, 0) == [1, 1])
        #expect(lineAndColumn(text, 2) == [1, 3])  // the LF belongs to line 1
        #expect(lineAndColumn(text, 3) == [2, 1])
        #expect(lineAndColumn(text, 5) == [2, 3])
        #expect(lineAndColumn(text, 6) == [3, 1])  // end of file after the last LF
    }

    @Test func carriageReturnLineFeedIsOneLineBreak() {
        let text = "ab\r\ncd"
        #expect(lineAndColumn(text, 2) == [1, 3])
        #expect(lineAndColumn(text, 3) == [1, 4])  // the LF of the CRLF
        #expect(lineAndColumn(text, 4) == [2, 1])
        #expect(SourceFile(path: "t", text: text).lineStarts == [0, 4])
    }

    @Test func loneCarriageReturnBreaksALine() {
        let text = "ab\rcd"
        #expect(lineAndColumn(text, 3) == [2, 1])
        #expect(lineAndColumn(text, 5) == [2, 3])
    }

    @Test func mixedLineBreaks() {
        // LF, CR LF, a lone CR, and a blank line between.
        let file = SourceFile(path: "t", text: "a\nb\r\n\rc")
        #expect(file.lineStarts == [0, 2, 5, 6])
        #expect((1...4).map(file.lineText) == ["a", "b", "", "c"])
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        let text = "한글a😀b"  // 3 + 3 + 1 + 4 + 1 bytes
        #expect(lineAndColumn(text, 3) == [1, 2])
        #expect(lineAndColumn(text, 6) == [1, 3])
        #expect(lineAndColumn(text, 7) == [1, 4])
        #expect(lineAndColumn(text, 11) == [1, 5])
        // A combining accent is a scalar of its own, though it draws no character.
        #expect(lineAndColumn("e\u{301}x", 3) == [1, 3])
    }

    @Test func multiByteScalarsOnLaterLines() {
        #expect(lineAndColumn("{\n  \"키\": 1\n}", 10) == [2, 7])
    }

    @Test func offsetsOutsideTheFileAreClamped() {
        #expect(lineAndColumn("ab\ncd", -4) == [1, 1])
        #expect(lineAndColumn("ab\ncd", 99) == [2, 3])
        #expect(lineAndColumn("", 0) == [1, 1])
    }

    @Test func lineTextDropsTerminatorsAndOutOfRangeLinesAreEmpty() {
        let file = SourceFile(path: "t", text: "one\r\ntwo\n")
        #expect(file.lineText(1) == "one")
        #expect(file.lineText(2) == "two")
        #expect(file.lineText(3) == "")
        #expect(file.lineText(0) == "")
        #expect(file.lineText(9) == "")
    }

    @Test func locationOfARange() {
        let file = SourceFile(path: "specs/a.json", text: "{\r\n  \"타이틀\": 1\r\n}")
        let location = file.location(of: SourceRange(5, 16))  // "타이틀" with its quotes
        #expect(location.path == "specs/a.json")
        #expect([location.start.line, location.start.column] == [2, 3])
        #expect([location.end.line, location.end.column] == [2, 8])
        #expect(location.sourceLine == "  \"타이틀\": 1")
    }

    @Test func invalidUTF8IsShownAsReplacementCharacter() {
        let file = SourceFile(path: "t", bytes: [0x61, 0xFF, 0x62])
        #expect(file.lineText(1) == "a\u{FFFD}b")
        #expect(file.position(of: 2).column == 3)
    }
}
