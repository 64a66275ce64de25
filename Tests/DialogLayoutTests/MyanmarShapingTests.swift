@testable import DialogLayout
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// Myanmar shaping: kinzi, stacked consonants, the medial Ra and the vowel E before the
/// base, marks without advance, the presentation features across syllables, measured against HarfBuzz with Noto Sans Myanmar on the
/// Burmese words of the corpus (Mozilla Focus for iOS, `Fixtures/corpus/focus-ios`).
@Suite struct MyanmarShapingTests {
    static let notoMyanmar = "/usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf"
    static var oracleAvailable: Bool { FileManager.default.fileExists(atPath: notoMyanmar) && HarfBuzzOracle.shouldRun }

    /// Syllables as HarfBuzz's Myanmar grammar finds them: a kinzi (Nga, asat, virama)
    /// belongs to the syllable of the consonant after it; a stacked consonant to the one
    /// before; medials and vowel signs to their consonant.
    @Test func syllablesAreFoundAsTheMyanmarGrammarGivesThem() {
        let scalars = Array("မင်္ဂလာပါ".unicodeScalars)
        var syllables: [String] = []
        var start = 0
        while start < scalars.count {
            let end = ShapedSyllables.end(scalars, from: start, script: .myanmar)
            syllables.append(String(String.UnicodeScalarView(scalars[start..<end])))
            start = end
        }
        #expect(syllables == ["မ", "င်္ဂ", "လာ", "ပါ"])
        let stacked = Array("ပစ္စည်း".unicodeScalars)
        #expect(ShapedSyllables.end(stacked, from: 0, script: .myanmar) == 1)
        #expect(ShapedSyllables.end(stacked, from: 1, script: .myanmar) == 4)
    }

    /// The medial Ra and the vowel E go before the base, E first; a kinzi after it.
    @Test func reorderingPlacesPreBaseSignsAndKinzi() {
        let places = MyanmarPlan.positions(Array("ကြော".unicodeScalars))
        #expect(places == [.baseConsonant, .preConsonant, .preMatra, .afterMain])
        let kinzi = MyanmarPlan.positions(Array("င်္ဂ".unicodeScalars))
        #expect(kinzi == [.afterMain, .afterMain, .afterMain, .baseConsonant])
    }

    /// Every distinct word of the corpus's Burmese texts, made of Myanmar alone, in the
    /// engine (Noto Sans Myanmar as the typography's family, text in `my`) and in HarfBuzz:
    /// every word within 0.5%; the count is printed.
    @Test(.enabled(if: oracleAvailable, "needs python3 with uharfbuzz and fonts-noto-core's NotoSansMyanmar-Regular.ttf"))
    func corpusWordWidthsAgreeWithHarfBuzz() throws {
        guard HarfBuzzOracle.isImportable else {
            Issue.record("CI=true, but python3 cannot import uharfbuzz; .ci/run must pip install uharfbuzz")
            return
        }
        let face = try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: Self.notoMyanmar))))
        let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Myanmar", weight: 400, face: face)])
        let size = Double(face.unitsPerEm)
        let font = measurer.font(for: Typography(fontFamily: ["Noto Sans Myanmar"], fontSize: size, fontWeight: 400, lineHeight: 1.2), locale: "my")
        let words = Set(try Self.corpusTexts().flatMap { $0.split(whereSeparator: { !ShapedSyllables.Script.myanmar.contains($0.unicodeScalars.first!) }) })
            .map(String.init).sorted()
        #expect(words.count >= 70)
        let (passed, failures) = try HarfBuzzOracle.agreement(of: words, in: font, fontPath: Self.notoMyanmar, language: "my")
        print("Myanmar against HarfBuzz: \(passed) of \(words.count) words within 0.5%")
        #expect(passed == words.count, "\(failures.prefix(20))")
    }

    /// The `my` strings of the corpus's specs.
    static func corpusTexts() throws -> [String] {
        let folder = RepositoryPaths.fixtures + "/corpus/focus-ios"
        var texts: [String] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let text = object["my"] as? String { texts.append(text) }
                for key in object.keys.sorted() { walk(object[key]!) }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".dialog.json") {
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + file))
            walk(try JSONSerialization.jsonObject(with: data))
        }
        return texts
    }
}
