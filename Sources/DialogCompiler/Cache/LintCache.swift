import DialogDiagnostics
import DialogModel

/// `dialogc lint`'s cache: `.dialogc-lint-cache.jsonl` in the folder of the project's
/// `dialogc.json` (a run without a config file has none). The build cache's format and key
/// (`BuildCacheFile`, `BuildKey.makeLint`): per spec its path, the SHA-256 of its bytes, its
/// own findings before the severity policy and its `CatalogFacts`; no outputs. A spec whose
/// bytes and whole-run key match is not parsed, decoded or checked; the checks across specs
/// and the severity policy run on every spec every time, so the findings are byte for byte
/// those of `--no-cache`.
///
/// Its entries are bound to the run's `CacheSecret`: a file the checkout brought, or one
/// written under another secret, is not believed. Like the build's, it is a hint: missing, corrupt, cut short, from another version or for
/// another key, it is ignored and written again. Specs that do not decode at all (a JSON
/// syntax error) are not kept: they are cheap to check and have no facts to keep.
struct LintCache: Sendable {
    static let name = ".dialogc-lint-cache.jsonl"

    let file: BuildCacheFile
    let key: String
    let toolVersion: String
    let secret: CacheSecret
    let paths: CachePaths
    /// The file's bytes before this run, to write it only when it changes.
    let previousBytes: [UInt8]?
    /// The entries of a cache written for this key, as the cache names and writes them
    /// (`CachePaths`); empty when there is none.
    let previous: [String: CachedSpec]
    /// Whether the file on disk is a whole, readable cache for this key (maybe empty).
    let previousIsValid: Bool

    /// The cache of the project `environment` describes; nil without a config file.
    init?(environment: LintEnvironment, toolVersion: String, secret: CacheSecret) {
        guard environment.configFile != nil, let configPath = environment.configPath else { return nil }
        let file = BuildCacheFile(folder: FilePath.directory(of: configPath), fileName: Self.name)
        let key = BuildKey.makeLint(environment: environment, toolVersion: toolVersion, memoFolder: secret.folder)
        let bytes = file.readBytes()
        self.file = file
        self.key = key
        self.toolVersion = toolVersion
        self.secret = secret
        paths = CachePaths(configPath: configPath)
        previousBytes = bytes
        let entries = bytes.flatMap { BuildCacheFile.entries(in: $0, key: key, toolVersion: toolVersion, secret: secret) }
        previous = entries ?? [:]
        previousIsValid = entries != nil
    }

    var reuse: CacheReuse { CacheReuse(entries: previous, verifier: nil, paths: paths) }

    var path: String { file.path }

    /// Writes the entries of this run's `files` (through `gate`, atomically), keeping the
    /// earlier entries of specs this run did not check unless it checked the whole project;
    /// nothing when the bytes would be the same. Returns why it could not be written.
    func write(_ files: [CompiledSpecFile], wholeProject: Bool, gate: WriteGate) -> Diagnostic? {
        // Every spec replayed and no entry to add or drop: the file would come out the same,
        // so it is not rendered (rendering was half of a warm run).
        let changed = files.contains { $0.reused == nil && ($0.facts != nil || previous[paths.key($0.path)] != nil) }
        if previousIsValid, !changed, !wholeProject || previous.count == files.count(where: { $0.reused != nil }) { return nil }
        var entries = wholeProject ? [:] : previous
        for file in files {
            guard let hash = file.hash else { continue }
            let name = paths.key(file.path)
            if let reused = file.reused {
                entries[name] = paths.stored(reused)
            } else if let facts = file.facts {
                entries[name] = paths.stored(
                    CachedSpec(path: file.path, hash: hash, diagnostics: file.diagnostics, catalog: facts, outputs: []))
            } else {
                entries[name] = nil
            }
        }
        // Written a batch of lines at a time (70 MB at 50,000 specs), and left alone if the
        // same.
        let ordered = entries.keys.sorted().map { entries[$0]! }
        entries = [:]
        return OutputFileWriter(gate: gate).write(to: file.path, unlessSameAs: previousBytes) { write in
            BuildCacheFile.render(ordered, key: key, toolVersion: toolVersion, secret: secret, into: write)
            return nil
        }
    }
}
