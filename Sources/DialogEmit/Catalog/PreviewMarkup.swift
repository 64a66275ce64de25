import DialogLayout
import DialogModel

/// One preview's HTML, following the structure of dialogc's layout tree (screen, backdrop,
/// card, scroll region, parts, buttons) but sized only by CSS from the tokens: no element
/// is placed from the tree's numbers. Each element that stands for a tree node carries
/// `data-n`, the node's index in a depth-first walk of the tree, which the page's layout
/// check uses to compare the browser's boxes with dialogc's.
enum PreviewMarkup {
    /// A phase of an async button drawn as its own preview (`data-phase`): the runtime draws
    /// it over the hidden title, so the button keeps the size the layout engine gave it.
    struct ButtonPhase {
        /// The button's index in the spec.
        var button: Int
        var buttonID: String
        var phase: Phase
    }

    enum Phase: String, CaseIterable {
        case loading, success, failure
    }

    /// `findings`: the numbers of the page's findings (`#finding-<n>`) that name this
    /// preview's combination.
    static func figure(
        _ html: inout HTMLWriter, _ preview: CatalogPreview, index: Int, input: CatalogPageEmitter.Input, highlightStyles: [String],
        layout: Int, findings: [Int] = [], phase: ButtonPhase? = nil
    ) {
        let theme = input.themes.indices.contains(preview.theme) ? input.themes[preview.theme].name : ""
        var caption = "\(preview.device.name) · \(preview.size.rawValue) · \(preview.locale) · \(theme)"
        var anchor = CatalogNames.anchor(device: preview.device.name, size: preview.size.rawValue, locale: preview.locale, theme: theme)
        if let phase {
            anchor += "/" + phase.buttonID + "/" + phase.phase.rawValue
            caption += " · \(phase.buttonID) \(phase.phase.rawValue)"
        }
        var attributes: [(StaticString, String)] = [
            ("class", "preview"), ("id", anchor), ("aria-label", caption), ("data-layout", String(layout)), ("data-device", preview.device.name),
            ("data-size", preview.size.rawValue), ("data-locale", preview.locale), ("data-theme", theme),
        ]
        if let phase { attributes.append(("data-phase", phase.phase.rawValue)) }
        html.open("figure", attributes)
        html.open("figcaption")
        html.text(caption + " ")
        html.element("span", [("class", "badge"), ("role", "status")], text: "not checked (needs JavaScript)")
        let approximate = approximateReasons(preview.tree)
        if !approximate.isEmpty {
            html.text(" ")
            html.element("span", [("class", "approximate")], text: "approximate (\(approximate.joined(separator: "; ")))")
        }
        for number in findings {
            html.text(" ")
            html.element("a", [("class", "findings-link"), ("href", "#finding-\(number)")], text: "finding \(number)")
        }
        html.close("figcaption")
        html.newline()
        let presentation = input.spec?.presentation.value.rawValue ?? "alert"
        let keepsWords = input.config.koreanLineBreak.value == .words
        var walker = Walker(html: html, highlightStyles: highlightStyles, buttons: input.spec?.buttons ?? [], phase: phase, iconFile: input.iconFile)
        var classes = "screen \(presentation) pv-\(index) th-\(preview.theme)"
        if keepsWords { classes += " keep-words" }
        // A device with a bottom inset has a home indicator.
        if preview.device.safeArea.bottom > 0 { classes += " home" }
        walker.screen(preview.tree.root, classes: classes, locale: preview.locale)
        html = walker.html
        html.newline()
        html.close("figure")
        html.newline()
    }

    /// Why the preview's widths or breaks are dialogc's guess (`font-coverage`): the scripts
    /// of its texts that no font covers, then those measured without their shaping, then
    /// those broken without a line-break dictionary (`no font for Thai`, `Bengali not
    /// shaped`, `Lao not segmented`); empty when there is no such text.
    static func approximateReasons(_ tree: LayoutTree) -> [String] {
        var uncovered: Set<String> = []
        var unshaped: Set<String> = []
        var unsegmented: Set<String> = []
        tree.root.forEachNode { node in
            guard let text = node.text, text.isApproximate else { return }
            for script in text.approximateScripts { uncovered.insert(script.name) }
            for script in text.unshaped { unshaped.insert(script.name) }
            for script in text.unsegmented { unsegmented.insert(script.name) }
        }
        var reasons: [String] = []
        if !uncovered.isEmpty { reasons.append("no font for " + uncovered.sorted().joined(separator: ", ")) }
        if !unshaped.isEmpty { reasons.append(unshaped.sorted().joined(separator: ", ") + " not shaped") }
        if !unsegmented.isEmpty { reasons.append(unsegmented.sorted().joined(separator: ", ") + " not segmented") }
        return reasons
    }

    private struct Walker {
        var html: HTMLWriter
        let highlightStyles: [String]
        /// The spec's buttons, in the order of the tree's (their declared states).
        let buttons: [DialogButton]
        let phase: ButtonPhase?
        /// The site's file of the team's icon; nil for the placeholder.
        let iconFile: String?
        var next = 0
        var buttonIndex = 0
        /// Every text's `lang` and `dir` (`CatalogLanguage`). `dir` is not on the screen,
        /// whose rows would mirror (the box model lays out left to right).
        var language: [(StaticString, String)] = []

        init(html: HTMLWriter, highlightStyles: [String], buttons: [DialogButton], phase: ButtonPhase?, iconFile: String?) {
            self.html = html
            self.highlightStyles = highlightStyles
            self.buttons = buttons
            self.phase = phase
            self.iconFile = iconFile
        }

        /// The node's `data-n`, and the walk's next index.
        mutating func number() -> String {
            defer { next += 1 }
            return String(next)
        }

        mutating func screen(_ node: LayoutNode, classes: String, locale: String) {
            language = CatalogLanguage.attributes(locale)
            html.open("div", [("class", classes), ("lang", locale), ("data-n", number())])
            for child in node.children {
                switch child.type {
                case .dim:
                    html.open("div", [("class", "dim"), ("data-n", number())])
                    html.close("div")
                case .dialog: card(child)
                default: skip(child)
                }
            }
            html.close("div")
        }

        mutating func card(_ node: LayoutNode) {
            // A right-to-left dialog: the browser mirrors the card's rows and `start` alignment as the tree does.
            var attributes: [(StaticString, String)] = [("class", "card"), ("data-n", number())]
            if let direction = node.direction { attributes.append(("dir", direction.rawValue)) }
            html.open("div", attributes)
            for child in node.children {
                switch child.type {
                case .scroll: scroll(child)
                case .buttons: buttons(child)
                default: skip(child)
                }
            }
            html.close("div")
        }

        mutating func scroll(_ node: LayoutNode) {
            html.open("div", [("class", "scroll"), ("data-n", number())])
            var previous: LayoutNodeType?
            for child in node.children {
                // The box model's spacings: after the icon spacing.icon, between title and
                // message spacing.titleMessage, before anything else spacing.content.
                let gap: String
                switch (previous, child.type) {
                case (nil, _): gap = ""
                case (.icon?, _): gap = " gap-icon"
                case (.title?, .message): gap = " gap-title-message"
                default: gap = " gap-content"
                }
                previous = child.type
                switch child.type {
                case .icon:
                    let name = child.id ?? ""
                    if let iconFile {
                        // An `<img>` runs no script, so even a hostile SVG is inert; the
                        // policy's `img-src 'self'` allows the site's own file.
                        html.open("div", [("class", "icon svg" + gap), ("data-icon", name), ("data-n", number())])
                        html.open("img", [("src", HTMLEscape.fileURL(iconFile)), ("alt", "icon " + name)])
                    } else {
                        html.open("div", [("class", "icon" + gap), ("role", "img"), ("aria-label", "icon " + name), ("data-icon", name), ("data-n", number())])
                    }
                    html.close("div")
                case .title, .message:
                    html.open("p", [("class", "t " + child.type.rawValue + gap), ("data-n", number())] + language)
                    text(child.text)
                    html.close("p")
                case .element: element(child, gap: gap)
                default: skip(child)
                }
            }
            html.close("div")
        }

        mutating func element(_ node: LayoutNode, gap: String) {
            let kind = node.kind ?? .slot
            var attributes: [(StaticString, String)] = [("class", "el " + CatalogNames.slug(kind.rawValue, limit: 16) + gap), ("data-n", number())]
            // The app's own view goes there: a labelled placeholder (CSS) with the slot's id.
            if kind == .slot { attributes.append(("data-slot", node.id ?? "")) }
            html.open("div", attributes)
            if kind == .checkbox {
                html.open("span", [("class", "box"), ("aria-hidden", "true")])
                html.close("span")
            }
            for child in node.children {
                guard child.type == .label else {
                    skip(child)
                    continue
                }
                html.open("span", [("class", "t lbl"), ("data-n", number())] + language)
                text(child.text)
                html.close("span")
            }
            html.close("div")
        }

        mutating func buttons(_ node: LayoutNode) {
            let arrangement = node.kind == .vertical ? "vertical" : "horizontal"
            html.open("div", [("class", "buttons " + arrangement), ("data-n", number())])
            for child in node.children {
                guard child.type == .button else {
                    skip(child)
                    continue
                }
                let index = buttonIndex
                buttonIndex += 1
                var attributes: [(StaticString, String)] = [("class", "btn b-\(index) bw-\(index)"), ("data-n", number())]
                if buttons.indices.contains(index), !buttons[index].enabled.value { attributes.append(("data-enabled", "false")) }
                if let phase, phase.button == index { attributes.append(("data-phase", phase.phase.rawValue)) }
                html.open("div", attributes)
                for label in child.children {
                    guard label.type == .label else {
                        skip(label)
                        continue
                    }
                    html.open("span", [("class", "t label"), ("data-n", number())] + language)
                    text(label.text)
                    html.close("span")
                }
                html.close("div")
            }
            html.close("div")
        }

        /// A node this markup does not draw still takes its index (and its children theirs),
        /// so the indices of the others match the tree's walk.
        mutating func skip(_ node: LayoutNode) {
            node.forEachNode { _ in next += 1 }
        }

        /// A text with its highlights as spans; the browser breaks it into lines.
        mutating func text(_ layout: TextLayout?) {
            guard let layout else { return }
            let scalars = Array(layout.text.unicodeScalars)
            var cursor = 0
            func plain(_ range: Range<Int>) -> String {
                var piece = ""
                piece.unicodeScalars.append(contentsOf: scalars[range])
                return piece
            }
            for run in layout.highlights.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                let start = min(max(run.range.lowerBound, cursor), scalars.count)
                let end = min(max(run.range.upperBound, start), scalars.count)
                if start > cursor { html.dialogText(plain(cursor..<start)) }
                let style = highlightStyles.firstIndex(of: run.style).map { " hl-\($0)" } ?? ""
                html.open("span", [("class", "hl" + style)])
                html.dialogText(plain(start..<end))
                html.close("span")
                cursor = end
            }
            if cursor < scalars.count { html.dialogText(plain(cursor..<scalars.count)) }
        }
    }
}
