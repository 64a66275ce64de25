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
    /// Chromium's breaks.
    struct Agreement: CustomStringConvertible {
        var texts = 0, sameLines = 0, sameBreaks = 0

        var lines: Double { texts == 0 ? 0 : Double(sameLines) / Double(texts) }
        var breaks: Double { texts == 0 ? 0 : Double(sameBreaks) / Double(texts) }
        var description: String { String(format: "%5d texts, %6.2f%% same lines, %6.2f%% same breaks", texts, lines * 100, breaks * 100) }
    }

    /// Line counts of the texts a preview's check found breaking elsewhere, from its details
    /// (`message breaks at [0,31,60], dialogc at [0,31]`): (browser, dialogc) per text.
    static func differingLineCounts(_ details: String) -> [(browser: Int, dialogc: Int)] {
        details.components(separatedBy: "; ").compactMap { part in
            guard let at = part.range(of: " breaks at ["), let dialogc = part.range(of: "], dialogc at [", range: at.upperBound..<part.endIndex),
                part.hasSuffix("]")
            else { return nil }
            func count(_ list: Substring) -> Int { list.isEmpty ? 0 : list.split(separator: ",").count }
            return (count(part[at.upperBound..<dialogc.lowerBound]), count(part[dialogc.upperBound..<part.index(before: part.endIndex)]))
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
                let otherCounts = differingLineCounts(preview["details"] as? String ?? "").filter { $0.browser != $0.dialogc }.count
                byLocale[locale, default: Agreement()].texts += texts
                byLocale[locale, default: Agreement()].sameBreaks += texts - differing
                byLocale[locale, default: Agreement()].sameLines += texts - otherCounts
            }
        }
        return byLocale
    }

    @Test func detailsGiveLineCounts() {
        let counts = Self.differingLineCounts("dialog off by 3.00 pt (x, y, width, height: 0.00, 0.00, 0.00, 3.00); message breaks at [0,31,60], dialogc at [0,31]; title breaks at [0,9], dialogc at [0,8]")
        #expect(counts.map(\.browser) == [3, 2] && counts.map(\.dialogc) == [2, 2])
    }

    /// Every locale of the corpus at two devices and two sizes (the light theme), in one
    /// catalog checked by Chromium; prints the table. The thresholds are the issue's, >= 98%
    /// of line counts and >= 95% of breaks, for the locales that meet them; the others hold
    /// the agreement measured (their reasons in docs/layout-model.md).
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
        for locale in Self.locales { print("\(locale.padding(toLength: 8, withPad: " ", startingAt: 0)) \(byLocale[locale] ?? Agreement())") }
        for locale in Self.locales {
            let agreement = try #require(byLocale[locale], "no previews for \(locale)")
            let floor = Self.floors[locale] ?? (lines: 0.98, breaks: 0.95)
            #expect(agreement.lines >= floor.lines && agreement.breaks >= floor.breaks, "\(locale): \(agreement)")
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

    /// The agreement of the locales below the issue's thresholds today, as measured
    /// (docs/layout-model.md, "The multi-script corpus"): these only guard against going back.
    static let floors: [String: (lines: Double, breaks: Double)] = [
        // Lao: 98.7% and 93.7%: Chromium's Lao dictionary is not ICU's (docs/layout-model.md).
        "lo": (0.98, 0.93)
    ]
}
