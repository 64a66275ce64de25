import DialogTestSupport
import Foundation
import Testing

/// A parameter's `example` and `maxLength` (docs/format/spec.md, "Parameters"), through the
/// executable: what `dialogc layout`, `lint`, the catalog and `strings export` measure, and
/// what the generated Swift does not see.
@Suite struct PlaceholderExampleTests {
    let dialogc = CommandRunner()

    static let config = #"{ "locales": ["en"], "defaultLocale": "en" }"#

    /// The spec with `parameters` written as given (`"String"`, or an object).
    static func spec(fileName parameter: String) -> String {
        #"""
        {
          "id": "file.delete",
          "title": "Delete {fileName}?",
          "message": "{fileName} will be removed from all your devices.",
          "parameters": { "fileName": \#(parameter) },
          "buttons": [
            { "id": "cancel", "title": "Cancel", "role": "cancel" },
            { "id": "delete", "title": "Delete", "role": "destructive" }
          ]
        }
        """#
    }

    static let shortForm = spec(fileName: #""String""#)
    static let example = "Quarterly_Report_FINAL_v2.pdf"
    static let longForm = spec(fileName: #"{ "type": "String", "example": "\#(example)" }"#)

    /// The project folder with one spec per (name, text), and the config.
    func project(_ specs: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("dialogc.json", Self.config)
        for (name, text) in specs { _ = try folder.write("\(name)/file.dialog.json", text) }
        return folder
    }

    /// The text lines of the layout table for the title and message.
    func layoutTexts(_ spec: String) -> (table: String, texts: [String]) {
        let result = dialogc.run("layout", spec, "--format", "text", "--device", "iphone-se", "--dynamic-type", "large")
        #expect(result.status == 0, "\(result.standardError)")
        let texts = result.standardOutput.split(separator: "\n").map(String.init).filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("title ") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("message ")
        }
        return (result.standardOutput, texts)
    }

    @Test func layoutMeasuresTheExampleWhereTheShortFormShowsTheName() throws {
        let folder = try project(["short": Self.shortForm, "long": Self.longForm])
        defer { folder.remove() }
        let short = layoutTexts(folder.path + "/short/file.dialog.json")
        let long = layoutTexts(folder.path + "/long/file.dialog.json")
        #expect(short.texts.joined().contains(#""Delete {fileName}?""#), "\(short.table)")
        #expect(!short.texts.joined().contains(Self.example))
        // The example is drawn, so it breaks into more lines and the frames grow.
        #expect(long.texts.joined().contains("Quarterly_Report_FINAL_v2.pdf"), "\(long.table)")
        #expect(!long.texts.joined().contains("{fileName}"))
        #expect(short.texts.count == 2 && long.texts.count == 2)
        for (shortLine, longLine) in zip(short.texts, long.texts) {
            #expect(longLine.components(separatedBy: "\" / \"").count > shortLine.components(separatedBy: "\" / \"").count, "\(longLine)")
        }
        #expect(short.table.split(separator: "\n").first { $0.contains("  dialog ") } != long.table.split(separator: "\n").first { $0.contains("  dialog ") })
        // The JSON tree carries the filled text too.
        let json = dialogc.run("layout", folder.path + "/long/file.dialog.json")
        #expect(json.standardOutput.contains(#""content": "Delete Quarterly_Report_FINAL_v2.pdf?""#))
    }

    /// `text-overflow` judges the title with the example in it: the short form's title fits,
    /// the long form's does not.
    @Test func textOverflowFiresBecauseOfALongExample() throws {
        let longExample = "Quarterly_Report_FINAL_v2_reviewed_by_legal_and_finance_2026.pdf"
        let folder = try project([
            "short": Self.shortForm, "long": Self.spec(fileName: #"{ "type": "String", "example": "\#(longExample)" }"#),
        ])
        defer { folder.remove() }
        let short = dialogc.run("lint", folder.path + "/short/file.dialog.json")
        #expect(!short.standardOutput.contains("[text-overflow]"), "\(short.standardOutput)")
        let long = dialogc.run("lint", folder.path + "/long/file.dialog.json")
        #expect(long.standardOutput.contains("long/file.dialog.json:3:12: warning: the 'en' text of the title needs"), "\(long.standardOutput)")
        #expect(long.standardOutput.contains("[text-overflow]"))
        // A note at the parameter says what the placeholder was measured as.
        #expect(long.standardOutput.contains("long/file.dialog.json:5:19: note: {fileName} is measured as its example\n"), "\(long.standardOutput)")
    }

    /// Of the example and `maxLength` wide characters, the wider is measured: as many
    /// characters of `W` are wider than the narrow example, and a short `maxLength` loses to
    /// a wider example.
    @Test func maxLengthWinsWhenWider() throws {
        let folder = try project([
            "wide": Self.spec(fileName: #"{ "type": "String", "example": "iiii.txt", "maxLength": 8 }"#),
            "narrow": Self.spec(fileName: #"{ "type": "String", "example": "Quarterly.pdf", "maxLength": 13 }"#),
            "only": Self.spec(fileName: #"{ "type": "String", "maxLength": 5 }"#),
        ])
        defer { folder.remove() }
        let wide = layoutTexts(folder.path + "/wide/file.dialog.json").texts.joined()
        #expect(wide.contains("WWWWWWWW") && !wide.contains("iiii"), "\(wide)")
        let narrow = layoutTexts(folder.path + "/narrow/file.dialog.json").texts.joined()
        #expect(narrow.contains("WWWWWWWWWWWWW"), "13 W are wider than 'Quarterly.pdf': \(narrow)")
        let only = layoutTexts(folder.path + "/only/file.dialog.json").texts.joined()
        #expect(only.contains("Delete WWWWW?"), "\(only)")
    }

    @Test func theCatalogPreviewShowsTheExampleEscaped() throws {
        let folder = try project(["long": Self.spec(fileName: #"{ "type": "String", "example": "<b>Q&A</b> \"notes\".pdf" }"#)])
        defer { folder.remove() }
        let result = dialogc.run("build", folder.path + "/long", "--out", folder.path + "/out", "--emit", "catalog", "--no-cache")
        #expect(result.status == 0, "\(result.standardError)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").filter { $0.hasPrefix("dialog-") && $0.hasSuffix(".html") }
        #expect(pages.count == 1)
        let page = try String(contentsOfFile: folder.path + "/out/" + (pages.first ?? ""), encoding: .utf8)
        #expect(page.contains("Delete &lt;b&gt;Q&amp;A&lt;/b&gt; &quot;notes&quot;.pdf?"), "the title drawn with the example")
        #expect(!page.contains("<b>Q&A"))
        // The preview draws the example; the page's facts quote the spec's title as written.
        #expect(!page.contains(try Regex(#"class="t [a-z]+"[^>]*>[^<]*\{fileName\}"#)))
        #expect(page.contains("<dt>Title</dt><dd lang=\"en\" dir=\"ltr\">Delete {fileName}?</dd>"))
    }

    /// The generated Swift of the long form is the short form's, byte for byte.
    @Test func theGeneratedSwiftIsTheShortFormsByteForByte() throws {
        let long = Self.spec(fileName: #"{ "type": "String", "example": { "en": "Report.pdf", "de": "Bericht.pdf" }, "maxLength": 40 }"#)
        let folder = try project(["short": Self.shortForm, "long": long])
        defer { folder.remove() }
        var outputs: [[String: String]] = []
        for name in ["short", "long"] {
            let out = folder.path + "/out-" + name
            let result = dialogc.run("build", folder.path + "/" + name, "--out", out, "--no-cache")
            #expect(result.status == 0, "\(result.standardError)")
            var files: [String: String] = [:]
            for file in try FileManager.default.contentsOfDirectory(atPath: out) where file.hasSuffix(".swift") {
                files[file] = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
            }
            outputs.append(files)
        }
        #expect(outputs[0].keys.contains("FileDeleteDialog.swift"))
        #expect(outputs[0] == outputs[1])
    }

    /// `strings export` of the long form differs from the short form's only in the comments'
    /// documented additions: the example and `maxLength` after the placeholder, and what the
    /// text leaves for the value after the budget.
    @Test(arguments: ["xcstrings", "xliff", "xliff2"])
    func stringsExportDiffersOnlyInTheDocumentedAdditions(_ format: String) throws {
        let longForm = Self.spec(fileName: #"{ "type": "String", "example": "\#(Self.example)", "maxLength": 40 }"#)
        let folder = try project(["short": Self.shortForm, "long": longForm])
        defer { folder.remove() }
        try folder.write("dialogc.json", #"{ "locales": ["en", "de"], "defaultLocale": "en" }"#)
        func export(_ name: String) throws -> String {
            let out = folder.path + "/\(name).out"
            let result = dialogc.run("strings", "export", folder.path + "/" + name, "--format", format, "--out", out)
            #expect(result.status == 0, "\(result.standardError)")
            return try String(contentsOfFile: out, encoding: .utf8)
        }
        let short = try export("short")
        let long = try export("long")
        #expect(short != long)
        // Remove the additions from the long form's export: what is left is the short form's.
        let hint = #", such as \#(format == "xcstrings" ? #"\"Quarterly_Report_FINAL_v2.pdf\""# : #""Quarterly_Report_FINAL_v2.pdf""#), at most 40 characters"#
        let room = try Regex(#" Without \{fileName\} the text takes \d+ pt, which leaves about \d+ pt for the value; its example or maxLength takes (more than )?\d+ pt\."#)
        #expect(long.contains(hint), "\(long)")
        #expect(long.contains(room))
        let stripped = long.replacing(hint, with: "").replacing(room, with: "")
        #expect(textDiff(actual: stripped, expected: short) == nil, "\(textDiff(actual: stripped, expected: short) ?? "")")
    }
}
