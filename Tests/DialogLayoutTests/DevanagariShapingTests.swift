@testable import DialogLayout
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// Devanagari shaping: syllables found as HarfBuzz's Indic shaper finds them, and the widths
/// of every word of real Hindi UI sentences against HarfBuzz with Noto Sans Devanagari.
@Suite struct DevanagariShapingTests {
    static func syllables(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var result: [String] = []
        var start = 0
        while start < scalars.count {
            let end = ShapedSyllables.end(scalars, from: start)
            result.append(String(String.UnicodeScalarView(scalars[start..<end])))
            start = end
        }
        return result
    }

    static let notoDevanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    static let hasFont = FileManager.default.fileExists(atPath: notoDevanagari)

    static func face() throws -> FontFace {
        try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: notoDevanagari))))
    }

    /// A syllable is a consonant with the consonants halants join to it, its nukta, matras
    /// and modifiers; every character of a syllable finds the same start.
    @Test func syllablesAreFoundAsTheIndicGrammarGivesThem() {
        // ksha + i (one syllable), then sta (s halant ta); reph on the ma; nukta with its consonant.
        #expect(Self.syllables("क्षिस्त") == ["क्षि", "स्त"])
        #expect(Self.syllables("कर्म") == ["क", "र्म"])
        #expect(Self.syllables("ज़रूर") == ["ज़", "रू", "र"])
        #expect(Self.syllables("मिटाएँ") == ["मि", "टा", "एँ"])
        let scalars = Array("स्त्री".unicodeScalars)
        for index in scalars.indices { #expect(ShapedSyllables.start(scalars, of: index) == 0) }
    }

    /// A run of halant-joined consonants longer than the grammar allows is cut after five,
    /// and a syllable is never longer than `ShapedSyllables.longest`.
    @Test(.enabled(if: hasFont, "needs fonts-noto-core's NotoSansDevanagari-Regular.ttf"))
    func longRunsAreCut() throws {
        let chain = String(repeating: "क्", count: 7) + "क"
        #expect(Self.syllables(chain).first == String(repeating: "क्", count: 5))
        let marks = Array(("क" + String(repeating: "\u{0947}", count: 100)).unicodeScalars)
        #expect(ShapedSyllables.end(marks, from: 0) == ShapedSyllables.longest)
        #expect(ShapedSyllables.start(marks, of: 99) == nil)
        let face = try Self.face()
        let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Devanagari", weight: 400, face: face)])
        let font = measurer.font(for: Typography(fontFamily: ["Noto Sans Devanagari"], fontSize: 17, fontWeight: 400, lineHeight: 1.2), locale: "hi")
        let long = Array(String(repeating: "क्ष", count: 2_000).unicodeScalars)
        #expect(font.width(of: long) > 0)
    }

    /// Bytes flipped in the shaping tables of Noto Sans Devanagari: each face still parses
    /// or is refused with a reason, and Hindi measures without a crash (a broken `GSUB` is
    /// left out and named in `shapingProblems`).
    @Test(.enabled(if: hasFont, "needs fonts-noto-core's NotoSansDevanagari-Regular.ttf"))
    func flippedShapingTablesNeverCrash() throws {
        let original = [UInt8](try #require(FileManager.default.contents(atPath: Self.notoDevanagari)))
        let face = try FontFile.parseFace(original)
        // The GSUB and GPOS tables: the directory's records (tag, checksum, offset, length).
        var ranges: [Range<Int>] = []
        let tables = Int(original[4]) << 8 | Int(original[5])
        for record in 0..<tables {
            let at = 12 + record * 16
            let tag = String(decoding: original[at..<at + 4], as: UTF8.self)
            guard tag == "GSUB" || tag == "GPOS" else { continue }
            let offset = original[at + 8..<at + 12].reduce(0) { $0 << 8 | Int($1) }
            let length = original[at + 12..<at + 16].reduce(0) { $0 << 8 | Int($1) }
            ranges.append(offset..<offset + length)
        }
        try #require(ranges.count == 2)
        let words = Array("क्षमा कर्म स्त्री प्रकृति मिटाएँ ब्राउज़िंग".unicodeScalars)
        var generator = SplitMix64(seed: 0xDE7A_6A61)
        for _ in 0..<200 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let range = ranges[Int.random(in: 0..<ranges.count, using: &generator)]
                bytes[Int.random(in: range.lowerBound..<min(range.upperBound, range.lowerBound + 4096), using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            guard let flipped = try? FontFile.parseFace(bytes) else { continue }
            let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Devanagari", weight: 400, face: flipped)])
            let font = measurer.font(for: Typography(fontFamily: ["Noto Sans Devanagari"], fontSize: 17, fontWeight: 400, lineHeight: 1.2), locale: "hi")
            #expect(font.width(of: words) >= 0)
        }
        #expect(face.shapingProblems.isEmpty)
    }

    // MARK: - Against HarfBuzz

    static var oracleAvailable: Bool { hasFont && HarfBuzzOracle.shouldRun }

    /// Every distinct word of the Hindi sentences (`HindiUISentences`, Mozilla Focus for
    /// iOS), made of Devanagari alone, in the engine (Noto Sans Devanagari configured as the
    /// typography's family, text in `hi`) and in HarfBuzz (its default Indic shaping: every
    /// feature the font declares). Every word must agree within 0.5%; the count is printed.
    @Test(.enabled(if: oracleAvailable, "needs python3 with uharfbuzz and fonts-noto-core's NotoSansDevanagari-Regular.ttf"))
    func wordWidthsAgreeWithHarfBuzz() throws {
        guard HarfBuzzOracle.isImportable else {
            Issue.record("CI=true, but python3 cannot import uharfbuzz; .ci/run must pip install uharfbuzz")
            return
        }
        let face = try Self.face()
        let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Devanagari", weight: 400, face: face)])
        let size = Double(face.unitsPerEm)
        let font = measurer.font(for: Typography(fontFamily: ["Noto Sans Devanagari"], fontSize: size, fontWeight: 400, lineHeight: 1.2), locale: "hi")
        let punctuation = CharacterSet(charactersIn: ".,:;?!()\"'“”%@-—")
        let words = Set(HindiUISentences.all.flatMap { $0.split(separator: " ") }.map { $0.trimmingCharacters(in: punctuation) }).filter { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ShapedSyllables.Script.devanagari.contains($0) || $0.value == 0x200C || $0.value == 0x200D }
        }.sorted()
        #expect(words.count >= 150)
        let (passed, failures) = try HarfBuzzOracle.agreement(of: words, in: font, fontPath: Self.notoDevanagari, language: "hi")
        print("Devanagari against HarfBuzz: \(passed) of \(words.count) words within 0.5%")
        #expect(passed == words.count, "\(failures)")
    }
}
