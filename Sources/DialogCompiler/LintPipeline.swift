import DialogDiagnostics
import DialogJSON
import DialogModel

/// What `dialogc lint` is asked to check.
public struct LintRequest: Sendable {
    /// Files and folders as the user named them.
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
    /// An I/O or configuration problem stopped or spoiled the run (exit status 2).
    public var hasEnvironmentProblem: Bool
}

/// The lint pipeline on one screen: config, discover, read, then `check`: per file parse ->
/// decode (in parallel; results keep file order), checks across the catalog, and the
/// configured severities.
public struct LintPipeline: Sendable {
    public init() {}

    public func run(_ request: LintRequest) -> LintResult {
        let configPath = request.configPath ?? ConfigLocator().locate(firstInput: request.inputs.first)
        let loaded = ConfigLoader().load(configPath)
        guard let config = loaded.config else {
            return LintResult(
                diagnostics: loaded.diagnostics.sorted(by: Diagnostic.reportingOrder), specs: [], fileCount: 0,
                configPath: configPath, hasEnvironmentProblem: true)
        }

        let discovery = InputDiscovery().discover(request.inputs)
        let reads = Parallel.map(discovery.files) { SourceReader().read($0) }
        let sources = reads.compactMap { try? $0.get() }
        let readFailures = reads.compactMap { read -> Diagnostic? in
            if case .failure(let diagnostic) = read { return diagnostic }
            return nil
        }
        let checked = check(sources, config: config)
        let diagnostics = (loaded.diagnostics + discovery.diagnostics + readFailures + checked.diagnostics)
            .sorted(by: Diagnostic.reportingOrder)
        return LintResult(
            diagnostics: diagnostics, specs: checked.specs, fileCount: discovery.files.count, configPath: configPath,
            hasEnvironmentProblem: !discovery.diagnostics.isEmpty || !readFailures.isEmpty)
    }

    /// The stages after reading, for files already in memory: per file parse -> decode (in
    /// parallel), then checks across the catalog, then the configured severities.
    public func check(_ sources: [SourceFile], config: ProjectConfig) -> (specs: [DialogSpec], diagnostics: [Diagnostic]) {
        let compiled = Parallel.map(sources, Self.compile)
        let specs = compiled.compactMap(\.spec)
        var diagnostics = compiled.flatMap(\.diagnostics)
        diagnostics += CatalogChecks().check(specs)
        diagnostics = SeverityPolicy(config: config, specs: specs).apply(to: diagnostics)
        return (specs, diagnostics.sorted(by: Diagnostic.reportingOrder))
    }

    /// parse -> decode for one spec file. A parse error stops the file before decode.
    static func compile(_ file: SourceFile) -> FileResult {
        let parsed = JSONParser().parse(file)
        guard let value = parsed.value else { return FileResult(spec: nil, diagnostics: parsed.diagnostics) }
        let context = DecodingContext(file: file)
        let spec = SpecDecoder.decode(value, context: context)
        return FileResult(spec: spec, diagnostics: parsed.diagnostics + context.diagnostics)
    }

    struct FileResult: Sendable {
        var spec: DialogSpec?
        var diagnostics: [Diagnostic]
    }
}
