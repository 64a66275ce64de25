import Synchronization

/// Where library stages hand their findings. The library never prints; the front end reads
/// `sorted` once the work is done. Safe to share between threads.
public final class DiagnosticCollector: Sendable {
    private let storage = Mutex<[Diagnostic]>([])

    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    public func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        storage.withLock { $0.append(contentsOf: diagnostics) }
    }

    /// Everything reported so far, in reporting order (file, line, column).
    public var sorted: [Diagnostic] {
        storage.withLock { $0 }.sorted(by: Diagnostic.reportingOrder)
    }

    public var errorCount: Int { storage.withLock { $0.count { $0.severity == .error } } }
    public var warningCount: Int { storage.withLock { $0.count { $0.severity == .warning } } }
    public var hasErrors: Bool { errorCount > 0 }
}
