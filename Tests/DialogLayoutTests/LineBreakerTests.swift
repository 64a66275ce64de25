@testable import DialogLayout
import Testing

/// Line breaking with synthetic widths, so the expected lines can be counted by eye: every
/// scalar is 1 wide unless a test says otherwise, and zero-width marks are 0.
@Suite struct LineBreakerTests {
    static func unit(_ scalar: Unicode.Scalar) -> Double {
        LineBreakClass(scalar).attaches ? 0 : 1
    }

    func lines(_ text: String, _ maxWidth: Double, wordBreak: WordBreak = .normal, width: (Unicode.Scalar) -> Double = unit) -> [String] {
        LineBreaker.lines(text, maxWidth: maxWidth, wordBreak: wordBreak, width: width).map(\.text)
    }

    @Test func breaksLatinTextAfterSpaces() {
        #expect(lines("Accept the invitation", 10) == ["Accept the", "invitation"])
        #expect(lines("Accept the invite", 9) == ["Accept", "the", "invite"])
        #expect(lines("Accept the invitation", 100) == ["Accept the invitation"])
    }

    @Test func trailingSpacesHang() {
        let result = LineBreaker.lines("ab   cd", maxWidth: 4, width: Self.unit)
        #expect(result == [TextLine(text: "ab", width: 2, range: 0..<2), TextLine(text: "cd", width: 2, range: 5..<7)])
        // "abc " is 4 wide, but its space hangs, so "abc" fits 3.
        #expect(lines("abc d", 3) == ["abc", "d"])
    }

    @Test func breaksAfterHyphensInsideWords() {
        #expect(lines("well-known fact", 6) == ["well-", "known", "fact"])
        // A leading minus stays with its number.
        #expect(lines("-5 apples", 6) == ["-5", "apples"])
    }

    @Test func breaksBetweenHangulSyllables() {
        #expect(lines("팀의 초대를 수락할까요?", 5) == ["팀의 초대", "를 수락할", "까요?"])
    }

    @Test func neverBreaksBeforeClosingPunctuation() {
        // Without the rule the third line would be "락할까요" and "?" would start the fourth.
        #expect(lines("팀의 초대를 수락할까요?", 4) == ["팀의 초", "대를 수", "락할까", "요?"])
        #expect(lines("中文日本語。漢字", 5) == ["中文日本", "語。漢字"])
        #expect(lines("Really done!", 6) == ["Really", "done!"])
    }

    @Test func neverBreaksAfterOpeningPunctuation() {
        #expect(lines("가「나」", 3) == ["가", "「나」"])
    }

    @Test func breaksBetweenIdeographs() {
        #expect(lines("中文日本語", 2) == ["中文", "日本", "語"])
    }

    @Test func breaksAWordLongerThanTheLineByCharacter() {
        #expect(lines("Supercalifragilistic is long", 8) == ["Supercal", "ifragili", "stic is", "long"])
        #expect(lines("abc", 0) == ["a", "b", "c"])
    }

    @Test func keepsMarksAndJoinersWithTheirBase() {
        #expect(lines("가✉️", 1) == ["가", "✉️"])
        // 👩‍💻 is woman, ZWJ, laptop: one glyph, never split.
        #expect(lines("👩‍💻👩‍💻", 2) == ["👩‍💻", "👩‍💻"])
    }

    @Test func neverStartsALineWithAClosingQuote() {
        // U+2018 / U+2019 and U+201C / U+201D around Hangul and ideographs, which break on
        // both sides: the quotes stay with the text they close (LB19, LB15a, LB15b).
        #expect(lines("‘안녕’", 3) == ["‘안", "녕’"])
        #expect(lines("“中文”", 3) == ["“中", "文”"])
        #expect(lines("그는 “네”라고", 4) == ["그는", "“네”라", "고"])
    }

    @Test func spacedQuotationMarksStayWithTheirQuotation() {
        // « and » are initial and final quotation marks (Pi, Pf): the space after « and the
        // one before » never break (LB15a, LB15b), so neither is left alone at a line's end
        // or start. The conformance data (15.0) predates these rules; this checks them.
        #expect(lines("dit « oui » merci", 8) == ["dit", "« oui »", "merci"])
    }

    @Test func breaksAfterAnEmDash() {
        // B2: a break on either side of an em dash (LB31), never between two (LB17).
        #expect(lines("word—word", 6) == ["word—", "word"])
        #expect(lines("wait——no", 5) == ["wait", "——no"])
        #expect(lines("wait — no", 6) == ["wait —", "no"])
    }

    @Test func keepsEmojiSequencesWhole() {
        // Flags are pairs of regional indicators (LB30a): 🇰🇷 and 🇯🇵, never 🇰🇷🇯 and 🇵.
        #expect(lines("🇰🇷🇯🇵", 3) == ["🇰🇷", "🇯🇵"])
        // A skin-tone modifier stays with its emoji (LB30b), also when a word is broken by cluster.
        #expect(lines("👍🏽👍🏽", 3) == ["👍🏽", "👍🏽"])
        #expect(lines("ab👍🏽", 3) == ["ab", "👍🏽"])
        // A ZWJ family (LB8a) and a keycap with VS16 (LB9).
        #expect(lines("👨‍👩‍👧가", 3) == ["👨‍👩‍👧", "가"])
        #expect(lines("1️⃣2️⃣", 1) == ["1️⃣", "2️⃣"])
    }

    @Test func koreanKeepsWordsWhenAsked() {
        let text = "팀의 초대를 수락할까요?"
        #expect(lines(text, 5, wordBreak: .normal) == ["팀의 초대", "를 수락할", "까요?"])
        #expect(lines(text, 6, wordBreak: .keepAll) == ["팀의 초대를", "수락할까요?"])
        // Latin letters and digits join the word too; punctuation and spaces still break.
        #expect(lines("iPhone을 연결하세요", 8, wordBreak: .keepAll) == ["iPhone을", "연결하세요"])
        #expect(lines("확인-취소", 3, wordBreak: .keepAll) == ["확인-", "취소"])
        // A word wider than the line is still broken, between syllables, as a last resort.
        #expect(lines("수락할까요", 2, wordBreak: .keepAll) == ["수락", "할까", "요"])
    }

    /// Thai, Lao, Khmer and Myanmar write no spaces between words: the breaks inside a run
    /// are the dictionary's, here those ICU 74's line break iterator gives (Chromium's too).
    @Test(.enabled(if: DictionaryBreaks.system != nil, "this platform has no word dictionary"))
    func breaksSouthEastAsianScriptsBetweenDictionaryWords() {
        func words(_ text: String) -> [String] {
            let scalars = Array(text.unicodeScalars)
            var start = 0
            var words: [String] = []
            for end in LineBreaker.breakOpportunities(scalars, in: 0..<scalars.count) + [scalars.count] {
                words.append(String(String.UnicodeScalarView(scalars[start..<end])))
                start = end
            }
            return words
        }
        #expect(words("ถ้าคุณเปิดใช้งานการแปลอัตโนมัติ ข้อความจะถูกส่ง") == ["ถ้า", "คุณ", "เปิด", "ใช้", "งานการ", "แปล", "อัตโนมัติ ", "ข้อความ", "จะ", "ถูก", "ส่ง"])
        #expect(words("ລຶບໂມງຈັບເວລານີ້ບໍ່") == ["ລຶບ", "ໂມງ", "ຈັບ", "ເວລາ", "ນີ້", "ບໍ່"])
        #expect(words("លុបកម្មវិធីកំណត់ម៉ោងនេះទេ") == ["លុប", "កម្មវិធី", "កំណត់", "ម៉ោង", "នេះ", "ទេ"])
        #expect(words("ဒီအချိန်မှတ်ကိရိယာကိုဖျက်မလား") == ["ဒီ", "အချိန်မှတ်", "ကိရိယာ", "ကို", "ဖျက်", "မ", "လား"])
        // A line breaks between words, not inside one (it broke `…เปิดใช้งา` / `นการแปล…`).
        #expect(lines("ถ้าคุณเปิดใช้งานการแปลอัตโนมัติ", 12) == ["ถ้าคุณเปิดใช้", "งานการแปล", "อัตโนมัติ"])
        // Latin, digits and punctuation next to Thai keep their UAX #14 breaks.
        #expect(words("เปิด Wi-Fi ใช่ไหม") == ["เปิด ", "Wi-", "Fi ", "ใช่", "ไหม"])
    }

    /// The runs the catalog's page is given with dialogc's word boundaries: each run of
    /// these scripts (with its marks) and the breaker's dictionary opportunities inside it.
    @Test(.enabled(if: DictionaryBreaks.system != nil, "this platform has no word dictionary"))
    func segmentedRunsAreTheBreakersDictionaryOpportunities() {
        let text = "ok ເປີດໃຊ້ງານ, ລຶບໂມງຈັບເວລານີ້ບໍ່ Wi-Fi ก"
        let scalars = Array(text.unicodeScalars)
        let runs = DictionaryBreaks.segmentedRuns(in: scalars)
        #expect(runs.map(\.range) == [3..<13, 15..<34, 41..<42])
        #expect(runs.map(\.boundaries) == [[7], [18, 21, 24, 28, 31], []])
        let inside = Set(runs.flatMap(\.boundaries))
        let breaker = LineBreaker.breakOpportunities(scalars, in: 0..<scalars.count).filter { at in runs.contains { $0.range.lowerBound < at && at < $0.range.upperBound } }
        #expect(Set(breaker) == inside)
        #expect(DictionaryBreaks.segmentedRuns(in: Array("Delete the file? 削除".unicodeScalars)).isEmpty)
    }

    /// Where no dictionary exists an SA run breaks only at its edges, as before.
    @Test func withoutADictionaryAnSARunBreaksOnlyAtSpaces() {
        let scalars = Array("ถ้าคุณเปิด ใช้งาน".unicodeScalars)
        #expect(LineBreaker.breakOpportunities(scalars, in: 0..<scalars.count, dictionary: nil) == [11])
    }

    @Test func noBreakSpaceGluesItsNeighbours() {
        #expect(lines("10\u{A0}km away", 5) == ["10\u{A0}km", "away"])
    }

    @Test func explicitNewlinesStartNewLines() {
        #expect(lines("✉️\n팀 초대장 도착!", 100) == ["✉️", "팀 초대장 도착!"])
        #expect(lines("a\n\nb", 100) == ["a", "", "b"])
        #expect(lines("a\r\nb", 100) == ["a", "b"])
        #expect(lines("", 100) == [""])
    }

    @Test func reportsWidthsAndRanges() {
        let halfSpaces: (Unicode.Scalar) -> Double = { $0 == " " ? 0.5 : 1 }
        let result = LineBreaker.lines("Team invitation!\nAccept the invitation", maxWidth: 12, width: halfSpaces)
        #expect(result == [
            TextLine(text: "Team", width: 4, range: 0..<4),
            TextLine(text: "invitation!", width: 11, range: 5..<16),
            TextLine(text: "Accept the", width: 9.5, range: 17..<27),
            TextLine(text: "invitation", width: 10, range: 28..<38),
        ])
    }

    @Test func fitsWidthsThatOnlyRoundingSeparates() {
        // 0.1 * 3 is 0.30000000000000004 in binary floating point.
        #expect(lines("abc", 0.3) { _ in 0.1 } == ["abc"])
    }
}

/// The line budget: breaking stops after `maxLines` lines without measuring the rest.
@Suite struct LineBudgetTests {
    static func unit(_: Unicode.Scalar) -> Double { 1 }

    @Test func theFirstLinesAreThoseOfTheFullBreak() {
        let text = Array("one two three four five six seven eight nine ten\neleven twelve".unicodeScalars)
        let full = LineBreaker.lines(text, maxWidth: 9, width: Self.unit)
        for budget in 1...full.count + 1 {
            let broken = LineBreaker.lines(text, maxWidth: 9, maxLines: budget, width: Self.unit)
            #expect(broken.lines == Array(full.prefix(budget)))
            #expect(broken.isTruncated == (budget < full.count))
        }
    }

    /// A dictionary that counts the scalars it is asked about and puts a boundary every
    /// three scalars.
    final class CountingDictionary: LineBreakDictionary, @unchecked Sendable {
        var asked = 0
        func boundaries(in run: [Unicode.Scalar]) -> [Int] {
            asked += run.count
            return Array(stride(from: 3, to: run.count, by: 3))
        }
    }

    /// A huge Thai run is segmented in parts as the scan reaches them: the first break
    /// opportunities cost one part, not the whole run, and the parts join without losing
    /// or adding a break.
    @Test func aHugeSARunIsAskedOfTheDictionaryInParts() {
        let text = Array(String(repeating: "กขค", count: 1 << 16).unicodeScalars)
        let dictionary = CountingDictionary()
        var iterator = BreakOpportunities(scalars: text, range: 0..<text.count, dictionary: dictionary)
        var first: [Int] = []
        for _ in 0..<10 { first.append(iterator.next()!) }
        #expect(first == Array(stride(from: 3, through: 30, by: 3)))
        #expect(dictionary.asked <= BreakOpportunities.dictionaryPart)
        // Past several parts: still every third scalar.
        var all = first
        while let next = iterator.next(), next < text.count { all.append(next) }
        #expect(all == Array(stride(from: 3, to: text.count, by: 3)))
    }

    @Test func aHugeTextIsMeasuredOnlyAsFarAsTheBudget() {
        // 256 KB of words, then a 256 KB word that is broken between characters (the lint
        // test of a 1 MB message is in `HugeTextTests`).
        let words = Array(String(repeating: "lorem ipsum ", count: 1 << 18 / 12).unicodeScalars)
        let word = Array(String(repeating: "x", count: 1 << 18).unicodeScalars)
        for text in [words, word] {
            var measured = 0
            let broken = LineBreaker.lines(text, maxWidth: 30, maxLines: 40, nonNegativeAdvances: true) { _ in
                measured += 1
                return 1
            }
            #expect(broken.lines.count == 40)
            #expect(broken.isTruncated)
            // 40 lines of at most 30 scalars, and the word that did not fit on the last.
            #expect(measured < 41 * 30 * 2)
        }
    }

    @Test func theBudgetKeepsEveryLineOfATextThatFits() {
        #expect(LineBudget.lines(deviceHeight: 568, lineHeight: 24) == LineBudget.minimum)
        #expect(LineBudget.lines(deviceHeight: 10_000, lineHeight: 10) == 1_001)
        #expect(LineBudget.lines(deviceHeight: 568, lineHeight: 0) == LineBudget.minimum)
    }
}
