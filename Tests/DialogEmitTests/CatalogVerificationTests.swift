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
        #expect(index.contains("Checked in Chromium when this catalog was built: 2 previews, 1 differs from dialogc, in 1 dialog:"))
        // Linked by its semantic anchor, a theme's name percent-encoded in the fragment.
        #expect(index.contains("<li><a href=\"./dialog-a-12345678.html\">&lt;script&gt;x&lt;/script&gt;</a><ul><li><a href=\"./dialog-a-12345678.html#iphone-se/xxxLarge/ko/dark%20%26%20%22dim%22\">iphone-se, xxxLarge, ko</a> (<a href=\"./dialog-a-12345678.html#iphone-se/xxxLarge/ko/dark%20%26%20%22dim%22\">dark &amp; &quot;dim&quot;</a>): 4 boxes off by more than 1 pt, 1 of 5 texts breaks elsewhere</li></ul></li>"), "\(index)")
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

    static func verdict(_ dialog: String, page: String, locale: String, theme: String, boxesOff: Int) -> CatalogVerdict {
        CatalogVerdict(
            page: page, anchor: "iphone-se/large/\(locale)/\(theme)", dialog: dialog, device: "iphone-se", size: "large", locale: locale, theme: theme,
            agrees: boxesOff == 0, boxesOff: boxesOff, textsDiffer: 0, texts: 3, worst: "2.000")
    }

    /// One entry per dialog, and in it one per finding: light and dark that differ alike are
    /// one entry linking both previews; another locale or another difference is its own.
    @Test func theListIsGroupedByDialogWithThemesFolded() {
        let verdicts = [
            Self.verdict("one", page: "dialog-one.html", locale: "ko", theme: "light", boxesOff: 2),
            Self.verdict("one", page: "dialog-one.html", locale: "ko", theme: "dark", boxesOff: 2),
            Self.verdict("one", page: "dialog-one.html", locale: "en", theme: "light", boxesOff: 1),
            Self.verdict("one", page: "dialog-one.html", locale: "en", theme: "dark", boxesOff: 3),
            Self.verdict("two", page: "dialog-two.html", locale: "ko", theme: "light", boxesOff: 0),
            Self.verdict("three", page: "dialog-three.html", locale: "ko", theme: "dark", boxesOff: 1),
        ]
        let (index, _) = Self.files(.checked(verdicts))
        #expect(index.contains("6 previews, 5 differ from dialogc, in 2 dialogs:"), "\(index)")
        #expect(
            index.contains(
                "<li><a href=\"./dialog-one.html\">one</a><ul><li><a href=\"./dialog-one.html#iphone-se/large/ko/light\">iphone-se, large, ko</a> "
                    + "(<a href=\"./dialog-one.html#iphone-se/large/ko/light\">light</a>, <a href=\"./dialog-one.html#iphone-se/large/ko/dark\">dark</a>): "
                    + "2 boxes off by more than 1 pt, 0 of 3 texts break elsewhere</li>"), "\(index)")
        #expect(index.contains("(<a href=\"./dialog-one.html#iphone-se/large/en/light\">light</a>): 1 box off"), "another difference is its own entry")
        #expect(index.contains("(<a href=\"./dialog-one.html#iphone-se/large/en/dark\">dark</a>): 3 boxes off"))
        #expect(index.components(separatedBy: "<a href=\"./dialog-one.html\">one</a>").count == 2, "one entry for the dialog")
        #expect(!index.contains("dialog-two.html"), "a dialog whose previews agree is not listed")
        #expect(index.contains("<a href=\"./dialog-three.html\">three</a>"))
    }

    /// With no font configured, the list says once that the fonts differ (dialogc's fallback
    /// widths against the machine's font) instead of each entry blaming its text; a font the
    /// browser could not load and a script without a font are named in the entry.
    @Test func theVerdictExplainsTheFonts() {
        var none = [Self.verdict("one", page: "dialog-one.html", locale: "ko", theme: "light", boxesOff: 2),
            Self.verdict("two", page: "dialog-two.html", locale: "ko", theme: "light", boxesOff: 1)]
        for index in none.indices { none[index].fonts = .noneConfigured }
        let (index, checks) = Self.files(.checked(none))
        #expect(index.components(separatedBy: "No font is configured").count == 2, "said once: \(index)")
        #expect(!index.contains("elsewhere ("), "no entry repeats it")
        #expect(checks.contains("\"fonts\": \"none configured\""))

        var failed = Self.verdict("one", page: "dialog-one.html", locale: "ko", theme: "light", boxesOff: 2)
        failed.fonts = .failed(["system"])
        var uncovered = Self.verdict("two", page: "dialog-two.html", locale: "th", theme: "light", boxesOff: 1)
        uncovered.approximateScripts = ["Thai"]
        let (named, namedChecks) = Self.files(.checked([failed, uncovered]))
        #expect(!named.contains("No font is configured"))
        #expect(named.contains("0 of 3 texts break elsewhere (the browser could not load the font system)</li>"), "\(named)")
        #expect(named.contains("0 of 3 texts break elsewhere (no font for Thai: dialogc&#39;s widths there are a guess)</li>"), "\(named)")
        #expect(namedChecks.contains("\"Thai\"") && namedChecks.contains("\"fonts\": \"failed\""), "\(namedChecks)")
    }

    /// A preview whose texts break elsewhere only where the browser's word dictionary
    /// segments otherwise agrees (it is not in `differ`) but is shown: its own verdict and
    /// count in `checks.json` with the words, and its own list in the index. A preview with a
    /// real difference stays a difference and names its dictionary texts too.
    @Test func aPreviewBrokenElsewhereOnlyByTheBrowsersDictionaryIsListedApart() {
        var dictionary = Self.verdict("one", page: "dialog-one.html", locale: "lo", theme: "light", boxesOff: 0)
        dictionary.dictionaryTexts = 1
        dictionary.dictionaryWords = ["Lao ໃຊ້ງານ: browser ໃຊ້|ງານ, dialogc ໃຊ້ງານ"]
        var both = Self.verdict("two", page: "dialog-two.html", locale: "lo", theme: "light", boxesOff: 1)
        both.dictionaryTexts = 1
        both.dictionaryWords = ["Lao ບໍ່ທັນ: browser ບໍ່|ທັນ, dialogc ບໍ່ທັນ"]
        let agreeing = Self.verdict("three", page: "dialog-three.html", locale: "lo", theme: "light", boxesOff: 0)
        #expect([dictionary.kind, both.kind, agreeing.kind] == [.dictionary, .differ, .agree])
        let (index, checks) = Self.files(.checked([dictionary, both, agreeing]))
        #expect(index.contains("3 previews, 1 differs from dialogc, in 1 dialog:"), "\(index)")
        #expect(index.contains("1 preview agrees but for Chromium&#39;s word dictionary:"), "\(index)")
        #expect(
            index.contains(
                "<li><a href=\"./dialog-one.html\">one</a><ul><li><a href=\"./dialog-one.html#iphone-se/large/lo/light\">iphone-se, large, lo</a> "
                    + "(<a href=\"./dialog-one.html#iphone-se/large/lo/light\">light</a>): "
                    + "1 text where Chromium&#39;s dictionary segments Lao ໃຊ້ງານ: browser ໃຊ້|ງານ, dialogc ໃຊ້ງານ</li></ul></li>"), "\(index)")
        #expect(index.contains("1 box off by more than 1 pt, 0 of 3 texts break elsewhere; and 1 text where Chromium&#39;s dictionary segments Lao ບໍ່ທັນ"), "\(index)")
        #expect(!index.contains("dialog-three.html"))
        let (alone, _) = Self.files(.checked([dictionary, agreeing]))
        #expect(alone.contains("2 previews, all agree with dialogc (every box within 1 pt, the same line breaks but where Chromium&#39;s word dictionary segments otherwise, below)."), "\(alone)")
        #expect(checks.contains("\"differ\": 1") && checks.contains("\"dictionary\": 1") && checks.contains("\"verdict\": \"dictionary\""), "\(checks)")
        #expect(checks.contains("\"textsBrokenByBrowserDictionary\": 1") && checks.contains("\"Lao ໃຊ້ງານ: browser ໃຊ້|ງານ, dialogc ໃຊ້ງານ\""), "\(checks)")
    }

    /// A preview whose texts break elsewhere only at Chromium's 1/64 px font sizes (what
    /// `--verify`'s second layout found) is its own kind, listed apart; one that also has a
    /// dictionary text names it; a difference beside them stays a difference.
    @Test func aPreviewThatTiesAtChromiumsFontSizesIsListedApart() {
        var tie = Self.verdict("one", page: "dialog-one.html", locale: "th", theme: "light", boxesOff: 0)
        tie.sizeTieTexts = 1
        var tieAndDictionary = Self.verdict("two", page: "dialog-two.html", locale: "lo", theme: "light", boxesOff: 0)
        tieAndDictionary.sizeTieTexts = 1
        tieAndDictionary.dictionaryTexts = 1
        tieAndDictionary.dictionaryWords = ["Lao ໃຊ້ງານ: browser ໃຊ້|ງານ, dialogc ໃຊ້ງານ"]
        let differing = Self.verdict("three", page: "dialog-three.html", locale: "th", theme: "light", boxesOff: 1)
        #expect([tie.kind, tieAndDictionary.kind, differing.kind] == [.sizeTie, .sizeTie, .differ])
        let (index, checks) = Self.files(.checked([tie, tieAndDictionary, differing]))
        #expect(index.contains("3 previews, 1 differs from dialogc, in 1 dialog:"), "\(index)")
        #expect(index.contains("2 previews agree but for Chromium&#39;s font sizes: on Linux"), "\(index)")
        #expect(index.contains("(<a href=\"./dialog-one.html#iphone-se/large/th/light\">light</a>): 1 text ties at Chromium&#39;s font size</li>"), "\(index)")
        #expect(index.contains("1 text ties at Chromium&#39;s font size; and 1 text where Chromium&#39;s dictionary segments Lao ໃຊ້ງານ"), "\(index)")
        #expect(checks.contains("\"differ\": 1") && checks.contains("\"sizeTie\": 2") && checks.contains("\"verdict\": \"sizeTie\""), "\(checks)")
        #expect(checks.contains("\"textsTiedAtChromiumFontSize\": 1"), "\(checks)")
        let (alone, _) = Self.files(.checked([tie]))
        #expect(alone.contains("1 preview, all agree with dialogc (every box within 1 pt, the same line breaks but ties at Chromium&#39;s font sizes, below)."), "\(alone)")
    }

    /// `checks.js` hands each page the differences `--verify` found tied, by page and
    /// anchor (JSON, so a theme's quotes are escaped); a preview that differs or agrees is
    /// not in it, and without `--verify` it is empty, so a badge says what its page finds.
    @Test func checksScriptListsOnlyTheTiedPreviewsDifferences() {
        let differences = #"{"texts":[[3,0,21]],"boxes":[],"expected":{"texts":[[3,0,20]],"boxes":[]}}"#
        var tie = Self.verdict("one", page: "dialog-one.html", locale: "th", theme: "light \"x\"", boxesOff: 0)
        tie.sizeTieTexts = 1
        tie.sizeTieDifferences = differences
        var differing = Self.verdict("two", page: "dialog-two.html", locale: "th", theme: "light", boxesOff: 1)
        differing.sizeTieDifferences = differences
        let script = { (verification: CatalogVerification) in
            CatalogSiteEmitter.checkedFiles(entries: [], verification: verification).first { $0.relativePath == "checks.js" }?.text ?? ""
        }
        let tied = script(.checked([tie, differing, Self.verdict("three", page: "dialog-three.html", locale: "th", theme: "light", boxesOff: 0)]))
        #expect(tied.hasPrefix("// Generated by dialogc") && tied.hasSuffix("\n"), "\(tied)")
        #expect(
            tied.contains(#"window.dialogcSizeTies = {"dialog-one.html":{"iphone-se/large/th/light \"x\"":"{\"texts\":[[3,0,21]],"#),
            "\(tied)")
        #expect(!tied.contains("dialog-two") && !tied.contains("dialog-three"), "\(tied)")
        #expect(script(.notChecked).hasSuffix("window.dialogcSizeTies = {};\n"))
        #expect(script(.checked([differing])).hasSuffix("window.dialogcSizeTies = {};\n"))
    }
}
