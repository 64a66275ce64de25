import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One headless Chromium for a whole catalog, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands on the child's fd 3, replies on its fd 4, each a JSON
/// text ended by NUL). `--verify` and `--screenshots` open every page in this one browser
/// (`--verify` in two tabs at once, the pages reporting their verdicts) instead of starting
/// Chromium per page (docs/DECISIONS.md, "One Chromium for the catalog" and "`--verify`: two
/// tabs per browser"). Nothing waits on a clock but the time-outs of a browser that stops
/// answering.
final class ChromiumDevTools {
    /// Why the browser could not do what was asked, in words for `VerifyMessage.browser`.
    struct Failure: Error {
        var reason: String
        /// The tab whose page failed, when one did (`nextReport`).
        var tab: Tab? = nil
    }

    /// A page of the browser with its own renderer, so that one tab's page loads while another
    /// tab's page is checked (`newTab`, `navigate`, `nextReport`).
    struct Tab: Hashable, Sendable {
        fileprivate let session: String
    }

    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: String
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var events: [[String: Any]] = []
    private var session = ""
    private var closed = false
    /// The `Page.navigate` commands sent by `navigate` whose replies have not arrived, by id.
    private var navigations: [Int: (tab: Tab, url: String)] = [:]
    /// When each tab's page was asked for, until its report arrives.
    private var pending: [Tab: Date] = [:]

    /// Starts `chromium` headless at an iPhone's 3x scale with a fresh profile in `profile`,
    /// and attaches to its page. Without `images`, no image is loaded (a page's probes for
    /// screenshots beside it), for work that reads only the layout.
    init(chromium: String, profile: String, images: Bool = true) throws(Failure) {
        self.profile = profile
        // A write to a browser that died is an error to report, not a signal that ends dialogc.
        signal(SIGPIPE, SIG_IGN)
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw Failure(reason: "cannot make a pipe") }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0])
            close(toChild[1])
            throw Failure(reason: "cannot make a pipe")
        }
        // The child's ends copied above 4 (so moving one onto 3 cannot overwrite the other),
        // every end closed on exec; dup2 in the child clears that flag on 3 and 4 alone.
        let childRead = fcntl(toChild[0], F_DUPFD_CLOEXEC, 10), childWrite = fcntl(fromChild[1], F_DUPFD_CLOEXEC, 10)
        close(toChild[0])
        close(fromChild[1])
        _ = fcntl(toChild[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromChild[0], F_SETFD, FD_CLOEXEC)
        commands = toChild[1]
        replies = fromChild[0]
        defer {
            close(childRead)
            close(childWrite)
        }

        var arguments = [
            chromium, "--headless", "--remote-debugging-pipe", "--no-first-run", "--disable-gpu", "--hide-scrollbars",
            "--user-data-dir=" + profile, "--window-size=1200,900",
            // Laid out at an iPhone's 3x scale: at 1x, Chromium on Linux sums glyph advances
            // rounded to 1/64 px, which breaks a title that is a quarter point too wide.
            "--force-device-scale-factor=3",
            // No work the pages do not need: no background requests, and every tab rendered
            // and timed as a visible one (a tab that is not in front is not slowed down).
            "--disable-background-networking", "--disable-renderer-backgrounding", "--disable-background-timer-throttling",
            "--disable-backgrounding-occluded-windows", "--disable-extensions", "--disable-component-update", "--disable-sync",
            "--mute-audio",
        ]
        if !images { arguments.append("--blink-settings=imagesEnabled=false") }
        // Chromium's sandbox refuses to start as root (containers, CI).
        if getuid() == 0 { arguments.append("--no-sandbox") }
        arguments.append("about:blank")

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childRead, 3)
        posix_spawn_file_actions_adddup2(&actions, childWrite, 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for argument in argv + environment { free(argument) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, chromium, &actions, nil, argv, environment)
        guard status == 0 else {
            close(commands)
            close(replies)
            throw Failure(reason: "cannot run '\(chromium)' (\(String(cString: strerror(status))))")
        }
        process = child
        do throws(Failure) {
            let targets = try call("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
            guard let page = targets.first(where: { $0["type"] as? String == "page" }), let target = page["targetId"] as? String else {
                throw Failure(reason: "Chromium opened no page")
            }
            guard let session = try call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String else {
                throw Failure(reason: "Chromium did not attach to its page")
            }
            self.session = session
            _ = try call("Page.enable", inSession: true)
            _ = try call("Runtime.enable", inSession: true)
        } catch {
            shutDown()
            throw error
        }
    }

    deinit { shutDown() }

    /// Asks the browser to close, and ends it if it does not within 10 seconds.
    func shutDown() {
        guard !closed else { return }
        closed = true
        _ = try? send(["id": -1, "method": "Browser.close", "params": [String: Any]()])
        close(commands)
        var status: Int32 = 0
        var exited = false
        for _ in 0..<1000 {
            if waitpid(process, &status, WNOHANG) == process {
                exited = true
                break
            }
            usleep(10_000)
        }
        if !exited {
            kill(process, SIGKILL)
            waitpid(process, &status, 0)
        }
        close(replies)
    }

    /// Sends `method` and returns its result; events that arrive meanwhile are kept.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], inSession: Bool = false, timeout: Double = 120) throws(Failure) -> [String: Any] {
        try call(method, parameters, in: inSession ? Tab(session: session) : nil, timeout: timeout)
    }

    /// Sends `method` to `tab` (the browser when nil) and returns its result.
    @discardableResult
    private func call(_ method: String, _ parameters: [String: Any] = [:], in tab: Tab?, timeout: Double = 120) throws(Failure) -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let tab { message["sessionId"] = tab.session }
        try send(message)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try receive(until: deadline, waitingFor: method)
            if reply["id"] as? Int == id {
                if let error = reply["error"] as? [String: Any] {
                    throw Failure(reason: "\(method) failed: \(error["message"] as? String ?? "\(error)")")
                }
                return reply["result"] as? [String: Any] ?? [:]
            }
            if reply["method"] != nil { events.append(reply) }
        }
    }

    /// Opens `url` in the page and returns once its `load` event fired.
    func open(_ url: String) throws(Failure) {
        events.removeAll()
        let result = try call("Page.navigate", ["url": url], inSession: true)
        if let error = result["errorText"] as? String, !error.isEmpty { throw Failure(reason: "cannot open '\(url)': \(error)") }
        try waitForEvent("Page.loadEventFired", timeout: 120)
    }

    /// A new tab (in the window, at its size) in which every document runs `script`, which reports by
    /// calling `window[binding](text)`; `nextReport` returns that text. The tab stays in the
    /// background: its pages are laid out and run as in front, but nothing is painted.
    func newTab(reporting binding: String, script: String) throws(Failure) -> Tab {
        guard let target = try call("Target.createTarget", ["url": "about:blank", "background": true])["targetId"] as? String else {
            throw Failure(reason: "Chromium opened no tab")
        }
        guard let session = try call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String else {
            throw Failure(reason: "Chromium did not attach to its tab")
        }
        let tab = Tab(session: session)
        // The page domain enabled, without which the script is not run in new documents.
        try call("Page.enable", in: tab)
        try call("Runtime.enable", in: tab)
        try call("Runtime.addBinding", ["name": binding], in: tab)
        try call("Page.addScriptToEvaluateOnNewDocument", ["source": script], in: tab)
        return tab
    }

    /// Opens `url` in `tab` without waiting: its report (or its failure) comes from `nextReport`.
    func navigate(_ tab: Tab, to url: String) throws(Failure) {
        nextID += 1
        navigations[nextID] = (tab, url)
        pending[tab] = Date()
        try send(["id": nextID, "method": "Page.navigate", "params": ["url": url], "sessionId": tab.session])
    }

    /// The next report of a tab's page (see `newTab`), whichever tab's comes first; a tab whose
    /// page did not report within `timeout` seconds of `navigate` fails.
    func nextReport(timeout: Double = 120) throws(Failure) -> (tab: Tab, text: String) {
        while true {
            guard let (late, asked) = pending.min(by: { $0.value < $1.value }) else { throw Failure(reason: "no page is open") }
            let deadline = asked.addingTimeInterval(timeout)
            let message: [String: Any]
            do {
                message = try receive(until: deadline, waitingFor: "Page.navigate")
            } catch {
                if Date() >= deadline { throw Failure(reason: "the page did not finish its checks in two minutes", tab: late) }
                throw error
            }
            if let id = message["id"] as? Int, let (tab, url) = navigations.removeValue(forKey: id) {
                if let error = message["error"] as? [String: Any] {
                    throw Failure(reason: "Page.navigate failed: \(error["message"] as? String ?? "\(error)")", tab: tab)
                }
                if let error = (message["result"] as? [String: Any])?["errorText"] as? String, !error.isEmpty {
                    throw Failure(reason: "cannot open '\(url)': \(error)", tab: tab)
                }
            } else if message["method"] as? String == "Runtime.bindingCalled", let session = message["sessionId"] as? String,
                let text = (message["params"] as? [String: Any])?["payload"] as? String
            {
                let tab = Tab(session: session)
                guard pending.removeValue(forKey: tab) != nil else { continue }
                return (tab, text)
            }
        }
    }

    /// The JSON value of `expression` (a promise is awaited) in the open page.
    func evaluate(_ expression: String, timeout: Double = 120) throws(Failure) -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], inSession: true, timeout: timeout)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let description = (exception["exception"] as? [String: Any])?["description"] as? String ?? exception["text"] as? String ?? "an exception"
            throw Failure(reason: "the page's script failed: \(description)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// The window as a device of `width` x `height` points at `scale`.
    func emulate(width: Int, height: Int, scale: Double) throws(Failure) {
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false], inSession: true)
    }

    /// A PNG of the window.
    func screenshot() throws(Failure) -> [UInt8] {
        guard let data = try call("Page.captureScreenshot", ["format": "png"], inSession: true)["data"] as? String,
            let bytes = Data(base64Encoded: data)
        else { throw Failure(reason: "Chromium returned no screenshot") }
        return [UInt8](bytes)
    }

    private func waitForEvent(_ method: String, timeout: Double) throws(Failure) {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
                events.remove(at: index)
                return
            }
            let message = try receive(until: deadline, waitingFor: method)
            if message["method"] != nil { events.append(message) }
        }
    }

    private func send(_ message: [String: Any]) throws(Failure) {
        guard let data = try? JSONSerialization.data(withJSONObject: message) else { throw Failure(reason: "cannot encode a DevTools command") }
        var bytes = [UInt8](data)
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(reason: "Chromium closed the DevTools pipe") }
            written += count
        }
    }

    /// The next message, read until `deadline`.
    private func receive(until deadline: Date, waitingFor method: String) throws(Failure) -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = buffer[..<end]
                buffer.removeSubrange(...end)
                guard let message = (try? JSONSerialization.jsonObject(with: Data(text))) as? [String: Any] else {
                    throw Failure(reason: "Chromium sent a message that is not JSON")
                }
                return message
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(reason: "Chromium did not answer \(method) in time") }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(left * 1000, 1000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { throw Failure(reason: "cannot read Chromium's DevTools pipe") }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(reason: "Chromium closed the DevTools pipe") }
            buffer += chunk[..<count]
        }
    }
}
