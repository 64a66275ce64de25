import Testing

@testable import DialogEmit

/// The catalog's escaping, one context at a time.
@Suite struct HTMLEscapeTests {
    @Test func textShowsControlsAsCodePointsAndDialogTextAsReferences() {
        #expect(HTMLEscape.text("<a href='x'>&\"\u{202E}") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;U+202E&gt;")
        #expect(HTMLEscape.dialogText("<b>\u{202E}\n") == "&lt;b&gt;&#x202E;\n")
    }

    /// Every C0 and C1 control, DEL and the noncharacters U+FFFE and U+FFFF: never raw in the
    /// catalog's own text or attribute values (shown as `<U+…>`), and in dialog text a
    /// character reference (line feed aside), so no page's bytes hold one.
    @Test func noControlOrNoncharacterIsWrittenRaw() {
        let scalars = (0...0x9F).compactMap(Unicode.Scalar.init).filter { $0.value < 0x20 || $0.value >= 0x7F } + ["\u{FFFE}", "\u{FFFF}"]
        for scalar in scalars {
            let code = String(scalar.value, radix: 16, uppercase: true)
            let shown = "&lt;U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code + "&gt;"
            let kept = scalar == "\t" || scalar == "\n"
            #expect(HTMLEscape.text(String(scalar)) == (kept ? String(scalar) : shown), "U+\(code)")
            #expect(HTMLEscape.attribute(String(scalar)) == (kept ? String(scalar) : shown), "U+\(code)")
            #expect(HTMLEscape.dialogText(String(scalar)) == (scalar == "\n" ? "\n" : "&#x\(code);"), "U+\(code)")
        }
    }

    @Test func cssStringsAndURLsCannotBreakOut() {
        #expect(HTMLEscape.cssString("a\"b\\c</style>") == "a\\000022b\\00005Cc\\00003C\\00002Fstyle\\00003E")
        #expect(HTMLEscape.fileURL("javascript:alert(1)") == "./javascript%3Aalert%281%29")
    }
}
