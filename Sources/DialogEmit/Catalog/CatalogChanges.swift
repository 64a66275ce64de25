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
        /// The dialog's id; the spec's path for a spec that did not decode.
        public var dialog: String
        /// The spec's path as the page shows it (relative to the config's folder).
        public var path: String
        /// In page order.
        public var previews: [Preview]
        /// The distinct lists of the previews' texts (one per locale, as a rule): a preview
        /// names its list by index, so a page holds each text once, not once per preview.
        var texts: [[Text]] = []

        /// Whether the page names the dialog by its id (a spec that decoded), which is what
        /// identifies a dialog across two catalogs when its file moved.
        var hasID: Bool { !dialog.isEmpty && dialog != path }
    }

    public struct Preview: Sendable {
        public var anchor: String
        /// A hash of the screen's markup without what depends on the preview's place in the
        /// matrix: both catalogs are read by one process, so equal markup hashes alike, and no
        /// page is held in memory while the others are read.
        var markup: Int
        var nodes: [Node]
        /// Its texts: an index into its page's `texts`.
        var texts: Int
    }

    /// One text of a preview as the screen shows it (markup removed, placeholders filled),
    /// with the name the change words give it: `title`, `message`, `button 2`, `element 1`.
    struct Text: Sendable, Equatable {
        var name: String
        var text: String
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
        let path = between(html, "<dt>Spec</dt><dd>", "</dd>").map(CatalogChanges.unescaped) ?? ""
        var previews: [Preview] = []
        var texts: [[Text]] = []
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
            let shown = Self.texts(piece[screen.lowerBound..<end])
            let list = texts.firstIndex(of: shown) ?? texts.count
            if list == texts.count { texts.append(shown) }
            previews.append(Preview(anchor: CatalogChanges.unescaped(piece[..<idEnd]), markup: markup, nodes: trees[layout], texts: list))
        }
        return Page(dialog: dialog, path: path, previews: previews, texts: texts)
    }

    /// The texts of a screen's markup (`PreviewMarkup`): each element of class `t`, its
    /// highlight spans removed and its references read back, named by its role.
    static func texts(_ markup: Substring) -> [Text] {
        var texts: [Text] = []
        var buttons = 0, elements = 0
        var rest = markup
        while let open = rest.firstRange(of: " class=\"t ") {
            let tagStart = rest[..<open.lowerBound].lastIndex(of: "<") ?? open.lowerBound
            let tag = rest[rest.index(after: tagStart)..<open.lowerBound]
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let role = rest[open.upperBound...].prefix { $0 != " " && $0 != "\"" }
            // The inner markup, to the close of this element (highlights nest `span`s).
            var depth = 1
            var cursor = rest.index(after: tagEnd)
            let contentStart = cursor
            var contentEnd = rest.endIndex
            while cursor < rest.endIndex, let next = rest[cursor...].firstIndex(of: "<") {
                let after = rest[next...]
                if after.hasPrefix("</\(tag)>") {
                    depth -= 1
                    if depth == 0 {
                        contentEnd = next
                        break
                    }
                } else if after.hasPrefix("<\(tag) ") || after.hasPrefix("<\(tag)>") {
                    depth += 1
                }
                cursor = rest.index(after: next)
            }
            let name: String
            switch role {
            case "label":
                buttons += 1
                name = "button \(buttons)"
            case "lbl":
                elements += 1
                name = "element \(elements)"
            default: name = String(role)
            }
            texts.append(Text(name: name, text: CatalogChanges.unescaped(plain(rest[contentStart..<contentEnd]))))
            rest = rest[contentEnd...]
        }
        return texts
    }

    /// Markup without its tags.
    private static func plain(_ markup: Substring) -> String {
        var text = ""
        var inTag = false
        for character in markup {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        return text
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
        /// `moved`: the same dialog id in another spec file (a page of another name).
        case added, removed, changed, moved
    }

    public var page: String
    public var dialog: String
    public var kind: Kind
    public var previews: [(anchor: String, changes: [String])]
    /// The spec's path (in the earlier catalog for a removed dialog).
    public var path = ""
    /// A moved dialog's page and spec path in the earlier catalog.
    public var from: (page: String, path: String)?

    public init(page: String, dialog: String, kind: Kind, previews: [(anchor: String, changes: [String])], path: String = "", from: (page: String, path: String)? = nil) {
        self.page = page
        self.dialog = dialog
        self.kind = kind
        self.previews = previews
        self.path = path
        self.from = from
    }

    public static func == (left: Self, right: Self) -> Bool {
        left.page == right.page && left.dialog == right.dialog && left.kind == right.kind && left.previews.elementsEqual(right.previews) { $0 == $1 }
            && left.path == right.path && left.from?.page == right.from?.page && left.from?.path == right.from?.path
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
    ///
    /// Pages are matched by name (made from the spec's path). A page only the earlier catalog
    /// has and one only the new catalog has that name the same dialog id, each the only such
    /// page of its catalog, are one dialog whose spec moved: listed once, as `moved`, with what
    /// changed in its previews.
    public static func compare(old: CatalogSnapshot, new: CatalogSnapshot) -> [CatalogDialogChange] {
        let moves = moves(old: old, new: new)
        let movedFrom = Set(moves.values)
        var changes: [CatalogDialogChange] = []
        for name in Set(old.pages.keys).union(new.pages.keys).sorted() where !movedFrom.contains(name) {
            switch (old.pages[name], new.pages[name]) {
            case (nil, let page?):
                if let earlier = moves[name], let before = old.pages[earlier] {
                    changes.append(
                        CatalogDialogChange(
                            page: name, dialog: page.dialog, kind: .moved, previews: previews(before, page), path: page.path, from: (earlier, before.path)))
                } else {
                    changes.append(CatalogDialogChange(page: name, dialog: page.dialog, kind: .added, previews: [], path: page.path))
                }
            case (let page?, nil): changes.append(CatalogDialogChange(page: name, dialog: page.dialog, kind: .removed, previews: [], path: page.path))
            case (let before?, let after?):
                var previews = previews(before, after)
                if before.dialog != after.dialog { previews.insert(("", [ChangeWording.renamed(before.dialog, after.dialog)]), at: 0) }
                if !previews.isEmpty { changes.append(CatalogDialogChange(page: name, dialog: after.dialog, kind: .changed, previews: previews, path: after.path)) }
            case (nil, nil): break
            }
        }
        return changes
    }

    /// New page name -> earlier page name, for the dialogs whose spec moved: the dialog id
    /// identifies a dialog across the two catalogs (its page's name comes from its path).
    /// An id that several pages of one side carry is left alone (removed and added).
    static func moves(old: CatalogSnapshot, new: CatalogSnapshot) -> [String: String] {
        func byID(_ pages: [String: CatalogSnapshot.Page], without other: [String: CatalogSnapshot.Page]) -> [String: [String]] {
            var found: [String: [String]] = [:]
            for (name, page) in pages where other[name] == nil && page.hasID { found[page.dialog, default: []].append(name) }
            return found
        }
        let gone = byID(old.pages, without: new.pages), added = byID(new.pages, without: old.pages)
        var moves: [String: String] = [:]
        for (id, names) in added where names.count == 1 {
            guard let earlier = gone[id], earlier.count == 1 else { continue }
            moves[names[0]] = earlier[0]
        }
        return moves
    }

    /// The previews of one dialog that differ between two of its pages, with the words.
    private static func previews(_ before: CatalogSnapshot.Page, _ after: CatalogSnapshot.Page) -> [(anchor: String, changes: [String])] {
        let earlier = Dictionary(before.previews.map { ($0.anchor, $0) }, uniquingKeysWith: { first, _ in first })
        var previews: [(anchor: String, changes: [String])] = []
        for preview in after.previews {
            guard let previous = earlier[preview.anchor] else {
                previews.append((preview.anchor, [ChangeWording.newCombination]))
                continue
            }
            let words = describe(previous, preview, texts: (before.texts[previous.texts], after.texts[preview.texts]))
            if !words.isEmpty { previews.append((preview.anchor, words)) }
        }
        let current = Set(after.previews.map(\.anchor))
        for preview in before.previews where !current.contains(preview.anchor) { previews.append((preview.anchor, [ChangeWording.goneCombination])) }
        return previews
    }

    /// What changed between two previews of one combination, in words: each text whose words
    /// changed, the buttons' arrangement, each text's lines, the card's height, elements added
    /// or removed, and otherwise that the boxes moved or the markup changed.
    static func describe(_ old: CatalogSnapshot.Preview, _ new: CatalogSnapshot.Preview, texts: (old: [CatalogSnapshot.Text], new: [CatalogSnapshot.Text])) -> [String] {
        if old.nodes == new.nodes && old.markup == new.markup { return [] }
        var words: [String] = []
        for text in texts.new {
            guard let before = texts.old.first(where: { $0.name == text.name }), before.text != text.text else { continue }
            words.append(ChangeWording.textChanged(text.name, before.text, text.text))
        }
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
        if words.isEmpty { words.append(old.nodes == new.nodes ? ChangeWording.markupChanged : ChangeWording.boxesMoved) }
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
            var fields: [String: JSONOutput] = [
                "dialog": .string(change.dialog), "page": .string(change.page), "path": .string(change.path), "change": .string(change.kind.rawValue),
                "previews": .array(change.previews.map { .object(["preview": .string($0.anchor), "changes": .array($0.changes.map(JSONOutput.string))]) }),
            ]
            if let from = change.from { fields["from"] = .object(["page": .string(from.page), "path": .string(from.path)]) }
            return .object(fields)
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
            case .moved: html.element("p", text: ChangeWording.moved(from: change.from?.path ?? "", to: change.path))
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
                        "iframe", [("src", HTMLEscape.relativeURL(base, change.from?.page ?? change.page) + frame), ("title", "before: " + preview.anchor), ("loading", "lazy")])
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

    /// An attribute value or text as the catalog wrote it, read back (`HTMLEscape.text`, and
    /// the numeric references of `HTMLEscape.dialogText`).
    static func unescaped<Text: StringProtocol>(_ value: Text) -> String {
        guard value.contains("&") else { return String(value) }
        var text = String(value).replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
        while let start = text.firstRange(of: "&#x"), let end = text[start.upperBound...].firstIndex(of: ";"),
            let code = UInt32(text[start.upperBound..<end], radix: 16), let scalar = Unicode.Scalar(code)
        {
            text.replaceSubrange(start.lowerBound...end, with: String(Character(scalar)))
        }
        return text.replacing("&amp;", with: "&")
    }
}

/// Wording of `changes.json` and `changes.html`.
enum ChangeWording {
    static let newCombination = "a combination the earlier catalog did not draw"
    static let goneCombination = "no longer drawn"
    static let markupChanged = "the same boxes and texts; the markup changed (a highlight, an icon or an attribute)"
    static let boxesMoved = "boxes moved"
    static let added = "A new dialog."
    static let removed = "Removed: the earlier catalog had this dialog."

    static func renamed(_ old: String, _ new: String) -> String { "id \(old) -> \(new)" }

    static func moved(from old: String, to new: String) -> String { "Moved: its spec was \(old), now \(new)." }

    /// `title text changed: "Delete file?" -> "Delete this file?"`, each text shortened
    /// around what changed when long (`shortened`).
    static func textChanged(_ name: String, _ old: String, _ new: String) -> String {
        let (before, after) = shortened(old, new)
        return "\(name) text changed: \"\(before)\" -> \"\(after)\""
    }

    /// The longest a text is quoted whole, in characters.
    static let quotedLength = 60
    /// How much of what the two texts share is kept before their first difference.
    static let context = 20

    /// Two texts, each at most `quotedLength` characters and `…` where cut: from `context`
    /// characters before their first difference, so a word changed in a long message shows
    /// with its neighbours. Line breaks shown as `↵`. The same texts always give the same words.
    static func shortened(_ old: String, _ new: String) -> (String, String) {
        let before = Array(old.replacing("\n", with: "↵")), after = Array(new.replacing("\n", with: "↵"))
        guard before.count > quotedLength || after.count > quotedLength else { return (String(before), String(after)) }
        let shared = zip(before, after).prefix { $0 == $1 }.count
        var start = max(0, shared - context)
        // From the start of a word, when one starts before the difference.
        if start > 0, !before[start - 1].isWhitespace, let space = before[start..<shared].firstIndex(where: \.isWhitespace) { start = space }
        func cut(_ text: [Character]) -> String {
            guard text.count > quotedLength else { return String(text) }
            let from = min(start, text.count)
            var to = min(text.count, from + quotedLength)
            // To the end of a word, when one ends in the second half.
            if to < text.count, !text[to].isWhitespace, let space = text[(from + quotedLength / 2)..<to].lastIndex(where: \.isWhitespace) { to = space }
            var piece = String(text[from..<to])
            // No space beside the ellipsis.
            if from > 0 { piece = String(piece.drop { $0.isWhitespace }) }
            if to < text.count { while piece.last?.isWhitespace == true { piece.removeLast() } }
            return (from > 0 ? "…" : "") + piece + (to < text.count ? "…" : "")
        }
        return (cut(before), cut(after))
    }
}
