import DialogCompiler
import Dispatch
import Synchronization

extension LanguageServer {
    /// How long the client must be quiet after a change before documents are checked.
    public static let defaultDebounce: Duration = .milliseconds(75)

    /// The server over two byte streams until `exit` or the end of input: `read` returns
    /// the next bytes that arrived (empty or nil at the end), `write` sends bytes.
    /// Returns the exit status: 0 after `shutdown` and `exit`, 1 for `exit` without
    /// `shutdown` or input that ends first.
    ///
    /// Input is read on a thread of its own, so that the checks of changed documents run on
    /// this thread between messages: at once for a change that came `debounce` or more after
    /// the one before (once the messages already waiting are handled), and for changes in quick
    /// succession once no message has come for `debounce` (at the latest `debounce` × 4 after
    /// the first of them), so a burst is checked once, not once per keystroke.
    public static func serve(
        read: @escaping @Sendable () -> [UInt8]?, write: @escaping @Sendable ([UInt8]) -> Void, schemas: FormatSchemas,
        maximumDocumentBytes: Int = SourceReader.defaultMaximumBytes, debounce: Duration = defaultDebounce
    ) -> Int32 {
        let mailbox = Mailbox()
        DispatchQueue(label: "dialogc.lsp.input").async {
            var framer = MessageFramer()
            while let bytes = read(), !bytes.isEmpty {
                framer.append(bytes)
                while let frame = framer.next() { mailbox.post(.frame(frame)) }
            }
            mailbox.post(.end)
        }
        let server = LanguageServer(maximumDocumentBytes: maximumDocumentBytes, schemas: schemas) { body in write(MessageFramer.frame(body)) }
        let clock = ContinuousClock()
        var burstStart: ContinuousClock.Instant?
        var lastChange: ContinuousClock.Instant?
        // The pending change came after a quiet spell: check it without waiting.
        var afterQuiet = false
        while true {
            let event: Mailbox.Event
            if server.hasPendingChecks {
                let start = burstStart ?? clock.now
                burstStart = start
                let latest = start + debounce * 4
                let wait = afterQuiet ? .zero : min(debounce, max(.zero, latest - clock.now))
                guard let next = mailbox.take(waiting: wait) else {
                    server.publishPendingDiagnostics()
                    burstStart = nil
                    afterQuiet = false
                    continue
                }
                event = next
            } else {
                burstStart = nil
                event = mailbox.take()
            }
            switch event {
            case .frame(let frame):
                let changes = server.changeCount
                let wasPending = server.hasPendingChecks
                if case .exit(let status) = server.receive(frame) { return status }
                if server.changeCount != changes {
                    let now = clock.now
                    let quiet = lastChange.map { now - $0 >= debounce } ?? true
                    lastChange = now
                    afterQuiet = wasPending ? afterQuiet && quiet : quiet
                }
            case .end:
                return server.hasShutDown ? 0 : 1
            }
        }
    }
}

/// Frames handed from the input thread to the server's.
private final class Mailbox: Sendable {
    enum Event: Sendable {
        case frame(MessageFramer.Frame)
        case end
    }

    private let events = Mutex<[Event]>([])
    private let signal = DispatchSemaphore(value: 0)

    func post(_ event: Event) {
        events.withLock { $0.append(event) }
        signal.signal()
    }

    func take() -> Event {
        signal.wait()
        return events.withLock { $0.removeFirst() }
    }

    /// The next event, or nil when none came within `duration`.
    func take(waiting duration: Duration) -> Event? {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        guard signal.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
        return events.withLock { $0.removeFirst() }
    }
}
