import FoundationEssentials
import DialogCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, and what it knows of its surroundings. Tests pass their own to
/// run commands in-process; `standard` is the real terminal.
public struct CommandIO: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard output is a terminal (colour in `--color auto`).
    public var outputIsTerminal: Bool
    public var environment: [String: String]
    /// All of standard input, as bytes (`dialogc lint -`); nil when it cannot be read.
    public var readInput: @Sendable () -> [UInt8]?

    public init(
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        outputIsTerminal: Bool, environment: [String: String], readInput: @escaping @Sendable () -> [UInt8]? = { nil }
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        self.readInput = readInput
    }

    public static var standard: CommandIO {
        CommandIO(
            writeOutput: { text in writeAll(text, to: STDOUT_FILENO) },
            writeError: { text in writeAll(text, to: STDERR_FILENO) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            readInput: { readAll(from: STDIN_FILENO) })
    }
}

private func readAll(from descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return nil
        }
        if count == 0 { return bytes }
        bytes += buffer[..<count]
    }
}

private func writeAll(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        offset += written
    }
    bytes.removeAll()
}

/// Ends the process with a status; only `main.swift` calls it.
public func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

extension CommandIO {
    /// What the caches are signed with, from this environment (`CacheSecret`). When there is
    /// none the run reads and writes no cache, and standard error says why, once.
    func cacheSecret() -> CacheSecret? {
        switch CacheSecret.resolve(environment: environment) {
        case .success(let secret): return secret
        case .failure(let problem):
            writeError("dialogc: caching is off: \(problem.message)\n")
            return nil
        }
    }
}
