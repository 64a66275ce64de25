import DialogDiagnostics
import DialogJSON
import DialogLayout
import DialogModel
import DialogRules
import DialogTokens

/// What `dialogc lint` is asked to check.
public struct LintRequest: Sendable {
    /// Files and folders as the user named them. Paths ending in `.tokens.json` are token
    /// files to lint; everything else names specs.
    public var inputs: [String]
    /// `--config FILE`; nil to search for `dialogc.json` from the first input.
    public var configPath: String?

    public init(inputs: [String], configPath: String? = nil) {
        self.inputs = inputs
        self.configPath = configPath
    }
}

/// What a lint run found. The front end turns it into output and an exit status.
public struct LintResult: Sendable {
    /// Every finding, in reporting order (file, line, column).
    public var diagnostics: [Diagnostic]
    /// The specs that decoded, in file order.
    public var specs: [DialogSpec]
    /// How many spec files were read.
    public var fileCount: Int
    /// The config file used, if any.
    public var configPath: String?
    /// The config the specs were checked with (the defaults when there is no file); nil
    /// when the config file could not be used.
    public var config: ProjectConfig?
    /// The design system the specs were checked against; nil when its token files could
    /// not be read.
    public var designSystem: DesignSystem?
    /// Text measurement with the config's fonts, for layout.
    public var measurer: TextMeasurer = TextMeasurer()
    /// An I/O or configuration problem stopped or spoiled the run (exit status 2).
    public var hasEnvironmentProblem: Bool
}

/// The lint pipeline on one screen: config, design system, discover, read, then `check`:
/// per file parse -> decode -> rules (in parallel; results keep file order), checks across
/// the catalog, and the configured severities.
public struct LintPipeline: Sendable {
    public init() {}

    public func run(_ request: LintRequest) -> LintResult {
        let configPath = request.configPath ?? ConfigLocator().locate(firstInput: request.inputs.first ?? ".")
        let loaded = ConfigLoader().load(configPath)
        guard let config = loaded.config else {
            return LintResult(
                diagnostics: loaded.diagnostics.sorted(by: Diagnostic.reportingOrder), specs: [], fileCount: 0,
                configPath: configPath, config: nil, hasEnvironmentProblem: true)
        }
        let (designSystem, tokenDiagnostics) = DesignSystemLoader.load(
            config: config, configFile: loaded.file, read: SourceReader().read)
        let fonts = FontLoader().load(config: config, configFile: loaded.file)

        let tokenInputs = request.inputs.filter(TokenFileLinter.isTokenFile)
        let specInputs = request.inputs.filter { !TokenFileLinter.isTokenFile($0) }
        let namedTokenDiagnostics = TokenFileLinter().lint(tokenInputs, except: config)

        let discovery = InputDiscovery().discover(specInputs)
        let reads = Parallel.map(discovery.files) { SourceReader().read($0) }
        let sources = reads.compactMap { try? $0.get() }
        let readFailures = reads.compactMap { read -> Diagnostic? in
            if case .failure(let diagnostic) = read { return diagnostic }
            return nil
        }
        let checked = check(sources, config: config, designSystem: designSystem, measurer: fonts.measurer)
        let everything = loaded.diagnostics + tokenDiagnostics + fonts.diagnostics + namedTokenDiagnostics + discovery.diagnostics
            + readFailures + checked.diagnostics
        return LintResult(
            diagnostics: everything.sorted(by: Diagnostic.reportingOrder), specs: checked.specs, fileCount: discovery.files.count,
            configPath: configPath, config: config, designSystem: designSystem, measurer: fonts.measurer,
            hasEnvironmentProblem: everything.contains { $0.rule == .io })
    }

    /// The stages after reading, for files already in memory: per file parse -> decode ->
    /// rules (in parallel), then checks across the catalog, then the configured severities.
    /// Without a design system (its token files could not be read) the rules do not run.
    public func check(
        _ sources: [SourceFile], config: ProjectConfig, designSystem: DesignSystem? = EmbeddedDefaultTokens.shared,
        measurer: TextMeasurer = TextMeasurer()
    ) -> (specs: [DialogSpec], diagnostics: [Diagnostic]) {
        let compiled = Parallel.map(sources) { Self.compile($0, config: config, designSystem: designSystem, measurer: measurer) }
        let specs = compiled.compactMap(\.spec)
        var diagnostics = compiled.flatMap(\.diagnostics)
        diagnostics += CatalogChecks().check(specs)
        diagnostics = SeverityPolicy(config: config, specs: specs).apply(to: diagnostics)
        return (specs, diagnostics.sorted(by: Diagnostic.reportingOrder))
    }

    /// parse -> decode -> rules for one spec file. Errors in parse or decode stop the file
    /// before the rules: they would only report the consequences of the first mistake.
    static func compile(_ file: SourceFile, config: ProjectConfig, designSystem: DesignSystem?, measurer: TextMeasurer) -> FileResult {
        let parsed = JSONParser().parse(file)
        guard let value = parsed.value else { return FileResult(spec: nil, diagnostics: parsed.diagnostics) }
        let context = DecodingContext(file: file)
        let spec = SpecDecoder.decode(value, context: context)
        let inputDiagnostics = parsed.diagnostics + context.diagnostics
        guard let spec, let designSystem, !inputDiagnostics.contains(where: { $0.severity == .error }) else {
            return FileResult(spec: spec, diagnostics: inputDiagnostics)
        }
        let findings = RuleRunner.check(spec, config: config, designSystem: designSystem, measurer: measurer)
        return FileResult(spec: spec, diagnostics: inputDiagnostics + findings)
    }

    struct FileResult: Sendable {
        var spec: DialogSpec?
        var diagnostics: [Diagnostic]
    }
}
