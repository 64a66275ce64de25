import DialogEmit
import Testing

@Suite struct SwiftStringLiteralTests {
    @Test func plainTextIsQuotedAsIs() {
        #expect(SwiftStringLiteral.render("Delete this timer?") == #""Delete this timer?""#)
        #expect(SwiftStringLiteral.render("이 타이머를 삭제할까요?") == #""이 타이머를 삭제할까요?""#)
        #expect(SwiftStringLiteral.render("✉️ 👩‍💻") == "\"✉️ 👩\\u{200D}💻\"")
    }

    @Test func quotesBackslashesAndInterpolationAreEscaped() {
        #expect(SwiftStringLiteral.render(#"say "hi""#) == #""say \"hi\"""#)
        #expect(SwiftStringLiteral.render(#"\(x)"#) == #""\\(x)""#)
        #expect(SwiftStringLiteral.render(#"a\"#) == #""a\\""#)
    }

    @Test func delimitersOfOtherLiteralsAndCommentsStayPlain() {
        #expect(SwiftStringLiteral.render(##"#"x"# /* // */"##) == ##""#\"x\"# /* // */""##)
        #expect(SwiftStringLiteral.render(#"""""#) == #""\"\"\"""#)
    }

    @Test func controlsAndInvisibleScalarsAreUnicodeEscapes() {
        #expect(SwiftStringLiteral.render("a\nb\r\t\0") == #""a\nb\r\t\0""#)
        #expect(SwiftStringLiteral.render("\u{1}\u{7F}\u{85}") == #""\u{1}\u{7F}\u{85}""#)
        let bidi = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}"
        #expect(
            SwiftStringLiteral.render(bidi)
                == #""\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}""#)
        #expect(SwiftStringLiteral.render("\u{2028}\u{2029}\u{A0}\u{FEFF}\u{E000}") == #""\u{2028}\u{2029}\u{A0}\u{FEFF}\u{E000}""#)
    }

    @Test func combiningMarksAreKeptUnnormalized() {
        #expect(SwiftStringLiteral.render("e\u{301}").unicodeScalars.map(\.value) == [0x22, 0x65, 0x301, 0x22])
        // With nothing visible to draw on, a mark would draw on the quote or the escape.
        #expect(SwiftStringLiteral.render("\u{301}a") == #""\u{301}a""#)
        #expect(SwiftStringLiteral.render("\n\u{301}") == #""\n\u{301}""#)
    }

    @Test func commentTextCannotEndTheComment() {
        #expect(SwiftCommentText.lines("one\ntwo\r\nthree\u{2028}four\rfive") == ["one", "two", "three", "four", "five"])
        #expect(SwiftCommentText.lines("a\u{202E}b") == ["a\u{FFFD}b"])
    }
}
