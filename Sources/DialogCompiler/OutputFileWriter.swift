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
        if let refusal = gate.checkWrite(to: path) { return refusal }
        do {
            try text.writeUTF8(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return InputDiscovery.ioError(WriteMessage.cannotWrite(path), path: path)
        }
    }

    /// Writes the text `produce` passes to its argument a piece at a time, in order, into a
    /// hidden temporary file beside `path` that is renamed over it once whole: a large output
    /// (an export of 50,000 specs) is never held in memory at once, and a failure leaves the
    /// old file as it was. Returns an `io` diagnostic when it may not or cannot write.
    public func write(to path: String, producing produce: ((String) -> Void) -> Void) -> Diagnostic? {
        if let refusal = gate.checkWrite(to: path) { return refusal }
        let temporary = FilePath.join(FilePath.directory(of: path), "." + FilePath.lastComponent(of: path) + "." + UUID().uuidString + ".tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return InputDiscovery.ioError(WriteMessage.cannotWrite(path), path: path) }
        var failed = false
        produce { piece in
            guard !failed else { return }
            var piece = piece
            failed = !piece.withUTF8 { writeAll($0, to: descriptor) }
        }
        if close(descriptor) != 0 { failed = true }
        if failed || rename(temporary, path) != 0 {
            _ = unlink(temporary)
            return InputDiscovery.ioError(WriteMessage.cannotWrite(path), path: path)
        }
        return nil
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

/// Writes every byte, going on after a partial write or an interruption; false on an error.
private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, base + offset, bytes.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
    }
    return true
}

extension String {
    /// Writes the string's UTF-8 from its own storage where it has it in one piece: a copy
    /// (an array of its bytes, then their `Data`) held a 50,000-spec export's text three
    /// times over at once.
    func writeUTF8(to url: URL, options: Data.WritingOptions) throws {
        let written = try utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none).write(to: url, options: options)
            return true
        }
        if written != true { try Data(utf8).write(to: url, options: options) }
    }
}

enum WriteMessage {
    static func cannotWrite(_ path: String) -> String {
        "cannot write '\(path)'; check that its folder exists and is writable"
    }
}
