import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// What `dialogc strings import` refuses to write into a spec, and how it writes the rest
/// (docs/strings.md, "What the import does"): control characters no XLIFF export could
/// carry, a locale given both as a plain string and as plural forms, and new lines that
/// keep the spec's line endings and indentation.
@Suite struct StringsImportEditTests {
    let dialogc = CommandRunner()

    func importing(_ folder: TemporaryDirectory, _ name: String) -> CommandRunner.Output {
        dialogc.run(["strings", "import", folder.path + "/" + name, folder.path + "/specs", "--config", folder.path + "/dialogc.json"])
    }

    // MARK: - Control characters

    /// A control character XML cannot carry would import clean and then stop every XLIFF
    /// export: refused at the unit, by any route.
    @Test func controlCharactersAreRefused() throws {
        let folder = try StringsImportReaderTests.project()
        defer { folder.remove() }
        let before = folder.read("specs/timer.dialog.json")
        try folder.write(
            "t.xlf",
            StringsImportReaderTests.xliff20(
                #"<unit id="timer.delete.title"><segment state="translated"><source>Delete timer?</source><target>Timer<cp hex="0007"/> löschen?</target></segment></unit>"#))
        let viaXLIFF = importing(folder, "t.xlf")
        #expect(viaXLIFF.status == 1)
        #expect(viaXLIFF.standardOutput.contains("t.xlf:3:"), "\(viaXLIFF.standardOutput)")
        #expect(viaXLIFF.standardOutput.contains("the 'de' translation of 'timer.delete.title' holds the control character U+0007"), "\(viaXLIFF.standardOutput)")
        try folder.write(
            "t.xcstrings",
            #"{ "sourceLanguage" : "en", "strings" : { "timer.delete.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Timer\u001Bl" } } } } }, "version" : "1.0" }"#)
        let viaCatalog = importing(folder, "t.xcstrings")
        #expect(viaCatalog.status == 1)
        #expect(viaCatalog.standardOutput.contains("holds the control character U+001B"), "\(viaCatalog.standardOutput)")
        #expect(folder.read("specs/timer.dialog.json") == before)
        // What is imported can be exported again.
        #expect(dialogc.run("strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--format", "xliff", "--out", folder.path + "/out.xlf").status == 0)
    }

    // MARK: - Plain string and plural forms of one locale

    /// Both would replace the same entry of the spec: a finding at the second, pointing at
    /// the first, with or without `--dry-run`, nothing written. Run as a child process:
    /// the old code trapped.
    @Test(
        .enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound),
        arguments: [
            (
                "t.xlf",
                StringsImportReaderTests.xliff12(
                    #"""
                    <trans-unit id="inbox.delete.message#one"><source>This message will be deleted.</source><target>Сообщение будет удалено.</target></trans-unit>
                    1️⃣<trans-unit id="inbox.delete.message"><source><x id="p1" equiv-text="{count}"/> messages will be deleted.</source><target>Удалено сообщений: <x id="p1" equiv-text="{count}"/>.</target></trans-unit>
                    """#, target: "ru")
            ),
            (
                "t.xcstrings",
                #"""
                { "sourceLanguage" : "en", "strings" : { "inbox.delete.message" : { "localizations" : {
                  "ru" : 1️⃣{ "stringUnit" : { "state" : "translated", "value" : "Удалено сообщений: %1$lld." },
                          "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Сообщение будет удалено." } } } } }
                } } }, "version" : "1.0" }
                """#
            ),
        ])
    func aPlainStringAndPluralFormsOfOneLocaleAreAFinding(_ name: String, _ marked: String) throws {
        let folder = try StringsImportReaderTests.project(spec: StringsImportReaderTests.pluralSpec, name: "inbox.dialog.json")
        defer { folder.remove() }
        let markers = LocationMarkers(parsing: marked)
        try folder.write(name, markers.cleanText)
        let before = folder.read("specs/inbox.dialog.json")
        for extra in [["--dry-run"], []] {
            let result = try ProjectConfigTests.runExecutable(
                ["strings", "import", name, "specs", "--config", "dialogc.json"] + extra, in: folder.path)
            #expect(result.status == 1, "\(result.output)\(result.error)")
            let line = StringsImportReaderTests.position(1, in: markers).prefix { $0 != ":" }
            #expect(
                result.output.contains("\(name):\(line):")
                    && result.output.contains(
                        "error: the file gives the 'ru' translation of 'inbox.delete.message' both as a plain string ('inbox.delete.message') and as plural forms"),
                "\(result.output)")
            #expect(result.output.contains("note: the plural forms start here"), "\(result.output)")
            #expect(folder.read("specs/inbox.dialog.json") == before)
        }
    }

    // MARK: - Line endings and indentation

    /// A new locale's line has the spec's line ending and its indentation (tabs here), not a
    /// bare line feed, and not the spaces between the entries of the last line.
    @Test func addedLinesKeepTheSpecsLineEndingsAndIndentation() throws {
        let spec = "{\r\n\t\"id\": \"timer.delete\",\r\n\t\"title\": {\r\n\t\t\"en\": \"Delete timer?\",  \"ru\": \"Удалить таймер?\"\r\n\t},\r\n"
            + "\t\"buttons\": [{ \"id\": \"ok\", \"title\": { \"en\": \"OK\", \"de\": \"OK\", \"ru\": \"OK\" }, \"role\": \"primary\" }]\r\n}\r\n"
        let folder = try StringsImportReaderTests.project(spec: spec)
        defer { folder.remove() }
        try folder.write("t.xlf", StringsImportReaderTests.xliff12(#"<trans-unit id="timer.delete.title"><source>Delete timer?</source><target>Timer löschen?</target></trans-unit>"#))
        let result = importing(folder, "t.xlf")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let written = try #require(folder.read("specs/timer.dialog.json"))
        #expect(
            written == spec.replacingOccurrences(of: "\"ru\": \"Удалить таймер?\"\r\n", with: "\"ru\": \"Удалить таймер?\",\r\n\t\t\"de\": \"Timer löschen?\"\r\n"),
            "\(written.debugDescription)")
    }
}
