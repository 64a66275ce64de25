import DialogDiagnostics
import DialogEmit
import DialogJSON
import DialogLayout
import DialogModel
import DialogRules
import DialogTokens
import FoundationEssentials

/// Which combinations the catalog draws: the config's devices, sizes, locales and the
/// design system's themes, each narrowed to the names given (`dialogc catalog --theme ...`).
/// An empty list keeps everything configured.
public struct CatalogSelection: Sendable, Hashable {
    public var themes: [String]
    public var locales: [String]
    public var devices: [String]
    public var sizes: [String]

    public init(themes: [String] = [], locales: [String] = [], devices: [String] = [], sizes: [String] = []) {
        self.themes = themes
        self.locales = locales
        self.devices = devices
        self.sizes = sizes
    }

    /// The most previews one catalog draws (100,000; tests lower it): more is a mistake in
    /// the matrix, not a catalog anyone can review.
    public var maximumPreviews = 100_000

    /// The selection as one line of the build key.
    var keyText: String {
        [themes, locales, devices, sizes].map { JSONWriter.quoted($0.joined(separator: "\n")) }.joined(separator: " ")
    }

    /// The matrix this selection picks, or the first name that is not configured.
    func matrix(config: ProjectConfig, designSystem: DesignSystem) -> Result<LayoutMatrix, Diagnostic> {
        let full = LayoutMatrix(config: config, designSystem: designSystem)
        // A named device may be a built-in one the config does not list.
        let devices = pick(devices, among: full.devices + Device.builtIns.filter { builtIn in !full.devices.contains { $0.name == builtIn.name } }, name: \.name, option: "--device")
        let sizes = pick(sizes, among: full.sizes + DynamicTypeSize.allCases.filter { !full.sizes.contains($0) }, name: \.rawValue, option: "--dynamic-type")
        // A pseudo-locale may be named though the config does not list it: it is made, not written.
        let pseudo = PseudoLocale.allCases.map(\.rawValue).filter { !full.locales.contains($0) }
        let locales = self.locales.isEmpty ? .success(full.locales) : pick(locales, among: full.locales + pseudo, name: { $0 }, option: "--locale")
        let themes = pick(themes, among: full.themes, name: \.name, option: "--theme")
        switch (devices, sizes, locales, themes) {
        case (.success(let devices), .success(let sizes), .success(let locales), .success(let themes)):
            let chosen = LayoutMatrix(
                devices: self.devices.isEmpty ? full.devices : devices, sizes: self.sizes.isEmpty ? full.sizes : sizes, locales: locales,
                themes: themes, defaultLocale: full.defaultLocale)
            return .success(chosen)
        case (.failure(let problem), _, _, _), (_, .failure(let problem), _, _), (_, _, .failure(let problem), _), (_, _, _, .failure(let problem)):
            return .failure(problem)
        }
    }

    /// The elements named, in the order given (the first of each name), or all of them.
    private func pick<Element>(_ names: [String], among elements: [Element], name: (Element) -> String, option: String) -> Result<[Element], Diagnostic> {
        guard !names.isEmpty else { return .success(elements) }
        var picked: [Element] = []
        var seen: Set<String> = []
        for wanted in names where seen.insert(wanted).inserted {
            guard let element = elements.first(where: { name($0) == wanted }) else {
                return .failure(InputDiscovery.ioError(CatalogEmitMessage.unknownName(option: option, name: wanted, known: elements.map(name)), path: nil))
            }
            picked.append(element)
        }
        return .success(picked)
    }
}

/// Where one preview of the catalog is: its page, its anchor
/// (`<device>/<size>/<locale>/<theme>`, `CatalogNames.anchor`), and the device's size in
/// points (a screenshot's size).
public struct CatalogPreviewLocation: Sendable, Hashable {
    public var page: String
    public var anchor: String
    public var width: Double
    public var height: Double
    /// The dialog's id and the combination's names, for `--verify`'s list.
    public var dialog = ""
    public var device = ""
    public var size = ""
    public var locale = ""
    public var theme = ""

    /// Its screenshot's file name in the site (`CatalogNames.screenshot`).
    public var screenshotName: String {
        CatalogNames.screenshot(page: String(page.dropLast(".html".count)), anchor: anchor)
    }
}

/// Stage "emit" for the catalog: a page per spec file, and, in the whole-run stage, the
/// index, the rules page, the style sheets, the script and the fonts.
enum CatalogStage {
    /// A spec file's page: previews when it has no errors, its findings, tokens, Swift and
    /// source. `spec` is nil when the file did not decode.
    static func page(
        source: SourceFile, spec: DialogSpec?, findings: [Diagnostic], matrix: LayoutMatrix, config: ProjectConfig, measurer: TextMeasurer,
        fontFamilies: Set<String>, contract: ContractAnswers? = nil, iconFile: String? = nil
    ) -> (entry: CatalogEntry, files: [OutputFile]) {
        let entry = entry(path: source.path, spec: spec, findings: findings, config: config, matrix: matrix)
        var previews: [CatalogPreview] = []
        if let spec, !entry.hasErrors {
            let layouts = SpecLayouts(
                spec: spec, matrix: matrix, koreanLineBreak: config.koreanLineBreak.value, measurer: measurer, contract: contract,
                pluralForms: .longest)
            let themeIndex = Dictionary(matrix.themes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
            // A theme that differs from an earlier one only in colours shares its tree (the
            // page embeds it once per distinct tree, and the check reads only geometry).
            previews = layouts.combinations.map { combination in
                CatalogPreview(
                    device: combination.device, size: combination.size, locale: combination.locale, theme: themeIndex[combination.theme] ?? 0,
                    tree: combination.tree)
            }
        }
        let input = CatalogPageEmitter.Input(
            entry: entry, findings: findings, source: source, spec: spec, previews: previews, themes: matrix.themes, config: config, fontFamilies: fontFamilies,
            iconFile: iconFile)
        return (entry, CatalogPageEmitter.files(input))
    }

    static func entry(path: String, spec: DialogSpec?, findings: [Diagnostic], config: ProjectConfig, matrix: LayoutMatrix) -> CatalogEntry {
        let page = CatalogNames.page(path: path, configDirectory: config.directory)
        let shown = shownPath(path, configDirectory: config.directory, cwd: FileManager.default.currentDirectoryPath)
        guard let spec else { return CatalogEntry(path: shown, page: page, id: nil, title: nil, presentation: nil, tags: [], findings: findings) }
        var entry = CatalogEntry(spec: spec, page: page, defaultLocale: config.defaultLocale.value, findings: findings)
        entry.path = shown
        entry.thumbnail = matrix.combinations.first.map(anchor)
        return entry
    }

    /// A spec's path as the catalog shows it: relative to the config's folder (with `..`
    /// when it lies outside), however it was typed, so no page holds this machine's folders
    /// and the same project reads the same from any working folder.
    static func shownPath(_ path: String, configDirectory: String, cwd: String) -> String {
        func parts(_ path: String) -> [Substring] {
            FilePath.normalize(path.hasPrefix("/") ? path : FilePath.join(cwd, path)).split(separator: "/")
        }
        let file = parts(path), folder = parts(configDirectory)
        let common = zip(file, folder).prefix { $0 == $1 }.count
        let relative = Array(repeating: "..", count: folder.count - common) + file[common...].map(String.init)
        return relative.isEmpty ? FilePath.lastComponent(of: path) : relative.joined(separator: "/")
    }

    /// Every preview of the pages that have them, in page and matrix order (the order in
    /// which a page numbers its previews).
    static func previewLocations(entries: [CatalogEntry], matrix: LayoutMatrix) -> [CatalogPreviewLocation] {
        entries.filter { $0.id != nil && !$0.hasErrors }.flatMap { entry in
            matrix.combinations.map { combination in
                CatalogPreviewLocation(
                    page: entry.page + ".html", anchor: Self.anchor(combination), width: combination.device.width, height: combination.device.height,
                    dialog: entry.id ?? entry.path, device: combination.device.name, size: combination.size.rawValue, locale: combination.locale,
                    theme: combination.theme.name)
            }
        }
    }

    /// A combination's preview anchor on its page.
    static func anchor(_ combination: (device: Device, size: DynamicTypeSize, locale: String, theme: Theme)) -> String {
        CatalogNames.anchor(device: combination.device.name, size: combination.size.rawValue, locale: combination.locale, theme: combination.theme.name)
    }

    /// The names of a spec file's page files.
    static func pageNames(path: String, config: ProjectConfig) -> [String] {
        let page = CatalogNames.page(path: path, configDirectory: config.directory)
        return [page + ".css", page + ".html", page + ".js"]
    }

    /// The hash of a file's findings as its page shows them: a kept page is current only if
    /// its findings are the same (a finding across specs can change without the file).
    static func findingsHash(_ findings: [Diagnostic]) -> String {
        SHA256.hex(Array(JSONWriter.render(.array(findings.map(DiagnosticCoding.encode)), style: .compact).utf8))
    }

    /// The whole-run files, from every spec file's entry; without the index and
    /// `checks.json` when `--verify` writes them once Chromium has checked the pages.
    /// The team's icons are those the pages with previews draw.
    static func site(entries: [CatalogEntry], fonts: [CatalogFont], fallbacks: [ScriptFontFallback], icons: CatalogIconFolder? = nil, checksLater: Bool) -> [OutputFile] {
        let later = Set(CatalogStage.checkedNames)
        let drawn = icons?.siteFiles(names: entries.filter { !$0.hasErrors }.compactMap(\.icon)) ?? []
        return CatalogSiteEmitter.files(entries: entries, fonts: fonts, fallbacks: fallbacks, icons: drawn, rules: RuleRegistry.catalog).filter {
            !checksLater || !later.contains($0.relativePath)
        }
    }

    /// The files that report the browser's verdicts.
    static let checkedNames = [CatalogNames.index, CatalogNames.checks, CatalogNames.checksScript]

    /// The font files the config names, read for copying into the site; those that cannot
    /// be read are left out (the font loader has reported them).
    static func fonts(config: ProjectConfig) -> [CatalogFont] {
        var fonts: [CatalogFont] = []
        for family in config.fonts {
            let files: [(Int?, String)]
            switch family.source {
            case .file(let file): files = [(nil, file.path.value)]
            case .byWeight(let weighted): files = weighted.map { ($0.weight.value, $0.file.path.value) }
            }
            for (weight, path) in files {
                guard case .success(let file) = SourceReader(maximumBytes: 64 << 20).read(config.resolve(path, in: .font(family.family.value))) else { continue }
                fonts.append(
                    CatalogFont(family: family.family.value, weight: weight, fileName: CatalogNames.font(index: fonts.count, path: path), bytes: file.bytes))
            }
        }
        return fonts
    }

    /// Where each file's findings are in the run's list: ranges of indices, in order (one
    /// range when the list is in reporting order, which keeps a file's findings together).
    static func findingRanges(_ diagnostics: [Diagnostic]) -> [String: [Range<Int>]] {
        var ranges: [String: [Range<Int>]] = [:]
        var start = 0
        for index in diagnostics.indices {
            let path = diagnostics[index].location?.path
            guard index + 1 == diagnostics.count || diagnostics[index + 1].location?.path != path else { continue }
            if let path { ranges[path, default: []].append(start..<(index + 1)) }
            start = index + 1
        }
        return ranges
    }
}

/// Wording of the catalog's own problems.
enum CatalogEmitMessage {
    static func unknownName(option: String, name: String, known: [String]) -> String {
        var names: [String] = []
        for known in known where !names.contains(known) { names.append(known) }
        var message = "no \(option.dropFirst(2)) '\(name)' to draw the catalog in; use one of: \(names.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: name, among: names) { message += " (did you mean '\(suggestion)'?)" }
        return message
    }

    static func tooManyPreviews(specs: Int, combinations: Int, maximum: Int) -> String {
        "the catalog would draw \(specs * combinations) previews (\(specs) dialogs x \(combinations) combinations), more than \(maximum); "
            + "narrow it with --theme, --locale, --device or --dynamic-type (each may be given more than once), or catalog fewer specs"
    }
}

/// The catalog's part of one build: what every spec's page is drawn with, and what a spec
/// the cache reused needs so that its page and index entry stay current.
struct CatalogRun: Sendable {
    let matrix: LayoutMatrix
    let config: ProjectConfig
    let measurer: TextMeasurer
    /// The run's findings, after the checks across specs and the severity policy (the
    /// result's own list, not a copy), and where each file's are in it.
    let diagnostics: [Diagnostic]
    let findingRanges: [String: [Range<Int>]]
    let fonts: [CatalogFont]
    let fontFamilies: Set<String>
    /// The matrix themes' answers to the layout questions, for every page of the run.
    let contract: ContractAnswers
    /// The team's icons (`catalog.icons`); nil when the config names no folder.
    let icons: CatalogIconFolder?

    init(matrix: LayoutMatrix, config: ProjectConfig, diagnostics: [Diagnostic], measurer: TextMeasurer, icons: CatalogIconFolder? = nil) {
        self.matrix = matrix
        self.icons = icons
        self.contract = ContractAnswers(designSystem: DesignSystem(themes: matrix.themes))
        self.config = config
        self.measurer = measurer
        self.diagnostics = diagnostics
        self.findingRanges = CatalogStage.findingRanges(diagnostics)
        self.fonts = CatalogStage.fonts(config: config)
        self.fontFamilies = Set(fonts.map(\.family))
    }

    /// A spec file's findings, in reporting order.
    func findings(of path: String) -> [Diagnostic] {
        (findingRanges[path] ?? []).flatMap { diagnostics[$0] }
    }

    /// The `catalog-icon` finding of a spec's icon the team's folder cannot draw, under the
    /// config's severity and the spec's `lint.disable` (a list, or a suppression with a
    /// reason). Unused suppressions are the lint's to report, so none is reported here.
    func iconFindings(_ spec: DialogSpec?, source: SourceFile, facts: CatalogFacts?) -> [Diagnostic] {
        guard let icons, let icon = spec?.icon, let finding = icons.finding(for: icon, in: source) else { return [] }
        var facts = facts
        facts?.rulesRan = false
        return SeverityPolicy(config: config, specs: facts.map { [$0] } ?? []).apply(to: [finding])
    }

    /// The site's file of the spec's icon, when the team's folder has a usable one.
    func iconFile(_ spec: DialogSpec?) -> String? {
        guard let icons, let name = spec?.icon?.name.value, case .success(let icon) = icons.icon(name) else { return nil }
        return icon.fileName
    }

    /// A spec file's page files, its index entry, the hash of the findings it shows and the
    /// catalog's own findings among them (`catalog-icon`), which the run reports besides the lint's.
    func page(_ file: CompiledSpecFile, source: SourceFile, spec: DialogSpec?) -> (
        entry: CatalogEntry, files: [OutputFile], findingsHash: String, own: [Diagnostic]
    ) {
        let own = iconFindings(spec, source: source, facts: file.facts)
        let shown = own.isEmpty ? findings(of: file.path) : (findings(of: file.path) + own).sorted(by: Diagnostic.reportingOrder)
        let page = CatalogStage.page(
            source: source, spec: spec, findings: shown, matrix: matrix, config: config, measurer: measurer, fontFamilies: fontFamilies,
            contract: contract, iconFile: iconFile(spec))
        return (page.entry, page.files, CatalogStage.findingsHash(shown), own)
    }

    /// A spec the cache reused: decoded again (parse and decode, no rules) for its index
    /// entry; its page is kept when it shows the same findings, else drawn again and staged
    /// while its other files are kept.
    func reused(_ file: CompiledSpecFile, _ cached: CachedSpec, source: SourceFile, in session: GeneratedFolderSession) -> BuildPipeline.SpecOutputs {
        let spec = LintPipeline.decode(source)
        let own = iconFindings(spec, source: source, facts: file.facts)
        let shown = own.isEmpty ? findings(of: file.path) : (findings(of: file.path) + own).sorted(by: Diagnostic.reportingOrder)
        let hash = CatalogStage.findingsHash(shown)
        if cached.catalogFindings == hash {
            var outputs = BuildPipeline.SpecOutputs(kept: cached.outputs, stamps: file.reusedStamps)
            outputs.catalog = (CatalogStage.entry(path: file.path, spec: spec, findings: shown, config: config, matrix: matrix), hash)
            outputs.catalogFindings = own
            return outputs
        }
        let page = self.page(file, source: source, spec: spec)
        let names = Set(page.files.map(\.relativePath))
        var outputs = BuildPipeline.SpecOutputs(staging: page.files, in: session)
        outputs.kept = cached.outputs.filter { !names.contains($0.name) }
        outputs.stamps = file.reusedStamps.filter { !names.contains($0.key) }
        outputs.catalog = (page.entry, page.findingsHash)
        outputs.catalogFindings = page.own
        return outputs
    }
}
