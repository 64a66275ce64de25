import DialogDiagnostics
import DialogModel
import FoundationEssentials

/// The projects one run spans: each spec file with the config it is checked with.
public struct ProjectPlan: Sendable {
    /// One config and the files checked with it.
    public struct Project: Sendable {
        /// The config file; nil when no `dialogc.json` lies above the files (the defaults).
        public var configPath: String?
        /// The config as loaded (once per run, however many files use it).
        public var loaded: ConfigLoader.Loaded
        /// Display paths of its spec files, sorted.
        public var specFiles: [String]
        /// Token files named on the command line that lie in this project.
        public var tokenFiles: [String]
    }

    /// In the order of their config paths (no config first), so output never depends on the
    /// order of the arguments.
    public var projects: [Project]
    /// Discovery's `io` findings, and `unmatched-glob` warnings.
    public var diagnostics: [Diagnostic]
}

/// Stage "projects", before reading: finds the spec files the user named (or, with no path,
/// every spec of the project the config above the working folder describes), gives each the
/// nearest `dialogc.json` above it (`--config` for all, when given), and keeps a spec found in
/// a folder search only if its config's `include` and `exclude` say it belongs. A file named
/// on the command line is always checked. So a verdict never depends on argument order, and
/// one run can span several projects.
///
/// A config is looked up once per folder and loaded once per run, so a project of thousands
/// of specs pays for one config.
struct ProjectPlanner {
    private let locator = ConfigLocator()

    func plan(_ request: LintRequest) -> ProjectPlan {
        let tokenInputs = request.inputs.filter(TokenFileLinter.isTokenFile)
        var specInputs = request.inputs.filter { !TokenFileLinter.isTokenFile($0) }
        // With no path at all, the project above the working folder is checked whole.
        var wholeProject: String?
        if request.inputs.isEmpty, request.standardInput == nil, let root = request.configPath ?? locator.locate(firstInput: ".") {
            wholeProject = root
            specInputs = [FilePath.directory(of: root)]
        }
        let discovery = InputDiscovery().discover(specInputs, reportsEmptyFolders: wholeProject == nil)

        var configs = ConfigTable(explicit: request.configPath, locator: locator)
        var members: [String?: (specs: [String], tokens: [String])] = [:]
        let namedFiles = Set(specInputs.map(FilePath.normalize))
        var globUse = GlobUse()
        var leftOutAny = false
        for file in discovery.files {
            let configPath = configs.path(for: file)
            let config = configs.loaded(configPath).config
            if let config, !namedFiles.contains(file) {
                guard globUse.includes(file, config: config, configPath: configPath, cwd: configs.cwd) else {
                    leftOutAny = true
                    continue
                }
            }
            members[configPath, default: ([], [])].specs.append(file)
        }
        if let standardInput = request.standardInput {
            // Named, so always checked; never looked for on disk.
            let path = FilePath.normalize(standardInput.path)
            members[configs.path(for: path), default: ([], [])].specs.append(path)
        }
        for file in tokenInputs {
            members[configs.path(for: file), default: ([], [])].tokens.append(file)
        }

        var diagnostics = discovery.diagnostics
        if let wholeProject {
            diagnostics += globUse.unmatched(configs: configs)
            if members.values.allSatisfy(\.specs.isEmpty) {
                // A design system's own project (themes, no spec, no 'include') checks its
                // token files; any other project without a spec is a mistake.
                let config = configs.loaded(wholeProject).config
                if config?.themes.isEmpty != false || config?.include != nil {
                    let filtered = config?.include != nil || config?.exclude.isEmpty == false
                    diagnostics.append(InputDiscovery.ioError(ProjectMessage.noSpecs(config: wholeProject, filtered: filtered), path: nil))
                }
                // The config is still checked, and so are the token files it names.
                members[wholeProject, default: ([], [])] = ([], [])
            }
        } else if leftOutAny {
            diagnostics += Self.emptiedFolders(specInputs, discovery: discovery, kept: members)
        }
        let projects = members.keys.sorted { ($0 ?? "") < ($1 ?? "") }.map { path in
            ProjectPlan.Project(
                configPath: path, loaded: configs.loaded(path), specFiles: members[path]?.specs.sorted() ?? [],
                tokenFiles: members[path]?.tokens ?? [])
        }
        return ProjectPlan(projects: projects, diagnostics: diagnostics)
    }

    /// A named folder whose specs the configs all leave out is as empty as one with none.
    private static func emptiedFolders(
        _ inputs: [String], discovery: InputDiscovery.Result, kept: [String?: (specs: [String], tokens: [String])]
    ) -> [Diagnostic] {
        let keptFiles = kept.values.flatMap(\.specs)
        return inputs.compactMap { input in
            guard case .success(let status) = FileStatus.of(input), status.kind == .folder else { return nil }
            let folder = FilePath.normalize(input)
            let prefix = folder == "." ? "" : folder + "/"
            func inside(_ file: String) -> Bool { prefix.isEmpty ? !file.hasPrefix("/") && !file.hasPrefix("../") : file.hasPrefix(prefix) }
            guard discovery.files.contains(where: inside), !keptFiles.contains(where: inside) else { return nil }
            return InputDiscovery.ioError(ProjectMessage.allExcluded(input), path: nil)
        }
    }
}

/// The configs of a run, each found once per folder and loaded once.
private struct ConfigTable {
    let explicit: String?
    let locator: ConfigLocator
    /// The working folder, to place relative paths for glob matching (never shown).
    let cwd = FileManager.default.currentDirectoryPath
    private var byFolder: [String: String?] = [:]
    private var loadedByPath: [String?: ConfigLoader.Loaded] = [:]

    init(explicit: String?, locator: ConfigLocator) {
        self.explicit = explicit
        self.locator = locator
    }

    /// The config a file is checked with: `--config`, or the nearest `dialogc.json` above it.
    mutating func path(for file: String) -> String? {
        if let explicit { return explicit }
        // The folder part, found on the bytes: `FilePath.directory` walks `Character`s, which
        // cost more than the lookup itself for every spec of a large project.
        let folder: String
        if let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) {
            folder = slash == file.utf8.startIndex ? "/" : String(file[..<slash])
        } else {
            folder = "."
        }
        if let known = byFolder[folder] { return known }
        let found = locator.locate(firstInput: folder)
        byFolder[folder] = .some(found)
        return found
    }

    mutating func loaded(_ path: String?) -> ConfigLoader.Loaded {
        if let known = loadedByPath[path] { return known }
        let loaded = ConfigLoader().load(path)
        loadedByPath[path] = loaded
        return loaded
    }

    var all: [(path: String, loaded: ConfigLoader.Loaded)] {
        loadedByPath.compactMap { key, value in key.map { ($0, value) } }.sorted { $0.path < $1.path }
    }
}

/// Which globs matched something, for `unmatched-glob`.
private struct GlobUse {
    /// Config path -> the `include` and `exclude` patterns (by index) that matched a spec.
    private var matchedIncludes: [String: Set<Int>] = [:]
    private var matchedExcludes: [String: Set<Int>] = [:]

    /// Whether a spec found in a folder search belongs to its config's project, noting which
    /// patterns matched it.
    mutating func includes(_ file: String, config: ProjectConfig, configPath: String?, cwd: String) -> Bool {
        guard config.include != nil || !config.exclude.isEmpty else { return true }
        guard let relative = Self.relative(file, to: config.directory, cwd: cwd) else { return true }
        let key = configPath ?? ""
        var included = true
        if let include = config.include {
            let hits = include.value.indices.filter { include.value[$0].value.matches(relative) }
            matchedIncludes[key, default: []].formUnion(hits)
            included = !hits.isEmpty
        }
        let excluded = config.exclude.indices.filter { config.exclude[$0].value.matches(relative) }
        if included { matchedExcludes[key, default: []].formUnion(excluded) }
        return included && excluded.isEmpty
    }

    /// A warning at every pattern that matched no spec of the project.
    func unmatched(configs: ConfigTable) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (path, loaded) in configs.all {
            guard let config = loaded.config, let file = loaded.file else { continue }
            let policy = SeverityPolicy(config: config, specs: [])
            for (index, glob) in (config.include?.value ?? []).enumerated() where matchedIncludes[path]?.contains(index) != true {
                diagnostics += policy.apply(to: [Diagnostic(.unmatchedGlob, ProjectMessage.unmatched(glob.value.pattern, key: "include"), in: file, at: glob.range)])
            }
            for (index, glob) in config.exclude.enumerated() where matchedExcludes[path]?.contains(index) != true {
                diagnostics += policy.apply(to: [Diagnostic(.unmatchedGlob, ProjectMessage.unmatched(glob.value.pattern, key: "exclude"), in: file, at: glob.range)])
            }
        }
        return diagnostics
    }

    /// `file` relative to `folder`, both as the user gave them; nil when it lies outside.
    static func relative(_ file: String, to folder: String, cwd: String) -> String? {
        func absolute(_ path: String) -> String { FilePath.normalize(path.hasPrefix("/") ? path : FilePath.join(cwd, path)) }
        let base = absolute(folder)
        let path = absolute(file)
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}

enum ProjectMessage {
    static func noSpecs(config: String, filtered: Bool) -> String {
        let folder = FilePath.directory(of: config)
        return filtered
            ? "no *.dialog.json file under '\(folder)' is in the project of '\(config)' (its 'include' and 'exclude' leave every one out); check those patterns, or name the specs to check"
            : "no *.dialog.json files under '\(folder)', the folder of '\(config)'; add a spec, or name the specs to check"
    }

    static func allExcluded(_ folder: String) -> String {
        "every *.dialog.json under '\(folder)' is left out by the 'include' or 'exclude' of its dialogc.json; name a spec file to check it anyway, or change those patterns"
    }

    static func unmatched(_ pattern: String, key: String) -> String {
        key == "include"
            ? "the 'include' pattern '\(pattern)' matches no *.dialog.json file in the project; fix the pattern or remove it"
            : "the 'exclude' pattern '\(pattern)' leaves out no spec the project includes; fix the pattern or remove it"
    }
}
