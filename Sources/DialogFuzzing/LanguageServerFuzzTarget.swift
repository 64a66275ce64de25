import DialogCLI
import DialogJSON
import DialogLanguageServer

/// `lsp`: the bytes as the server's standard input would bring them (Content-Length frames
/// of JSON-RPC, cut by `MessageFramer`), handed to a `LanguageServer` in process, with the
/// debounced checks run after every frame (the loop of `serve` runs them on a timer).
///
/// Oracles: handling a frame and checking the documents it changed takes under
/// `maximumSecondsPerMessage`; every message the server sends is a JSON-RPC 2.0 object;
/// a request (a `method` with an integer or string `id`) gets exactly one response, with
/// its id; a body that is not JSON exactly one `parseError` with id `null`; a notification
/// none; any other body at most one error; every published diagnostic of an open document
/// has a range whose ends are inside the document's text as the server holds it, on a
/// line, not past its end and not inside a surrogate pair (UTF-16, counted here apart from
/// the server's own line table); and when the input has not ended the server, it still
/// answers a well-formed request and then exits.
enum LanguageServerFuzzTarget {
    /// Generous beside libFuzzer's `-timeout=10`: a frame is one document at most `-max_len`.
    static let maximumSecondsPerMessage = 10

    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) {
        final class Outbox {
            var messages: [[UInt8]] = []
        }
        let outbox = Outbox()
        let schemas = FormatSchemas([.spec: EmbeddedSchema.spec.text, .config: EmbeddedSchema.config.text])
        let server = LanguageServer(maximumDocumentBytes: 64 << 10, schemas: schemas) { outbox.messages.append($0) }
        var framer = MessageFramer(maximumBodyBytes: 64 << 10)
        framer.append(bytes)
        let clock = ContinuousClock()
        while let frame = framer.next() {
            let start = clock.now
            let control = server.receive(frame)
            if case .message(let body) = frame {
                try checkAnswer(to: body, sent: outbox.messages)
            }
            if case .exit = control { return }
            server.publishPendingDiagnostics()
            try invariant(clock.now - start < .seconds(maximumSecondsPerMessage), "lsp: a frame took \(clock.now - start)")
            try checkPublished(outbox.messages, server: server)
            outbox.messages.removeAll()
        }
        let probe = #"{"jsonrpc":"2.0","id":"fuzz-probe","method":"shutdown"}"#
        outbox.messages.removeAll()
        _ = server.receive(.message(Array(probe.utf8)))
        try checkAnswer(to: Array(probe.utf8), sent: outbox.messages)
        let exit = server.receive(.message(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)))
        try invariant(exit == .exit(server.hasShutDown ? 0 : 1), "lsp: exit gave \(exit)")
    }

    /// What one incoming body asks for, by JSON-RPC 2.0, read here apart from the server.
    private enum Expected {
        case response(JSONValue)
        case parseError
        case nothing
        case atMostOneError
    }

    private static func expectation(for body: [UInt8]) -> Expected {
        guard let value = JSONParser().parse(body).value else { return .parseError }
        guard let members = value.objectMembers else { return .atMostOneError }
        func member(_ key: String) -> JSONValue? { members.last { $0.key == key }?.value }
        let params = member("params")
        let paramsOK = params.map { $0.kind == .null || $0.objectMembers != nil || $0.arrayValue != nil } ?? true
        guard member("jsonrpc")?.stringValue == "2.0", paramsOK, member("method")?.stringValue != nil else {
            return .atMostOneError
        }
        guard let id = member("id"), id.kind != .null else { return .nothing }
        switch id.kind {
        case .string: return .response(id)
        case .number(let number) where number.integer != nil: return .response(id)
        default: return .atMostOneError
        }
    }

    /// Every message sent is a JSON-RPC object; the responses among them answer `body`.
    private static func checkAnswer(to body: [UInt8], sent: [[UInt8]]) throws(FuzzInvariantFailure) {
        var responses: [[JSONMember]] = []
        for message in sent {
            let members = JSONParser().parse(message).value?.objectMembers
            guard let members, members.contains(where: { $0.key == "jsonrpc" && $0.value.stringValue == "2.0" }) else {
                throw FuzzInvariantFailure(message: "lsp: the server sent a message that is not a JSON-RPC object: \(String(decoding: message.prefix(200), as: UTF8.self))")
            }
            if !members.contains(where: { $0.key == "method" }) { responses.append(members) }
        }
        func id(_ members: [JSONMember]) -> JSONValue? { members.last { $0.key == "id" }?.value }
        func isError(_ members: [JSONMember]) -> Bool { members.contains { $0.key == "error" } }
        let summary = String(decoding: body.prefix(200), as: UTF8.self)
        switch expectation(for: body) {
        case .response(let expected):
            try invariant(responses.count == 1, "lsp: \(responses.count) responses to the request \(summary)")
            try invariant(id(responses[0]).map { same($0, expected) } ?? false, "lsp: the response to \(summary) has another id")
        case .parseError:
            try invariant(responses.count == 1 && isError(responses[0]) && id(responses[0])?.kind == .null, "lsp: a body that is not JSON did not get one parse error with id null: \(summary)")
        case .nothing:
            try invariant(responses.isEmpty, "lsp: a notification was answered: \(summary)")
        case .atMostOneError:
            try invariant(responses.count <= 1 && responses.allSatisfy(isError), "lsp: an invalid message got \(responses.count) responses or a result: \(summary)")
        }
    }

    private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.string(let x), .string(let y)): x == y
        case (.number(let x), .number(let y)): x.integer != nil && x.integer == y.integer
        default: false
        }
    }

    /// Every diagnostic published for an open document lies inside its text.
    private static func checkPublished(_ sent: [[UInt8]], server: LanguageServer) throws(FuzzInvariantFailure) {
        for message in sent {
            try checkPublished(message, documentText: server.openDocumentText)
        }
    }

    /// When `message` publishes diagnostics, each has a range of two positions, in order, and
    /// when `documentText` has the document, both ends lie inside its text in UTF-16.
    static func checkPublished(_ message: [UInt8], documentText: (String) -> [UInt8]?) throws(FuzzInvariantFailure) {
        guard let members = JSONParser().parse(message).value?.objectMembers,
            members.last(where: { $0.key == "method" })?.value.stringValue == "textDocument/publishDiagnostics",
            let params = members.last(where: { $0.key == "params" })?.value.objectMembers,
            let uri = params.last(where: { $0.key == "uri" })?.value.stringValue
        else { return }
        let diagnostics = params.last { $0.key == "diagnostics" }?.value.arrayValue
        try invariant(diagnostics != nil, "lsp: publishDiagnostics for \(uri) without a diagnostics array")
        let lines = documentText(uri).map(utf16Lines)
        for diagnostic in diagnostics ?? [] {
            let range = diagnostic.objectMembers?.last { $0.key == "range" }?.value.objectMembers
            let start = range.flatMap { position($0, "start") }
            let end = range.flatMap { position($0, "end") }
            guard let start, let end else {
                throw FuzzInvariantFailure(message: "lsp: a diagnostic for \(uri) without a range of two positions")
            }
            try invariant(start.line < end.line || (start.line == end.line && start.character <= end.character), "lsp: a diagnostic for \(uri) starts after it ends")
            guard let lines else { continue }
            for point in [start, end] {
                try invariant(point.line >= 0 && point.line < lines.count, "lsp: a diagnostic for \(uri) is on line \(point.line) of \(lines.count)")
                let line = lines[point.line]
                try invariant(point.character >= 0 && point.character <= line.count, "lsp: a diagnostic for \(uri) is at character \(point.character) of a line of \(line.count)")
                try invariant(point.character == line.count || !UTF16.isTrailSurrogate(line[point.character]), "lsp: a diagnostic for \(uri) is inside a surrogate pair at \(point.line):\(point.character)")
            }
        }
    }

    private static func position(_ range: [JSONMember], _ key: String) -> (line: Int, character: Int)? {
        guard let members = range.last(where: { $0.key == key })?.value.objectMembers,
            let line = members.last(where: { $0.key == "line" })?.value.numberValue?.integer,
            let character = members.last(where: { $0.key == "character" })?.value.numberValue?.integer
        else { return nil }
        return (Int(clamping: line), Int(clamping: character))
    }

    /// The text's lines (ended by LF, CRLF or CR, as LSP counts them) in UTF-16 code units.
    private static func utf16Lines(_ bytes: [UInt8]) -> [[UInt16]] {
        var lines: [[UInt16]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(Array(String(decoding: current, as: UTF8.self).utf16))
                current = []
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                current.append(byte)
            }
            index += 1
        }
        lines.append(Array(String(decoding: current, as: UTF8.self).utf16))
        return lines
    }
}
