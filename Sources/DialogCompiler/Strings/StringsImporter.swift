import DialogDiagnostics
import DialogEmit
import DialogJSON
import DialogModel

/// What `dialogc strings import` is asked to do.
public struct StringsImportRequest: Sendable {
    /// The `.xcstrings` or XLIFF file.
    public var translationFile: String
    public var inputs: [String]
    public var configPath: String?
    /// Check and report, write nothing.
    public var dryRun: Bool
    /// Add a locale the file translates into and `dialogc.json` does not list to the
    /// config's `locales` (by a byte-range edit), and import its translations.
    public var addsLocales: Bool
    /// The largest translation file read; a larger one is an `io` error.
    public var maximumBytes: Int
    /// What to do when another run is rewriting the project's specs (`FolderLock.acquireProject`).
    public var contention: FolderLock.Contention

    public init(
        translationFile: String, inputs: [String] = [], configPath: String? = nil, dryRun: Bool = false, addsLocales: Bool = false,
        maximumBytes: Int = StringsImporter.maximumBytes, contention: FolderLock.Contention = .wait(notice: {})
    ) {
        self.translationFile = translationFile
        self.inputs = inputs
        self.configPath = configPath
        self.dryRun = dryRun
        self.addsLocales = addsLocales
        self.maximumBytes = maximumBytes
        self.contention = contention
    }
}

/// What an import did, or would do.
public struct StringsImportSummary: Sendable, Hashable {
    public var added = 0
    public var changed = 0
    public var unchanged = 0
    /// Translations not applied, counted by reason ("stale source", "state 'new'", …).
    public var skipped: [String: Int] = [:]
    /// The spec files written (or, with `--dry-run`, that would be), sorted.
    public var files: [String] = []
    /// Locales added to the config's `locales` (`--add-locales`), in the file's order.
    public var addedLocales: [String] = []

    public var skippedCount: Int { skipped.values.reduce(0, +) }
}

public struct StringsImportResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var summary: StringsImportSummary
    /// Whether spec files were written (false with `--dry-run` or any error).
    public var wrote: Bool
    /// A usage, config or I/O problem (exit status 2).
    public var hasEnvironmentProblem: Bool
    /// After a failed write: the files written before it that could not be put back.
    public var leftWritten: [String] = []
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// `dialogc strings import`: read the translation file, match each translation to its spec
/// text by key, skip what is stale, untranslated or in an unknown locale, convert the rest
/// to spec markup, edit each spec's bytes in place (only the string literals concerned
/// change), check every edited spec as `dialogc lint` would, and write all of them only when
/// no check failed.
public struct StringsImporter: Sendable {
    /// Translation files may be large (every unit of a project times every locale).
    public static let maximumBytes = 256 << 20

    public init() {}

    public func run(_ request: StringsImportRequest) -> StringsImportResult {
        var summary = StringsImportSummary()
        func stop(_ diagnostics: [Diagnostic], environment: Bool) -> StringsImportResult {
            StringsImportResult(
                diagnostics: diagnostics.sorted(by: Diagnostic.reportingOrder), summary: summary, wrote: false, hasEnvironmentProblem: environment)
        }
        // Held from before the specs are read until they are written, so that a second run
        // reads what this one wrote rather than the same old bytes.
        var lock: FolderLock?
        defer { lock?.release() }
        if !request.dryRun {
            switch FolderLock.acquireProject(configPath: request.configPath, inputs: request.inputs, contention: request.contention) {
            case .failure(let problem): return stop([problem], environment: true)
            case .success(let acquired): lock = acquired
            }
        }
        let fileSource: SourceFile
        switch SourceReader(maximumBytes: request.maximumBytes).read(request.translationFile) {
        case .failure(let diagnostic): return stop([diagnostic], environment: true)
        case .success(let file): fileSource = file
        }
        let read = TranslationFileReader.read(fileSource)
        guard let translationFile = read.file else { return stop(read.diagnostics, environment: false) }

        let project: StringsProject
        switch StringsProject.load(inputs: request.inputs, configPath: request.configPath) {
        case .stopped(let diagnostics, let environment): return stop(diagnostics, environment: environment)
        case .loaded(let loaded): project = loaded
        }
        var config = project.config
        let defaultLocale = config.defaultLocale.value
        var diagnostics = read.diagnostics
        func report(_ rule: RuleID, _ message: String, at range: SourceRange, severity: Severity? = nil) {
            diagnostics.append(Diagnostic(rule, message, in: fileSource, at: range, severity: severity))
        }
        if translationFile.sourceLanguage != defaultLocale {
            report(.translationFile, ImportMessage.sourceLanguage(translationFile.sourceLanguage, defaultLocale: defaultLocale), at: translationFile.sourceLanguageRange)
            return stop(diagnostics, environment: false)
        }
        let (units, owners, keyProblems) = project.units(measured: false)
        diagnostics += keyProblems
        let unitsByKey = Dictionary(units.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let textsByKey = Dictionary(
            project.specs.flatMap { spec in spec.textInventory.all.map { (spec.id.value + "." + $0.key.path, $0.text) } },
            uniquingKeysWith: { first, _ in first })

        // A String Catalog may hold Xcode's own keys beside dialogc's: a key no spec has that
        // Xcode extracted from code (an `extractionState` but `manual`), or that has none and
        // names no dialog of the inputs. They are skipped, and nothing in them is checked.
        let dialogIDs = Set(project.specs.map(\.id.value))
        func isXcodesOwn(_ key: String) -> Bool {
            guard translationFile.format == .xcstrings, unitsByKey[key] == nil else { return false }
            if let extraction = translationFile.extractionStates[key] { return extraction != "manual" }
            return !key.indices.contains { key[$0] == "." && dialogIDs.contains(String(key[..<$0])) }
        }
        for problem in translationFile.keyProblems where !isXcodesOwn(problem.key) { diagnostics.append(problem.diagnostic) }

        // `stale-translation` as configured in `rules` (off: skipped without a word).
        let staleSeverity: Severity? = config.rules[.staleTranslation].map { $0.severity.diagnosticSeverity } ?? .warning
        var changes: [TextChange] = []
        // Plural forms by text and locale, made into one change each after the loop.
        var pluralForms: [String: [(category: PluralCategory, nested: PluralCategory?, raw: String, translation: ImportedTranslation)]] = [:]
        var pluralOrder: [String] = []
        var reportedLocales: Set<String> = []
        var reportedArguments: Set<String> = []
        var seen: [String: SourceRange] = [:]
        // Per text and locale: whether the file gives it as plural forms, and where first.
        var shapes: [String: (isPlural: Bool, range: SourceRange)] = [:]
        for var translation in translationFile.translations {
            var (key, category, nested) = Self.splitCategories(translation.key)
            guard let unit = unitsByKey[key], let spec = owners[key], let text = textsByKey[key] else {
                if isXcodesOwn(key) {
                    summary.skipped[ImportMessage.xcodesOwnKey, default: 0] += 1
                } else {
                    report(.translationFile, ImportMessage.unknownKey(translation.key), at: translation.range)
                }
                continue
            }
            let selector = unit.selector(defaultLocale: defaultLocale)
            let nestedSelector = unit.nestedSelector(defaultLocale: defaultLocale)
            if category != nil, selector == nil {
                report(.translationFile, ImportMessage.notAPlural(key), at: translation.range)
                continue
            }
            if nested != nil, nestedSelector == nil {
                report(.translationFile, ImportMessage.notTwoCounts(key, selector: selector ?? ""), at: translation.range)
                continue
            }
            // Two substitutions are read in the file's order: put them in the spec's.
            if let first = translation.pluralArgument, let second = translation.nestedPluralArgument, let selector, let nestedSelector,
                unit.placeholder(named: selector)?.position == second, unit.placeholder(named: nestedSelector)?.position == first {
                (category, nested) = (nested, category)
                translation.pluralArgument = second
                translation.nestedPluralArgument = first
            }
            // One substitution that varies by the second count: the forms of the first's `other`.
            if translation.nestedPluralArgument == nil, nested == nil, let only = category, let argument = translation.pluralArgument, let selector,
                let nestedSelector, unit.placeholder(named: nestedSelector)?.position == argument, unit.placeholder(named: selector)?.position != argument {
                (category, nested) = (.other, only)
                translation.pluralArgument = nil
                translation.nestedPluralArgument = argument
            }
            if let argument = translation.nestedPluralArgument, let nestedSelector, let placeholder = unit.placeholder(named: nestedSelector), placeholder.position != argument {
                if reportedArguments.insert(key + "\u{0}" + translation.locale).inserted {
                    report(.translationFile, ImportMessage.pluralArgument(translation, argument: argument, selector: placeholder.formatSpecifier, name: nestedSelector), at: translation.range)
                }
                continue
            }
            if let argument = translation.pluralArgument, let selector, let placeholder = unit.placeholder(named: selector), placeholder.position != argument {
                // Once for the localization, not once per form.
                if reportedArguments.insert(key + "\u{0}" + translation.locale).inserted {
                    report(.translationFile, ImportMessage.pluralArgument(translation, argument: argument, selector: placeholder.formatSpecifier, name: selector), at: translation.range)
                }
                continue
            }
            let sourceText = category.map { unit.source(for: $0, nested: nested, defaultLocale: defaultLocale) } ?? unit.source
            let seenKey = translation.key + "\u{0}" + translation.locale
            if let first = seen[seenKey] {
                diagnostics.append(
                    Diagnostic(
                        .translationFile, TranslationFileMessage.duplicateUnit(translation.key, locale: translation.locale), in: fileSource,
                        at: translation.range, notes: [Diagnostic.Note(TranslationFileMessage.firstUnit, at: fileSource.location(of: first))]))
                continue
            }
            seen[seenKey] = translation.range
            guard translation.locale != defaultLocale else { continue }
            if request.addsLocales, !config.locales.value.contains(translation.locale), LocaleCode.isValid(translation.locale) {
                config.locales.value.append(translation.locale)
                summary.addedLocales.append(translation.locale)
            }
            guard config.locales.value.contains(translation.locale) else {
                if reportedLocales.insert(translation.locale).inserted {
                    report(.unknownLocale, ImportMessage.unknownLocale(translation.locale, locales: config.orderedLocales), at: translation.range, severity: .warning)
                }
                summary.skipped["locale '\(translation.locale)' not in dialogc.json", default: 0] += 1
                continue
            }
            switch translation.state {
            case .translated: break
            case .untranslated("no target"):
                summary.skipped["no target", default: 0] += 1
                continue
            case .needsReview(let state), .untranslated(let state):
                summary.skipped["state '\(state)'", default: 0] += 1
                continue
            }
            let shapeKey = key + "\u{0}" + translation.locale
            if let first = shapes[shapeKey], first.isPlural != (category != nil) {
                diagnostics.append(
                    Diagnostic(
                        .translationFile, ImportMessage.plainAndPlural(key, locale: translation.locale), in: fileSource, at: translation.range,
                        notes: [Diagnostic.Note(ImportMessage.otherShape(isPlural: first.isPlural), at: fileSource.location(of: first.range))]))
                continue
            }
            if shapes[shapeKey] == nil { shapes[shapeKey] = (category != nil, translation.range) }
            if let source = translation.source {
                let converted = ImportedTextConversion.raw(source, unit: unit, source: source)
                let parsed = TextMarkupParser.parse(converted.raw).text
                if !converted.problems.isEmpty || TextEvent.events(of: parsed) != TextEvent.events(of: sourceText) {
                    if let severity = staleSeverity {
                        report(.staleTranslation, ImportMessage.stale(translation.key, locale: translation.locale, now: sourceText.raw), at: translation.range, severity: severity)
                    }
                    summary.skipped["stale source", default: 0] += 1
                    continue
                }
            }
            let converted = ImportedTextConversion.raw(translation.target, unit: unit, source: translation.source)
            if !converted.problems.isEmpty {
                for problem in converted.problems { report(.placeholderMismatch, problem, at: translation.range) }
                continue
            }
            // A spec holds it (as a JSON escape), but no XLIFF export could carry it afterwards.
            if let scalar = XMLCharacters.firstUnrepresentable(in: converted.raw) {
                report(.translationFile, ImportMessage.controlCharacter(translation, scalar), at: translation.range)
                continue
            }
            let (parsed, problems) = TextMarkupParser.parse(converted.raw)
            for problem in problems {
                report(problem.kind == .markup ? .markup : .invalidIdentifier, ImportMessage.inText(translation, problem.message), at: translation.range)
            }
            if !problems.isEmpty { continue }
            // A plural form may leave out the count it is chosen by ("one": "Delete this message?").
            var found = Set(parsed.placeholders)
            if category != nil {
                for name in [selector, nestedSelector].compactMap({ $0 }) where unit.source.placeholders.contains(name) { found.insert(name) }
            }
            if found != Set(unit.source.placeholders) {
                report(.placeholderMismatch, ImportMessage.placeholders(translation, found: parsed.placeholders, expected: unit.source.placeholders), at: translation.range)
                continue
            }
            let existing = text.isPlainString ? nil : text.entries.first { $0.locale?.value == translation.locale }
            if let category {
                let group = key + "\u{0}" + translation.locale
                if pluralForms[group] == nil { pluralOrder.append(group) }
                pluralForms[group, default: []].append((category, nested, converted.raw, translation))
                continue
            }
            if let existing, existing.text.raw == converted.raw {
                summary.unchanged += 1
                continue
            }
            changes.append(TextChange(spec: spec, text: text, locale: translation.locale, raw: converted.raw, existing: existing, translation: translation))
        }
        for group in pluralOrder {
            let forms = pluralForms[group]!
            let first = forms[0].translation
            let key = Self.splitCategories(first.key).key
            guard let unit = unitsByKey[key], let spec = owners[key], let text = textsByKey[key],
                let selector = unit.selector(defaultLocale: defaultLocale)
            else { continue }
            let existing = text.isPlainString ? nil : text.entries.first { $0.locale?.value == first.locale }
            // Only `other` for a locale whose text is a string (XLIFF's unit for it): a string.
            if existing?.plural == nil, forms.allSatisfy({ $0.category == .other && ($0.nested ?? .other) == .other }), let form = forms.last {
                if let existing, existing.text.raw == form.raw {
                    summary.unchanged += 1
                } else {
                    changes.append(TextChange(spec: spec, text: text, locale: first.locale, raw: form.raw, existing: existing, translation: form.translation))
                }
                continue
            }
            // Categories the file leaves out keep the spec's form; a combination the file
            // gives makes its first category's form a nested plural.
            var merged: [PluralCategory: TextChange.PluralForm] = [:]
            for form in existing?.plural?.forms ?? [] {
                merged[form.category.value] = form.nested.map { nested in .nested(nested.forms.map { ($0.category.value, $0.text.raw) }) } ?? .string(form.text.raw)
            }
            if existing?.plural == nil, let existing { merged[.other] = .string(existing.text.raw) }
            for form in forms {
                guard let second = form.nested else {
                    merged[form.category] = .string(form.raw)
                    continue
                }
                merged[form.category] = (merged[form.category] ?? .nested([])).setting(second, form.raw)
            }
            let nestedSelector = unit.nestedSelector(defaultLocale: defaultLocale)
            if let missing = PluralCategory.allCases.first(where: { merged[$0]?.lacksOther == true }) {
                report(.translationFile, ImportMessage.combinationWithoutOther(key, locale: first.locale, category: missing, nested: nestedSelector ?? ""), at: first.range)
                continue
            }
            guard merged[.other] != nil else {
                report(.translationFile, ImportMessage.pluralWithoutOther(key, locale: first.locale), at: first.range)
                continue
            }
            let plural = PluralCategory.allCases.compactMap { category in merged[category].map { (category, $0.collapsed) } }
            let writesNested = plural.contains { if case .nested = $0.1 { true } else { false } }
            if let existing, let written = existing.plural, written.selector.value == selector,
                written.nestedSelector?.value == (writesNested ? nestedSelector : nil),
                TextChange.forms(of: written) == plural.map({ TextChange.describe($0.0, $0.1) }) {
                summary.unchanged += 1
                continue
            }
            let translation = forms.first { $0.category == .other }?.translation ?? first
            var change = TextChange(spec: spec, text: text, locale: first.locale, raw: merged[.other]!.otherText, existing: existing, translation: translation)
            change.plural = (selector, nestedSelector, plural)
            changes.append(change)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return stop(diagnostics, environment: false) }

        // Edit each spec's bytes, then check the edited specs as lint would.
        let bySpec = Dictionary(grouping: changes, by: { $0.spec.file.path })
        var edited: [(file: SourceFile, literals: [(range: Range<Int>, change: TextChange)])] = []
        var originals: [String: [UInt8]] = [:]
        for path in bySpec.keys.sorted() {
            let specChanges = bySpec[path]!
            switch SpecTextEditor.apply(specChanges, locales: config.orderedLocales, defaultLocale: defaultLocale) {
            case .success(let result):
                edited.append((SourceFile(path: path, bytes: result.bytes), result.literals))
                originals[path] = specChanges[0].spec.file.bytes
            case .failure(let overlap):
                let second = overlap.second.translation
                diagnostics.append(
                    Diagnostic(
                        .translationFile, ImportMessage.sameText(second), in: fileSource, at: second.range,
                        notes: [Diagnostic.Note(TranslationFileMessage.firstUnit, at: fileSource.location(of: overlap.first.translation.range))]))
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return stop(diagnostics, environment: false) }
        let checked = LintPipeline().check(edited.map(\.file), config: config, designSystem: project.designSystem, measurer: project.measurer)
        for (file, literals) in edited {
            let before = Set(project.findings.filter { $0.location?.path == file.path && $0.severity == .error }.map { "\($0.rule) \($0.message)" })
            for finding in checked.diagnostics where finding.location?.path == file.path {
                let offset = finding.location?.start.offset ?? -1
                if let literal = literals.first(where: { $0.range.contains(offset) }) {
                    // A warning in an imported text is shown and does not stop the import.
                    report(
                        finding.rule, ImportMessage.inText(literal.change.translation, finding.message), at: literal.change.translation.range,
                        severity: finding.severity)
                } else if finding.severity == .error, !before.contains("\(finding.rule) \(finding.message)") {
                    var moved = finding
                    moved.message = ImportMessage.afterImport(finding.message)
                    diagnostics.append(moved)
                }
            }
        }
        for change in changes {
            if change.existing == nil { summary.added += 1 } else { summary.changed += 1 }
        }
        summary.files = edited.map(\.file.path)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return stop(diagnostics, environment: false) }
        // The config with the added locales, edited like a spec: only its `locales` array.
        var configEdit: (path: String, original: [UInt8], bytes: [UInt8])?
        if !summary.addedLocales.isEmpty {
            guard let path = project.inputs.first(where: { $0.kind == .config })?.path, let array = project.config.locales.written?.range,
                project.config.inherited[.locales] == nil,
                let file = project.configFile
            else {
                diagnostics.append(Diagnostic(rule: .io, severity: .error, message: ImportMessage.noLocalesToAddTo, location: nil))
                return stop(diagnostics, environment: true)
            }
            configEdit = (path, file.bytes, Self.appending(summary.addedLocales, toArray: array, in: file.bytes))
        }
        guard !request.dryRun else {
            return StringsImportResult(
                diagnostics: diagnostics.sorted(by: Diagnostic.reportingOrder), summary: summary, wrote: false, hasEnvironmentProblem: false)
        }
        // The specs are written (and the config when locales are added); nothing else the run read may be.
        let protected = project.inputs.filter { $0.kind != .spec && !($0.kind == .config && configEdit != nil) }
            + [RunInput(path: request.translationFile, kind: .translations)]
        var writes = edited.map { (path: $0.file.path, original: originals[$0.file.path]!, bytes: $0.file.bytes) }
        // The config last: it names the new locales only once every spec has them.
        if let configEdit { writes.append(configEdit) }
        // Temporaries of an import killed mid-write, beside the files this one rewrites.
        for folder in Set(project.specs.map { FilePath.directory(of: $0.file.path) } + writes.map { FilePath.directory(of: $0.path) }).sorted() {
            AtomicFile.removeAbandonedTemporaries(in: folder)
        }
        let failure = UserFileRewrite.all(writes, gate: WriteGate(inputs: protected))
        guard let failure else {
            return StringsImportResult(
                diagnostics: diagnostics.sorted(by: Diagnostic.reportingOrder), summary: summary, wrote: !writes.isEmpty, hasEnvironmentProblem: false)
        }
        return StringsImportResult(
            diagnostics: diagnostics + failure.diagnostics, summary: summary, wrote: !failure.leftWritten.isEmpty, hasEnvironmentProblem: true,
            leftWritten: failure.leftWritten)
    }

    /// `bytes` with `locales` added at the end of the JSON array at `array` (`[` to `]`),
    /// each as `, "fr"` after the last element; every other byte kept.
    public static func appending(_ locales: [String], toArray array: SourceRange, in bytes: [UInt8]) -> [UInt8] {
        let close = array.upperBound - 1
        var last = close - 1
        while last > array.lowerBound, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[last]) { last -= 1 }
        let isEmpty = last == array.lowerBound
        let inserted = locales.enumerated().map { index, locale in
            (isEmpty && index == 0 ? "" : ", ") + JSONWriter.quoted(locale)
        }.joined()
        return Array(bytes[..<(last + 1)]) + Array(inserted.utf8) + Array(bytes[(last + 1)...])
    }

    /// A unit key and its plural category: `inbox.delete.message#one` is the `one` form of
    /// `inbox.delete.message` (docs/DECISIONS.md, "Translation files").
    static func splitCategory(_ key: String) -> (key: String, category: PluralCategory?) {
        let split = splitCategories(key)
        return split.nested == nil ? (split.key, split.category) : (key, nil)
    }

    /// A unit key and its categories: `files.move.message#one:other` is the combination of
    /// the first plural parameter's `one` and the second's `other`.
    static func splitCategories(_ key: String) -> (key: String, category: PluralCategory?, nested: PluralCategory?) {
        guard let hash = key.lastIndex(of: "#") else { return (key, nil, nil) }
        let suffix = key[key.index(after: hash)...]
        let parts = suffix.split(separator: ":", omittingEmptySubsequences: false).map { PluralCategory(rawValue: String($0)) }
        switch parts.count {
        case 1: if let category = parts[0] { return (String(key[..<hash]), category, nil) }
        case 2: if let category = parts[0], let nested = parts[1] { return (String(key[..<hash]), category, nested) }
        default: break
        }
        return (key, nil, nil)
    }
}

/// One translation to write into a spec text.
struct TextChange: Sendable {
    var spec: DialogSpec
    var text: LocalizedText
    var locale: String
    /// The text in spec markup.
    var raw: String
    /// The entry it replaces; nil: a new locale for the text.
    var existing: LocalizedText.Entry?
    var translation: ImportedTranslation
    /// For a plural: its selector (and the second parameter's, for a nested plural) and
    /// forms in CLDR's order, written instead of `raw`.
    var plural: (selector: String, nested: String?, forms: [(PluralCategory, PluralForm)])?

    /// A form of a plural to write: a string, or a plural on the second parameter.
    enum PluralForm: Sendable {
        case string(String)
        case nested([(PluralCategory, String)])

        func setting(_ category: PluralCategory, _ raw: String) -> PluralForm {
            switch self {
            case .string(let text): .nested([(.other, text)]).setting(category, raw)
            case .nested(let forms): .nested(forms.filter { $0.0 != category } + [(category, raw)])
            }
        }

        var lacksOther: Bool {
            if case .nested(let forms) = self { return !forms.contains { $0.0 == .other } }
            return false
        }

        /// A nested plural with only `other` is that string; forms in CLDR's order.
        var collapsed: PluralForm {
            guard case .nested(let forms) = self else { return self }
            if forms.count == 1, forms[0].0 == .other { return .string(forms[0].1) }
            return .nested(forms.sorted { $0.0 < $1.0 })
        }

        /// The `other` form's text (of the nested plural's `other`).
        var otherText: String {
            switch self {
            case .string(let text): text
            case .nested(let forms): forms.first { $0.0 == .other }?.1 ?? ""
            }
        }
    }

    /// A form as words to compare, `one=…` or `one.other=…` per combination.
    static func describe(_ category: PluralCategory, _ form: PluralForm) -> [String] {
        switch form {
        case .string(let text): [category.rawValue + "=" + text]
        case .nested(let forms): forms.map { category.rawValue + "." + $0.0.rawValue + "=" + $0.1 }
        }
    }

    /// A written plural's forms, as `describe` gives them.
    static func forms(of plural: LocalizedText.Plural) -> [[String]] {
        plural.forms.map { form in
            form.nested.map { nested in nested.forms.map { form.category.value.rawValue + "." + $0.category.value.rawValue + "=" + $0.text.raw } }
                ?? [form.category.value.rawValue + "=" + form.text.raw]
        }
    }

    /// The JSON written for the locale: the string, or the plural object on one line.
    var json: String {
        guard let plural else { return JSONWriter.quoted(raw) }
        func object(_ selector: String, _ forms: [String]) -> String {
            "{ \"plural\": \(JSONWriter.quoted(selector)), " + forms.joined(separator: ", ") + " }"
        }
        let forms = plural.forms.map { category, form -> String in
            switch form {
            case .string(let text): return "\(JSONWriter.quoted(category.rawValue)): \(JSONWriter.quoted(text))"
            case .nested(let forms):
                let inner = forms.map { "\(JSONWriter.quoted($0.0.rawValue)): \(JSONWriter.quoted($0.1))" }
                return "\(JSONWriter.quoted(category.rawValue)): " + object(plural.nested ?? "", inner)
            }
        }
        return object(plural.selector, forms)
    }
}

/// Byte-range edits of one spec's text (the located parser's ranges): a changed translation
/// replaces its string literal; a new one is added after the text's last locale, on a line
/// of its own with the same indentation when the map is written one locale per line, else
/// on the same line, with the file's line ending; a plain string becomes a one-line map with
/// the default locale first. Everything else in the file, formatting and key order included,
/// is left as it was. Two changes that would edit the same bytes are an `Overlap`, never a
/// guess at which wins.
enum SpecTextEditor {
    struct Overlap: Error {
        var first: TextChange
        var second: TextChange
    }

    typealias Edited = (bytes: [UInt8], literals: [(range: Range<Int>, change: TextChange)])

    static func apply(_ changes: [TextChange], locales: [String], defaultLocale: String) -> Result<Edited, Overlap> {
        guard let file = changes.first?.spec.file else { return .success(([], [])) }
        let bytes = file.bytes
        var edits: [(range: SourceRange, change: TextChange, pieces: [(bytes: [UInt8], change: TextChange?)])] = []
        let byText = Dictionary(grouping: changes, by: { $0.text.range })
        for (_, textChanges) in byText {
            let text = textChanges[0].text
            let additions = textChanges.filter { $0.existing == nil }.sorted {
                (locales.firstIndex(of: $0.locale) ?? .max, $0.locale) < (locales.firstIndex(of: $1.locale) ?? .max, $1.locale)
            }
            for change in textChanges {
                guard let existing = change.existing else { continue }
                edits.append((existing.range, change, [(Array(change.json.utf8), change)]))
            }
            guard !additions.isEmpty else { continue }
            if text.isPlainString {
                var pieces: [([UInt8], TextChange?)] = [(Array("{ \(JSONWriter.quoted(defaultLocale)): ".utf8) + Array(bytes[text.range.lowerBound..<text.range.upperBound]), nil)]
                for change in additions {
                    pieces.append((Array(", \(JSONWriter.quoted(change.locale)): ".utf8), nil))
                    pieces.append((Array(change.json.utf8), change))
                }
                pieces.append((Array(" }".utf8), nil))
                edits.append((text.range, additions[0], pieces))
            } else {
                guard let last = text.entries.max(by: { $0.range.upperBound < $1.range.upperBound }),
                    let firstKey = text.entries.compactMap({ $0.locale?.range.lowerBound }).min()
                else { continue }
                let multiline = bytes[text.range.lowerBound..<firstKey].contains(UInt8(ascii: "\n"))
                var separator = Array(", ".utf8)
                if multiline, let keyStart = last.locale?.range.lowerBound {
                    var lineStart = keyStart
                    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                    let indent = bytes[lineStart..<keyStart].prefix { $0 == 0x20 || $0 == 0x09 }
                    let lineEnd = lineStart >= 2 && bytes[lineStart - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n"
                    separator = Array(",\(lineEnd)".utf8) + indent
                }
                var pieces: [([UInt8], TextChange?)] = []
                for change in additions {
                    pieces.append((separator + Array("\(JSONWriter.quoted(change.locale)): ".utf8), nil))
                    pieces.append((Array(change.json.utf8), change))
                }
                edits.append((SourceRange.at(last.range.upperBound), additions[0], pieces))
            }
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var literals: [(range: Range<Int>, change: TextChange)] = []
        var cursor = 0
        var previous: TextChange?
        for edit in edits {
            if edit.range.lowerBound < cursor, let previous { return .failure(Overlap(first: previous, second: edit.change)) }
            previous = edit.change
            output += bytes[cursor..<edit.range.lowerBound]
            for piece in edit.pieces {
                if let change = piece.change { literals.append((output.count..<output.count + piece.bytes.count, change)) }
                output += piece.bytes
            }
            cursor = edit.range.upperBound
        }
        output += bytes[cursor...]
        return .success((output, literals))
    }
}

enum ImportMessage {
    static func sourceLanguage(_ language: String, defaultLocale: String) -> String {
        "the file's source language is '\(language)' but the project's defaultLocale is '\(defaultLocale)'; export the file from this project, or import it into the project it came from"
    }
    static func pluralArgument(_ translation: ImportedTranslation, argument: Int, selector: String, name: String) -> String {
        "the '\(translation.locale)' translation of '\(StringsImporter.splitCategory(translation.key).key)' varies by plural on argument \(argument), "
            + "but the spec's plural is chosen by {\(name)} (\(selector)): vary it by that argument"
    }
    /// How the summary counts translations of Xcode's own keys in a String Catalog.
    static let xcodesOwnKey = "of Xcode's own keys"
    static func unknownKey(_ key: String) -> String {
        "no spec among the inputs has the string key '\(key)'; name the spec's file or folder, or remove the unit if its dialog or field is gone"
    }
    static func unknownLocale(_ locale: String, locales: [String]) -> String {
        "the file has translations into '\(locale)', which dialogc.json does not list (\(locales.joined(separator: ", "))); "
            + "add \"\(locale)\" to 'locales' in dialogc.json and import again to use them, or import with --add-locales (skipped)"
    }
    static func stale(_ key: String, locale: String, now: String) -> String {
        "the '\(locale)' translation of '\(key)' was made from a source text that has changed since (now \(JSONWriter.quoted(now))); "
            + "not applied: export again and have it translated from the current text"
    }
    static func inText(_ translation: ImportedTranslation, _ message: String) -> String {
        "the '\(translation.locale)' translation of '\(translation.key)': \(message)"
    }
    static func placeholders(_ translation: ImportedTranslation, found: [String], expected: [String]) -> String {
        func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.map { "{\($0)}" }.joined(separator: ", ") }
        return "the '\(translation.locale)' translation of '\(translation.key)' has placeholders \(list(found)) but the source has \(list(expected)); "
            + "every translation shows the same values"
    }
    static func notAPlural(_ key: String) -> String {
        "'\(key)' has plural forms in the file, but its text is a plural in no locale of the spec; make it a plural in the spec first ({\"plural\": \"count\", …} with an Int parameter), or translate the plain string"
    }
    static func notTwoCounts(_ key: String, selector: String) -> String {
        "'\(key)' has forms for two counts in the file, but its text varies by {\(selector)} only in the spec; make a form of it a plural on the second count in the spec first, or translate the forms by {\(selector)}"
    }

    static func combinationWithoutOther(_ key: String, locale: String, category: PluralCategory, nested: String) -> String {
        "the '\(locale)' plural of '\(key)' has '\(category.rawValue)' forms by {\(nested)} but no '\(category.rawValue):other' one, in the file or the spec; add it: the form for every count of {\(nested)} no other category takes"
    }

    static func pluralWithoutOther(_ key: String, locale: String) -> String {
        "the '\(locale)' plural of '\(key)' has no 'other' form, in the file or the spec; add it: the form for every count no other category takes"
    }
    static func plainAndPlural(_ key: String, locale: String) -> String {
        "the file gives the '\(locale)' translation of '\(key)' both as a plain string ('\(key)') and as plural forms ('\(key)#…'); "
            + "keep one of them: the plural forms to make the text a plural in '\(locale)', or the plain string"
    }
    static func otherShape(isPlural: Bool) -> String {
        isPlural ? "the plural forms start here" : "the plain string is here"
    }
    static func sameText(_ translation: ImportedTranslation) -> String {
        "the '\(translation.locale)' translation of '\(translation.key)' would edit the same part of the spec as another translation; keep one of them (the note points at the other)"
    }
    static func controlCharacter(_ translation: ImportedTranslation, _ scalar: Unicode.Scalar) -> String {
        "the '\(translation.locale)' translation of '\(translation.key)' holds \(XMLCharacters.describe(scalar)), which XML 1.0 cannot carry, "
            + "so no XLIFF export could hold the text afterwards; remove it from the translation"
    }
    static let noLocalesToAddTo =
        "--add-locales needs a dialogc.json that writes its own 'locales' array (not one taken from the config it extends); add \"locales\": [\"…\"] to it and import again"
    static func afterImport(_ message: String) -> String {
        "\(message) (in the spec as the import would write it)"
    }
}
