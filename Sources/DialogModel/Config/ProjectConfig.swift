import DialogDiagnostics

/// The project config, `dialogc.json` (docs/format/config.md), with every default applied.
///
/// Values later stages may need to point at keep their place in the file: token and font
/// paths, theme and font family names, custom devices, rule settings. Scalars with a default
/// are `Defaulted`, which says whether the user wrote them and where.
public struct ProjectConfig: Sendable {
    public static let supportedVersion = 1

    /// The directory of the config file as the user gave its path (`.` for a file given
    /// without one, or when there is no config); paths in the config are relative to it.
    public var directory: String
    public var version: Int
    /// Each theme's token files, layered in order, in the order the config names the
    /// themes. Empty: the embedded default design system with its `light` and `dark` themes.
    public var themes: [ThemeFiles]
    /// Whether the token files are layered over the embedded default design system.
    public var extendsDefault: Defaulted<Bool>
    /// Font files for text measurement, per family. Empty: embedded fallback metrics.
    public var fonts: [FontFamilyFiles]
    /// The families of `fonts` the `system` family falls back to, per script, in the order
    /// written. Empty: none.
    public var fontFallbacks: [ScriptFontFallback]
    /// The locales every text must have.
    public var locales: Defaulted<[String]>
    /// Where each written locale stands in `locales`, for notes such as "listed here".
    public var localeRanges: [String: SourceRange]
    /// The locale of plain-string texts: the written one, or the first of `locales`.
    public var defaultLocale: Defaulted<String>
    /// Generated locales every dialog is also laid out and layout-checked in (never in
    /// generated code), in the order written.
    public var pseudoLocales: [PseudoLocale]
    /// Where each pseudo-locale stands in `pseudoLocales`.
    public var pseudoLocaleRanges: [PseudoLocale: SourceRange]
    /// The devices dialogs are laid out on.
    public var devices: [Device]
    /// The Dynamic Type sizes dialogs are laid out at.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// Where text in a Korean locale may break between letters.
    public var koreanLineBreak: Defaulted<KoreanLineBreak>
    /// The severities and options the config sets; a rule absent here keeps its docs/rules.md default.
    public var rules: [RuleID: RuleSetting]
    public var swift: SwiftSettings
    /// The settings of `dialogc catalog` (`catalog`).
    public var catalog: CatalogSettings
    /// The output directory, relative to `directory`.
    public var output: Defaulted<String>
    /// Which `*.dialog.json` files in the config's folder belong to the project; nil (not
    /// written) for all of them.
    public var include: Located<[Located<Glob>]>?
    /// Which of them do not, though `include` matches them.
    public var exclude: [Located<Glob>]
    /// `extends` as this file writes it: the path of the config it builds on, relative to it.
    public var extends: Located<String>?
    /// The configs the `extends` chain read, nearest first; empty when it extends none.
    public var parents: [ConfigSource]
    /// The parent that set each value this config takes from its `extends` chain, for
    /// findings at the value and the paths in it (relative to that parent). A value set here
    /// has no entry.
    public var inherited: [InheritedValue: ConfigSource]
    /// The top-level keys the file writes (and, once merged, the files of its chain).
    public var writtenKeys: Set<String>

    public static let defaultLocales = ["en"]
    public static let defaultOutput = "Generated"

    /// The defaults of docs/format/config.md: what applies with no config file.
    public init(directory: String = ".") {
        self.directory = directory
        self.version = Self.supportedVersion
        self.themes = []
        self.extendsDefault = Defaulted(default: true)
        self.fonts = []
        self.fontFallbacks = []
        self.locales = Defaulted(default: Self.defaultLocales)
        self.localeRanges = [:]
        self.defaultLocale = Defaulted(default: Self.defaultLocales[0])
        self.pseudoLocales = []
        self.pseudoLocaleRanges = [:]
        self.devices = Device.defaults
        self.dynamicTypeSizes = DynamicTypeSize.defaults
        self.koreanLineBreak = Defaulted(default: .words)
        self.rules = [:]
        self.swift = SwiftSettings()
        self.catalog = CatalogSettings()
        self.output = Defaulted(default: Self.defaultOutput)
        self.include = nil
        self.exclude = []
        self.extends = nil
        self.parents = []
        self.inherited = [:]
        self.writtenKeys = []
    }

    /// The locales dialogs are laid out in: the written ones, then the pseudo-locales.
    public var layoutLocales: [String] { locales.value + pseudoLocales.map(\.rawValue) }

    /// Whether a spec found in a folder search belongs to the project, by its path relative
    /// to the config's folder (nil when it lies outside that folder: the globs cannot say,
    /// so it belongs).
    public func includes(relativePath: String?) -> Bool {
        guard let relativePath else { return true }
        if let include, !include.value.contains(where: { $0.value.matches(relativePath) }) { return false }
        return !exclude.contains { $0.value.matches(relativePath) }
    }

    /// A path written in the config, relative to the config file, as a path relative to
    /// where dialogc runs: `specs/dialogc.json` + `tokens/brand.tokens.json` ->
    /// `specs/tokens/brand.tokens.json`. Plain string joining, never made absolute, so
    /// diagnostics and outputs do not depend on the machine.
    public func resolve(_ path: String) -> String {
        FilePath.join(directory, path)
    }

    /// A path written in `value`, resolved against the folder of the config that set it (a
    /// parent's, when the value is inherited through `extends`).
    public func resolve(_ path: String, in value: InheritedValue) -> String {
        FilePath.join(inherited[value]?.directory ?? directory, path)
    }

    /// The file that set `value`: the parent it is inherited from, or `own` (this config's
    /// file) when this config sets it or none does.
    public func file(of value: InheritedValue, own: SourceFile?) -> SourceFile? {
        inherited[value]?.file ?? own
    }

    /// Every token file the themes name, resolved, in config order (a file two themes name
    /// appears twice).
    public var tokenFilePaths: [String] {
        themes.flatMap { theme in theme.tokenFiles.map { resolve($0.value, in: .theme(theme.name.value)) } }
    }

    /// The themes this config writes itself, not those it takes from its `extends` chain.
    public var ownThemes: [ThemeFiles] {
        themes.filter { inherited[.theme($0.name.value)] == nil }
    }

    /// Every font file the fonts name, resolved, in config order.
    public var fontFilePaths: [String] {
        fonts.flatMap { family in family.source.paths.map { resolve($0.value, in: .font(family.family.value)) } }
    }

    /// The catalog's icon folder resolved against the folder of the config that names it;
    /// nil when none is named.
    public var catalogIconFolder: String? {
        catalog.icons.map { resolve($0.value, in: .catalogIcons) }
    }

    /// The output directory resolved against the config file's directory (never inherited).
    public var outputDirectory: String { resolve(output.value) }
}

/// One theme: a name and the token files layered for it, later files overriding earlier ones.
/// A file may be a DTCG resolver (`*.resolver.json`); `modifiers` then choose its contexts.
public struct ThemeFiles: Sendable, Hashable {
    public var name: Located<String>
    public var tokenFiles: [Located<String>]
    /// The resolver contexts the theme wants (`{"theme": "dark"}`), in config order: the
    /// object form of a theme. Empty for the list form.
    public var modifiers: [ThemeModifier]
    /// Where `modifiers` is written, for findings about the whole choice; nil when absent.
    public var modifiersRange: SourceRange?

    public init(name: Located<String>, tokenFiles: [Located<String>], modifiers: [ThemeModifier] = [], modifiersRange: SourceRange? = nil) {
        self.name = name
        self.tokenFiles = tokenFiles
        self.modifiers = modifiers
        self.modifiersRange = modifiersRange
    }

    /// Whether a path names a DTCG resolver file rather than a token file.
    public static func isResolver(_ path: String) -> Bool { path.hasSuffix(".resolver.json") }
}

/// One modifier a theme sets: the modifier's name (the key) and the context chosen (the value).
public struct ThemeModifier: Sendable, Hashable {
    public var name: Located<String>
    public var context: Located<String>

    public init(name: Located<String>, context: Located<String>) {
        self.name = name
        self.context = context
    }
}

/// How text in a Korean locale (language `ko`) breaks between letters: the config's
/// `koreanLineBreak`. The exact break opportunities of each value are in docs/DECISIONS.md
/// ("Korean line breaking"), so the generated view and the HTML catalog can follow them.
public enum KoreanLineBreak: String, Sendable, Hashable, CaseIterable {
    /// Words (eojeol) stay whole: no break between two letters or numbers, as CSS
    /// `word-break: keep-all` and UIKit's `hangulWordPriority`. The default.
    case words
    /// A break between any two syllables, as CSS `word-break: normal` (plain UAX #14).
    case syllables
}

/// The `catalog` settings: what `dialogc catalog` draws with besides the specs and tokens.
public struct CatalogSettings: Sendable, Hashable {
    /// `icons`: a folder of the team's own icons, `<name>.svg` for an icon's symbol or asset
    /// name, as written (relative to the config that names it); nil draws every icon as a
    /// labelled placeholder.
    public var icons: Located<String>?

    public init(icons: Located<String>? = nil) {
        self.icons = icons
    }
}

/// The `swift` settings of generated code. (There is no module setting: the generated files
/// are compiled into whichever target holds them, and nothing in them names that module.)
public struct SwiftSettings: Sendable, Hashable {
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `public`
        case `internal`
    }

    /// Where the generated views load a spec's asset icon from.
    public enum AssetBundle: String, Sendable, Hashable, CaseIterable {
        /// The app's main bundle (`Bundle.main`): generated code compiled into the app target.
        case main
        /// The bundle of the module holding the generated code (`Bundle.module`): a package
        /// target with resources, as when the build plugin generates into it.
        case module
    }

    /// How generated dialogs get the runtime they run on.
    public enum Runtime: String, Sendable, Hashable, CaseIterable {
        /// Written into the output folder as `DialogSupport.swift`, compiled with the dialogs.
        case embedded
        /// The `DialogRuntime` library, which the generated files import; the build writes
        /// only the dialogs and their tokens (and the TCA adapter when `tca` is on).
        case library
    }

    public var accessLevel: Defaulted<AccessLevel>
    public var assetBundle: Defaulted<AssetBundle>
    /// Whether each view file has Xcode previews (`#if DEBUG`); true by default.
    public var previews: Defaulted<Bool>
    /// Whether the build writes the UIKit presenter (`DialogSupport+UIKit.swift`); true by default.
    public var uikit: Defaulted<Bool>
    /// Whether the build writes the TCA adapter (`DialogSupport+TCA.swift`); false by default.
    public var tca: Defaulted<Bool>
    /// Where the runtime comes from; `embedded` by default.
    public var runtime: Defaulted<Runtime>
    /// The app's payload types and the protocols each conforms to, as the config lists them
    /// (`payloadTypes`); nil when it lists none, and then payloads of app types are not
    /// checked (`payload-conformance`).
    public var payloadTypes: [String: Set<SwiftConformance>]?

    /// A protocol the generated code needs a payload type to conform to.
    public enum SwiftConformance: String, Sendable, Hashable, CaseIterable {
        case equatable = "Equatable"
        case sendable = "Sendable"
    }

    public init(
        accessLevel: Defaulted<AccessLevel> = Defaulted(default: .internal), assetBundle: Defaulted<AssetBundle> = Defaulted(default: .main),
        previews: Defaulted<Bool> = Defaulted(default: true), uikit: Defaulted<Bool> = Defaulted(default: true),
        tca: Defaulted<Bool> = Defaulted(default: false), runtime: Defaulted<Runtime> = Defaulted(default: .embedded),
        payloadTypes: [String: Set<SwiftConformance>]? = nil
    ) {
        self.accessLevel = accessLevel
        self.assetBundle = assetBundle
        self.previews = previews
        self.uikit = uikit
        self.tca = tca
        self.runtime = runtime
        self.payloadTypes = payloadTypes
    }
}
