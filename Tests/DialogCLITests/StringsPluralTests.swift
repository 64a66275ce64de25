import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// Plurals through `dialogc strings` (docs/strings.md): a String Catalog's plural
/// variations and XLIFF's unit per category, exported, imported back into the spec's
/// plural form by a byte-range edit, and round trips that change no byte.
@Suite struct StringsPluralTests {
    let dialogc = CommandRunner()

    static let config = #"{ "locales": ["en", "ru"], "defaultLocale": "en", "rules": {"text-overflow": "off", "dialog-overflow": "off"} }"#
    static let spec = #"""
        {
          "id": "inbox.delete",
          "title": { "en": "Delete messages?", "ru": "Удалить сообщения?" },
          "message": {
            "en": { "plural": "count", "one": "This message will be deleted.", "other": "{count} messages will be deleted." },
            "ru": "Сообщения будут удалены: {count}."
          },
          "parameters": { "count": "Int" },
          "buttons": [
            { "id": "cancel", "title": { "en": "Cancel", "ru": "Отмена" }, "role": "cancel" },
            { "id": "delete", "title": { "en": "Delete", "ru": "Удалить" }, "role": "destructive" }
          ],
          "layout": { "buttons": "horizontal" }
        }
        """#

    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("dialogc.json", config)
        try folder.write("specs/inbox.dialog.json", spec)
        return folder
    }

    func export(_ folder: TemporaryDirectory, _ format: [String], _ name: String) -> CommandRunner.Output {
        dialogc.run(["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--format"] + format + ["--out", folder.path + "/" + name])
    }

    func importFile(_ folder: TemporaryDirectory, _ name: String) -> CommandRunner.Output {
        dialogc.run(["strings", "import", folder.path + "/" + name, folder.path + "/specs", "--config", folder.path + "/dialogc.json"])
    }

    @Test func aPluralIsAPluralVariationInTheCatalog() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        let catalog = try #require(folder.read("a.xcstrings"))
        #expect(catalog.contains(#"""
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "This message will be deleted."
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%1$lld messages will be deleted."
                        }
                      }
                    }
                  }
                },
        """#), "\(catalog)")
        // The Russian string stays a string unit.
        #expect(catalog.contains(#""value" : "Сообщения будут удалены: %1$lld.""#))
    }

    /// XLIFF carries one unit per category: those the source writes and those Russian needs.
    @Test func xliffHasAUnitPerCategory() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, ["xliff"], "a.xlf").status == 0)
        let xliff = try #require(folder.read("a.xlf"))
        for category in ["one", "few", "many", "other"] {
            #expect(xliff.contains(#"<trans-unit id="inbox.delete.message#\#(category)""#), "\(category)")
        }
        #expect(!xliff.contains(#"id="inbox.delete.message""#))
        // Russian's string is the target of `other`; the source of `few` is English `other`.
        #expect(xliff.contains(#"<target state="translated">Сообщения будут удалены: <x id="p1" ctype="x-placeholder" equiv-text="{count}"/>.</target>"#))
    }

    @Test(arguments: [["xcstrings"], ["xliff"], ["xliff2", "--locale", "ru"]])
    func exportImportExportChangesNothing(_ format: [String]) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let before = folder.read("specs/inbox.dialog.json")
        #expect(export(folder, format, "first").status == 0)
        let imported = importFile(folder, "first")
        #expect(imported.status == 0, "\(imported.standardOutput)")
        #expect(imported.standardError.contains("0 added, 0 changed") || imported.standardError.contains("0 translations added, 0 changed"), "\(imported.standardError)")
        #expect(folder.read("specs/inbox.dialog.json") == before)
        #expect(export(folder, format, "second").status == 0)
        #expect(folder.read("first") == folder.read("second"))
    }

    /// XLIFF 2.0 unit ids are XML name tokens, which have no `#`: a form's unit is
    /// `<key>:<category>` (the schema rejected `#`), and the import maps it back, as it
    /// still reads the `#` that earlier exports wrote.
    @Test func xliff20PluralUnitsAreNameTokensAndReadBack() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, ["xliff2", "--locale", "ru"], "a.xlf").status == 0)
        let xliff = try #require(folder.read("a.xlf"))
        for category in ["one", "few", "many", "other"] {
            #expect(xliff.contains(#"<unit id="inbox.delete.message:\#(category)""#), "\(category)")
        }
        #expect(!xliff.contains("#"))
        try folder.write("b.xlf", xliff.replacingOccurrences(of: "inbox.delete.message:", with: "inbox.delete.message#"))
        for name in ["a.xlf", "b.xlf"] {
            let imported = importFile(folder, name)
            #expect(imported.status == 0, "\(imported.standardOutput)")
            #expect(imported.standardError.contains("0 translations added, 0 changed"), "\(imported.standardError)")
        }
    }

    /// A translator writes the Russian forms as plural variations: the spec's Russian string
    /// becomes a plural object in place, the rest of the file untouched, and it exports back.
    @Test func translatedPluralFormsAreImportedIntoThePluralForm() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(folder.read("a.xcstrings")!.utf8)) as? [String: Any])
        var strings = catalog["strings"] as! [String: Any]
        var entry = strings["inbox.delete.message"] as! [String: Any]
        var localizations = entry["localizations"] as! [String: Any]
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        localizations["ru"] = ["variations": ["plural": [
            "one": unit("%1$lld сообщение будет удалено."), "few": unit("%1$lld сообщения будут удалены."),
            "many": unit("%1$lld сообщений будут удалены."), "other": unit("%1$lld сообщения будут удалены."),
        ]]]
        entry["localizations"] = localizations
        strings["inbox.delete.message"] = entry
        catalog["strings"] = strings
        try folder.write("b.xcstrings", String(decoding: try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]), as: UTF8.self))

        let result = importFile(folder, "b.xcstrings")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError.hasPrefix("dialogc: 0 translations added, 1 changed"), "\(result.standardError)")
        let spec = try #require(folder.read("specs/inbox.dialog.json"))
        #expect(spec == Self.spec.replacingOccurrences(
            of: #""ru": "Сообщения будут удалены: {count}.""#,
            with: #""ru": { "plural": "count", "one": "{count} сообщение будет удалено.", "few": "{count} сообщения будут удалены.", "many": "{count} сообщений будут удалены.", "other": "{count} сообщения будут удалены." }"#))
        let lint = dialogc.run("lint", folder.path + "/specs", "--config", folder.path + "/dialogc.json")
        #expect(lint.status == 0 && lint.standardOutput.isEmpty, "\(lint.standardOutput)")
        // Exported again, and imported again: nothing changes.
        #expect(export(folder, ["xcstrings"], "c.xcstrings").status == 0)
        #expect(folder.read("c.xcstrings")?.contains(#""value" : "%1$lld сообщений будут удалены.""#) == true)
        let again = importFile(folder, "c.xcstrings")
        #expect(again.standardError.hasPrefix("dialogc: 0 translations added, 0 changed"), "\(again.standardError)")
    }

    /// A form with a broken placeholder fails the import, and no spec is written.
    @Test func aBrokenFormIsNotImported() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, ["xcstrings"], "a.xcstrings").status == 0)
        let catalog = try #require(folder.read("a.xcstrings")).replacingOccurrences(
            of: #""value" : "This message will be deleted.""#, with: #""value" : "This message will be deleted."#)
        try folder.write("b.xcstrings", catalog.replacingOccurrences(
            of: #""ru" : {"#,
            with: #""ru" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ сообщение" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld сообщения" } } } } }, "xx" : {"#))
        let before = folder.read("specs/inbox.dialog.json")
        let result = importFile(folder, "b.xcstrings")
        #expect(result.status != 0, "\(result.standardOutput)")
        #expect(folder.read("specs/inbox.dialog.json") == before)
    }

    /// The catalog page lists each plural's forms; a hostile form is escaped like any text.
    @Test func theCatalogShowsThePluralForms() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("specs/inbox.dialog.json", Self.spec.replacingOccurrences(of: "This message will be deleted.", with: "1 < 2 & one"))
        let result = dialogc.run(["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", folder.path + "/site", "--locale", "en", "--no-cache"])
        #expect(result.status == 0, "\(result.standardOutput)")
        let page = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/site").first { $0.hasPrefix("dialog-") && $0.hasSuffix(".html") })
        let html = try #require(folder.read("site/" + page))
        #expect(html.contains(#"<h2 id="plurals-heading">Plural forms</h2>"#))
        #expect(html.contains("<h3>message in &#39;en&#39;, by {count}</h3>"), "\(html)")
        #expect(html.contains("<dt>one</dt>"))
        #expect(html.contains("<dt>other</dt>"))
        #expect(html.contains("{count} messages will be deleted."))
        #expect(html.contains("1 &lt; 2 &amp; one"))
    }

    /// A plural text's forms share the tightest budget: here the short `one` form keeps the
    /// buttons in a row (narrow labels) while the long `other` form turns them into a stack
    /// (full-width labels), and the budget is the row's, the width `one` has.
    @Test func theBudgetOfAPluralIsItsTightestForms() throws {
        let long = "Delete them all, every single one, for good"
        func budget(_ deleteTitle: String) throws -> String {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            // A second locale, so that XLIFF has a target; at `large` the short titles fit a row.
            try folder.write(
                "dialogc.json",
                #"{ "locales": ["en", "ko"], "defaultLocale": "en", "dynamicType": ["large"], "rules": {"text-overflow": "off", "dialog-overflow": "off"} }"#)
            try folder.write(
                "specs/inbox.dialog.json",
                #"""
                {
                  "id": "inbox.delete",
                  "title": "Delete messages?",
                  "parameters": { "count": "Int" },
                  "buttons": [
                    { "id": "cancel", "title": "Cancel", "role": "cancel" },
                    { "id": "delete", "title": \#(deleteTitle), "role": "destructive" }
                  ]
                }
                """#)
            #expect(export(folder, ["xliff"], "a.xlf").status == 0)
            let text = try #require(folder.read("a.xlf"))
            let range = try #require(text.range(of: #"The title of button 'delete'\. Room: at most 2 lines of [0-9]+ pt"#, options: .regularExpression))
            return String(text[range])
        }
        let row = try budget(#""Delete""#)
        let stack = try budget(#""\#(long)""#)
        #expect(row != stack, "the long title must switch the buttons to a stack for this test to mean anything")
        #expect(try budget(#"{ "en": { "plural": "count", "one": "Delete", "other": "\#(long)" } }"#) == row)
    }
}
