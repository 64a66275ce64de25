import DialogDiagnostics
import DialogFormatters
import DialogTestSupport
import Foundation
import Testing

/// `--format junit`, read back by Python's own XML parser: the structure CI dashboards read,
/// and text from a spec that tries to add markup or an entity stays text.
@Suite struct JUnitFormatterTests {
    static func finding(_ message: String, path: String?, line: Int = 3, severity: Severity = .error) -> Diagnostic {
        let location = path.map {
            SourceLocation(path: $0, start: SourcePosition(line: line, column: 5, offset: 0), end: SourcePosition(line: line, column: 9, offset: 4), sourceLine: nil)
        }
        return Diagnostic(rule: .unknownKey, severity: severity, message: message, location: location, notes: [Diagnostic.Note("did you mean 'title'?")])
    }

    /// Python's reading of the document: per suite, its name and per case (name, failure type, message, body).
    static let reader = """
        import sys, json, xml.etree.ElementTree as ET
        root = ET.fromstring(sys.stdin.buffer.read())
        print(json.dumps([[s.get("name"), s.get("tests"), [[c.get("name"), c.find("failure").get("type"), c.find("failure").get("message"), c.find("failure").text] for c in s]] for s in root]))
        """

    @Test(.enabled(if: PythonOracle.shouldRun(needing: "xml.etree.ElementTree"), "python3 is not available"))
    func casesPerFileAndHostileTextStaysText() throws {
        let hostile = "key '<!ENTITY x \"y\">&x;</failure><injected/>' \u{1B}[2J"
        let xml = JUnitFormatter().render([
            Self.finding("unknown key 'titel'", path: "specs/a.dialog.json"),
            Self.finding(hostile, path: "specs/a.dialog.json", line: 7, severity: .warning),
            Self.finding("cannot read", path: nil),
        ])
        let read = try PythonOracle.output(of: Self.reader, input: Data(xml.utf8))
        let suites = try #require(try JSONSerialization.jsonObject(with: read) as? [[Any]])
        #expect(suites.count == 2)
        #expect(suites[0][0] as? String == "specs/a.dialog.json")
        #expect(suites[0][1] as? String == "2")
        let cases = try #require(suites[0][2] as? [[String]])
        #expect(cases[0] == ["unknown-key at 3:5", "error", "unknown key 'titel' [unknown-key]", "specs/a.dialog.json:3:5: error: unknown key 'titel' [unknown-key]\nnote: did you mean 'title'?"])
        #expect(cases[1][1] == "warning")
        #expect(cases[1][2] == "key '<!ENTITY x \"y\">&x;</failure><injected/>' \\u{1B}[2J [unknown-key]")
        #expect(suites[1][0] as? String == "dialogc")
        #expect(!xml.contains("<injected/>"))
    }

    /// A message's line break and carriage return reach a dashboard as written: attribute
    /// values used to hold them raw, which XML's attribute-value normalisation reads as spaces,
    /// and a raw carriage return in the body read as a line feed.
    @Test(.enabled(if: PythonOracle.shouldRun(needing: "xml.etree.ElementTree"), "python3 is not available"))
    func lineBreaksInAMessageSurviveTheAttribute() throws {
        let xml = JUnitFormatter().render([Self.finding("first\nsecond\rthird\tfourth", path: "specs/a.dialog.json")])
        let read = try PythonOracle.output(of: Self.reader, input: Data(xml.utf8))
        let suites = try #require(try JSONSerialization.jsonObject(with: read) as? [[Any]])
        let cases = try #require(suites.first?[2] as? [[String]])
        #expect(cases.first?[2] == "first\nsecond\rthird\tfourth [unknown-key]")
        #expect(cases.first?[3].hasPrefix("specs/a.dialog.json:3:5: error: first\nsecond\rthird\tfourth [unknown-key]") == true)
    }

    @Test func emptyRunIsAnEmptyReport() {
        #expect(JUnitFormatter().render([]) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"dialogc\" tests=\"0\" failures=\"0\">\n</testsuites>\n")
    }
}
