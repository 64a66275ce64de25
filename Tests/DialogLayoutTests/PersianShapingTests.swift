@testable import DialogLayout
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// Persian and Urdu from the multi-script corpus (`Fixtures/corpus/focus-ios`, shipped
/// translations): Persian letters (پ چ ژ گ ی ک), ZWNJ between the parts of a word (a
/// non-joiner: the letter before it takes its final or isolated form), hamza above,
/// Persian and Urdu digits and punctuation, measured word by word as HarfBuzz shapes them
/// with Noto Sans Arabic in the locale's language system (`FAR `, `URD `).
@Suite struct PersianShapingTests {
    static var oracleAvailable: Bool { ArabicJoiningTests.oracleAvailable }

    /// Every distinct word of the corpus's texts in `locale`.
    static func words(_ locale: String) throws -> [String] {
        let folder = RepositoryPaths.fixtures + "/corpus/focus-ios"
        var words: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".dialog.json") {
            let spec = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) as? [String: Any])
            var texts: [Any?] = [spec["title"], spec["message"]]
            texts += (spec["buttons"] as? [[String: Any]] ?? []).map { $0["title"] }
            texts += (spec["content"] as? [[String: Any]] ?? []).map { $0["placeholder"] }
            for text in texts.compactMap({ ($0 as? [String: String])?[locale] }) {
                // Arabic-script words; not those glued to a Latin word (`URLپہلے`), whose Latin
                // letters the font lacks (HarfBuzz would measure its .notdef).
                for word in text.split(separator: " ")
                where word.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) && !word.contains(where: { $0.isASCII && $0.isLetter }) {
                    words.insert(String(word))
                }
            }
        }
        return words.sorted()
    }

    @Test(
        .enabled(if: oracleAvailable, "needs python3 with uharfbuzz and fonts-noto-core's NotoSansArabic-Regular.ttf"),
        arguments: ["fa", "ur"])
    func wordsMeasureAsHarfBuzzShapesThem(locale: String) throws {
        let face = try FontFile.parseFace([UInt8](try #require(FileManager.default.contents(atPath: ArabicJoiningTests.notoArabic))))
        let measurer = TextMeasurer(faces: [.init(family: "Noto Sans Arabic", weight: 400, face: face)])
        let font = measurer.font(
            for: Typography(fontFamily: ["Noto Sans Arabic"], fontSize: Double(face.unitsPerEm), fontWeight: 400, lineHeight: 1.2), locale: locale)
        let words = try Self.words(locale)
        #expect(words.count > 50)
        let (passed, failures) = try HarfBuzzOracle.agreement(of: words, in: font, fontPath: ArabicJoiningTests.notoArabic, language: locale)
        print("\(locale) against HarfBuzz: \(passed) of \(words.count) words within 0.5%")
        #expect(passed == words.count, "\(failures)")
        // The Persian has what it needs to show: پ چ گ ی and ZWNJ.
        let scalars = Set(words.joined().unicodeScalars.map(\.value))
        if locale == "fa" { #expect([0x067E, 0x0686, 0x06AF, 0x06CC, 0x200C].allSatisfy(scalars.contains)) }
    }
}
