import DialogCompiler
import DialogDiagnostics
import DialogModel

/// The findings of the checks across specs (`duplicate-id`, generated names that collide,
/// `config-overlap`) for every project with an open spec, by the file each is in, with the
/// open buffers standing in for their files.
///
/// Each project's specs are indexed once (`ProjectIndex.load`, when its first spec is
/// checked); a checked buffer then updates its own entry and the checks across the catalog
/// run over the index, so a change costs one spec's decoding and a pass over small facts,
/// never a lint of the project.
struct ProjectDiagnostics {
    private struct Project {
        var index: ProjectIndex
        var config: ProjectConfig
    }

    /// By config path.
    private var projects: [String: Project] = [:]
    /// The findings last computed, by the path of the file they are in.
    private var byPath: [String: [Diagnostic]] = [:]

    /// The project findings in the file at `path`.
    func findings(at path: String) -> [Diagnostic] { byPath[path] ?? [] }

    /// The spec at `path`, of the project of `configPath`, was checked at `bytes`. `openSpecs`
    /// are the buffers of every open spec (path and text), which stand in for their files
    /// when the project is first indexed. Returns the paths whose findings changed.
    mutating func specChanged(
        _ path: String, bytes: [UInt8], configPath: String, config: ProjectConfig, openSpecs: () -> [(path: String, bytes: [UInt8])]
    ) -> Set<String> {
        var project: Project
        if let known = projects[configPath] {
            project = known
            project.config = config
        } else {
            project = Project(index: ProjectIndex.load(configPath: configPath), config: config)
            for open in openSpecs() where open.path != path && project.index.contains(open.path) {
                project.index.update(open.path, bytes: open.bytes)
            }
        }
        project.index.update(path, bytes: bytes)
        projects[configPath] = project
        return refresh()
    }

    /// The environments of these projects changed (their config's `include` may have): their
    /// specs are indexed again when one is next checked.
    mutating func environmentChanged(_ configPaths: Set<String>) {
        for configPath in configPaths { projects[configPath] = nil }
    }

    /// The spec at `path` was closed: its file on disk stands in for it again.
    mutating func specClosed(_ path: String) -> Set<String> {
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
            for diagnostic in project.index.planDiagnostics + project.index.findings(config: project.config) {
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
