@testable import DialogLayout
import Testing

/// The reader on the committed fixture fonts: known header values, collection faces, the
/// chosen cmap subtable, and the arithmetic from font units to points.
@Suite struct FontFileTests {
    @Test func readsTrueTypeFont() throws {
        let file = try FontFile.parse(try FixtureFonts.bytes(FixtureFonts.latin))
        #expect(!file.isCollection)
        let font = try #require(file.faces.first)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.unitsPerEm == 2048)
        #expect(font.weight == 400)
        #expect(font.characterMapFormat == 12)
        #expect(font.horizontalHeader == TypographicMetrics(ascender: 1901, descender: -483, lineGap: 0))
        let glyph = try #require(font.glyph(for: "A"))
        #expect(font.advance(glyph: glyph) == 1401)
        #expect(font.glyph(for: "가") == nil)
    }

    @Test func readsOpenTypeCFFFontWithHangul() throws {
        let font = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.hangul))
        #expect(font.familyName == "Noto Sans CJK KR")
        #expect(font.unitsPerEm == 1000)
        #expect(font.characterMapFormat == 12)
        // Hangul syllables are 920 units wide in Noto Sans CJK KR, ideographs a full em.
        #expect(font.advance(of: "팀", size: 10) == 9.2)
        #expect(font.advance(of: "中", size: 10) == 10)
        #expect(font.glyph(for: Unicode.Scalar(0x20B9F)!) != nil)
    }

    @Test func readsEveryFaceOfACollection() throws {
        let file = try FontFile.parse(try FixtureFonts.bytes(FixtureFonts.collection))
        #expect(file.isCollection)
        #expect(file.faces.map(\.weight) == [400, 700])
        #expect(file.faces.map(\.familyName) == ["DejaVu Sans", "DejaVu Sans"])
        #expect(file.faces.map(\.characterMapFormat) == [12, 4])
        let bold = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.collection), index: 1)
        #expect(bold.advance(of: "A", size: 2048) == 1585)
        #expect(throws: FontError.self) { try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.collection), index: 2) }
    }

    @Test func scalesAdvancesAndAddsLetterSpacing() throws {
        let font = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.latin))
        let units = Double(font.advance(glyph: try #require(font.glyph(for: "W"))))
        #expect(font.advance(of: "W", size: 16) == units * 16 / 2048)
        #expect(font.advance(of: "W", size: 16, letterSpacing: 0.5) == units * 16 / 2048 + 0.5)
    }

    @Test func unmappedScalarsMeasureAsNotdef() throws {
        let font = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.latin))
        #expect(font.advance(of: "가", size: 2048) == Double(font.advance(glyph: 0)))
        #expect(font.advance(glyph: UInt16.max) == font.advance(glyph: 0))
    }

    /// Glyphs past numberOfHMetrics share the last advance (hmtx's monospaced tail).
    @Test func glyphsPastTheMetricsReuseTheLastAdvance() throws {
        let font = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.hangul))
        let last = font.glyphCount - 1
        #expect(font.advance(glyph: UInt16(last)) == font.advance(glyph: UInt16(last - 1)))
    }

    @Test func lineHeightFromTheFontsMetrics() throws {
        let font = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.latin))
        #expect(font.defaultLineHeight(size: 2048) == 1901 + 483)
    }
}
