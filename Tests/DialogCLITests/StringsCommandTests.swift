import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// `dialogc strings export` and `import` end to end (docs/strings.md): goldens of each
/// format, round trips, an import edited as a translator would, and the length budget
/// against the layout engine's own tree.
@Suite struct StringsCommandTests {
    let dialogc = CommandRunner()
    static let config = RepositoryPaths.fixtures + "/dialogc.json"
    static let specs = RepositoryPaths.fixtures + "/specs"

    /// A copy of the fixture project (config, tokens, fonts, specs) to import into.
    static func project(locales: [String]? = nil) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for item in ["dialogc.json", "tokens", "fonts", "specs"] {
            try FileManager.default.copyItem(atPath: RepositoryPaths.fixtures + "/" + item, toPath: folder.path + "/" + item)
        }
        if let locales {
            let config = folder.read("dialogc.json")!
            let list = locales.map { "\"\($0)\"" }.joined(separator: ", ")
            try folder.write("dialogc.json", config.replacingOccurrences(of: #""locales": ["ko", "en"]"#, with: "\"locales\": [\(list)]"))
        }
        return folder
    }

    /// Every spec file's bytes, to prove an import wrote nothing.
    static func specBytes(_ folder: TemporaryDirectory) throws -> [String: Data] {
        var bytes: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path + "/specs") {
            bytes[name] = FileManager.default.contents(atPath: folder.path + "/specs/" + name)
        }
        return bytes
    }

    func export(_ folder: TemporaryDirectory, _ format: String, _ name: String, _ extra: [String] = []) -> CommandRunner.Output {
        dialogc.run(["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--format", format, "--out", folder.path + "/" + name] + extra)
    }

    func importFile(_ folder: TemporaryDirectory, _ name: String, _ extra: [String] = []) -> CommandRunner.Output {
        dialogc.run(["strings", "import", folder.path + "/" + name, folder.path + "/specs", "--config", folder.path + "/dialogc.json"] + extra)
    }

    // MARK: - Export

    @Test(arguments: [
        (["--format", "xcstrings"], "fixtures.xcstrings"),
        (["--format", "xliff"], "fixtures.xliff12.xlf"),
        (["--format", "xliff2", "--locale", "en"], "fixtures.xliff20.xlf"),
    ])
    func exportOfTheFixturesMatchesTheGolden(_ options: [String], _ golden: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = dialogc.run(["strings", "export", Self.specs, "--config", Self.config, "--out", folder.path + "/out"] + options)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError == "dialogc: wrote 31 strings of 6 specs to '\(folder.path)/out'\n")
        let text = try #require(folder.read("out"))
        if let failure = Golden.check(text, against: RepositoryPaths.fixtures + "/strings/" + golden) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// Xcode's layout: top-level keys in order, `" : "`, two spaces, keys sorted
    /// case-insensitively, no final newline; placeholders as positional specifiers by type,
    /// `%` doubled, braces single, highlight tags literal.
    @Test func aStringCatalogIsWrittenAsXcodeWritesIt() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write(
            "specs/progress.dialog.json",
            #"{ "id": "upload.progress", "title": "{count}% <accent>{name}</accent> {{x}} {ratio}", "parameters": { "count": "Int", "ratio": "Double" }, "buttons": [{ "id": "ok", "title": "OK" }, { "id": "Zed", "title": "Z" }] }"#)
        let result = export(folder, "xcstrings", "a.xcstrings")
        #expect(result.status == 0, "\(result.standardOutput)")
        let text = try #require(folder.read("a.xcstrings"))
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"ko\",\n  \"strings\" : {\n"))
        #expect(text.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"))
        #expect(text.contains(#""value" : "%1$lld%% <accent>%2$@</accent> {x} %3$lf""#))
        #expect(text.contains("%1$lld is {count}, an Int; %2$@ is {name}, a String; %3$lf is {ratio}, a Double."))
        let ok = try #require(text.range(of: "\"upload.progress.button.ok.title\""))
        let zed = try #require(text.range(of: "\"upload.progress.button.Zed.title\""))
        #expect(ok.lowerBound < zed.lowerBound, "case-insensitive order: ok before Zed")
        // Valid JSON, whatever the layout.
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((parsed?["strings"] as? [String: Any])?.count == 34)
    }

    /// The budget is the layout engine's: the title's width on the narrowest device at the
    /// largest size, as `dialogc layout` shows it, rounded down.
    @Test func theLengthBudgetIsTheLayoutEnginesWidth() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let layout = dialogc.run(
            "layout", Self.specs + "/timer-delete.dialog.json", "--device", "iphone-se", "--dynamic-type", "accessibility3", "--locale", "ko",
            "--theme", "light")
        #expect(layout.status == 0)
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(layout.standardOutput.utf8)) as? [String: Any])
        var titleWidth: Double?
        var buttonLabelWidth: Double?
        func walk(_ node: [String: Any], parent: String?) {
            let type = node["type"] as? String
            let text = node["text"] as? [String: Any]
            if type == "title" { titleWidth = text?["maxWidth"] as? Double }
            if type == "label", parent == "button", buttonLabelWidth == nil { buttonLabelWidth = (node["frame"] as? [String: Any])?["width"] as? Double }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child, parent: type) }
        }
        walk(tree["root"] as? [String: Any] ?? [:], parent: nil)
        let title = try #require(titleWidth)
        let label = try #require(buttonLabelWidth)
        let result = dialogc.run(["strings", "export", Self.specs + "/timer-delete.dialog.json", "--config", Self.config, "--format", "xliff", "--out", folder.path + "/a.xlf"])
        #expect(result.status == 0)
        let text = try #require(folder.read("a.xlf"))
        #expect(text.contains(#"<trans-unit id="timer.delete.title" approved="yes" xml:space="preserve" maxwidth="\#(Int(title.rounded(.down)))" size-unit="point">"#))
        #expect(text.contains("The dialog's title. Room: at most 3 lines of \(Int(title.rounded(.down))) pt (iphone-se, Dynamic Type accessibility3)."))
        #expect(text.contains("The title of button 'delete'. Room: at most 2 lines of \(Int(label.rounded(.down))) pt"))
        // A text nobody sees laid out has no budget.
        #expect(!text.contains(#"<trans-unit id="timer.delete.highlight.0.text" approved="yes" xml:space="preserve" maxwidth"#))
    }

    @Test func xliff2NeedsOneTargetLocale() throws {
        let folder = try Self.project(locales: ["ko", "en", "ja"])
        defer { folder.remove() }
        let result = export(folder, "xliff2", "a.xlf")
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("an XLIFF 2.0 document holds one target language and the project has 2 (en, ja); pass --locale"))
        #expect(folder.read("a.xlf") == nil)
        let unknown = export(folder, "xliff", "a.xlf", ["--locale", "fr"])
        #expect(unknown.status == 2)
        #expect(unknown.standardOutput.contains("'fr' is not a locale of the project; use one of: en, ja"))
    }

    @Test func anExportNeverReplacesAnInput() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let before = try Self.specBytes(folder)
        let result = export(folder, "xcstrings", "specs/timer-delete.dialog.json")
        #expect(result.status == 2)
        #expect(result.standardError.contains("refusing to write"))
        #expect(try Self.specBytes(folder) == before)
    }

    @Test func usageErrors() {
        #expect(dialogc.run("strings").status == 2)
        let typo = dialogc.run("strings", "exprot")
        #expect(typo.status == 2)
        #expect(typo.standardError.contains("unknown subcommand 'strings exprot'; did you mean 'export'?"))
        let noFormat = dialogc.run("strings", "export", Self.specs, "--out", "x")
        #expect(noFormat.status == 2 && noFormat.standardError.contains("missing '--format'"))
        let help = dialogc.run("help", "strings", "import")
        #expect(help.status == 0 && help.standardOutput.contains("USAGE: dialogc strings import <file>"))
        #expect(dialogc.run("strings", "export", "--help").standardOutput.contains("--format <format>"))
    }

    // MARK: - Round trips

    /// export → import → export: the import finds nothing to change and writes no byte,
    /// and the second export is the first, byte for byte.
    @Test(arguments: [["xcstrings"], ["xliff"], ["xliff2", "--locale", "en"]])
    func exportImportExportChangesNothing(_ format: [String]) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let before = try Self.specBytes(folder)
        #expect(export(folder, format[0], "first", Array(format.dropFirst())).status == 0)
        let imported = importFile(folder, "first")
        #expect(imported.status == 0, "\(imported.standardOutput)")
        #expect(imported.standardError.hasPrefix("dialogc: 0 translations added, 0 changed, 31 unchanged, 0 skipped; wrote 0 spec files"))
        #expect(try Self.specBytes(folder) == before)
        #expect(export(folder, format[0], "second", Array(format.dropFirst())).status == 0)
        #expect(folder.read("first") == folder.read("second"))
    }

    // MARK: - A translator's edits

    /// A catalog edited as a translator would: a new locale for one dialog, a changed
    /// string, a unit whose source changed since the export (stale), one still `new`, and
    /// a locale the config does not list.
    @Test func anEditedCatalogIsMergedAndEachOutcomeReported() throws {
        let folder = try Self.project(locales: ["ko", "en", "ja"])
        defer { folder.remove() }
        #expect(export(folder, "xcstrings", "a.xcstrings").status == 0)
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(folder.read("a.xcstrings")!.utf8)) as? [String: Any])
        var strings = catalog["strings"] as! [String: Any]
        func set(_ key: String, _ locale: String, _ value: String, state: String = "translated") {
            var entry = strings[key] as! [String: Any]
            var localizations = entry["localizations"] as! [String: Any]
            localizations[locale] = ["stringUnit": ["state": state, "value": value]]
            entry["localizations"] = localizations
            strings[key] = entry
        }
        set("timer.delete.title", "ja", "このタイマーを削除しますか？")
        set("timer.delete.message", "ja", "削除したタイマーは元に戻せません。")
        set("timer.delete.highlight.0.text", "ja", "元に戻せません")
        set("timer.delete.button.delete.title", "ja", "削除")
        set("timer.delete.button.cancel.title", "ja", "キャンセル")
        set("timer.delete.title", "en", "Delete the timer?")
        set("notice.simple.title", "ko", "다른 원문")  // the source changed: stale
        set("notice.simple.title", "en", "Should not be applied")
        set("liveMessage.delete.title", "en", "Later", state: "new")
        set("liveMessage.delete.title", "fr", "Supprimer ce message ?")
        catalog["strings"] = strings
        try folder.write("b.xcstrings", String(decoding: try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]), as: UTF8.self))
        let notice = folder.read("specs/notice.dialog.json")

        let dry = importFile(folder, "b.xcstrings", ["--dry-run"])
        #expect(dry.status == 0, "\(dry.standardOutput)")
        #expect(dry.standardError.contains("would write 1 spec file (--dry-run)"))
        #expect(folder.read("specs/timer-delete.dialog.json") == (try? String(contentsOfFile: Self.specs + "/timer-delete.dialog.json", encoding: .utf8)))

        let result = importFile(folder, "b.xcstrings")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(
            result.standardError
                == "dialogc: 5 translations added, 1 changed, 28 unchanged, 3 skipped (1 locale 'fr' not in dialogc.json, 1 stale source, 1 state 'new'); wrote 1 spec file\n")
        #expect(result.standardOutput.contains("the '\("en")' translation of 'notice.simple.title' was made from a source text that has changed since"))
        #expect(result.standardOutput.contains("[stale-translation]"))
        #expect(result.standardOutput.contains("add \"fr\" to 'locales' in dialogc.json and import again to use them, or import with --add-locales (skipped) [unknown-locale]"))
        let spec = try #require(folder.read("specs/timer-delete.dialog.json"))
        // Added on lines of their own with the map's indentation, after the last locale.
        #expect(spec.contains("  \"title\": {\n    \"ko\": \"이 타이머를 삭제할까요?\",\n    \"en\": \"Delete the timer?\",\n    \"ja\": \"このタイマーを削除しますか？\"\n  },"))
        #expect(spec.contains(#"{ "ko": "삭제", "en": "Delete", "ja": "削除" }"#))
        #expect(folder.read("specs/notice.dialog.json") == notice)
        // The result lints clean of errors.
        let lint = dialogc.run("lint", folder.path + "/specs/timer-delete.dialog.json", "--config", folder.path + "/dialogc.json")
        #expect(lint.status == 0, "\(lint.standardOutput)")
    }

    /// A plain string becomes a one-line map, the default locale first.
    @Test func aPlainStringBecomesALocaleMap() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("specs/plain.dialog.json", "{\n  \"id\": \"plain.one\",\n  \"title\": \"제목 {count}\",\n  \"parameters\": { \"count\": \"Int\" },\n  \"buttons\": [{ \"id\": \"ok\", \"title\": \"확인\" }]\n}\n")
        #expect(export(folder, "xliff", "a.xlf").status == 0)
        var xliff = try #require(folder.read("a.xlf"))
        xliff = xliff.replacingOccurrences(
            of: #"<source>제목 <x id="p1" ctype="x-placeholder" equiv-text="{count}"/></source>"#,
            with: #"<source>제목 <x id="p1" ctype="x-placeholder" equiv-text="{count}"/></source><target state="final">Title <x id="p1"/> &amp; {more}</target>"#)
        xliff = xliff.replacingOccurrences(of: "<source>확인</source>", with: "<source>확인</source><target>OK</target>")
        try folder.write("b.xlf", xliff)
        let result = importFile(folder, "b.xlf")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(
            folder.read("specs/plain.dialog.json")
                == "{\n  \"id\": \"plain.one\",\n  \"title\": { \"ko\": \"제목 {count}\", \"en\": \"Title {count} & {{more}}\" },\n  \"parameters\": { \"count\": \"Int\" },\n  \"buttons\": [{ \"id\": \"ok\", \"title\": { \"ko\": \"확인\", \"en\": \"OK\" } }]\n}\n")
    }

    /// Every check of a spec applies to imported text, and one failure writes nothing.
    @Test(arguments: [
        ("<accent>%2$@</accent> gone", "[placeholder-mismatch]", "'%2$@' in the translation of 'liveMessage.delete.message' names no placeholder of the source; use %1$@"),
        ("<accent>%1$lld</accent> gone", "[placeholder-mismatch]", "'%1$lld' does not fit {senderName}, a String: write %1$@"),
        ("<accent>%@</accent> gone", "[placeholder-mismatch]", "is not a positional specifier of the source"),
        ("gone", "[placeholder-mismatch]", "has placeholders none but the source has {senderName}"),
        ("<accent>%1$@ gone", "[markup]", "the 'en' translation of 'liveMessage.delete.message'"),
        ("<danger>%1$@</danger> gone", "[markup]", "every locale of a text must mark the same highlight spans"),
    ])
    func aTranslationThatFailsAChecksIsNotWritten(_ value: String, _ rule: String, _ message: String) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, "xcstrings", "a.xcstrings").status == 0)
        var text = try #require(folder.read("a.xcstrings"))
        text = text.replacingOccurrences(of: "\"Delete this timer?\"", with: "\"Delete the timer?\"")
        text = text.replacingOccurrences(of: #""<accent>%1$@</accent>'s message will disappear for all viewers.""#, with: JSONWriterQuoted(value))
        try folder.write("b.xcstrings", text)
        let before = try Self.specBytes(folder)
        let result = importFile(folder, "b.xcstrings")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains(rule), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(message), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("b.xcstrings:"), "points at the unit in the catalog")
        #expect(result.standardError.contains("nothing written"))
        #expect(try Self.specBytes(folder) == before)
    }

    /// A warning in an imported text (here one that needs more lines than `text-overflow`
    /// allows) is shown at its unit, and the import goes ahead.
    @Test func aWarningInATranslationIsShownAndImported() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, "xcstrings", "a.xcstrings").status == 0)
        let long = String(repeating: "A very long message that goes on. ", count: 40) + "<accent>%1$@</accent>"
        let text = try #require(folder.read("a.xcstrings"))
            .replacingOccurrences(of: #""<accent>%1$@</accent>'s message will disappear for all viewers.""#, with: JSONWriterQuoted(long))
        try folder.write("b.xcstrings", text)
        let result = importFile(folder, "b.xcstrings")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("b.xcstrings:"))
        #expect(result.standardOutput.contains("warning: the 'en' translation of 'liveMessage.delete.message': the 'en' text of the message needs"))
        #expect(result.standardOutput.contains("[text-overflow]"))
        #expect(result.standardError.contains("1 changed") && result.standardError.contains("wrote 1 spec file"))
    }

    /// A file past libxml2's 10 MB look-ahead (a project's worth of units and locales) is
    /// read to its end: handed over whole, Linux's parser failed such a file at its last line.
    @Test func aLargeXLIFFFileIsReadToTheEnd() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let head = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="dialogc" source-language="ko" target-language="en" datatype="plaintext"><body>"# + "\n"
        let unit = #"<trans-unit id="timer.delete.title"><source>이 타이머를 삭제할까요?</source><target>Delete the timer?</target><note>"#
            + String(repeating: "A long translator's note. ", count: 500_000) + "</note></trans-unit>\n"
        try folder.write("big.xlf", head + unit + "</body></file></xliff>\n")
        let result = importFile(folder, "big.xlf")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError.hasPrefix("dialogc: 0 translations added, 1 changed, 0 unchanged, 0 skipped; wrote 1 spec file"))
    }

    /// XLIFF 2.0 targets: codes reordered by the translator keep their meaning.
    @Test func anXLIFF2TargetWithMovedCodesIsImported() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        #expect(export(folder, "xliff2", "a.xlf", ["--locale", "en"]).status == 0)
        var xliff = try #require(folder.read("a.xlf"))
        let old = #"<target xml:space="preserve"><pc id="h1" type="fmt" subType="dialogc:accent"><ph id="p1" equiv="{senderName}" disp="{senderName}"/></pc>'s message will disappear for all viewers.</target>"#
        #expect(xliff.contains(old))
        xliff = xliff.replacingOccurrences(of: old, with: #"<target xml:space="preserve">Gone for everyone: <pc id="h1"><ph id="p1"/></pc>'s message.</target>"#)
        try folder.write("b.xlf", xliff)
        let result = importFile(folder, "b.xlf")
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(folder.read("specs/live-message-delete.dialog.json")?.contains(#""en": "Gone for everyone: <accent>{senderName}</accent>'s message.""#) == true)
    }
}

/// A JSON string literal (the tests' own, so they do not lean on the writer under test).
func JSONWriterQuoted(_ string: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: [string], options: [.withoutEscapingSlashes]), as: UTF8.self).dropFirst().dropLast().description
}
