#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, asked of the file system with `stat` or `lstat`, never by opening it:
/// opening a named pipe for reading blocks until something writes to it, and opening a
/// device can have effects of its own. Discovery and the reader decide from this what they
/// may open.
struct FileStatus: Sendable {
    enum Kind: Sendable, Equatable {
        case regularFile
        case folder
        /// Only from `lstat`: `stat` follows the link.
        case symbolicLink
        case namedPipe
        /// A character or block device (`/dev/zero`, a disk).
        case device
        case socket
    }

    var kind: Kind
    var identity: FileIdentity
    /// The size in bytes a regular file reports (0 for `/proc` files, which have no size).
    var size: Int
    /// When its bytes last changed (`st_mtim`) and when its inode last changed (`st_ctim`:
    /// any write, rename, link or change of its times or mode; only the kernel sets it), in
    /// nanoseconds since 1970 on the file system's clock.
    var modified: Int64
    var changed: Int64

    /// Why a path could not be looked at: the `errno` of `stat` or `lstat`.
    struct Failure: Error, Sendable {
        var code: Int32

        /// The path, or a folder on its way, does not exist.
        var isMissing: Bool { code == ENOENT || code == ENOTDIR }
        /// Too many links on the way: a link that leads back to itself.
        var isLinkLoop: Bool { code == ELOOP }
        var isPermissionDenied: Bool { code == EACCES || code == EPERM }
    }

    /// `stat` (following links) or `lstat` (describing a link itself).
    static func of(_ path: String, followingLinks: Bool = true) -> Result<FileStatus, Failure> {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .failure(Failure(code: errno)) }
        return .success(FileStatus(info))
    }

    /// The status of an open file (`fstat`).
    static func of(descriptor: Int32) -> FileStatus? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    private init(_ info: stat) {
        kind =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .regularFile
            case S_IFDIR: .folder
            case S_IFLNK: .symbolicLink
            case S_IFIFO: .namedPipe
            case S_IFSOCK: .socket
            default: .device
            }
        identity = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        size = Int(truncatingIfNeeded: info.st_size)
        #if canImport(Darwin)
            modified = Self.nanoseconds(info.st_mtimespec)
            changed = Self.nanoseconds(info.st_ctimespec)
        #else
            modified = Self.nanoseconds(info.st_mtim)
            changed = Self.nanoseconds(info.st_ctim)
        #endif
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    /// The text of a symbolic link as written (`readlink`), for messages; nil if it cannot be read.
    static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The absolute path with every link resolved (`realpath`), for comparing where paths
    /// lead; never shown, since messages keep paths as the user gave them. Nil when some part
    /// of it is missing or a link leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension FileStatus.Kind {
    /// The kind as the object of "it is", for messages: "a named pipe (FIFO)".
    var noun: String {
        switch self {
        case .regularFile: "a regular file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .namedPipe: "a named pipe (FIFO)"
        case .device: "a device"
        case .socket: "a socket"
        }
    }
}

/// A file's device and inode: the same file whatever path reached it.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The identity of what `path` leads to (links followed); nil when nothing is there.
    init?(following path: String) {
        guard case .success(let status) = FileStatus.of(path) else { return nil }
        self = status.identity
    }

    init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}
