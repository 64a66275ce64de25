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
    /// Discovery's `io` findings, and `unmatched-glob` and `config-overlap` warnings.
    public var diagnostics: [Diagnostic]
}

/// Stage "projects", before reading: finds the spec files the user named (or, with no path,
/// every spec of the project the config above the working folder describes), gives each the
/// nearest `dialogc.json` above it (`--config` for all, when given), and keeps a spec found in
/// a folder search only if its config's `include` and `exclude` say it belongs. A file named
/// on the command line is always checked. So a verdict never depends on argument order, and
/// one run can span several projects. A spec an outer config's `include` matches but its own
/// config leaves out is checked by no project, which `config-overlap` says at that pattern.
///
/// A config is looked up once per folder and loaded once per run, so a project of thousands
/// of specs pays for one config.
struct ProjectPlanner {
    private let locator = ConfigLocator()
    /// How configs are loaded: from disk, or (an editor) its unsaved buffers first.
    var loader = ConfigLoader()

    /// `wholeProject`: the config whose project is planned whole, as `dialogc lint` with no
    /// path plans the project above the working folder (`request.inputs` is then ignored).
    func plan(_ request: LintRequest, wholeProject root: String? = nil) -> ProjectPlan {
        let tokenInputs = request.inputs.filter(TokenFileLinter.isTokenFile)
        var specInputs = request.inputs.filter { !TokenFileLinter.isTokenFile($0) }
        // With no path at all, the project above the working folder is checked whole.
        var wholeProject: String?
        if let root = root ?? (request.inputs.isEmpty && request.standardInput == nil ? request.configPath ?? locator.locate(firstInput: ".") : nil) {
            wholeProject = root
            specInputs = [FilePath.directory(of: root)]
        }
        let discovery = InputDiscovery().discover(specInputs, reportsEmptyFolders: wholeProject == nil)

        var configs = ConfigTable(explicit: request.configPath, locator: locator, loader: loader)
        var members: [String?: (specs: [String], tokens: [String])] = [:]
        let namedFiles = Set(specInputs.map(FilePath.normalize))
        var globUse = GlobUse()
        // Specs of a folder search that their own config leaves out, with that config.
        var leftOut: [(file: String, configPath: String?)] = []
        for file in discovery.files {
            let configPath = configs.path(for: file)
            let config = configs.loaded(configPath).config
            if let config, !namedFiles.contains(file) {
                guard globUse.includes(file, config: config, configPath: configPath, cwd: configs.cwd) else {
                    leftOut.append((file, configPath))
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
        for file in discovery.otherJSONFiles {
            diagnostics += Self.lookalike(file, configs: &configs)
        }
        if request.configPath == nil, !leftOut.isEmpty {
            // The configs whose projects this run checks: those above the searched folders,
            // and those of the specs found.
            var checked = Set(members.keys.compactMap { $0 })
            for input in specInputs {
                guard case .success(let status) = FileStatus.of(input), status.kind == .folder,
                    let path = configs.path(inFolder: FilePath.normalize(input))
                else { continue }
                checked.insert(path)
            }
            var overlaps = ConfigOverlaps()
            for (file, nearer) in leftOut {
                guard let nearer else { continue }
                for outer in configs.outer(of: nearer) where checked.contains(outer) {
                    overlaps.note(file, nearer: nearer, outer: outer, configs: &configs, globUse: &globUse)
                }
            }
            diagnostics += overlaps.diagnostics(configs: &configs)
        }
        if let wholeProject {
            // Its globs are judged even when every spec found belongs to a nested project.
            _ = configs.loaded(wholeProject)
            diagnostics += globUse.unmatched(configs: configs)
            if members.values.allSatisfy(\.specs.isEmpty) {
                // A design system's own project (themes, no spec, no 'include') checks its
                // token files; any other project without a spec is a mistake.
                let config = configs.loaded(wholeProject).config
                // Themes it takes from a config it extends do not make it a design system's own.
                if config?.ownThemes.isEmpty != false || config?.include != nil {
                    let filtered = config?.include != nil || config?.exclude.isEmpty == false
                    diagnostics.append(InputDiscovery.ioError(ProjectMessage.noSpecs(config: wholeProject, filtered: filtered), path: nil))
                }
                // The config is still checked, and so are the token files it names.
                members[wholeProject, default: ([], [])] = ([], [])
            }
        } else if !leftOut.isEmpty {
            diagnostics += Self.emptiedFolders(specInputs, discovery: discovery, kept: members)
        }
        let projects = members.keys.sorted { ($0 ?? "") < ($1 ?? "") }.map { path in
            ProjectPlan.Project(
                configPath: path, loaded: configs.loaded(path), specFiles: members[path]?.specs.sorted() ?? [],
                tokenFiles: members[path]?.tokens ?? [])
        }
        return ProjectPlan(projects: projects, diagnostics: diagnostics)
    }

    /// Whether `file` (as the user gave it) is in `config`'s project by its `include` and
    /// `exclude`, as a folder search of the config's folder would keep it; a file outside
    /// that folder is not.
    static func takes(_ file: String, config: ProjectConfig) -> Bool {
        guard let relative = GlobUse.relative(file, to: config.directory, cwd: FileManager.default.currentDirectoryPath) else { return false }
        return GlobUse.belongs(relative, to: config)
    }

    /// `spec-file-name` for a `.json` file a folder search met that looks meant as a spec: its
    /// name ends in `.dialog.json` in another case, or its config's `include` takes it. Token
    /// files and configs are what they say they are.
    private static func lookalike(_ file: String, configs: inout ConfigTable) -> [Diagnostic] {
        let name = FilePath.lastComponent(of: file)
        let lowered = name.lowercased()
        guard lowered != ConfigLocator.fileName, !lowered.hasSuffix(TokenFileLinter.suffix) else { return [] }
        let loaded = configs.loaded(configs.path(for: file))
        let config = loaded.config
        let relative = config.flatMap { GlobUse.relative(file, to: $0.directory, cwd: configs.cwd) }
        let isSpecInOtherCase = lowered.hasSuffix(InputDiscovery.specSuffix)
        let stem = String(name.dropLast(isSpecInOtherCase ? InputDiscovery.specSuffix.count : ".json".count))
        let renamed = stem + InputDiscovery.specSuffix
        let diagnostic: Diagnostic
        if isSpecInOtherCase {
            // Judged by the name it would have: a spec the project leaves out is no news.
            if let config, let relative, !GlobUse.belongs(FilePath.join(FilePath.directory(of: relative), renamed), to: config) { return [] }
            diagnostic = Diagnostic(
                rule: .specFileName, severity: RuleID.specFileName.stageSeverity, message: ProjectMessage.otherCase(file, renamed: renamed),
                location: .file(file), notes: [Diagnostic.Note(DecodeMessage.didYouMean(FilePath.join(FilePath.directory(of: file), renamed)))])
        } else {
            guard let config, let relative, let include = config.include,
                let glob = include.value.first(where: { $0.value.matches(relative) }), GlobUse.belongs(relative, to: config),
                let configFile = loaded.file
            else { return [] }
            diagnostic = Diagnostic(
                rule: .specFileName, severity: RuleID.specFileName.stageSeverity,
                message: ProjectMessage.includedNotSpec(file, pattern: glob.value.pattern, renamed: renamed), location: .file(file),
                notes: [Diagnostic.Note(ProjectMessage.includeTakes, at: configFile.location(of: glob.range))])
        }
        guard let config else { return [diagnostic] }
        return SeverityPolicy(config: config, specs: []).apply(to: [diagnostic])
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
    let loader: ConfigLoader
    /// The working folder, to place relative paths for glob matching (never shown).
    let cwd = FileManager.default.currentDirectoryPath
    private var byFolder: [String: String?] = [:]
    private var loadedByPath: [String?: ConfigLoader.Loaded] = [:]
    private var outerByConfig: [String: [String]] = [:]

    init(explicit: String?, locator: ConfigLocator, loader: ConfigLoader) {
        self.explicit = explicit
        self.locator = locator
        self.loader = loader
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
        return path(inFolder: folder)
    }

    /// The nearest `dialogc.json` in `folder` or above it (not `--config`).
    mutating func path(inFolder folder: String) -> String? {
        if let known = byFolder[folder] { return known }
        let found = locator.locate(firstInput: folder)
        byFolder[folder] = .some(found)
        return found
    }

    /// The configs above the folder of `config`, nearest first: the projects it is nested in.
    mutating func outer(of config: String) -> [String] {
        if let known = outerByConfig[config] { return known }
        var found: [String] = []
        var folder = FilePath.directory(of: config)
        // Up to the file system's root, however the path is spelt (`..` from the root is the root).
        while absolute(folder) != "/", let next = path(inFolder: FilePath.parent(of: folder)) {
            found.append(next)
            folder = FilePath.directory(of: next)
        }
        outerByConfig[config] = found
        return found
    }

    /// `path` made absolute against the working folder, for comparing places (never shown).
    func absolute(_ path: String) -> String {
        FilePath.normalize(path.hasPrefix("/") ? path : FilePath.join(cwd, path))
    }

    mutating func loaded(_ path: String?) -> ConfigLoader.Loaded {
        if let known = loadedByPath[path] { return known }
        let loaded = loader.load(path)
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

    /// The `include` pattern by which `config` would take a spec that belongs to a nearer
    /// config which leaves it out (the first that matches), nil when no pattern does or its
    /// `exclude` leaves the spec out too. The patterns that match are noted as matched: an
    /// `exclude` written to say "not this one either" is not a pattern that matches nothing.
    mutating func claims(_ file: String, config: ProjectConfig, configPath: String, cwd: String) -> Int? {
        guard let include = config.include, let relative = Self.relative(file, to: config.directory, cwd: cwd),
            let index = include.value.firstIndex(where: { $0.value.matches(relative) })
        else { return nil }
        matchedIncludes[configPath, default: []].insert(index)
        let excluded = config.exclude.indices.filter { config.exclude[$0].value.matches(relative) }
        matchedExcludes[configPath, default: []].formUnion(excluded)
        return excluded.isEmpty ? index : nil
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

    /// Whether a path relative to the config's folder is in its project: an `include`
    /// pattern (if any) takes it and no `exclude` pattern leaves it out. Notes nothing.
    static func belongs(_ relative: String, to config: ProjectConfig) -> Bool {
        if let include = config.include, !include.value.contains(where: { $0.value.matches(relative) }) { return false }
        return !config.exclude.contains { $0.value.matches(relative) }
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

/// Specs that a config's `include` matches but that belong to a nearer config which leaves
/// them out, so no project checks them: `config-overlap`, one finding per pattern and nearer
/// config however many specs.
private struct ConfigOverlaps {
    private struct Key: Hashable, Comparable {
        var outer: String
        var pattern: Int
        var nearer: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.outer, lhs.pattern, lhs.nearer) < (rhs.outer, rhs.pattern, rhs.nearer)
        }
    }

    private var specs: [Key: [String]] = [:]

    /// Notes `file`, which `nearer` leaves out, if `outer`'s `include` takes it.
    mutating func note(_ file: String, nearer: String, outer: String, configs: inout ConfigTable, globUse: inout GlobUse) {
        guard let config = configs.loaded(outer).config,
            let pattern = globUse.claims(file, config: config, configPath: outer, cwd: configs.cwd)
        else { return }
        specs[Key(outer: outer, pattern: pattern, nearer: nearer), default: []].append(file)
    }

    /// A warning at each outer pattern, with notes at the nearer config's patterns that leave
    /// the specs out.
    func diagnostics(configs: inout ConfigTable) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for key in specs.keys.sorted() {
            let outer = configs.loaded(key.outer)
            let nearer = configs.loaded(key.nearer)
            guard let config = outer.config, let file = outer.file, let glob = config.include?.value[key.pattern],
                let nearerConfig = nearer.config, let nearerFile = nearer.file
            else { continue }
            let files = (specs[key] ?? []).sorted()
            let relative = files.compactMap { GlobUse.relative($0, to: nearerConfig.directory, cwd: configs.cwd) }
            var notes: [Diagnostic.Note] = []
            var reasons: Set<ProjectMessage.LeftOutBy> = []
            if let include = nearerConfig.include, relative.contains(where: { path in !include.value.contains { $0.value.matches(path) } }) {
                reasons.insert(.include)
                notes.append(.init(ProjectMessage.nearerInclude, at: nearerFile.location(of: include.range)))
            }
            for pattern in nearerConfig.exclude where relative.contains(where: pattern.value.matches) {
                reasons.insert(.exclude)
                notes.append(.init(ProjectMessage.nearerExclude(pattern.value.pattern), at: nearerFile.location(of: pattern.range)))
            }
            let message = ProjectMessage.overlap(glob.value.pattern, specs: files, nearer: key.nearer, leftOutBy: reasons)
            let policy = SeverityPolicy(config: config, specs: [])
            diagnostics += policy.apply(to: [Diagnostic(.configOverlap, message, in: file, at: glob.range, notes: notes)])
        }
        return diagnostics
    }
}

enum ProjectMessage {
    /// What of a nearer config leaves a spec out.
    enum LeftOutBy: Hashable {
        case include
        case exclude
    }

    /// How many specs a message names before it says how many more there are.
    static let namedSpecs = 3

    static func overlap(_ pattern: String, specs: [String], nearer: String, leftOutBy: Set<LeftOutBy>) -> String {
        let one = specs.count == 1
        let it = one ? "it" : "them"
        let why =
            switch (leftOutBy.contains(.include), leftOutBy.contains(.exclude)) {
            case (true, false): "whose 'include' does not match \(it)"
            case (false, true): "whose 'exclude' leaves \(it) out"
            default: "whose 'include' and 'exclude' leave \(it) out"
            }
        let fix =
            switch (leftOutBy.contains(.include), leftOutBy.contains(.exclude)) {
            case (true, false): "add \(it) to the 'include' of '\(nearer)'"
            case (false, true): "take \(it) out of the 'exclude' of '\(nearer)'"
            default: "change the 'include' and 'exclude' of '\(nearer)' to take \(it)"
            }
        let what: String
        if one {
            what = "'\(specs[0])', but that spec belongs to the nearer config '\(nearer)', \(why), so no project checks it"
        } else {
            let named = specs.prefix(namedSpecs).map { "'\($0)'" }.joined(separator: ", ")
            let more = specs.count > namedSpecs ? " and \(specs.count - namedSpecs) more" : ""
            what = "\(specs.count) specs (\(named)\(more)) that belong to the nearer config '\(nearer)', \(why), so no project checks them"
        }
        return "the 'include' pattern '\(pattern)' matches \(what); \(fix), or exclude \(it) here"
    }

    static let nearerInclude = "its 'include' takes only the specs its patterns match"

    static func nearerExclude(_ pattern: String) -> String {
        "its 'exclude' pattern '\(pattern)' leaves out every spec it matches"
    }

    static func noSpecs(config: String, filtered: Bool) -> String {
        let folder = FilePath.directory(of: config)
        return filtered
            ? "no *.dialog.json file under '\(folder)' is in the project of '\(config)' (its 'include' and 'exclude' leave every one out); check those patterns, or name the specs to check"
            : "no *.dialog.json files under '\(folder)', the folder of '\(config)'; add a spec, or name the specs to check"
    }

    static func allExcluded(_ folder: String) -> String {
        "every *.dialog.json under '\(folder)' is left out by the 'include' or 'exclude' of its dialogc.json; name a spec file to check it anyway, or change those patterns"
    }

    static func otherCase(_ file: String, renamed: String) -> String {
        "'\(file)' is not checked: only files named '*.dialog.json', in lower case, are specs; rename it to '\(renamed)'"
    }

    static func includedNotSpec(_ file: String, pattern: String, renamed: String) -> String {
        "'\(file)' is not checked: the 'include' pattern '\(pattern)' takes it, but only files named '*.dialog.json' are specs; "
            + "rename it to '\(renamed)' if it is a spec, or narrow the pattern to '*.dialog.json' files"
    }

    static let includeTakes = "the 'include' pattern that takes it"

    static func unmatched(_ pattern: String, key: String) -> String {
        key == "include"
            ? "the 'include' pattern '\(pattern)' matches no *.dialog.json file in the project; fix the pattern or remove it"
            : "the 'exclude' pattern '\(pattern)' leaves out no spec the project includes; fix the pattern or remove it"
    }
}
