import DialogDiagnostics
import DialogModel
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stage "write" for a single file: lint's `--output`, a baseline, `init`'s files, and the
/// user's own specs and config when `lint --fix` or `strings import` rewrites them. Always
/// through the run's `WriteGate`, so an input is never replaced, and atomically (a temporary
/// file beside the target, renamed over it), so a reader never sees half a file and a failed
/// write leaves the old one intact.
public struct OutputFileWriter: Sendable {
    public let gate: WriteGate

    public init(gate: WriteGate) {
        self.gate = gate
    }

    /// Writes `text`, returning an `io` diagnostic when it may not or cannot.
    public func write(_ text: String, to path: String) -> Diagnostic? {
        write(to: path) { $0(text) }
    }

    /// Writes the text `produce` passes to its argument a piece at a time, in order, so that
    /// a large output (an export of 50,000 specs) is never held in memory at once; atomic
    /// like every write here. Returns an `io` diagnostic when it may not or cannot write.
    public func write(to path: String, producing produce: ((String) -> Void) -> Void) -> Diagnostic? {
        if let refusal = gate.checkWrite(to: path) { return refusal }
        return withoutActuallyEscaping(produce) { produce in
            AtomicFile.write(to: path, shownAs: path) { write -> Int32? in
                produce(write)
                return nil
            }
        }
    }

    /// Like `write(to:producing:)`, for a `produce` that can fail part way (it reads what it
    /// writes from a file of its own): the error number it returns leaves the old file in
    /// place and is reported as the write's.
    /// `unlessSameAs`: the file's bytes as read; when the text comes out byte for byte the
    /// same, the file is left as it is (compared as it is written, never held whole).
    func write(to path: String, unlessSameAs previous: [UInt8]? = nil, producing produce: ((String) -> Void) -> Int32?) -> Diagnostic? {
        if let refusal = gate.checkWrite(to: path) { return refusal }
        return AtomicFile.write(to: path, shownAs: path, unlessSameAs: previous, producing: produce)
    }

    /// Writes `bytes`, returning an `io` diagnostic when it may not or cannot. A link at
    /// `path` is replaced as the link itself.
    public func write(bytes: [UInt8], to path: String) -> Diagnostic? {
        if let refusal = gate.checkWrite(to: path) { return refusal }
        return AtomicFile.write(bytes, to: path, shownAs: path)
    }

    /// Removes the temporaries that a rewrite killed mid-write left in `folder`
    /// (`AtomicFile.removeAbandonedTemporaries`).
    public static func removeAbandonedTemporaries(in folder: String) {
        AtomicFile.removeAbandonedTemporaries(in: folder)
    }

    /// Rewrites a file of the user's that this run read (a spec, the config): only while it
    /// still holds exactly `original`, the bytes the run read and edited; otherwise it is
    /// refused (`changedSinceRead`) and left alone, since writing would lose what changed it.
    /// A symbolic link is written through: its target is replaced (atomically, keeping its
    /// permissions) and the link stays.
    public func rewrite(_ path: String, expecting original: [UInt8], with bytes: [UInt8]) -> Diagnostic? {
        if let refusal = gate.checkWrite(to: path) { return refusal }
        let target: String
        if case .success(let status) = FileStatus.of(path, followingLinks: false), status.kind == .symbolicLink {
            guard let resolved = FileStatus.realPath(path) else {
                return InputDiscovery.ioError(WriteMessage.danglingLink(path), path: path)
            }
            target = resolved
        } else {
            target = path
        }
        guard case .success(let current) = SourceReader(maximumBytes: max(SourceReader.defaultMaximumBytes, original.count)).read(target),
            current.bytes == original
        else {
            return InputDiscovery.ioError(WriteMessage.changedSinceRead(path), path: path)
        }
        return AtomicFile.write(bytes, to: target, shownAs: path, keepingModeOf: target)
    }
}

/// Rewrites of several user files that stand or fall together (`strings import`'s specs and
/// config): written in order, each only while it still holds the bytes the run read; when
/// one cannot be written, those already written get their old bytes back, so the files are
/// as they were before the run, and the run says so.
public enum UserFileRewrite {
    public struct Failure: Sendable {
        public var diagnostics: [Diagnostic]
        /// Files written before the failure that could not be put back.
        public var leftWritten: [String]
    }

    /// Nil when every file was written.
    public static func all(_ writes: [(path: String, original: [UInt8], bytes: [UInt8])], gate: WriteGate) -> Failure? {
        let writer = OutputFileWriter(gate: gate)
        for (index, write) in writes.enumerated() {
            guard let problem = writer.rewrite(write.path, expecting: write.original, with: write.bytes) else { continue }
            let written = writes[..<index]
            var leftWritten: [String] = []
            for done in written.reversed() where writer.rewrite(done.path, expecting: done.bytes, with: done.original) != nil {
                leftWritten.append(done.path)
            }
            leftWritten.sort()
            var diagnostics = [problem]
            if !written.isEmpty {
                let message =
                    leftWritten.isEmpty
                    ? UserFileRewriteMessage.restored(written.map(\.path), failed: write.path)
                    : UserFileRewriteMessage.leftWritten(leftWritten, failed: write.path)
                diagnostics.append(InputDiscovery.ioError(message, path: nil))
            }
            return Failure(diagnostics: diagnostics, leftWritten: leftWritten)
        }
        return nil
    }
}

enum UserFileRewriteMessage {
    static func restored(_ paths: [String], failed: String) -> String {
        "\(list(paths)) had been written before '\(failed)' failed and \(paths.count == 1 ? "has its" : "have their") old text back; nothing was changed"
    }
    static func leftWritten(_ paths: [String], failed: String) -> String {
        "\(list(paths)) had been written before '\(failed)' failed and could not be put back; "
            + "they hold the new text (check them, e.g. with 'git diff'), the other files are unchanged"
    }
    private static func list(_ paths: [String]) -> String { paths.map { "'\($0)'" }.joined(separator: ", ") }
}

/// A whole-file write that is atomic: the bytes go to a hidden temporary in the target's
/// folder, which is then renamed over the target. A process killed at any moment leaves the
/// old file or the new one, and at worst a temporary whose name says it is dialogc's and
/// which process made it, so that a later run can remove it once that process is gone
/// (`removeAbandonedTemporaries`). Failures are reported with their real cause (`errno`).
enum AtomicFile {
    /// The prefix of every temporary dialogc writes (an output folder's too).
    static let temporaryPrefix = ".dialogc-tmp-"
    /// Temporaries beside user files carry the writer's process id after this prefix.
    static let processPrefix = temporaryPrefix + "p"

    /// A seam for tests: the `errno` every write in the task fails with, as a full disk would.
    @TaskLocal static var injectedFailure: Int32?

    /// Writes `bytes` to `path` atomically; an `io` diagnostic naming `shownAs` when it fails.
    /// `keepingModeOf`: the file whose permission bits the new file gets (the one replaced).
    static func write(_ bytes: [UInt8], to path: String, shownAs: String, keepingModeOf modeSource: String? = nil) -> Diagnostic? {
        let temporary = temporaryPath(for: path)
        if let code = bytes.withUnsafeBytes({ createExclusive($0, at: temporary, modeSource: modeSource) }) {
            _ = unlink(temporary)
            return InputDiscovery.ioError(WriteMessage.cannotWrite(shownAs, errno: code), path: shownAs)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            _ = unlink(temporary)
            return InputDiscovery.ioError(WriteMessage.cannotWrite(shownAs, errno: code), path: shownAs)
        }
        return nil
    }

    /// Writes the pieces `produce` passes on to a temporary beside `path`, renamed over it once
    /// whole (left alone when it comes out the same as `previous`); an `io` diagnostic naming
    /// `shownAs` when it fails.
    static func write(
        to path: String, shownAs: String, unlessSameAs previous: [UInt8]? = nil, producing produce: ((String) -> Void) -> Int32?
    ) -> Diagnostic? {
        let temporary = temporaryPath(for: path)
        let (written, same) = createExclusive(at: temporary, comparingWith: previous, syncs: true, producing: produce)
        var failure = written
        if failure == nil, same {
            _ = unlink(temporary)
            return nil
        }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        guard let failure else { return nil }
        _ = unlink(temporary)
        return InputDiscovery.ioError(WriteMessage.cannotWrite(shownAs, errno: failure), path: shownAs)
    }

    /// Writes a new file at `path` in full, then links it into place only if nothing is
    /// there: never replaces a file, and is never seen half-written.
    static func writeNew(_ bytes: [UInt8], to path: String) -> Diagnostic? {
        let temporary = temporaryPath(for: path)
        defer { _ = unlink(temporary) }
        if let code = bytes.withUnsafeBytes({ createExclusive($0, at: temporary) }) {
            return InputDiscovery.ioError(WriteMessage.cannotWrite(path, errno: code), path: path)
        }
        guard link(temporary, path) == 0 else {
            let code = errno
            // A file system without hard links: renamed in, after a look that nothing is there.
            if code == EPERM || code == EOPNOTSUPP, case .failure(let missing) = FileStatus.of(path, followingLinks: false), missing.isMissing {
                if rename(temporary, path) == 0 { return nil }
                return InputDiscovery.ioError(WriteMessage.cannotWrite(path, errno: errno), path: path)
            }
            return InputDiscovery.ioError(code == EEXIST ? WriteMessage.exists(path) : WriteMessage.cannotWrite(path, errno: code), path: path)
        }
        return nil
    }

    /// A temporary beside `path`, named for this process (`removeAbandonedTemporaries`).
    static func temporaryPath(for path: String) -> String {
        FilePath.join(FilePath.directory(of: path), processPrefix + "\(getpid())-" + UUID().uuidString + "-" + FilePath.lastComponent(of: path))
    }

    /// Creates `path` (which must not exist) holding `bytes`; the `errno` of what failed.
    /// `modeSource`: a file whose permission bits the new one gets. `syncs`: flushed to the
    /// disk before it is closed (a full disk may only say so then); user files are, the
    /// thousands of files of a build are not.
    static func createExclusive(_ bytes: UnsafeRawBufferPointer, at path: String, modeSource: String? = nil, syncs: Bool = true) -> Int32? {
        if let injected = injectedFailure { return injected }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var failure: Int32?
        if let modeSource {
            var info = stat()
            if stat(modeSource, &info) == 0, fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = errno }
        }
        if failure == nil { failure = writeAll(bytes, to: descriptor) }
        if failure == nil, syncs, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        return failure
    }

    /// Creates `path`, which must not exist, with the text `produce` passes on a piece at a
    /// time; `produce` returns the error number of a failure of its own (reading what it
    /// passes on). `syncs` as for the whole-bytes form. Returns the error number that stopped
    /// it, and whether what it wrote is exactly `previous`, compared as it is written.
    static func createExclusive(
        at path: String, comparingWith previous: [UInt8]?, syncs: Bool, producing produce: ((String) -> Void) -> Int32?
    ) -> (failure: Int32?, same: Bool) {
        if let injected = injectedFailure { return (injected, false) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return (errno, false) }
        var failure: Int32?
        var same = previous != nil
        var offset = 0
        let produced = produce { piece in
            guard failure == nil else { return }
            var piece = piece
            piece.withUTF8 { bytes in
                if same, let previous {
                    same = offset + bytes.count <= previous.count && previous[offset..<offset + bytes.count].elementsEqual(bytes)
                }
                offset += bytes.count
                failure = writeAll(UnsafeRawBufferPointer(bytes), to: descriptor)
            }
        }
        if failure == nil { failure = produced }
        if failure == nil, syncs, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        return (failure, same && offset == previous?.count)
    }

    /// Removes from `folder` the temporaries of writers that are gone (killed mid-write):
    /// those whose process id no longer names a running process. A running writer's are left.
    static func removeAbandonedTemporaries(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(processPrefix) {
            let digits = name.dropFirst(processPrefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let pid = Int32(digits), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { _ = unlink(FilePath.join(folder, name)) }
        }
    }
}

/// Writes every byte, going on after a partial write or an interruption; the `errno` of a
/// failure.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, base + offset, bytes.count - offset)
        if count < 0 {
            if errno != EINTR { return errno }
        } else {
            offset += count
        }
    }
    return nil
}

enum WriteMessage {
    static func cannotWrite(_ path: String, errno code: Int32) -> String {
        "cannot write '\(path)': \(reason(code)) (it is unchanged)"
    }

    /// What went wrong, from `errno`, and what would fix it.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on device; free some space and run again"
        case EDQUOT: "disk quota exceeded; free some space and run again"
        case EACCES, EPERM: "permission denied; check that you may write to its folder"
        case EROFS: "read-only file system; write somewhere else or remount it writable"
        case ENOENT, ENOTDIR: "its folder does not exist; create it or choose another path"
        case EISDIR: "a folder is there; choose another path"
        default:
            if let text = strerror(code).map({ String(cString: $0) }), !text.isEmpty {
                text.prefix(1).lowercased() + text.dropFirst()
            } else {
                "error \(code)"
            }
        }
    }

    static func exists(_ path: String) -> String {
        "not writing '\(path)': a file appeared there meanwhile; it was left as it is"
    }

    static func changedSinceRead(_ path: String) -> String {
        "not writing '\(path)': it changed since it was read (another program or dialogc run wrote it); it was left as it is: run again"
    }

    static func danglingLink(_ path: String) -> String {
        "not writing '\(path)': it is a symbolic link to nothing; point it at the file or replace it with the file"
    }
}
