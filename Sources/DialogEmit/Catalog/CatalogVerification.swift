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
    public var agrees: Bool
    public var boxesOff: Int
    public var textsDiffer: Int
    public var texts: Int
    /// The largest difference of any box, in points, as the page printed it (3 decimals).
    public var worst: String

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
                    "theme": .string(verdict.theme), "verdict": .string(verdict.agrees ? "agree" : "differ"),
                    "boxesOff": .int(verdict.boxesOff), "textsWithOtherBreaks": .int(verdict.textsDiffer), "texts": .int(verdict.texts),
                    "worstBoxOffPoints": .string(verdict.worst),
                ])
            }
            return JSONWriter.render(
                .object([
                    "generator": .string("dialogc"), "checked": .bool(true), "differ": .int(verdicts.count { !$0.agrees }),
                    "previews": .array(previews),
                ]))
        }
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
            html.element(
                "p",
                text: "Checked in Chromium when this catalog was built: \(CountWording.count(verdicts.count, "preview")), "
                    + (differing.isEmpty
                        ? "all agree with dialogc (every box within 1 pt, the same line breaks)."
                        : "\(differing.count) \(differing.count == 1 ? "differs" : "differ") from dialogc:"))
            if !differing.isEmpty {
                html.open("ul", [("class", "differing")])
                for verdict in differing {
                    html.open("li")
                    html.element("a", [("href", HTMLEscape.fileURL(verdict.page) + HTMLEscape.fragment(verdict.anchor))], text: verdict.dialog)
                    html.text(
                        " (\(verdict.combination)): \(CountWording.count(verdict.boxesOff, "box", "boxes")) off by more than 1 pt, "
                            + "\(verdict.textsDiffer) of \(CountWording.count(verdict.texts, "text")) \(verdict.textsDiffer == 1 ? "breaks" : "break") elsewhere")
                    html.close("li")
                }
                html.close("ul")
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
}
