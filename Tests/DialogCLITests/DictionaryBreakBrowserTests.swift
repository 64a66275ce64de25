import DialogTestSupport
import Foundation
import Testing

/// Thai is written without spaces between words: dialogc breaks it between dictionary
/// words (ICU's, the toolchain's on Linux), as Chromium does. Thai alert texts, at the
/// catalog's devices and sizes, agree with the browser's breaks (docs/layout-model.md,
/// "Text: wrapping"); before, they broke only at spaces and then mid-word.
@Suite(.serialized) struct DictionaryBreakBrowserTests {
    static let thaiFace = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"

    static let texts: [(title: String, message: String)] = [
        ("ลบตัวจับเวลานี้ไหม", "ถ้าคุณเปิดใช้งานการแปลอัตโนมัติ ข้อความของคุณจะถูกส่งไปยังบริการแปลภาษาเพื่อแสดงผลในภาษาที่คุณเลือก"),
        ("ออกจากระบบ", "คุณต้องการออกจากระบบบัญชีนี้บนอุปกรณ์ทุกเครื่องหรือไม่ ข้อมูลที่ยังไม่ได้ซิงค์จะหายไป"),
        ("ไม่สามารถเชื่อมต่อได้", "โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตของคุณแล้วลองอีกครั้งในภายหลัง"),
        ("บันทึกการเปลี่ยนแปลงหรือไม่", "การเปลี่ยนแปลงที่คุณทำกับเอกสารนี้จะสูญหายหากคุณปิดโดยไม่บันทึก"),
    ]

    static func spec(_ index: Int) -> String {
        let text = texts[index]
        return """
            {
              "id": "th.alert\(index)",
              "title": { "en": "Title", "th": "\(text.title)" },
              "message": { "en": "Message", "th": "\(text.message)" },
              "buttons": [
                { "id": "cancel", "title": { "en": "Cancel", "th": "ยกเลิก" }, "role": "cancel" },
                { "id": "ok", "title": { "en": "OK", "th": "ตกลง" } }
              ]
            }
            """
    }

    @Test(.enabled(
        if: CatalogBrowserTests.canRun && FileManager.default.fileExists(atPath: CatalogBrowserTests.latinFace) && FileManager.default.fileExists(atPath: thaiFace),
        "\(CatalogBrowserTests.reason), and Debian's fonts-dejavu-core and fonts-noto-core"))
    func thaiBreaksBetweenDictionaryWordsAsInChromium() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", """
            { "version": 1, "locales": ["en", "th"], "dynamicType": ["large", "xxxLarge", "accessibility3"],
              "devices": ["iphone-se", "iphone-15"],
              "fonts": { "system": "\(CatalogBrowserTests.latinFace)", "Noto Sans Thai": "\(Self.thaiFace)" },
              "fontFallbacks": { "Thai": "Noto Sans Thai" } }
            """)
        for index in Self.texts.indices { try folder.write("specs/alert\(index).dialog.json", Self.spec(index)) }
        let site = folder.path + "/site"
        let built = CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--locale", "th"])
        #expect(built.status == 0, "\(built.standardError)")
        var tally = CatalogBrowserTests.Tally()
        for page in try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)) { tally.add(page) }
        print("Thai dictionary breaks: \(tally)")
        // Two devices, three sizes, the embedded themes light and dark.
        #expect(tally.previews == Self.texts.count * 12)
        #expect(tally.texts > 0 && tally.textsDiffering == 0, "\(tally)")
    }
}
