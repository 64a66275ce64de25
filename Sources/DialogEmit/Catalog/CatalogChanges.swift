import DialogDiagnostics
import DialogJSON

/// What a catalog's pages hold that `dialogc catalog --compare` reads: per page its dialog's
/// id and, per preview (by anchor), its screen's markup and dialogc's layout of it (the
/// page's `<page>.js`). Read from the files, so a catalog built by an earlier run or another
/// branch is compared as it was written.
public struct CatalogSnapshot: Sendable {
    /// By page file name (`dialog-….html`).
    public var pages: [String: Page] = [:]

    public init() {}

    public struct Page: Sendable {
        public var dialog: String
        /// In page order.
        public var previews: [Preview]
    }

    public struct Preview: Sendable {
        public var anchor: String
        /// A hash of the screen's markup without what depends on the preview's place in the
        /// matrix: both catalogs are read by one process, so equal markup hashes alike, and no
        /// page is held in memory while the others are read.
        var markup: Int
        var nodes: [Node]
    }

    struct Node: Sendable, Equatable {
        var type: String
        var frame: [Double]
        /// Each line's first scalar; nil for a node without text.
        var lineStarts: [Int]?
    }

    /// A page from its HTML and its layout script; nil when they are not a catalog page's.
    public static func page(html: String, script: String) -> Page? {
        guard let trees = layouts(script) else { return nil }
        let dialog = between(html, "<h1 class=\"dialog-id\">", "</h1>").map(CatalogChanges.unescaped) ?? ""
        var previews: [Preview] = []
        for piece in html.split(separator: "<figure class=\"preview\" id=\"", omittingEmptySubsequences: false).dropFirst() {
            guard let idEnd = piece.firstIndex(of: "\"") else { continue }
            let tag = piece[..<(piece.firstIndex(of: ">") ?? piece.endIndex)]
            // The state previews (async phases) draw the first combination's tree again.
            if tag.contains(" data-phase=\"") { continue }
            guard let layout = between(String(tag), "data-layout=\"", "\"").flatMap(Int.init), trees.indices.contains(layout),
                let screen = piece.firstRange(of: "<div class=\"screen ")
            else { continue }
            let end = piece.firstRange(of: "</figure>")?.lowerBound ?? piece.endIndex
            let markup = Self.placeless(piece[screen.lowerBound..<end]).hashValue
            previews.append(Preview(anchor: CatalogChanges.unescaped(piece[..<idEnd]), markup: markup, nodes: trees[layout]))
        }
        return Page(dialog: dialog, previews: previews)
    }

    /// `window.dialogcLayouts = [...]` read back (`CatalogLayoutData`).
    static func layouts(_ script: String) -> [[Node]]? {
        guard let equals = script.firstRange(of: "window.dialogcLayouts = "), let end = script.lastIndex(of: ";"), equals.upperBound < end,
            let value = JSONParser().parse(Array(script[equals.upperBound..<end].utf8)).value, case .array(let trees) = value.kind
        else { return nil }
        return trees.map { tree in
            guard case .array(let nodes) = tree.kind else { return [] }
            return nodes.compactMap { node -> Node? in
                guard case .array(let fields) = node.kind, fields.count >= 5, case .string(let type) = fields[0].kind else { return nil }
                let frame = fields[1...4].map { field -> Double in if case .number(let number) = field.kind { return number.double } else { return 0 } }
                var starts: [Int]?
                if fields.count > 6, case .array(let lines) = fields[6].kind {
                    starts = stride(from: 0, to: lines.count, by: 4).map { index in
                        if case .number(let number) = lines[index].kind { return Int(number.double) } else { return 0 }
                    }
                }
                return Node(type: type, frame: frame, lineStarts: starts)
            }
        }
    }

    /// The screen's markup without its number in the matrix (`pv-3`) and its theme's
    /// (`th-1`), which move when the matrix does.
    private static func placeless(_ markup: Substring) -> Substring {
        guard let classEnd = markup.dropFirst("<div class=\"".count).firstIndex(of: "\"") else { return markup }
        let classes = markup[markup.index(markup.startIndex, offsetBy: "<div class=\"".count)..<classEnd].split(separator: " ")
            .filter { !$0.hasPrefix("pv-") && !$0.hasPrefix("th-") }
        return Substring(classes.joined(separator: " ")) + markup[classEnd...]
    }

    private static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let from = text.firstRange(of: start), let to = text[from.upperBound...].firstRange(of: end) else { return nil }
        return String(text[from.upperBound..<to.lowerBound])
    }
}

/// One dialog that changed between two catalogs: added, removed, or its previews that changed
/// with what changed in each, in words from the layout trees.
public struct CatalogDialogChange: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case added, removed, changed
    }

    public var page: String
    public var dialog: String
    public var kind: Kind
    public var previews: [(anchor: String, changes: [String])]

    public static func == (left: Self, right: Self) -> Bool {
        left.page == right.page && left.dialog == right.dialog && left.kind == right.kind && left.previews.elementsEqual(right.previews) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(page)
        hasher.combine(kind)
    }
}

/// `dialogc catalog --compare <old catalog>`: what changed per dialog and combination, as
/// `changes.json` for tools and `changes.html` with the two previews side by side.
public enum CatalogChanges {
    public static let json = "changes.json"
    public static let html = "changes.html"

    /// The dialogs that differ, in page name order; unchanged dialogs are not listed.
    public static func compare(old: CatalogSnapshot, new: CatalogSnapshot) -> [CatalogDialogChange] {
        var changes: [CatalogDialogChange] = []
        for name in Set(old.pages.keys).union(new.pages.keys).sorted() {
            switch (old.pages[name], new.pages[name]) {
            case (nil, let page?): changes.append(CatalogDialogChange(page: name, dialog: page.dialog, kind: .added, previews: []))
            case (let page?, nil): changes.append(CatalogDialogChange(page: name, dialog: page.dialog, kind: .removed, previews: []))
            case (let before?, let after?):
                let earlier = Dictionary(before.previews.map { ($0.anchor, $0) }, uniquingKeysWith: { first, _ in first })
                var previews: [(anchor: String, changes: [String])] = []
                for preview in after.previews {
                    guard let previous = earlier[preview.anchor] else {
                        previews.append((preview.anchor, [ChangeWording.newCombination]))
                        continue
                    }
                    let words = describe(previous, preview)
                    if !words.isEmpty { previews.append((preview.anchor, words)) }
                }
                let current = Set(after.previews.map(\.anchor))
                for preview in before.previews where !current.contains(preview.anchor) { previews.append((preview.anchor, [ChangeWording.goneCombination])) }
                if before.dialog != after.dialog { previews.insert(("", [ChangeWording.renamed(before.dialog, after.dialog)]), at: 0) }
                if !previews.isEmpty { changes.append(CatalogDialogChange(page: name, dialog: after.dialog, kind: .changed, previews: previews)) }
            case (nil, nil): break
            }
        }
        return changes
    }

    /// What changed between two previews of one combination, in words: the buttons' arrangement,
    /// each text's lines, the card's height, elements added or removed, and otherwise that the
    /// boxes moved or the texts changed.
    static func describe(_ old: CatalogSnapshot.Preview, _ new: CatalogSnapshot.Preview) -> [String] {
        if old.nodes == new.nodes && old.markup == new.markup { return [] }
        var words: [String] = []
        let arrangement = (arrangement(old.nodes), arrangement(new.nodes))
        if let before = arrangement.0, let after = arrangement.1, before != after { words.append("buttons \(before) -> \(after)") }
        let oldTypes = old.nodes.map(\.type), newTypes = new.nodes.map(\.type)
        if oldTypes == newTypes {
            var seen: [String: Int] = [:]
            for (before, after) in zip(old.nodes, new.nodes) {
                seen[before.type, default: 0] += 1
                guard let oldStarts = before.lineStarts, let newStarts = after.lineStarts else { continue }
                let name = oldTypes.count { $0 == before.type } > 1 ? "\(before.type) \(seen[before.type] ?? 1)" : before.type
                if oldStarts.count != newStarts.count {
                    words.append("\(name) \(oldStarts.count) -> \(newStarts.count) \(newStarts.count == 1 ? "line" : "lines")")
                } else if oldStarts != newStarts {
                    words.append("\(name) breaks elsewhere")
                }
            }
        } else {
            for type in Set(oldTypes + newTypes).sorted() {
                let difference = newTypes.count { $0 == type } - oldTypes.count { $0 == type }
                if difference > 0 { words.append("+\(difference) \(type)") }
                if difference < 0 { words.append("\(difference) \(type)") }
            }
        }
        if let before = old.nodes.first(where: { $0.type == "dialog" }), let after = new.nodes.first(where: { $0.type == "dialog" }) {
            let change = (after.frame[3] - before.frame[3]).rounded()
            if change != 0 { words.append("card \(change > 0 ? "+" : "")\(Int(change)) pt") }
        }
        if words.isEmpty { words.append(old.nodes == new.nodes ? ChangeWording.textsChanged : ChangeWording.boxesMoved) }
        return words
    }

    /// `row` or `stack` for two buttons or more; nil otherwise.
    private static func arrangement(_ nodes: [CatalogSnapshot.Node]) -> String? {
        let buttons = nodes.filter { $0.type == "button" }
        guard buttons.count > 1 else { return nil }
        return buttons.allSatisfy { abs($0.frame[1] - buttons[0].frame[1]) < 0.5 } ? "row" : "stack"
    }

    /// `changes.json` and `changes.html`. `base` is the old catalog's folder relative to the new
    /// one (`../base-catalog`), for the old previews' frames.
    public static func files(_ changes: [CatalogDialogChange], base: [String]) -> [OutputFile] {
        [OutputFile(relativePath: json, contents: jsonText(changes)), OutputFile(relativePath: html, contents: page(changes, base: base))]
    }

    static func jsonText(_ changes: [CatalogDialogChange]) -> String {
        let dialogs = changes.map { change -> JSONOutput in
            .object([
                "dialog": .string(change.dialog), "page": .string(change.page), "change": .string(change.kind.rawValue),
                "previews": .array(change.previews.map { .object(["preview": .string($0.anchor), "changes": .array($0.changes.map(JSONOutput.string))]) }),
            ])
        }
        return JSONWriter.render(.object(["generator": .string("dialogc"), "changed": .int(changes.count), "dialogs": .array(dialogs)]))
    }

    static func page(_ changes: [CatalogDialogChange], base: [String]) -> String {
        var html = HTMLWriter()
        CatalogChrome.openPage(
            &html, title: "What changed · dialogc catalog", styleSheets: [CatalogNames.styleSheet], scripts: [CatalogNames.script],
            bodyClass: "page-changes", current: nil)
        html.element("h1", text: "What changed")
        html.element(
            "p",
            text: changes.isEmpty
                ? "No dialog changed since the catalog compared with."
                : "\(CountWording.count(changes.count, "dialog")) changed since the catalog compared with (the earlier preview on the left, this one on the right):")
        html.newline()
        for change in changes {
            html.open("section", [("class", "change")])
            html.open("h2")
            if change.kind == .removed {
                html.text(change.dialog)
            } else {
                html.element("a", [("href", HTMLEscape.fileURL(change.page))], text: change.dialog)
            }
            html.close("h2")
            switch change.kind {
            case .added: html.element("p", text: ChangeWording.added)
            case .removed: html.element("p", text: ChangeWording.removed)
            case .changed: break
            }
            for preview in change.previews {
                html.open("div", [("class", "change-preview")])
                if !preview.anchor.isEmpty {
                    html.element("h3", text: preview.anchor.split(separator: "/").joined(separator: " · "))
                }
                html.element("p", text: preview.changes.joined(separator: "; "))
                if !preview.anchor.isEmpty {
                    html.open("div", [("class", "side-by-side")])
                    let frame = "?screen" + HTMLEscape.fragment(preview.anchor)
                    html.open(
                        "iframe", [("src", HTMLEscape.relativeURL(base, change.page) + frame), ("title", "before: " + preview.anchor), ("loading", "lazy")])
                    html.close("iframe")
                    html.open("iframe", [("src", HTMLEscape.fileURL(change.page) + frame), ("title", "now: " + preview.anchor), ("loading", "lazy")])
                    html.close("iframe")
                    html.close("div")
                }
                html.close("div")
                html.newline()
            }
            html.close("section")
            html.newline()
        }
        html.open("p")
        html.text("For tools: ")
        html.element("a", [("href", HTMLEscape.fileURL(json))], text: json)
        html.text(".")
        html.close("p")
        html.newline()
        html.closePage()
        return html.output
    }

    /// An attribute value or text as the catalog wrote it, read back (`HTMLEscape.text`).
    static func unescaped<Text: StringProtocol>(_ value: Text) -> String {
        guard value.contains("&") else { return String(value) }
        return String(value).replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&amp;", with: "&")
    }
}

/// Wording of `changes.json` and `changes.html`.
enum ChangeWording {
    static let newCombination = "a combination the earlier catalog did not draw"
    static let goneCombination = "no longer drawn"
    static let textsChanged = "the same boxes; a text or style changed"
    static let boxesMoved = "boxes moved"
    static let added = "A new dialog."
    static let removed = "Removed: the earlier catalog had this dialog."

    static func renamed(_ old: String, _ new: String) -> String { "id \(old) -> \(new)" }
}
