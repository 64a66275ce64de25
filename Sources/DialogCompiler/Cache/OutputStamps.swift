import DialogModel
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A generated file's `lstat` as a build saw it while the file held bytes of a known hash:
/// size, inode, and the nanosecond times of its last data change (mtime) and last inode
/// change (ctime). A file whose stamp is unchanged still holds those bytes, unless a change
/// fell in the same tick of the file system's clock as the stamp: that is why a stamp is
/// only recorded once its times are strictly older than a reading of that clock taken
/// before the `lstat` (docs/DECISIONS.md "Trusting stat data").
public struct FileStamp: Sendable, Hashable {
    var size: Int
    var inode: UInt64
    var modified: Int64
    var changed: Int64

    init(size: Int, inode: UInt64, modified: Int64, changed: Int64) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    init(_ status: FileStatus) {
        self.init(size: status.size, inode: status.identity.inode, modified: status.modified, changed: status.changed)
    }

    /// Whether both times are strictly older than `clock`: any later change of the file then
    /// gets a ctime of `clock` or more, so it cannot leave the stamp as it is.
    func isOlder(than clock: Int64?) -> Bool {
        guard let clock else { return false }
        return modified < clock && changed < clock
    }
}

/// `.dialogc-stamps` in the output folder: per generated file, the hash the cache expects
/// and the stamp the file had while holding those bytes. A cache hit's file whose `lstat`
/// equals its stamp is kept without being read; any other is hashed as before, and a stamp
/// is recorded again when the bytes are right.
///
/// Kept apart from the cache, which holds no times or inodes and stays the same bytes on
/// every machine; this file is local by nature (a copy of the folder has other inodes and
/// times, so every stamp misses and the files are hashed). Lost, damaged or from another
/// format, it is ignored: every file is hashed. Its header holds the HMAC-SHA256 of the
/// rest under the run's `CacheSecret`: a stamps file a checkout brought is ignored too.
enum OutputStamps {
    static let name = ".dialogc-stamps"
    static let header = "dialogc-stamps 2"

    struct Entry: Sendable, Hashable {
        var hash: ContentHash
        var stamp: FileStamp
    }

    /// The entries of the folder's stamps file; empty when there is none or it is not whole.
    static func read(folder: String, secret: CacheSecret) -> [String: Entry] {
        guard case .success(let file) = SourceReader(maximumBytes: 1 << 30).read(FilePath.join(folder, name)) else { return [:] }
        return parse(file.bytes, secret: secret) ?? [:]
    }

    /// After the header line (`header`, a space and the code of the rest), lines of
    /// `name hash size inode mtime ctime`, each ending with a line feed; nil when anything is
    /// off or the code does not verify.
    static func parse(_ bytes: [UInt8], secret: CacheSecret) -> [String: Entry]? {
        guard let firstLineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let prefix = Array((header + " ").utf8)
        let headerLine = bytes[..<firstLineEnd]
        guard headerLine.count == prefix.count + 64, headerLine.starts(with: prefix),
            secret.verifies(headerLine.dropFirst(prefix.count), bytes[(firstLineEnd + 1)...])
        else { return nil }
        var lines = bytes[(firstLineEnd + 1)...].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 1, lines.removeLast().isEmpty else { return nil }
        var entries: [String: Entry] = [:]
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 6, GeneratedFolder.isPlainFileName(fields[0]), let hash = ContentHash(hex: fields[1]),
                let size = Int(fields[2]), let inode = UInt64(fields[3]), let modified = Int64(fields[4]), let changed = Int64(fields[5]),
                entries[fields[0]] == nil
            else { return nil }
            entries[fields[0]] = Entry(hash: hash, stamp: FileStamp(size: size, inode: inode, modified: modified, changed: changed))
        }
        return entries
    }

    /// The file's text, sorted by name.
    static func render(_ entries: [String: Entry], secret: CacheSecret) -> String {
        var text = ""
        write(entries, secret: secret) { text += $0 }
        return text
    }

    /// The file's text passed on a piece at a time: its lines are made twice, once to sign
    /// them and once to write them, rather than held (some 50 MB at 50,000 specs).
    static func write(_ entries: [String: Entry], secret: CacheSecret, to emit: (String) -> Void) {
        let names = entries.keys.sorted()
        func lines(_ pass: (String) -> Void) {
            var batch = ""
            for name in names {
                guard let entry = entries[name] else { continue }
                let stamp = entry.stamp
                batch += "\(name) \(entry.hash.hex) \(stamp.size) \(stamp.inode) \(stamp.modified) \(stamp.changed)\n"
                if batch.utf8.count >= 1 << 16 {
                    pass(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty { pass(batch) }
        }
        let signature = secret.sign { feed in
            lines { batch in
                var batch = batch
                batch.withUTF8(feed)
            }
        }
        emit(header + " " + signature + "\n")
        lines(emit)
    }
}

/// The output folder's file-system clock: the mtime the kernel gives a file created in it
/// now (a hidden temporary, removed at once). Comparing a stamp with a time from the same
/// file system, rather than the process's clock, also holds for network file systems, whose
/// server sets the times, and for file systems with coarse times.
enum FolderClock {
    static func now(_ folder: String) -> Int64? {
        let probe = FilePath.join(folder, GeneratedFolder.temporaryPrefix + UUID().uuidString + "-clock")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer {
            close(descriptor)
            unlink(probe)
        }
        return FileStatus.of(descriptor: descriptor)?.modified
    }
}
