import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules

/// What the checks across specs read (`CatalogFacts`: ids, generated names, accessibility
/// identifiers, suppressions) for every spec of one project, by path, so that an editor can
/// run those checks on each change without checking every spec again.
///
/// Loaded once from disk (`load`: the specs `dialogc lint` with no path would check, parsed
/// and decoded but not linted); a spec whose text changes in memory is decoded again alone
/// (`update`). `findings` then runs the checks across the catalog over the whole index, which
/// is dictionary work over small facts.
public struct ProjectIndex: Sendable {
    /// The project's config file.
    public let configPath: String
    /// The facts of each spec that decoded, by path.
    private var facts: [String: CatalogFacts] = [:]
    /// The spec paths in file order (sorted), decoded or not.
    private var paths: [String] = []
    /// What planning the project found: `config-overlap` and `unmatched-glob` at the config.
    public private(set) var planDiagnostics: [Diagnostic] = []

    /// Every spec of the project of `configPath` (an absolute path), read from disk.
    public static func load(configPath: String) -> ProjectIndex {
        var index = ProjectIndex(configPath: configPath)
        // The config's folder searched as `dialogc lint FOLDER` searches it: a nested project's
        // specs go to their own config, and are not this project's.
        let plan = ProjectPlanner().plan(LintRequest(inputs: [FilePath.directory(of: configPath)], keepsSpecs: false))
        index.planDiagnostics = plan.diagnostics.filter { $0.rule != .io }
        let files = plan.projects.filter { $0.configPath == configPath }.flatMap(\.specFiles)
        let decoded = Parallel.map(files) { path -> CatalogFacts? in
            guard case .success(let file) = SourceReader(origin: .discovered).read(path) else { return nil }
            return Self.facts(of: file)
        }
        index.paths = files.sorted()
        for case let facts? in decoded { index.facts[facts.path] = facts }
        return index
    }

    private init(configPath: String) {
        self.configPath = configPath
    }

    /// How many specs the index holds.
    public var count: Int { paths.count }

    /// Whether `path` is one of the project's specs.
    public func contains(_ path: String) -> Bool { facts[path] != nil || paths.contains(path) }

    /// `path`'s text is now `bytes` (an editor's buffer): its facts are made again. A spec the
    /// project did not list (a new file, or one named explicitly) is added, as a file named on
    /// the command line is always checked.
    public mutating func update(_ path: String, bytes: [UInt8]) {
        if !contains(path) {
            let at = paths.firstIndex { $0 > path } ?? paths.endIndex
            paths.insert(path, at: at)
        }
        facts[path] = Self.facts(of: SourceFile(path: path, bytes: bytes))
    }

    /// `path` is read from disk again (its buffer was closed); a file gone is dropped.
    public mutating func reload(_ path: String) {
        switch SourceReader(origin: .discovered).read(path) {
        case .success(let file): update(path, bytes: file.bytes)
        case .failure:
            facts[path] = nil
            paths.removeAll { $0 == path }
        }
    }

    /// The findings of the checks across specs (`duplicate-id`, `invalid-identifier` for
    /// generated names that collide), under `config`'s severities and the specs' own
    /// `lint.disable`, in reporting order.
    public func findings(config: ProjectConfig) -> [Diagnostic] {
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
