import Testing

@testable import DialogEmit

/// The catalog's escaping, one context at a time.
@Suite struct HTMLEscapeTests {
    @Test func inlineJSONEscapesWhatCouldEndTheElementOrReorderIt() {
        let json = "{\"a\":\"</script><!--&\u{2028}\u{2029}\u{202E}\u{2066}\u{061C}é한\"}"
        #expect(
            HTMLEscape.inlineJSON(json)
                == "{\"a\":\"\\u003C/script\\u003E\\u003C!--\\u0026\\u2028\\u2029\\u202E\\u2066\\u061Cé한\"}")
        #expect(HTMLEscape.inlineJSON("{\"plain\":1}") == "{\"plain\":1}")
    }

    @Test func textShowsControlsAsCodePointsAndDialogTextAsReferences() {
        #expect(HTMLEscape.text("<a href='x'>&\"\u{202E}") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;U+202E&gt;")
        #expect(HTMLEscape.dialogText("<b>\u{202E}\n") == "&lt;b&gt;&#x202E;\n")
    }

    @Test func cssStringsAndURLsCannotBreakOut() {
        #expect(HTMLEscape.cssString("a\"b\\c</style>") == "a\\000022b\\00005Cc\\00003C\\00002Fstyle\\00003E")
        #expect(HTMLEscape.fileURL("javascript:alert(1)") == "./javascript%3Aalert%281%29")
    }
}
