import DialogTestSupport
import Foundation
import Testing

/// Scripts the catalog's browser check compares with Chromium. Thai is written without
/// spaces between words: dialogc breaks it between dictionary words (ICU's, the
/// toolchain's on Linux), as Chromium does, where before it broke only at spaces and then
/// mid-word (docs/layout-model.md, "Text: wrapping"). Hebrew is laid out mirrored, as
/// Chromium draws a right-to-left card (docs/layout-model.md, "Direction").
@Suite(.serialized) struct ScriptBrowserTests {
    static let thaiFace = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
    static let hebrewFace = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let arabicFace = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let notoFolder = "/usr/share/fonts/truetype/noto/"

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

    /// Hebrew (no shaping needed): the mirrored tree agrees with Chromium drawing the card
    /// right to left, box by box and break by break.
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && FileManager.default.fileExists(atPath: CatalogBrowserTests.latinFace) && FileManager.default.fileExists(atPath: hebrewFace),
        "\(CatalogBrowserTests.reason), and Debian's fonts-dejavu-core and fonts-noto-core"))
    func hebrewIsMirroredAsInChromium() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", """
            { "version": 1, "locales": ["en", "he"], "dynamicType": ["large", "accessibility3"],
              "devices": ["iphone-se", "iphone-15"],
              "fonts": { "system": "\(CatalogBrowserTests.latinFace)", "Noto Sans Hebrew": "\(Self.hebrewFace)" },
              "fontFallbacks": { "Hebrew": "Noto Sans Hebrew" } }
            """)
        try folder.write("specs/delete.dialog.json", """
            {
              "id": "he.delete",
              "title": { "en": "Delete?", "he": "למחוק את הטיימר?" },
              "message": { "en": "It can't be undone.", "he": "לא ניתן לבטל את הפעולה הזו. הטיימר וכל ההיסטוריה שלו יימחקו מכל המכשירים שלך." },
              "content": [{ "type": "checkbox", "id": "again", "title": { "en": "Don't ask again", "he": "אל תשאל שוב" } }],
              "layout": { "buttons": "horizontal" },
              "buttons": [
                { "id": "cancel", "title": { "en": "Cancel", "he": "ביטול" }, "role": "cancel" },
                { "id": "delete", "title": { "en": "Delete", "he": "מחק" }, "role": "destructive" }
              ]
            }
            """)
        let site = folder.path + "/site"
        let built = CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--locale", "he"])
        #expect(built.status == 0, "\(built.standardError)")
        var tally = CatalogBrowserTests.Tally()
        for page in try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)) { tally.add(page) }
        print("Hebrew right to left: \(tally)")
        #expect(tally.previews == 8)
        #expect(tally.agreeing == tally.previews && tally.boxesOff == 0, "\(tally)")
    }

    /// Arabic, joined (docs/layout-model.md, "Arabic joining") and mirrored: the tree agrees
    /// with Chromium drawing the card right to left with the same Noto Sans Arabic, box by
    /// box and break by break. Measured unjoined (before), 0 of the 8 previews agreed, 24 of
    /// the 40 text blocks broke as Chromium does, and boxes were off by up to 198 pt.
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && FileManager.default.fileExists(atPath: CatalogBrowserTests.latinFace) && FileManager.default.fileExists(atPath: arabicFace),
        "\(CatalogBrowserTests.reason), and Debian's fonts-dejavu-core and fonts-noto-core"))
    func arabicIsJoinedAndMirroredAsInChromium() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", """
            { "version": 1, "locales": ["en", "ar"], "dynamicType": ["large", "accessibility3"],
              "devices": ["iphone-se", "iphone-15"],
              "fonts": { "system": "\(CatalogBrowserTests.latinFace)", "Noto Sans Arabic": "\(Self.arabicFace)" },
              "fontFallbacks": { "Arabic": "Noto Sans Arabic" } }
            """)
        try folder.write("specs/delete.dialog.json", """
            {
              "id": "ar.delete",
              "title": { "en": "Delete this message?", "ar": "هل تريد حذف هذه الرسالة؟" },
              "message": { "en": "It can't be undone.", "ar": "لا يمكن التراجع عن هذا الإجراء. سيتم حذف الرسالة من جميع أجهزتك المتصلة بالإنترنت، ولن يتمكن أي من المشاركين في المحادثة من رؤيتها بعد الآن." },
              "content": [{ "type": "checkbox", "id": "again", "title": { "en": "Don't ask again", "ar": "لا تسألني مرة أخرى" } }],
              "layout": { "buttons": "horizontal" },
              "buttons": [
                { "id": "cancel", "title": { "en": "Cancel", "ar": "إلغاء" }, "role": "cancel" },
                { "id": "delete", "title": { "en": "Delete", "ar": "حذف" }, "role": "destructive" }
              ]
            }
            """)
        let site = folder.path + "/site"
        let built = CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--locale", "ar"])
        #expect(built.status == 0, "\(built.standardError)")
        var tally = CatalogBrowserTests.Tally()
        for page in try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)) { tally.add(page) }
        print("Arabic joined, right to left: \(tally)")
        #expect(tally.previews == 8)
        #expect(tally.agreeing == tally.previews && tally.boxesOff == 0, "\(tally)")
    }

    /// Lao, Khmer and Myanmar through the same check: the breaks are the dictionary's; Khmer's
    /// widths need shaping dialogc does not do yet (subscript consonants), so for Khmer this
    /// holds the measured agreement.
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && FileManager.default.fileExists(atPath: CatalogBrowserTests.latinFace) && FileManager.default.fileExists(atPath: notoFolder + "NotoSansLao-Regular.ttf"),
        "\(CatalogBrowserTests.reason), and Debian's fonts-dejavu-core and fonts-noto-core"))
    func laoKhmerAndMyanmarBreakAsInChromium() throws {
        let texts: [(locale: String, script: String, family: String, title: String, message: String)] = [
            ("lo", "Lao", "Noto Sans Lao", "ລຶບໂມງຈັບເວລານີ້ບໍ່", "ຖ້າທ່ານເປີດໃຊ້ການແປພາສາອັດຕະໂນມັດ ຂໍ້ຄວາມຂອງທ່ານຈະຖືກສົ່ງໄປຫາບໍລິການແປພາສາ"),
            ("km", "Khmer", "Noto Sans Khmer", "លុបកម្មវិធីកំណត់ម៉ោងនេះទេ", "ប្រសិនបើអ្នកបើកការបកប្រែស្វ័យប្រវត្តិ សាររបស់អ្នកនឹងត្រូវបានផ្ញើទៅសេវាកម្មបកប្រែ"),
            ("my", "Myanmar", "Noto Sans Myanmar", "ဒီအချိန်မှတ်ကိရိယာကိုဖျက်မလား", "အလိုအလျောက်ဘာသာပြန်ခြင်းကိုဖွင့်ပါက သင့်မက်ဆေ့ချ်များကိုဘာသာပြန်ဝန်ဆောင်မှုသို့ပို့ပါမည်"),
        ]
        var results: [String: (texts: Int, same: Int)] = [:]
        for text in texts {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            let face = Self.notoFolder + text.family.replacingOccurrences(of: " ", with: "") + "-Regular.ttf"
            try folder.write("dialogc.json", """
                { "version": 1, "locales": ["en", "\(text.locale)"], "dynamicType": ["large", "xxxLarge", "accessibility3"],
                  "devices": ["iphone-se", "iphone-15"],
                  "fonts": { "system": "\(CatalogBrowserTests.latinFace)", "\(text.family)": "\(face)" },
                  "fontFallbacks": { "\(text.script)": "\(text.family)" } }
                """)
            try folder.write("specs/alert.dialog.json", """
                { "id": "alert", "title": { "en": "Title", "\(text.locale)": "\(text.title)" },
                  "message": { "en": "Message", "\(text.locale)": "\(text.message)" },
                  "buttons": [{ "id": "ok", "title": { "en": "OK", "\(text.locale)": "OK" } }] }
                """)
            let site = folder.path + "/site"
            let built = CommandRunner().run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--locale", text.locale])
            #expect(built.status == 0, "\(built.standardError)")
            var tally = CatalogBrowserTests.Tally()
            for page in try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)) { tally.add(page) }
            print("\(text.script) dictionary breaks: \(tally)")
            results[text.locale] = (tally.texts, tally.texts - tally.textsDiffering)
        }
        // Lao and Myanmar: every text block has Chromium's breaks. Khmer: 20 of 36 when
        // measured (session 15): a consonant after a coeng (U+17D2) is drawn as a subscript
        // with no advance of its own, and dialogc, which does not shape, measures it as a
        // letter, so its lines fill sooner; its breaks are still dictionary boundaries.
        #expect(results["lo"]?.texts == 36 && results["lo"]?.same == 36, "\(results)")
        #expect(results["my"]?.texts == 36 && results["my"]?.same == 36, "\(results)")
        #expect(results["km"]?.texts == 36 && (results["km"]?.same ?? 0) >= 20, "\(results)")
    }
}
