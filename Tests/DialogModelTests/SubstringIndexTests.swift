import DialogModel
import DialogTestSupport
import Testing

/// `SubstringIndex` gives the same first occurrence as searching the text from its start,
/// for generated texts and sequences over small alphabets (so that most sequences occur,
/// many several times); and over characters it agrees with the standard library's
/// `firstRange(of:)`, which is what `String.contains` (as the `highlight-not-found` rule
/// called it, without Foundation) does, on texts of combining marks, emoji sequences and
/// line breaks that join into one character. (Foundation's `contains`, visible in this
/// test target, compares otherwise: it finds a lone skin tone inside an emoji.)
@Suite struct SubstringIndexTests {
    @Test func firstOccurrenceIsTheFirstMatchFromTheStart() {
        var random = SplitMix64(seed: 0x5AFF_1C5)
        for _ in 0..<3_000 {
            let text = (0..<random.below(40)).map { _ in random.below(3) }
            let index = SubstringIndex(text)
            for _ in 0..<10 {
                let sequence = (0..<(1 + random.below(6))).map { _ in random.below(3) }
                let expected = sequence.count > text.count
                    ? nil : (0...(text.count - sequence.count)).first { text[$0..<($0 + sequence.count)].elementsEqual(sequence) }
                #expect(index.firstOccurrence(of: sequence) == expected, "\(sequence) in \(text)")
            }
        }
    }

    @Test func emptySequenceStartsAtTheStart() {
        #expect(SubstringIndex([1, 2]).firstOccurrence(of: [Int]()) == 0)
        #expect(SubstringIndex([Int]()).firstOccurrence(of: [Int]()) == 0)
        #expect(SubstringIndex([Int]()).firstOccurrence(of: [1]) == nil)
    }

    @Test func overCharactersItAgreesWithFirstRange() {
        let pieces = ["a", "e", "\u{301}", "é", "e\u{301}", "🇺", "🇸", "👍", "\u{1F3FD}", "\u{200D}", "한", "\u{1112}", "\u{1161}", "\u{11AB}", " ", "\r", "\n"]
        var random = SplitMix64(seed: 0xC4A2)
        for _ in 0..<5_000 {
            let text = (0..<random.below(10)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let index = SubstringIndex(text)
            for _ in 0..<5 {
                let wanted = (0..<(1 + random.below(3))).map { _ in pieces[random.below(pieces.count)] }.joined()
                #expect((index.firstOccurrence(of: wanted) != nil) == (text.firstRange(of: wanted) != nil), "\(wanted.unicodeScalars.map(\.value)) in \(text.unicodeScalars.map(\.value))")
            }
        }
    }
}
