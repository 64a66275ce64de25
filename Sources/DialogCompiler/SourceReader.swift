import DialogDiagnostics
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
/// Memory stays bounded whatever the path holds: a file larger than `maximumBytes` (16 MB by
/// default; a dialog spec is a few KB, a token file a few dozen) is refused with an `io`
/// error. The size is checked before anything is read, and the read itself stops one byte
/// past the limit, so a file that grows after the check, or has no size at all (`/dev/zero`,
/// a pipe), cannot make the reader hold more than the limit either.
public struct SourceReader: Sendable {
    /// 16 MB: thousands of times a real spec, and small enough that thousands of readers in
    /// parallel cannot exhaust memory.
    public static let defaultMaximumBytes = 16 << 20

    /// The largest file read; anything longer is an `io` error.
    public let maximumBytes: Int

    public init(maximumBytes: Int = SourceReader.defaultMaximumBytes) {
        self.maximumBytes = maximumBytes
    }

    public func read(_ path: String) -> Result<SourceFile, Diagnostic> {
        switch boundedRead(path) {
        case .bytes(let bytes):
            return .success(SourceFile(path: path, bytes: bytes))
        case .tooLarge(let size):
            return .failure(tooLarge(path, size: size))
        case .failed:
            return .failure(InputDiscovery.ioError(ReadMessage.cannotRead(path, reason: reason(for: path)), path: path))
        }
    }

    private func tooLarge(_ path: String, size: Int?) -> Diagnostic {
        InputDiscovery.ioError(
            ReadMessage.tooLarge(path, megabytes: size.map(Self.megabytes), limit: Self.megabytes(maximumBytes)), path: path)
    }

    private enum ReadOutcome {
        case bytes([UInt8])
        /// With the file's size when it has one.
        case tooLarge(Int?)
        case failed
    }

    /// Reads the whole file, but never more than `maximumBytes + 1` bytes. A regular file's
    /// size is checked (`fstat` on the open file, which is also far cheaper than asking
    /// `FileManager` for a dictionary of attributes: a build reads thousands of files)
    /// before anything is read.
    private func boundedRead(_ path: String) -> ReadOutcome {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > maximumBytes {
            return .tooLarge(Int(info.st_size))
        }
        var bytes: [UInt8] = []
        if (info.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(info.st_size)) }
        let chunkSize = 64 << 10
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkSize) { chunk in
            while true {
                let count = posixRead(descriptor, chunk.baseAddress, chunkSize)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failed
                }
                if count == 0 { return .bytes(bytes) }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
                if bytes.count > maximumBytes { return .tooLarge(nil) }
            }
        }
    }

    private func reason(for path: String) -> String {
        let fileManager = FileManager.default
        var isFolder = false
        if !fileManager.fileExists(atPath: path, isDirectory: &isFolder) { return "it no longer exists" }
        if isFolder { return "it is a folder" }
        if !fileManager.isReadableFile(atPath: path) { return "permission denied" }
        return "the read failed"
    }

    private static func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
}

/// `read(2)`, named apart from `SourceReader.read`.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

enum ReadMessage {
    static func cannotRead(_ path: String, reason: String) -> String {
        "cannot read '\(path)': \(reason)"
    }
    /// `megabytes` is nil when the file has no size of its own (a device or a pipe).
    static func tooLarge(_ path: String, megabytes: Int?, limit: Int) -> String {
        let size = megabytes.map { "it is \($0) MB" } ?? "it is larger than \(limit) MB"
        return "cannot read '\(path)': \(size); dialogc reads input files of at most \(limit) MB (a spec is a few KB)"
    }
}
