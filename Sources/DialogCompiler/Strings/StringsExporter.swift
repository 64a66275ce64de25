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
        let project: StringsProject
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
        let (units, _, keyProblems) = project.units(measured: true)
        diagnostics += keyProblems
        if request.format != .xcstrings {
            // Every string the file would hold: the source and each target, each plural form
            // included, and the description, which is in every unit's note.
            for unit in units {
                var texts = [unit.source.raw] + targets.compactMap { unit.translations[$0]?.raw }
                for locale in [defaultLocale] + targets { texts += unit.plurals[locale]?.forms.map(\.text.raw) ?? [] }
                if let scalar = texts.lazy.compactMap(XMLCharacters.firstUnrepresentable(in:)).first {
                    diagnostics.append(Diagnostic(rule: .translationFile, severity: .error, message: StringsMessage.unrepresentable(unit.key, scalar: scalar), location: nil))
                } else if let scalar = unit.description.flatMap(XMLCharacters.firstUnrepresentable(in:)) {
                    diagnostics.append(
                        Diagnostic(rule: .translationFile, severity: .error, message: StringsMessage.unrepresentable(unit.key, scalar: scalar, inDescription: true), location: nil))
                }
            }
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
        guard let outputPath = request.outputPath else {
            result.text = export.render(request.format, targets: targets)
            return result
        }
        // Written as it is rendered: the text of 50,000 specs is never held whole.
        result.writeProblem = OutputFileWriter(gate: WriteGate(inputs: project.inputs)).write(to: outputPath) { write in
            export.render(request.format, targets: targets, into: write)
        }
        result.wroteOutput = result.writeProblem == nil
        result.hasEnvironmentProblem = result.writeProblem != nil
        return result
    }

    private static func usage(_ message: String) -> Diagnostic {
        Diagnostic(rule: .io, severity: .error, message: message, location: nil)
    }
}
