import DialogDiagnostics
import DialogModel
import FoundationEssentials

/// Stage "discover": turns the paths a user named into the spec files to compile.
///
/// A file named on the command line is read whatever its extension (and whatever it is a
/// link to); a folder is searched recursively for `*.dialog.json`. Folders whose names start
/// with `.` (`.git`, `.build`) are not searched. A symbolic link met in the search is followed
/// only while it stays inside the folders named on the command line (each real folder is
/// searched once per named path, so a link loop ends); a link that leads elsewhere is an
/// `io` error naming it, and so is a `*.dialog.json` link to nothing. So a spec folder cannot
/// make dialogc read `/proc/self/environ` or a file in someone's home folder unless the user
/// names that link.
///
/// Paths that overlap (`specs specs/sub`, `specs ./specs`, a folder and a link to it) are
/// merged: each file, by device and inode, is listed once, under the path of the first
/// named path that reaches it; within one named path a way without links wins over one
/// through a link, and otherwise the first in search order (names sorted). The result is
/// sorted, so the order never depends on the file system. A spec whose file name is not
/// valid UTF-8 cannot be opened through a Swift string; it is an `io` error naming the path
/// with U+FFFD for the bad bytes.
public struct InputDiscovery {
    public static let specSuffix = ".dialog.json"

    public struct Result: Sendable {
        /// Display paths of the files to read, in a stable order, each file once.
        public var files: [String]
        public var diagnostics: [Diagnostic]
        /// Other `.json` files (any case) a folder search met, sorted: not read, but the
        /// planner says which of them look like specs (`spec-file-name`).
        var otherJSONFiles: [String] = []
    }

    public init() {}

    /// `reportsEmptyFolders` false leaves a folder without specs to the caller, which knows
    /// better what to say (a whole project's folder).
    public func discover(_ inputs: [String], reportsEmptyFolders: Bool = true) -> Result {
        var search = Search(named: NamedPaths(inputs))
        for input in search.named.inputs {
            switch input.target {
            case .problem(let problem):
                search.diagnostics.append(problem)
            case .file(let identity):
                search.found(identity, path: FilePath.normalize(input.path))
            case .folder(let identity, _):
                let before = search.diagnostics.count
                let found = search.tree(FilePath.trimmingTrailingSlashes(input.path), identity: identity)
                // A folder whose specs could not be taken has said why; "no specs" would mislead.
                if found == 0, search.diagnostics.count == before, reportsEmptyFolders {
                    search.diagnostics.append(Self.ioError(DiscoveryMessage.noSpecs(input.path), path: nil))
                }
            }
        }
        return Result(files: search.files(), diagnostics: search.diagnostics, otherJSONFiles: search.otherJSONFiles.sorted())
    }

    /// An `io` finding. Problems with a file point at the file; problems with a path that is
    /// not there, or with a folder, have no position to point at and name the path instead.
    static func ioError(_ message: String, path: String?) -> Diagnostic {
        Diagnostic(rule: .io, severity: .error, message: message, location: path.map(SourceLocation.file))
    }
}

/// The paths named on the command line, looked at once before any search: what each is,
/// and where a link met in a search may lead.
private struct NamedPaths {
    enum Target {
        case file(FileIdentity)
        /// The folder and its real path, to tell whether a link leads inside it.
        case folder(FileIdentity, realPath: String)
        case problem(Diagnostic)
    }

    struct Input {
        var path: String
        var target: Target
    }

    var inputs: [Input]
    /// The real paths of the named folders: a link that leads into one stays in the search.
    var folders: [String]
    /// The named files (what their links lead to): a link to one of them is not a way out.
    var files: Set<FileIdentity>

    init(_ paths: [String]) {
        inputs = paths.map { Input(path: $0, target: Self.target(of: $0)) }
        folders = inputs.compactMap { if case .folder(_, let realPath) = $0.target { realPath } else { nil } }
        files = Set(inputs.compactMap { if case .file(let identity) = $0.target { identity } else { nil } })
    }

    /// Whether a real path is one of the named folders or inside one. Compared as bytes, as
    /// the file system does: `String` comparison treats `é` and `e` + U+0301 as equal, and
    /// they name different folders.
    func contains(realPath: String) -> Bool {
        let path = realPath.utf8
        return folders.contains { folder in
            let prefix = folder.utf8
            guard path.starts(with: prefix) else { return false }
            let rest = path.dropFirst(prefix.count)
            return rest.isEmpty || rest.first == UInt8(ascii: "/") || prefix.last == UInt8(ascii: "/")
        }
    }

    private static func target(of path: String) -> Target {
        switch FileStatus.of(path) {
        case .success(let status) where status.kind == .folder:
            guard let realPath = FileStatus.realPath(path) else {
                return .problem(InputDiscovery.ioError(DiscoveryMessage.unreadableFolder(path), path: nil))
            }
            return .folder(status.identity, realPath: realPath)
        case .success(let status):
            return .file(status.identity)
        case .failure(let failure):
            // A link to nothing is there, but as a link: say so rather than "no such file".
            if case .success(let link) = FileStatus.of(path, followingLinks: false), link.kind == .symbolicLink {
                let problem: SourceReader.Problem = failure.isLinkLoop ? .linkLoop : .danglingLink(FileStatus.linkText(path))
                return .problem(InputDiscovery.ioError(ReadMessage.cannotRead(path, problem: problem), path: path))
            }
            return .problem(InputDiscovery.ioError(DiscoveryMessage.noSuchPath(path), path: nil))
        }
    }
}

/// The state of one discovery: the files found so far, by identity, and the findings.
private struct Search {
    let named: NamedPaths
    var diagnostics: [Diagnostic] = []
    /// Regular files met whose names end in `.json` in any case but are not specs' names.
    var otherJSONFiles: [String] = []
    /// The display path of each file found: the first way to it wins.
    private var chosen: [FileIdentity: String] = [:]
    private let fileManager = FileManager.default

    init(named: NamedPaths) { self.named = named }

    /// Records a way to a file, unless an earlier one reached it.
    mutating func found(_ identity: FileIdentity, path: String) {
        if chosen[identity] == nil { chosen[identity] = path }
    }

    func files() -> [String] {
        var seen: Set<String> = []
        return chosen.values.filter { seen.insert($0).inserted }.sorted()
    }

    /// Searches a named folder; returns how many spec files it holds (found now or before).
    /// The folders are searched first without following any link, then the links met, in the
    /// order met (and those met through them): so a file is listed under its path without
    /// links whenever it has one, and each real folder is searched once (a loop ends).
    mutating func tree(_ root: String, identity: FileIdentity) -> Int {
        var visited: Set<FileIdentity> = [identity]
        var links: [(path: String, isSpec: Bool)] = []
        var count = folder(root, visited: &visited, links: &links)
        var next = 0
        while next < links.count {
            let link = links[next]
            next += 1
            count += follow(link.path, isSpec: link.isSpec, visited: &visited, links: &links)
        }
        return count
    }

    /// One folder's entries: specs counted, folders searched, links kept for later.
    private mutating func folder(_ folder: String, visited: inout Set<FileIdentity>, links: inout [(path: String, isSpec: Bool)]) -> Int {
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: folder)
        } catch {
            diagnostics.append(InputDiscovery.ioError(DiscoveryMessage.unreadableFolder(folder), path: nil))
            return 0
        }
        var count = 0
        // An entry's name is one component, never `.` or `..` (and those starting with `.`
        // are skipped), so joined to the normalized folder it is normalized: the folder is
        // normalized once, not every path in it.
        let base = FilePath.normalize(folder)
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = FilePath.join(base, name)
            let isSpec = name.hasSuffix(InputDiscovery.specSuffix)
            let entry: FileStatus
            switch FileStatus.of(path, followingLinks: false) {
            case .success(let status): entry = status
            case .failure:
                // A name that is not valid UTF-8 arrives with U+FFFD in place of the bad bytes,
                // and that repaired path names nothing: say so rather than skip a spec silently.
                if name.contains("\u{FFFD}"), isSpec {
                    diagnostics.append(InputDiscovery.ioError(DiscoveryMessage.notUTF8(path), path: path))
                }
                continue
            }
            switch entry.kind {
            case .folder:
                if visited.insert(entry.identity).inserted {
                    count += self.folder(path, visited: &visited, links: &links)
                }
            case .symbolicLink:
                links.append((path, isSpec))
            default:
                // Pipes, devices and sockets with a spec's name are listed: reading refuses
                // them without opening them, with a message that says what they are.
                guard isSpec else {
                    if entry.kind == .regularFile, name.lowercased().hasSuffix(".json") { otherJSONFiles.append(path) }
                    continue
                }
                found(entry.identity, path: path)
                count += 1
            }
        }
        return count
    }

    /// A link met in a search: followed while it stays inside the named folders (or leads to
    /// a named file), an `io` error when it leads elsewhere or, with a spec's name, nowhere.
    private mutating func follow(_ path: String, isSpec: Bool, visited: inout Set<FileIdentity>, links: inout [(path: String, isSpec: Bool)]) -> Int {
        let target: FileStatus
        switch FileStatus.of(path) {
        case .success(let status): target = status
        case .failure(let failure):
            // Only a spec's name says the link was meant for dialogc; any other may be
            // anything (a link to a build folder that is not there yet).
            if isSpec {
                let problem: SourceReader.Problem = failure.isLinkLoop ? .linkLoop : .danglingLink(FileStatus.linkText(path))
                diagnostics.append(InputDiscovery.ioError(ReadMessage.cannotRead(path, problem: problem), path: path))
            }
            return 0
        }
        guard target.kind == .folder || isSpec else { return 0 }
        let inside = FileStatus.realPath(path).map(named.contains(realPath:)) ?? false
        guard inside || named.files.contains(target.identity) else {
            let linkText = FileStatus.linkText(path)
            let message =
                target.kind == .folder
                ? DiscoveryMessage.folderLinkLeaves(path, target: linkText) : DiscoveryMessage.fileLinkLeaves(path, target: linkText)
            diagnostics.append(InputDiscovery.ioError(message, path: path))
            return 0
        }
        if target.kind == .folder {
            guard visited.insert(target.identity).inserted else { return 0 }
            return folder(path, visited: &visited, links: &links)
        }
        found(target.identity, path: path)
        return 1
    }
}

enum DiscoveryMessage {
    static func noSuchPath(_ path: String) -> String {
        "no such file or folder: '\(path)'; check the path"
    }
    static func noSpecs(_ path: String) -> String {
        "no *.dialog.json files under '\(path)'; name the folder that holds the specs"
    }
    static func notUTF8(_ path: String) -> String {
        "cannot read '\(path)': its name is not valid UTF-8 (shown with \u{FFFD}); rename the file"
    }
    static func unreadableFolder(_ path: String) -> String {
        "cannot read the folder '\(path)'; check its permissions"
    }
    static func fileLinkLeaves(_ path: String, target: String?) -> String {
        "'\(path)' is a symbolic link\(target.map { " to '\($0)'" } ?? ""), outside the folders named on the command line; "
            + "dialogc does not follow it: name the link on the command line to check it, or remove it"
    }
    static func folderLinkLeaves(_ path: String, target: String?) -> String {
        "'\(path)' is a symbolic link to a folder\(target.map { " ('\($0)')" } ?? "") outside the folders named on the command line; "
            + "dialogc does not follow it: name the link on the command line to check the specs in it, or remove it"
    }
}
