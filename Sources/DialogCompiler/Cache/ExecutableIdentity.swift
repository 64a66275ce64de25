import DialogModel
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running binary's part of a cache key: the SHA-256 of its bytes, so the same binary on
/// two runners, or copied elsewhere, keys alike, and two builds of one version do not.
///
/// Hashing a `dialogc` of 20 MB costs 0.3 s or more on every run (BENCHMARKS.md), more than
/// a no-op lint of a small project, so the digest is remembered in the per-user cache folder
/// (`executables` beside the key file, `CacheSecret`) under the binary's `stat` identity:
/// device, inode, size, mtime and ctime to the nanosecond. Replacing or editing the binary
/// moves its ctime (no system call sets it), so a remembered digest is used only for the
/// bytes it was made from; a digest is remembered only once both times are a second old,
/// so a binary still being written is hashed again next time (docs/DECISIONS.md "Trusting
/// stat data"). The file lives where a checkout cannot write; without that folder the
/// binary is hashed once per process.
enum ExecutableIdentity {
    static let memoName = "executables"
    static let memoHeader = "dialogc-executables 1"
    /// How many binaries the memo remembers (the newest).
    static let memoLimit = 16

    private static let computed = Mutex<String?>(nil)

    /// The digest of the running binary, worked out once per process; empty when it cannot
    /// be read (then the version alone tells builds apart).
    static func current(memoFolder: String?) -> String {
        computed.withLock { cached in
            if let cached { return cached }
            let value = Bundle.main.executablePath.map { Self.digest(of: $0, memoFolder: memoFolder) } ?? ""
            cached = value
            return value
        }
    }

    static func digest(of path: String, memoFolder: String?) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "" }
        let identity = "\(info.st_dev) \(info.st_ino) \(info.st_size) \(nanoseconds(info.st_mtim)) \(nanoseconds(info.st_ctim))"
        let memoPath = memoFolder.map { FilePath.join($0, memoName) }
        var lines = memoPath.flatMap(readMemo) ?? []
        if let line = lines.first(where: { $0.hasPrefix(identity + " ") }) { return String(line.dropFirst(identity.count + 1)) }
        guard case .success(let file) = SourceReader(maximumBytes: 1 << 30).read(path) else { return "" }
        let digest = SHA256.hex(file.bytes)
        let now = Int64(Date().timeIntervalSince1970 * 1e9)
        if let memoPath, nanoseconds(info.st_mtim) < now - 1_000_000_000, nanoseconds(info.st_ctim) < now - 1_000_000_000 {
            lines.append(identity + " " + digest)
            writeMemo(Array(lines.suffix(memoLimit)), to: memoPath)
        }
        return digest
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The memo's lines, when it is a private file of this user with the right header.
    private static func readMemo(_ path: String) -> [String]? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(), info.st_mode & 0o022 == 0,
            case .success(let file) = SourceReader(maximumBytes: 1 << 20).read(path)
        else { return nil }
        let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == memoHeader else { return nil }
        return lines.dropFirst().filter { line in
            let fields = line.split(separator: " ")
            return fields.count == 6 && fields[5].utf8.count == 64
        }
    }

    /// Written to a temporary file and renamed over the memo; a failure only costs hashing.
    private static func writeMemo(_ lines: [String], to path: String) {
        let folder = FilePath.directory(of: path)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let text = Array(([memoHeader] + lines).joined(separator: "\n").utf8) + [0x0A]
        let temporary = FilePath.join(folder, ".\(memoName)-\(UUID().uuidString)")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return }
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != text.count || rename(temporary, path) != 0 { unlink(temporary) }
    }
}
