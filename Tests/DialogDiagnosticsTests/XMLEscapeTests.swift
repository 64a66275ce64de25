import DialogDiagnostics
import DialogTestSupport
import Foundation
import Testing

/// The one XML escaper (XLIFF, JUnit): every character either reads back as itself through
/// a real XML parser or, where XML 1.0 cannot carry it, as visible `\u{…}` text; nothing in
/// a string can start markup, an entity or a CDATA end.
@Suite struct XMLEscapeTests {
    /// Every C0 and C1 control, DEL, space, the markup characters, the noncharacters U+FFFE
    /// and U+FFFF, and a few ordinary characters on either side of them.
    static let scalars: [Unicode.Scalar] = (0...0xA0).compactMap(Unicode.Scalar.init) + [
        "&", "<", ">", "\"", "'", "]", "\u{2028}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}",
    ]

    /// What a parser gives back for `scalar`: itself, or the visible text of one XML cannot carry.
    static func readBack(_ scalar: Unicode.Scalar) -> String {
        let unrepresentable = scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        return unrepresentable ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
    }

    @Test func noCharacterIsWrittenRawWhereXMLCannotCarryIt() {
        for scalar in Self.scalars {
            for escaped in [XMLEscape.text(String(scalar)), XMLEscape.attribute(String(scalar))] {
                #expect(!escaped.unicodeScalars.contains { XMLCharacters.isUnrepresentable($0) }, "U+\(String(scalar.value, radix: 16)): \(escaped)")
                #expect(!escaped.contains("<"), "U+\(String(scalar.value, radix: 16)): \(escaped)")
            }
        }
    }

    @Test func markupCharactersAndQuotesAreReferencesWhereTheyMatter() {
        #expect(XMLEscape.text("]]><!ENTITY e \"y\">&e;'") == "]]&gt;&lt;!ENTITY e \"y\"&gt;&amp;e;'")
        #expect(XMLEscape.attribute("a\"b'c\td\ne\rf<g>&") == "a&quot;b'c&#9;d&#10;e&#13;f&lt;g&gt;&amp;")
        #expect(XMLEscape.text("a\tb\nc\rd") == "a\tb\nc&#13;d")
        #expect(XMLEscape.text("\u{7F}\u{85}\u{9F}") == "\u{7F}\u{85}\u{9F}")
        #expect(XMLEscape.text("\u{0}\u{1B}\u{FFFE}\u{FFFF}") == "\\u{0}\\u{1B}\\u{FFFE}\\u{FFFF}")
    }

    /// Python's parser reads each character back, in text and in a double-quoted attribute
    /// (where a raw tab or line break would have been normalised to a space).
    @Test(.enabled(if: PythonOracle.shouldRun(needing: "xml.etree.ElementTree"), "python3 is not available"))
    func aParserReadsEveryCharacterBack() throws {
        let reader = """
            import sys, json, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.stdin.buffer.read())
            print(json.dumps([[c.text or "", c.get("a")] for c in root]))
            """
        var xml = "<r>"
        for scalar in Self.scalars {
            xml += "<c a=\"\(XMLEscape.attribute(String(scalar)))\">\(XMLEscape.text(String(scalar)))</c>"
        }
        xml += "<c a=\"\(XMLEscape.attribute("]]>"))\">\(XMLEscape.text("]]>"))</c></r>"
        let read = try PythonOracle.output(of: reader, input: Data(xml.utf8))
        let pairs = try #require(try JSONSerialization.jsonObject(with: read) as? [[String]])
        let expected = Self.scalars.map(Self.readBack) + ["]]>"]
        #expect(pairs.count == expected.count)
        for (pair, want) in zip(pairs, expected) {
            #expect(pair == [want, want], "\(want.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
