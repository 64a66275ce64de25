import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// How `dialogc strings import` reads what translation tools write (docs/strings.md, "What
/// the import does"): XLIFF 2.0 units in several segments, encodings without a byte order
/// mark, entity references, and inline codes nested without end.
@Suite struct StringsImportReaderTests {
    let dialogc = CommandRunner()

    static let config = #"{ "locales": ["en", "de", "ru"], "defaultLocale": "en", "rules": {"text-overflow": "off", "dialog-overflow": "off"} }"#
    static let spec = #"""
        {
          "id": "timer.delete",
          "title": { "en": "Delete timer?", "de": "Timer löschen?", "ru": "Удалить таймер?" },
          "message": { "en": "The timer will be deleted. This cannot be undone.", "de": "Alt.", "ru": "Таймер будет удалён." },
          "buttons": [{ "id": "ok", "title": { "en": "OK", "de": "OK", "ru": "OK" }, "role": "primary" }]
        }
        """#
    static let pluralSpec = #"""
        {
          "id": "inbox.delete",
          "title": { "en": "Delete messages?", "de": "Nachrichten löschen?", "ru": "Удалить сообщения?" },
          "message": {
            "en": { "plural": "count", "one": "This message will be deleted.", "other": "{count} messages will be deleted." },
            "de": "{count} Nachrichten werden gelöscht.",
            "ru": "Сообщения будут удалены: {count}."
          },
          "parameters": { "count": "Int" },
          "buttons": [{ "id": "ok", "title": { "en": "OK", "de": "OK", "ru": "OK" }, "role": "primary" }]
        }
        """#

    static func project(spec: String = spec, name: String = "timer.dialog.json") throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("dialogc.json", config)
        try folder.write("specs/" + name, spec)
        return folder
    }

    static func xliff20(_ units: String, target: String = "de") -> String {
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="\#(target)"><file id="f">"# + "\n"
            + units + "\n</file></xliff>\n"
    }

    static func xliff12(_ units: String, target: String = "de") -> String {
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="dialogc" source-language="en" target-language="\#(target)" datatype="plaintext"><body>"# + "\n"
            + units + "\n</body></file></xliff>\n"
    }

    func importing(_ folder: TemporaryDirectory, _ name: String, _ extra: [String] = []) -> CommandRunner.Output {
        dialogc.run(["strings", "import", folder.path + "/" + name, folder.path + "/specs", "--config", folder.path + "/dialogc.json"] + extra)
    }

    /// `line:column` of a marker, as a diagnostic names it (columns in Unicode scalars).
    static func position(_ marker: Int, in markers: LocationMarkers) -> String {
        let before = Array(markers.cleanText.utf8.prefix(markers.offsets[marker]!))
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
        return "\(line):\(column)"
    }

    // MARK: - Segments

    /// A unit's text is all its segments and ignorables in order; an ignorable without a
    /// target is the space between the sentences.
    @Test func aUnitInSegmentsIsImportedWhole() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write(
            "t.xlf",
            Self.xliff20(
                #"""
                <unit id="timer.delete.message">
                  <segment state="translated"><source>The timer will be deleted.</source><target>Der Timer wird gelöscht.</target></segment>
                  <ignorable><source> </source></ignorable>
                  <segment state="final"><source>This cannot be undone.</source><target>Das lässt sich nicht rückgängig machen.</target></segment>
                </unit>
                """#))
        let result = importing(folder, "t.xlf")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let spec = try #require(folder.read("specs/timer.dialog.json"))
        #expect(spec.contains(#""de": "Der Timer wird gelöscht. Das lässt sich nicht rückgängig machen.""#), "\(spec)")
    }

    /// An untranslated segment leaves the whole unit untranslated: skipped and counted, and
    /// never the other segment written as the whole message.
    @Test(arguments: [
        #"<segment><source>The timer will be deleted.</source></segment>"#,
        #"<segment state="initial"><source>The timer will be deleted.</source><target>Der Timer wird gelöscht.</target></segment>"#,
    ])
    func anUntranslatedSegmentLeavesTheUnitUntranslated(_ first: String) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write(
            "t.xlf",
            Self.xliff20(
                #"<unit id="timer.delete.message">"# + first + #"<ignorable><source> </source><target> </target></ignorable>"#
                    + #"<segment state="translated"><source>This cannot be undone.</source><target>Das lässt sich nicht rückgängig machen.</target></segment></unit>"#))
        let before = folder.read("specs/timer.dialog.json")
        let result = importing(folder, "t.xlf")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError.contains("1 skipped ("), "\(result.standardError)")
        #expect(result.standardError.contains(first.contains("initial") ? "state 'initial'" : "no target"), "\(result.standardError)")
        #expect(folder.read("specs/timer.dialog.json") == before)
    }

    // MARK: - Encodings and entities

    @Test(arguments: ["UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE", "UTF-32LE with a byte order mark"])
    func wideEncodingsWithoutAByteOrderMarkAreRefused(_ name: String) throws {
        let encoding = String(name.prefix(8))
        let folder = try Self.project()
        defer { folder.remove() }
        let text = Self.xliff12(#"<trans-unit id="timer.delete.title"><source>Delete timer?</source><target>Timer &amp; loeschen?</target></trans-unit>"#)
            .replacingOccurrences(of: #" encoding="UTF-8""#, with: "")
        let bytes: [UInt8] =
            switch encoding {
            case "UTF-16LE": text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            case "UTF-16BE": text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            case "UTF-32LE": (name.hasSuffix("mark") ? "\u{FEFF}" + text : text).unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
            default: text.unicodeScalars.flatMap { scalar in (0..<4).reversed().map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
            }
        _ = FileManager.default.createFile(atPath: folder.path + "/t.xlf", contents: Data(bytes))
        let before = folder.read("specs/timer.dialog.json")
        let result = importing(folder, "t.xlf")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("t.xlf:1:1: error: the file looks like \(encoding) (it has NUL bytes among its first characters)"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("[translation-file]"))
        #expect(folder.read("specs/timer.dialog.json") == before)
    }

    /// An entity reference other than XML's five and character references is refused where
    /// it stands, never dropped with the rest of its text.
    @Test(arguments: [
        ("Timer 1️⃣&i; &e; loeschen?", "'&i;' is an entity reference that is not one of XML's five"),
        ("Timer 1️⃣& loeschen?", "a '&' that starts no entity or character reference"),
        ("Timer 1️⃣&nbsp;loeschen?", "'&nbsp;' is an entity reference that is not one of XML's five"),
    ])
    func foreignEntityReferencesAreRefusedWhereTheyStand(_ target: String, _ message: String) throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let markers = LocationMarkers(
            parsing: Self.xliff12(#"<trans-unit id="timer.delete.title"><source>Delete timer?</source><target>"# + target + "</target></trans-unit>"))
        try folder.write("t.xlf", markers.cleanText)
        let before = folder.read("specs/timer.dialog.json")
        let result = importing(folder, "t.xlf")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("t.xlf:\(Self.position(1, in: markers)): error: \(message)"), "\(result.standardOutput)")
        #expect(folder.read("specs/timer.dialog.json") == before)
    }

    /// XML's five, character references, and any `&` in a comment or CDATA section are read.
    @Test func predefinedAndCharacterReferencesAreRead() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write(
            "t.xlf",
            Self.xliff12(
                #"<!-- &nbsp; --><trans-unit id="timer.delete.title"><source>Delete timer?</source>"#
                    + #"<target>T&#105;mer&#x20;&amp;<![CDATA[ &x; ]]>l&#xF6;schen&quot;&apos;</target></trans-unit>"#))
        let result = importing(folder, "t.xlf")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(folder.read("specs/timer.dialog.json")?.contains(#""de": "Timer & &x; löschen\"'""#) == true, "\(folder.read("specs/timer.dialog.json") ?? "")")
    }

    // MARK: - Nesting

    @Test func inlineCodesNestedTooDeeplyAreAFinding() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let depth = 10_000
        let target = String(repeating: #"<pc id="h1" subType="dialogc:accent">"#, count: depth) + "x" + String(repeating: "</pc>", count: depth)
        try folder.write(
            "t.xlf",
            Self.xliff20(#"<unit id="timer.delete.title"><segment state="translated"><source>Delete timer?</source><target>"# + target + "</target></segment></unit>"))
        let before = folder.read("specs/timer.dialog.json")
        let result = importing(folder, "t.xlf")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("t.xlf:3:"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("inline codes nested more than 32 deep"), "\(result.standardOutput)")
        #expect(folder.read("specs/timer.dialog.json") == before)
    }
}
