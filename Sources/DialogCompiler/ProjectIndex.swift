import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules

/// What the checks across specs read (`CatalogFacts`: ids, generated names, accessibility
/// identifiers, suppressions) for every spec of one project, by path, so that an editor can
/// run those checks on each change without checking every spec again.
///
/// Loaded from disk (`load`: the specs `dialogc lint` with no path would check, parsed and
/// decoded but not linted); planned again when the config or the spec files change
/// (`load(reusing:)` decodes only the specs it did not hold); a spec whose text changes in
/// memory is decoded again alone (`update`). `findings` then runs the checks across the
/// catalog over the whole index, which is dictionary work over small facts.
public struct ProjectIndex: Sendable {
    /// The project's config file.
    public let configPath: String
    /// The config the project was planned with (its `include` and `exclude` choose the specs).
    public let config: ProjectConfig
    /// The config files it was loaded from: the config and the configs it extends.
    public let configFiles: Set<String>
    /// The facts of each spec that decoded, by path.
    private var facts: [String: CatalogFacts] = [:]
    /// The spec paths in file order (sorted), decoded or not.
    private var paths: [String] = []
    /// What planning the project found: `config-overlap` and `unmatched-glob` at the configs.
    public private(set) var planDiagnostics: [Diagnostic] = []

    /// Every spec of the project of `configPath` (an absolute path), planned as `dialogc lint`
    /// with no path plans it from the config's folder, with its configs read by `read`, and
    /// the specs read from disk; the facts of `reusing`'s specs are kept rather than read
    /// again. Nil when the config cannot be loaded (it has errors, or is gone).
    public static func load(
        configPath: String, read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic> = { SourceReader().read($0) },
        reusing known: ProjectIndex? = nil
    ) -> ProjectIndex? {
        let loader = ConfigLoader(read: read)
        guard let config = loader.load(configPath).config else { return nil }
        var index = ProjectIndex(configPath: configPath, config: config)
        // A nested project's specs go to their own config, and are not this project's.
        let plan = ProjectPlanner(loader: loader).plan(LintRequest(inputs: [], keepsSpecs: false), wholeProject: configPath)
        index.planDiagnostics = plan.diagnostics.filter { $0.rule != .io }
        let files = plan.projects.filter { $0.configPath == configPath }.flatMap(\.specFiles)
        let unknown = files.filter { known?.facts[$0] == nil }
        let decoded = Parallel.map(unknown) { path -> CatalogFacts? in
            guard case .success(let file) = SourceReader(origin: .discovered).read(path) else { return nil }
            return Self.facts(of: file)
        }
        index.paths = files.sorted()
        if let known {
            for path in files { index.facts[path] = known.facts[path] }
        }
        for case let facts? in decoded { index.facts[facts.path] = facts }
        return index
    }

    private init(configPath: String, config: ProjectConfig) {
        self.configPath = configPath
        self.config = config
        configFiles = Set([FilePath.normalize(configPath)] + config.parents.map { FilePath.normalize($0.file.path) })
    }

    /// How many specs the index holds.
    public var count: Int { paths.count }

    /// Whether `path` is one of the project's specs.
    public func contains(_ path: String) -> Bool { facts[path] != nil || paths.contains(path) }

    /// `path`'s text is now `bytes` (an editor's buffer, maybe of a file not yet saved): its
    /// facts are made again. It is in the project when the config's `include` and `exclude`
    /// take it, as a folder search would (the caller knows this config is the nearest).
    public mutating func update(_ path: String, bytes: [UInt8]) {
        guard ProjectPlanner.takes(path, config: config) else { return remove(path) }
        if !contains(path) {
            let at = paths.firstIndex { $0 > path } ?? paths.endIndex
            paths.insert(path, at: at)
        }
        facts[path] = Self.facts(of: SourceFile(path: path, bytes: bytes))
    }

    /// `path` is read from disk again (its buffer was closed, or the file changed); a file
    /// gone is dropped.
    public mutating func reload(_ path: String) {
        switch SourceReader(origin: .discovered).read(path) {
        case .success(let file): update(path, bytes: file.bytes)
        case .failure: remove(path)
        }
    }

    private mutating func remove(_ path: String) {
        facts[path] = nil
        paths.removeAll { $0 == path }
    }

    /// The findings of the checks across specs (`duplicate-id`, `invalid-identifier` for
    /// generated names that collide), under the config's severities and the specs' own
    /// `lint.disable`, in reporting order.
    public func findings() -> [Diagnostic] {
        let specs = paths.compactMap { facts[$0] }
        return SeverityPolicy(config: config, specs: specs).apply(to: CatalogChecks().check(specs)).sorted(by: Diagnostic.reportingOrder)
    }

    /// The facts of one spec that parses and decodes; nil otherwise. The rules do not run, so
    /// no suppression is ever called unused from here (that is the spec's own check).
    static func facts(of file: SourceFile) -> CatalogFacts? {
        guard let value = JSONParser().parse(file).value,
            let spec = SpecDecoder.decode(value, context: DecodingContext(file: file), rules: RuleRegistry.catalog)
        else { return nil }
        return CatalogFacts(spec, rulesRan: false)
    }
}
