import DialogModel
import Testing

@Suite struct PseudoLocaleTests {
    @Test(arguments: ["en-XA", "en-xa", "EN_XA"])
    func theIdentifierIsReadInAnyCase(_ identifier: String) {
        #expect(PseudoLocale(identifier: identifier) == .accented)
    }

    @Test(arguments: ["ar-XB", "ar-xb", "AR_XB"])
    func theRightToLeftIdentifierIsReadInAnyCase(_ identifier: String) {
        #expect(PseudoLocale(identifier: identifier) == .rightToLeft)
        #expect(TextDirection(locale: identifier) == .rightToLeft)
    }

    @Test(arguments: ["en", "en-X", "en-XAB", "ar-XBB", ""])
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

    /// `ar-XB`: the whole text bracketed, drawn right to left (an override inside the
    /// brackets, which takes no width); placeholders and spans kept, fragments unchanged so
    /// they are still found, and the markup is what the parser reads back.
    @Test func theRightToLeftPseudoLocaleBracketsAndOverrides() {
        let source = TextMarkupParser.parse("Delete {count} <accent>alarms</accent> {{now}}?").text
        let pseudo = PseudoLocale.rightToLeft.text(from: source)
        #expect(pseudo.plainText == "[\u{202E}Delete {count} alarms {now}?\u{202C}]")
        #expect(pseudo.placeholders == ["count"])
        #expect(pseudo.pieces.compactMap(\.highlight) == ["accent"])
        #expect(TextMarkupParser.parse(pseudo.raw).text == pseudo, "\(pseudo.raw)")
        let fragment = PseudoLocale.rightToLeft.text(from: TextMarkupParser.parse("alarms").text, whole: false)
        #expect(pseudo.plainText.contains(fragment.plainText))
        #expect(PseudoLocale.rightToLeft.direction == .rightToLeft && PseudoLocale.accented.direction == .leftToRight)
    }

    /// The base direction of a locale: its language, or its script subtag when it has one.
    @Test func directionComesFromTheLocale() {
        for locale in ["ar", "he", "fa-IR", "ur_PK", "az-Arab", "yi", "ar-XB"] { #expect(TextDirection(locale: locale) == .rightToLeft, "\(locale)") }
        for locale in ["en", "ko", "en-XA", "zh-Hant", "sr-Latn", "ar-Latn", "de_CH", "th", ""] { #expect(TextDirection(locale: locale) == .leftToRight, "\(locale)") }
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
