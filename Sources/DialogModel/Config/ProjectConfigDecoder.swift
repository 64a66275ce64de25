import DialogDiagnostics
import DialogJSON

/// Decodes `dialogc.json` (docs/format/config.md), reporting every input-rule problem of the
/// file at its exact place, all in one run.
public enum ProjectConfigDecoder {
    /// The keys of the config's top level.
    public static let keys = [
        "version", "extends", "themes", "extendsDefault", "fonts", "fontFallbacks", "locales", "defaultLocale", "pseudoLocales", "devices",
        "dynamicType", "koreanLineBreak", "rules", "swift", "catalog", "output", "include", "exclude",
    ]

    /// The config, best effort: values with problems are reported and replaced by their
    /// defaults. Nil only when the file is not a JSON object at all. Callers decide whether
    /// a config with errors is used (the compiler does not).
    /// `rules`: the catalogue the `rules` entries and their options are checked against
    /// (`RuleRegistry.catalog`).
    public static func decode(_ value: JSONValue, context: DecodingContext, rules: RuleCatalog) -> ProjectConfig? {
        guard let reader = ObjectReader(value, at: .root, what: "the config", keys: keys, context: context) else {
            return nil
        }
        return ConfigReader(object: reader, context: context, catalog: rules).read()
    }
}

/// Reads one config object; each section of the file has its own method, in
/// `ProjectConfigDecoder+*.swift`.
struct ConfigReader {
    let object: ObjectReader
    let context: DecodingContext
    let catalog: RuleCatalog

    func read() -> ProjectConfig {
        var config = ProjectConfig(directory: FilePath.directory(of: context.file.path))
        readVersion()
        config.extends = readExtends()
        config.writtenKeys = Set(object.value.objectMembers?.map(\.key).filter { ProjectConfigDecoder.keys.contains($0) } ?? [])
        config.themes = readThemes()
        config.extendsDefault = Defaulted(object.bool("extendsDefault"), default: true)
        config.fonts = readFonts()
        config.fontFallbacks = readFontFallbacks()
        let findingsBeforeLocales = context.diagnostics.count
        let written = readLocales()
        config.locales = Defaulted(written?.map { codes in codes.map(\.value) }, default: ProjectConfig.defaultLocales)
        config.localeRanges = Dictionary(uniqueKeysWithValues: (written?.value ?? []).map { ($0.value, $0.range) })
        // A default locale missing from a list that already has errors is no news; nor from the
        // default list, when a parent config may set the locales (checked once merged).
        // (Errors only: a language CLDR lacks is a warning, and the list stands.)
        let localesHaveProblems = context.diagnostics[findingsBeforeLocales...].contains { $0.severity == .error }
        let localesMayBeInherited = config.extends != nil && written == nil
        config.defaultLocale = readDefaultLocale(among: config.locales.value, checkMembership: !localesHaveProblems && !localesMayBeInherited)
        let pseudoLocales = readPseudoLocales(besides: config.locales.value)
        config.pseudoLocales = pseudoLocales.map(\.value)
        config.pseudoLocaleRanges = Dictionary(uniqueKeysWithValues: pseudoLocales.map { ($0.value, $0.range) })
        if let devices = readDevices() { config.devices = devices }
        if let sizes = readDynamicTypeSizes() { config.dynamicTypeSizes = sizes }
        let koreanLineBreak = object.enumeration("koreanLineBreak", ["words": KoreanLineBreak.words, "syllables": .syllables])
        config.koreanLineBreak = Defaulted(koreanLineBreak, default: .words)
        config.rules = readRules()
        config.swift = readSwift()
        config.catalog = readCatalog()
        let output = readPath(object["output"], at: object.pointer("output"), what: "'output'")
        config.output = Defaulted(output, default: ProjectConfig.defaultOutput)
        if let include = object["include"], let globs = readGlobs(include, key: "include") {
            config.include = Located(globs, range: include.range, pointer: object.pointer("include"))
        }
        config.exclude = object["exclude"].flatMap { readGlobs($0, key: "exclude") } ?? []
        return config
    }

    /// `include` or `exclude`: an array of path patterns, each checked on its own.
    private func readGlobs(_ value: JSONValue, key: String) -> [Located<Glob>]? {
        let what = "'\(key)'"
        guard let elements = context.array(value, what: what) else { return nil }
        return elements.enumerated().compactMap { index, element in
            let pointer = object.pointer(key).appending(index)
            guard let pattern = context.string(element, at: pointer, what: "an '\(key)' pattern") else { return nil }
            switch Glob.parse(pattern.value) {
            case .success(let glob): return Located(glob, range: pattern.range, pointer: pointer)
            case .failure(let problem):
                context.report(.invalidValue, problem.message(what: "the '\(key)' pattern", pattern: pattern.value), at: pattern.range)
                return nil
            }
        }
    }

    /// `extends`: one path, relative to this file, of the config this one builds on.
    private func readExtends() -> Located<String>? {
        guard let value = object["extends"] else { return nil }
        if case .array = value.kind {
            context.report(.typeMismatch, ConfigMessage.extendsList, at: value.range)
            return nil
        }
        guard let path = readPath(value, at: object.pointer("extends"), what: "'extends'") else { return nil }
        guard !path.value.hasPrefix("/") else {
            context.report(.invalidValue, ConfigMessage.extendsAbsolute(path.value), at: path.range)
            return nil
        }
        return path
    }

    private func readVersion() {
        guard let value = object["version"], let number = context.number(value, at: object.pointer("version"), what: "'version'") else {
            return
        }
        if number.value != Double(ProjectConfig.supportedVersion) {
            context.report(.invalidValue, ConfigMessage.unsupportedVersion(value), at: value.range)
        }
    }

    // MARK: Locales

    /// The written locales, each with its place; duplicates and invalid codes left out.
    private func readLocales() -> Located<[Located<String>]>? {
        guard let value = object["locales"], let elements = context.array(value, what: "'locales'") else { return nil }
        guard !elements.isEmpty else {
            context.report(.invalidValue, ConfigMessage.noLocales, at: value.range)
            return nil
        }
        var codes: [Located<String>] = []
        for (index, element) in elements.enumerated() {
            guard let code = readLocaleCode(element, at: object.pointer("locales").appending(index), what: "a 'locales' entry") else { continue }
            if let first = codes.first(where: { $0.value == code.value }) {
                let message = ConfigMessage.listedTwice(code.value, in: "'locales'")
                reportRepeated(.invalidValue, message, at: code.range, first: first.range, name: code.value)
                continue
            }
            if let first = codes.first(where: { LocaleCode.sameLocale($0.value, code.value) }) {
                let notes = [
                    context.note(LocaleCodeMessage.firstWritten(first.value), at: first.range),
                    Diagnostic.Note(DecodeMessage.didYouMean(LocaleCode.canonicalCase(first.value))),
                ]
                let message = LocaleCodeMessage.differsOnlyInCase(code.value, first: first.value, in: "the texts of one of the two")
                context.report(.invalidValue, message, at: code.range, notes: notes)
                continue
            }
            if !LocaleCode.hasKnownLanguage(code.value) {
                // Kept: a language CLDR lacks is still a language; texts in it are checked.
                let notes = LocaleCode.closestKnown(to: code.value).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
                context.report(.unknownLanguage, LocaleCodeMessage.unknownLanguage(code.value), at: code.range, notes: notes)
            }
            codes.append(code)
        }
        guard !codes.isEmpty else { return nil }
        return Located(codes, range: value.range, pointer: object.pointer("locales"))
    }

    private func readDefaultLocale(among locales: [String], checkMembership: Bool) -> Defaulted<String> {
        let fallback = locales.first ?? ProjectConfig.defaultLocales[0]
        guard let value = object["defaultLocale"],
            let code = readLocaleCode(value, at: object.pointer("defaultLocale"), what: "'defaultLocale'")
        else { return Defaulted(default: fallback) }
        guard locales.contains(code.value) || !checkMembership else {
            let notes = didYouMean(code.value, among: locales)
            context.report(.invalidValue, ConfigMessage.defaultLocaleNotListed(code.value, locales: locales), at: code.range, notes: notes)
            return Defaulted(default: fallback)
        }
        return Defaulted(code, default: fallback)
    }

    /// `pseudoLocales`: each a pseudo-locale dialogc generates, once, and not a written locale.
    private func readPseudoLocales(besides locales: [String]) -> [Located<PseudoLocale>] {
        guard let value = object["pseudoLocales"], let elements = context.array(value, what: "'pseudoLocales'") else { return [] }
        var found: [Located<PseudoLocale>] = []
        for (index, element) in elements.enumerated() {
            let pointer = object.pointer("pseudoLocales").appending(index)
            guard let code = context.string(element, at: pointer, what: "a 'pseudoLocales' entry") else { continue }
            guard let pseudo = PseudoLocale(identifier: code.value) else {
                context.report(.invalidValue, ConfigMessage.unknownPseudoLocale(code.value), at: code.range)
                continue
            }
            if locales.contains(where: { PseudoLocale(identifier: $0) == pseudo }) {
                context.report(.invalidValue, ConfigMessage.pseudoLocaleWritten(code.value), at: code.range)
                continue
            }
            if let first = found.first(where: { $0.value == pseudo }) {
                reportRepeated(.invalidValue, ConfigMessage.listedTwice(code.value, in: "'pseudoLocales'"), at: code.range, first: first.range, name: code.value)
                continue
            }
            found.append(Located(pseudo, range: code.range, pointer: pointer))
        }
        return found
    }

    /// A string matching the locale code pattern, or an `invalid-value` error there.
    private func readLocaleCode(_ value: JSONValue, at pointer: JSONPointer, what: String) -> Located<String>? {
        guard let code = context.string(value, at: pointer, what: what) else { return nil }
        guard LocaleCode.isValid(code.value) else {
            LocaleCode.reportInvalid(code.value, at: code.range, in: context)
            return nil
        }
        return code
    }

    // MARK: Swift and paths

    private func readSwift() -> SwiftSettings {
        guard let swift = object.object("swift", what: "'swift'", keys: ["accessLevel", "assetBundle", "previews", "uikit", "tca", "runtime", "payloadTypes"]) else { return SwiftSettings() }
        let accessLevel = swift.enumeration("accessLevel", ["public": SwiftSettings.AccessLevel.public, "internal": .internal])
        let assetBundle = swift.enumeration("assetBundle", ["main": SwiftSettings.AssetBundle.main, "module": .module])
        let runtime = swift.enumeration("runtime", ["embedded": SwiftSettings.Runtime.embedded, "library": .library])
        return SwiftSettings(
            accessLevel: Defaulted(accessLevel, default: .internal), assetBundle: Defaulted(assetBundle, default: .main),
            previews: Defaulted(swift.bool("previews"), default: true), uikit: Defaulted(swift.bool("uikit"), default: true),
            tca: Defaulted(swift.bool("tca"), default: false), runtime: Defaulted(runtime, default: .embedded),
            payloadTypes: readPayloadTypes(swift))
    }

    /// `catalog`: `{"icons": "design/icons"}`.
    private func readCatalog() -> CatalogSettings {
        guard let catalog = object.object("catalog", what: "'catalog'", keys: ["icons"]) else { return CatalogSettings() }
        return CatalogSettings(icons: readPath(catalog["icons"], at: catalog.pointer("icons"), what: "'catalog.icons'"))
    }

    /// `swift.payloadTypes`: `{"LiveMessage": ["Equatable", "Sendable"]}`.
    private func readPayloadTypes(_ swift: ObjectReader) -> [String: Set<SwiftSettings.SwiftConformance>]? {
        guard let value = swift["payloadTypes"] else { return nil }
        guard let members = value.objectMembers else {
            context.reportTypeMismatch(value, expected: "an object", what: "'payloadTypes'")
            return nil
        }
        let allowed: KeyValuePairs<String, SwiftSettings.SwiftConformance> = ["Equatable": .equatable, "Sendable": .sendable]
        var types: [String: Set<SwiftSettings.SwiftConformance>] = [:]
        for member in members where !ObjectReader.ignoredKeys.contains(member.key) {
            let pointer = swift.pointer("payloadTypes").appending(member.key)
            guard let elements = context.array(member.value, what: "'payloadTypes.\(member.key)'") else { continue }
            types[member.key] = Set(elements.enumerated().compactMap { index, element in
                context.enumeration(element, at: pointer.appending(index), what: "a conformance of '\(member.key)'", allowed: allowed)?.value
            })
        }
        return types
    }

    /// A non-empty path string, as written.
    func readPath(_ value: JSONValue?, at pointer: JSONPointer, what: String) -> Located<String>? {
        guard let value, let path = context.string(value, at: pointer, what: what) else { return nil }
        guard !path.value.isEmpty else {
            context.report(.invalidValue, ConfigMessage.emptyPath(what: what), at: path.range)
            return nil
        }
        return path
    }

    /// A did-you-mean note when `word` looks like a typo of one of `candidates`.
    func didYouMean(_ word: String, among candidates: [String]) -> [Diagnostic.Note] {
        Suggestion.closest(to: word, among: candidates).map { [Diagnostic.Note(DecodeMessage.didYouMean($0))] } ?? []
    }

    /// A second mention of something that may appear once, with a note at the first.
    func reportRepeated(_ rule: RuleID, _ message: String, at range: SourceRange, first: SourceRange, name: String) {
        context.report(rule, message, at: range, notes: [context.note(ConfigMessage.firstListed(name), at: first)])
    }

    /// The string `value` if it is one of `names`, else an `invalid-value` error with a
    /// did-you-mean note. For enumerations built at run time, which `KeyValuePairs` cannot hold.
    func oneOf(_ value: JSONValue, at pointer: JSONPointer, what: String, names: [String]) -> Located<String>? {
        guard let string = context.string(value, at: pointer, what: what) else { return nil }
        guard names.contains(string.value) else {
            let notes = didYouMean(string.value, among: names)
            context.report(.invalidValue, DecodeMessage.notOneOf(what: what, value: string.value, allowed: names), at: string.range, notes: notes)
            return nil
        }
        return string
    }
}

/// The wording of config problems; each `ProjectConfigDecoder+*.swift` file adds its own.
enum ConfigMessage {
    static func unsupportedVersion(_ value: JSONValue) -> String {
        let written = value.numberValue.map { $0.integer.map(String.init) ?? String($0.double) } ?? "?"
        return "config version \(written) is not supported; this dialogc reads version \(ProjectConfig.supportedVersion): write \"version\": 1"
    }

    static let extendsList =
        "'extends' is a list; a config extends one other config: write its path as a string, and let that config extend the next one to chain them"

    static func extendsAbsolute(_ path: String) -> String {
        "'extends' is the absolute path '\(path)', which holds only on this machine; write the path relative to this config, such as '../design-system/dialogc.json'"
    }

    static let noLocales = "'locales' is empty; list at least one locale code, such as [\"en\"]"

    static func listedTwice(_ item: String, in what: String) -> String {
        "'\(item)' is listed twice in \(what); remove one"
    }

    static func firstListed(_ item: String) -> String { "'\(item)' first listed here" }

    static func unknownPseudoLocale(_ code: String) -> String {
        let known = PseudoLocale.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        return "'\(code)' is not a pseudo-locale dialogc generates; use one of \(known), or list a real locale in 'locales'"
    }

    static func pseudoLocaleWritten(_ code: String) -> String {
        "'\(code)' is listed in 'locales' too, so its texts are written, not generated; remove it from one of the two lists"
    }

    static func defaultLocaleNotListed(_ code: String, locales: [String]) -> String {
        let listed = locales.map { "'\($0)'" }.joined(separator: ", ")
        return "'defaultLocale' '\(code)' is not one of 'locales' (\(listed)); add it to 'locales' or pick one of them"
    }

    static func emptyPath(what: String) -> String {
        "\(what) is an empty path; write a path relative to the config file"
    }
}
