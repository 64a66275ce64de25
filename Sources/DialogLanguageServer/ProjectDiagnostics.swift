import DialogCompiler
import DialogDiagnostics
import DialogModel

/// The findings of the checks across specs (`duplicate-id`, generated names that collide)
/// and of planning the project (`config-overlap`, `unmatched-glob`) for every project with
/// an open spec or an open config, by the file each is in, with the open buffers standing in
/// for their files.
///
/// Each project's specs are indexed once (`ProjectIndex.load`, when its first spec or its
/// config is checked); a checked buffer then updates its own entry and the checks across
/// the catalog run over the index, so a change costs one spec's decoding and a pass over
/// small facts, never a lint of the project. A change of a config (saved or not) or a spec
/// file created or deleted on disk makes the project planned again (`stale`), which walks
/// its folder but decodes only the specs it did not hold.
struct ProjectDiagnostics {
    /// An open spec's buffer and the config it was checked with.
    struct OpenSpec {
        var path: String
        var bytes: [UInt8]
        var configPath: String
    }

    private struct Project {
        var index: ProjectIndex
        /// Whether its config or its spec files changed since it was planned.
        var stale = false
    }

    /// By config path.
    private var projects: [String: Project] = [:]
    /// The findings last computed, by the path of the file they are in.
    private var byPath: [String: [Diagnostic]] = [:]

    /// Whether a project waits to be planned again.
    var hasStaleProjects: Bool { projects.values.contains(where: \.stale) }

    /// The project findings in the file at `path`.
    func findings(at path: String) -> [Diagnostic] { byPath[path] ?? [] }

    /// The spec at `path`, of the project of `configPath`, was checked at `bytes`. `read`
    /// reads the configs (buffers first); `openSpecs` are the buffers of every open spec,
    /// which stand in for their files when the project is (re)planned. Returns the paths
    /// whose findings changed.
    mutating func specChanged(
        _ path: String, bytes: [UInt8], configPath: String, read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic>,
        openSpecs: () -> [OpenSpec]
    ) -> Set<String> {
        guard var project = planned(configPath, read: read, openSpecs: openSpecs) else { return [] }
        project.index.update(path, bytes: bytes)
        projects[configPath] = project
        return refresh()
    }

    /// The open config at `configPath` was checked: its project is planned if it is not yet
    /// (or again, if its files changed), so its `config-overlap` and `unmatched-glob` show.
    mutating func configChecked(
        _ configPath: String, read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic>, openSpecs: () -> [OpenSpec]
    ) -> Set<String> {
        let before = projects[configPath]
        guard let project = planned(configPath, read: read, openSpecs: openSpecs) else { return [] }
        projects[configPath] = project
        return before == nil || before?.stale == true ? refresh() : []
    }

    /// The project of `configPath` as it is now: planned when unknown or stale (a config
    /// that cannot be loaded keeps the last plan, until the config changes again).
    private mutating func planned(
        _ configPath: String, read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic>, openSpecs: () -> [OpenSpec]
    ) -> Project? {
        let known = projects[configPath]
        if let known, !known.stale { return known }
        guard var index = ProjectIndex.load(configPath: configPath, read: read, reusing: known?.index) else {
            // Tried once: planned again when the config next changes.
            if var known {
                known.stale = false
                projects[configPath] = known
            }
            return known
        }
        for open in openSpecs() where open.configPath == configPath {
            index.update(open.path, bytes: open.bytes)
        }
        return Project(index: index)
    }

    /// Plans again every project that is stale, as its files are now; the paths whose
    /// findings changed.
    mutating func replanStale(read: @escaping @Sendable (String) -> Result<SourceFile, Diagnostic>, openSpecs: () -> [OpenSpec]) -> Set<String> {
        let stale = projects.filter(\.value.stale).keys.sorted()
        guard !stale.isEmpty else { return [] }
        for configPath in stale {
            projects[configPath] = planned(configPath, read: read, openSpecs: openSpecs)
        }
        return refresh()
    }

    /// A config file changed (its buffer, on disk, or a save): the projects planned with it
    /// are planned again when next used; any `dialogc.json` may be nearer to some specs, so
    /// for one of those every project is.
    mutating func configChanged(_ path: String) {
        let path = FilePath.normalize(path)
        let isConfig = DocumentKind(path: path) == .config
        for (configPath, project) in projects where isConfig || project.index.configFiles.contains(path) {
            projects[configPath]?.stale = true
        }
    }

    /// A spec file was created or deleted on disk: the projects whose folder holds it are
    /// planned again when next used (their `include` and `exclude` decide whether it counts).
    mutating func specFileCreatedOrDeleted(_ path: String) {
        let path = FilePath.normalize(path)
        for (configPath, project) in projects where path.hasPrefix(FilePath.directory(of: project.index.configPath) + "/") {
            projects[configPath]?.stale = true
        }
    }

    /// The spec at `path` was closed, or changed on disk while not open: its file on disk
    /// stands in for it again.
    mutating func specReadAgain(_ path: String) -> Set<String> {
        var changed = false
        for (configPath, var project) in projects where project.index.contains(path) {
            project.index.reload(path)
            projects[configPath] = project
            changed = true
        }
        return changed ? refresh() : []
    }

    /// Runs every project's checks; the paths whose findings differ from before.
    private mutating func refresh() -> Set<String> {
        var fresh: [String: [Diagnostic]] = [:]
        for configPath in projects.keys.sorted() {
            guard let project = projects[configPath] else { continue }
            for diagnostic in project.index.planDiagnostics + project.index.findings() {
                guard let location = diagnostic.location else { continue }
                fresh[location.path, default: []].append(diagnostic)
                // Shown on the other spec too: lint reports a collision at the later spec,
                // but the author may be typing in the earlier one.
                for note in diagnostic.notes {
                    guard let other = note.location, other.path != location.path else { continue }
                    fresh[other.path, default: []].append(
                        Diagnostic(
                            rule: diagnostic.rule, severity: diagnostic.severity, message: diagnostic.message, location: other,
                            notes: [Diagnostic.Note(ProjectMessage.otherSpec, at: location)]))
                }
            }
        }
        var changed: Set<String> = []
        for path in Set(fresh.keys).union(byPath.keys) where fresh[path] != byPath[path] {
            changed.insert(path)
        }
        byPath = fresh
        return changed
    }
}

enum ProjectMessage {
    static let otherSpec = "the other spec"
}
