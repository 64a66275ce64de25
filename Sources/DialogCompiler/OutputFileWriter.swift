import DialogDiagnostics
import FoundationEssentials

/// Stage "write" for a single file: atomically (a temporary file renamed over the target),
/// so a reader never sees half a file and a failed write leaves the old one intact.
public struct OutputFileWriter: Sendable {
    public init() {}

    /// Writes `text`, returning an `io` diagnostic when it cannot.
    public func write(_ text: String, to path: String) -> Diagnostic? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return InputDiscovery.ioError(WriteMessage.cannotWrite(path), path: path)
        }
    }
}

enum WriteMessage {
    static func cannotWrite(_ path: String) -> String {
        "cannot write '\(path)'; check that its folder exists and is writable"
    }
}
