import DialogDiagnostics
import DialogJSON

/// Whether the previews were checked in a browser when the catalog was built
/// (`dialogc catalog --verify`), and what the browser said of each. The index lists the
/// previews that differ, and `checks.json` holds every verdict for tools. A page cannot
/// read other pages from `file://`, so the index cannot work this out when it is opened;
/// without `--verify` it says plainly that nothing was checked and how to check.
public enum CatalogVerification: Sendable, Hashable {
    case notChecked
    case checked([CatalogVerdict])
}

/// One preview's verdict, read from its page's DOM after the page's own check ran.
public struct CatalogVerdict: Sendable, Hashable {
    /// The page's file name and the preview's anchor on it
    /// (`page#<device>/<size>/<locale>/<theme>`, `CatalogNames.anchor`).
    public var page: String
    public var anchor: String
    /// The dialog's id and the combination, for the list and the JSON.
    public var dialog: String
    public var device: String
    public var size: String
    public var locale: String
    public var theme: String
    /// No box off and no text breaking elsewhere but where the browser's dictionary
    /// segments a word otherwise (`dictionaryTexts`).
    public var agrees: Bool
    public var boxesOff: Int
    /// The texts that break elsewhere for another reason than the browser's dictionary.
    public var textsDiffer: Int
    public var texts: Int
    /// The largest difference of any box, in points, as the page printed it (3 decimals).
    public var worst: String
    /// What the page's fonts were when it was checked: a text drawn in another font than
    /// dialogc measured breaks elsewhere for that reason alone, which the list says.
    public var fonts: CatalogFontState = .loaded
    /// The scripts of the preview's texts that no configured font covers (dialogc's widths
    /// there are a guess; the preview's "approximate" label).
    public var approximateScripts: [String] = []
    /// The texts of Thai, Lao, Khmer or Myanmar that break elsewhere only because the
    /// browser's word dictionary segments a word otherwise than the platform's ICU data
    /// dialogc follows: with dialogc's word boundaries the browser breaks them as dialogc
    /// does (`catalog.js`). Counted apart from `textsDiffer`, and not a difference.
    public var dictionaryTexts = 0
    /// Per such text, its script, the word and both segmentations, as the page wrote them
    /// (`Lao ໃຊ້ງານ: browser ໃຊ້|ງານ, dialogc ໃຊ້ງານ`).
    public var dictionaryWords: [String] = []
    /// The texts that break elsewhere only because Chromium measures at each font size cut
    /// down to a multiple of 1/64 px: laid out again at those sizes, dialogc breaks them as
    /// the browser did and every box off is where the browser drew it (`--verify`'s second
    /// look, `CatalogChromiumSizes`). Counted apart from `textsDiffer`, and not a difference.
    public var sizeTieTexts = 0
    /// For such a preview, what its page found different (`catalog.js`'s `data-differences`,
    /// as the page wrote it): `checks.js` hands it back to the page, whose badge then says
    /// tie only while the page finds exactly these differences.
    public var sizeTieDifferences = ""

    public init(
        page: String, anchor: String, dialog: String, device: String, size: String, locale: String, theme: String, agrees: Bool, boxesOff: Int,
        textsDiffer: Int, texts: Int, worst: String
    ) {
        self.page = page
        self.anchor = anchor
        self.dialog = dialog
        self.device = device
        self.size = size
        self.locale = locale
        self.theme = theme
        self.agrees = agrees
        self.boxesOff = boxesOff
        self.textsDiffer = textsDiffer
        self.texts = texts
        self.worst = worst
    }

    var combination: String { "\(theme), \(locale), \(size), \(device)" }

    /// `checks.json`'s verdict.
    public enum Kind: String, Sendable {
        case agree
        /// Agrees but for texts the browser's word dictionary segments otherwise.
        case dictionary
        /// Agrees but for texts whose lines tie at Chromium's 1/64 px font sizes (and maybe
        /// texts of the dictionary too).
        case sizeTie
        case differ
    }

    public var kind: Kind { !agrees ? .differ : sizeTieTexts > 0 ? .sizeTie : dictionaryTexts > 0 ? .dictionary : .agree }

    /// Why the texts may differ, when the fonts explain it: said instead of blaming the text.
    var fontReason: String? {
        switch fonts {
        // Said once above the list.
        case .noneConfigured, .fallbackMetrics: return nil
        case .failed(let families): return "the browser could not load the font " + families.joined(separator: ", ")
        case .loaded: return approximateScripts.isEmpty ? nil : "no font for " + approximateScripts.joined(separator: ", ") + ": dialogc's widths there are a guess"
        }
    }
}

/// The fonts of a checked page, as the browser had them.
public enum CatalogFontState: Sendable, Hashable {
    /// Every configured font file loaded.
    case loaded
    /// The config names no font: dialogc measured with its fallback widths, the browser drew
    /// with this machine's own font.
    case noneConfigured
    /// The config names fonts, but not for these families of the typographies (`system`
    /// without a file next to script faces): dialogc measured their text with its fallback
    /// widths, the browser drew it with this machine's own font.
    case fallbackMetrics([String])
    /// Families whose font files the browser could not load.
    case failed([String])

    var name: String {
        switch self {
        case .loaded: "loaded"
        case .noneConfigured: "none configured"
        case .fallbackMetrics: "fallback metrics"
        case .failed: "failed"
        }
    }

    var isFallbackMetrics: Bool {
        if case .fallbackMetrics = self { return true }
        return false
    }
}

extension CatalogVerification {
    /// `checks.json`: `{"checked": false}` or every verdict in page and preview order.
    func json() -> String {
        switch self {
        case .notChecked:
            return JSONWriter.render(.object(["generator": .string("dialogc"), "checked": .bool(false), "previews": .array([])]))
        case .checked(let verdicts):
            let previews = verdicts.map { verdict -> JSONOutput in
                .object([
                    "page": .string(verdict.page), "preview": .string(verdict.anchor), "dialog": .string(verdict.dialog),
                    "device": .string(verdict.device), "dynamicType": .string(verdict.size), "locale": .string(verdict.locale),
                    "theme": .string(verdict.theme), "verdict": .string(verdict.kind.rawValue),
                    "boxesOff": .int(verdict.boxesOff), "textsWithOtherBreaks": .int(verdict.textsDiffer), "texts": .int(verdict.texts),
                    "worstBoxOffPoints": .string(verdict.worst), "fonts": .string(verdict.fonts.name),
                    "scriptsWithoutFont": .array(verdict.approximateScripts.map(JSONOutput.string)),
                    "textsBrokenByBrowserDictionary": .int(verdict.dictionaryTexts),
                    "browserDictionaryWords": .array(verdict.dictionaryWords.map(JSONOutput.string)),
                    "textsTiedAtChromiumFontSize": .int(verdict.sizeTieTexts),
                ])
            }
            return JSONWriter.render(
                .object([
                    "generator": .string("dialogc"), "checked": .bool(true), "differ": .int(verdicts.count { !$0.agrees }),
                    "dictionary": .int(verdicts.count { $0.kind == .dictionary }),
                    "sizeTie": .int(verdicts.count { $0.kind == .sizeTie }),
                    "previews": .array(previews),
                ]))
        }
    }

    /// `checks.js`, which every page loads before `catalog.js`: per page and anchor, the
    /// differences of each preview `--verify` found a tie at Chromium's font sizes
    /// (`window.dialogcSizeTies`), so the page's badge says what the index says. Empty when
    /// nothing was checked: the badge is then the page's own verdict alone.
    func pageScript() -> String {
        var pages: [String: [String: JSONOutput]] = [:]
        if case .checked(let verdicts) = self {
            for verdict in verdicts where verdict.kind == .sizeTie && !verdict.sizeTieDifferences.isEmpty {
                pages[verdict.page, default: [:]][verdict.anchor] = .string(verdict.sizeTieDifferences)
            }
        }
        return "// Generated by dialogc: the previews `dialogc catalog --verify` found tied at Chromium's font sizes, for their pages' badges.\n"
            + "window.dialogcSizeTies = " + JSONWriter.render(.object(pages.mapValues { .object($0) }), style: .compact) + ";\n"
    }

    /// The index's "Layout check" section.
    func section(_ html: inout HTMLWriter) {
        html.open("section", [("class", "verification"), ("aria-labelledby", "verification-heading")])
        html.element("h2", [("id", "verification-heading")], text: "Layout check")
        switch self {
        case .notChecked:
            html.open("p")
            html.text(
                "The previews were not checked in a browser when this catalog was built, so this index cannot list those where the "
                    + "browser disagrees with dialogc. Each dialog's page checks its own previews when it is opened (a badge per preview). "
                    + "To list them here, build the catalog with ")
            html.element("code", text: "dialogc catalog --verify")
            html.text(" (needs Chromium on PATH or in DIALOGC_CHROMIUM).")
            html.close("p")
        case .checked(let verdicts):
            let differing = verdicts.filter { !$0.agrees }
            let dialogs = Self.grouped(differing)
            let byDictionary = verdicts.filter { $0.kind == .dictionary }
            let bySize = verdicts.filter { $0.kind == .sizeTie }
            let but = [byDictionary.isEmpty ? nil : "where Chromium's word dictionary segments otherwise", bySize.isEmpty ? nil : "ties at Chromium's font sizes"]
                .compactMap { $0 }
            html.element(
                "p",
                text: "Checked in Chromium when this catalog was built: \(CountWording.count(verdicts.count, "preview")), "
                    + (differing.isEmpty
                        ? "all agree with dialogc (every box within 1 pt, the same line breaks"
                            + (but.isEmpty ? ")." : " but " + but.joined(separator: " and ") + ", below).")
                        : "\(differing.count) \(differing.count == 1 ? "differs" : "differ") from dialogc, in \(CountWording.count(dialogs.count, "dialog")):"))
            if verdicts.contains(where: { $0.fonts == .noneConfigured }) {
                html.element("p", [("class", "notice")], text: VerificationWording.noFont)
            } else if case .fallbackMetrics(let families) = verdicts.first(where: { $0.fonts.isFallbackMetrics })?.fonts {
                html.element("p", [("class", "notice")], text: VerificationWording.fallbackMetrics(families))
            }
            if !dialogs.isEmpty { Self.list(&html, dialogs, kind: "differing", wording: VerificationWording.difference) }
            if !byDictionary.isEmpty {
                html.element("p", [("class", "dictionary")], text: VerificationWording.dictionary(byDictionary.count))
                Self.list(&html, Self.grouped(byDictionary), kind: "dictionary", wording: VerificationWording.dictionaryWords)
            }
            if !bySize.isEmpty {
                html.element("p", [("class", "size-tie")], text: VerificationWording.sizeTie(bySize.count))
                Self.list(&html, Self.grouped(bySize), kind: "size-tie", wording: VerificationWording.sizeTieTexts)
            }
        }
        html.open("p")
        html.text("For tools: ")
        html.element("a", [("href", HTMLEscape.fileURL(CatalogNames.checks))], text: CatalogNames.checks)
        html.text(".")
        html.close("p")
        html.close("section")
        html.newline()
    }

    /// A list of previews by dialog (`grouped`), each entry its combination, its themes and
    /// what `wording` says of it.
    private static func list(
        _ html: inout HTMLWriter, _ dialogs: [(page: String, dialog: String, findings: [[CatalogVerdict]])], kind: String,
        wording: (CatalogVerdict) -> String
    ) {
        html.open("ul", [("class", kind)])
        for dialog in dialogs {
            html.open("li")
            html.element("a", [("href", HTMLEscape.fileURL(dialog.page))], text: dialog.dialog)
            html.open("ul")
            for finding in dialog.findings {
                let first = finding[0]
                html.open("li")
                html.element(
                    "a", [("href", HTMLEscape.fileURL(first.page) + HTMLEscape.fragment(first.anchor))],
                    text: "\(first.device), \(first.size), \(first.locale)")
                html.text(" (")
                for (index, verdict) in finding.enumerated() {
                    if index > 0 { html.text(", ") }
                    html.element("a", [("href", HTMLEscape.fileURL(verdict.page) + HTMLEscape.fragment(verdict.anchor))], text: verdict.theme)
                }
                html.text("): " + wording(first))
                html.close("li")
            }
            html.close("ul")
            html.close("li")
        }
        html.close("ul")
    }

    /// The previews that differ by dialog (in page order), and in each dialog one finding per
    /// combination and difference: the themes that differ alike (light and dark, say) folded
    /// into one entry.
    static func grouped(_ differing: [CatalogVerdict]) -> [(page: String, dialog: String, findings: [[CatalogVerdict]])] {
        var dialogs: [(page: String, dialog: String, findings: [[CatalogVerdict]])] = []
        for verdict in differing {
            if dialogs.last?.page != verdict.page { dialogs.append((verdict.page, verdict.dialog, [])) }
            let last = dialogs.count - 1
            if let same = dialogs[last].findings.firstIndex(where: { $0[0].sameFinding(as: verdict) }) {
                dialogs[last].findings[same].append(verdict)
            } else {
                dialogs[last].findings.append([verdict])
            }
        }
        return dialogs
    }
}

extension CatalogVerdict {
    /// The same combination but for its theme, and the same difference.
    func sameFinding(as other: CatalogVerdict) -> Bool {
        device == other.device && size == other.size && locale == other.locale && boxesOff == other.boxesOff && textsDiffer == other.textsDiffer
            && texts == other.texts && fonts == other.fonts && approximateScripts == other.approximateScripts
            && dictionaryTexts == other.dictionaryTexts && dictionaryWords == other.dictionaryWords && sizeTieTexts == other.sizeTieTexts
    }
}

/// Wording of the index's list of previews that differ.
enum VerificationWording {
    static let noFont =
        "No font is configured (\"fonts\" in dialogc.json), so dialogc measured every text with its built-in fallback widths "
        + "while Chromium drew it in this machine's own font: a text that breaks elsewhere here says more about the fonts than about "
        + "the text. Name the app's font files in \"fonts\" (docs/format/config.md) to check the layout itself."

    static func fallbackMetrics(_ families: [String]) -> String {
        let named = families.map { "'\($0)'" }.joined(separator: ", ")
        let example = families.first.map { $0 == "system" ? "\"system\": \"fonts/NotoSans-Regular.ttf\"" : "\"\($0)\": \"fonts/\($0.filter { $0 != " " })-Regular.ttf\"" } ?? ""
        return "The font famil\(families.count == 1 ? "y" : "ies") \(named) of the typographies \(families.count == 1 ? "has" : "have") no file in \"fonts\" in dialogc.json, "
            + "so dialogc measured \(families.count == 1 ? "its" : "their") text (Latin letters, digits, spaces and punctuation, next to the scripts that have a face) "
            + "with its built-in fallback widths while Chromium drew it in this machine's own font: a text that breaks elsewhere here says more about the fonts "
            + "than about the text. Name the app's font file too, such as \(example) (docs/format/config.md), to check the layout itself."
    }

    static func difference(_ verdict: CatalogVerdict) -> String {
        var words = "\(CountWording.count(verdict.boxesOff, "box", "boxes")) off by more than 1 pt, "
            + "\(verdict.textsDiffer) of \(CountWording.count(verdict.texts, "text")) \(verdict.textsDiffer == 1 ? "breaks" : "break") elsewhere"
        if let reason = verdict.fontReason { words += " (" + reason + ")" }
        if verdict.dictionaryTexts > 0 { words += "; and " + dictionaryWords(verdict) }
        return words
    }

    static func dictionary(_ previews: Int) -> String {
        "\(CountWording.count(previews, "preview")) \(previews == 1 ? "agrees" : "agree") but for Chromium's word dictionary: "
            + "Thai, Lao, Khmer and Myanmar break between words a dictionary finds, and Chromium ships other Lao and Khmer "
            + "dictionaries than the platform's ICU data dialogc (and Apple's text system) follows. Given dialogc's word breaks, "
            + "Chromium breaks these texts as dialogc does, so their layout agrees; the words it segments otherwise:"
    }

    static func sizeTie(_ previews: Int) -> String {
        "\(CountWording.count(previews, "preview")) \(previews == 1 ? "agrees" : "agree") but for Chromium's font sizes: on Linux it measures "
            + "text at each font size cut down to a multiple of 1/64 px, dialogc (like the device) at the exact size, so a line within about "
            + "0.02% of its box can take one word more in the browser. Laid out again at Chromium's sizes, dialogc breaks these texts as "
            + "Chromium does and every box agrees, so nothing else differs:"
    }

    /// `1 text ties at Chromium's font size`, and the dictionary's words if any.
    static func sizeTieTexts(_ verdict: CatalogVerdict) -> String {
        "\(CountWording.count(verdict.sizeTieTexts, "text")) \(verdict.sizeTieTexts == 1 ? "ties" : "tie") at Chromium's font size"
            + (verdict.dictionaryTexts > 0 ? "; and " + dictionaryWords(verdict) : "")
    }

    /// `1 text where Chromium's dictionary segments Lao ໃຊ້ງານ: browser ໃຊ້|ງານ, dialogc ໃຊ້ງານ`.
    static func dictionaryWords(_ verdict: CatalogVerdict) -> String {
        "\(CountWording.count(verdict.dictionaryTexts, "text")) where Chromium's dictionary segments "
            + verdict.dictionaryWords.joined(separator: "; ")
    }
}
