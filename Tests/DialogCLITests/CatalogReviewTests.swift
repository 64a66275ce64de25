import DialogTestSupport
import Foundation
import Testing

/// The catalog as a review tool, read in headless Chromium: the index's thumbnails, search,
/// sort and filters kept in the URL; a dialog page's filters, grouping, compare mode,
/// scale-to-fit and semantic anchors; and the states a spec declares, drawn.
@Suite(.serialized) struct CatalogReviewTests {
    /// The value of a JavaScript expression (which may return a promise of a JSON text) in
    /// each page, in a window `width` CSS pixels wide.
    static func evaluate(_ expression: String, width: Int = 1200, _ urls: [String]) throws -> [Any] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.path + "/expression.js"
        try expression.write(toFile: file, atomically: true, encoding: .utf8)
        return try CatalogBrowserTests.devTools(["eval", file, String(width)] + urls).map { report in
            let text = try #require(report["value"] as? String, "the expression returns a JSON text")
            return try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        }
    }

    static func url(_ path: String, _ suffix: String = "") -> String {
        URL(fileURLWithPath: path).absoluteString + suffix
    }

    /// The small project's catalog in light and dark, Korean and English, two sizes, one
    /// device: 8 previews a dialog.
    static func site(_ project: BuildProject, device: String = "iphone-se") throws -> String {
        let out = project.path + "/site"
        let built = project.dialogc.run(
            ["catalog", project.specs, "--config", project.config, "--out", out, "--device", device, "--dynamic-type", "large", "--dynamic-type", "accessibility3"])
        try #require(built.status == 0, "\(built.standardError)")
        return out
    }

    static func page(_ site: String, id: String) throws -> String {
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: site).first { name in
                name.hasSuffix(".html") && name.hasPrefix("dialog-")
                    && ((try? String(contentsOfFile: site + "/" + name, encoding: .utf8))?.contains("<h1 class=\"dialog-id\">\(id)</h1>") ?? false)
            })
        return site + "/" + name
    }

    // MARK: The index

    /// A row per dialog with a live thumbnail (the page's own first preview, in its
    /// screen-only mode), a dialog id that sorts, and the thumbnail page showing that one
    /// screen and nothing else.
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func theIndexShowsAThumbnailPerDialogAndSortsById() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let site = try Self.site(project)
        let index = try #require(
            try Self.evaluate(
                """
                (function () {
                  var rows = Array.prototype.slice.call(document.querySelectorAll('tr[data-id]'));
                  var thumbs = rows.map(function (row) { var thumb = row.querySelector('iframe.thumb'); return thumb ? thumb.getAttribute('src') : null; });
                  var before = rows.map(function (row) { return row.getAttribute('data-id'); });
                  document.querySelector('button.sort[data-sort="id"]').click();
                  var ascending = Array.prototype.map.call(document.querySelectorAll('tr[data-id]'), function (row) { return row.getAttribute('data-id'); });
                  var hash = location.hash;
                  document.querySelector('button.sort[data-sort="id"]').click();
                  var descending = Array.prototype.map.call(document.querySelectorAll('tr[data-id]'), function (row) { return row.getAttribute('data-id'); });
                  return JSON.stringify({thumbs: thumbs, before: before, ascending: ascending, descending: descending, hash: hash,
                    sort: document.querySelector('button.sort[data-sort="id"]').closest('th').getAttribute('aria-sort')});
                })()
                """, [Self.url(site + "/index.html")]
            ).first as? [String: Any])
        let thumbs = index["thumbs"] as? [Any] ?? []
        #expect(thumbs.count == 7 && thumbs.allSatisfy { ($0 as? String)?.contains(".html?screen#iphone-se/large/ko/light") == true }, "\(thumbs)")
        let ids = index["before"] as? [String] ?? []
        #expect(index["ascending"] as? [String] == ids.sorted())
        #expect(index["descending"] as? [String] == ids.sorted().reversed())
        #expect(index["hash"] as? String == "#sort=id")
        #expect(index["sort"] as? String == "descending")

        // The thumbnail: the page at its first preview, only that screen showing.
        let thumb = try #require(thumbs.first as? String)
        let shown = try #require(
            try Self.evaluate(
                """
                JSON.stringify({
                  screens: Array.prototype.filter.call(document.querySelectorAll('.screen'), function (screen) { return screen.getClientRects().length > 0; })
                    .map(function (screen) { return screen.closest('figure').id; }),
                  heading: document.querySelector('h1').getClientRects().length,
                  left: document.querySelector('figure.preview:target .screen').getBoundingClientRect().left,
                  zoom: document.querySelector('figure.preview:target .screen').style.zoom
                })
                """, [Self.url(site + "/" + (thumb.dropFirst(2).split(separator: "?").first ?? ""), "?" + (thumb.split(separator: "?").last ?? ""))]
            ).first as? [String: Any])
        #expect(shown["screens"] as? [String] == ["iphone-se/large/ko/light"], "\(shown)")
        #expect(shown["heading"] as? Int == 0, "nothing but the screen")
        #expect(shown["left"] as? Double == 0)
        #expect(!(shown["zoom"] as? String ?? "").isEmpty, "scaled to fill a window that is not the device's size")
    }

    /// The search reads every locale's texts and button titles, not only the default
    /// title; the filters live in the URL's fragment, are restored when the page opens with
    /// them, and back returns to the previous choice.
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func theIndexSearchesEveryLocaleAndKeepsFiltersInTheURL() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let site = try Self.site(project)
        // An English button title ("Try again") and an English message of upload.retry.
        let found = try #require(
            try Self.evaluate(
                """
                new Promise(function (resolve) {
                  var visible = function () { return Array.prototype.filter.call(document.querySelectorAll('tr[data-id]'), function (row) { return !row.hidden; })
                    .map(function (row) { return row.getAttribute('data-id'); }); };
                  var form = document.querySelector('form.search');
                  var restored = {q: form.elements.q.value, severity: form.elements.severity.value, visible: visible()};
                  form.elements.q.value = '';
                  form.elements.q.dispatchEvent(new Event('input', {bubbles: true}));
                  form.elements.tag.value = 'upload';
                  form.elements.tag.dispatchEvent(new Event('change', {bubbles: true}));
                  var tagged = {hash: location.hash, visible: visible()};
                  form.elements.tag.value = '';
                  form.elements.tag.dispatchEvent(new Event('change', {bubbles: true}));
                  window.addEventListener('popstate', function () {
                    setTimeout(function () {
                      resolve(JSON.stringify({restored: restored, tagged: tagged, back: {hash: location.hash, tag: form.elements.tag.value, visible: visible()}}));
                    }, 50);
                  });
                  history.back();
                })
                """, [Self.url(site + "/index.html", "#q=try%20again&severity=none")]
            ).first as? [String: Any])
        let restored = try #require(found["restored"] as? [String: Any])
        #expect(restored["q"] as? String == "try again")
        #expect(restored["severity"] as? String == "none")
        #expect(restored["visible"] as? [String] == ["upload.retry"], "found by a button title in English: \(restored)")
        let tagged = try #require(found["tagged"] as? [String: Any])
        #expect(tagged["hash"] as? String == "#severity=none&tag=upload")
        let back = try #require(found["back"] as? [String: Any])
        #expect(back["hash"] as? String == "#severity=none&tag=upload", "back returns to the filter by tag")
        #expect(back["tag"] as? String == "upload")
        #expect(back["visible"] as? [String] == tagged["visible"] as? [String])

        // A Korean message text (not a title) finds its dialog too.
        let korean = try Self.evaluate(
            "JSON.stringify(Array.prototype.filter.call(document.querySelectorAll('tr[data-id]'), function (row) { return !row.hidden; }).map(function (row) { return row.getAttribute('data-id'); }))",
            [Self.url(site + "/index.html", "#q=" + "올리지 못했어요".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)])
        #expect(korean.first as? [String] == ["upload.retry"])
    }

    /// At an iPhone's 390 CSS pixels, no dialog id breaks inside a word, no header splits,
    /// and neither the index nor a dialog page scrolls sideways.
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func at390PixelsIdsDoNotBreakAndNoPageScrollsSideways() throws {
        let project = try BuildProject()
        defer { project.remove() }
        // A device 430 points wide, wider than the window.
        let site = try Self.site(project, device: "iphone-15-pro-max")
        let measure = """
            JSON.stringify({
              width: window.innerWidth,
              wide: document.documentElement.scrollWidth - window.innerWidth,
              broken: Array.prototype.filter.call(document.querySelectorAll('td.id a, .dialogs th'), function (element) {
                var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT), tops = {};
                for (var node = walker.nextNode(); node; node = walker.nextNode()) {
                  var range = document.createRange(); range.selectNodeContents(node);
                  Array.prototype.forEach.call(range.getClientRects(), function (rect) { tops[Math.round(rect.top)] = true; });
                }
                return Object.keys(tops).length > 1;
              }).map(function (element) { return element.textContent; })
            })
            """
        let pages = [Self.url(site + "/index.html"), Self.url(try Self.page(site, id: "upload.retry"))]
        for (url, report) in zip(pages, try Self.evaluate(measure, width: 390, pages)) {
            let values = try #require(report as? [String: Any])
            #expect(values["width"] as? Int == 390)
            #expect(values["wide"] as? Int ?? 1 <= 0, "\(url) scrolls sideways by \(values["wide"] ?? "?") px")
            #expect((values["broken"] as? [String] ?? ["?"]).isEmpty, "\(url): \(values)")
        }
    }

    // MARK: The review page

    /// The page's filters, grouping and compare mode, from the URL's query: compare puts
    /// the two chosen values of one axis side by side, one pair per other combination.
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func theReviewPageFiltersGroupsAndComparesSideBySide() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let site = try Self.site(project)
        let page = try Self.page(site, id: "upload.retry")
        let read = """
            JSON.stringify({
              visible: Array.prototype.filter.call(document.querySelectorAll('.matrix figure.preview'), function (figure) { return !figure.hidden; })
                .map(function (figure) { return figure.id; }),
              groups: Array.prototype.map.call(document.querySelectorAll('.matrix .group h3'), function (heading) { return heading.textContent; }),
              pairs: Array.prototype.map.call(document.querySelectorAll('.matrix .pair'), function (pair) {
                return Array.prototype.map.call(pair.querySelectorAll('.side'), function (side) {
                  var figure = side.querySelector('figure'); var box = figure.getBoundingClientRect();
                  return {id: figure.id, locale: figure.getAttribute('data-locale'), left: box.left, right: box.right, top: box.top};
                });
              }),
              form: !document.querySelector('form.view').hidden
            })
            """
        let reports = try Self.evaluate(
            read, [Self.url(page, "?locale=ko"), Self.url(page, "?group=theme"), Self.url(page, "?compare=locale&a=ko&b=en&theme=dark")])
        let filtered = try #require(reports[0] as? [String: Any])
        #expect(filtered["form"] as? Bool == true)
        #expect((filtered["visible"] as? [String])?.sorted() == ["iphone-se/accessibility3/ko/dark", "iphone-se/accessibility3/ko/light", "iphone-se/large/ko/dark", "iphone-se/large/ko/light"])
        let grouped = try #require(reports[1] as? [String: Any])
        #expect(grouped["groups"] as? [String] == ["theme: light", "theme: dark"])
        let compared = try #require(reports[2] as? [String: Any])
        let pairs = try #require(compared["pairs"] as? [[[String: Any]]])
        #expect(pairs.count == 2, "large and accessibility3, dark only: \(pairs)")
        for pair in pairs {
            try #require(pair.count == 2)
            #expect(pair[0]["locale"] as? String == "ko" && pair[1]["locale"] as? String == "en")
            let left = try #require(pair[0]["right"] as? Double), right = try #require(pair[1]["left"] as? Double)
            #expect(left <= right, "side by side: \(pair)")
            #expect(pair[0]["top"] as? Double == pair[1]["top"] as? Double)
        }
    }

    /// A preview's anchor is its combination's names, `#<device>/<size>/<locale>/<theme>`;
    /// opened, the page keeps its context: the preview in its page, highlighted, with a
    /// link back to all previews (not the bare screenshot mode).
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func semanticAnchorsOpenThePreviewInItsPage() throws {
        let project = try BuildProject()
        defer { project.remove() }
        let site = try Self.site(project)
        let page = try Self.page(site, id: "upload.retry")
        let report = try #require(
            try Self.evaluate(
                """
                JSON.stringify({
                  target: (document.querySelector('figure.preview:target') || {}).id || null,
                  outline: getComputedStyle(document.querySelector('figure.preview:target')).outlineStyle,
                  heading: document.querySelector('h1').getClientRects().length,
                  others: Array.prototype.filter.call(document.querySelectorAll('.matrix figure.preview'), function (figure) { return figure.getClientRects().length > 0; }).length,
                  back: (document.querySelector('.target-note a') || {}).getAttribute ? document.querySelector('.target-note a').getAttribute('href') : null
                })
                """, [Self.url(page, "#iphone-se/accessibility3/en/dark")]
            ).first as? [String: Any])
        #expect(report["target"] as? String == "iphone-se/accessibility3/en/dark")
        #expect(report["outline"] as? String == "solid", "highlighted")
        #expect(report["heading"] as? Int == 1, "the page around it")
        #expect(report["others"] as? Int == 8, "with every other preview")
        #expect(report["back"] as? String == "#previews-heading")
    }

    /// A layout finding names the combination it happened in: it links to that preview,
    /// the preview links back to it, and that preview's scroll region fades at its foot.
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func aFindingAndThePreviewItNamesLinkToEachOther() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let rule = RepositoryPaths.fixtures + "/rules/content-scrolls/"
        for name in ["dialogc.json", "triggers.dialog.json"] {
            try folder.write(name, try String(contentsOfFile: rule + name, encoding: .utf8))
        }
        let out = folder.path + "/site"
        let built = CommandRunner().run(
            ["catalog", folder.path + "/triggers.dialog.json", "--config", folder.path + "/dialogc.json", "--out", out, "--device", "iphone-se", "--dynamic-type", "large", "--dynamic-type", "xxxLarge"])
        #expect(built.status == 0, "\(built.standardError)")
        let page = try Self.page(out, id: "terms.update")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        // "... on iphone-se at Dynamic Type size xxxLarge in locale 'en' and theme 'light' (and in 1 other combination)"
        #expect(html.contains("<li class=\"finding warning\" id=\"finding-1\">"))
        #expect(html.contains("<span class=\"previews\">Preview: <a href=\"#iphone-se/xxxLarge/en/light\">iphone-se/xxxLarge/en/light</a></span>"), "the finding links to the preview it names")
        let report = try #require(
            try Self.evaluate(
                """
                JSON.stringify(Array.prototype.map.call(document.querySelectorAll('.matrix figure.preview'), function (figure) {
                  return {id: figure.id, links: Array.prototype.map.call(figure.querySelectorAll('figcaption a.findings-link'), function (link) { return link.getAttribute('href'); }),
                    scrolls: figure.querySelector('.scroll').classList.contains('scrolls'),
                    mask: getComputedStyle(figure.querySelector('.scroll')).maskImage || getComputedStyle(figure.querySelector('.scroll')).webkitMaskImage};
                }))
                """, [Self.url(page)]
            ).first as? [[String: Any]])
        let named = try #require(report.first { $0["id"] as? String == "iphone-se/xxxLarge/en/light" })
        #expect(named["links"] as? [String] == ["#finding-1"], "the preview links back: \(named)")
        #expect(named["scrolls"] as? Bool == true && (named["mask"] as? String ?? "none") != "none", "its region scrolls and fades: \(named)")
        let others = report.filter { $0["id"] as? String != "iphone-se/xxxLarge/en/light" }
        #expect(others.count == report.count - 1 && others.count >= 3 && others.allSatisfy { ($0["links"] as? [String])?.isEmpty == true }, "\(others)")
    }

    // MARK: Declared states

    static let statesSpec = """
        {
          "id": "states.all",
          "icon": {"symbol": "externaldrive.badge.exclamationmark"},
          "title": {"ko": "백업할까요?", "en": "Back up now?"},
          "message": {"ko": "{fileName} 파일을 백업해요.", "en": "{fileName} will be backed up."},
          "parameters": {"fileName": {"type": "String", "example": "Report_v2.pdf"}},
          "content": [{"type": "slot", "id": "storageMeter"}],
          "buttons": [
            {"id": "backUp", "title": {"ko": "백업", "en": "Back up"}, "async": true, "dismisses": false},
            {"id": "later", "title": {"ko": "나중에", "en": "Later"}, "role": "cancel", "enabled": false}
          ]
        }
        """

    /// Every async phase is a preview of its own (`data-phase`) with the button's title
    /// hidden under the phase's mark, a disabled button is marked and drawn dimmed, the icon
    /// and the slot are labelled placeholders, a placeholder shows its parameter's example,
    /// each text has `lang` and `dir`, the device has a status bar, and the state previews
    /// agree with dialogc's layout as the default does.
    @Test(.enabled(if: CatalogBrowserTests.canRun, CatalogBrowserTests.reason))
    func theStatesASpecDeclaresAreDrawn() throws {
        let project = try BuildProject()
        defer { project.remove() }
        try project.folder.write("specs/states.dialog.json", Self.statesSpec)
        let site = try Self.site(project)
        let page = try Self.page(site, id: "states.all")
        let report = try #require(
            try Self.evaluate(
                """
                JSON.stringify({
                  phases: Array.prototype.map.call(document.querySelectorAll('figure.preview[data-phase]'), function (figure) {
                    var button = figure.querySelector('.btn[data-phase]');
                    return {phase: figure.getAttribute('data-phase'), button: button ? button.getAttribute('data-phase') : null,
                      titleOpacity: button ? getComputedStyle(button.querySelector('.label')).opacity : null, check: figure.getAttribute('data-check')};
                  }),
                  disabled: Array.prototype.map.call(document.querySelectorAll('.matrix .btn[data-enabled="false"]'), function (button) { return getComputedStyle(button).opacity; }),
                  enabled: document.querySelectorAll('.matrix .btn:not([data-enabled])').length,
                  icon: getComputedStyle(document.querySelector('.screen .icon'), '::after').content,
                  slot: getComputedStyle(document.querySelector('.screen .el.slot'), '::after').content,
                  message: document.querySelector('.screen .message').textContent,
                  texts: Array.prototype.filter.call(document.querySelectorAll('.screen .t'), function (text) { return !text.getAttribute('lang') || !text.getAttribute('dir'); }).length,
                  statusBar: getComputedStyle(document.querySelector('.screen'), '::before').content,
                  checks: Array.prototype.map.call(document.querySelectorAll('figure.preview'), function (figure) { return figure.getAttribute('data-check'); })
                })
                """, [Self.url(page)]
            ).first as? [String: Any])
        let phases = try #require(report["phases"] as? [[String: Any]])
        #expect(phases.map { $0["phase"] as? String } == ["loading", "success", "failure"])
        #expect(phases.allSatisfy { $0["button"] as? String == $0["phase"] as? String && $0["titleOpacity"] as? String == "0" }, "\(phases)")
        let disabled = try #require(report["disabled"] as? [String])
        #expect(disabled.count == 8 && disabled.allSatisfy { Double($0) ?? 1 < 1 }, "the disabled button in each of 8 previews, dimmed: \(disabled)")
        #expect(report["enabled"] as? Int == 8)
        #expect(report["icon"] as? String == "\"externaldrive.badge.exclamationmark\"")
        #expect(report["slot"] as? String == "\"slot storageMeter\"")
        #expect((report["message"] as? String)?.contains("Report_v2.pdf") == true, "the example, not {fileName}: \(report["message"] ?? "")")
        #expect(report["texts"] as? Int == 0, "every text has lang and dir")
        #expect(report["statusBar"] as? String == "\"9:41\"")
        #expect((report["checks"] as? [String])?.allSatisfy { $0 == "agree" } == true, "states keep the layout: \(report["checks"] ?? "")")
    }
}
