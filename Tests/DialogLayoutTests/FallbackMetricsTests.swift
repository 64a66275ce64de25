import DialogLayout
import Testing

/// The embedded metrics used when no font is configured.
@Suite struct FallbackMetricsTests {
    let regular = FallbackMetrics()

    @Test func latinWidthsPerScalar() {
        #expect(regular.units(of: "A") == 676)
        #expect(regular.units(of: "i") == 237)
        #expect(regular.units(of: "é") == 582)
        #expect(regular.units(of: " ") == 281)
        #expect(regular.units(of: "\u{AD}") == 0)  // a soft hyphen shows only at a break
    }

    @Test func oneWidthPerScript() {
        #expect(regular.units(of: "가") == 920)
        #expect(regular.units(of: "힣") == 920)
        #expect(regular.units(of: "中") == 1000)
        #expect(regular.units(of: "。") == 1000)
        #expect(regular.units(of: "😀") == 1245)
        #expect(regular.units(of: "✉") == 1245)
        #expect(regular.units(of: "Ж") == 534)  // unlisted scripts: the mean a-z width
    }

    @Test func marksAndSelectorsAreZeroWidth() {
        #expect(regular.units(of: "\u{FE0F}") == 0)
        #expect(regular.units(of: "\u{200D}") == 0)
        #expect(regular.units(of: "\u{301}") == 0)
        #expect(regular.advance(of: "\u{FE0F}", size: 17, letterSpacing: 1) == 0)
    }

    @Test func scalesBySizeAndAddsLetterSpacing() {
        #expect(regular.advance(of: "가", size: 10) == 9.2)
        #expect(regular.advance(of: "中", size: 17, letterSpacing: -0.5) == 16.5)
    }

    @Test func picksTheNearestWeight() {
        #expect(FallbackMetrics(weight: 100).weight == 400)
        #expect(FallbackMetrics(weight: 500).weight == 400)
        #expect(FallbackMetrics(weight: 600).weight == 600)
        #expect(FallbackMetrics(weight: 900).weight == 700)
        #expect(FallbackMetrics(weight: 600).units(of: "A") > regular.units(of: "A"))
    }

    /// The Hangul width comes from Noto Sans CJK KR, which is also a fixture font.
    @Test func hangulWidthMatchesTheFixtureFont() throws {
        let font = try FontFile.parseFace(try FixtureFonts.bytes(FixtureFonts.hangul))
        #expect(font.advance(of: "가", size: 1000) == Double(regular.units(of: "가")))
    }
}
