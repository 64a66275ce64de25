import DialogLanguageServer
import DialogTestSupport
import Foundation
import Testing

/// The built `dialogc lsp` executable over real pipes: bad input never ends it, the exit
/// status follows the protocol, and a real LSP client (PyPI pytest-lsp) runs a session.
@Suite struct LanguageServerProcessTests {
    static func frame(_ body: String) -> Data { Data(MessageFramer.frame(Array(body.utf8))) }

    /// Runs `dialogc lsp` with `input` on standard input (closed after it); the exit status
    /// and the bodies of the messages it wrote.
    static func session(_ input: Data) throws -> (status: Int32, messages: [[String: Any]], error: String) {
        let (status, output, error) = try ChildProcess.run(try #require(DialogcExecutable.path), ["lsp"], input: input)
        var framer = MessageFramer()
        framer.append(Array(output))
        var messages: [[String: Any]] = []
        while let next = framer.next() {
            guard case .message(let body) = next, let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                Issue.record("not a message: \(next)")
                continue
            }
            messages.append(object)
        }
        return (status, messages, String(decoding: error, as: UTF8.self))
    }

    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
    static let shutdown = #"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#
    static let exit = #"{"jsonrpc":"2.0","method":"exit"}"#

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func badInputNeverEndsTheServer() throws {
        var input = Data("Content-Length: many\r\n\r\n".utf8)
        input += Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{}}"#)
        input += Self.frame(Self.initialize)
        input += Self.frame(#"{"jsonrpc":"2.0","id":3,"#)
        input += Self.frame(#"{"jsonrpc":"2.0","id":4,"method":"dialogc/unknown"}"#)
        input += Self.frame(#"{"jsonrpc":"2.0","method":"dialogc/unknownNotification"}"#)
        input += Self.frame(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"textDocument":{"uri":1}}}"#)
        input += Self.frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///nowhere/x.dialog.json","languageId":"json","version":1,"text":"not json"}}}"#)
        input += Self.frame(Self.shutdown) + Self.frame(Self.exit)
        let (status, messages, error) = try Self.session(input)
        #expect(status == 0, "\(error)")
        func code(_ id: Int?) -> Int? {
            let response = messages.first { ($0["id"] as? Int) == id && $0["method"] == nil && (id != nil || $0["id"] is NSNull) }
            return (response?["error"] as? [String: Any])?["code"] as? Int
        }
        #expect(code(2) == -32002)
        #expect(code(nil) == -32700)
        #expect(code(4) == -32601)
        #expect(code(5) == -32602)
        #expect(messages.contains { ($0["id"] as? Int) == 9 && $0["result"] is NSNull }, "\(messages)")
        #expect(messages.contains { $0["method"] as? String == "window/logMessage" }, "the bad header is logged: \(messages)")
        // The document that is not JSON: checked once typing paused, or at the latest before exit? It may
        // not have been checked yet when exit came; a published result must be its syntax error.
        for published in messages where published["method"] as? String == "textDocument/publishDiagnostics" {
            let diagnostics = (published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
            #expect(diagnostics?.first?["code"] as? String == "json-syntax")
        }
    }

    /// An empty header part (a blank line where a header should start, as a client that ends
    /// each message with an extra CRLF CRLF sends) is dropped and logged; it used to trap.
    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func anEmptyHeaderIsDroppedNotATrap() throws {
        var input = Data("\r\n\r\n".utf8) + Self.frame(Self.initialize) + Data("\r\n\r\n".utf8)
        input += Self.frame(Self.shutdown) + Self.frame(Self.exit)
        let (status, messages, error) = try Self.session(input)
        #expect(status == 0, "\(error)")
        #expect(messages.contains { ($0["id"] as? Int) == 1 && $0["result"] != nil }, "\(messages)")
        #expect(messages.contains { ($0["id"] as? Int) == 9 && $0["result"] is NSNull }, "\(messages)")
        #expect(messages.filter { $0["method"] as? String == "window/logMessage" }.count == 2, "\(messages)")
    }

    @Test(.enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func exitWithoutShutdownOrTheEndOfInputIsStatus1() throws {
        #expect(try Self.session(Self.frame(Self.initialize) + Self.frame(Self.exit)).status == 1)
        #expect(try Self.session(Self.frame(Self.initialize)).status == 1)
        #expect(try Self.session(Self.frame(Self.initialize) + Self.frame(Self.shutdown)).status == 0)
    }

    @Test func itsHelpSaysHowEditorsStartItAndAPathIsAUsageError() {
        let help = CommandRunner().run("lsp", "--help")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: dialogc lsp [--stdio]"))
        #expect(help.standardOutput.contains("docs/editors.md"))
        let path = CommandRunner().run("lsp", "specs")
        #expect(path.status == 2)
        #expect(path.standardError.contains("Error: 'lsp' takes no path"), "\(path.standardError)")
    }

    /// The issue's session, through pytest-lsp: Tests/DialogCLITests/lsp_client_test.py.
    @Test(
        .enabled(if: PythonOracle.shouldRun(needing: "pytest_lsp"), "python3 with pytest-lsp is not available (pip install pytest-lsp)"),
        .enabled(if: DialogcExecutable.path != nil, DialogcExecutable.notFound))
    func aRealLanguageClientRunsASession() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("lsp_client_test.py").path
        let (status, output) = try SwiftCompiler.run(
            "/usr/bin/env",
            ["DIALOGC_EXECUTABLE=" + (try #require(DialogcExecutable.path)), "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto", script])
        #expect(status == 0, "\(output)")
    }
}
