import DialogTestSupport
import Foundation
import Testing

/// The catalog draws the config's `fontFallbacks` as the layout measures them: each
/// script's fallback faces in one `@font-face` family limited to the script's characters
/// (`unicode-range`), placed in every typography's list where the cascade tries them. Before,
/// the lists named only the typography's families, so the browser drew a script the system
/// face lacks in whatever font the machine picked (DejaVu Sans for Persian, Hebrew and Lao on
/// Debian), not in the face dialogc measured.
@Suite(.serialized) struct FallbackFaceTests {
    static let noto = "/usr/share/fonts/truetype/noto/"

    static let persian = """
        {
          "id": "fa.passwords",
          "title": { "en": "Delete saved passwords?", "fa": "گذرواژه‌های ذخیره‌شده پاک شوند؟" },
          "message": { "en": "All 12 passwords saved on this device are deleted.", "fa": "همهٔ ۱۲ گذرواژهٔ ذخیره‌شده در این دستگاه پاک می‌شوند و چیزی از آن‌ها برنمی‌گردد. پیش از ادامه، یک نسخهٔ پشتیبان از گذرواژه‌های خود بگیرید." },
          "layout": { "buttons": "horizontal" },
          "buttons": [
            { "id": "cancel", "title": { "en": "Cancel", "fa": "لغو" }, "role": "cancel" },
            { "id": "delete", "title": { "en": "Delete", "fa": "پاک کردن" }, "role": "destructive" }
          ]
        }
        """

    static func config(system: String, fallbacks: String) -> String {
        """
        { "version": 1, "locales": ["en", "fa"], "dynamicType": ["large", "accessibility3"], "devices": ["iphone-se", "iphone-15"],
          "fonts": { "system": "\(system)", "Noto Sans Arabic": "\(noto)NotoSansArabic-Regular.ttf" },
          "fontFallbacks": \(fallbacks) }
        """
    }

    /// The style sheets: the fallback family holds each fallback face with its script's
    /// range, a script's later fallback written first; every typography lists it after
    /// `system`. A config without fallbacks keeps its sheets as they were.
    @Test func fallbacksAreOneFamilyLimitedToTheirScripts() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/passwords.dialog.json", Self.persian)
        try folder.write("dialogc.json", """
            { "version": 1, "locales": ["en", "fa"], "devices": ["iphone-se"], "dynamicType": ["large"],
              "fonts": { "system": "\(RepositoryPaths.fixtures)/fonts/DejaVuSans-Subset.ttf", "Naskh": "\(RepositoryPaths.fixtures)/fonts/NotoSansArabic-Subset.ttf",
                         "Noto Sans Arabic": "\(RepositoryPaths.fixtures)/fonts/NotoSansArabic-Subset.ttf",
                         "Noto Sans Thai": "\(RepositoryPaths.fixtures)/fonts/NotoSansThai-Subset.ttf" },
              "fontFallbacks": { "Arabic": ["Noto Sans Arabic", "Naskh"], "Thai": "Noto Sans Thai" } }
            """)
        let site = folder.path + "/site"
        let built = CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site])
        #expect(built.status == 0, "\(built.standardError)")
        let fonts = try String(contentsOfFile: site + "/fonts.css", encoding: .utf8)
        let faces = fonts.components(separatedBy: "@font-face").filter { $0.contains("\"dialogc-fallbacks\"") }
        #expect(faces.count == 3, "\(fonts)")
        #expect(faces.first?.contains("U+E01-E3A, U+E40-E5B,") == true, "Thai, the last script, first: \(fonts)")
        #expect(faces.allSatisfy { $0.contains("unicode-range: U+300-36F,") && $0.contains("U+200C-200D") }, "marks and joiners with every script: \(fonts)")
        // Arabic: Naskh (its second fallback) defined before Noto Sans Arabic, so that the
        // browser tries Noto Sans Arabic first.
        let arabic = faces.dropFirst().map { $0.contains("font-1-") ? "Naskh" : $0.contains("font-2-") ? "Noto Sans Arabic" : "?" }
        #expect(arabic == ["Naskh", "Noto Sans Arabic"], "\(fonts)")
        // Arabic, its harakat (Inherited) and its comma, semicolon and question mark (Common,
        // with Arabic in their Script_Extensions): one range.
        #expect(faces.dropFirst().allSatisfy { $0.contains("U+600-604, U+606-6DC,") }, "\(fonts)")
        let page = try #require(try FileManager.default.contentsOfDirectory(atPath: site).first { $0.hasPrefix("dialog-") && $0.hasSuffix(".css") })
        let css = try String(contentsOfFile: site + "/" + page, encoding: .utf8)
        #expect(css.contains(#"--title-font: "dialogc system", "dialogc-fallbacks", sans-serif;"#), "\(css)")

        try folder.write("dialogc.json", """
            { "version": 1, "locales": ["en", "fa"], "devices": ["iphone-se"], "dynamicType": ["large"], "fonts": { "system": "\(RepositoryPaths.fixtures)/fonts/DejaVuSans-Subset.ttf" } }
            """)
        let plain = CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site])
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(try !String(contentsOfFile: site + "/fonts.css", encoding: .utf8).contains("dialogc-fallbacks"))
        #expect(try String(contentsOfFile: site + "/" + page, encoding: .utf8).contains(#"--title-font: "dialogc system", sans-serif;"#))
    }

    /// Persian (پ چ ژ گ ی, ZWNJ, Persian digits) with Noto Sans, which has no Arabic letters,
    /// as the system face and Noto Sans Arabic as the Arabic fallback: Chromium draws the
    /// card as dialogc laid it out, joined and mirrored. Before, Chromium drew the Persian
    /// in the machine's DejaVu Sans and the text blocks broke elsewhere.
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && FileManager.default.fileExists(atPath: noto + "NotoSans-Regular.ttf")
            && FileManager.default.fileExists(atPath: noto + "NotoSansArabic-Regular.ttf"),
        "\(CatalogBrowserTests.reason), and Debian's fonts-noto-core"))
    func persianIsDrawnInItsFallbackFace() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config(system: Self.noto + "NotoSans-Regular.ttf", fallbacks: #"{ "Arabic": "Noto Sans Arabic" }"#))
        try folder.write("specs/passwords.dialog.json", Self.persian)
        let site = folder.path + "/site"
        let built = CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--locale", "fa"])
        #expect(built.status == 0, "\(built.standardError)")
        var tally = CatalogBrowserTests.Tally()
        for page in try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)) { tally.add(page) }
        print("Persian in its fallback face: \(tally)")
        #expect(tally.previews == 8)
        #expect(tally.agreeing == tally.previews && tally.boxesOff == 0, "\(tally)")
    }
}
