import DialogDiagnostics
import DialogEmit
import DialogModel

/// What `dialogc strings export` is asked for.
public struct StringsExportRequest: Sendable {
    public var inputs: [String]
    public var configPath: String?
    public var format: StringsFormat
    /// The target locales of an XLIFF file (`--locale`); empty: every locale but the default
    /// (XLIFF 2.0: the only one).
    public var locales: [String]
    /// The file to write (`--out`), a piece at a time as it is rendered, through the run's
    /// `WriteGate`; nil to have the text in `StringsExportResult.text` instead.
    public var outputPath: String?

    public init(inputs: [String], configPath: String? = nil, format: StringsFormat, locales: [String] = [], outputPath: String? = nil) {
        self.inputs = inputs
        self.configPath = configPath
        self.format = format
        self.locales = locales
        self.outputPath = outputPath
    }
}

public struct StringsExportResult: Sendable {
    public var diagnostics: [Diagnostic]
    /// The file's text; nil when the export stopped or wrote `outputPath`.
    public var text: String?
    /// Whether `StringsExportRequest.outputPath` was written.
    public var wroteOutput = false
    /// Why `outputPath` could not be written (exit status 2).
    public var writeProblem: Diagnostic?
    public var unitCount: Int
    public var specCount: Int
    /// A usage, config or I/O problem (exit status 2).
    public var hasEnvironmentProblem: Bool
    /// Every file the run read, which the output may not replace.
    public var inputs: [RunInput]
}

/// `dialogc strings export` on one screen: load and check the project, measure each spec's
/// length budgets, build the units, render the format.
public struct StringsExporter: Sendable {
    public init() {}

    public func run(_ request: StringsExportRequest) -> StringsExportResult {
        var project: StringsProject
        // Without the specs: each is decoded again for its units (`StringsProject.units`).
        switch StringsProject.load(inputs: request.inputs, configPath: request.configPath, keepsSpecs: false) {
        case .stopped(let diagnostics, let environment):
            return StringsExportResult(
                diagnostics: diagnostics, text: nil, unitCount: 0, specCount: 0, hasEnvironmentProblem: environment, inputs: [])
        case .loaded(let loaded): project = loaded
        }
        let config = project.config
        let defaultLocale = config.defaultLocale.value
        let others = config.orderedLocales.filter { $0 != defaultLocale }
        var targets = request.locales.isEmpty ? others : request.locales
        var diagnostics: [Diagnostic] = []
        for locale in request.locales where !others.contains(locale) {
            diagnostics.append(Self.usage(StringsMessage.unknownTarget(locale, locales: others)))
        }
        if request.format == .xliff2, targets.count > 1 {
            diagnostics.append(Self.usage(StringsMessage.xliff2OneTarget(targets)))
        }
        if request.format == .xcstrings { targets = others }
        if let outputPath = request.outputPath {
            return Self.write(&project, request: request, targets: targets, diagnostics: diagnostics, to: outputPath)
        }
        let (units, _, keyProblems) = project.units(measured: true)
        diagnostics += keyProblems
        for unit in units {
            if let problem = Self.problem(of: unit, format: request.format, defaultLocale: defaultLocale, targets: targets) { diagnostics.append(problem) }
        }
        let environment = diagnostics.contains { $0.rule == .io }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return StringsExportResult(
                diagnostics: diagnostics, text: nil, unitCount: 0, specCount: project.specCount, hasEnvironmentProblem: environment,
                inputs: project.inputs)
        }
        let export = StringsExport(units: units, sourceLanguage: defaultLocale, locales: config.orderedLocales)
        var result = StringsExportResult(
            diagnostics: diagnostics, text: nil, unitCount: units.count, specCount: project.specCount, hasEnvironmentProblem: false,
            inputs: project.inputs)
        result.text = export.render(request.format, targets: targets)
        return result
    }

    /// An export into a file, which holds no unit: each spec (of the project's sources, which
    /// it lets go a batch at a time) is decoded again, its units made and rendered, and their texts kept in
    /// `ExportFragments` with their keys, sorted and written out when every spec is done. The
    /// text of 50,000 specs is never held whole, nor their units.
    private static func write(
        _ project: inout StringsProject, request: StringsExportRequest, targets: [String], diagnostics: [Diagnostic], to outputPath: String
    ) -> StringsExportResult {
        var diagnostics = diagnostics
        let format = request.format
        let defaultLocale = project.config.defaultLocale.value
        let sections = StringsExport.sectionCount(format, targets: targets)
        let unitsOf = project.unitMaker(measured: true)
        let specCount = project.sources.count
        // Taken out of the project, last first, so that each batch's files go with it.
        var pending = Array(project.sources.reversed())
        project.sources = []
        project.findings = []
        let fragments = ExportFragments(folder: FilePath.directory(of: outputPath))
        var entries: [Entry] = []
        // Each entry's texts, `sections` a unit, in the order the units came.
        var places: [ExportFragments.Place] = []
        // Rare, so kept apart: an optional diagnostic in every entry was most of its size.
        var problems: [String: Diagnostic] = [:]
        var ownerPaths: [String: String] = [:]
        while !pending.isEmpty {
            var batch: [SourceFile] = []
            while batch.count < Self.batchSize, let file = pending.popLast() { batch.append(file) }
            let rendered = Parallel.map(batch) { file -> SpecRendering? in
                guard let spec = LintPipeline.decode(file) else { return nil }
                let units = unitsOf(spec).map { unit in
                    RenderedUnit(
                        key: unit.key,
                        texts: (0..<sections).map {
                            StringsExport.fragment(of: unit, section: $0, format: format, sourceLanguage: defaultLocale, targets: targets)
                        },
                        problem: problem(of: unit, format: format, defaultLocale: defaultLocale, targets: targets))
                }
                return SpecRendering(file: file, idRange: spec.id.range, units: units)
            }
            for case let spec? in rendered {
                for unit in spec.units {
                    if let other = ownerPaths[unit.key] {
                        diagnostics.append(Diagnostic(.translationFile, StringsMessage.sameKey(unit.key, other: other), in: spec.file, at: spec.idRange))
                        continue
                    }
                    ownerPaths[unit.key] = spec.file.path
                    entries.append(Entry(key: unit.key, firstPlace: places.count))
                    places += unit.texts.map(fragments.append)
                    if let problem = unit.problem { problems[unit.key] = problem }
                }
            }
        }
        ownerPaths = [:]
        entries.sort { XcodeKeyOrder.precedes($0.key, $1.key) }
        if !problems.isEmpty { diagnostics += entries.compactMap { problems[$0.key] } }
        let environment = diagnostics.contains { $0.rule == .io }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return StringsExportResult(
                diagnostics: diagnostics, text: nil, unitCount: 0, specCount: specCount, hasEnvironmentProblem: environment, inputs: project.inputs)
        }
        var result = StringsExportResult(
            diagnostics: diagnostics, text: nil, unitCount: entries.count, specCount: specCount, hasEnvironmentProblem: false, inputs: project.inputs)
        result.writeProblem = OutputFileWriter(gate: WriteGate(inputs: project.inputs)).write(to: outputPath) { write -> Int32? in
            var failure: Int32?
            StringsExport.render(format, sourceLanguage: defaultLocale, targets: targets, unitCount: entries.count, into: write) { section, position in
                guard failure == nil else { return "" }
                switch fragments.text(at: places[entries[position].firstPlace + section]) {
                case .success(let text): return text
                case .failure(let problem):
                    failure = problem.code
                    return ""
                }
            }
            return failure
        }
        result.wroteOutput = result.writeProblem == nil
        result.hasEnvironmentProblem = result.writeProblem != nil
        return result
    }

    /// Specs decoded and rendered at a time, before their texts go to `ExportFragments`.
    private static let batchSize = 512

    /// One unit of an export into a file: its key, and where in the run's places its text in
    /// the first section of the file is (the other sections' follow).
    private struct Entry {
        var key: String
        var firstPlace: Int
    }

    private struct RenderedUnit: Sendable {
        var key: String
        var texts: [String]
        var problem: Diagnostic?
    }

    private struct SpecRendering: Sendable {
        var file: SourceFile
        var idRange: SourceRange
        var units: [RenderedUnit]
    }

    /// Why XML cannot carry `unit` (nil for a String Catalog): every string the file would
    /// hold, the source and each target, each plural form included, and the description,
    /// which is in every unit's note.
    private static func problem(of unit: TranslationUnit, format: StringsFormat, defaultLocale: String, targets: [String]) -> Diagnostic? {
        guard format != .xcstrings else {
            // A text on two plural parameters goes in as Xcode's substitutions, or not at all.
            for (locale, plural) in unit.plurals.sorted(by: { $0.key < $1.key }) where plural.nestedSelector != nil {
                guard XCStringsEmitter.substitutions(plural, unit) == nil else { continue }
                let message = StringsMessage.notSubstitutions(unit.key, locale: locale, selectors: [plural.selector.value, plural.nestedSelector?.value ?? ""])
                return Diagnostic(rule: .translationFile, severity: .error, message: message, location: nil)
            }
            return nil
        }
        var texts = [unit.source.raw] + targets.compactMap { unit.translations[$0]?.raw }
        for locale in [defaultLocale] + targets { texts += unit.pluralTexts(locale).map(\.raw) }
        if let scalar = texts.lazy.compactMap(XMLCharacters.firstUnrepresentable(in:)).first {
            return Diagnostic(rule: .translationFile, severity: .error, message: StringsMessage.unrepresentable(unit.key, scalar: scalar), location: nil)
        }
        if let scalar = unit.description.flatMap(XMLCharacters.firstUnrepresentable(in:)) {
            return Diagnostic(rule: .translationFile, severity: .error, message: StringsMessage.unrepresentable(unit.key, scalar: scalar, inDescription: true), location: nil)
        }
        return nil
    }

    private static func usage(_ message: String) -> Diagnostic {
        Diagnostic(rule: .io, severity: .error, message: message, location: nil)
    }
}
