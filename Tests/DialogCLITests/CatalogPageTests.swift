import DialogTestSupport
import Foundation
import Testing

/// The catalog's pages as a reader gets them: the previews' styles kept to the previews,
/// each text in its own language, a policy browsers take from a `<meta>` element, code on
/// the rules page, no machine paths, counts in words; the layout data in a file of its own;
/// and what the cache keeps when a spec has errors.
@Suite struct CatalogPageTests {
    /// The narrow matrix in both locales: two previews per dialog, one Korean.
    static let bothLocales = ["--theme", "light", "--locale", "ko", "--locale", "en", "--device", "iphone-se", "--dynamic-type", "large"]

    /// The site of the small project, as text by file name (fonts left out), unaltered.
    static func site(_ project: BuildProject, _ extra: [String] = bothLocales) throws -> (status: Int32, files: [String: String]) {
        let out = project.path + "/site"
        let result = project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + extra)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out) where !name.hasPrefix(".") && !name.hasPrefix("font-") {
            files[name] = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
        }
        return (result.status, files)
    }

    static func warnPage(_ files: [String: String]) throws -> (name: String, text: String) {
        try #require(CatalogTests.page(files, containing: "<h1 class=\"dialog-id\">notice.warn</h1>"))
    }

    /// Every dialog text is in its locale's language: a preview's screen carries the
    /// locale's `lang`, and each text its `lang` and `dir` (`rtl` for a text written right to
    /// left); the card of a right-to-left dialog `dir="rtl"`, as the layout mirrors it, and
    /// the screen never (its status bar stays); the title in the page's facts and in the
    /// index carries the default locale's `lang` and `dir`. The site's own English stays
    /// under `<html lang="en">`.
    @Test func everyDialogTextCarriesItsLocalesLangAndDir() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let config = try #require(project.folder.read("dialogc.json"))
        try project.folder.write("dialogc.json", config.replacingOccurrences(of: #""locales": ["ko", "en"]"#, with: #""locales": ["ko", "en", "ar"]"#))
        try project.folder.write(
            "specs/arabic.dialog.json",
            #"{"id": "notice.arabic", "title": {"ko": "안녕", "en": "Hi", "ar": "مرحبا"}, "buttons": [{"id": "ok", "title": {"ko": "확인", "en": "OK", "ar": "حسنا"}}]}"#)
        let (_, files) = try Self.site(project, ["--theme", "light", "--locale", "ko", "--locale", "ar", "--device", "iphone-se", "--dynamic-type", "large"])
        let page = try #require(CatalogTests.page(files, containing: "<h1 class=\"dialog-id\">notice.arabic</h1>"))
        #expect(page.text.contains("<html lang=\"en\">"))
        #expect(page.text.contains("lang=\"ko\" data-n=\"0\">") && page.text.contains("lang=\"ar\" data-n=\"0\">"), "each screen its locale")
        #expect(page.text.contains("<p class=\"t title\" data-n=\"4\" lang=\"ar\" dir=\"rtl\">مرحبا</p>"), "the Arabic title right to left")
        #expect(page.text.contains("<span class=\"t label\" data-n=\"7\" lang=\"ar\" dir=\"rtl\">حسنا</span>"))
        #expect(page.text.contains("<p class=\"t title\" data-n=\"4\" lang=\"ko\" dir=\"ltr\">안녕</p>"), "the Korean title left to right, each text with its lang and dir")
        #expect(page.text.contains("<div class=\"card\" data-n=\"2\" dir=\"rtl\">"), "the Arabic card mirrored")
        #expect(page.text.components(separatedBy: "dir=\"rtl\"").count - 1 == 3, "the Arabic card and its two texts, nothing else")
        #expect(page.text.contains("<dt>Title</dt><dd lang=\"ko\" dir=\"ltr\">안녕</dd>"), "the default locale's title in the facts")
        let index = try #require(files["index.html"])
        #expect(index.contains("<td lang=\"ko\" dir=\"ltr\">안녕</td>"), "and in the index")
    }

    /// The previews' text styles (`.message` is centred and a block) apply inside previews
    /// only: a finding's message, also `.message`, is laid out as the findings list's text.
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func thePreviewsStylesStayInThePreviewsInChromium() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let (status, files) = try Self.site(project)
        #expect(status == 0)
        let page = try Self.warnPage(files)
        let report = try #require(try CatalogBrowserTests.devTools("styles", [project.path + "/site/" + page.name]).first)
        let messages = try #require(report["findingMessages"] as? [[String: String]])
        #expect(!messages.isEmpty, "the page lists findings")
        for message in messages {
            #expect(message["display"] == "inline" && message["textAlign"] == "start", "a finding's message styled as a preview's: \(message)")
        }
        let texts = try #require(report["texts"] as? [[String: String]])
        #expect(texts.count == 8, "title, message and two buttons in each of two previews")
        #expect(texts.contains { $0["text"] == "안녕하세요" && $0["lang"] == "ko" && $0["dir"] == "ltr" }, "\(texts)")
        #expect(texts.contains { $0["text"] == "Hello" && $0["lang"] == "en" && $0["dir"] == "ltr" }, "\(texts)")
    }

    /// A Content-Security-Policy in a `<meta>` element cannot carry `frame-ancestors`:
    /// browsers ignore it there and log an error on every page.
    @Test func theMetaPolicyCarriesNothingBrowsersIgnoreThere() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let (_, files) = try Self.site(project)
        let pages = files.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count == 9)
        for (name, text) in pages {
            #expect(text.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; script-src &#39;self&#39;"), "\(name)")
            #expect(!text.contains("frame-ancestors"), "\(name)")
        }
    }

    /// The rules' texts mark code with backticks: the rules page shows it as code, escaped
    /// like any other text, and no backtick is left.
    @Test func theRulesPageShowsCodeAsCode() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let (_, files) = try Self.site(project)
        let rules = try #require(files["rules.html"])
        #expect(!rules.contains("`"), "a backtick left on the rules page")
        #expect(rules.contains("<code>"))
        #expect(!rules.contains("<code></code>"))
    }

    /// Run with absolute paths (as here: the project is in a temporary folder), no page
    /// holds the machine's folders: a spec's path is shown relative to the config's folder.
    @Test func noPageShowsTheMachinesPathsWhenRunWithAbsolutePaths() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try project.folder.write("specs/broken.dialog.json", #"{"id": "broken.one", "titel": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let (status, files) = try Self.site(project)
        #expect(status == 1)
        for (name, text) in files {
            #expect(!text.contains(project.path), "\(name) holds the project's absolute path")
        }
        let page = try Self.warnPage(files)
        #expect(page.text.contains("<dt>Spec</dt><dd>specs/warn.dialog.json</dd>"))
        let broken = try #require(CatalogTests.page(files, containing: "<h1 class=\"dialog-id\">specs/broken.dialog.json</h1>"), "named by its path")
        #expect(broken.text.contains("<title>specs/broken.dialog.json · dialogc catalog</title>"))
        #expect(try #require(files["index.html"]).contains(">specs/broken.dialog.json</a>"))
    }

    /// "1 warning", not "1 warnings": every count in the index agrees with its number.
    @Test func theIndexCountsInWords() throws {
        let project = try BuildProject()
        defer { project.remove() }
        // Cancel on the right: one warning (cancel-placement). A title without English: one error.
        try project.folder.write(
            "specs/warning.dialog.json",
            #"{"id": "one.warning", "title": {"ko": "하나", "en": "One"}, "buttons": [{"id": "ok", "title": {"ko": "확인", "en": "OK"}}, {"id": "cancel", "title": {"ko": "취소", "en": "Cancel"}, "role": "cancel"}]}"#)
        try project.folder.write(
            "specs/error.dialog.json", #"{"id": "one.error", "title": {"ko": "하나"}, "buttons": [{"id": "ok", "title": {"ko": "확인", "en": "OK"}}]}"#)
        let (_, files) = try Self.site(project)
        let index = try #require(files["index.html"])
        #expect(index.contains("<td>0 errors, 1 warning <a class=\"rule\" href=\"./rules.html#rule-cancel-placement\">"), "the spec with one warning")
        #expect(index.contains("<td>1 error, 0 warnings <a class=\"rule\" href=\"./rules.html#rule-missing-translation\">"), "the spec with one error")
        #expect(index.contains("<td>0 errors, 2 warnings <a"))
        #expect(index.contains("<td>0 errors, 0 warnings</td>"))
        for wrong in ["1 errors", "1 warnings", " 1 previews", "1 boxes", " 1 texts"] {
            #expect(!index.contains(">" + wrong) && !index.contains(" " + wrong), "\(wrong)")
        }
    }

    /// The index's script counts in words too: one dialog is "1 of 1 dialog shown".
    @Test(.enabled(if: CatalogTests.chromium != nil, "needs Chromium on PATH or in DIALOGC_CHROMIUM (Debian: apt-get install chromium)"))
    func theIndexScriptCountsOneDialogInTheSingular() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let out = project.path + "/site"
        let result = project.dialogc.run(["catalog", project.specs + "/warn.dialog.json", "--config", project.config, "--out", out] + CatalogTests.narrow)
        #expect(result.status == 0, "\(result.standardOutput)")
        let dom = try CatalogTests.dumpDOM(out + "/index.html")
        #expect(dom.contains("<output id=\"shown\" aria-live=\"polite\">1 of 1 dialog shown</output>"), "\(dom)")
    }

    /// Each page's previews are checked against `<page>.js`: every distinct tree once, as
    /// numbers and node types only (no text of the spec), and no tree inside the page.
    @Test func aPagesLayoutDataIsAScriptOfItsOwnWithoutText() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let (_, files) = try Self.site(project, ["--locale", "ko", "--locale", "en", "--device", "iphone-se", "--dynamic-type", "large"])
        let page = try Self.warnPage(files)
        let stem = String(page.name.dropLast(".html".count))
        #expect(
            page.text.contains("<script src=\"./\(stem).js\" defer=\"\"></script>\n<script src=\"./checks.js\" defer=\"\"></script>\n<script src=\"./catalog.js\" defer=\"\"></script>"),
            "the data before the script that reads it")
        #expect(!page.text.contains("application/json"), "no tree inside the page")
        let data = try #require(files[stem + ".js"])
        #expect(data.hasPrefix("// Generated by dialogc"))
        #expect(data.contains("window.dialogcLayouts = [\n[[\"screen\",0,0,"))
        for text in ["안녕하세요", "Hello", "OK", "확인"] { #expect(!data.contains(text), "\(text) in the layout data") }
        // Two themes that differ only in colours share each locale's tree.
        #expect(page.text.components(separatedBy: "<figure class=\"preview\"").count - 1 == 4)
        #expect(data.components(separatedBy: "\n[[\"screen\"").count - 1 == 2, "\(data)")
        #expect(page.text.contains("data-layout=\"1\"") && !page.text.contains("data-layout=\"2\""))
    }

    /// A spec with errors no longer keeps every other spec out of the cache: the next run
    /// checks only the failing file again (and writes nothing), and once it is fixed only it.
    @Test func aSpecWithErrorsLeavesTheOthersCached() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try project.folder.write("specs/broken.dialog.json", #"{"id": "broken.one", "titel": "Hi", "buttons": [{"id": "ok", "title": "OK"}]}"#)
        let out = project.path + "/site"
        let catalog = { project.dialogc.run(["catalog", project.specs, "--config", project.config, "--out", out] + CatalogTests.narrow) }
        let first = catalog()
        #expect(first.status == 1)
        #expect(first.standardError.contains("8 compiled, 0 up to date"), "\(first.standardError)")
        let second = catalog()
        #expect(second.status == 1)
        #expect(second.standardError.contains("1 compiled, 7 up to date; 0 written"), "\(second.standardError)")

        try project.folder.write(
            "specs/broken.dialog.json", #"{"id": "broken.one", "title": {"ko": "안녕", "en": "Hi"}, "buttons": [{"id": "ok", "title": {"ko": "확인", "en": "OK"}}]}"#)
        let fixed = catalog()
        #expect(fixed.status == 0)
        #expect(fixed.standardError.contains("1 compiled, 7 up to date"), "\(fixed.standardError)")
        let again = catalog()
        #expect(again.standardError.contains("0 compiled, 8 up to date; 0 written"), "\(again.standardError)")
    }
}
