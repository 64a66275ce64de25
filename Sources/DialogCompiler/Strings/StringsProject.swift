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
    var specs: [DialogSpec]
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

    static func load(inputs: [String], configPath: String?) -> Outcome {
        let request = LintRequest(inputs: inputs, configPath: configPath, keepsSpecs: true)
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
                specs: result.specs, config: config, designSystem: designSystem, measurer: result.measurer, inputs: result.inputs,
                findings: result.diagnostics, configFile: projects.first?.loaded.file))
    }

    /// Every unit of every spec, sorted by key, with length budgets when `measured`; a key
    /// two specs both produce is an error at the second spec's id.
    func units(measured: Bool) -> (units: [TranslationUnit], owners: [String: DialogSpec], diagnostics: [Diagnostic]) {
        let overflow = TextOverflowRule()
        let limits = LengthBudgets.LineLimits(
            title: overflow.integer(TextOverflowRule.title, in: config), message: overflow.integer(TextOverflowRule.message, in: config),
            button: overflow.integer(TextOverflowRule.button, in: config))
        let budgets = measured ? LengthBudgets(config: config, designSystem: designSystem, measurer: measurer, lineLimits: limits) : nil
        let perSpec = Parallel.map(specs) { spec in
            TranslationUnits.units(of: spec, defaultLocale: config.defaultLocale.value, budgets: budgets?.measure(spec) ?? [:])
        }
        var owners: [String: DialogSpec] = [:]
        var units: [TranslationUnit] = []
        var diagnostics: [Diagnostic] = []
        for (spec, specUnits) in zip(specs, perSpec) {
            for unit in specUnits {
                if let owner = owners[unit.key] {
                    diagnostics.append(
                        Diagnostic(.translationFile, StringsMessage.sameKey(unit.key, other: owner.file.path), in: spec.file, at: spec.id.range))
                    continue
                }
                owners[unit.key] = spec
                units.append(unit)
            }
        }
        units.sort { XcodeKeyOrder.precedes($0.key, $1.key) }
        return (units, owners, diagnostics)
    }
}

enum StringsMessage {
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
