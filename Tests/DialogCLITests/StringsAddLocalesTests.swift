import DialogCompiler
import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// A translation file into a language `dialogc.json` does not list: a warning naming it and
/// nothing imported, or with `--add-locales` the locale added to the config's `locales` by
/// a byte-range edit and its translations imported.
@Suite struct StringsAddLocalesTests {
    let dialogc = CommandRunner()

    /// The catalog of `StringsPluralTests`' project with German for every text.
    func germanCatalog(_ folder: TemporaryDirectory) throws -> String {
        let export = dialogc.run(["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--format", "xcstrings", "--out", folder.path + "/a.xcstrings"])
        #expect(export.status == 0, "\(export.standardOutput)")
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(folder.read("a.xcstrings")!.utf8)) as? [String: Any])
        var strings = catalog["strings"] as! [String: Any]
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        let german: [String: [String: Any]] = [
            "inbox.delete.title": unit("Nachrichten löschen?"),
            "inbox.delete.message": ["variations": ["plural": ["one": unit("Diese Nachricht wird gelöscht."), "other": unit("%1$lld Nachrichten werden gelöscht.")]]],
            "inbox.delete.button.cancel.title": unit("Abbrechen"),
            "inbox.delete.button.delete.title": unit("Löschen"),
        ]
        for (key, localization) in german {
            var entry = strings[key] as! [String: Any]
            var localizations = entry["localizations"] as! [String: Any]
            localizations["de"] = localization
            entry["localizations"] = localizations
            strings[key] = entry
        }
        catalog["strings"] = strings
        return String(decoding: try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func aLocaleTheConfigLacksIsAWarningAndSkipped() throws {
        let folder = try StringsPluralTests.project()
        defer { folder.remove() }
        try folder.write("b.xcstrings", try germanCatalog(folder))
        let config = folder.read("dialogc.json")
        let spec = folder.read("specs/inbox.dialog.json")
        let result = dialogc.run(["strings", "import", folder.path + "/b.xcstrings", folder.path + "/specs", "--config", folder.path + "/dialogc.json"])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("warning: the file has translations into 'de', which dialogc.json does not list (en, ru)"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("or import with --add-locales (skipped) [unknown-locale]"))
        #expect(result.standardError.contains("5 skipped (5 locale 'de' not in dialogc.json)"), "\(result.standardError)")
        #expect(folder.read("dialogc.json") == config)
        #expect(folder.read("specs/inbox.dialog.json") == spec)
    }

    @Test func addLocalesAddsItToTheConfigAndImportsIt() throws {
        let folder = try StringsPluralTests.project()
        defer { folder.remove() }
        try folder.write("b.xcstrings", try germanCatalog(folder))
        let arguments = ["strings", "import", folder.path + "/b.xcstrings", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--add-locales"]

        let dry = dialogc.run(arguments + ["--dry-run"])
        #expect(dry.status == 0, "\(dry.standardOutput)")
        #expect(folder.read("dialogc.json") == StringsPluralTests.config)

        let result = dialogc.run(arguments)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")
        #expect(result.standardError == "dialogc: 4 translations added, 0 changed, 4 unchanged, 0 skipped; wrote 1 spec file and dialogc.json (locales 'de' added)\n")
        // Only the array changed.
        #expect(folder.read("dialogc.json") == StringsPluralTests.config.replacingOccurrences(of: #""locales": ["en", "ru"]"#, with: #""locales": ["en", "ru", "de"]"#))
        let spec = try #require(folder.read("specs/inbox.dialog.json"))
        #expect(spec.contains(#""de": { "plural": "count", "one": "Diese Nachricht wird gelöscht.", "other": "{count} Nachrichten werden gelöscht." }"#), "\(spec)")
        let lint = dialogc.run("lint", folder.path + "/specs", "--config", folder.path + "/dialogc.json")
        // The project's one warning is its own (the Russian string of a plural text), none German.
        #expect(lint.status == 0 && !lint.standardOutput.contains("'de'"), "\(lint.standardOutput)")
    }

    @Test func theArrayEditKeepsEveryOtherByte() {
        let text = "{\n  \"locales\": [ \"en\",\n    \"ko\" ],\n  \"defaultLocale\": \"en\"\n}"
        let bytes = Array(text.utf8)
        let start = bytes.firstIndex(of: UInt8(ascii: "["))!
        let end = bytes.firstIndex(of: UInt8(ascii: "]"))! + 1
        let edited = StringsImporter.appending(["fr", "de"], toArray: .init(start, end), in: bytes)
        #expect(String(decoding: edited, as: UTF8.self) == "{\n  \"locales\": [ \"en\",\n    \"ko\", \"fr\", \"de\" ],\n  \"defaultLocale\": \"en\"\n}")
        let empty = Array(#"{"locales": []}"#.utf8)
        #expect(String(decoding: StringsImporter.appending(["fr"], toArray: .init(12, 14), in: empty), as: UTF8.self) == #"{"locales": ["fr"]}"#)
    }
}
