import DialogCompiler
import DialogDiagnostics
import DialogEmit
import DialogLayout
import DialogModel
import DialogTokens
import Foundation

/// `dialogc catalog --verify`: opens every page that has previews in one headless Chromium
/// (`ChromiumDevTools`), lets the page's own script check its previews against dialogc's
/// layout tree once its fonts are loaded, reads each preview's verdict from the DOM, and
/// writes the index (listing the previews that differ, by dialog), `checks.json` with those
/// verdicts and `checks.js`, which tells each page's badge of its previews tied at Chromium's
/// font sizes (a page reporting such a tie is measured again like any that differs). A page cannot read other pages from `file://`, so the list is made here, where
/// every page can be opened. Written through the same write rules as the pages; if Chromium
/// fails, the index says the previews were not checked.
enum CatalogVerify {
    /// The verdicts of every preview, in page and preview order, or why they could not be read.
    /// `fallbackFamilies`: the typographies' families with no configured face, measured with
    /// the fallback widths (`familiesWithoutFace`). `atChromiumSizes`: a preview laid out
    /// again at Chromium's font sizes (`CatalogChromiumSizes`), asked only for a preview that
    /// differs, to tell the 1/64 px tie from a difference.
    static func check(
        _ previews: [CatalogPreviewLocation], site: String, chromium: String, fallbackFamilies: [String] = [],
        atChromiumSizes: (CatalogPreviewLocation) -> LayoutTree? = { _ in nil }
    ) -> Result<[CatalogVerdict], Diagnostic> {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-verify-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            return .failure(problem(VerifyMessage.cannotPrepare(scratch)))
        }
        var pages: [String] = []
        for preview in previews where pages.last != preview.page { pages.append(preview.page) }
        // With more than one core, two browsers share the pages (every other page each): a
        // page's check runs on its renderer's one thread, so one browser keeps one core busy.
        let jobs = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount, pages.count))
        let parts = (0..<jobs).map { job in (job, stride(from: job, to: pages.count, by: jobs).map { pages[$0] }) }
        let siteURL = URL(fileURLWithPath: site, isDirectory: true)
        let read = Parallel.map(parts) { element -> Result<[PageReport], CatalogProblem> in
            let (job, part) = element
            let browser: ChromiumDevTools
            var tabs: [ChromiumDevTools.Tab] = []
            do throws(ChromiumDevTools.Failure) {
                browser = try ChromiumDevTools(chromium: chromium, profile: scratch + "/profile-\(job)", images: false)
                for _ in 0..<min(Self.tabs, part.count) { tabs.append(try browser.newTab(reporting: Self.binding, script: Self.reportScript)) }
            } catch {
                return .failure(CatalogProblem(message: VerifyMessage.browser(chromium, error.reason)))
            }
            defer { browser.shutDown() }
            // Each tab is given the next page as soon as its page has reported: one tab's page
            // loads while another's is checked, and nothing waits on a clock.
            var waiting = part[...]
            var open: [ChromiumDevTools.Tab: String] = [:]
            var reports: [String: PageReport] = [:]
            do throws(ChromiumDevTools.Failure) {
                for tab in tabs {
                    guard let page = waiting.popFirst() else { break }
                    open[tab] = page
                    try browser.navigate(tab, to: siteURL.appendingPathComponent(page).absoluteString)
                }
                while !open.isEmpty {
                    let (tab, text) = try browser.nextReport()
                    guard let page = open.removeValue(forKey: tab) else { continue }
                    guard let report = try? JSONDecoder().decode(PageReport.self, from: Data(text.utf8)) else {
                        return .failure(CatalogProblem(message: VerifyMessage.failed(page, "its verdicts could not be read")))
                    }
                    reports[page] = report
                    if let next = waiting.popFirst() {
                        open[tab] = next
                        try browser.navigate(tab, to: siteURL.appendingPathComponent(next).absoluteString)
                    }
                }
            } catch {
                let page = error.tab.flatMap { open[$0] } ?? part.first(where: { reports[$0] == nil }) ?? ""
                return .failure(CatalogProblem(message: VerifyMessage.failed(page, error.reason)))
            }
            return .success(part.compactMap { reports[$0] })
        }
        var reports: [String: PageReport] = [:]
        for (part, result) in zip(parts, read) {
            switch result {
            case .failure(let failure): return .failure(problem(failure.message))
            case .success(let pageReports): for (page, report) in zip(part.1, pageReports) { reports[page] = report }
            }
        }
        var verdicts: [CatalogVerdict] = []
        let byPage = Dictionary(grouping: previews, by: \.page)
        for page in pages {
            guard let report = reports[page] else { continue }
            let figures = Dictionary(report.previews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let fonts: CatalogFontState =
                !report.failedFonts.isEmpty
                ? .failed(report.failedFonts) : report.fonts == 0 ? .noneConfigured : fallbackFamilies.isEmpty ? .loaded : .fallbackMetrics(fallbackFamilies)
            for preview in byPage[page] ?? [] {
                guard let figure = figures[preview.anchor], let agrees = ["agree": true, "dictionary": true, "differ": false, "tie": false][figure.check],
                    let boxesOff = Int(figure.boxesOff), let textsDiffer = Int(figure.textsDiffer), let texts = Int(figure.texts)
                else { return .failure(problem(VerifyMessage.notChecked(page: page, anchor: preview.anchor))) }
                var verdict = CatalogVerdict(
                    page: page, anchor: preview.anchor, dialog: preview.dialog, device: preview.device, size: preview.size, locale: preview.locale,
                    theme: preview.theme, agrees: agrees, boxesOff: boxesOff, textsDiffer: textsDiffer, texts: texts, worst: figure.worst)
                verdict.fonts = fonts
                verdict.approximateScripts = figure.approximate
                verdict.dictionaryTexts = Int(figure.textsDictionary) ?? 0
                verdict.dictionaryWords = figure.dictionaryWords.isEmpty ? [] : figure.dictionaryWords.components(separatedBy: "\n")
                // Only where dialogc measured the browser's own fonts: a guessed width is not a tie.
                if !agrees, fonts == .loaded, figure.approximate.isEmpty, let differences = try? JSONDecoder().decode(CatalogChromiumSizes.Differences.self, from: Data(figure.differences.utf8)),
                    differences.texts.count == textsDiffer, let tree = atChromiumSizes(preview), CatalogChromiumSizes.explains(differences, tree: tree)
                {
                    verdict.agrees = true
                    verdict.sizeTieTexts = textsDiffer
                    verdict.sizeTieDifferences = figure.differences
                    verdict.textsDiffer = 0
                    verdict.boxesOff = 0
                }
                verdicts.append(verdict)
            }
        }
        return .success(verdicts)
    }

    /// The families the design system's typographies are measured in (the first of each
    /// `fontFamily` list, as layout measures with it) that the config gives no face:
    /// measured with the embedded fallback widths, drawn by the browser in the machine's font.
    static func familiesWithoutFace(_ designSystem: DesignSystem?, measurer: TextMeasurer) -> [String] {
        var families: Set<String> = []
        for theme in designSystem?.themes ?? [] {
            for token in theme.tokens.tokens.values {
                guard case .typography(let typography) = token.value, measurer.usesFallbackMetrics(families: typography.fontFamily),
                    let first = typography.fontFamily.first
                else { continue }
                families.insert(first)
            }
        }
        return families.sorted()
    }

    /// What `reportScript` reports for a page.
    private struct PageReport: Decodable, Sendable {
        struct Figure: Decodable, Sendable {
            var id: String
            var check: String
            var texts: String
            var textsDiffer: String
            var boxesOff: String
            var worst: String
            var approximate: [String]
            /// Texts that break elsewhere only where the browser's word dictionary segments
            /// otherwise (`catalog.js`'s `dictionaryDifference`), and those words.
            var textsDictionary: String
            var dictionaryWords: String
            /// For a preview that differs, what differs (`CatalogChromiumSizes.Differences`
            /// as JSON), else empty.
            var differences: String
        }

        /// The page's `@font-face` rules (none when the config names no font), and the
        /// families the browser could not load.
        var fonts: Int
        var failedFonts: [String]
        var previews: [Figure]
    }

    /// Pages open at once in each browser: while one tab's page is checked, the other's loads.
    static let tabs = 2

    /// The function `reportScript` calls with a page's verdicts.
    static let binding = "dialogcReportVerdicts"

    /// Run in every document of a tab before its own scripts: once the page's script has
    /// checked its previews (it does so once every font is loaded, and then marks the body),
    /// reports the matrix's verdicts as JSON through `binding`. No time budget decides when the
    /// page is read: a slow machine only waits longer.
    static let reportScript = """
        (function () {
          if (location.protocol !== "file:") return;
          var report = function () {
            var faces = 0, failed = [];
            document.fonts.forEach(function (face) {
              faces += 1;
              var family = face.family.replace(/^"?dialogc /, "").replace(/"$/, "");
              if (face.status === "error" && failed.indexOf(family) < 0) failed.push(family);
            });
            var previews = Array.prototype.map.call(document.querySelectorAll("figure.preview:not([data-phase])"), function (figure) {
              var label = figure.querySelector(".approximate"), scripts = [];
              var named = label ? /no font for ([^;)]*)/.exec(label.textContent) : null;
              if (named) scripts = named[1].split(", ");
              return { id: figure.id, check: figure.getAttribute("data-check") || "", texts: figure.getAttribute("data-texts") || "",
                textsDiffer: figure.getAttribute("data-texts-differ") || "", boxesOff: figure.getAttribute("data-boxes-off") || "",
                worst: figure.getAttribute("data-worst") || "", approximate: scripts,
                textsDictionary: figure.getAttribute("data-texts-dictionary") || "0", dictionaryWords: figure.getAttribute("data-dictionary-words") || "",
                differences: figure.getAttribute("data-differences") || "" };
            });
            window.\(binding)(JSON.stringify({ fonts: faces, failedFonts: failed, previews: previews }));
          };
          var observer = new MutationObserver(function () {
            if (document.body && document.body.getAttribute("data-checked") === "true") {
              observer.disconnect();
              report();
            }
          });
          observer.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-checked"] });
        })();
        """

    private static func problem(_ message: String) -> Diagnostic {
        Diagnostic(rule: .io, severity: .error, message: message, location: nil)
    }
}

/// Wording of `--verify`'s problems.
enum VerifyMessage {
    static func cannotPrepare(_ folder: String) -> String {
        "cannot create a temporary folder for Chromium's profile at '\(folder)'"
    }

    static func browser(_ chromium: String, _ reason: String) -> String {
        "cannot start Chromium at '\(chromium)' over DevTools: \(reason); the index says the previews were not checked"
    }

    static func failed(_ page: String, _ reason: String) -> String {
        "Chromium could not check '\(page)': \(reason); the index says the previews were not checked"
    }

    static func notChecked(page: String, anchor: String) -> String {
        "Chromium did not finish checking preview '\(anchor)' of '\(page)' (its page's script did not run to the end); "
            + "the index says the previews were not checked"
    }

    static let missing =
        "--verify needs Chromium: install it (Debian: 'apt-get install chromium') or set DIALOGC_CHROMIUM to its path; nothing was written"
}
