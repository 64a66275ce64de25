import DialogDiagnostics
import FoundationEssentials

/// Stage "write" for a single file (lint's `--output`, a baseline): through the run's
/// `WriteGate`, so an input is never replaced, and atomically (a temporary file renamed over
/// the target), so a reader never sees half a file and a failed write leaves the old one intact.
public struct OutputFileWriter: Sendable {
    public let gate: WriteGate

    public init(gate: WriteGate) {
        self.gate = gate
    }

    /// Writes `text`, returning an `io` diagnostic when it may not or cannot.
    public func write(_ text: String, to path: String) -> Diagnostic? {
        write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes`, returning an `io` diagnostic when it may not or cannot.
    public func write(bytes: [UInt8], to path: String) -> Diagnostic? {
        if let refusal = gate.checkWrite(to: path) { return refusal }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
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
