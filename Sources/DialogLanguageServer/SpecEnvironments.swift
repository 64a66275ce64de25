import DialogCompiler
import DialogDiagnostics
import DialogModel

/// Each project's environment (config, design system, fonts: `SpecEnvironment`), loaded once
/// and kept until one of its files changes: an open buffer of it, a file changed on disk
/// (`workspace/didChangeWatchedFiles`), or a save.
struct SpecEnvironments {
    /// By config path; "" for specs without a config.
    private var byConfig: [String: SpecEnvironment] = [:]
    /// The config above each folder, as found on disk.
    private var configByFolder: [String: String?] = [:]
    /// How many environments were loaded so far (they are loaded once per change of theirs).
    private(set) var loadCount = 0

    /// The environment the spec at `path` is checked in, loaded with `read` if it is not yet.
    mutating func environment(forSpec path: String, read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic>) -> SpecEnvironment {
        let folder = FilePath.directory(of: path)
        let configPath: String?
        if let known = configByFolder[folder] {
            configPath = known
        } else {
            configPath = ConfigLocator().locate(firstInput: path)
            configByFolder[folder] = configPath
        }
        if let loaded = byConfig[configPath ?? ""] { return loaded }
        let environment = SpecEnvironment(configPath: configPath, read: read)
        loadCount += 1
        byConfig[configPath ?? ""] = environment
        return environment
    }

    /// The file at `path` changed: the environments loaded from it are dropped. Returns their
    /// config paths ("" for none); a `dialogc.json` changed, created or deleted may be nearer
    /// to some specs than the one they had, so then every environment goes.
    mutating func fileChanged(_ path: String) -> Set<String> {
        let path = FilePath.normalize(path)
        var dropped: Set<String> = []
        let isConfig = DocumentKind(path: path) == .config
        if isConfig { configByFolder = [:] }
        for (key, environment) in byConfig where isConfig || environment.configPath == path || environment.inputPaths.contains(path) {
            dropped.insert(key)
        }
        for key in dropped { byConfig[key] = nil }
        return dropped
    }
}
