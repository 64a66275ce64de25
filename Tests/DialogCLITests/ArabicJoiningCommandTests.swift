import DialogTestSupport
import Foundation
import Testing

/// Arabic joining through the executable: with an Arabic face configured as the `system`
/// fallback for Arabic, the layout tree's lines measure the joined glyphs (and the lam-alef
/// ligature as one), as HarfBuzz shapes them, not the letters unjoined.
@Suite struct ArabicJoiningCommandTests {
    static let config = #"""
        { "version": 1, "locales": ["en", "ar"], "devices": ["iphone-15"], "dynamicType": ["large"],
          "fonts": { "Noto Sans Arabic": "fonts/NotoSansArabic.ttf" }, "fontFallbacks": { "Arabic": "Noto Sans Arabic" } }
        """#
    static let spec = #"""
        {
          "id": "timer.delete",
          "title": { "en": "Delete?", "ar": "بيت" },
          "buttons": [{ "id": "ok", "title": { "en": "OK", "ar": "لا" }, "role": "primary" }]
        }
        """#

    /// Every laid-out line of the tree: its text, width and font size.
    static func lines(_ json: String) throws -> [(text: String, width: Double, size: Double)] {
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var lines: [(String, Double, Double)] = []
        func walk(_ node: [String: Any]) {
            if let text = node["text"] as? [String: Any], let style = node["style"] as? [String: Any], let font = style["font"] as? [String: Any],
                let size = font["size"] as? Double
            {
                for line in text["lines"] as? [[String: Any]] ?? [] {
                    if let words = line["text"] as? String, let width = line["width"] as? Double { lines.append((words, width, size)) }
                }
            }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(try #require(tree["root"] as? [String: Any]))
        return lines
    }

    @Test func arabicLinesMeasureJoinedGlyphs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config)
        try folder.write("specs/delete.dialog.json", Self.spec)
        let font = try #require(FileManager.default.contents(atPath: RepositoryPaths.fixtures + "/fonts/NotoSansArabic-Subset.ttf"))
        try FileManager.default.createDirectory(atPath: folder.path + "/fonts", withIntermediateDirectories: true)
        try font.write(to: URL(fileURLWithPath: folder.path + "/fonts/NotoSansArabic.ttf"))

        let layout = try DialogcExecutable.run(["layout", "specs/delete.dialog.json", "--locale", "ar", "--format", "json"], in: folder.path)
        #expect(layout.status == 0, "\(layout.error)")
        let lines = try Self.lines(layout.output)
        // HarfBuzz's advances in font units (1000 per em) of the subset: beh yeh teh joined
        // 1735 (2746 unjoined); lam-alef one ligature glyph 582 (933 as two letters).
        let expected: [String: Double] = ["بيت": 1735, "لا": 582]
        for (text, units) in expected {
            let line = try #require(lines.first { $0.text == text }, "no line '\(text)' in \(lines)")
            #expect(abs(line.width - units * line.size / 1000) < 0.01, "'\(text)' at \(line.size) pt: \(line.width)")
        }
    }
}
