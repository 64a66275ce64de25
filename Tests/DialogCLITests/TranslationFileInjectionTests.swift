import DialogTestSupport
import Foundation
import Testing

/// Spec text that looks like XML (a closing tag, an entity declaration and reference, a
/// CDATA end, quotes) stays text in every XML translation file `dialogc strings export`
/// writes: a translation tool's parser reads back exactly the spec's text, in the source, a
/// note and an attribute, and no element or entity of the spec's appears.
@Suite struct TranslationFileInjectionTests {
    let dialogc = CommandRunner()

    /// Highlight tags start with a lower-case letter, so these angle brackets are literal text.
    static let hostile = #"<!ENTITY e "y">&e;</Source><X/>]]> 'q' &amp;"#

    /// Every element's text and attributes, by local name, as Python's parser reads them.
    static let reader = """
        import sys, json, xml.etree.ElementTree as ET
        root = ET.fromstring(sys.stdin.buffer.read())
        print(json.dumps([[e.tag.split("}")[-1], e.text or "", sorted(e.attrib.values())] for e in root.iter()]))
        """

    @Test(
        .enabled(if: PythonOracle.shouldRun(needing: "xml.etree.ElementTree"), "python3 is not available"),
        arguments: [["--format", "xliff"], ["--format", "xliff2", "--locale", "en"]])
    func specTextThatLooksLikeXMLStaysText(_ format: [String]) throws {
        let folder = try StringsCommandTests.project()
        defer { folder.remove() }
        let json = try JSONSerialization.data(withJSONObject: Self.hostile, options: .fragmentsAllowed)
        let text = String(decoding: json, as: UTF8.self)
        try folder.write(
            "specs/hostile.dialog.json",
            """
            {
              "id": "hostile.notice",
              "description": \(text),
              "title": { "ko": \(text), "en": "Hello" },
              "buttons": [{ "id": "ok", "title": { "ko": "확인", "en": "OK" }, "role": "primary" }]
            }
            """)
        let result = dialogc.run(["strings", "export", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", folder.path + "/out.xlf"] + format)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let xml = try #require(folder.read("out.xlf"))
        let read = try PythonOracle.output(of: Self.reader, input: Data(xml.utf8))
        let elements = try #require(try JSONSerialization.jsonObject(with: read) as? [[Any]])
        let names = Set(elements.compactMap { $0.first as? String })
        #expect(!names.contains("X") && !names.contains("Source"), "\(names)")
        let sources = elements.filter { $0.first as? String == "source" }.compactMap { $0[1] as? String }
        #expect(sources.contains(Self.hostile), "\(sources)")
        let notes = elements.filter { $0.first as? String == "note" }.compactMap { $0[1] as? String }
        #expect(notes.contains { $0.contains(Self.hostile) }, "\(notes)")
    }
}
