import DialogLanguageServer
import Foundation

/// `dialogc-bench lsp`: `dialogc lsp` in a generated project, as an editor drives it. One spec
/// is opened and changed again and again (each change adds a misspelt key or takes it out),
/// and each change is timed from the moment it is written to the server until the
/// diagnostics of that version arrive: what a user waits for, debounce included. Between a
/// change's diagnostics and the next change the benchmark pauses as a typist would
/// (`--pause`); with no pause the changes come as a burst, which the server checks once it
/// pauses (the debounce). The server's resident memory is read after the first edit and at
/// the end.
enum LSPBenchmark: BenchmarkCommand {
    static let name = "lsp"
    static let summary = "Time 'dialogc lsp' from a change to its diagnostics, and its memory over many edits."
    static let optionsHelp = [
        (flag: "--specs <n>", help: "Number of generated dialog specs in the project. (default: 1000)"),
        (flag: "--edits <n>", help: "Changes to the open spec, each waited for. (default: 1000)"),
        (flag: "--pause <ms>", help: "Milliseconds between a change's diagnostics and the next change; 0 for a burst. (default: 100)"),
        (flag: "--dialogc <path>", help: "The dialogc to run. (default: 'dialogc' beside this executable)"),
        (flag: "--keep", help: "Keep the generated corpus in the temporary folder."),
    ]

    static func run(_ arguments: [String]) throws(UsageError) {
        var options = OptionReader(arguments, command: name)
        let specCount = try options.positiveInteger("--specs", default: 1000)
        let edits = try options.positiveInteger("--edits", default: 1000)
        let pauseText = try options.value("--pause") ?? "100"
        guard let pause = Int(pauseText), pause >= 0 else { throw UsageError("--pause takes a whole number of milliseconds, not '\(pauseText)'", command: name) }
        let dialogc = try options.value("--dialogc") ?? siblingExecutable("dialogc")
        let keep = options.flag("--keep")
        try options.finish()

        let root = CorpusFolder.temporaryFolder("lsp-\(specCount)")
        let corpus = CorpusFolder.write(specs: specCount, to: root)
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        let path = root + "/" + corpus.relativeSpecPaths[corpus.relativeSpecPaths.count / 2]
        guard let original = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
            fatalError("cannot read \(path)")
        }
        progress("corpus: \(specCount) specs in \(root); \(edits) edits of \(path); load average \(ChildProcess.loadAverage())")

        let server = LanguageServerProcess(executable: dialogc, in: root)
        server.request(id: 1, "initialize", ["processId": NSNull(), "rootUri": "file://" + root, "capabilities": [String: Any]()])
        server.notify("initialized", [String: Any]())
        let uri = "file://" + path
        // The first check also indexes the project's specs for the checks across specs.
        let openStart = ChildProcess.wallClockSeconds()
        server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "json", "version": 1, "text": original]])
        _ = server.diagnostics(version: 1)
        let firstCheck = ChildProcess.wallClockSeconds() - openStart

        // The misspelt key goes in after the root's opening brace, and comes out again.
        let misspelt = original.replacingOccurrences(of: "{", with: "{ \"titel\": \"x\",", options: [], range: original.range(of: "{"))
        var latencies: [Double] = []
        var memoryAfterFirst = 0
        for edit in 1...edits {
            if pause > 0 { usleep(UInt32(pause) * 1000) }
            let version = edit + 1
            let text = edit % 2 == 1 ? misspelt : original
            let start = ChildProcess.wallClockSeconds()
            server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
            let found = server.diagnostics(version: version).contains { $0["code"] as? String == "unknown-key" }
            latencies.append(ChildProcess.wallClockSeconds() - start)
            guard found == (edit % 2 == 1) else { fatalError("edit \(edit): the unknown-key finding was \(found ? "" : "not ")reported") }
            if edit == 1 { memoryAfterFirst = server.residentBytes }
            if edit % 1000 == 0 { progress("\(edit) edits; resident \(megabytes(server.residentBytes))") }
        }
        let memoryAtEnd = server.residentBytes
        server.request(id: 2, "shutdown", NSNull())
        server.notify("exit", NSNull())
        let status = server.wait()
        guard status == 0 else { fatalError("dialogc lsp exited with \(status) after shutdown and exit") }

        let sorted = latencies.sorted()
        let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        var report = "| \(specCount) specs, \(edits) edits | median | p99 | max | resident after the first edit | resident at the end |\n"
        report += "|---|---:|---:|---:|---:|---:|\n"
        report += "| change to diagnostics, \(pause) ms pause between changes (debounce \(LanguageServer.defaultDebounce)) | \(milliseconds(median(sorted))) | \(milliseconds(p99)) "
        report += "| \(milliseconds(sorted.last ?? 0)) | \(megabytes(memoryAfterFirst)) | \(megabytes(memoryAtEnd)) |\n"
        report += "\nOpening the spec to its first diagnostics (the project indexed): \(milliseconds(firstCheck)).\n"
        print(report, terminator: "")
    }

    static func milliseconds(_ seconds: Double) -> String { "\(formatted(seconds * 1000, decimals: 1)) ms" }
}

/// `dialogc lsp` as a child process, spoken to over its pipes.
private final class LanguageServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var framer = MessageFramer()

    init(executable: String, in directory: String) {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { fatalError("cannot start \(executable): \(error)") }
    }

    func notify(_ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its answer.
    func request(id: Int, _ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        while true {
            if (next()["id"] as? Int) == id { return }
        }
    }

    /// Waits for the diagnostics of `version`.
    func diagnostics(version: Int) -> [[String: Any]] {
        while true {
            let message = next()
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                params["version"] as? Int == version
            else { continue }
            return params["diagnostics"] as? [[String: Any]] ?? []
        }
    }

    /// The server's resident set (Linux `/proc`; 0 elsewhere).
    var residentBytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }

    func wait() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { fatalError("cannot encode \(message)") }
        input.fileHandleForWriting.write(Data(MessageFramer.frame(Array(body))))
    }

    private func next() -> [String: Any] {
        while true {
            if let frame = framer.next() {
                guard case .message(let body) = frame, let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                    fatalError("dialogc lsp sent what is not a message: \(frame)")
                }
                return object
            }
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { fatalError("dialogc lsp closed its output") }
            framer.append(Array(data))
        }
    }
}
