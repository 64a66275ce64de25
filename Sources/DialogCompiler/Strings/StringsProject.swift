import DialogDiagnostics
import DialogEmit
import DialogLayout
import DialogModel
import DialogRules
import DialogTokens

/// The specs of one project, checked, for `dialogc strings export` and `import`: the lint
/// pipeline's read, parse, decode and rules, then a stop when the specs cannot be trusted.
///
/// Input and token errors (fixed rules: a file that is not JSON, an unknown key) stop the
/// command, since the texts may not be what the author meant; rule findings do not (an
/// overflowing translation is what a translator fixes), and are not reported again here.
/// Specs of more than one project (two `dialogc.json`) stop it too: a catalog has one
/// source language and one set of locales.
struct StringsProject {
    /// The specs, in file order; empty when loaded without them (`load(keepsSpecs: false)`).
    var specs: [DialogSpec]
    /// Without `specs`: the files of the specs that decoded, in file order. `units` decodes
    /// each again and lets it go once its units are made, so that an export of any number of
    /// specs holds a spec per core, never every spec's tree.
    var sources: [SourceFile] = []
    var config: ProjectConfig
    var designSystem: DesignSystem
    var measurer: TextMeasurer
    /// Every file the run read, which no write may replace.
    var inputs: [RunInput]
    /// The lint findings that did not stop the command (rule findings), to tell an import's
    /// new findings from those the specs already had.
    var findings: [Diagnostic]
    /// The config file as read, whose bytes `--add-locales` edits.
    var configFile: SourceFile?

    enum Outcome {
        case loaded(StringsProject)
        /// What stopped it; `environment`: exit status 2 rather than 1.
        case stopped([Diagnostic], environment: Bool)
    }

    static func load(inputs: [String], configPath: String?, keepsSpecs: Bool = true) -> Outcome {
        var request = LintRequest(inputs: inputs, configPath: configPath, keepsSpecs: keepsSpecs)
        request.keepsSources = !keepsSpecs
        let projects = ProjectPlanner().plan(request).projects
        if projects.count > 1 {
            let names = projects.map { $0.configPath.map { "'\($0)'" } ?? "no dialogc.json" }
            let configs = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            return .stopped(
                [Diagnostic(rule: .io, severity: .error, message: StringsMessage.severalProjects(configs), location: nil)], environment: true)
        }
        let result = LintPipeline().run(request)
        let blocking = result.diagnostics.filter { $0.severity == .error && RuleRegistry.catalog.descriptor(for: $0.rule)?.isFixed != false }
        if result.hasEnvironmentProblem || !blocking.isEmpty {
            return .stopped(blocking.isEmpty ? result.diagnostics.filter { $0.severity == .error } : blocking, environment: result.hasEnvironmentProblem)
        }
        guard let config = result.config, let designSystem = result.designSystem else {
            return .stopped(result.diagnostics.filter { $0.severity == .error }, environment: true)
        }
        return .loaded(
            StringsProject(
                specs: result.specs, sources: result.sources, config: config, designSystem: designSystem, measurer: result.measurer,
                inputs: result.inputs, findings: result.diagnostics, configFile: projects.first?.loaded.file))
    }

    /// How many specs decoded.
    var specCount: Int { specs.isEmpty ? sources.count : specs.count }

    /// Every unit of every spec, sorted by key, with length budgets when `measured`; a key
    /// two specs both produce is an error at the second spec's id. `owners` is empty when the
    /// project was loaded without its specs.
    func units(measured: Bool) -> (units: [TranslationUnit], owners: [String: DialogSpec], diagnostics: [Diagnostic]) {
        let keepsSpecs = !specs.isEmpty
        let unitsOf = unitMaker(measured: measured)
        let make = { @Sendable (spec: DialogSpec) -> SpecUnits in
            SpecUnits(spec: keepsSpecs ? spec : nil, file: spec.file, idRange: spec.id.range, units: unitsOf(spec))
        }
        let perSpec = keepsSpecs ? Parallel.map(specs) { Optional(make($0)) } : Parallel.map(sources) { LintPipeline.decode($0).map(make) }
        var owners: [String: DialogSpec] = [:]
        var ownerPaths: [String: String] = [:]
        var units: [TranslationUnit] = []
        var diagnostics: [Diagnostic] = []
        for case let specUnits? in perSpec {
            for unit in specUnits.units {
                if let other = ownerPaths[unit.key] {
                    diagnostics.append(
                        Diagnostic(.translationFile, StringsMessage.sameKey(unit.key, other: other), in: specUnits.file, at: specUnits.idRange))
                    continue
                }
                ownerPaths[unit.key] = specUnits.file.path
                if let spec = specUnits.spec { owners[unit.key] = spec }
                units.append(unit)
            }
        }
        units.sort { XcodeKeyOrder.precedes($0.key, $1.key) }
        return (units, owners, diagnostics)
    }

    /// What makes one spec's units (unsorted), with length budgets when `measured`.
    func unitMaker(measured: Bool) -> @Sendable (DialogSpec) -> [TranslationUnit] {
        let overflow = TextOverflowRule()
        let limits = LengthBudgets.LineLimits(
            title: overflow.integer(TextOverflowRule.title, in: config), message: overflow.integer(TextOverflowRule.message, in: config),
            button: overflow.integer(TextOverflowRule.button, in: config))
        let budgets = measured ? LengthBudgets(config: config, designSystem: designSystem, measurer: measurer, lineLimits: limits) : nil
        let defaultLocale = config.defaultLocale.value
        return { spec in TranslationUnits.units(of: spec, defaultLocale: defaultLocale, budgets: budgets?.measure(spec) ?? [:]) }
    }

    /// One spec's units, and what a finding about a key it shares needs.
    private struct SpecUnits: Sendable {
        var spec: DialogSpec?
        var file: SourceFile
        var idRange: SourceRange
        var units: [TranslationUnit]
    }
}

enum StringsMessage {
    static func notSubstitutions(_ key: String, locale: String, selectors: [String]) -> String {
        "the '\(locale)' text of '\(key)' varies by {\(selectors[0])} and {\(selectors[1])}, but not as one sentence with a phrase per count "
            + "(or a count is not in its text), which is how a String Catalog's substitutions hold it: write every combination as the same "
            + "words around the two counts' phrases, or export XLIFF (--format xliff), which has a unit per combination"
    }

    static func severalProjects(_ configs: String) -> String {
        "the specs belong to more than one project (\(configs)); a translation file has one source language and one set of locales: "
            + "export or import one project at a time"
    }
    static func sameKey(_ key: String, other: String) -> String {
        "two specs make the string key '\(key)' (the other is '\(other)'); rename a dialog id or a button or element id so that keys stay unique"
    }
    static func unknownTarget(_ locale: String, locales: [String]) -> String {
        "'\(locale)' is not a locale of the project; use one of: \(locales.joined(separator: ", "))"
    }
    static func xliff2OneTarget(_ locales: [String]) -> String {
        "an XLIFF 2.0 document holds one target language and the project has \(locales.count) (\(locales.joined(separator: ", "))); "
            + "pass --locale with one of them, once per file"
    }
    static func unrepresentable(_ key: String, scalar: Unicode.Scalar, inDescription: Bool = false) -> String {
        "\(inDescription ? "the spec's description (the note of '\(key)')" : "the text of '\(key)'") holds \(XMLCharacters.describe(scalar)), which XML 1.0 cannot carry; "
            + "remove it from the spec (rule control-character points at it), or export a String Catalog"
    }
}
