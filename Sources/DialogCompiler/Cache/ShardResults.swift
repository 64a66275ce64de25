import DialogDiagnostics
import DialogJSON
import DialogModel

/// One of `count` parts of a run's specs (`--shard index/count`, index from 1): a spec
/// belongs to the part its project-relative path (`CachePaths.key`) hashes to, so the
/// parts do not depend on the machine, the folder of the checkout or the other specs, and a
/// spec added to the project moves no other spec.
public struct Shard: Sendable, Hashable {
    public var index: Int
    public var count: Int

    /// The number of parts a run may be split into.
    public static let maximumCount = 1024

    public init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `i/n` as the command line writes it.
    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the spec named `name` (relative to its project) is in this part.
    func contains(_ name: String) -> Bool {
        let digest = SHA256.digest(Array(name.utf8))
        let value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return value % UInt64(count) == UInt64(index - 1)
    }
}

/// What `dialogc lint --shard i/n --shard-output FILE` writes and `dialogc merge` reads:
/// the per-spec results of one part of a run (each spec's own findings before the checks
/// across specs and the severity policy, and the facts those need), and the run it is a
/// part of (its paths, `--config` and `--pseudo-locale`s, and per project the key of its
/// inputs, `BuildKey.makeLint`). `merge` runs that request again with these results in
/// place of the per-spec stages, so what it reports is what one unsharded run reports.
///
/// JSON Lines, in the build cache's entry format (`BuildCacheFile`): a header line, then per
/// spec `{"project": index, "entry": …}`. It holds no times and no code: like a baseline,
/// it is an input the user names, made by their own CI's jobs.
public struct ShardResults: Sendable {
    static let formatVersion = 1

    public struct Project: Sendable {
        /// The config's path; nil for the defaults.
        var configPath: String?
        /// `BuildKey.makeLint` of the project in the shard's run.
        var key: String
        /// The entries, as the caches write them (`CachePaths.stored`), by name.
        var entries: [String: CachedSpec]

        /// The project and the key of its inputs, without the entries: what every part of one
        /// run shares.
        var identity: [String?] { [configPath, key] }
    }

    public var shard: Shard
    /// The run the shard is a part of.
    public var inputs: [String]
    public var configPath: String?
    public var pseudoLocales: [PseudoLocale]
    public var projects: [Project]
    public var toolVersion: String

    /// The results of the part `request.shard` of `request`'s run.
    public init?(_ result: LintResult, of request: LintRequest) {
        guard let shard = request.shard else { return nil }
        self.init(
            shard: shard, inputs: request.inputs, configPath: request.configPath, pseudoLocales: request.pseudoLocales,
            projects: result.shardProjects, toolVersion: DialogcVersion.current)
    }

    init(shard: Shard, inputs: [String], configPath: String?, pseudoLocales: [PseudoLocale], projects: [Project], toolVersion: String) {
        self.shard = shard
        self.inputs = inputs
        self.configPath = configPath
        self.pseudoLocales = pseudoLocales
        self.projects = projects
        self.toolVersion = toolVersion
    }

    /// The request the shard was a part of, with these results to replay: what `merge` runs.
    public func request(replaying all: [ShardResults]) -> LintRequest {
        var request = LintRequest(inputs: inputs, configPath: configPath, keepsSpecs: false)
        request.pseudoLocales = pseudoLocales
        var replay: [String: Project] = [:]
        for results in all {
            for project in results.projects {
                let name = project.configPath ?? ""
                replay[name, default: Project(configPath: project.configPath, key: project.key, entries: [:])].entries
                    .merge(project.entries) { first, _ in first }
            }
        }
        request.replay = replay
        return request
    }

    /// The file's text.
    public func rendered() -> String {
        let header: JSONOutput = .object([
            "generator": .string("dialogc"), "kind": .string("lint-shard"), "format": .int(Self.formatVersion),
            "dialogc": .string(toolVersion), "shard": .int(shard.index), "of": .int(shard.count),
            "inputs": .array(inputs.map(JSONOutput.string)), "config": configPath.map(JSONOutput.string) ?? .null,
            "pseudoLocales": .array(pseudoLocales.map { .string($0.rawValue) }),
            "projects": .array(
                projects.map { project in
                    .object([
                        "config": project.configPath.map(JSONOutput.string) ?? .null, "key": .string(project.key),
                        "specs": .int(project.entries.count),
                    ])
                }),
        ])
        var text = JSONWriter.render(header, style: .compact) + "\n"
        for (index, project) in projects.enumerated() {
            let lines = Parallel.map(project.entries.keys.sorted()) { name in
                JSONWriter.render(.object(["project": .int(index), "entry": BuildCacheFile.encodeEntry(project.entries[name]!)]), style: .compact)
                    + "\n"
            }
            for line in lines { text += line }
        }
        return text
    }

    /// The results in `bytes`, or why they are not a whole results file of this dialogc.
    public static func parse(_ bytes: [UInt8], toolVersion: String = DialogcVersion.current) -> Result<ShardResults, ShardResultsProblem> {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.removeLast().isEmpty, let header = JSONParser().parse(Array(lines[0])).value,
            let members = CacheJSON.members(
                header, required: ["generator", "kind", "format", "dialogc", "shard", "of", "inputs", "config", "pseudoLocales", "projects"]),
            members["generator"]?.stringValue == "dialogc", members["kind"]?.stringValue == "lint-shard",
            members["format"]?.numberValue?.integer == Int64(formatVersion)
        else { return .failure(.notResults) }
        guard let version = members["dialogc"]?.stringValue, version == toolVersion else {
            return .failure(.otherVersion(members["dialogc"]?.stringValue ?? "?"))
        }
        guard let index = members["shard"]?.numberValue?.integer.flatMap({ Int(exactly: $0) }),
            let count = members["of"]?.numberValue?.integer.flatMap({ Int(exactly: $0) }), let shard = Shard(index: index, count: count),
            let encodedInputs = members["inputs"]?.arrayValue, let encodedLocales = members["pseudoLocales"]?.arrayValue,
            let encodedProjects = members["projects"]?.arrayValue, let config = members["config"]
        else { return .failure(.notResults) }
        let inputs = encodedInputs.compactMap(\.stringValue)
        let locales = encodedLocales.compactMap { $0.stringValue.flatMap(PseudoLocale.init(rawValue:)) }
        guard inputs.count == encodedInputs.count, locales.count == encodedLocales.count, config.kind == .null || config.stringValue != nil
        else { return .failure(.notResults) }
        var projects: [Project] = []
        var counts: [Int64] = []
        for encoded in encodedProjects {
            guard let project = CacheJSON.members(encoded, required: ["config", "key", "specs"]), let key = project["key"]?.stringValue,
                let projectConfig = project["config"], projectConfig.kind == .null || projectConfig.stringValue != nil,
                let specs = project["specs"]?.numberValue?.integer
            else { return .failure(.notResults) }
            projects.append(Project(configPath: projectConfig.stringValue, key: key, entries: [:]))
            counts.append(specs)
        }
        guard counts.reduce(0, +) == Int64(lines.count - 1) else { return .failure(.notResults) }
        let projectCount = projects.count
        let decoded = Parallel.map(Array(lines.dropFirst())) { line -> (Int, CachedSpec)? in
            guard let value = JSONParser().parse(Array(line)).value, let members = CacheJSON.members(value, required: ["project", "entry"]),
                let index = members["project"]?.numberValue?.integer.flatMap({ Int(exactly: $0) }), (0..<projectCount).contains(index),
                let entry = members["entry"].flatMap(BuildCacheFile.decodeEntry)
            else { return nil }
            return (index, entry)
        }
        for item in decoded {
            guard let (index, entry) = item, projects[index].entries[entry.path] == nil else { return .failure(.notResults) }
            projects[index].entries[entry.path] = entry
        }
        guard zip(projects, counts).allSatisfy({ Int64($0.entries.count) == $1 }) else { return .failure(.notResults) }
        return .success(
            ShardResults(
                shard: shard, inputs: inputs, configPath: config.stringValue, pseudoLocales: locales, projects: projects,
                toolVersion: version))
    }

    /// Why the results of `all` cannot be merged (nil when they can): they must be the parts
    /// 1…n of one run, each once.
    public static func problem(merging all: [ShardResults]) -> String? {
        guard let first = all.first else { return ShardResultsMessage.none }
        for results in all.dropFirst() {
            guard results.shard.count == first.shard.count else { return ShardResultsMessage.differentCounts(first.shard, results.shard) }
            guard results.inputs == first.inputs, results.configPath == first.configPath, results.pseudoLocales == first.pseudoLocales,
                results.projects.map(\.identity) == first.projects.map(\.identity)
            else { return ShardResultsMessage.differentRuns(first.shard, results.shard) }
        }
        let indices = all.map(\.shard.index)
        if let twice = Set(indices).first(where: { index in indices.count { $0 == index } > 1 }) {
            return ShardResultsMessage.twice(Shard(index: twice, count: first.shard.count)!)
        }
        let missing = (1...first.shard.count).filter { !indices.contains($0) }
        if !missing.isEmpty { return ShardResultsMessage.missing(missing, of: first.shard.count) }
        return nil
    }
}

/// Why a file is not results `merge` can use.
public enum ShardResultsProblem: Error, Sendable {
    case notResults
    case otherVersion(String)

    public func message(_ path: String) -> String {
        switch self {
        case .notResults:
            "'\(path)' is not a whole shard results file (written by 'dialogc lint --shard i/n --shard-output FILE'); run that shard again"
        case .otherVersion(let version):
            "'\(path)' was written by dialogc \(version), not \(DialogcVersion.current); run the shards with this dialogc"
        }
    }
}

enum ShardResultsMessage {
    static let none = "no shard results to merge"

    static func differentCounts(_ first: Shard, _ other: Shard) -> String {
        "shard \(first.description) and shard \(other.description) split the run differently; merge the parts of one run"
    }

    static func differentRuns(_ first: Shard, _ other: Shard) -> String {
        "shard \(first.description) and shard \(other.description) are parts of different runs (paths, --config, --pseudo-locale or "
            + "inputs differ); run every shard with the same arguments and files"
    }

    static func twice(_ shard: Shard) -> String {
        "shard \(shard.description) is given twice; give each part once"
    }

    static func missing(_ indices: [Int], of count: Int) -> String {
        "the results of shard\(indices.count == 1 ? "" : "s") \(indices.map { "\($0)/\(count)" }.joined(separator: ", ")) are missing; "
            + "merge every part of the run"
    }

    static func otherInputs(_ config: String?) -> String {
        "the shard results for \(config.map { "'\($0)'" } ?? "the specs without a dialogc.json") were made with another config, other "
            + "token or font files, or another dialogc build; run the shards again on these files"
    }
}
