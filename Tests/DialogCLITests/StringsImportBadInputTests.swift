import DialogCompiler
import DialogTestSupport
import Foundation
import Testing

/// Translation files that must not be imported (docs/strings.md, "What the import does"):
/// each is a clear error with the file, line and column, the documented exit status, and
/// no spec touched.
@Suite struct StringsImportBadInputTests {
    let dialogc = CommandRunner()

    static let xliff12Head = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"# + "\n"
        + #"  <file original="dialogc" source-language="ko" target-language="en" datatype="plaintext"><body>"# + "\n"
    static let xliff12Tail = "  </body></file>\n</xliff>\n"

    /// Imports `contents` (written as bytes) into a copy of the fixture project; checks that
    /// no spec changed and returns the run.
    func importing(_ contents: [UInt8], name: String = "t.xlf") throws -> CommandRunner.Output {
        let folder = try StringsCommandTests.project()
        defer { folder.remove() }
        _ = FileManager.default.createFile(atPath: folder.path + "/" + name, contents: Data(contents))
        let before = try StringsCommandTests.specBytes(folder)
        let result = dialogc.run("strings", "import", folder.path + "/" + name, folder.path + "/specs", "--config", folder.path + "/dialogc.json")
        #expect(try StringsCommandTests.specBytes(folder) == before, "no spec may change")
        #expect(result.standardError.contains("nothing written") || result.status == 2, "\(result.standardError)")
        return result
    }

    func importing(_ text: String, name: String = "t.xlf") throws -> CommandRunner.Output {
        try importing(Array(text.utf8), name: name)
    }

    @Test func malformedJSON() throws {
        let result = try importing("{\n  \"sourceLanguage\" : \"ko\",\n  \"strings\" : {\n", name: "t.xcstrings")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("t.xcstrings:3:15: error:"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("[json-syntax]"))
    }

    @Test func malformedXML() throws {
        let result = try importing(Self.xliff12Head + "    <trans-unit id=\"timer.delete.title\"><source>x</target>\n" + Self.xliff12Tail)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("t.xlf:4:"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("not well-formed XML: an element is not closed where it should be"))
        #expect(result.standardOutput.contains("[translation-file]"))
    }

    @Test func notATranslationFile() throws {
        let result = try importing("hello")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("not a translation file"))
        let root = try importing(#"<?xml version="1.0" encoding="UTF-8"?><html><body/></html>"#)
        #expect(root.status == 1)
        #expect(root.standardOutput.contains("the root element is <html>, not an XLIFF 1.2 or 2.0 <xliff>"))
    }

    @Test func hugeFile() throws {
        let folder = try StringsCommandTests.project()
        defer { folder.remove() }
        try folder.write("big.xlf", Self.xliff12Head + String(repeating: "<!-- padding -->\n", count: 10_000) + Self.xliff12Tail)
        let result = StringsImporter().run(
            StringsImportRequest(translationFile: folder.path + "/big.xlf", inputs: [folder.path + "/specs"], configPath: folder.path + "/dialogc.json", maximumBytes: 64 << 10))
        #expect(result.hasEnvironmentProblem)
        #expect(result.diagnostics.map(\.message).joined().contains("dialogc reads input files of at most"))
        #expect(!result.wrote)
    }

    @Test func unknownKeysAndElements() throws {
        let catalog = try importing(
            #"{ "sourceLanguage" : "ko", "strings" : { "timer.delete.title" : { "comentt" : "x", "localizations" : { } } }, "version" : "1.0" }"#,
            name: "t.xcstrings")
        #expect(catalog.status == 1)
        #expect(catalog.standardOutput.contains("unknown key 'comentt' in 'timer.delete.title'; did you mean 'comment'?"))
        let xliff = try importing(
            Self.xliff12Head + "    <trans-unit id=\"timer.delete.title\"><source>이 타이머를 삭제할까요?</source><tagret>Gone</tagret></trans-unit>\n" + Self.xliff12Tail)
        #expect(xliff.status == 1)
        #expect(xliff.standardOutput.contains("unknown element <tagret> in <trans-unit>; did you mean <target>?"), "\(xliff.standardOutput)")
        let unit = try importing(
            Self.xliff12Head + "    <trans-unit id=\"timer.gone.title\"><source>x</source><target>y</target></trans-unit>\n" + Self.xliff12Tail)
        #expect(unit.status == 1)
        #expect(unit.standardOutput.contains("t.xlf:4:"))
        #expect(unit.standardOutput.contains("no spec among the inputs has the string key 'timer.gone.title'"))
        let device = try importing(
            #"{ "sourceLanguage" : "ko", "strings" : { "timer.delete.title" : { "localizations" : { "en" : { "variations" : { "device" : { } } } } } }, "version" : "1.0" }"#,
            name: "t.xcstrings")
        #expect(device.status == 1)
        #expect(device.standardOutput.contains("'variations.device' of 'timer.delete.title': dialogc specs have plural variations only"), "\(device.standardOutput)")
        // Plural forms for a text that is a plural in no locale of the spec: the spec names the count.
        let plural = try importing(
            #"{ "sourceLanguage" : "ko", "strings" : { "timer.delete.title" : { "localizations" : { "en" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Delete?" } } } } } } } }, "version" : "1.0" }"#,
            name: "t.xcstrings")
        #expect(plural.status == 1)
        #expect(plural.standardOutput.contains("its text is a plural in no locale of the spec"), "\(plural.standardOutput)")
    }

    @Test func duplicateUnits() throws {
        let unit = "    <trans-unit id=\"timer.delete.title\"><source>이 타이머를 삭제할까요?</source><target>Delete?</target></trans-unit>\n"
        let xliff = try importing(Self.xliff12Head + unit + unit + Self.xliff12Tail)
        #expect(xliff.status == 1)
        #expect(xliff.standardOutput.contains("t.xlf:5:"), "\(xliff.standardOutput)")
        #expect(xliff.standardOutput.contains("unit 'timer.delete.title' appears twice for locale 'en'"))
        #expect(xliff.standardOutput.contains("t.xlf:4:"), "the note points at the first")
        let catalog = try importing(
            #"{ "sourceLanguage" : "ko", "strings" : { "timer.delete.title" : { }, "timer.delete.title" : { } }, "version" : "1.0" }"#, name: "t.xcstrings")
        #expect(catalog.status == 1)
        #expect(catalog.standardOutput.contains("[duplicate-key]"))
    }

    /// Billion laughs: refused at the DOCTYPE, at once, and nothing is expanded.
    @Test(.timeLimit(.minutes(1))) func billionLaughs() throws {
        var entities = #"<!ENTITY lol "lol">"#
        entities += (1...9).map { level in
            "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }.joined()
        let text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<!DOCTYPE xliff [\(entities)]>\n"
            + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="dialogc" source-language="ko" target-language="en" datatype="plaintext"><body>"#
            + #"<trans-unit id="timer.delete.title"><source>이 타이머를 삭제할까요?</source><target>&lol9;</target></trans-unit></body></file></xliff>"#
        let result = try importing(text)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("t.xlf:2:1: error: the document declares entities"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("lollollol"))
    }

    /// An external entity naming a local file: refused, and the file's text never appears.
    @Test func externalEntityToALocalFile() throws {
        let secretFolder = try TemporaryDirectory()
        defer { secretFolder.remove() }
        let secret = try secretFolder.write("secret.txt", "TOP-SECRET-7f3a")
        let text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<!DOCTYPE xliff [<!ENTITY leak SYSTEM \"file://\(secret)\">]>\n"
            + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="dialogc" source-language="ko" target-language="en" datatype="plaintext"><body>"#
            + #"<trans-unit id="timer.delete.title"><source>이 타이머를 삭제할까요?</source><target>&leak;</target></trans-unit></body></file></xliff>"#
        let result = try importing(text)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("never expands entities"))
        #expect(!result.standardOutput.contains("TOP-SECRET") && !result.standardError.contains("TOP-SECRET"))
        // The parser alone, without the DOCTYPE check, must not resolve it either: an
        // undeclared reference is a syntax error.
        let undeclared = try importing(Self.xliff12Head + "    <trans-unit id=\"timer.delete.title\"><source>x</source><target>&leak;</target></trans-unit>\n" + Self.xliff12Tail)
        #expect(undeclared.status == 1)
        #expect(undeclared.standardOutput.contains("'&leak;' is an entity reference that is not one of XML's five"), "\(undeclared.standardOutput)")
    }

    @Test func encodingsOtherThanUTF8() throws {
        var latin1 = Array((Self.xliff12Head + "    <trans-unit id=\"timer.delete.title\"><source>x</source><target>caf").utf8)
        latin1 += [0xE9] + Array("</target></trans-unit>\n".utf8) + Array(Self.xliff12Tail.utf8)
        let bad = try importing(latin1)
        #expect(bad.status == 1)
        #expect(bad.standardOutput.contains("t.xlf:4:"), "\(bad.standardOutput)")
        #expect(bad.standardOutput.contains("the file is not valid UTF-8 (bytes 0xE9"))
        let utf16 = try importing([0xFF, 0xFE] + Array("<".utf8) + [0])
        #expect(utf16.status == 1)
        #expect(utf16.standardOutput.contains("the file is in UTF-16"))
        let declared = try importing(Self.xliff12Head.replacingOccurrences(of: "UTF-8", with: "ISO-8859-1") + Self.xliff12Tail)
        #expect(declared.status == 1)
        #expect(declared.standardOutput.contains(#"the XML declaration says encoding="ISO-8859-1""#))
    }

    @Test func sourceLanguageMustBeTheDefaultLocale() throws {
        let result = try importing(#"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#, name: "t.xcstrings")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("the file's source language is 'en' but the project's defaultLocale is 'ko'"))
    }

    @Test func aMissingFileIsAnIOError() throws {
        let folder = try StringsCommandTests.project()
        defer { folder.remove() }
        let result = dialogc.run("strings", "import", folder.path + "/nope.xlf", folder.path + "/specs", "--config", folder.path + "/dialogc.json")
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("[io]"))
    }
}
