import Testing

@testable import DialogEmit

/// The catalog's escaping, one context at a time.
@Suite struct HTMLEscapeTests {
    @Test func textShowsControlsAsCodePointsAndDialogTextAsReferences() {
        #expect(HTMLEscape.text("<a href='x'>&\"\u{202E}") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;U+202E&gt;")
        #expect(HTMLEscape.dialogText("<b>\u{202E}\n") == "&lt;b&gt;&#x202E;\n")
    }

    @Test func cssStringsAndURLsCannotBreakOut() {
        #expect(HTMLEscape.cssString("a\"b\\c</style>") == "a\\000022b\\00005Cc\\00003C\\00002Fstyle\\00003E")
        #expect(HTMLEscape.fileURL("javascript:alert(1)") == "./javascript%3Aalert%281%29")
    }
}
