import DialogDiagnostics
import DialogLayout
import DialogModel
import DialogTokens

/// What the catalog's whole-run files (index, rules page) know of one spec file: enough to
/// list, search and filter it without its decoded spec, so a spec the build cache says is
/// up to date is listed from these facts alone.
public struct CatalogEntry: Sendable, Hashable {
    /// The spec file, relative to the config's folder (`CatalogStage.shownPath`): never
    /// this machine's absolute path.
    public var path: String
    /// The page's file name stem (`CatalogNames.page(path:)` of the path relative to the
    /// config's folder, so the same project gives the same names wherever it is run from).
    public var page: String
    /// Nil when the spec did not decode.
    public var id: String?
    /// The title in the default locale, markup removed; nil without one.
    public var title: String?
    /// The default locale, the title's `lang`; nil when the spec did not decode.
    public var titleLocale: String?
    public var presentation: Presentation?
    public var tags: [String]
    /// Of the file's findings after the severity policy, how many are errors and how many
    /// are not, and their rules (sorted, each once): what the index shows. The findings
    /// themselves go to the page only (`CatalogPageEmitter.Input`), so that a run holds no
    /// second copy of every finding in its entries.
    public var errorCount: Int
    public var otherFindingCount: Int
    public var rules: [String]
    /// Every text of the spec in every locale (each plural form, markup removed), one a
    /// line: what the index's search reads besides the id, title, tags and rules.
    public var texts = ""
    /// The anchor of the page's first preview (`CatalogNames.anchor`), which the index
    /// shows as the dialog's thumbnail; nil for a page without previews.
    public var thumbnail: String?
    /// The icon's symbol or asset name: whose file of the team's icon folder the site
    /// copies. Nil without an icon.
    public var icon: String?

    public init(path: String, page: String, id: String?, title: String?, presentation: Presentation?, tags: [String], findings: [Diagnostic]) {
        self.path = path
        self.page = page
        self.id = id
        self.title = title
        self.presentation = presentation
        self.tags = tags
        self.errorCount = findings.count { $0.severity == .error }
        self.otherFindingCount = findings.count - errorCount
        self.rules = Set(findings.map(\.rule.name)).sorted()
    }

    /// The facts of a decoded spec.
    public init(spec: DialogSpec, page: String, defaultLocale: String, findings: [Diagnostic]) {
        self.init(
            path: spec.file.path, page: page, id: spec.id.value,
            title: spec.title?.text(for: defaultLocale, defaultLocale: defaultLocale)?.plainText,
            presentation: spec.presentation.value, tags: spec.tags.map(\.value), findings: findings)
        titleLocale = defaultLocale
        icon = spec.icon?.name.value
        var lines: [String] = []
        spec.textInventory.forEach { _, text in
            for entry in text.entries {
                for form in entry.forms where !lines.contains(form.text.plainText) { lines.append(form.text.plainText) }
            }
        }
        texts = lines.joined(separator: "\n")
    }

    /// Whether any finding is an error: such a page shows its findings and no preview.
    public var hasErrors: Bool { errorCount > 0 }
}

/// One preview of a dialog: a combination and dialogc's layout of it.
public struct CatalogPreview: Sendable {
    public var device: Device
    public var size: DynamicTypeSize
    public var locale: String
    /// Index into the catalog's themes.
    public var theme: Int
    /// dialogc's layout. A theme that differs from an earlier one only in colours may share
    /// that theme's tree, whose `theme` then names the earlier one (`SpecLayouts`).
    public var tree: LayoutTree

    public init(device: Device, size: DynamicTypeSize, locale: String, theme: Int, tree: LayoutTree) {
        self.device = device
        self.size = size
        self.locale = locale
        self.theme = theme
        self.tree = tree
    }
}

/// A font file the layout engine read, copied into the site for `@font-face`.
public struct CatalogFont: Sendable, Hashable {
    /// The family as the config and the typography tokens name it (`system`).
    public var family: String
    /// The weight the file is for; nil for a file that serves the whole family.
    public var weight: Int?
    /// The file's name in the site (`CatalogNames.font`).
    public var fileName: String
    public var bytes: [UInt8]

    public init(family: String, weight: Int?, fileName: String, bytes: [UInt8]) {
        self.family = family
        self.weight = weight
        self.fileName = fileName
        self.bytes = bytes
    }
}

/// One of the team's own icons (`catalog.icons`), copied into the site and drawn with
/// `<img>` where a spec names it.
public struct CatalogIcon: Sendable, Hashable {
    /// The symbol or asset name the specs write.
    public var name: String
    /// The file's name in the site: `icon-<16 hex digits of its content's SHA-256>.svg`, so
    /// an edited icon gets a new name and no browser shows a cached old one.
    public var fileName: String
    public var bytes: [UInt8]

    public init(name: String, fileName: String, bytes: [UInt8]) {
        self.name = name
        self.fileName = fileName
        self.bytes = bytes
    }
}

/// File names in the catalog. All plain names in one folder; a page's name comes from its
/// spec's path (not its id, which two specs with errors may share): readable letters of the
/// path and a hash of all of it, so two paths never share a page.
public enum CatalogNames {
    public static let index = "index.html"
    public static let rules = "rules.html"
    public static let styleSheet = "catalog.css"
    public static let fontSheet = "fonts.css"
    public static let script = "catalog.js"
    /// Every preview's verdict from `dialogc catalog --verify`, for tools.
    public static let checks = "checks.json"
    /// The previews `--verify` found tied at Chromium's font sizes, for the pages' badges.
    public static let checksScript = "checks.js"

    /// A preview's anchor on its page, `<device>/<size>/<locale>/<theme>`
    /// (`iphone-se/large/ko/light`): made of the combination's names, so it stays the same
    /// when the matrix around it changes (more locales, another device).
    public static func anchor(device: String, size: String, locale: String, theme: String) -> String {
        [device, size, locale, theme].joined(separator: "/")
    }

    /// A preview's screenshot (`--screenshots`): `<page>--<device>-<size>-<locale>-<theme>.png`,
    /// its anchor's names as letters, digits and `-`.
    public static func screenshot(page: String, anchor: String) -> String {
        page + "--" + slug(anchor, limit: 120) + ".png"
    }

    /// `#<anchor>` for a URL, percent-encoded where a theme's name needs it.
    public static func fragment(_ anchor: String) -> String { HTMLEscape.fragment(anchor) }

    /// `dialog-<letters of the path>-<8 hex digits of its hash>`, without extension, for a
    /// spec's path relative to the config's folder when it is inside it.
    public static func page(path: String, configDirectory: String) -> String {
        let normalized = FilePath.normalize(path)
        let folder = FilePath.normalize(configDirectory)
        var relative = normalized
        if folder == "." {
            relative = normalized
        } else if normalized.hasPrefix(folder + "/") {
            relative = String(normalized.dropFirst(folder.count + 1))
        }
        return "dialog-" + slug(relative, limit: 48) + "-" + fnv1a(relative)
    }

    /// A copied font: `font-<n>-<letters of its name>.<extension>`.
    public static func font(index: Int, path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let ext = parts.count > 1 ? slug(String(parts.last!), limit: 8) : "bin"
        let stem = parts.count > 1 ? parts.dropLast().joined(separator: ".") : name
        return "font-\(index)-" + slug(stem, limit: 40) + "." + ext
    }

    /// Letters, digits and `-` of `text` (anything else one `-`), at most `limit` long.
    static func slug(_ text: String, limit: Int) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let plain = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            if plain {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
            if result.unicodeScalars.count >= limit { break }
        }
        while result.hasPrefix("-") { result.removeFirst() }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "x" : result
    }

    /// FNV-1a, 32 bits, as 8 hex digits: stable on every platform and run.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return HTMLEscape.hex(hash, width: 8).lowercased()
    }
}

/// The `lang` and `dir` of dialog text in the catalog, so a browser picks the language's
/// fonts, line breaking and hyphenation, and a screen reader its voice.
enum CatalogLanguage {
    /// `rtl` for a locale written right to left (`TextDirection`, as the layout mirrors it), else `ltr`.
    static func direction(_ locale: String) -> String {
        TextDirection(locale: locale).rawValue
    }

    /// `lang` and `dir` attributes for text in `locale`.
    static func attributes(_ locale: String) -> [(StaticString, String)] {
        [("lang", locale), ("dir", direction(locale))]
    }
}
