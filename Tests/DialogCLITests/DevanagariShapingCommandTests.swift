import DialogTestSupport
import Foundation
import Testing

/// Devanagari shaping through the executable, and the catalog drawing a script in the
/// `fontFallbacks` face layout measured it in.
@Suite struct DevanagariShapingCommandTests {
    static let notoDevanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"

    /// With Noto Sans Devanagari as the `system` fallback for Devanagari, the layout tree's
    /// lines measure the shaped syllables: a reph, a conjunct with a half form and a
    /// below-base ra, the ligature ksha, as HarfBuzz shapes them, not the characters one by
    /// one (1769, 1914 and 2197 units unshaped).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: notoDevanagari), "needs fonts-noto-core's NotoSansDevanagari-Regular.ttf"))
    func hindiLinesMeasureShapedSyllables() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", """
            { "version": 1, "locales": ["en", "hi"], "devices": ["iphone-15"], "dynamicType": ["large"],
              "fonts": { "Noto Sans Devanagari": "\(Self.notoDevanagari)" }, "fontFallbacks": { "Devanagari": "Noto Sans Devanagari" } }
            """)
        try folder.write("specs/work.dialog.json", """
            {
              "id": "work",
              "title": { "en": "Work", "hi": "कर्म" },
              "message": { "en": "Woman", "hi": "स्त्री" },
              "buttons": [{ "id": "ok", "title": { "en": "Forgive", "hi": "क्षमा" }, "role": "primary" }]
            }
            """)
        let layout = try DialogcExecutable.run(["layout", "specs/work.dialog.json", "--locale", "hi", "--format", "json"], in: folder.path)
        #expect(layout.status == 0, "\(layout.error)")
        let lines = try ArabicJoiningCommandTests.lines(layout.output)
        // HarfBuzz's advances in font units (1000 per em) of Noto Sans Devanagari.
        let expected: [String: Double] = ["कर्म": 1360, "स्त्री": 1200, "क्षमा": 1569]
        for (text, units) in expected {
            let line = try #require(lines.first { $0.text == text }, "no line '\(text)' in \(lines)")
            #expect(abs(line.width - units * line.size / 1000) < 0.01, "'\(text)' at \(line.size) pt: \(line.width)")
        }
    }
}
