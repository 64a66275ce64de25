import DialogDiagnostics
import DialogTestSupport
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
        #expect(location.sourceLine == SourceLineExcerpt(text: "  \"타이틀\": 1"))
    }

    @Test func columnsAgreeWithCountingFromTheLineStartAtEveryOffset() {
        // Mixed one- to four-byte scalars and every kind of line break, long enough to cross
        // many of the 64-byte blocks the scalar counts are kept for.
        let pieces = ["a", "é", "한", "😀", "\n", "\r\n", "\r", "e\u{301}", " ", "\t"]
        var random = SplitMix64(seed: 64)
        let text = (0..<2_000).map { _ in pieces[random.below(pieces.count)] }.joined()
        let file = SourceFile(path: "t", text: text)
        let bytes = Array(text.utf8)
        var (line, lineStart) = (1, 0)
        for offset in 0...bytes.count {
            if offset > 0, bytes[offset - 1] == 0x0A || (bytes[offset - 1] == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A)) {
                (line, lineStart) = (line + 1, offset)
            }
            let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            #expect([file.position(of: offset).line, file.position(of: offset).column] == [line, column], "offset \(offset)")
        }
    }

    @Test func aLocationOnALongLineHoldsOnlyTheWindowAroundIt() throws {
        // A minified file: 10,000 scalars on one line, half of them Hangul.
        let line = String(repeating: "a한", count: 5_000)
        let file = SourceFile(path: "m.json", text: line + "\n")
        let offset = 2_500 * 4  // the 5,001st scalar, an "a"
        let location = file.location(of: SourceRange(offset, offset + 1))
        #expect(location.start.column == 5_001)
        let excerpt = try #require(location.sourceLine)
        #expect(excerpt.firstColumn == 5_001 - SourceLineExcerpt.contextBefore)
        #expect(excerpt.text == String(repeating: "a한", count: SourceLineExcerpt.widestLine / 2))
        #expect(excerpt.isCutBefore && excerpt.isCutAfter)
    }

    @Test func aLongLineIsCutWhereItMustBeOnly() throws {
        let line = String(repeating: "가", count: 300)
        let file = SourceFile(path: "m.json", text: line)
        let early = try #require(file.location(of: SourceRange(6, 9)).sourceLine)
        #expect(early == SourceLineExcerpt(text: String(repeating: "가", count: 160), firstColumn: 1, isCutAfter: true))
        let late = try #require(file.location(of: SourceRange(297 * 3, 900)).sourceLine)
        #expect(late == SourceLineExcerpt(text: String(repeating: "가", count: 160), firstColumn: 141, isCutAfter: false))
        // The end of the file, a column past the last scalar.
        let end = try #require(file.location(of: .at(900)).sourceLine)
        #expect(end.firstColumn == 141 && !end.isCutAfter)
    }

    @Test func aLineOfAtMostTheWidestLineIsShownWhole() {
        let line = String(repeating: "😀", count: SourceLineExcerpt.widestLine)
        let file = SourceFile(path: "e.json", text: "{\n" + line + "\n}")
        #expect(file.location(of: SourceRange(2 + 4 * 100, 2 + 4 * 101)).sourceLine == SourceLineExcerpt(text: line))
    }

    @Test func aLineOfStrayContinuationBytesIsCutAsItIsShown() throws {
        // Two scalars by their lead bytes, but 202 once decoded (each stray byte a U+FFFD):
        // cut to the widest line, as a line that long is shown.
        let file = SourceFile(path: "t", bytes: [0x61] + Array(repeating: 0x80, count: 200) + [0x62])
        let excerpt = try #require(file.location(of: .at(0)).sourceLine)
        #expect(excerpt == SourceLineExcerpt(text: "a" + String(repeating: "\u{FFFD}", count: 159), firstColumn: 1, isCutAfter: true))
    }

    @Test func invalidUTF8IsShownAsReplacementCharacter() {
        let file = SourceFile(path: "t", bytes: [0x61, 0xFF, 0x62])
        #expect(file.lineText(1) == "a\u{FFFD}b")
        #expect(file.position(of: 2).column == 3)
    }
}
