import DialogModel
import Testing

@Suite struct PseudoLocaleTests {
    @Test(arguments: ["en-XA", "en-xa", "EN_XA"])
    func theIdentifierIsReadInAnyCase(_ identifier: String) {
        #expect(PseudoLocale(identifier: identifier) == .accented)
    }

    @Test(arguments: ["en", "en-X", "en-XAB", "ar-XB", ""])
    func otherLocalesAreNotPseudo(_ identifier: String) {
        #expect(PseudoLocale(identifier: identifier) == nil)
    }

    /// Letters accented, brackets, about 40% longer; placeholders, spans and escaped braces
    /// kept; and the markup it writes is what the parser reads back.
    @Test func aWholeTextIsAccentedLengthenedAndBracketed() {
        let source = TextMarkupParser.parse("Delete {count} <accent>alarms</accent> {{now}}?").text
        let pseudo = PseudoLocale.accented.text(from: source)
        #expect(pseudo.plainText.hasPrefix("[Ďéľéţé {count} áľáŕmš {ñöŵ}?"))
        #expect(pseudo.plainText.hasSuffix("]"))
        #expect(pseudo.placeholders == ["count"])
        #expect(pseudo.pieces.compactMap(\.highlight) == ["accent"])
        let length = Double(pseudo.plainText.unicodeScalars.count), sourceLength = Double(source.plainText.unicodeScalars.count)
        #expect(length >= sourceLength * 1.4 && length < sourceLength * 1.4 + 8, "\(pseudo.plainText)")
        let reparsed = TextMarkupParser.parse(pseudo.raw)
        #expect(reparsed.problems.isEmpty)
        #expect(reparsed.text == pseudo, "\(pseudo.raw)")
    }

    /// A fragment (a `highlights` entry) is accented only, so it is still found in the
    /// whole text it highlights.
    @Test func aFragmentIsOnlyAccented() {
        let whole = PseudoLocale.accented.text(from: TextMarkupParser.parse("Your alarms go too.").text)
        let fragment = PseudoLocale.accented.text(from: TextMarkupParser.parse("alarms").text, whole: false)
        #expect(fragment.plainText == "áľáŕmš")
        #expect(whole.plainText.contains(fragment.plainText))
    }

    /// Text with no Latin letters (Korean) still gets its brackets and padding.
    @Test func textWithoutLatinLettersIsLengthenedToo() {
        let pseudo = PseudoLocale.accented.text(from: TextMarkupParser.parse("이 타이머를 삭제할까요?").text)
        #expect(pseudo.plainText.hasPrefix("[이 타이머를 삭제할까요? "))
        #expect(pseudo.plainText.hasSuffix("]"))
    }
}
