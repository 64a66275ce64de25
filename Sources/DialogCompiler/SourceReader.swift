import DialogDiagnostics
import FoundationEssentials

/// Stage "read": a path becomes a `SourceFile` holding its bytes and the path as the user
/// gave it, or an `io` diagnostic saying why it could not be read.
public struct SourceReader: Sendable {
    public init() {}

    public func read(_ path: String) -> Result<SourceFile, Diagnostic> {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path), options: [])
            return .success(SourceFile(path: path, bytes: [UInt8](data)))
        } catch {
            return .failure(InputDiscovery.ioError(ReadMessage.cannotRead(path, reason: reason(for: path)), path: path))
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
}

enum ReadMessage {
    static func cannotRead(_ path: String, reason: String) -> String {
        "cannot read '\(path)': \(reason)"
    }
}
