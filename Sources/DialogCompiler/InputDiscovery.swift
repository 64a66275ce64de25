import DialogDiagnostics
import DialogModel
import FoundationEssentials

/// Stage "discover": turns the paths a user named into the spec files to compile.
///
/// A file named on the command line is read whatever its extension; a folder is searched
/// recursively for `*.dialog.json`. Folders whose names start with `.` (`.git`, `.build`)
/// are not searched, symbolic links to folders are followed once (a link loop is skipped
/// with a warning-free guard: each real folder is visited at most once), and the result is
/// sorted so the order never depends on the file system. A spec whose file name is not valid
/// UTF-8 cannot be opened through a Swift string; it is an `io` error naming the path with
/// U+FFFD for the bad bytes.
public struct InputDiscovery {
    public static let specSuffix = ".dialog.json"

    public struct Result: Sendable {
        /// Display paths of the files to read, in a stable order, without duplicates.
        public var files: [String]
        public var diagnostics: [Diagnostic]
    }

    private let fileManager = FileManager.default
    public init() {}

    public func discover(_ inputs: [String]) -> Result {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        var visitedFolders: Set<FolderIdentity> = []
        for input in inputs {
            var isFolder = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isFolder) else {
                diagnostics.append(Self.ioError(DiscoveryMessage.noSuchPath(input), path: nil))
                continue
            }
            if !isFolder {
                files.append(FilePath.normalize(input))
                continue
            }
            let before = files.count
            search(folder: FilePath.trimmingTrailingSlashes(input), into: &files, visited: &visitedFolders, diagnostics: &diagnostics)
            if files.count == before {
                diagnostics.append(Self.ioError(DiscoveryMessage.noSpecs(input), path: nil))
            }
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert($0).inserted }
        return Result(files: unique.sorted(), diagnostics: diagnostics)
    }

    private func search(
        folder: String, into files: inout [String], visited: inout Set<FolderIdentity>, diagnostics: inout [Diagnostic]
    ) {
        if let identity = FolderIdentity(path: folder, fileManager: fileManager) {
            guard visited.insert(identity).inserted else { return }
        }
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: folder)
        } catch {
            diagnostics.append(Self.ioError(DiscoveryMessage.unreadableFolder(folder), path: nil))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = FilePath.normalize(FilePath.join(folder, name))
            var isFolder = false
            // fileExists follows links, so a dangling link is simply not there.
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
                // A name that is not valid UTF-8 arrives with U+FFFD in place of the bad bytes,
                // and that repaired path names nothing: say so rather than skip a spec silently.
                if name.contains("\u{FFFD}"), name.hasSuffix(Self.specSuffix) {
                    diagnostics.append(Self.ioError(DiscoveryMessage.notUTF8(path), path: path))
                }
                continue
            }
            if isFolder {
                search(folder: path, into: &files, visited: &visited, diagnostics: &diagnostics)
            } else if name.hasSuffix(Self.specSuffix) {
                files.append(path)
            }
        }
    }

    /// An `io` finding. Problems with a file point at the file; problems with a path that is
    /// not there, or with a folder, have no position to point at and name the path instead.
    static func ioError(_ message: String, path: String?) -> Diagnostic {
        Diagnostic(rule: .io, severity: .error, message: message, location: path.map(SourceLocation.file))
    }
}

/// A folder's device and inode, so a symbolic-link loop is searched only once.
private struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(path: String, fileManager: FileManager) {
        // `attributesOfItem` describes a link itself; asking for `path/.` describes the
        // folder the link leads to, which is what a loop revisits.
        guard let attributes = try? fileManager.attributesOfItem(atPath: FilePath.join(path, ".")),
            let device = Self.unsigned(attributes[.systemNumber]),
            let inode = Self.unsigned(attributes[.systemFileNumber])
        else { return nil }
        self.device = device
        self.inode = inode
    }

    /// The attribute values are unsigned integers of platform-dependent width.
    private static func unsigned(_ value: Any?) -> UInt64? {
        switch value {
        case let value as UInt64: value
        case let value as UInt: UInt64(value)
        case let value as Int: UInt64(bitPattern: Int64(value))
        case let value as UInt32: UInt64(value)
        default: nil
        }
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
}
