@testable import DialogCLI
import DialogLanguageServer
import DialogTestSupport
import Foundation

/// A `LanguageServer` driven in-process: messages go in as JSON text, what it sends comes
/// back parsed, and checks run when the test says (`publish`), never on a timer.
final class LanguageServerSession {
    private final class Outbox {
        var messages: [[String: Any]] = []
    }

    private let outbox = Outbox()
    private let server: LanguageServer
    private var nextID = 0

    init(maximumDocumentBytes: Int = 16 << 20) {
        let outbox = self.outbox
        server = LanguageServer(maximumDocumentBytes: maximumDocumentBytes, schemas: LspCommand.schemas) { body in
            let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? ["unreadable": String(decoding: body, as: UTF8.self)]
            outbox.messages.append(object)
        }
    }

    private func withServer<T>(_ body: (LanguageServer) -> T) -> T { body(server) }

    /// Sends one body as it would arrive, framed.
    @discardableResult
    func send(body: String) -> LanguageServer.Control {
        withServer { $0.receive(.message(Array(body.utf8))) }
    }

    @discardableResult
    func send(frame: MessageFramer.Frame) -> LanguageServer.Control {
        withServer { $0.receive(frame) }
    }

    /// What the server sent since the last call.
    func drain() -> [[String: Any]] {
        defer { outbox.messages.removeAll() }
        return outbox.messages
    }

    /// A request; its response (the other messages sent meanwhile are kept for `drain`).
    func request(_ method: String, _ params: Any) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        let message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
        send(body: String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
        guard let index = outbox.messages.firstIndex(where: { ($0["id"] as? Int) == id }) else {
            throw NoResponse(method: method, sent: "\(outbox.messages)")
        }
        return outbox.messages.remove(at: index)
    }

    struct NoResponse: Error {
        var method: String
        var sent: String
    }

    func notify(_ method: String, _ params: Any) throws {
        let message: [String: Any] = ["jsonrpc": "2.0", "method": method, "params": params]
        send(body: String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
    }

    func initialize() throws {
        _ = try request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()])
        try notify("initialized", [String: Any]())
    }

    /// Runs the debounced checks now; the diagnostics published, by URI.
    func publish() -> [String: [[String: Any]]] {
        withServer { $0.publishPendingDiagnostics() }
        var byURI: [String: [[String: Any]]] = [:]
        for message in drain() where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as? [String: Any] ?? [:]
            byURI[params["uri"] as? String ?? ""] = params["diagnostics"] as? [[String: Any]] ?? []
        }
        return byURI
    }

    static func uri(_ path: String) -> String {
        "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    /// How many project environments the server has loaded.
    var environmentLoadCount: Int { withServer { $0.environmentLoadCount } }

    func open(_ path: String, _ text: String, version: Int = 1) throws {
        try notify("textDocument/didOpen", ["textDocument": ["uri": Self.uri(path), "languageId": "json", "version": version, "text": text]])
    }
}

/// An LSP position computed independently of the server: the UTF-16 length of the line's
/// text before a byte offset, by Foundation's strings.
struct ExpectedPosition: Equatable, CustomStringConvertible {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init(offset: Int, in text: String) {
        let before = String(decoding: Array(text.utf8)[..<offset], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        let lines = before.components(separatedBy: "\n")
        line = lines.count - 1
        character = lines.last!.utf16.count
    }

    init?(_ json: Any?) {
        guard let object = json as? [String: Any], let line = object["line"] as? Int, let character = object["character"] as? Int else { return nil }
        self.init(line: line, character: character)
    }

    var json: [String: Int] { ["line": line, "character": character] }
    var description: String { "\(line):\(character)" }
}
