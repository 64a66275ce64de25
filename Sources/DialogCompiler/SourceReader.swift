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

/// Stage "read": a path becomes a `SourceFile` holding its bytes and the path as the user
/// gave it, or an `io` diagnostic saying why it could not be read.
///
/// Only regular files are read. What a path names is asked with `stat` before it is opened,
/// so a named pipe, a device or a socket is an `io` error without being opened (opening a
/// pipe for reading waits for a writer, for ever); the file is then opened without waiting
/// and checked again, in case it was replaced in between. A `/proc` file is regular and
/// reports size 0; the bound below still holds for it.
///
/// Memory stays bounded whatever the path holds: a file larger than `maximumBytes` (16 MB by
/// default; a dialog spec is a few KB, a token file a few dozen) is refused with an `io`
/// error. The size is checked before anything is read, and the read itself stops one byte
/// past the limit, so a file that grows after the check, or reports no size, cannot make
/// the reader hold more than the limit either.
public struct SourceReader: Sendable {
    /// 16 MB: thousands of times a real spec, and small enough that thousands of readers in
    /// parallel cannot exhaust memory.
    public static let defaultMaximumBytes = 16 << 20

    /// How the run came to know a path, which decides what a missing file is called.
    public enum PathOrigin: Sendable {
        /// Named by the user or by a config: when it is missing, it was never seen, so
        /// "no such file or folder".
        case named
        /// Found on disk by `InputDiscovery`: when it is missing, it went away since.
        case discovered
    }

    /// The largest file read; anything longer is an `io` error.
    public let maximumBytes: Int
    public let origin: PathOrigin

    public init(maximumBytes: Int = SourceReader.defaultMaximumBytes, origin: PathOrigin = .named) {
        self.maximumBytes = maximumBytes
        self.origin = origin
    }

    /// The names of the files in the folder of `path` (none when it cannot be listed): the
    /// candidates of a did-you-mean for a file a config names that is not there.
    public static func namesBeside(_ path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FilePath.directory(of: path))) ?? []
        return names.filter { !$0.hasPrefix(".") }
    }

    public func read(_ path: String) -> Result<SourceFile, Diagnostic> {
        switch boundedRead(path) {
        case .bytes(let bytes):
            return .success(SourceFile(path: path, bytes: bytes))
        case .failed(.missing) where origin == .named:
            return .failure(InputDiscovery.ioError(DiscoveryMessage.noSuchPath(path), path: nil))
        case .failed(let problem):
            return .failure(InputDiscovery.ioError(ReadMessage.cannotRead(path, problem: problem), path: path))
        }
    }

    /// Why a file was not read.
    enum Problem: Equatable {
        case missing
        /// A symbolic link to nothing: its text, when it could be read.
        case danglingLink(String?)
        case linkLoop
        case notRegular(FileStatus.Kind)
        case permissionDenied
        /// With the file's size in MB when it reports one, and the limit in MB.
        case tooLarge(megabytes: Int?, limit: Int)
        case readFailed
    }

    private enum ReadOutcome {
        case bytes([UInt8])
        case failed(Problem)
    }

    /// Reads the whole file, but never more than `maximumBytes + 1` bytes. A regular file's
    /// size is checked (`stat`, far cheaper than asking `FileManager` for a dictionary of
    /// attributes: a build reads thousands of files) before anything is read.
    private func boundedRead(_ path: String) -> ReadOutcome {
        let status: FileStatus
        switch FileStatus.of(path) {
        case .success(let found): status = found
        case .failure(let failure): return .failed(problem(path, failure))
        }
        guard status.kind == .regularFile else { return .failed(.notRegular(status.kind)) }
        if status.size > maximumBytes { return .failed(tooLarge(status.size)) }
        // O_NONBLOCK: if a pipe took the file's place since `stat`, opening it returns at
        // once instead of waiting for a writer; on a regular file the flag does nothing.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            return .failed(problem(path, FileStatus.Failure(code: errno)))
        }
        defer { close(descriptor) }
        guard let opened = FileStatus.of(descriptor: descriptor) else { return .failed(.readFailed) }
        guard opened.kind == .regularFile else { return .failed(.notRegular(opened.kind)) }
        if opened.size > maximumBytes { return .failed(tooLarge(opened.size)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(opened.size)
        let chunkSize = 64 << 10
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkSize) { chunk in
            while true {
                let count = posixRead(descriptor, chunk.baseAddress, chunkSize)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failed(.readFailed)
                }
                if count == 0 { return .bytes(bytes) }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
                if bytes.count > maximumBytes { return .failed(tooLarge(nil)) }
            }
        }
    }

    /// What a failed `stat` or `open` means for the user.
    private func problem(_ path: String, _ failure: FileStatus.Failure) -> Problem {
        if failure.isPermissionDenied { return .permissionDenied }
        if failure.isLinkLoop { return .linkLoop }
        guard failure.isMissing else { return .readFailed }
        // The path itself is there, but as a link to nothing.
        if case .success(let link) = FileStatus.of(path, followingLinks: false), link.kind == .symbolicLink {
            return .danglingLink(FileStatus.linkText(path))
        }
        return .missing
    }

    private func tooLarge(_ size: Int?) -> Problem {
        .tooLarge(megabytes: size.map(Self.megabytes), limit: Self.megabytes(maximumBytes))
    }

    private static func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
}

/// `read(2)`, named apart from `SourceReader.read`.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

enum ReadMessage {
    static func cannotRead(_ path: String, problem: SourceReader.Problem) -> String {
        "cannot read '\(path)': \(reason(problem))"
    }

    private static func reason(_ problem: SourceReader.Problem) -> String {
        switch problem {
        case .missing:
            "it no longer exists"
        case .danglingLink(let target):
            "it is a symbolic link to \(target.map { "'\($0)', which does" } ?? "a path that does") not exist; fix or remove the link"
        case .linkLoop:
            "it is a symbolic link that leads back to itself; fix or remove the link"
        case .notRegular(let kind):
            "it is \(kind.noun), not a regular file; dialogc reads only regular files"
        case .permissionDenied:
            "permission denied"
        case .tooLarge(let megabytes, let limit):
            // Nil when the file reports no size of its own and grew past the limit as it was read.
            "\(megabytes.map { "it is \($0) MB" } ?? "it is larger than \(limit) MB"); dialogc reads input files of at most \(limit) MB (a spec is a few KB)"
        case .readFailed:
            "the read failed"
        }
    }
}
