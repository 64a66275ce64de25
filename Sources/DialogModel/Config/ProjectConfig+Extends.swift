import DialogDiagnostics

/// A config file of an `extends` chain: its source, for findings at the values it sets, and
/// its folder, which the paths it writes are relative to.
public struct ConfigSource: Sendable {
    public let file: SourceFile

    public init(file: SourceFile) {
        self.file = file
    }

    /// The folder of the file as its path was given (relative paths stay relative).
    public var directory: String { FilePath.directory(of: file.path) }
}

/// A value of the config that a parent config (`extends`) can set and that a later stage
/// points at or reads paths from.
public enum InheritedValue: Sendable, Hashable {
    /// A theme, by name: its token files.
    case theme(String)
    /// A font family, by name: its font files.
    case font(String)
    /// A script's entry of `fontFallbacks`, by the script's name as written.
    case fontFallback(String)
    case locales
    case defaultLocale
    case pseudoLocales
    /// `catalog.icons`: the icon folder.
    case catalogIcons
}

extension ProjectConfig {
    /// The keys that describe the config's own folder (which specs belong to its project and
    /// where its generated code goes), so a config that extends it never takes them.
    static let ownFolderKeys: Set<String> = ["include", "exclude", "output"]

    /// This config, decoded from `file`, over `parent`: the config its `extends` names,
    /// already merged with its own chain and decoded from `parentFile`. As
    /// docs/format/config.md says, the nearer config wins: a key this config writes replaces
    /// the parent's, except that `themes` and `fonts` merge per name (a theme or family is
    /// one value), `fontFallbacks` per script, `rules` per rule, a rule's options per option, `swift` and `catalog` per setting;
    /// `include`, `exclude` and `output` are never inherited. Returns too the findings of
    /// values that no longer agree once merged (a `defaultLocale` that the other file's
    /// `locales` leave out), at the value this config writes.
    public func extending(_ parent: ProjectConfig, parentFile: SourceFile, file: SourceFile) -> (config: ProjectConfig, diagnostics: [Diagnostic]) {
        var merged = self
        let parentSource = ConfigSource(file: parentFile)
        func inherit(_ value: InheritedValue) { merged.inherited[value] = parent.inherited[value] ?? parentSource }
        let writes = { (key: String) in writtenKeys.contains(key) }
        merged.parents = [parentSource] + parent.parents
        merged.writtenKeys = writtenKeys.union(parent.writtenKeys.subtracting(Self.ownFolderKeys))

        merged.themes = Self.mergedByName(parent.themes, themes, name: \.name.value) { inherit(.theme($0)) }
        if !extendsDefault.isWritten { merged.extendsDefault = parent.extendsDefault }
        merged.fonts = Self.mergedByName(parent.fonts, fonts, name: \.family.value) { inherit(.font($0)) }
        merged.fontFallbacks = Self.mergedByName(parent.fontFallbacks, fontFallbacks, name: \.script.value) { inherit(.fontFallback($0)) }
        if !writes("locales") {
            merged.locales = parent.locales
            merged.localeRanges = parent.localeRanges
            if parent.locales.isWritten { inherit(.locales) }
        }
        if !defaultLocale.isWritten {
            if parent.defaultLocale.isWritten {
                merged.defaultLocale = parent.defaultLocale
                inherit(.defaultLocale)
            } else {
                merged.defaultLocale = Defaulted(default: merged.locales.value.first ?? Self.defaultLocales[0])
            }
        }
        if !writes("pseudoLocales") {
            merged.pseudoLocales = parent.pseudoLocales
            merged.pseudoLocaleRanges = parent.pseudoLocaleRanges
            if parent.writtenKeys.contains("pseudoLocales") { inherit(.pseudoLocales) }
        }
        if !writes("devices") { merged.devices = parent.devices }
        if !writes("dynamicType") { merged.dynamicTypeSizes = parent.dynamicTypeSizes }
        if !koreanLineBreak.isWritten { merged.koreanLineBreak = parent.koreanLineBreak }
        merged.rules = Self.mergedRules(parent.rules, rules)
        merged.swift = swift.over(parent.swift)
        if catalog.icons == nil, let icons = parent.catalog.icons {
            merged.catalog.icons = icons
            inherit(.catalogIcons)
        }
        let conflicts = merged.themeNameClashes(nearer: self, file: file) + merged.localeConflicts(nearer: self, file: file)
            + merged.pseudoLocaleConflicts(nearer: self, file: file)
        return (merged, conflicts)
    }

    /// A theme this config writes whose Swift name is that of a theme it inherits under
    /// another name (`high-contrast` and `highContrast`): the generated colours could not
    /// tell them apart. At the nearer theme's name, with a note at the parent's.
    private func themeNameClashes(nearer: ProjectConfig, file: SourceFile) -> [Diagnostic] {
        let written = Set(nearer.themes.map(\.name.value))
        var diagnostics: [Diagnostic] = []
        for theme in nearer.themes {
            guard let swiftName = TokenSwiftNames.theme(theme.name.value) else { continue }
            for other in themes where !written.contains(other.name.value) && TokenSwiftNames.theme(other.name.value) == swiftName {
                guard let source = inherited[.theme(other.name.value)] else { continue }
                let note = Diagnostic.Note(ConfigMessage.otherTheme(other.name.value), at: source.file.location(of: other.name.range))
                diagnostics.append(
                    Diagnostic(.invalidIdentifier, ConfigMessage.themeNamesCollide(theme.name.value, other.name.value, swiftName: swiftName), in: file, at: theme.name.range, notes: [note]))
            }
        }
        return diagnostics
    }

    /// The parent's entries with the nearer ones in place of those of the same name, then the
    /// nearer's new ones; `inherited` is called with each name kept from the parent.
    private static func mergedByName<Entry>(_ parent: [Entry], _ nearer: [Entry], name: (Entry) -> String, inherited: (String) -> Void) -> [Entry] {
        var merged = parent
        for entry in nearer {
            if let index = merged.firstIndex(where: { name($0) == name(entry) }) {
                merged[index] = entry
            } else {
                merged.append(entry)
            }
        }
        let nearerNames = Set(nearer.map(name))
        for entry in parent where !nearerNames.contains(name(entry)) { inherited(name(entry)) }
        return merged
    }

    /// Per rule: the nearer severity when it writes one, and the options of both, the nearer
    /// ones winning option by option.
    private static func mergedRules(_ parent: [RuleID: RuleSetting], _ nearer: [RuleID: RuleSetting]) -> [RuleID: RuleSetting] {
        var merged = parent
        for (rule, setting) in nearer {
            guard let base = parent[rule] else {
                merged[rule] = setting
                continue
            }
            var combined = setting
            if !setting.severityIsWritten {
                combined.severity = base.severity
                combined.severityIsWritten = base.severityIsWritten
            }
            combined.options = base.options.merging(setting.options) { _, nearer in nearer }
            merged[rule] = combined
        }
        return merged
    }

    /// A written `defaultLocale` that the `locales` of another file of the chain leave out.
    /// Reported only when one of the two is `nearer`'s (a conflict within one file is the
    /// decoder's, and one between two parents was reported when they were merged), at that one.
    private func localeConflicts(nearer: ProjectConfig, file: SourceFile) -> [Diagnostic] {
        guard let code = defaultLocale.written, !locales.value.contains(code.value) else { return [] }
        let setsDefault = nearer.defaultLocale.isWritten
        let setsLocales = nearer.writtenKeys.contains("locales")
        guard setsDefault != setsLocales else { return [] }
        if setsDefault {
            let notes = inherited[.locales].map { source in
                [Diagnostic.Note(ConfigMergeMessage.localesSetThere(source.file.path), at: source.file.location(of: locales.written?.range ?? .at(0)))]
            } ?? []
            return [Diagnostic(.invalidValue, ConfigMergeMessage.defaultLocaleNotListed(code.value, locales: locales.value, setBy: inherited[.locales]?.file.path), in: file, at: code.range, notes: notes)]
        }
        guard let parent = inherited[.defaultLocale], let localesRange = locales.written?.range else { return [] }
        let note = Diagnostic.Note(ConfigMergeMessage.defaultLocaleSetThere(parent.file.path), at: parent.file.location(of: code.range))
        return [Diagnostic(.invalidValue, ConfigMergeMessage.localesLeaveOutDefault(code.value, setBy: parent.file.path), in: file, at: localesRange, notes: [note])]
    }
}

extension ProjectConfig {
    /// A pseudo-locale one file of the chain generates that another lists in `locales` (whose
    /// texts are then written): at the value `nearer` writes, as `localeConflicts`.
    fileprivate func pseudoLocaleConflicts(nearer: ProjectConfig, file: SourceFile) -> [Diagnostic] {
        let setsLocales = nearer.writtenKeys.contains("locales")
        guard setsLocales != nearer.writtenKeys.contains("pseudoLocales") else { return [] }
        return pseudoLocales.compactMap { pseudo in
            guard let code = locales.value.first(where: { PseudoLocale(identifier: $0) == pseudo }) else { return nil }
            if setsLocales {
                guard let range = localeRanges[code], let parent = inherited[.pseudoLocales] else { return nil }
                return Diagnostic(.invalidValue, ConfigMergeMessage.listedButGenerated(code, by: parent.file.path), in: file, at: range)
            }
            guard let range = pseudoLocaleRanges[pseudo], let parent = inherited[.locales] else { return nil }
            return Diagnostic(.invalidValue, ConfigMergeMessage.generatedButListed(code, by: parent.file.path), in: file, at: range)
        }
    }
}

extension SwiftSettings {
    /// These settings over a parent config's: each setting this config writes wins; the
    /// payload types of both, the nearer list of a type winning.
    func over(_ parent: SwiftSettings) -> SwiftSettings {
        func pick<Value>(_ nearer: Defaulted<Value>, _ parent: Defaulted<Value>) -> Defaulted<Value> { nearer.isWritten ? nearer : parent }
        let payloadTypes: [String: Set<SwiftConformance>]? =
            switch (payloadTypes, parent.payloadTypes) {
            case (nil, nil): nil
            case (let nearer, let parent): (parent ?? [:]).merging(nearer ?? [:]) { _, nearer in nearer }
            }
        return SwiftSettings(
            accessLevel: pick(accessLevel, parent.accessLevel), assetBundle: pick(assetBundle, parent.assetBundle),
            previews: pick(previews, parent.previews), uikit: pick(uikit, parent.uikit), tca: pick(tca, parent.tca),
            runtime: pick(runtime, parent.runtime), payloadTypes: payloadTypes)
    }
}

/// The wording of the findings of values that disagree across an `extends` chain.
enum ConfigMergeMessage {
    static func defaultLocaleNotListed(_ code: String, locales: [String], setBy parent: String?) -> String {
        let listed = locales.map { "'\($0)'" }.joined(separator: ", ")
        let whose = parent.map { ", which '\($0)' sets" } ?? ", the default"
        return "'defaultLocale' '\(code)' is not one of 'locales' (\(listed)\(whose)); write 'locales' here with '\(code)' in it, or pick one of them"
    }

    static func localesLeaveOutDefault(_ code: String, setBy parent: String) -> String {
        "'locales' leaves out '\(code)', the 'defaultLocale' that '\(parent)' sets; add '\(code)' to 'locales', or write a 'defaultLocale' from this list here"
    }

    static func listedButGenerated(_ code: String, by parent: String) -> String {
        "'\(code)' is listed in 'locales', so its texts are written, but '\(parent)' generates it ('pseudoLocales'); remove it from 'locales', or write 'pseudoLocales' here without it"
    }

    static func generatedButListed(_ code: String, by parent: String) -> String {
        "'\(code)' is listed in the 'locales' that '\(parent)' sets, so its texts are written, not generated; remove it here, or write 'locales' here without it"
    }

    static func localesSetThere(_ parent: String) -> String { "'locales' set here, in '\(parent)'" }

    static func defaultLocaleSetThere(_ parent: String) -> String { "'defaultLocale' set here, in '\(parent)'" }
}
