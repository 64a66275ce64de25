import DialogTestSupport
import Foundation
import Testing

/// A script whose shaping changes widths and that dialogc does not shape (Bengali here),
/// measured in a real face a character at a time, is never a silent guess: `font-coverage`
/// reports the text once per locale, the layout tree lists the script in `unshaped` and the
/// catalog's badge says "not shaped". Devanagari, which dialogc shapes, is not marked.
@Suite struct UnshapedScriptCommandTests {
    static let notoBengali = "/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf"
    static let notoDevanagari = DevanagariShapingCommandTests.notoDevanagari
    static let fontsPresent = FileManager.default.fileExists(atPath: notoBengali) && FileManager.default.fileExists(atPath: notoDevanagari)

    static let spec = LocationMarkers(parsing: #"""
        {
          "id": "work",
          "title": { "en": "Work", "bn": 1️⃣"কর্ম", "hi": "कर्म" },
          "buttons": [{ "id": "ok", "title": { "en": "Forgive", "bn": 2️⃣"ক্ষমা করুন", "hi": "क्षमा" }, "role": "primary" }]
        }
        """#)

    @Test(.enabled(if: fontsPresent, "needs fonts-noto-core's NotoSansBengali-Regular.ttf and NotoSansDevanagari-Regular.ttf"))
    func bengaliInARealFaceIsReportedAndMarkedNotShaped() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", """
            { "version": 1, "locales": ["en", "bn", "hi"], "devices": ["iphone-15"], "dynamicType": ["large", "xxxLarge"],
              "fonts": { "Noto Sans Bengali": "\(Self.notoBengali)", "Noto Sans Devanagari": "\(Self.notoDevanagari)" },
              "fontFallbacks": { "Bengali": "Noto Sans Bengali", "Devanagari": "Noto Sans Devanagari" } }
            """)
        try folder.write("specs/work.dialog.json", Self.spec.cleanText)

        let lint = try DialogcExecutable.run(["lint", "--no-cache"], in: folder.path)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        let findings = ConfigExtendsTests.findings(lint.output).filter { $0.hasSuffix("[font-coverage]") }
        // Once per text and locale, though laid out at two sizes; none for Hindi.
        #expect(findings.count == 2, "\(lint.output)")
        #expect(
            findings.contains {
                $0.hasPrefix("specs/work.dialog.json:\(ConfigExtendsTests.position(1, in: Self.spec)): warning: the 'bn' title is Bengali, which its font shapes")
                    && $0.contains("measured a character at a time") && $0.contains("dialogc catalog --verify")
            }, "\(lint.output)")
        #expect(findings.contains { $0.hasPrefix("specs/work.dialog.json:\(ConfigExtendsTests.position(2, in: Self.spec)): warning: the 'bn' title of button 'ok' is Bengali") })

        let bengali = try DialogcExecutable.run(["layout", "specs/work.dialog.json", "--locale", "bn", "--format", "json"], in: folder.path)
        #expect(bengali.status == 0, "\(bengali.error)")
        let found = try Self.unshaped(bengali.output)
        let unshaped = try #require(found, "\(bengali.output.prefix(3000))")
        // The title and the button, at each size.
        #expect(unshaped.count >= 2 && unshaped.allSatisfy { $0 == ["Bengali"] }, "\(unshaped)")
        #expect(!bengali.output.contains(#""approximate""#))
        let hindi = try DialogcExecutable.run(["layout", "specs/work.dialog.json", "--locale", "hi", "--format", "json"], in: folder.path)
        #expect(hindi.status == 0 && !hindi.output.contains(#""unshaped""#), "\(hindi.output.prefix(3000))\(hindi.error)")

        let catalog = try DialogcExecutable.run(["catalog", "--locale", "bn", "--out", "Catalog", "--no-cache"], in: folder.path)
        #expect(catalog.status == 0, "\(catalog.output)\(catalog.error)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/Catalog").filter { $0.hasSuffix(".html") && $0 != "index.html" && $0 != "rules.html" }
        let page = try #require(pages.compactMap { folder.read("Catalog/" + $0) }.first { $0.contains("কর্ম") })
        #expect(page.contains("approximate (Bengali not shaped)"))
    }

    /// The `unshaped` lists of a layout tree's texts, in the order they appear.
    static func unshaped(_ json: String) throws -> [[String]]? {
        var found: [[String]] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let scripts = object["unshaped"] as? [String] { found.append(scripts) }
                for key in object.keys.sorted() { walk(object[key]!) }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(json.utf8)))
        return found.isEmpty ? nil : found
    }
}
