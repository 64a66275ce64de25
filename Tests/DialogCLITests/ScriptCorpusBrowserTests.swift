import DialogCompiler
import DialogLayout
import DialogTestSupport
import Foundation
import Testing

/// The project's multi-script corpus (`Fixtures/corpus/focus-ios`: Firefox Focus for iOS's
/// shipped translations, 48 dialogs in 19 locales) through the catalog's browser check, with
/// a Noto face per script from Debian's fonts-noto-core and fonts-noto-cjk: per locale, the
/// share of text blocks Chromium draws in as many lines as dialogc, and with its breaks at
/// the same places (docs/layout-model.md, "The multi-script corpus").
@Suite(.serialized) struct ScriptCorpusBrowserTests {
    static let corpus = RepositoryPaths.fixtures + "/corpus/focus-ios"
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    /// Family -> file of fonts-noto-core, and the scripts each measures.
    static let faces: [(family: String, file: String, scripts: [String])] = [
        ("Noto Sans Thai", "NotoSansThai-Regular.ttf", ["Thai"]),
        ("Noto Sans Lao", "NotoSansLao-Regular.ttf", ["Lao"]),
        ("Noto Sans Khmer", "NotoSansKhmer-Regular.ttf", ["Khmer"]),
        ("Noto Sans Myanmar", "NotoSansMyanmar-Regular.ttf", ["Myanmar"]),
        ("Noto Sans Devanagari", "NotoSansDevanagari-Regular.ttf", ["Devanagari"]),
        ("Noto Sans Arabic", "NotoSansArabic-Regular.ttf", ["Arabic"]),
        ("Noto Sans Hebrew", "NotoSansHebrew-Regular.ttf", ["Hebrew"]),
    ]

    static var fontsPresent: Bool {
        FileManager.default.fileExists(atPath: noto + "NotoSans-Regular.ttf") && FileManager.default.fileExists(atPath: cjk)
            && faces.allSatisfy { FileManager.default.fileExists(atPath: noto + $0.file) }
    }

    /// Latin, Greek, Cyrillic and Vietnamese in Noto Sans; Hangul, kana and Han in Noto Sans
    /// CJK; every other script in its own Noto face: the config a project with these 19
    /// locales writes.
    static func config(locales: [String]) -> String {
        var fonts = [#""system": "\#(noto)NotoSans-Regular.ttf""#, #""Noto Sans CJK": {"file": "\#(cjk)", "face": "Noto Sans CJK JP"}"#]
        var fallbacks = ["Hangul", "Han", "Hiragana", "Katakana"].map { #""\#($0)": "Noto Sans CJK""# }
        for face in faces {
            fonts.append(#""\#(face.family)": "\#(noto)\#(face.file)""#)
            fallbacks += face.scripts.map { #""\#($0)": "\#(face.family)""# }
        }
        return """
            { "version": 1, "locales": [\(locales.map { "\"\($0)\"" }.joined(separator: ", "))], "defaultLocale": "en",
              "dynamicType": ["large", "accessibility3"], "devices": ["iphone-se", "iphone-15"],
              "fonts": { \(fonts.joined(separator: ", ")) },
              "fontFallbacks": { \(fallbacks.joined(separator: ", ")) },
              "rules": { "missing-translation": "off" } }
            """
    }

    static let locales = ["en", "ko", "ja", "zh-Hans", "zh-Hant", "de", "fr", "es", "ru", "pt-BR", "vi", "th", "lo", "my", "hi", "ar", "fa", "ur", "he"]

    /// Per locale: text blocks, those in as many lines as Chromium draws, and those with
    /// Chromium's breaks; and of the others, those the page's check found breaking elsewhere
    /// only where Chromium's word dictionary segments otherwise (`byDictionary`: with
    /// dialogc's word boundaries Chromium breaks them as dialogc does), and of those the
    /// ones in another number of lines.
    struct Agreement: CustomStringConvertible {
        var texts = 0, sameLines = 0, sameBreaks = 0, byDictionary = 0, linesByDictionary = 0

        var lines: Double { texts == 0 ? 0 : Double(sameLines) / Double(texts) }
        var breaks: Double { texts == 0 ? 0 : Double(sameBreaks) / Double(texts) }
        /// The same with the texts broken elsewhere only by Chromium's dictionary counted as
        /// agreeing.
        var linesButForDictionary: Double { texts == 0 ? 0 : Double(sameLines + linesByDictionary) / Double(texts) }
        var breaksButForDictionary: Double { texts == 0 ? 0 : Double(sameBreaks + byDictionary) / Double(texts) }
        var description: String {
            String(format: "%5d texts, %6.2f%% same lines, %6.2f%% same breaks", texts, lines * 100, breaks * 100)
                + (byDictionary == 0
                    ? ""
                    : String(
                        format: "; but for Chromium's dictionary (%d texts) %6.2f%% and %6.2f%%", byDictionary, linesButForDictionary * 100,
                        breaksButForDictionary * 100))
        }
    }

    /// Line counts of the texts a preview's check found breaking elsewhere, from its details
    /// (`message breaks at [0,31,60], dialogc at [0,31]`, followed by ` where the browser's
    /// Lao dictionary segments …` for a text broken elsewhere only by the dictionary):
    /// (browser, dialogc, whether by the dictionary) per text.
    static func differingLineCounts(_ details: String) -> [(browser: Int, dialogc: Int, byDictionary: Bool)] {
        details.components(separatedBy: "; ").compactMap { part in
            guard let at = part.range(of: " breaks at ["), let dialogc = part.range(of: "], dialogc at [", range: at.upperBound..<part.endIndex),
                let end = part.range(of: "]", range: dialogc.upperBound..<part.endIndex)
            else { return nil }
            func count(_ list: Substring) -> Int { list.isEmpty ? 0 : list.split(separator: ",").count }
            return (
                count(part[at.upperBound..<dialogc.lowerBound]), count(part[dialogc.upperBound..<end.lowerBound]),
                part[end.upperBound...].hasPrefix(" where the browser's ")
            )
        }
    }

    /// The locales each spec of the corpus has (its title's), by its id: a preview in
    /// another locale shows the English fallback and is not counted.
    static func localesBySpec() throws -> [String: Set<String>] {
        var locales: [String: Set<String>] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus) where name.hasSuffix(".dialog.json") {
            let spec = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: corpus + "/" + name))) as? [String: Any])
            locales[try #require(spec["id"] as? String)] = Set((spec["title"] as? [String: Any] ?? [:]).keys)
        }
        return locales
    }

    /// Per locale, the texts of the previews that differ which break as the browser does
    /// once laid out at Chromium's font sizes, every box off explained too (what
    /// `catalog --verify` counts as `sizeTie`, `CatalogChromiumSizes`): the specs of
    /// `folder` with the config at `config`.
    static func sizeTies(_ pages: [[String: Any]], folder: String, config: String) throws -> [String: Int] {
        let lint = LintPipeline().run(LintRequest(inputs: [folder], configPath: config))
        let projectConfig = try #require(lint.config), designSystem = try #require(lint.designSystem)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".dialog.json") {
            let spec = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) as? [String: Any])
            files[try #require(spec["id"] as? String)] = folder + "/" + name
        }
        var ties: [String: Int] = [:]
        for page in pages {
            let html = (try? String(contentsOf: URL(string: page["url"] as? String ?? "") ?? URL(fileURLWithPath: "/"), encoding: .utf8)) ?? ""
            let id = html.components(separatedBy: "<h1 class=\"dialog-id\">").dropFirst().first?.components(separatedBy: "<").first ?? ""
            for preview in page["previews"] as? [[String: Any]] ?? [] where !(preview["phase"] is String) && preview["check"] as? String == "differ" {
                let combination = (preview["caption"] as? String ?? "").components(separatedBy: " · ")
                guard combination.count == 4, let file = files[id],
                    let differences = try? JSONDecoder().decode(CatalogChromiumSizes.Differences.self, from: Data((preview["differences"] as? String ?? "").utf8)),
                    differences.texts.count == preview["textsDiffer"] as? Int,
                    let tree = CatalogChromiumSizes.tree(
                        specFile: file, device: combination[0], size: combination[1], locale: combination[2], theme: combination[3], config: projectConfig,
                        designSystem: designSystem, measurer: lint.measurer),
                    CatalogChromiumSizes.explains(differences, tree: tree)
                else { continue }
                print("tie at Chromium's font size: \(id) \(preview["caption"] as? String ?? ""): \(preview["details"] as? String ?? "")")
                ties[combination[2], default: 0] += differences.texts.count
            }
        }
        return ties
    }

    static func agreement(_ pages: [[String: Any]], locales: [String: Set<String>]) -> [String: Agreement] {
        var byLocale: [String: Agreement] = [:]
        for page in pages {
            // The page's heading is the dialog's id.
            let html = (try? String(contentsOf: URL(string: page["url"] as? String ?? "") ?? URL(fileURLWithPath: "/"), encoding: .utf8)) ?? ""
            let id = html.components(separatedBy: "<h1 class=\"dialog-id\">").dropFirst().first?.components(separatedBy: "<").first ?? ""
            let spec = locales[id] ?? []
            for preview in page["previews"] as? [[String: Any]] ?? [] where !(preview["phase"] is String) {
                let caption = preview["caption"] as? String ?? ""
                let locale = caption.components(separatedBy: " · ").dropFirst(2).first ?? "?"
                guard spec.contains(locale) else { continue }
                let texts = preview["texts"] as? Int ?? 0, differing = preview["textsDiffer"] as? Int ?? 0
                let byDictionary = preview["textsDictionary"] as? Int ?? 0
                let otherCounts = differingLineCounts(preview["details"] as? String ?? "").filter { $0.browser != $0.dialogc }
                byLocale[locale, default: Agreement()].texts += texts
                byLocale[locale, default: Agreement()].sameBreaks += texts - differing - byDictionary
                byLocale[locale, default: Agreement()].sameLines += texts - otherCounts.count
                byLocale[locale, default: Agreement()].byDictionary += byDictionary
                byLocale[locale, default: Agreement()].linesByDictionary += otherCounts.count { $0.byDictionary }
            }
        }
        return byLocale
    }

    @Test func detailsGiveLineCounts() {
        let counts = Self.differingLineCounts(
            "dialog off by 3.00 pt (x, y, width, height: 0.00, 0.00, 0.00, 3.00); message breaks at [0,31,60], dialogc at [0,31]; title breaks at [0,9], dialogc at [0,8]; "
                + "message breaks at [0,20,41], dialogc at [0,24] where the browser's Lao dictionary segments ເປີດໃຊ້ງານ as ເປີດ|ໃຊ້|ງານ, dialogc as ເປີດ|ໃຊ້ງານ")
        #expect(counts.map(\.browser) == [3, 2, 3] && counts.map(\.dialogc) == [2, 2, 2] && counts.map(\.byDictionary) == [false, false, true])
    }

    /// Every locale of the corpus at two devices and two sizes (the light theme), in one
    /// catalog checked by Chromium; prints the table. The thresholds are the issue's, >= 98%
    /// of line counts and >= 95% of breaks, for the locales that meet them; the others hold
    /// the agreement measured (their reasons in docs/layout-model.md). Every locale meets
    /// them once the texts the page's check finds broken elsewhere only by Chromium's word
    /// dictionary are counted apart (Lao: its dictionary is not ICU's), which only the
    /// dictionary-broken scripts may have.
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && fontsPresent,
        "\(CatalogBrowserTests.reason), and Debian's fonts-noto-core and fonts-noto-cjk"))
    func theCorpusAgreesWithChromiumPerLocale() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config(locales: Self.locales))
        let site = folder.path + "/site"
        let started = Date()
        let built = CommandRunner().run(
            ["catalog", Self.corpus, "--config", folder.path + "/dialogc.json", "--out", site, "--theme", "light", "--locale", Self.locales.joined(separator: ",")])
        #expect(built.status == 0, "\(built.standardError)")
        let catalogued = Date()
        let pages = try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site))
        let byLocale = Self.agreement(pages, locales: try Self.localesBySpec())
        print(String(format: "multi-script corpus: catalog %.0f s, browser check %.0f s", catalogued.timeIntervalSince(started), Date().timeIntervalSince(catalogued)))
        let ties = try Self.sizeTies(pages, folder: Self.corpus, config: folder.path + "/dialogc.json")
        for locale in Self.locales {
            print("\(locale.padding(toLength: 8, withPad: " ", startingAt: 0)) \(byLocale[locale] ?? Agreement())" + (ties[locale].map { "; \($0) tied at Chromium's font size" } ?? ""))
        }
        print("multi-script corpus: \(ties.values.reduce(0, +)) texts tie at Chromium's font sizes (catalog --verify's sizeTie)")
        for locale in Self.locales {
            let agreement = try #require(byLocale[locale], "no previews for \(locale)")
            let floor = Self.floors[locale] ?? (lines: 0.98, breaks: 0.95)
            #expect(agreement.lines >= floor.lines && agreement.breaks >= floor.breaks, "\(locale): \(agreement)")
            // Only a script broken by a dictionary has a difference put down to Chromium's;
            // and but for that every locale meets the issue's thresholds.
            #expect(agreement.byDictionary == 0 || Self.segmentedLocales.contains(locale), "\(locale): \(agreement)")
            #expect(agreement.linesButForDictionary >= 0.98 && agreement.breaksButForDictionary >= 0.95, "\(locale): \(agreement)")
        }
    }

    /// The locales of the corpus whose texts break at a word dictionary's boundaries.
    static let segmentedLocales = ["th", "lo", "my"]

    /// `text` with dialogc's word boundaries in its runs of Thai, Lao, Khmer and Myanmar
    /// (`DictionaryBreaks.segmentedRuns`, the platform's ICU) made the only places a line
    /// may break there, for any line breaker: U+200B ZERO WIDTH SPACE at each boundary,
    /// U+2060 WORD JOINER before each other letter or digit that could start a word (not a
    /// mark or joiner, nor after a virama or coeng that stacks it, nor after a Thai or Lao
    /// vowel written before its consonant), as the catalog's page does for its second look
    /// (`segmentAsDialogc` in catalog.js). Both take no width in either engine.
    static func segmentedExplicitly(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let runs = DictionaryBreaks.segmentedRuns(in: scalars)
        var result = String.UnicodeScalarView()
        var run = 0
        for (offset, scalar) in scalars.enumerated() {
            while run < runs.count, runs[run].range.upperBound <= offset { run += 1 }
            if run < runs.count, runs[run].range.lowerBound < offset {
                let previous = scalars[offset - 1].value
                let stacked = previous == 0x1039 || previous == 0x17D2 || (0x0E40...0x0E44).contains(previous) || (0x0EC0...0x0EC4).contains(previous)
                    || previous == 0x200C || previous == 0x200D
                let attaches = [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory) || scalar.value == 0x200C || scalar.value == 0x200D
                if runs[run].boundaries.contains(offset) {
                    result.append("\u{200B}")
                } else if !stacked, !attaches {
                    result.append("\u{2060}")
                }
            }
            result.append(scalar)
        }
        return String(result)
    }

    @Test func explicitSegmentationMarksDialogcsWordBoundaries() {
        // ICU: ເປີດ|ໃຊ້ງານ (a leading vowel stays with its consonant; marks with their base).
        #expect(Self.segmentedExplicitly("ok ເປີດໃຊ້ງານ") == "ok ເປີ\u{2060}ດ\u{200B}ໃຊ້\u{2060}ງ\u{2060}າ\u{2060}ນ")
        #expect(Self.segmentedExplicitly("Delete the file?") == "Delete the file?")
    }

    /// The layout with one segmentation: the corpus's Thai, Lao and Burmese texts with
    /// dialogc's word boundaries made explicit (`segmentedExplicitly`), so that Chromium and
    /// dialogc break at the same opportunities and what is compared is the widths and the
    /// filling of lines, every text counted. Held to the issue's 98% and 95% (Lao breaks at
    /// 93.7% of Chromium's places as written, docs/layout-model.md).
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && fontsPresent,
        "\(CatalogBrowserTests.reason), and Debian's fonts-noto-core and fonts-noto-cjk"))
    func theDictionaryScriptsAgreeWithChromiumGivenOneSegmentation() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config(locales: ["en"] + Self.segmentedLocales))
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus) where name.hasSuffix(".dialog.json") {
            try folder.write("specs/" + name, Self.segmentedExplicitly(try String(contentsOfFile: Self.corpus + "/" + name, encoding: .utf8)))
        }
        let site = folder.path + "/site"
        let built = CommandRunner().run(
            ["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--theme", "light", "--locale",
             Self.segmentedLocales.joined(separator: ",")])
        #expect(built.status == 0, "\(built.standardError)")
        let pages = try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site))
        let byLocale = Self.agreement(pages, locales: try Self.localesBySpec())
        let ties = try Self.sizeTies(pages, folder: folder.path + "/specs", config: folder.path + "/dialogc.json")
        print("one segmentation: \(ties.values.reduce(0, +)) texts tie at Chromium's font sizes (catalog --verify's sizeTie): \(ties)")
        for preview in pages.flatMap({ $0["previews"] as? [[String: Any]] ?? [] }) where (preview["textsDiffer"] as? Int ?? 0) > 0 {
            print("one segmentation: \(preview["caption"] as? String ?? ""): \(preview["details"] as? String ?? "")")
        }
        for locale in Self.segmentedLocales {
            let agreement = try #require(byLocale[locale], "no previews for \(locale)")
            print("one segmentation: \(locale.padding(toLength: 4, withPad: " ", startingAt: 0)) \(agreement)")
            #expect(agreement.lines >= 0.98 && agreement.breaks >= 0.95, "\(locale): \(agreement)")
            // Given dialogc's boundaries, no text is left to put down to Chromium's dictionary.
            #expect(agreement.byDictionary == 0, "\(locale): \(agreement)")
        }
    }

    /// Chromium's Lao dictionary is not the platform's (docs/layout-model.md): Firefox
    /// Focus's Lao "Top sites" prompt breaks elsewhere in Chromium where its dictionary
    /// segments `ເປີດໃຊ້ງານ` as `ເປີດ|ໃຊ້|ງານ`, ICU as `ເປີດ|ໃຊ້ງານ`. `catalog --verify` reports that as its own kind,
    /// apart from the differences (`checks.json`'s `dictionary`, the word, the summary and
    /// the index), and not as a difference. A real width difference in the same texts (the
    /// browser drawing them wider) is still a difference.
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && fontsPresent,
        "\(CatalogBrowserTests.reason), and Debian's fonts-noto-core and fonts-noto-cjk"))
    func chromiumsLaoDictionaryIsToldApartFromALayoutDifference() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config(locales: ["en", "lo"]))
        for name in ["autocomplete-top-sites", "safari-not-enabled"] {
            try folder.write("specs/\(name).dialog.json", try String(contentsOfFile: Self.corpus + "/\(name).dialog.json", encoding: .utf8))
        }
        let site = folder.path + "/site"
        let built = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(CatalogTests.chromium)]).run(
            ["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--theme", "light", "--locale", "lo", "--verify"])
        #expect(built.status == 0, "\(built.standardError)")
        let checks = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/checks.json"))) as? [String: Any])
        let previews = checks["previews"] as? [[String: Any]] ?? []
        let byDictionary = previews.filter { $0["verdict"] as? String == "dictionary" }
        let words = byDictionary.flatMap { $0["browserDictionaryWords"] as? [String] ?? [] }
        print("Lao through --verify: \(previews.count) previews, \(byDictionary.count) broken elsewhere by Chromium's dictionary: \(Set(words).sorted())")
        #expect(previews.count == 8)
        #expect(checks["differ"] as? Int == 0, "\(previews.filter { $0["verdict"] as? String == "differ" })")
        #expect(checks["dictionary"] as? Int == byDictionary.count && !byDictionary.isEmpty)
        #expect(byDictionary.allSatisfy { $0["textsWithOtherBreaks"] as? Int == 0 && $0["boxesOff"] as? Int == 0 && ($0["textsBrokenByBrowserDictionary"] as? Int ?? 0) > 0 })
        #expect(words.contains { $0.hasPrefix("Lao ໃຊ້ງານ: browser ໃຊ້|ງານ, dialogc ໃຊ້ງານ") }, "\(words)")
        #expect(built.standardError.contains("0 differ, \(byDictionary.count) agree but for Chromium's word dictionary"), "\(built.standardError)")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.contains("agree but for Chromium&#39;s word dictionary") && index.contains("ໃຊ້|ງານ"), "\(index)")

        // The mutation: the browser draws every text of the screens 1.5 px a letter wider.
        let styleSheet = site + "/catalog.css"
        try (try String(contentsOfFile: styleSheet, encoding: .utf8) + "\n.screen [data-n] { letter-spacing: 1.5px; }\n")
            .write(toFile: styleSheet, atomically: true, encoding: .utf8)
        let wider = try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)).flatMap { $0["previews"] as? [[String: Any]] ?? [] }
        for preview in byDictionary {
            let again = try #require(wider.first { $0["id"] as? String == preview["preview"] as? String })
            #expect(again["check"] as? String == "differ" && (again["textsDiffer"] as? Int ?? 0) > 0, "\(again)")
        }
    }

    /// Japanese lines never start with a small kana or the long vowel mark (UAX #14 class
    /// CJ, resolved as NS: CSS `line-break: strict`, as ICU's default rules and so Apple's
    /// text system break), and the catalog draws its texts with that line breaking too.
    /// Before, it drew them with `line-break: auto`, which Chromium takes as `normal`, and
    /// broke `ブラウザ|ーとは` and `しまし|ょう` where dialogc did not (92.5% of the corpus's
    /// Japanese text blocks with the same breaks, 99.9% after).
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && fontsPresent,
        "\(CatalogBrowserTests.reason), and Debian's fonts-noto-core and fonts-noto-cjk"))
    func japaneseLinesStartAsDialogcBreaksThem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config(locales: ["en", "ja"]))
        for name in ["onboarding-default-browser", "safari-not-enabled", "intro-welcome", "tooltip-shield"] {
            try folder.write("specs/\(name).dialog.json", try String(contentsOfFile: Self.corpus + "/\(name).dialog.json", encoding: .utf8))
        }
        let site = folder.path + "/site"
        let built = CommandRunner().run(
            ["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--theme", "light", "--locale", "ja"])
        #expect(built.status == 0, "\(built.standardError)")
        var tally = CatalogBrowserTests.Tally()
        for page in try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)) { tally.add(page) }
        print("Japanese, strict line breaking: \(tally)")
        #expect(tally.previews == 16)
        #expect(tally.texts > 0 && tally.textsDiffering == 0, "\(tally)")
    }

    /// Chromium on Linux measures at each font size cut down to a multiple of 1/64 px, dialogc
    /// at the exact size (docs/layout-model.md, "Chromium's font sizes on Linux"). At
    /// `xxxLarge` (14 × 23/17 = 18.9412 px, measured as 18.9375) this Thai message's second
    /// line is 292.95 px in Chromium and 293.00 in dialogc, in a box of 293: Chromium keeps
    /// the next word on it. `catalog --verify` lays such a preview out again at Chromium's
    /// sizes, where dialogc breaks it as the browser did, and reports it as its own kind
    /// (`sizeTie`), not as a difference, and the page's own badge says so (`checks.js`)
    /// while the page finds those same differences.
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && fontsPresent,
        "\(CatalogBrowserTests.reason), and Debian's fonts-noto-core and fonts-noto-cjk"))
    func aTieAtChromiumsFontSizeIsToldApartFromADifference() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "dialogc.json",
            Self.config(locales: ["en", "th"]).replacingOccurrences(of: #""dynamicType": ["large", "accessibility3"], "devices": ["iphone-se", "iphone-15"]"#,
                with: #""dynamicType": ["xxxLarge"], "devices": ["iphone-15"]"#))
        try folder.write(
            "specs/photos.dialog.json",
            """
            { "id": "photos.delete",
              "title": { "en": "Delete photo?", "th": "ลบรูปภาพไหม" },
              "message": { "en": "The photo is deleted from all your devices.", "th": "รูปภาพจะถูกลบออกจากอุปกรณ์ทั้งหมดของคุณ" },
              "buttons": [
                { "id": "cancel", "title": { "en": "Cancel", "th": "ยกเลิก" }, "role": "cancel" },
                { "id": "delete", "title": { "en": "Delete", "th": "ลบ" }, "role": "destructive" } ] }
            """)
        let site = folder.path + "/site"
        let runner = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(CatalogTests.chromium)])
        let arguments = ["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--theme", "light", "--locale", "th"]
        let page = { () throws -> [String: Any] in
            try #require(try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)).flatMap { $0["previews"] as? [[String: Any]] ?? [] }.first)
        }
        // When each file of the site but the fonts was last written (the 19 MB CJK
        // collection is copied again on every build, tie or not).
        let written = { () throws -> [String: Date] in
            var times: [String: Date] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: site) where !name.hasPrefix("font-") {
                times[name] = try FileManager.default.attributesOfItem(atPath: site + "/" + name)[.modificationDate] as? Date
            }
            return times
        }
        // Without --verify nothing tells the page of the tie: its badge says what it finds.
        let plain = runner.run(arguments)
        #expect(plain.status == 0, "\(plain.standardError)")
        let unverified = try page()
        #expect(unverified["check"] as? String == "differ" && (unverified["badge"] as? String ?? "").hasPrefix("browser differs: 0 boxes, 1 text"), "\(unverified)")
        let beforeAgain = try written()
        let again = runner.run(arguments)
        let afterAgain = try written()
        #expect(again.status == 0 && beforeAgain.keys.contains("checks.js") && afterAgain == beforeAgain, "\(again.standardError)")

        let built = runner.run(arguments + ["--verify"])
        #expect(built.status == 0, "\(built.standardError)")
        let checks = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/checks.json"))) as? [String: Any])
        let previews = checks["previews"] as? [[String: Any]] ?? []
        print("Thai at xxxLarge through --verify: \(previews)")
        #expect(previews.count == 1 && checks["differ"] as? Int == 0 && checks["sizeTie"] as? Int == 1, "\(checks)")
        let preview = try #require(previews.first)
        #expect(preview["verdict"] as? String == "sizeTie" && preview["textsTiedAtChromiumFontSize"] as? Int == 1, "\(preview)")
        #expect(preview["textsWithOtherBreaks"] as? Int == 0 && preview["boxesOff"] as? Int == 0, "\(preview)")
        #expect(built.standardError.contains("0 differ, 1 agrees but for a tie at Chromium's font sizes"), "\(built.standardError)")
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.contains("agrees but for Chromium&#39;s font sizes") && index.contains("1 text ties at Chromium&#39;s font size"), "\(index)")
        // The page's own badge says so too (`checks.js`), with what differs in its title.
        let verified = try page()
        #expect(verified["check"] as? String == "tie" && verified["badge"] as? String == "browser agrees but for a tie at Chromium's font size", "\(verified)")
        #expect((verified["details"] as? String ?? "").contains("breaks at [") && (verified["details"] as? String ?? "").contains("1/64 px"), "\(verified)")
        // Checked again with nothing changed: nothing is written.
        let beforeVerifiedAgain = try written()
        let verifiedAgain = runner.run(arguments + ["--verify"])
        let afterVerifiedAgain = try written()
        #expect(verifiedAgain.status == 0 && afterVerifiedAgain == beforeVerifiedAgain, "\(verifiedAgain.standardError)")

        // The mutation: the browser draws every text of the screen 4 px a letter wider (the
        // message then breaks a word before dialogc's break, not after). What the page then
        // finds different is not explained by a layout at Chromium's sizes.
        let styleSheet = site + "/catalog.css"
        try (try String(contentsOfFile: styleSheet, encoding: .utf8) + "\n.screen [data-n] { letter-spacing: 4px; }\n")
            .write(toFile: styleSheet, atomically: true, encoding: .utf8)
        let wider = try #require(try CatalogBrowserTests.devTools("checks", try CatalogBrowserTests.pages(site)).flatMap { $0["previews"] as? [[String: Any]] ?? [] }.first)
        #expect(wider["check"] as? String == "differ" && (wider["badge"] as? String ?? "").hasPrefix("browser differs: "), "\(wider)")
        let differences = try JSONDecoder().decode(CatalogChromiumSizes.Differences.self, from: Data(try #require(wider["differences"] as? String).utf8))
        let lint = LintPipeline().run(LintRequest(inputs: [folder.path + "/specs"], configPath: folder.path + "/dialogc.json"))
        let config = try #require(lint.config), designSystem = try #require(lint.designSystem)
        let tree = try #require(
            CatalogChromiumSizes.tree(
                specFile: folder.path + "/specs/photos.dialog.json", device: "iphone-15", size: "xxxLarge", locale: "th", theme: "light",
                config: config, designSystem: designSystem, measurer: lint.measurer))
        #expect(!differences.texts.isEmpty && !CatalogChromiumSizes.explains(differences, tree: tree), "\(differences)")
    }

    /// Chromium's Khmer dictionary is trimmed like its Lao one: a Khmer dialog (the corpus has
    /// no Khmer) that it breaks elsewhere only where it segments `ការបកប្រែ` as `ការបក|ប្រែ`,
    /// `ដំណើរការ` as `ដំណើរ|ការ` (ICU: one word each) is told apart as Lao is.
    @Test(.enabled(
        if: CatalogBrowserTests.canRun && fontsPresent,
        "\(CatalogBrowserTests.reason), and Debian's fonts-noto-core and fonts-noto-cjk"))
    func chromiumsKhmerDictionaryIsToldApartToo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("dialogc.json", Self.config(locales: ["en", "km"]))
        try folder.write(
            "specs/translation.dialog.json",
            """
            { "id": "translation.enable",
              "title": { "en": "Automatic translation", "km": "ការបកប្រែស្វ័យប្រវត្តិ" },
              "message": {
                "en": "If you enable automatic translation, the text is sent to the server.",
                "km": "ប្រសិនបើអ្នកបើកដំណើរការការបកប្រែដោយស្វ័យប្រវត្តិ អត្ថបទនឹងត្រូវបានផ្ញើទៅម៉ាស៊ីនមេ រក្សាទុកពាក្យសម្ងាត់របស់អ្នកនៅក្នុងកម្មវិធីរុករក" },
              "buttons": [
                { "id": "cancel", "title": { "en": "Cancel", "km": "បោះបង់" }, "role": "cancel" },
                { "id": "enable", "title": { "en": "Enable", "km": "បើកដំណើរការ" } } ] }
            """)
        let site = folder.path + "/site"
        let built = CommandRunner(environment: ["DIALOGC_CHROMIUM": try #require(CatalogTests.chromium)]).run(
            ["catalog", folder.path + "/specs", "--config", folder.path + "/dialogc.json", "--out", site, "--theme", "light", "--locale", "km", "--verify"])
        #expect(built.status == 0, "\(built.standardError)")
        let checks = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: site + "/checks.json"))) as? [String: Any])
        let previews = checks["previews"] as? [[String: Any]] ?? []
        let words = previews.flatMap { $0["browserDictionaryWords"] as? [String] ?? [] }
        print("Khmer through --verify: \(checks["dictionary"] ?? "") of \(previews.count) previews broken elsewhere by Chromium's dictionary: \(words)")
        #expect(previews.count == 4 && checks["differ"] as? Int == 0, "\(previews)")
        #expect((checks["dictionary"] as? Int ?? 0) > 0 && words.allSatisfy { $0.hasPrefix("Khmer ") }, "\(words)")
        #expect(words.contains("Khmer ការបកប្រែ: browser ការបក|ប្រែ, dialogc ការបកប្រែ") || words.contains("Khmer ដំណើរការ: browser ដំណើរ|ការ, dialogc ដំណើរការ"), "\(words)")
    }

    /// The agreement of the locales below the issue's thresholds today, as measured
    /// (docs/layout-model.md, "The multi-script corpus"): these only guard against going back.
    static let floors: [String: (lines: Double, breaks: Double)] = [
        // Lao: 98.7% and 93.7%: Chromium's Lao dictionary is not ICU's (docs/layout-model.md);
        // with one segmentation (`theDictionaryScriptsAgreeWithChromiumGivenOneSegmentation`)
        // 100% and 99.85%.
        "lo": (0.98, 0.93)
    ]
}
