/// The client's requests and notifications this server answers. Any other request is
/// `methodNotFound`; any other notification is ignored, as the protocol asks.
enum ClientMethod: String, Sendable, CaseIterable {
    case initialize
    case initialized
    case shutdown
    case exit
    case didOpen = "textDocument/didOpen"
    case didChange = "textDocument/didChange"
    case didClose = "textDocument/didClose"
    case codeAction = "textDocument/codeAction"
    case completion = "textDocument/completion"
    case hover = "textDocument/hover"
    case definition = "textDocument/definition"
    case didSave = "textDocument/didSave"
    case didChangeWatchedFiles = "workspace/didChangeWatchedFiles"
}

/// What the server sends the client unasked.
enum ServerNotification: String, Sendable {
    case publishDiagnostics = "textDocument/publishDiagnostics"
    case logMessage = "window/logMessage"
}

/// What the server asks the client (its answers are not waited for).
enum ServerRequest: String, Sendable {
    case registerCapability = "client/registerCapability"
}

/// LSP's `DiagnosticSeverity` and `MessageType` numbers.
enum LSPSeverity: Int {
    case error = 1
    case warning = 2
    case information = 3
}

/// LSP's `CompletionItemKind` numbers used here.
enum CompletionItemKind: Int {
    case value = 12
    case property = 10
}

/// LSP's `FileChangeType` numbers (`workspace/didChangeWatchedFiles`).
enum FileChangeType: Int {
    case created = 1
    case changed = 2
    case deleted = 3
}
