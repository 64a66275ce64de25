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
    /// `--config FILE` for every input; nil for the nearest `dialogc.json` above each one.
    /// With no inputs, the project of this config (or of the one above the working folder)
    /// is checked whole: the specs its `include` and `exclude` choose.
    public var configPath: String?
    /// Whether `LintResult.specs` lists the decoded specs. `dialogc lint` needs only the
    /// findings: without the specs each one is freed on the thread that checked it, rather
    /// than all of them held to the end and freed one after another.
    public var keepsSpecs: Bool
    /// Whether the run keeps each spec file's bytes once it is checked, and `LintResult.sources`
    /// lists the files of the specs that decoded: for a command that decodes each spec again
    /// when it needs it rather than hold every spec's tree (an export). Without it the files
    /// are read and checked a batch at a time and let go with their batch (a build reads
    /// each again to emit it: `BuildPipeline.readAgain`).
    public var keepsSources = false

    /// A spec read from standard input (`dialogc lint - --stdin-filename PATH`): checked as
    /// if it were the file at `path` (its config is the one above `path`), which is never read.
    public var standardInput: (path: String, bytes: [UInt8])?

    /// `--pseudo-locale`: pseudo-locales laid out and checked besides the configs' own.
    public var pseudoLocales: [PseudoLocale] = []

    /// Whether to use and update each project's lint cache (`LintCache`): `dialogc lint`
    /// without `--no-cache`. Commands that need the decoded specs leave it off.
    public var usesCache: Bool

    /// What the caches are signed with (`CacheSecret`); without one no cache is read or
    /// written. The command line passes the one its environment gives. (Its folder also
    /// keeps the binary's digest for the keys of `shard` and `replay`.)
    public var cacheSecret: CacheSecret?

    /// `--shard i/n`: check only the specs of that part, and return their results
    /// (`LintResult.shardProjects`) for `dialogc merge`.
    public var shard: Shard?

    /// `dialogc merge`: the shards' results by config path ("" for none), which stand in for
    /// the per-spec stages of the specs whose bytes they record.
    public var replay: [String: ShardResults.Project]?

    public init(
        inputs: [String], configPath: String? = nil, keepsSpecs: Bool = true, usesCache: Bool = false, cacheSecret: CacheSecret? = nil
    ) {
        self.inputs = inputs
        self.configPath = configPath
        self.keepsSpecs = keepsSpecs
        self.usesCache = usesCache
        self.cacheSecret = cacheSecret
    }
}

/// What a lint run found. The front end turns it into output and an exit status.
public struct LintResult: Sendable {
    /// Every finding, in reporting order (file, line, column).
    public var diagnostics: [Diagnostic]
    /// The specs that decoded, in file order. In a build, the specs reused from the cache
    /// are not decoded and not listed here (`BuildResult` counts them).
    public var specs: [DialogSpec]
    /// With `LintRequest.keepsSources`: the files of the specs that decoded, in file order
    /// (reused or not).
    public var sources: [SourceFile] = []
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
    /// Every file the run read as input (specs, config, token and font files), which no
    /// write of the run may replace (`WriteGate`).
    public var inputs: [RunInput] = []
    /// How many specs the lint cache stood in for (`LintRequest.usesCache`).
    public var cachedCount = 0
    /// Why a lint cache could not be written. The findings are right regardless, so this
    /// never changes the verdict; the front end says it on standard error.
    public var cacheProblems: [Diagnostic] = []
    /// With `LintRequest.shard`: each project's per-spec results.
    public var shardProjects: [ShardResults.Project] = []
    /// With `LintRequest.replay`: how many specs the shards' results did not cover (changed
    /// since, or not decodable), which were checked here.
    public var checkedInMergeCount = 0
}

/// The lint pipeline on one screen: config, design system, discover, read, then `check`:
/// per file parse -> decode -> rules (in parallel; results keep file order), checks across
/// the catalog, and the configured severities.
public struct LintPipeline: Sendable {
    public init() {}

    public func run(_ request: LintRequest) -> LintResult {
        let plan = ProjectPlanner().plan(request)
        let results = plan.projects.map { project in
            switch loadEnvironment(project, pseudoLocales: request.pseudoLocales) {
            case .stopped(let result): result
            case .loaded(let environment): lint(project, request: request, in: environment)
            }
        }
        return LintResult(merging: results, planDiagnostics: plan.diagnostics)
    }

    /// One project, through its lint cache when the request uses one: specs whose bytes the
    /// cache knows (under the same key) are not checked again, and the cache is written after.
    /// With a shard, only the specs of that part; with a replay (`merge`), the shards'
    /// results stand in for the cache.
    private func lint(_ project: ProjectPlan.Project, request: LintRequest, in environment: LintEnvironment) -> LintResult {
        var project = project
        let paths = CachePaths(configPath: environment.configPath)
        if let shard = request.shard {
            project.specFiles = project.specFiles.filter { shard.contains(paths.key($0)) }
            // Token files named on the command line are linted once, by the first part.
            if shard.index != 1 { project.tokenFiles = [] }
        }
        if let replay = request.replay {
            let key = BuildKey.makeLint(environment: environment, toolVersion: DialogcVersion.current, memoFolder: request.cacheSecret?.folder)
            guard let results = replay[environment.configPath ?? ""], results.key == key else {
                let problem = InputDiscovery.ioError(ShardResultsMessage.otherInputs(environment.configPath), path: nil)
                return LintResult(
                    diagnostics: [problem], specs: [], fileCount: 0, configPath: environment.configPath, config: environment.config,
                    hasEnvironmentProblem: true)
            }
            var (result, files) = lint(project, request: request, in: environment, reuse: CacheReuse(entries: results.entries, verifier: nil, paths: paths))
            result.checkedInMergeCount = files.count { $0.reused == nil }
            return result
        }
        let cache = request.usesCache ? request.cacheSecret.flatMap { LintCache(environment: environment, toolVersion: DialogcVersion.current, secret: $0) } : nil
        // A shard hashes every spec, for its results.
        let reuse = cache?.reuse ?? (request.shard == nil ? nil : CacheReuse(entries: [:], verifier: nil, paths: paths))
        var (result, files) = lint(project, request: request, in: environment, reuse: reuse)
        if let cache {
            result.cachedCount = files.count { $0.reused != nil }
            let wholeProject = request.inputs.isEmpty && request.standardInput == nil && request.shard == nil
            if let failure = cache.write(files, wholeProject: wholeProject, gate: WriteGate(inputs: result.inputs)) {
                result.cacheProblems.append(failure)
            }
        }
        if request.shard != nil {
            var entries: [String: CachedSpec] = [:]
            for file in files {
                guard let hash = file.hash else { continue }
                if let reused = file.reused {
                    entries[paths.key(file.path)] = paths.stored(reused)
                } else if let facts = file.facts {
                    entries[paths.key(file.path)] = paths.stored(
                        CachedSpec(path: file.path, hash: hash, diagnostics: file.diagnostics, catalog: facts, outputs: []))
                }
            }
            result.shardProjects = [
                ShardResults.Project(
                    configPath: environment.configPath,
                    key: BuildKey.makeLint(environment: environment, toolVersion: DialogcVersion.current, memoFolder: request.cacheSecret?.folder),
                    entries: entries)
            ]
        }
        return result
    }

    /// Stage "projects": which config each spec is checked with (`ProjectPlanner`).
    func plan(_ request: LintRequest) -> ProjectPlan {
        ProjectPlanner().plan(request)
    }

    /// Stage "environment": the config, the design system and the fonts every spec of one
    /// project is checked against. A config that cannot be used stops the project here.
    /// `pseudoLocales` are added to the config's own (`--pseudo-locale`).
    func loadEnvironment(
        _ project: ProjectPlan.Project, pseudoLocales: [PseudoLocale] = [],
        read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic> = { SourceReader().read($0) }
    ) -> EnvironmentOutcome {
        let configPath = project.configPath
        let loaded = project.loaded
        guard var config = loaded.config else {
            var stopped = LintResult(
                diagnostics: loaded.diagnostics.sorted(by: Diagnostic.reportingOrder), specs: [], fileCount: 0,
                configPath: configPath, config: nil, hasEnvironmentProblem: true)
            stopped.inputs = Self.environmentInputs(configPath: configPath, config: nil)
            return .stopped(stopped)
        }
        for pseudo in pseudoLocales where !config.pseudoLocales.contains(pseudo) && !config.locales.value.contains(pseudo.rawValue) {
            config.pseudoLocales.append(pseudo)
        }
        let (designSystem, loadDiagnostics) = DesignSystemLoader.load(
            config: config, configFile: loaded.file, read: read, namesBeside: SourceReader.namesBeside)
        // Contrast the tokens alone decide: once, at the token, not once per spec.
        let tokenContrast = designSystem.map { DesignSystemFindings.contrastFindings($0, config: config) } ?? []
        let fonts = FontLoader().load(config: config, configFile: loaded.file)
        // A weight the configured family lacks: once, at the family, not once per spec.
        let weights = designSystem.map {
            SeverityPolicy(config: config, specs: []).apply(
                to: FontCoverageRule.weightFindings(designSystem: $0, config: config, configFile: loaded.file, measurer: fonts.measurer))
        } ?? []
        return .loaded(
            LintEnvironment(
                configPath: configPath, configFile: loaded.file, config: config, designSystem: designSystem, measurer: fonts.measurer,
                diagnostics: loaded.diagnostics + loadDiagnostics + fonts.diagnostics + weights, tokenContrast: tokenContrast,
                inputs: Self.environmentInputs(configPath: configPath, config: config)))
    }

    /// An error in the config found only when the design system is loaded (a theme's choice
    /// of resolver contexts, which leaves no design system): a config problem like those of
    /// decoding, so exit status 2. Decoding errors never get here (a config with errors stops
    /// the project first). The choice may be a parent's (`extends`), reported in that file.
    static func isConfigChoiceError(_ diagnostic: Diagnostic, configPath: String?, config: ProjectConfig) -> Bool {
        guard diagnostic.rule == .invalidValue, diagnostic.severity == .error, let configPath, let path = diagnostic.location?.path else { return false }
        return path == configPath || config.parents.contains { $0.file.path == path }
    }

    /// The config file, the configs it extends and every token and font file they name (a
    /// resolver's sources included), as the run's inputs.
    static func environmentInputs(configPath: String?, config: ProjectConfig?) -> [RunInput] {
        var inputs = configPath.map { [RunInput(path: $0, kind: .config)] } ?? []
        guard let config else { return inputs }
        inputs += config.parents.map { RunInput(path: $0.file.path, kind: .parentConfig) }
        inputs += (config.tokenFilePaths + ResolverInputs.tokenFilePaths(config)).map { RunInput(path: $0, kind: .tokens) }
        inputs += config.fontFilePaths.map { RunInput(path: $0, kind: .font) }
        return inputs
    }

    /// Read and check one project's specs. With `reuse` (a build with a cache), every file
    /// is hashed, and a file whose path and hash match an entry whose generated files are
    /// intact is not checked again: its cached findings stand in for the rules' (see
    /// `compileAll`).
    func lint(
        _ project: ProjectPlan.Project, request: LintRequest, in environment: LintEnvironment, reuse: CacheReuse?
    ) -> (result: LintResult, files: [CompiledSpecFile]) {
        let config = environment.config
        let namedTokenDiagnostics = TokenFileLinter().lint(project.tokenFiles, except: config)
        let standardInput = request.standardInput.map { (path: FilePath.normalize($0.path), bytes: $0.bytes) }
        // Read and checked a batch at a time: a run that keeps no source (`dialogc lint`) holds
        // one batch of files, never every file's bytes (82 MB at 50,000 specs) and line table.
        var files: [CompiledSpecFile] = []
        var readFailures: [Diagnostic] = []
        files.reserveCapacity(project.specFiles.count)
        for start in stride(from: 0, to: project.specFiles.count, by: Self.batchSize) {
            let batch = Array(project.specFiles[start..<min(start + Self.batchSize, project.specFiles.count)])
            let reads = Parallel.map(batch) { path -> Result<SourceFile, Diagnostic> in
                if let standardInput, path == standardInput.path { return .success(SourceFile(path: path, bytes: standardInput.bytes)) }
                return SourceReader(origin: .discovered).read(path)
            }
            readFailures += reads.compactMap { read -> Diagnostic? in
                if case .failure(let diagnostic) = read { return diagnostic }
                return nil
            }
            var compiled = compileAll(
                reads.compactMap { try? $0.get() }, config: config, designSystem: environment.designSystem, measurer: environment.measurer,
                reuse: reuse, keepsSpecs: request.keepsSpecs, tokenPairs: environment.tokenContrast.map(\.pair))
            // Standard input cannot be read again: its one file is kept.
            if !request.keepsSources { for index in compiled.indices where compiled[index].path != standardInput?.path { compiled[index].source = nil } }
            files += compiled
        }
        let checked = finish(files, config: config)
        let shown = environment.tokenContrast.indices.map { index in
            files.compactMap { $0.facts?.tokenFindings.contains(index) == true ? $0.path : nil }
        }
        let tokenContrast = DesignSystemFindings.namingSpecs(environment.tokenContrast, shown: shown, specCount: files.count)
        let everything = environment.diagnostics + tokenContrast + namedTokenDiagnostics + readFailures + checked.diagnostics
        var result = LintResult(
            diagnostics: everything.sorted(by: Diagnostic.reportingOrder), specs: checked.specs, fileCount: project.specFiles.count,
            configPath: environment.configPath, config: config, designSystem: environment.designSystem, measurer: environment.measurer,
            hasEnvironmentProblem: everything.contains { $0.rule == .io }
                || environment.designSystem == nil && environment.diagnostics.contains { Self.isConfigChoiceError($0, configPath: environment.configPath, config: config) })
        result.inputs =
            environment.inputs + project.tokenFiles.map { RunInput(path: $0, kind: .tokens) }
            + project.specFiles.map { RunInput(path: $0, kind: .spec) }
        if request.keepsSources { result.sources = files.compactMap { $0.facts == nil ? nil : $0.source } }
        return (result, files)
    }

    /// The stages after reading, for files already in memory: per file parse -> decode ->
    /// rules (in parallel), then checks across the catalog, then the configured severities.
    /// Without a design system (its token files could not be read) the rules do not run.
    public func check(
        _ sources: [SourceFile], config: ProjectConfig, designSystem: DesignSystem? = EmbeddedDefaultTokens.shared,
        measurer: TextMeasurer = TextMeasurer()
    ) -> (specs: [DialogSpec], diagnostics: [Diagnostic]) {
        finish(compileAll(sources, config: config, designSystem: designSystem, measurer: measurer, reuse: nil), config: config)
    }

    /// parse -> decode -> rules for every file, in parallel, in file order.
    ///
    /// A cache hit is not even parsed: its findings come from the cache, and so do the few
    /// facts the checks across the catalog and the severity policy need (`CatalogFacts`).
    /// Decoding every reused spec just for those was a quarter of a no-op rebuild's time;
    /// see docs/DECISIONS.md.
    func compileAll(
        _ sources: [SourceFile], config: ProjectConfig, designSystem: DesignSystem?, measurer: TextMeasurer,
        reuse: CacheReuse?, keepsSpecs: Bool = true, tokenPairs: [TokenContrast.Pair] = []
    ) -> [CompiledSpecFile] {
        let plan = designSystem.map { RuleRunner.Plan(config: config, designSystem: $0) }
        return Parallel.map(sources) { file in
            var hash: String?
            var outputsDamaged = false
            if let reuse {
                let digest = SHA256.hex(file.bytes)
                hash = digest
                switch reuse.lookUp(file.path, hash: digest) {
                case .reusable(let cached, let stamps):
                    return CompiledSpecFile(
                        source: file, path: file.path, hash: digest, spec: nil, facts: cached.catalog, diagnostics: cached.diagnostics, reused: cached,
                        reusedStamps: stamps)
                case .outputsDamaged: outputsDamaged = true
                case .none: break
                }
            }
            let result = Self.compile(file, plan: plan, measurer: measurer)
            return CompiledSpecFile(
                source: file, path: file.path, hash: hash, spec: keepsSpecs ? result.spec : nil, facts: result.spec.map { CatalogFacts($0, rulesRan: result.rulesRan, showing: tokenPairs) },
                diagnostics: result.diagnostics, reused: nil, outputsWereDamaged: outputsDamaged)
        }
    }

    /// The stages across all specs, which are never cached: the catalog checks and the
    /// severity policy read every spec, so one changed spec can change any spec's findings.
    func finish(_ files: [CompiledSpecFile], config: ProjectConfig) -> (specs: [DialogSpec], diagnostics: [Diagnostic]) {
        let facts = files.compactMap(\.facts)
        var diagnostics = files.flatMap(\.diagnostics)
        diagnostics += CatalogChecks().check(facts)
        diagnostics = SeverityPolicy(config: config, specs: facts).apply(to: diagnostics)
        // A missing script font is one fix for every text it leaves unmeasured: said once.
        diagnostics = FontCoverageRule.oncePerFix(diagnostics)
        return (files.compactMap(\.spec), diagnostics.sorted(by: Diagnostic.reportingOrder))
    }

    /// parse -> decode -> rules for one spec file. A parse error stops the file before the
    /// rules; a decode error holds back only the findings that depend on the value it is in
    /// (`BrokenInput`, `Rule.scope`), as a compiler goes on after an error: the others still
    /// report, in the same run. Such a run is partial (`rulesRan` false), and any error still
    /// stops a build's emit.
    static func compile(
        _ file: SourceFile, plan: RuleRunner.Plan?, measurer: TextMeasurer
    ) -> FileResult {
        let parsed = JSONParser().parse(file)
        guard let value = parsed.value else { return FileResult(spec: nil, diagnostics: parsed.diagnostics, rulesRan: false) }
        let context = DecodingContext(file: file)
        let spec = SpecDecoder.decode(value, context: context, rules: RuleRegistry.catalog)
        let inputDiagnostics = parsed.diagnostics + context.diagnostics
        guard let spec, let plan else { return FileResult(spec: spec, diagnostics: inputDiagnostics, rulesRan: false) }
        let errors = inputDiagnostics.filter { $0.severity == .error }
        if errors.isEmpty {
            return FileResult(spec: spec, diagnostics: inputDiagnostics + RuleRunner.check(spec, plan: plan, measurer: measurer), rulesRan: true)
        }
        guard let broken = BrokenInput(errors, ignoredKeys: context.ignoredKeys, in: value) else {
            return FileResult(spec: spec, diagnostics: inputDiagnostics, rulesRan: false)
        }
        let findings = RuleRunner.check(spec, plan: plan, measurer: measurer, broken: broken)
        return FileResult(spec: spec, diagnostics: inputDiagnostics + findings, rulesRan: false)
    }

    /// Spec files read and checked at once when the run keeps no source (`lint`).
    static let batchSize = 1024

    /// Parse and decode only, for a spec whose findings are already made (checked earlier in
    /// the run, or by an earlier run, from the cache): what its emitters need.
    static func decode(_ file: SourceFile) -> DialogSpec? {
        guard let value = JSONParser().parse(file).value else { return nil }
        return SpecDecoder.decode(value, context: DecodingContext(file: file), rules: RuleRegistry.catalog)
    }

    enum EnvironmentOutcome {
        case loaded(LintEnvironment)
        /// The config could not be used; the result says why.
        case stopped(LintResult)
    }

    struct FileResult: Sendable {
        var spec: DialogSpec?
        var diagnostics: [Diagnostic]
        /// Whether the rules ran (the spec decoded without errors and there is a design system).
        var rulesRan: Bool
    }
}

extension LintResult {
    /// One result for a run over several projects: every finding, spec and input. The config,
    /// design system and fonts are the first project's (a command that needs exactly one,
    /// such as `dialogc layout`, checks one spec).
    init(merging results: [LintResult], planDiagnostics: [Diagnostic]) {
        // Once each: two projects that extend one config both carry that config's findings.
        var seen: Set<Diagnostic> = []
        let diagnostics = (planDiagnostics + results.flatMap(\.diagnostics)).sorted(by: Diagnostic.reportingOrder).filter { seen.insert($0).inserted }
        let first = results.first
        self.init(
            diagnostics: diagnostics, specs: results.flatMap(\.specs), fileCount: results.reduce(0) { $0 + $1.fileCount },
            configPath: first?.configPath, config: first?.config ?? (results.isEmpty ? ProjectConfig() : nil),
            designSystem: first?.designSystem, measurer: first?.measurer ?? TextMeasurer(),
            hasEnvironmentProblem: results.contains(where: \.hasEnvironmentProblem) || diagnostics.contains { $0.rule == .io })
        inputs = results.flatMap(\.inputs)
        sources = results.flatMap(\.sources)
        cachedCount = results.reduce(0) { $0 + $1.cachedCount }
        cacheProblems = results.flatMap(\.cacheProblems)
        shardProjects = results.flatMap(\.shardProjects)
        checkedInMergeCount = results.reduce(0) { $0 + $1.checkedInMergeCount }
    }
}

/// What every spec of a run is checked against.
struct LintEnvironment: Sendable {
    var configPath: String?
    /// The config file's bytes (nil without a config file), for the build cache's key.
    var configFile: SourceFile?
    var config: ProjectConfig
    var designSystem: DesignSystem?
    var measurer: TextMeasurer
    /// Findings in the config, the token files and the fonts, except `tokenContrast`.
    var diagnostics: [Diagnostic]
    /// Contrast the tokens alone decide, under the config's severities; reported with a note
    /// naming the specs of the run that show each finding.
    var tokenContrast: [TokenContrast.Finding]
    /// The config file and the token and font files it names.
    var inputs: [RunInput]
}

/// One spec file after the per-file stages, before the checks across the catalog.
struct CompiledSpecFile: Sendable {
    /// The file; nil once checked when the run keeps no source (`LintRequest.keepsSources`
    /// false, as in `dialogc lint` and a build), so that its bytes and line table go with the
    /// batch; standard input's is kept, as it cannot be read again.
    var source: SourceFile?
    var path: String
    /// SHA-256 of the file's bytes, in hex; nil when nothing asked for it (`dialogc lint`).
    var hash: String?
    /// The decoded spec; nil when it did not decode, or was reused from the cache (which
    /// holds no spec, and is reused only when its generated files are intact).
    var spec: DialogSpec?
    /// What the catalog checks need; nil when the spec did not decode.
    var facts: CatalogFacts?
    /// The file's own findings (parse, decode, rules) before the severity policy.
    var diagnostics: [Diagnostic]
    /// The cache entry that stood in for the rules, if any.
    var reused: CachedSpec?
    /// The cache had an entry for these bytes, but its generated files were missing or
    /// changed, so the spec was compiled again.
    var outputsWereDamaged = false
    /// The stamps to record for the reused entry's files (`OutputStamps`).
    var reusedStamps: [String: FileStamp] = [:]
}
