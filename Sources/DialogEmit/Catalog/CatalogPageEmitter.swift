import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// One dialog's page of the catalog (`<page>.html`), its style sheet (`<page>.css`) and its
/// layout data (`<page>.js`): the preview matrix, the findings, the tokens it uses per theme,
/// the Swift that presents it and its source with the findings marked.
///
/// A preview is HTML that follows docs/layout-model.md with CSS from the tokens (the page's
/// style sheet sets them per theme as custom properties); the browser wraps and sizes
/// everything itself. What the layout check needs of dialogc's own trees is the page's
/// script file (`CatalogLayoutData`).
public enum CatalogPageEmitter {
    /// What a page is drawn from.
    public struct Input: Sendable {
        public var entry: CatalogEntry
        /// The file's findings after the severity policy, in reporting order.
        public var findings: [Diagnostic]
        public var source: SourceFile
        /// Nil when the spec did not decode.
        public var spec: DialogSpec?
        /// Empty when the spec has errors.
        public var previews: [CatalogPreview]
        public var themes: [Theme]
        public var config: ProjectConfig
        /// Families with a font file in the site.
        public var fontFamilies: Set<String>
        /// The site's file of the spec's icon, from the team's icon folder (`catalog.icons`);
        /// nil draws the labelled placeholder.
        public var iconFile: String?

        public init(
            entry: CatalogEntry, findings: [Diagnostic], source: SourceFile, spec: DialogSpec?, previews: [CatalogPreview], themes: [Theme],
            config: ProjectConfig, fontFamilies: Set<String>, iconFile: String? = nil
        ) {
            self.entry = entry
            self.findings = findings
            self.source = source
            self.spec = spec
            self.previews = previews
            self.themes = themes
            self.config = config
            self.fontFamilies = fontFamilies
            self.iconFile = iconFile
        }
    }

    public static func files(_ input: Input) -> [OutputFile] {
        let entry = input.entry
        let highlightStyles = highlightStyles(input.previews)
        let layouts = CatalogLayoutData(input.previews)
        let styles = input.spec.map { spec in
            input.themes.map { DialogStyleValues(spec: spec, theme: $0, highlightStyles: highlightStyles) }
        } ?? []

        var html = HTMLWriter()
        CatalogChrome.openPage(
            &html, title: (entry.id ?? entry.path) + " · dialogc catalog",
            styleSheets: [CatalogNames.styleSheet, CatalogNames.fontSheet, entry.page + ".css"], scripts: [entry.page + ".js", CatalogNames.checksScript, CatalogNames.script],
            bodyClass: "page-dialog", current: nil)
        html.element("h1", [("class", "dialog-id")], text: entry.id ?? entry.path)
        html.newline()
        facts(&html, entry)
        let links = FindingLinks(input)
        previews(&html, input, highlightStyles: highlightStyles, layouts: layouts, links: links)
        if let spec = input.spec { pluralForms(&html, spec) }
        findings(&html, input.findings, links: links)
        if !styles.isEmpty { tokens(&html, styles, themes: input.themes) }
        if let spec = input.spec, !entry.hasErrors { swift(&html, spec, config: input.config) }
        sourceListing(&html, input.source, findings: input.findings)
        html.closePage()

        let css = styleSheet(input, styles: styles)
        return [
            OutputFile(relativePath: entry.page + ".html", contents: html.output), OutputFile(relativePath: entry.page + ".css", contents: css),
            OutputFile(relativePath: entry.page + ".js", contents: layouts.script),
        ]
    }

    /// The highlight styles the previews use, sorted: `--hl<n>` indexes this list.
    static func highlightStyles(_ previews: [CatalogPreview]) -> [String] {
        var names: Set<String> = []
        for preview in previews {
            preview.tree.root.forEachNode { node in
                for run in node.text?.highlights ?? [] { names.insert(run.style) }
            }
        }
        return names.sorted()
    }

    // MARK: Sections

    private static func facts(_ html: inout HTMLWriter, _ entry: CatalogEntry) {
        html.open("dl", [("class", "facts")])
        html.element("dt", text: "Spec")
        html.element("dd", text: entry.path)
        if let title = entry.title {
            html.element("dt", text: "Title")
            html.open("dd", entry.titleLocale.map(CatalogLanguage.attributes) ?? [])
            html.dialogText(title)
            html.close("dd")
        }
        if let presentation = entry.presentation {
            html.element("dt", text: "Presentation")
            html.element("dd", text: presentation.rawValue)
        }
        if !entry.tags.isEmpty {
            html.element("dt", text: "Tags")
            html.element("dd", text: entry.tags.joined(separator: ", "))
        }
        html.close("dl")
        html.newline()
    }

    private static func previews(_ html: inout HTMLWriter, _ input: Input, highlightStyles: [String], layouts: CatalogLayoutData, links: FindingLinks) {
        html.open("section", [("aria-labelledby", "previews-heading")])
        html.element("h2", [("id", "previews-heading")], text: "Previews")
        html.newline()
        if input.entry.hasErrors || input.spec == nil {
            html.element("p", [("class", "notice")], text: "No preview: the spec has errors (below). Fix them and build the catalog again.")
            html.newline()
            html.close("section")
            html.newline()
            return
        }
        html.open("p", [("class", "tools")])
        html.element("button", [("type", "button"), ("class", "toggle-boxes"), ("aria-pressed", "false")], text: "Show dialogc's boxes")
        html.close("p")
        html.newline()
        viewForm(&html, input)
        html.open("div", [("class", "matrix")])
        html.newline()
        for (index, preview) in input.previews.enumerated() {
            PreviewMarkup.figure(
                &html, preview, index: index, input: input, highlightStyles: highlightStyles, layout: layouts.numbers[index], findings: links.byPreview[index])
        }
        html.close("div")
        html.newline()
        states(&html, input, highlightStyles: highlightStyles, layouts: layouts)
        html.close("section")
        html.newline()
    }

    /// The review page's controls (shown by the script): a filter per axis, grouping by
    /// one, and a compare mode that puts two values of one axis side by side.
    private static func viewForm(_ html: inout HTMLWriter, _ input: Input) {
        func distinct(_ values: [String]) -> [String] {
            var seen: [String] = []
            for value in values where !seen.contains(value) { seen.append(value) }
            return seen
        }
        let themeName = { (index: Int) in input.themes.indices.contains(index) ? input.themes[index].name : "" }
        let axes: [(name: String, label: String, values: [String])] = [
            ("theme", "Theme", distinct(input.previews.map { themeName($0.theme) })),
            ("locale", "Locale", distinct(input.previews.map(\.locale))),
            ("device", "Device", distinct(input.previews.map(\.device.name))),
            ("size", "Size", distinct(input.previews.map(\.size.rawValue))),
        ]
        html.open("form", [("class", "view"), ("aria-label", "Previews shown"), ("hidden", "")])
        for axis in axes { select(&html, label: axis.label, name: axis.name, any: "any", options: axis.values.map { ($0, $0) }) }
        select(&html, label: "Group by", name: "group", any: "nothing", options: axes.map { ($0.name, $0.label.lowercased()) })
        select(&html, label: "Compare", name: "compare", any: "off", options: axes.map { ($0.name, $0.label.lowercased()) })
        select(&html, label: "Left", name: "a", any: nil, options: [])
        select(&html, label: "Right", name: "b", any: nil, options: [])
        html.element("output", [("id", "previews-shown"), ("aria-live", "polite")], text: "")
        html.close("form")
        html.newline()
    }

    private static func select(_ html: inout HTMLWriter, label: String, name: String, any: String?, options: [(value: String, text: String)]) {
        html.open("label")
        html.text(label)
        html.open("select", [("name", name)])
        if let any { html.element("option", [("value", "")], text: any) }
        for option in options { html.element("option", [("value", option.value)], text: option.text) }
        html.close("select")
        html.close("label")
    }

    /// Each async button's phases (loading, success, failure) as previews of their own, in
    /// the page's first combination. The runtime draws a phase over the hidden title, so
    /// the layout engine's tree is the default's and the page checks them with it; they
    /// are not part of the matrix `--verify` reports.
    private static func states(_ html: inout HTMLWriter, _ input: Input, highlightStyles: [String], layouts: CatalogLayoutData) {
        guard let spec = input.spec, let first = input.previews.first else { return }
        let async = spec.buttons.enumerated().filter { $0.element.isAsync.value }
        guard !async.isEmpty else { return }
        html.element("h3", [("id", "states-heading")], text: "Async button states")
        html.newline()
        html.open("div", [("class", "states")])
        html.newline()
        for (index, button) in async {
            for phase in PreviewMarkup.Phase.allCases {
                PreviewMarkup.figure(
                    &html, first, index: 0, input: input, highlightStyles: highlightStyles, layout: layouts.numbers[0],
                    phase: PreviewMarkup.ButtonPhase(button: index, buttonID: button.id.value, phase: phase))
            }
        }
        html.close("div")
        html.newline()
    }

    /// Each plural's forms by locale, as written (markup removed): the previews lay out only
    /// the longest form of each text. Nothing for a spec without plurals.
    private static func pluralForms(_ html: inout HTMLWriter, _ spec: DialogSpec) {
        let plurals = spec.textInventory.all.filter { $0.text.hasPlural }
        guard !plurals.isEmpty else { return }
        html.open("section", [("aria-labelledby", "plurals-heading")])
        html.element("h2", [("id", "plurals-heading")], text: "Plural forms")
        html.newline()
        for (field, text) in plurals {
            for entry in text.entries {
                guard let plural = entry.plural else { continue }
                let then = plural.nestedSelector.map { ", then {\($0.value)}" } ?? ""
                html.element("h3", text: "\(field.path) in '\(entry.locale?.value ?? "")', by {\(plural.selector.value)}\(then)")
                html.open("dl", [("class", "facts plural-forms")])
                for form in entry.forms {
                    let category = form.category?.rawValue ?? ""
                    html.element("dt", text: form.nestedCategory.map { "\(category), \($0.rawValue)" } ?? category)
                    html.open("dd", entry.locale.map { CatalogLanguage.attributes($0.value) } ?? [])
                    html.dialogText(form.text.plainText)
                    html.close("dd")
                }
                html.close("dl")
                html.newline()
            }
        }
        html.close("section")
        html.newline()
    }

    private static func findings(_ html: inout HTMLWriter, _ findings: [Diagnostic], links: FindingLinks) {
        html.open("section", [("aria-labelledby", "findings-heading")])
        html.element("h2", [("id", "findings-heading")], text: "Findings (\(findings.count))")
        html.newline()
        if findings.isEmpty {
            html.element("p", text: "dialogc found nothing to report.")
        } else {
            html.open("ul", [("class", "findings")])
            html.newline()
            for (offset, finding) in findings.enumerated() {
                html.open("li", [("class", "finding " + finding.severity.rawValue), ("id", "finding-\(offset + 1)")])
                html.element("span", [("class", "severity")], text: finding.severity.rawValue)
                html.text(" ")
                if let location = finding.location {
                    html.element("a", [("href", "#L\(location.start.line)")], text: "\(location.start.line):\(location.start.column)")
                    html.text(" ")
                }
                html.element("span", [("class", "message")], text: finding.message)
                html.text(" ")
                html.element("a", [("class", "rule"), ("href", HTMLEscape.fileURL(CatalogNames.rules) + "#" + CatalogChrome.ruleAnchor(finding.rule))], text: finding.rule.name)
                let previews = links.byFinding[offset]
                if !previews.isEmpty {
                    html.text(" ")
                    html.open("span", [("class", "previews")])
                    html.text("Preview:")
                    for anchor in previews {
                        html.text(" ")
                        html.element("a", [("href", HTMLEscape.fragment(anchor))], text: anchor)
                    }
                    html.close("span")
                }
                html.close("li")
                html.newline()
            }
            html.close("ul")
        }
        html.newline()
        html.close("section")
        html.newline()
    }

    private static func tokens(_ html: inout HTMLWriter, _ styles: [DialogStyleValues], themes: [Theme]) {
        html.open("section", [("aria-labelledby", "tokens-heading")])
        html.element("h2", [("id", "tokens-heading")], text: "Tokens")
        html.newline()
        html.open("div", [("class", "tokens-scroll")])
        html.open("table", [("class", "tokens")])
        html.open("thead")
        html.open("tr")
        html.element("th", [("scope", "col")], text: "Style")
        html.element("th", [("scope", "col")], text: "Token")
        for theme in themes { html.element("th", [("scope", "col")], text: theme.name) }
        html.close("tr")
        html.close("thead")
        html.newline()
        html.open("tbody")
        for (row, entry) in (styles.first?.entries ?? []).enumerated() {
            html.open("tr")
            html.element("th", [("scope", "row")], text: entry.key)
            html.element("td", text: entry.isOverridden ? "the spec's style" : entry.tokenPath)
            for style in styles {
                let value = row < style.entries.count ? TokenReport.textValue(style.entries[row].value) : ""
                html.element("td", text: value)
            }
            html.close("tr")
            html.newline()
        }
        html.close("tbody")
        html.close("table")
        html.close("div")
        html.newline()
        html.close("section")
        html.newline()
    }

    /// The three ways to present the dialog: SwiftUI, UIKit (unless `swift.uikit` is off) and
    /// TCA (saying how to turn the adapter on when it is off), each a copyable snippet.
    private static func swift(_ html: inout HTMLWriter, _ spec: DialogSpec, config: ProjectConfig) {
        html.open("section", [("aria-labelledby", "swift-heading")])
        html.element("h2", [("id", "swift-heading")], text: "Presenting it in SwiftUI")
        html.newline()
        snippet(&html, id: "swift-code", CatalogSwiftSnippet.presenting(spec, config: config))
        if config.swift.uikit.value {
            html.element("h3", [("id", "uikit-heading")], text: "In UIKit")
            html.newline()
            snippet(&html, id: "uikit-code", CatalogSwiftSnippet.presentingInUIKit(spec, config: config))
        }
        let tcaHeading = "With the Composable Architecture" + (config.swift.tca.value ? "" : " (after turning on \"swift\": {\"tca\": true})")
        html.element("h3", [("id", "tca-heading")], text: tcaHeading)
        html.newline()
        snippet(&html, id: "tca-code", CatalogSwiftSnippet.presentingWithTCA(spec))
        html.close("section")
        html.newline()
    }

    private static func snippet(_ html: inout HTMLWriter, id: String, _ code: String) {
        html.open("pre", [("class", "swift")])
        html.element("code", [("id", id)], text: code)
        html.close("pre")
        html.newline()
        html.element("button", [("type", "button"), ("class", "copy"), ("data-copy", id)], text: "Copy")
        html.newline()
    }

    private static func sourceListing(_ html: inout HTMLWriter, _ source: SourceFile, findings: [Diagnostic]) {
        html.open("section", [("aria-labelledby", "source-heading")])
        html.element("h2", [("id", "source-heading")], text: "Source")
        html.newline()
        var byLine: [Int: [Diagnostic]] = [:]
        for finding in findings {
            if let line = finding.location?.start.line { byLine[line, default: []].append(finding) }
        }
        let text = String(decoding: source.bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        if lines.last == "" { lines.removeLast() }
        html.open("ol", [("class", "source")])
        html.newline()
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let marks = byLine[number] ?? []
            let severity = marks.contains { $0.severity == .error } ? " error" : marks.isEmpty ? "" : " warning"
            html.open("li", [("id", "L\(number)"), ("class", "line" + severity)])
            html.element("code", text: line.hasSuffix("\r") ? String(line.dropLast()) : line)
            for mark in marks {
                html.text(" ")
                html.element("span", [("class", "mark " + mark.severity.rawValue)], text: mark.rule.name + ": " + mark.message)
            }
            html.close("li")
            html.newline()
        }
        html.close("ol")
        html.newline()
        html.close("section")
        html.newline()
    }

    // MARK: Style sheet

    private static func styleSheet(_ input: Input, styles: [DialogStyleValues]) -> String {
        var css = "/* Generated by dialogc: the tokens of one dialog per theme, and its previews' devices and sizes. */\n"
        let fallbacks = CatalogCSS.hasFallbacks(input.config, fontFamilies: input.fontFamilies)
        for (index, style) in styles.enumerated() {
            css += CatalogCSS.rule(".th-\(index)", CatalogCSS.themeProperties(style, fontFamilies: input.fontFamilies, fallbacks: fallbacks))
        }
        if let spec = input.spec, let widths = spec.layout.widths?.value, widths.count == spec.buttons.count {
            for (index, width) in widths.enumerated() {
                // A share of the row after its gaps, as the box model divides it; a flex
                // basis, since flex-grow would share out what is left after the paddings.
                let gaps = "\(widths.count - 1) * var(--spacing-buttons)"
                css += CatalogCSS.rule(
                    ".buttons.horizontal > .bw-\(index)", [("flex", "0 0 calc((100% - \(gaps)) * \(CatalogCSS.number(width.value)))")])
            }
        }
        for index in input.spec?.buttons.indices ?? 0..<0 {
            css += CatalogCSS.rule(
                ".b-\(index)",
                [("background", "var(--b\(index)-bg)"), ("color", "var(--b\(index)-fg)"), ("box-shadow", "var(--b\(index)-border, none)")])
        }
        for index in highlightStyles(input.previews).indices {
            css += CatalogCSS.rule(".hl-\(index)", [("color", "var(--hl\(index))")])
        }
        if input.iconFile != nil, !input.previews.isEmpty {
            // The team's icon fills the icon's box in place of the placeholder's tint and label.
            css += CatalogCSS.rule(".screen .icon.svg", [("background", "none"), ("border-radius", "0")])
            css += CatalogCSS.rule(".screen .icon.svg::after", [("content", "none")])
            css += CatalogCSS.rule(".screen .icon.svg > img", [("display", "block"), ("width", "100%"), ("height", "100%"), ("object-fit", "contain")])
        }
        for (index, preview) in input.previews.enumerated() {
            let device = preview.device
            css += CatalogCSS.rule(
                ".pv-\(index)",
                [
                    ("--dev-w", CatalogCSS.px(device.width)), ("--dev-h", CatalogCSS.px(device.height)),
                    ("--safe-top", CatalogCSS.px(device.safeArea.top)), ("--safe-bottom", CatalogCSS.px(device.safeArea.bottom)),
                    // The exact ratio, as the engine multiplies by it.
                    ("--dt", "calc(\(CatalogCSS.number(preview.size.bodyPointSize)) / \(CatalogCSS.number(DynamicTypeSize.large.bodyPointSize)))"),
                ])
        }
        return css
    }
}

/// Which findings describe which previews: a layout finding names the combination it
/// happened in (the layout rules' wording, "on iphone-se at Dynamic Type size
/// accessibility3 in locale 'en' and theme 'light'"); that preview links to the finding and
/// the finding to it. A finding that names no combination links to none.
struct FindingLinks {
    /// Per preview, the numbers (from 1) of the findings that name it.
    var byPreview: [[Int]]
    /// Per finding, the anchors of the previews it names.
    var byFinding: [[String]]

    init(_ input: CatalogPageEmitter.Input) {
        byPreview = Array(repeating: [], count: input.previews.count)
        byFinding = Array(repeating: [], count: input.findings.count)
        for (number, finding) in input.findings.enumerated() where finding.message.contains(" at Dynamic Type size ") {
            for (index, preview) in input.previews.enumerated() {
                let theme = input.themes.indices.contains(preview.theme) ? input.themes[preview.theme].name : ""
                guard Self.names(finding.message, device: preview.device.name, size: preview.size.rawValue, locale: preview.locale, theme: theme)
                else { continue }
                byPreview[index].append(number + 1)
                byFinding[number].append(CatalogNames.anchor(device: preview.device.name, size: preview.size.rawValue, locale: preview.locale, theme: theme))
            }
        }
    }

    /// Whether `message` names this combination: its device and size, its theme, and its
    /// locale unless the message names none ("in theme 'dark'" alone: every locale).
    static func names(_ message: String, device: String, size: String, locale: String, theme: String) -> Bool {
        guard message.contains("on \(device) at Dynamic Type size \(size) "), message.contains("theme '\(theme)'") else { return false }
        return message.contains("in locale '\(locale)'") || !message.contains("in locale '")
    }
}
