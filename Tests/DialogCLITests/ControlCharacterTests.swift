import DialogTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A character XML 1.0 cannot carry, written into a spec as a JSON escape, is an error of
/// `dialogc lint` (rule `control-character`, at the escape) and stops `dialogc strings export`
/// as XLIFF, by the same predicate, wherever the export would write it (docs/strings.md):
/// nothing lints clean and then blocks every export.
@Suite struct ControlCharacterTests {
    let dialogc = CommandRunner()

    static let spec = #"""
        {
          "id": "timer.delete",
          "title": { "en": "Delete timer?", "de": "Timer löschen?", "ru": "Удалить таймер?" },
          "message": { "en": "The timer will be deleted.1️⃣\u0007 This cannot be undone.", "de": "Der Timer wird gelöscht.", "ru": "Таймер будет удалён." },
          "buttons": [{ "id": "ok", "title": { "en": "OK", "de": "OK", "ru": "OK" }, "role": "primary" }]
        }
        """#

    func lint(_ folder: TemporaryDirectory) -> CommandRunner.Output {
        dialogc.run(["lint", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--no-cache"])
    }

    func export(_ folder: TemporaryDirectory, _ format: String, _ extra: [String] = []) -> CommandRunner.Output {
        dialogc.run(["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--format", format, "--out", folder.path + "/out.xlf"] + extra)
    }

    @Test func lintFindsTheEscapeAndExportWorksOnceItIsGone() throws {
        let markers = LocationMarkers(parsing: Self.spec)
        let folder = try StringsImportReaderTests.project(spec: markers.cleanText)
        defer { folder.remove() }
        let linted = lint(folder)
        #expect(linted.status == 1)
        let position = StringsImportReaderTests.position(1, in: markers)
        #expect(
            linted.standardOutput.contains(
                #"timer.dialog.json:\#(position): error: the 'en' text of the message holds the control character U+0007 (written \u0007), "#
                    + #"which nothing displays and XML 1.0 cannot carry, so no XLIFF export of the project could hold it; "#
                    + #"remove it, or write a line break as \n if one was meant [control-character]"#),
            "\(linted.standardOutput)")
        let refused = export(folder, "xliff")
        #expect(refused.status == 1)
        #expect(refused.standardOutput.contains("holds the control character U+0007"), "\(refused.standardOutput)")
        #expect(folder.read("out.xlf") == nil)

        try folder.write("specs/timer.dialog.json", markers.cleanText.replacingOccurrences(of: #"\u0007"#, with: ""))
        #expect(!lint(folder).standardOutput.contains("control-character"))
        for (format, extra) in [("xliff", []), ("xliff2", ["--locale", "de"])] {
            let exported = export(folder, format, extra)
            #expect(exported.status == 0, "\(exported.standardOutput)\(exported.standardError)")
            let text = try #require(folder.read("out.xlf"))
            #expect(XMLParser(data: Data(text.utf8)).parse(), "\(format): \(text)")
        }
    }

    /// The export's own check covers every string it writes: a plural form other than
    /// `other`, and the description in every unit's note, which were once written as they
    /// were (an XLIFF file no XML parser reads).
    @Test(arguments: [
        (#""message": { "en": { "plural": "count", "one": "One timer1️⃣\u001b will be deleted.", "other": "{count} timers will be deleted." } }, "parameters": { "count": "Int" },"#, "the control character U+001B"),
        (#""description": "Asks first.1️⃣\uffff", "message": "Gone for good.","#, "the noncharacter U+FFFF"),
    ])
    func everyExportedStringIsChecked(_ part: String, _ named: String) throws {
        let markers = LocationMarkers(
            parsing: #"""
                {
                  "id": "timer.delete",
                  "title": "Delete timer?",
                  \#(part)
                  "buttons": [{ "id": "ok", "title": "OK", "role": "primary" }]
                }
                """#)
        let folder = try StringsImportReaderTests.project(spec: markers.cleanText)
        defer { folder.remove() }
        let linted = lint(folder)
        #expect(linted.status == 1)
        #expect(linted.standardOutput.contains("timer.dialog.json:\(StringsImportReaderTests.position(1, in: markers)): error: "), "\(linted.standardOutput)")
        #expect(linted.standardOutput.contains("holds \(named)"), "\(linted.standardOutput)")
        let refused = export(folder, "xliff")
        #expect(refused.status == 1, "\(refused.standardOutput)")
        #expect(refused.standardOutput.contains("holds \(named), which XML 1.0 cannot carry"), "\(refused.standardOutput)")
        #expect(folder.read("out.xlf") == nil)
    }
}
