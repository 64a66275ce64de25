import DialogEmit
import Testing

/// What the index and `checks.json` say of the browser's verdicts (`dialogc catalog --verify`).
@Suite struct CatalogVerificationTests {
    static func verdict(_ dialog: String, theme: String, agrees: Bool) -> CatalogVerdict {
        CatalogVerdict(
            page: "dialog-a-12345678.html", anchor: "iphone-se/xxxLarge/ko/" + theme, dialog: dialog, device: "iphone-se", size: "xxxLarge", locale: "ko",
            theme: theme,
            agrees: agrees, boxesOff: agrees ? 0 : 4, textsDiffer: agrees ? 0 : 1, texts: 5, worst: agrees ? "0.010" : "32.500")
    }

    static func files(_ verification: CatalogVerification) -> (index: String, checks: String) {
        let files = CatalogSiteEmitter.checkedFiles(entries: [], verification: verification)
        return (files.first { $0.relativePath == "index.html" }?.text ?? "", files.first { $0.relativePath == "checks.json" }?.text ?? "")
    }

    @Test func theIndexLinksEachPreviewThatDiffersWithItsIdEscaped() {
        let (index, checks) = Self.files(.checked([Self.verdict("a.one", theme: "light", agrees: true), Self.verdict("<script>x</script>", theme: "dark & \"dim\"", agrees: false)]))
        #expect(index.contains("Checked in Chromium when this catalog was built: 2 previews, 1 differs from dialogc:"))
        // Linked by its semantic anchor, a theme's name percent-encoded in the fragment.
        #expect(index.contains("<li><a href=\"./dialog-a-12345678.html#iphone-se/xxxLarge/ko/dark%20%26%20%22dim%22\">&lt;script&gt;x&lt;/script&gt;</a> (dark &amp; &quot;dim&quot;, ko, xxxLarge, iphone-se): 4 boxes off by more than 1 pt, 1 of 5 texts breaks elsewhere</li>"))
        #expect(!index.contains("ko/light\">"), "a preview that agrees is not listed")
        #expect(checks.contains("\"preview\": \"iphone-se/xxxLarge/ko/light\""), "checks.json names each preview by its anchor")
        #expect(!index.contains("<script>x"))
        #expect(checks.contains("\"checked\": true") && checks.contains("\"differ\": 1") && checks.contains("\"verdict\": \"differ\""))
        #expect(checks.contains("\"dialog\": \"<script>x</script>\""), "a JSON string, read by tools, never parsed as markup")
    }

    @Test func withoutVerdictsTheIndexSaysNothingWasChecked() {
        let (index, checks) = Self.files(.notChecked)
        #expect(index.contains("The previews were not checked in a browser"))
        #expect(!index.contains("differ from dialogc:"))
        #expect(checks.contains("\"checked\": false"))
    }
}
