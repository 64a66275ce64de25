import DialogTestSupport
import Foundation
import Testing

/// The font cascade through the executable: text of a script no font covers is reported by
/// `font-coverage` at the text and marked in the layout tree and the catalog; a
/// `fontFallbacks` face measures it; the config's mistakes are errors at the value; a
/// weight the family lacks is a warning at the family.
@Suite struct FontCascadeCommandTests {
    static let config = #"{ "version": 1, "locales": ["en", "th"], "devices": ["iphone-15"], "dynamicType": ["large"] }"#
    static let spec = LocationMarkers(parsing: #"""
        {
          "id": "timer.delete",
          "title": { "en": "Delete this timer?", "th": 1️⃣"ลบตัวจับเวลานี้ไหม" },
          "buttons": [{ "id": "ok", "title": { "en": "OK", "th": "ตกลง" }, "role": "primary" }]
        }
        """#)

    static func project(config: String = config) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("dialogc.json", config)
        try folder.write("specs/delete.dialog.json", spec.cleanText)
        let font = try #require(FileManager.default.contents(atPath: RepositoryPaths.fixtures + "/fonts/NotoSansThai-Subset.ttf"))
        try FileManager.default.createDirectory(atPath: folder.path + "/fonts", withIntermediateDirectories: true)
        try font.write(to: URL(fileURLWithPath: folder.path + "/fonts/NotoSansThai.ttf"))
        return folder
    }

    static func run(_ arguments: [String], in folder: TemporaryDirectory) throws -> (status: Int32, output: String, error: String) {
        try DialogcExecutable.run(arguments, in: folder.path)
    }

    @Test func thaiWithoutAFontIsReportedAtTheTextAndMarkedApproximate() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        let findings = ConfigExtendsTests.findings(lint.output)
        // The button's Thai title needs the same font: told with the title's finding.
        #expect(findings.count == 1, "\(lint.output)")
        #expect(
            findings.contains {
                $0.hasPrefix("specs/delete.dialog.json:\(ConfigExtendsTests.position(1, in: Self.spec)): warning: the 'th' title has characters no configured font covers (Thai 'ลบตัวจับเวลานี้ไหม')")
                    && $0.contains(#""fonts": {"Noto Sans Thai": "fonts/NotoSansThai-Regular.ttf"} and "fontFallbacks": {"Thai": "Noto Sans Thai"}"#)
                    && $0.contains("; 1 other text in 1 spec file has such characters too")
                    && $0.hasSuffix("[font-coverage]")
            }, "\(lint.output)")

        let layout = try Self.run(["layout", "specs/delete.dialog.json", "--locale", "th", "--format", "json"], in: folder)
        #expect(layout.status == 0, "\(layout.error)")
        #expect(layout.output.contains(#""approximate" : [\#n"#) || layout.output.contains(#""approximate": ["#), "\(layout.output.prefix(2000))")
        #expect(layout.output.contains(#""Thai""#))
        let english = try Self.run(["layout", "specs/delete.dialog.json", "--locale", "en", "--format", "json"], in: folder)
        #expect(!english.output.contains("approximate"))
        // The table for reading marks the text as the catalog's badge does.
        let table = try Self.run(["layout", "specs/delete.dialog.json", "--locale", "th", "--format", "text"], in: folder)
        #expect(table.output.contains(#""ลบตัวจับเวลานี้ไหม"  approximate (no font for Thai)"#), "\(table.output)")
        let englishTable = try Self.run(["layout", "specs/delete.dialog.json", "--locale", "en", "--format", "text"], in: folder)
        #expect(!englishTable.output.contains("approximate"))

        let catalog = try Self.run(["catalog", "--locale", "th", "--out", "Catalog", "--no-cache"], in: folder)
        #expect(catalog.status == 0, "\(catalog.output)\(catalog.error)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/Catalog").filter { $0.hasSuffix(".html") && $0 != "index.html" && $0 != "rules.html" }
        let page = try #require(pages.compactMap { folder.read("Catalog/" + $0) }.first { $0.contains("ลบตัวจับเวลานี้ไหม") })
        #expect(page.contains("approximate (no font for Thai)"))
    }

    /// A project that adds Thai, Arabic and Persian to its specs before their fonts: one
    /// finding per font to add, at the first text that needs it, counting the others, not
    /// one per text and locale that all give the same advice.
    @Test func aMissingScriptFontIsReportedOncePerFontForTheWholeProject() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{ "version": 1, "locales": ["en", "th", "ar", "fa"], "devices": ["iphone-15"], "dynamicType": ["large"] }"#)
        for name in ["a", "b", "c"] {
            try folder.write(
                "specs/\(name).dialog.json",
                #"""
                {
                  "id": "photo.\#(name)",
                  "title": {
                    "en": "Delete this photo?",
                    "th": "ลบรูปภาพนี้ไหม",
                    "ar": "هل تريد حذف هذه الصورة؟",
                    "fa": "این عکس حذف شود؟"
                  },
                  "buttons": [{ "id": "delete", "title": { "en": "Delete", "th": "ลบ", "ar": "حذف", "fa": "حذف" }, "role": "primary" }]
                }
                """#)
        }
        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        let findings = ConfigExtendsTests.findings(lint.output)
        #expect(findings.count == 2, "one for Thai, one for Arabic (ar and fa): \(lint.output)")
        #expect(
            findings.contains {
                $0.hasPrefix("specs/a.dialog.json:5:11: warning: the 'th' title has characters no configured font covers (Thai 'ลบรูปภาพนี้ไหม')")
                    && $0.contains("add a font for Thai") && $0.contains("; 5 other texts in 3 spec files have such characters too")
            }, "\(lint.output)")
        #expect(
            findings.contains {
                $0.hasPrefix("specs/a.dialog.json:6:11: warning: the 'ar' title has characters no configured font covers (Arabic")
                    && $0.contains("add a font for Arabic") && $0.contains("; 11 other texts in 3 spec files have such characters too")
            }, "\(lint.output)")
        #expect(lint.error.contains("3 spec files checked: 0 errors, 2 warnings"), "\(lint.error)")
    }

    @Test func aFontFallbackMeasuresTheScriptAndTheTreeNamesIt() throws {
        let folder = try Self.project(config: #"""
            { "version": 1, "locales": ["en", "th"], "devices": ["iphone-15"], "dynamicType": ["large"],
              "fonts": { "Noto Sans Thai": "fonts/NotoSansThai.ttf" }, "fontFallbacks": { "Thai": "Noto Sans Thai" } }
            """#)
        defer { folder.remove() }
        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 0 && !lint.output.contains("[font-coverage]"), "\(lint.output)\(lint.error)")
        let layout = try Self.run(["layout", "specs/delete.dialog.json", "--locale", "th", "--format", "json"], in: folder)
        #expect(layout.status == 0, "\(layout.error)")
        #expect(!layout.output.contains("approximate"))
        #expect(layout.output.contains(#""family" : "Noto Sans Thai""#) || layout.output.contains(#""family": "Noto Sans Thai""#), "\(layout.output.prefix(3000))")
    }

    /// As a face a collection lacks: an error at the value, reported with the specs'
    /// findings, and the entry left out.
    @Test func anUnknownScriptOrAFamilyNotInFontsIsAnErrorAtTheValue() throws {
        let config = LocationMarkers(parsing: #"""
            { "version": 1, "locales": ["en", "th"], "fonts": { "Noto Sans Thai": "fonts/NotoSansThai.ttf" },
              "fontFallbacks": { 1️⃣"Tai": "Noto Sans Thai", "Thai": ["Noto Sans Thai", 2️⃣"Noto Serif Thai"] } }
            """#)
        let folder = try Self.project(config: config.cleanText)
        defer { folder.remove() }
        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 1, "\(lint.output)\(lint.error)")
        let findings = ConfigExtendsTests.findings(lint.output)
        #expect(
            findings.contains { $0.hasPrefix("dialogc.json:\(ConfigExtendsTests.position(1, in: config)): error: 'Tai' is not a Unicode script name") && $0.hasSuffix("[invalid-value]") },
            "\(lint.output)")
        #expect(lint.output.contains("note: did you mean 'Thai'?"), "\(lint.output)")
        #expect(
            findings.contains {
                $0.hasPrefix("dialogc.json:\(ConfigExtendsTests.position(2, in: config)): error: the fallback font 'Noto Serif Thai' of script 'Thai' is not a family of 'fonts'")
            }, "\(lint.output)")
        // The 'Thai' entry keeps its family that 'fonts' has: Thai is measured.
        #expect(!lint.output.contains("[font-coverage]"), "\(lint.output)")
    }

    /// Titles and buttons ask the embedded tokens' 600; a family given per weight with only
    /// a 400 face gets a warning at its entry, naming the weights it has; a 600 face
    /// silences it, and so does one file for the whole family (every weight, as the
    /// catalog declares it).
    @Test func aWeightTheFamilyLacksIsAWarningAtTheFamily() throws {
        let config = LocationMarkers(parsing: #"""
            { "version": 1, "locales": ["en"], "devices": ["iphone-15"], "dynamicType": ["large"],
              "fonts": { 1️⃣"system": { "400": "fonts/NotoSansThai.ttf" } } }
            """#)
        let folder = try Self.project(config: config.cleanText)
        defer { folder.remove() }
        let lint = try Self.run(["lint", "--no-cache"], in: folder)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        #expect(
            ConfigExtendsTests.findings(lint.output).contains {
                $0.hasPrefix("dialogc.json:\(ConfigExtendsTests.position(1, in: config)): warning: 'button.typography', 'dialog.title.typography' ask font family 'system' for weight 600, but 'fonts' gives it only weight 400,")
                    && $0.contains(#"add a file for 600, such as "600": "fonts/System-SemiBold.ttf" in 'system'"#) && $0.hasSuffix("[font-coverage]")
            }, "\(lint.output)")

        for fonts in [#"{ "system": { "400": "fonts/NotoSansThai.ttf", "600": "fonts/NotoSansThai.ttf" } }"#, #"{ "system": "fonts/NotoSansThai.ttf" }"#] {
            try folder.write("dialogc.json", #"{ "version": 1, "locales": ["en"], "devices": ["iphone-15"], "dynamicType": ["large"], "fonts": "# + fonts + " }")
            let fixed = try Self.run(["lint", "--no-cache"], in: folder)
            #expect(fixed.status == 0 && !fixed.output.contains("[font-coverage]"), "\(fonts): \(fixed.output)")
        }
    }
}
