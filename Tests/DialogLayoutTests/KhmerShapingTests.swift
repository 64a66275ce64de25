@testable import DialogLayout
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// Khmer shaping: subscript consonants (coeng), the coeng + Ro before the base, pre-base and
/// split vowels, measured against HarfBuzz with Noto Sans Khmer.
@Suite struct KhmerShapingTests {
    static let notoKhmer = "/usr/share/fonts/truetype/noto/NotoSansKhmer-Regular.ttf"
    static var oracleAvailable: Bool { FileManager.default.fileExists(atPath: notoKhmer) && HarfBuzzOracle.shouldRun }

    /// Khmer UI phrases written for this test (a timer, automatic translation, sending,
    /// settings), each a run without spaces as Khmer is written.
    static let phrases = [
        "លុបកម្មវិធីកំណត់ម៉ោងនេះទេ", "ប្រសិនបើអ្នកបើកការបកប្រែស្វ័យប្រវត្តិ", "សាររបស់អ្នកនឹងត្រូវបានផ្ញើទៅសេវាកម្មបកប្រែ",
        "សាររបស់អ្នកនឹងត្រូវបានផ្ញើទៅសេវា", "ការបកប្រែស្វ័យប្រវត្តិ", "ការកំណត់", "បោះបង់", "យល់ព្រម", "ព្យាយាមម្តងទៀត", "ភាសាខ្មែរ", "ស្រី", "ក្រុមហ៊ុន", "ទំព័រដើម", "សៀវភៅ", "កៅអី", "ពេលវេលា",
    ]

    /// Every phrase in the engine (Noto Sans Khmer as the typography's family) and in
    /// HarfBuzz (its default Khmer shaping): within 0.5% each; the count is printed.
    @Test(.enabled(if: oracleAvailable, "needs python3 with uharfbuzz and fonts-noto-core's NotoSansKhmer-Regular.ttf"))
    func phraseWidthsAgreeWithHarfBuzz() throws {
        guard HarfBuzzOracle.isImportable else {
            Issue.record("CI=true, but python3 cannot import uharfbuzz; .ci/run must pip install uharfbuzz")
            return
        }
        let face = try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: Self.notoKhmer))))
        let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Khmer", weight: 400, face: face)])
        let size = Double(face.unitsPerEm)
        let font = measurer.font(for: Typography(fontFamily: ["Noto Sans Khmer"], fontSize: size, fontWeight: 400, lineHeight: 1.2), locale: "km")
        let (passed, failures) = try HarfBuzzOracle.agreement(of: Self.phrases, in: font, fontPath: Self.notoKhmer, language: "km")
        print("Khmer against HarfBuzz: \(passed) of \(Self.phrases.count) phrases within 0.5%")
        #expect(passed == Self.phrases.count, "\(failures)")
    }
}
