import DialogDiagnostics
import DialogEmit
import DialogLayout
import DialogModel
import DialogTokens
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `dialogc build` is asked to do.
public struct BuildRequest: Sendable {
    public var lint: LintRequest
    /// `--out DIR`; nil for the config's `output` (default `Generated` beside the config).
    public var outputDirectory: String?
    public var emit: Set<EmitKind>
    /// False for `--no-cache`: check and generate every spec, then write a fresh cache.
    public var useCache: Bool
    /// The version the cache is keyed by; tests change it to see a new dialogc rebuild all.
    public var toolVersion: String
    /// `--force`: files in the output folder that no build wrote may be replaced.
    public var adoptsUnknownFiles: Bool
    /// What to do when another build holds the output folder (`--no-wait` fails).
    public var contention: FolderLock.Contention
    /// The combinations the catalog draws (`emit` with `catalog`).
    public var catalog = CatalogSelection()
    /// `--screenshots`: the screenshots an earlier build took of this build's previews stay
    /// (the command takes them again and writes those whose pixels changed).
    public var keepsScreenshots = false
    /// `--verify`: the index and `checks.json` are not written by the build but after it,
    /// once Chromium has checked the pages (`CatalogSiteEmitter.checkedFiles`); the build
    /// keeps the ones an earlier build wrote until then.
    public var writesCatalogChecksLater = false
    /// Without `outputDirectory`: a folder of this name beside the config (the catalog's
    /// `Catalog`) rather than the config's `output`.
    public var outputBesideConfig: String?

    public init(
        inputs: [String], configPath: String? = nil, outputDirectory: String? = nil, emit: Set<EmitKind> = [.swift],
        useCache: Bool = true, toolVersion: String = DialogcVersion.current, adoptsUnknownFiles: Bool = false,
        contention: FolderLock.Contention = .wait(notice: {}), cacheSecret: CacheSecret? = CacheSecret.ofProcess
    ) {
        self.lint = LintRequest(inputs: inputs, configPath: configPath, cacheSecret: cacheSecret)
        self.outputDirectory = outputDirectory
        self.emit = emit
        self.useCache = useCache
        self.toolVersion = toolVersion
        self.adoptsUnknownFiles = adoptsUnknownFiles
        self.contention = contention
    }
}

/// What a build did.
public struct BuildResult: Sendable {
    public var lint: LintResult
    /// The folder written to; nil when the build stopped before writing.
    public var outputDirectory: String?
    public var written: [String]
    public var unchanged: [String]
    public var removed: [String]
    /// Findings of the build itself (writing), after the lint findings.
    public var diagnostics: [Diagnostic]
    /// Spec files checked by the rules in this build (cache misses), and those whose
    /// cached findings were reused.
    public var compiledCount: Int = 0
    public var reusedCount: Int = 0
    /// Of the compiled specs, those the cache had an entry for but whose generated files
    /// were missing or changed on disk.
    public var regeneratedCount: Int = 0
    /// The dialogs the build covers: every spec file that decoded, reused or not.
    public var dialogCount: Int = 0
    /// With the catalog and `BuildRequest.keepsScreenshots` or `writesCatalogChecksLater`:
    /// every preview it drew, for screenshots and the browser's check (a plain catalog of
    /// 50,000 specs does not hold them).
    public var catalogPreviews: [CatalogPreviewLocation] = []
    /// With the catalog and `BuildRequest.writesCatalogChecksLater`: every spec file's index
    /// entry, for `--verify`'s index.
    public var catalogEntries: [CatalogEntry] = []

    public var hasEnvironmentProblem: Bool {
        lint.hasEnvironmentProblem || diagnostics.contains { $0.rule == .io }
    }

    /// Whether writing failed before anything in the output folder changed (the folder, its
    /// manifest and its cache are exactly as they were).
    public var failedWithoutChanges: Bool {
        outputDirectory != nil && !diagnostics.isEmpty && written.isEmpty && removed.isEmpty
    }
}

/// The build pipeline: lint first (any error and nothing is written, except a catalog built
/// alone, whose pages show the errors), then emit per spec and for the whole run, then write
/// what changed into the output folder, then the cache. One build at a time uses a folder
/// (`FolderLock`), and every write goes through the run's `WriteGate`.
///
/// The cache (`BuildCacheFile`) lets a spec whose bytes and whole-build key are unchanged
/// skip the rules and the emitters: its findings are replayed from the cache, and its
/// generated files, once checked intact, are kept as they are.
public struct BuildPipeline: Sendable {
    /// The cache's file name in the output folder (hidden, beside the manifest).
    public static let cacheFileName = BuildCacheFile.name
    /// The generated files' stamps (`OutputStamps`): local by nature (inodes and times).
    public static let stampsFileName = OutputStamps.name

    public init() {}

    /// Builds one project. Specs of several projects (each spec belongs to the nearest
    /// `dialogc.json` above it) are built by `runProjects`; here they stop the run.
    public func run(_ request: BuildRequest) -> BuildResult {
        let results = runProjects(request)
        if results.count == 1 { return results[0] }
        let configs = results.compactMap(\.lint.configPath)
        return Self.stopped(InputDiscovery.ioError(BuildPlanMessage.severalProjects(configs), path: nil))
    }

    /// Builds each project the inputs span, in config order, each into its own output folder.
    /// A problem finding the inputs (a path that is not there) stops every project's emit, as
    /// it stops a one-project build: its findings come with the first project.
    public func runProjects(_ request: BuildRequest) -> [BuildResult] {
        let plan = LintPipeline().plan(request.lint)
        guard !plan.projects.isEmpty else {
            var stopped = Self.stopped(nil)
            stopped.lint.diagnostics = plan.diagnostics.sorted(by: Diagnostic.reportingOrder)
            return [stopped]
        }
        if request.outputDirectory != nil, plan.projects.count > 1 {
            return [Self.stopped(InputDiscovery.ioError(BuildPlanMessage.oneOutForSeveral(plan.projects.compactMap(\.configPath)), path: nil))]
        }
        let blocked = plan.diagnostics.contains { $0.rule == .io }
        return plan.projects.enumerated().map { index, project in
            build(
                project, request: request, planDiagnostics: index == 0 ? plan.diagnostics : [], blocked: blocked,
                prunes: { Self.buildsWholeProject(project, request: request.lint) })
        }
    }

    /// Whether a run builds every spec of `project`, so that the files an earlier build
    /// generated and this one does not belong to specs that are gone and may be removed. A
    /// run of some specs only (`dialogc build specs/one.dialog.json`) removes nothing: the
    /// other specs' files are still the app's. True with no path named (the project of the
    /// config), when the named paths take in every spec the config's `include` and `exclude`
    /// give, and, without a config, when only folders are named.
    static func buildsWholeProject(_ project: ProjectPlan.Project, request: LintRequest) -> Bool {
        guard request.standardInput == nil else { return false }
        if request.inputs.isEmpty { return true }
        guard let configPath = project.configPath else {
            return request.inputs.filter { !TokenFileLinter.isTokenFile($0) }.allSatisfy { input in
                if case .success(let status) = FileStatus.of(input), status.kind == .folder { true } else { false }
            }
        }
        let cwd = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String { FilePath.normalize(path.hasPrefix("/") ? path : FilePath.join(cwd, path)) }
        let whole = LintPipeline().plan(LintRequest(inputs: [], configPath: configPath))
        guard !whole.diagnostics.contains(where: { $0.rule == .io }), let every = whole.projects.first(where: { $0.configPath == configPath }) else { return false }
        return Set(project.specFiles.map(absolute)).isSuperset(of: every.specFiles.map(absolute))
    }

    /// A build that stopped before linting, for the reason given.
    static func stopped(_ problem: Diagnostic?) -> BuildResult {
        let lint = LintResult(diagnostics: [], specs: [], fileCount: 0, configPath: nil, config: nil, hasEnvironmentProblem: true)
        return BuildResult(lint: lint, outputDirectory: nil, written: [], unchanged: [], removed: [], diagnostics: problem.map { [$0] } ?? [])
    }

    private func build(_ project: ProjectPlan.Project, request: BuildRequest, planDiagnostics: [Diagnostic], blocked: Bool, prunes: () -> Bool) -> BuildResult {
        let pipeline = LintPipeline()
        let environment: LintEnvironment
        switch pipeline.loadEnvironment(project) {
        case .stopped(var stopped):
            stopped.diagnostics = (planDiagnostics + stopped.diagnostics).sorted(by: Diagnostic.reportingOrder)
            return BuildResult(lint: stopped, outputDirectory: nil, written: [], unchanged: [], removed: [], diagnostics: [])
        case .loaded(let loaded): environment = loaded
        }
        let folder = request.outputDirectory ?? request.outputBesideConfig.map(environment.config.resolve) ?? environment.config.outputDirectory
        // Locked before the cache and manifest are read, so they describe the folder this
        // build writes; a folder that does not exist yet is locked once it is created.
        var lock: FolderLock?
        defer { lock?.release() }
        switch FolderLock.acquire(folder, contention: request.contention) {
        case .failure(let problem):
            var stopped = LintResult(
                diagnostics: [], specs: [], fileCount: 0, configPath: environment.configPath, config: environment.config,
                hasEnvironmentProblem: true)
            stopped.inputs = environment.inputs
            return BuildResult(lint: stopped, outputDirectory: nil, written: [], unchanged: [], removed: [], diagnostics: [problem])
        case .success(let acquired): lock = acquired
        }
        let cacheFile = BuildCacheFile(folder: folder)
        // Without a secret there is no cache: none is believed and none written.
        let secret = request.lint.cacheSecret
        // The team's icons, read before the key, which holds their hashes.
        let icons = request.emit.contains(.catalog) ? CatalogIconFolder.open(config: environment.config, configFile: environment.configFile) : .success(nil)
        let stages = OutputStages.stages(for: request.emit, catalog: request.catalog, icons: icons)
        let key = secret.map {
            BuildKey.make(environment: environment, emit: request.emit, stages: stages, toolVersion: request.toolVersion, memoFolder: $0.folder)
        } ?? ""
        let paths = CachePaths(configPath: environment.configPath)
        let previousBytes = secret == nil ? nil : cacheFile.readBytes()
        let previousEntries =
            request.useCache ? secret.flatMap { secret in previousBytes.flatMap { BuildCacheFile.entries(in: $0, key: key, toolVersion: request.toolVersion, secret: secret) } } : nil
        var verifier = OutputVerifier(folder: folder, stages: stages, config: environment.config)
        verifier.stamps = secret.map { OutputStamps.read(folder: folder, secret: $0) } ?? [:]
        // Read before any output is looked at: a file hashed now is stamped only if older.
        if previousEntries?.isEmpty == false { verifier.clock = FolderClock.now(folder) }
        let reuse = previousEntries.map { CacheReuse(entries: $0, verifier: verifier, paths: paths) }

        // Without a cache, every spec is still hashed, for the cache this build writes. The
        // checks keep neither a decoded spec nor a file: each file is read again when its spec
        // is emitted (below) and must still have the bytes that were checked, so a build holds
        // a spec per core rather than every spec and file to the end.
        var lintRequest = request.lint
        lintRequest.keepsSpecs = false
        let linting = pipeline.lint(project, request: lintRequest, in: environment, reuse: reuse ?? CacheReuse(entries: [:], verifier: verifier, paths: paths))
        var linted = linting.result
        let compiled = linting.files
        if !planDiagnostics.isEmpty {
            linted.diagnostics = (planDiagnostics + linted.diagnostics).sorted(by: Diagnostic.reportingOrder)
        }
        linted.hasEnvironmentProblem = linted.hasEnvironmentProblem || blocked
        let lint = linted
        var result = BuildResult(lint: lint, outputDirectory: nil, written: [], unchanged: [], removed: [], diagnostics: [])
        result.reusedCount = compiled.count(where: { $0.reused != nil })
        result.compiledCount = compiled.count - result.reusedCount
        result.regeneratedCount = compiled.count(where: \.outputsWereDamaged)
        result.dialogCount = compiled.count(where: { $0.facts != nil })
        // Any error stops every emitter, except a stage that writes despite errors built
        // alone (a catalog: its pages show the errors, and every other page is still written).
        let hasErrors = lint.diagnostics.contains(where: { $0.severity == .error })
        guard !lint.hasEnvironmentProblem, !hasErrors || (!stages.isEmpty && stages.allSatisfy(\.writesDespiteErrors)), let config = lint.config,
            let designSystem = lint.designSystem
        else { return result }
        let context = StageContext(config: config, designSystem: designSystem, measurer: lint.measurer)
        let stageFindings = stages.flatMap { $0.findings(in: context, dialogCount: compiled.count) }
        guard stageFindings.isEmpty else {
            result.diagnostics = stageFindings
            return result
        }
        // The catalog's pages also show the run's findings, so it sees every spec file (`CatalogRun`).
        let catalogMatrix = request.emit.contains(.catalog) ? try? request.catalog.matrix(config: config, designSystem: designSystem).get() : nil

        // Stages "emit" and "write", phase 1, per spec and in parallel: a hit whose files are
        // intact keeps them; everything else is generated and staged at once, so only the
        // names and hashes of the generated files are held, never all of their text.
        result.outputDirectory = folder
        let generatedFolder = GeneratedFolder(path: folder, gate: WriteGate(inputs: lint.inputs, adoptsUnknownFiles: request.adoptsUnknownFiles))
        let session: GeneratedFolderSession
        switch generatedFolder.open(lock: &lock, contention: request.contention) {
        case .failure(let problem):
            result.diagnostics = [problem]
            return result
        case .success(let opened): session = opened
        }
        let catalog = catalogMatrix.map {
            CatalogRun(matrix: $0, config: config, diagnostics: lint.diagnostics, measurer: lint.measurer, icons: try? icons.get())
        }
        var perSpec = Parallel.map(Array(compiled.indices)) { index -> SpecOutputs in
            let file = compiled[index]
            // Only a catalog page needs the file of a spec that did not decode or was reused.
            if catalog == nil, file.reused != nil || file.facts == nil {
                return SpecOutputs(kept: file.reused?.outputs ?? [], stamps: file.reusedStamps)
            }
            let source: SourceFile
            switch Self.readAgain(file) {
            case .success(let read): source = read
            case .failure(let problem): return SpecOutputs(failure: problem, path: file.path)
            }
            if let cached = file.reused, let catalog { return catalog.reused(file, cached, source: source, in: session) }
            // Parse and decode again, no rules; nil when it did not decode in the checks either.
            let spec = file.facts == nil ? nil : LintPipeline.decode(source)
            var files: [OutputFile] = []
            if let spec, !hasErrors {
                files = Self.emit(spec, StageDialog(id: spec.id.value, path: file.path), stages: stages, in: context)
            }
            guard let catalog else { return SpecOutputs(staging: files, in: session) }
            let page = catalog.page(file, source: source, spec: spec)
            var outputs = SpecOutputs(staging: files + page.files, in: session)
            outputs.catalog = (page.entry, page.findingsHash)
            outputs.catalogFindings = page.own
            return outputs
        }
        let catalogFindings = perSpec.flatMap(\.catalogFindings)
        if !catalogFindings.isEmpty { result.lint.diagnostics = (result.lint.diagnostics + catalogFindings).sorted(by: Diagnostic.reportingOrder) }
        // Stage "emit" for the whole run: files made from every spec, reused or not.
        var shared = stages.flatMap { $0.sharedFiles(in: context) }
        if let catalog {
            shared += CatalogStage.site(
                entries: perSpec.compactMap(\.catalog?.entry), fonts: catalog.fonts, fallbacks: catalog.config.fontFallbacks, icons: catalog.icons,
                checksLater: request.writesCatalogChecksLater)
        }
        var kept = perSpec.flatMap(\.kept).map(\.name)
        if catalogMatrix != nil, request.writesCatalogChecksLater { kept += CatalogStage.checkedNames.filter(session.previous.contains) }
        let previews =
            if let catalogMatrix, request.keepsScreenshots || request.writesCatalogChecksLater {
                CatalogStage.previewLocations(entries: perSpec.compactMap(\.catalog?.entry), matrix: catalogMatrix)
            } else {
                [CatalogPreviewLocation]()
            }
        if request.keepsScreenshots { kept += previews.map(\.screenshotName).filter(session.previous.contains) }
        // Moved into one list, not copied: each spec's are let go, and so is the shared files'
        // text once staged (the catalog's index is 25 MB at 50,000 specs).
        var staged = shared.map(session.stage)
        shared = []
        staged.reserveCapacity(staged.count + perSpec.reduce(0) { $0 + $1.staged.count })
        for index in perSpec.indices {
            staged += perSpec[index].staged
            perSpec[index].staged = []
        }
        let outcome = session.commit(staged, keeping: kept, prunes: prunes)
        result.written = outcome.written
        result.unchanged = outcome.unchanged
        result.removed = outcome.removed
        result.diagnostics = outcome.diagnostics
        result.catalogPreviews = previews
        if request.writesCatalogChecksLater { result.catalogEntries = perSpec.compactMap(\.catalog?.entry) }
        // A build with errors (only a catalog's gets here) caches the specs without any: the
        // next run checks again only the files that have errors. An error that names no file
        // keeps the last cache as it is.
        let failing = Set(result.lint.diagnostics.lazy.filter { $0.severity == .error }.map { $0.location?.path })
        guard outcome.diagnostics.isEmpty, !failing.contains(nil), let secret else { return result }

        // Stage "cache", last, and only after the files were written.
        var seen: Set<String> = []
        var entries: [CachedSpec] = []
        entries.reserveCapacity(compiled.count)
        for (file, outputs) in zip(compiled, perSpec) {
            guard let hash = file.hash, let facts = file.facts, !failing.contains(file.path), seen.insert(file.path).inserted else { continue }
            entries.append(
                CachedSpec(
                    path: file.path, hash: hash, diagnostics: file.diagnostics, catalog: facts, outputs: outputs.cacheEntries,
                    catalogFindings: outputs.catalog?.findingsHash))
        }
        // Nothing compiled, and the same specs as the cache read: the file would come out
        // byte for byte the same, so it is neither rendered nor compared.
        // (A reused spec whose catalog page was drawn again has a new entry.)
        let cacheIsCurrent = reuse != nil && result.compiledCount == 0 && reuse?.count == entries.count && perSpec.allSatisfy(\.generated.isEmpty)
        if !cacheIsCurrent {
            // Written a batch of lines at a time, and left alone if it comes out the same.
            let failure = generatedFolder.writeHiddenFile(BuildCacheFile.name, unlessSameAs: previousBytes) { write in
                BuildCacheFile.render(entries, key: key, toolVersion: request.toolVersion, secret: secret, stored: paths.stored, into: write)
                return nil
            }
            if let failure {
                result.diagnostics.append(failure)
                return result
            }
        }
        // The stamps, after the cache: a stamp only vouches for a file holding a given hash,
        // so old stamps beside a new cache are safe (a mismatch is hashed).
        let stamps = Self.stamps(entries: entries, perSpec: perSpec, staged: staged, previous: verifier.stamps, folder: folder)
        if stamps != verifier.stamps, let failure = Self.writeStamps(stamps, secret: secret, in: generatedFolder) {
            result.diagnostics.append(failure)
        }
        return result
    }

    /// A spec's file for emit: read again, since the checks keep no file, and refused unless
    /// it still has the bytes that were checked and hashed for the cache (a file edited while
    /// the build runs would otherwise get outputs its findings never saw). A file the checks
    /// kept (standard input) is used as it is.
    static func readAgain(_ file: CompiledSpecFile) -> Result<SourceFile, Diagnostic> {
        if let source = file.source { return .success(source) }
        switch SourceReader(origin: .discovered).read(file.path) {
        case .failure(let problem): return .failure(problem)
        case .success(let source):
            guard let hash = file.hash, SHA256.hex(source.bytes) == hash else {
                return .failure(InputDiscovery.ioError(BuildPlanMessage.changedDuringBuild(file.path), path: file.path))
            }
            return .success(source)
        }
    }

    /// The stamps to record for the files the cache lists: those found intact by stamp or by
    /// hash; those written now whose `lstat` still has the inode, size and mtime the build's
    /// own write gave them, whose rename came in a later tick than the write and whose times
    /// are older than the folder's clock read after the renames; and any other whose `lstat`
    /// still equals its previous stamp for the same hash. Anything else has no stamp and is
    /// hashed by the next build (docs/DECISIONS.md "Trusting stat data").
    static func stamps(
        entries: [CachedSpec], perSpec: [SpecOutputs], staged: [GeneratedFolderSession.Staged], previous: [String: OutputStamps.Entry],
        folder: String
    ) -> [String: OutputStamps.Entry] {
        var hashes: [String: ContentHash] = [:]
        for entry in entries { for output in entry.outputs { hashes[output.name] = output.hash } }
        var recorded: [String: OutputStamps.Entry] = [:]
        for outputs in perSpec {
            for (name, stamp) in outputs.stamps { if let hash = hashes[name] { recorded[name] = OutputStamps.Entry(hash: hash, stamp: stamp) } }
        }
        let written = staged.compactMap { staged -> (String, FileStamp)? in
            guard case .changed(let name, let stamp?) = staged, hashes[name] != nil else { return nil }
            return (name, stamp)
        }
        let clock = written.isEmpty ? nil : FolderClock.now(folder)
        for (name, stamp) in written {
            guard let hash = hashes[name], let now = currentStamp(FilePath.join(folder, name)) else { continue }
            if now.inode == stamp.inode, now.size == stamp.size, now.modified == stamp.modified, now.modified < now.changed, now.isOlder(than: clock) {
                recorded[name] = OutputStamps.Entry(hash: hash, stamp: now)
            }
        }
        for (name, hash) in hashes where recorded[name] == nil {
            guard let old = previous[name], old.hash == hash, currentStamp(FilePath.join(folder, name)) == old.stamp else { continue }
            recorded[name] = old
        }
        // Files written within the tick of their rename have no stamp yet. Left so, the next
        // build, with nothing to do, would hash and stamp them and rewrite this file; so once
        // the folder's clock has passed them they are read back and stamped now, as a file
        // verified by hashing is.
        let late = written.map(\.0).filter { recorded[$0] == nil }
        var sizes: [String: Int] = [:]
        for entry in entries { for output in entry.outputs { sizes[output.name] = output.size } }
        if !late.isEmpty, let clock = clockPassing(late.compactMap { currentStamp(FilePath.join(folder, $0)) }, folder: folder) {
            for name in late {
                guard let hash = hashes[name], let size = sizes[name], let stamp = currentStamp(FilePath.join(folder, name)), stamp.size == size,
                    stamp.isOlder(than: clock), case .success(let file) = SourceReader(maximumBytes: size).read(FilePath.join(folder, name)),
                    ContentHash.of(file.bytes) == hash
                else { continue }
                recorded[name] = OutputStamps.Entry(hash: hash, stamp: stamp)
            }
        }
        return recorded
    }

    /// A reading of the folder's clock later than every time of `stamps`, waiting a few of
    /// its ticks at most (file systems keep times in ticks of a few milliseconds); nil when it
    /// does not move on.
    private static func clockPassing(_ stamps: [FileStamp], folder: String) -> Int64? {
        let latest = stamps.map { max($0.modified, $0.changed) }.max() ?? 0
        for _ in 0..<50 {
            guard let clock = FolderClock.now(folder) else { return nil }
            if clock > latest { return clock }
            usleep(1_000)
        }
        return nil
    }

    /// `.dialogc-stamps`, written as its lines are made.
    private static func writeStamps(_ stamps: [String: OutputStamps.Entry], secret: CacheSecret, in folder: GeneratedFolder) -> Diagnostic? {
        folder.writeHiddenFile(OutputStamps.name, unlessSameAs: nil) { emit in
            OutputStamps.write(stamps, secret: secret, to: emit)
            return nil
        }
    }

    private static func currentStamp(_ path: String) -> FileStamp? {
        guard case .success(let status) = FileStatus.of(path, followingLinks: false), status.kind == .regularFile else { return nil }
        return FileStamp(status)
    }

    /// One spec's generated files: kept from the cache, or generated now and staged.
    struct SpecOutputs: Sendable {
        var kept: [CachedOutput]
        /// The stamps the verifier found or made for kept files.
        var stamps: [String: FileStamp] = [:]
        var staged: [GeneratedFolderSession.Staged] = []
        /// What the cache records of the files generated now.
        var generated: [CachedOutput] = []
        /// With the catalog: the spec's index entry and the hash of the findings its page shows.
        var catalog: (entry: CatalogEntry, findingsHash: String)?
        /// With the catalog: the findings only the catalog reports (`catalog-icon`).
        var catalogFindings: [Diagnostic] = []

        init(kept: [CachedOutput], stamps: [String: FileStamp] = [:]) {
            self.kept = kept
            self.stamps = stamps
        }

        /// A spec whose file could not be read again: a failed staging, so that the commit
        /// changes nothing and reports it.
        init(failure problem: Diagnostic, path: String) {
            self.kept = []
            self.staged = [.failed(name: path, problem: problem)]
        }

        /// Stages `files` and keeps only their names, hashes and sizes.
        init(staging files: [OutputFile], in session: GeneratedFolderSession) {
            self.kept = []
            for file in files {
                // Hashed in place: `stage` makes the file's one copy of its bytes, to write it.
                var contents = file.contents
                let (hash, size) = contents.withUTF8 { (ContentHash.of($0), $0.count) }
                generated.append(CachedOutput(name: file.relativePath, hash: hash, size: size))
                staged.append(session.stage(file))
            }
        }

        var cacheEntries: [CachedOutput] { kept + generated }
    }

    /// The names of the files the stages keep for a dialog, sorted: what a cache entry must
    /// list to stand in for generating them.
    static func outputNames(_ dialog: StageDialog, config: ProjectConfig, stages: [any OutputStage]) -> [String] {
        stages.flatMap { $0.outputNames(dialog, config: config) }.sorted()
    }

    /// Stage "emit" for one dialog: each stage's files for it (`OutputStage.dialogOutputs`).
    /// These depend only on the spec and the whole-build key. (Its catalog page also shows the
    /// run's findings: `CatalogRun`.)
    static func emit(_ spec: DialogSpec, _ dialog: StageDialog, stages: [any OutputStage], in context: StageContext) -> [OutputFile] {
        stages.flatMap { $0.dialogOutputs(dialog, config: context.config).map { $0.file(spec, in: context) } }
    }
}

enum BuildPlanMessage {
    static func changedDuringBuild(_ path: String) -> String {
        "'\(path)' changed while it was being built, so nothing was written; build again once it is saved"
    }

    static func severalProjects(_ configs: [String]) -> String {
        "the specs belong to \(configs.count) projects (\(configs.map { "'\($0)'" }.joined(separator: ", "))) and this command builds one; "
            + "name the specs of one project, or pass --config to check them all with one config"
    }

    static func oneOutForSeveral(_ configs: [String]) -> String {
        "--out names one folder, but the specs belong to \(configs.count) projects (\(configs.map { "'\($0)'" }.joined(separator: ", "))), "
            + "each with its own output; leave --out out, or build one project at a time"
    }
}
