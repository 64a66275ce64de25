@testable import DialogLayout
import DialogTestSupport
import DialogTokens
import Foundation
import Testing

/// A `system` fallback limited to a script also measures the Common punctuation whose
/// Script_Extensions list that script: the Arabic comma, semicolon and question mark in an
/// Arabic fallback, as the catalog draws them (its `unicode-range`). Before, a `system` face
/// without them left them to the embedded metrics: an Urdu line with three commas measured
/// 253 pt where HarfBuzz's Noto Sans Arabic gives 245, and broke a word early.
@Suite struct ScriptExtensionsTests {
    static let ucd = "/usr/share/unicode"

    /// The generated table against Debian's ScriptExtensions.txt, code point by code point.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: ucd + "/ScriptExtensions.txt"), "Debian's unicode-data is not installed (/usr/share/unicode)"))
    func theTableIsScriptExtensionsTxt() throws {
        let text = try String(contentsOfFile: Self.ucd + "/ScriptExtensions.txt", encoding: .utf8)
        var expected: [UInt32: Int] = [:]
        for line in text.split(separator: "\n") {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            for code in bounds[0]...(bounds.last ?? bounds[0]) { expected[code] = fields[1].split(separator: " ").count }
        }
        #expect(expected.count > 500)
        for code in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(code) {
            let scripts = ScriptExtensions.scripts(of: Unicode.Scalar(code)!)
            if scripts.count != (expected[code] ?? 0) { Issue.record("U+\(String(code, radix: 16)): \(scripts)"); break }
        }
        #expect(ScriptExtensions.scripts(of: "\u{060C}").contains(.arabic) && ScriptExtensions.scripts(of: "\u{060C}").contains(.syriac))
        #expect(ScriptExtensions.scripts(of: ",").isEmpty)
    }

    @Test func arabicPunctuationIsMeasuredInTheArabicFallback() throws {
        let latin = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.latin))
        let arabic = try FontFile.parseFace(try FixtureFonts.bytes("NotoSansArabic-Subset.ttf"))
        #expect(latin.glyph(for: "\u{060C}") == nil && arabic.glyph(for: "\u{060C}") != nil)
        let measurer = TextMeasurer(
            faces: [.init(family: "system", weight: 400, face: latin), .init(family: "Noto Sans Arabic", weight: 400, face: arabic)],
            fallbacks: [.init(script: .arabic, families: ["Noto Sans Arabic"])])
        let font = measurer.font(for: FontCascadeTests.typography(["system"]), locale: "ur")
        let inArabic = MeasuringFont(face: arabic, fallback: FallbackMetrics(), size: 20, letterSpacing: 0, lineHeight: 25)
        for mark in ["\u{060C}", "\u{061B}", "\u{061F}"] as [Unicode.Scalar] {
            #expect(font.advance(of: mark) == inArabic.advance(of: mark), "U+\(String(mark.value, radix: 16))")
            #expect(font.advance(of: mark) != FallbackMetrics().advance(of: mark, size: 20))
        }
        // ASCII punctuation lists no script: still the system face's.
        let inLatin = MeasuringFont(face: latin, fallback: FallbackMetrics(), size: 20, letterSpacing: 0, lineHeight: 25)
        #expect(font.advance(of: ",") == inLatin.advance(of: ","))
        // And a script the fallback is not for gets nothing from it: the Devanagari danda
        // lists Devanagari, Bengali and others, not Arabic.
        #expect(font.advance(of: "\u{0964}") == FallbackMetrics().advance(of: "\u{0964}", size: 20))
    }
}
