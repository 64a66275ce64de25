@testable import DialogLayout
import DialogTokens
import Testing

/// The measurer picks the configured face for a family and weight, falls back per cluster
/// for glyphs the face lacks, and applies Dynamic Type and letter spacing.
@Suite struct LayoutTextMeasurerTests {
    static let body = Typography(fontFamily: ["Brand", "system"], fontSize: 10, fontWeight: 400, lineHeight: 1.5, letterSpacing: 0.5)

    @Test func withoutFontsEveryScalarUsesTheFallback() {
        let font = TextMeasurer().font(for: Self.body, scale: 2)
        let fallback = FallbackMetrics(weight: 400)
        #expect(font.size == 20)
        #expect(font.lineHeight == 30)
        #expect(font.advance(of: "a") == fallback.advance(of: "a", size: 20, letterSpacing: 0.5))
        #expect(font.advance(of: "가") == fallback.advance(of: "가", size: 20, letterSpacing: 0.5))
    }

    @Test func aConfiguredFaceMeasuresItsGlyphsAndFallsBackForOthers() throws {
        let face = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.latin))
        let measurer = TextMeasurer(faces: [TextMeasurer.ConfiguredFace(family: "Brand", weight: 400, face: face)])
        let font = measurer.font(for: Self.body)
        #expect(font.face != nil)
        #expect(font.advance(of: "a") == face.advance(of: "a", size: 10, letterSpacing: 0.5))
        // The Latin subset has no Hangul: the fallback measures it, never `.notdef`.
        #expect(face.glyph(for: "가") == nil)
        #expect(font.advance(of: "가") == FallbackMetrics(weight: 400).advance(of: "가", size: 10, letterSpacing: 0.5))
    }

    @Test func theNearestWeightOfTheFirstConfiguredFamilyIsChosen() throws {
        let latin = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.latin))
        let hangul = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.hangul))
        let measurer = TextMeasurer(faces: [
            TextMeasurer.ConfiguredFace(family: "Brand", weight: 400, face: latin),
            TextMeasurer.ConfiguredFace(family: "Brand", weight: 700, face: hangul),
        ])
        func face(_ families: [String], weight: Int) -> FontFace? {
            measurer.font(for: Typography(fontFamily: families, fontSize: 10, fontWeight: weight, lineHeight: 1, letterSpacing: 0)).face
        }
        #expect(face(["Other", "Brand"], weight: 650)?.unitsPerEm == hangul.unitsPerEm)
        #expect(face(["Brand"], weight: 550)?.familyName == latin.familyName)
        #expect(face(["system"], weight: 400) == nil)
    }
}
