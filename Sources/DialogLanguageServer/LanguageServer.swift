import DialogCompiler
import DialogDiagnostics
import DialogJSON
import DialogModel
import DialogRules
import DialogTokens

/// `dialogc lsp`: a Language Server Protocol server for specs, configs and token files.
///
/// It never reads or writes a stream itself: `receive` takes one frame the transport cut
/// (`MessageFramer`) and hands every message it answers with to `send` as a JSON body;
/// `serve` (LanguageServer+Serve.swift) is the loop over two byte streams. Documents are
/// checked when `publishPendingDiagnostics` runs, which the loop calls once the client has
/// been quiet for the debounce interval and tests call when they choose, so a test sees
/// exactly the diagnostics of the text it sent.
///
/// Nothing a client sends ends the server but `exit`: a body that is not JSON is a
/// `parseError`, a request it does not know `methodNotFound`, bad parameters
/// `invalidParams`, a request before `initialize` `serverNotInitialized`, an unknown
/// notification is ignored, and a document over the size limit gets a diagnostic.
public final class LanguageServer {
    public enum Control: Equatable, Sendable {
        case continueRunning
        /// `exit` arrived: 0 after `shutdown`, 1 without it (as the protocol says).
        case exit(Int32)
    }

    private enum State {
        case waitingForInitialize
        case running
        case shutDown
    }

    private struct OpenDocument {
        var uri: String
        var path: String
        var kind: DocumentKind
        var version: Int
        var text: DocumentText
        var checked: CheckedDocument?
    }

    private let send: ([UInt8]) -> Void
    private let checker: DocumentChecker
    private let schemas: FormatSchemas
    private var state = State.waitingForInitialize
    private var documents: [String: OpenDocument] = [:]
    /// Documents changed since they were last checked, by URI.
    private var pending: Set<String> = []
    /// The checks across each open spec's project (`ProjectDiagnostics`).
    private var project = ProjectDiagnostics()
    /// Each project's config and design system, loaded once (`SpecEnvironments`).
    private var environments = SpecEnvironments()
    /// Whether the client lets the server register file watchers (`initialize`'s capabilities).
    private var canWatchFiles = false

    /// How many project environments were loaded so far: once per project, and again after
    /// one of its files changed.
    public var environmentLoadCount: Int { environments.loadCount }

    /// `send` receives each outgoing message's JSON body (the transport frames it).
    /// `maximumDocumentBytes`: the largest document checked (`SourceReader`'s limit).
    /// `schemas`: the formats' schemas, which completion follows.
    public init(maximumDocumentBytes: Int = SourceReader.defaultMaximumBytes, schemas: FormatSchemas, send: @escaping ([UInt8]) -> Void) {
        self.send = send
        self.schemas = schemas
        checker = DocumentChecker(maximumBytes: maximumDocumentBytes)
    }

    /// Whether `exit` would end the process with success.
    public var hasShutDown: Bool { state == .shutDown }

    /// The text of an open document as the server holds it now (after every change it
    /// received), which its published diagnostics are positioned in; nil when not open.
    public func openDocumentText(_ uri: String) -> [UInt8]? { documents[uri]?.text.bytes }

    /// Whether a document waits to be checked, or a project to be planned again.
    public var hasPendingChecks: Bool { !pending.isEmpty || project.hasStaleProjects }

    /// How many documents were opened or changed so far: the loop's debounce tells changes
    /// from other messages by it.
    public private(set) var changeCount = 0

    // MARK: - Messages

    public func receive(_ frame: MessageFramer.Frame) -> Control {
        switch frame {
        case .malformedHeader(let problem):
            log(problem, type: .error)
            return .continueRunning
        case .tooLarge(let length):
            log(ServerMessage.messageTooLarge(length), type: .error)
            return .continueRunning
        case .message(let body):
            return receive(body: body)
        }
    }

    private func receive(body: [UInt8]) -> Control {
        switch JSONRPC.read(body) {
        case .failure(let failure):
            send(JSONRPC.response(id: failure.id, error: failure.error))
            return .continueRunning
        case .success(.response):
            return .continueRunning
        case .success(.notification(let name, let params)):
            return notification(name, params)
        case .success(.request(let id, let name, let params)):
            do throws(RPCError) {
                send(JSONRPC.response(id: id, result: try request(name, params)))
            } catch {
                send(JSONRPC.response(id: id, error: error))
            }
            return .continueRunning
        }
    }

    private func request(_ name: String, _ params: JSONValue?) throws(RPCError) -> JSONOutput {
        guard let method = ClientMethod(rawValue: name), Self.requests.contains(method) else {
            throw RPCError(.methodNotFound, ServerMessage.unknownMethod(name))
        }
        switch state {
        case .waitingForInitialize where method != .initialize:
            throw RPCError(.serverNotInitialized, ServerMessage.notInitialized(name))
        case .running where method == .initialize:
            throw RPCError(.invalidRequest, ServerMessage.initializedTwice)
        case .shutDown:
            throw RPCError(.invalidRequest, ServerMessage.afterShutdown(name))
        default:
            break
        }
        switch method {
        case .initialize:
            guard JSONObjectView(params) != nil else { throw .invalidParams(ServerMessage.paramsNotObject(name)) }
            state = .running
            let capabilities = JSONObjectView(JSONObjectView(params)?["capabilities"])
            let watched = JSONObjectView(JSONObjectView(capabilities?["workspace"])?["didChangeWatchedFiles"])
            canWatchFiles = watched?["dynamicRegistration"]?.boolValue == true
            return Self.initializeResult
        case .shutdown:
            state = .shutDown
            return .null
        case .codeAction: return try codeActions(params)
        case .completion: return try completion(params)
        case .hover: return try hover(params)
        case .definition: return try definition(params)
        default: throw RPCError(.methodNotFound, ServerMessage.unknownMethod(name))
        }
    }

    /// The methods answered as requests; the others of `ClientMethod` are notifications.
    private static let requests: Set<ClientMethod> = [.initialize, .shutdown, .codeAction, .completion, .hover, .definition]

    private func notification(_ name: String, _ params: JSONValue?) -> Control {
        guard let method = ClientMethod(rawValue: name), !Self.requests.contains(method) else { return .continueRunning }
        if method == .exit { return .exit(state == .shutDown ? 0 : 1) }
        guard state == .running else { return .continueRunning }
        do throws(RPCError) {
            switch method {
            case .didOpen: try didOpen(params)
            case .didChange: try didChange(params)
            case .didClose: try didClose(params)
            case .didSave: try didSave(params)
            case .didChangeWatchedFiles: try watchedFilesChanged(params)
            case .initialized: registerWatchers()
            default: break
            }
        } catch {
            // A notification has no answer: the client is told in its log.
            log(ServerMessage.badNotification(name, error.message), type: .error)
        }
        return .continueRunning
    }

    static var initializeResult: JSONOutput {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": true],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                // A key or value starts with `"`; a parameter name after `{`, a highlight style after `<`.
                "completionProvider": ["triggerCharacters": ["\"", "{", "<"]],
                "hoverProvider": true,
                "definitionProvider": true,
            ],
            "serverInfo": ["name": "dialogc", "version": .string(DialogcVersion.current)],
        ]
    }

    // MARK: - Documents

    private func didOpen(_ params: JSONValue?) throws(RPCError) {
        let item = try Params.object(Params.object(params)["textDocument"], "textDocument")
        let uri = try Params.string(item["uri"], "textDocument.uri")
        let text = try Params.string(item["text"], "textDocument.text")
        let version = try Params.integer(item["version"], "textDocument.version")
        guard let path = DocumentURI.path(of: uri) else {
            log(ServerMessage.notAFile(uri), type: .information)
            return
        }
        documents[uri] = OpenDocument(uri: uri, path: path, kind: DocumentKind(path: path), version: version, text: DocumentText(text))
        pending.insert(uri)
        changeCount += 1
        environmentFileChanged(path)
    }

    private func didChange(_ params: JSONValue?) throws(RPCError) {
        let object = try Params.object(params)
        let identifier = try Params.object(object["textDocument"], "textDocument")
        let uri = try Params.string(identifier["uri"], "textDocument.uri")
        guard var document = documents[uri] else { throw .invalidParams(ServerMessage.notOpen(uri)) }
        guard let changes = object["contentChanges"]?.arrayValue else { throw .invalidParams(ServerMessage.missing("contentChanges")) }
        var text = document.text
        for change in changes {
            let change = try Params.object(change, "contentChanges[]")
            let newText = try Params.string(change["text"], "contentChanges[].text")
            if let range = change["range"] {
                text = text.replacing(try LSPRange(range), with: newText)
            } else {
                text = DocumentText(newText)
            }
        }
        document.text = text
        if let version = identifier["version"]?.numberValue?.integer { document.version = Int(clamping: version) }
        documents[uri] = document
        pending.insert(uri)
        changeCount += 1
        environmentFileChanged(document.path)
    }

    private func didClose(_ params: JSONValue?) throws(RPCError) {
        let identifier = try Params.object(Params.object(params)["textDocument"], "textDocument")
        let uri = try Params.string(identifier["uri"], "textDocument.uri")
        guard let closed = documents.removeValue(forKey: uri) else { return }
        pending.remove(uri)
        // Its findings go with it: the client shows none for a closed file.
        send(JSONRPC.notification(.publishDiagnostics, params: ["uri": .string(uri), "diagnostics": []]))
        if closed.kind == .spec { republish(project.specReadAgain(closed.path)) }
        // The file on disk stands in for the buffer again.
        environmentFileChanged(closed.path)
    }

    private func didSave(_ params: JSONValue?) throws(RPCError) {
        let identifier = try Params.object(Params.object(params)["textDocument"], "textDocument")
        guard let path = DocumentURI.path(of: try Params.string(identifier["uri"], "textDocument.uri")) else { return }
        environmentFileChanged(path)
    }

    /// Files changed on disk (the watchers `registerWatchers` asked for): the environments
    /// loaded from them are loaded again; a spec created or deleted makes the projects that
    /// may hold it planned again (at the next check); a spec changed that is not open stands
    /// in its project again.
    private func watchedFilesChanged(_ params: JSONValue?) throws(RPCError) {
        guard let changes = try Params.object(params)["changes"]?.arrayValue else { throw .invalidParams(ServerMessage.missing("changes")) }
        var changedSpecs: Set<String> = []
        for change in changes {
            let change = try Params.object(change, "changes[]")
            guard let path = DocumentURI.path(of: try Params.string(change["uri"], "changes[].uri")) else { continue }
            guard DocumentKind(path: path) == .spec else {
                environmentFileChanged(path)
                continue
            }
            switch FileChangeType(rawValue: Int(clamping: change["type"]?.numberValue?.integer ?? 0)) {
            case .created, .deleted:
                project.specFileCreatedOrDeleted(path)
                changeCount += 1
            case .changed, nil:
                // An open spec's buffer stands in for its file.
                guard !documents.values.contains(where: { $0.path == path }) else { continue }
                changedSpecs.formUnion(project.specReadAgain(path))
            }
        }
        republish(changedSpecs)
    }

    /// Asks the client to report changes on disk to the files a project's environment is
    /// loaded from, when it lets servers register watchers.
    private func registerWatchers() {
        guard canWatchFiles else { return }
        let watchers: [JSONOutput] = ["**/" + ConfigLocator.fileName, "**/*.tokens.json", "**/*.resolver.json", "**/*.dialog.json", "**/*.{ttf,otf}"].map {
            ["globPattern": .string($0)]
        }
        let registration: JSONOutput = [
            "id": "dialogc-watched-files", "method": .string(ClientMethod.didChangeWatchedFiles.rawValue),
            "registerOptions": ["watchers": .array(watchers)],
        ]
        send(JSONRPC.request(id: 1, .registerCapability, params: ["registrations": [registration]]))
    }

    /// A file a project's environment may be loaded from changed (its buffer, or on disk):
    /// those environments are loaded again, and their open specs checked again.
    private func environmentFileChanged(_ path: String) {
        guard DocumentKind(path: path) != .spec else { return }
        project.configChanged(path)
        let dropped = environments.fileChanged(path)
        guard !dropped.isEmpty else { return }
        for document in documents.values where document.kind == .spec {
            guard let checked = document.checked, dropped.contains(checked.configPath ?? "") else { continue }
            pending.insert(document.uri)
            changeCount += 1
        }
    }

    /// Plans again the projects whose config or spec files changed, checks every changed
    /// document and publishes its diagnostics, in URI order, and publishes again the open
    /// documents whose project findings changed.
    public func publishPendingDiagnostics() {
        let replanned = project.replanStale(read: environmentReader(), openSpecs: openSpecs)
        let checked = pending
        for uri in checked.sorted() { _ = checkNow(uri) }
        republish(replanned.subtracting(documents.values.filter { checked.contains($0.uri) }.map(\.path)))
    }

    /// The document checked at its current text (checked now if it changed), published.
    private func checkNow(_ uri: String) -> OpenDocument? {
        guard var document = documents[uri] else { return nil }
        if pending.contains(uri) || document.checked?.version != document.version || document.checked == nil {
            pending.remove(uri)
            let environment = document.kind == .spec ? environments.environment(forSpec: document.path, read: environmentReader()) : nil
            document.checked = checker.check(path: document.path, kind: document.kind, text: document.text, version: document.version, environment: environment)
            documents[uri] = document
            var changed = projectChanged(by: document)
            if document.kind == .config {
                changed = project.configChecked(FilePath.normalize(document.path), read: environmentReader(), openSpecs: openSpecs)
            }
            publish(document)
            republish(changed.subtracting([document.path]))
        }
        return document
    }

    /// Reads a config, token or resolver file from its open buffer if there is one, else from disk.
    private func environmentReader() -> @Sendable (String) -> Result<SourceFile, Diagnostic> {
        var buffers: [String: [UInt8]] = [:]
        for document in documents.values where document.kind == .config || document.kind == .tokens {
            buffers[document.path] = document.text.bytes
        }
        return { [buffers] path in
            if let bytes = buffers[FilePath.normalize(path)] { return .success(SourceFile(path: path, bytes: bytes)) }
            return SourceReader().read(path)
        }
    }

    /// A checked spec's buffer now stands in for its file in its project's checks across
    /// specs; the paths whose findings that changed.
    private func projectChanged(by document: OpenDocument) -> Set<String> {
        guard document.kind == .spec, let checked = document.checked, let configPath = checked.configPath, checked.config != nil else { return [] }
        return project.specChanged(document.path, bytes: checked.text.bytes, configPath: configPath, read: environmentReader(), openSpecs: openSpecs)
    }

    /// The buffer of every open spec that was checked, with its config: they stand in for
    /// their files when a project is planned.
    private func openSpecs() -> [ProjectDiagnostics.OpenSpec] {
        documents.values.compactMap { document in
            guard document.kind == .spec, let configPath = document.checked?.configPath else { return nil }
            return ProjectDiagnostics.OpenSpec(path: document.path, bytes: document.text.bytes, configPath: configPath)
        }
    }

    /// Publishes again the open documents at `paths` that are checked and not about to be.
    private func republish(_ paths: Set<String>) {
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) where paths.contains(document.path) && !pending.contains(document.uri) {
            publish(document)
        }
    }

    /// The document's own findings and those of the checks across its project in it, once each.
    private func findings(of document: OpenDocument, _ checked: CheckedDocument) -> [Diagnostic] {
        var seen = Set(checked.diagnostics)
        let more = project.findings(at: document.path).filter { seen.insert($0).inserted }
        return more.isEmpty ? checked.diagnostics : (checked.diagnostics + more).sorted(by: Diagnostic.reportingOrder)
    }

    private func publish(_ document: OpenDocument) {
        guard let checked = document.checked else { return }
        let diagnostics = findings(of: document, checked).map { lspDiagnostic($0, in: document.path, text: checked.text) }
        send(JSONRPC.notification(.publishDiagnostics, params: ["uri": .string(document.uri), "version": .int(checked.version), "diagnostics": .array(diagnostics)]))
    }

    private func lspDiagnostic(_ diagnostic: Diagnostic, in path: String, text: DocumentText) -> JSONOutput {
        var message = diagnostic.message
        var related: [JSONOutput] = []
        let range: LSPRange
        if let location = diagnostic.location, location.path == path {
            range = text.range(of: location.start.offset, location.end.offset)
        } else {
            // A finding of the config or a token file that kept the spec from being checked.
            range = text.range(of: 0, 0)
            if let location = diagnostic.location {
                message = "\(location.path):\(location.start.line):\(location.start.column): \(message)"
                if let link = Self.link(location, path: path, text: text, message: diagnostic.message) { related.append(link) }
            }
        }
        for note in diagnostic.notes {
            if let location = note.location, let link = Self.link(location, path: path, text: text, message: note.message) {
                related.append(link)
            } else {
                message += "\nnote: \(note.message)"
            }
        }
        var object: [String: JSONOutput] = [
            "range": range.json,
            "severity": .int(diagnostic.severity == .error ? LSPSeverity.error.rawValue : LSPSeverity.warning.rawValue),
            "code": .string(diagnostic.rule.name),
            "source": "dialogc",
            "message": .string(message),
        ]
        if !related.isEmpty { object["relatedInformation"] = .array(related) }
        return .object(object)
    }

    /// A related location: exact in this document; in another file (by absolute path only),
    /// its line and the column counted in UTF-16 from the location's line excerpt.
    private static func link(_ location: SourceLocation, path: String, text: DocumentText, message: String) -> JSONOutput? {
        let range: LSPRange
        if location.path == path {
            range = text.range(of: location.start.offset, location.end.offset)
        } else {
            guard location.path.hasPrefix("/") else { return nil }
            let character: Int
            if let line = location.sourceLine, line.firstColumn == 1 {
                character = line.text.unicodeScalars.prefix(location.start.column - 1).reduce(0) { $0 + UTF16.width($1) }
            } else {
                character = location.start.column - 1
            }
            let position = LSPPosition(line: location.start.line - 1, character: character)
            range = LSPRange(start: position, end: position)
        }
        return ["location": ["uri": .string(DocumentURI.uri(of: location.path)), "range": range.json], "message": .string(message)]
    }

    // MARK: - Requests on a document

    /// The document a request names, with its text and position.
    private func target(_ params: JSONValue?) throws(RPCError) -> (document: OpenDocument, params: JSONObjectView)? {
        let object = try Params.object(params)
        let identifier = try Params.object(object["textDocument"], "textDocument")
        let uri = try Params.string(identifier["uri"], "textDocument.uri")
        guard let document = checkNow(uri) else { return nil }
        return (document, object)
    }

    private func codeActions(_ params: JSONValue?) throws(RPCError) -> JSONOutput {
        guard let (document, object) = try target(params), let checked = document.checked else { return [] }
        let range = try LSPRange(object["range"])
        var actions: [JSONOutput] = []
        var suppressed: Set<RuleID> = []
        for diagnostic in findings(of: document, checked) {
            guard let location = diagnostic.location, location.path == document.path else { continue }
            let found = checked.text.range(of: location.start.offset, location.end.offset)
            guard found.start <= range.end, range.start <= found.end else { continue }
            let lsp = lspDiagnostic(diagnostic, in: document.path, text: checked.text)
            for fix in diagnostic.fixes {
                actions.append(action(fix.message, edits: fix.edits, document: document, text: checked.text, diagnostic: lsp, preferred: diagnostic.fixes.count == 1))
            }
            let configurable = RuleRegistry.catalog.descriptor(for: diagnostic.rule).map { !$0.isFixed } ?? false
            if document.kind == .spec, configurable, suppressed.insert(diagnostic.rule).inserted,
                let edit = Suppression.edit(disabling: diagnostic.rule, in: checked.text.bytes)
            {
                actions.append(action(ServerMessage.disableRule(diagnostic.rule), edits: [edit], document: document, text: checked.text, diagnostic: lsp, preferred: false))
            }
        }
        return .array(actions)
    }

    private func action(_ title: String, edits: [FixIt.Edit], document: OpenDocument, text: DocumentText, diagnostic: JSONOutput, preferred: Bool) -> JSONOutput {
        let textEdits: [JSONOutput] = edits.map { edit in
            ["range": text.range(of: edit.range.lowerBound, edit.range.upperBound).json, "newText": .string(edit.replacement)]
        }
        return [
            "title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": .bool(preferred),
            "edit": ["changes": .object([document.uri: .array(textEdits)])],
        ]
    }

    private func completion(_ params: JSONValue?) throws(RPCError) -> JSONOutput {
        let object = try Params.object(params)
        let identifier = try Params.object(object["textDocument"], "textDocument")
        let uri = try Params.string(identifier["uri"], "textDocument.uri")
        let position = try LSPPosition(object["position"])
        guard let document = documents[uri] else { return .null }
        let text = document.text
        let offset = text.offset(of: position)
        guard let cursor = JSONCursor.at(offset, in: text.bytes),
            let found = Completion.at(
                cursor, in: document.kind, isResolver: ThemeFiles.isResolver(document.path), bytes: text.bytes, schemas: schemas,
                project: { self.project(of: uri) })
        else { return .null }
        let kind: CompletionItemKind = found.kind == .key ? .property : .value
        let values = found.labels
        let items: [JSONOutput] = values.map { value in
            guard let string = cursor.string else {
                let edit: JSONOutput = ["range": text.range(of: offset, offset).json, "newText": .string(JSONWriter.quoted(value))]
                return ["label": .string(value), "kind": .int(kind.rawValue), "textEdit": edit]
            }
            let contentStart = string.start + 1
            let contentEnd = cursor.stringEnd ?? offset
            var range = contentStart..<contentEnd
            var newText = value
            switch found.replacing {
            case .content:
                break
            case .nameAfter(let opener):
                // The name typed since the opener; a text's other characters are kept.
                let opened = text.bytes[contentStart..<offset].lastIndex(of: opener).map { $0 + 1 } ?? offset
                range = opened..<offset
            case .tokenReference:
                if text.bytes[contentStart..<contentEnd].first == UInt8(ascii: "{") { newText = "{" + value + "}" }
            }
            var item: [String: JSONOutput] = [
                "label": .string(value), "kind": .int(kind.rawValue),
                "textEdit": ["range": text.range(of: range.lowerBound, range.upperBound).json, "newText": .string(newText)],
            ]
            // Clients filter the items by the text the edit replaces up to the cursor, `{` included.
            if newText != value { item["filterText"] = .string(newText) }
            return .object(item)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// What completion needs of a document's project: its design system and locales.
    private func project(of uri: String) -> Completion.Project {
        let checked = checkNow(uri)?.checked
        return Completion.Project(designSystem: checked?.designSystem, locales: checked?.config?.locales.value ?? ProjectConfig.defaultLocales)
    }

    /// On a token reference, the token in each theme; on a rule id (a key or a value, as in
    /// `lint.disable` or the config's `rules`), what `dialogc explain` says of it.
    private func hover(_ params: JSONValue?) throws(RPCError) -> JSONOutput {
        guard let (document, object) = try target(params), let checked = document.checked else { return .null }
        let position = try LSPPosition(object["position"])
        let offset = checked.text.offset(of: position)
        guard let cursor = JSONCursor.at(offset, in: checked.text.bytes) else { return .null }
        let (markdown, range): (String, SourceRange)
        if let designSystem = checked.designSystem, let reference = TokenReference(at: cursor, in: checked.text.bytes, designSystem: designSystem) {
            (markdown, range) = (reference.hover(in: designSystem, spec: document.kind == .spec ? checked.spec : nil), reference.range)
        } else if document.kind == .spec, let text = checked.textHover(at: offset, schemas: schemas) {
            (markdown, range) = text
        } else if let string = cursor.string, let end = cursor.stringEnd,
            let rule = RuleRegistry.catalog.descriptor(for: RuleID(String(decoding: checked.text.bytes[(string.start + 1)..<end], as: UTF8.self)))
        {
            (markdown, range) = ("```text\n" + RuleDocumentation.explanation(rule) + "```", SourceRange(string.start + 1, end))
        } else {
            return .null
        }
        return [
            "contents": ["kind": "markdown", "value": .string(markdown)],
            "range": checked.text.range(of: range.lowerBound, range.upperBound).json,
        ]
    }

    private func definition(_ params: JSONValue?) throws(RPCError) -> JSONOutput {
        guard let (document, object) = try target(params), let checked = document.checked else { return .null }
        let position = try LSPPosition(object["position"])
        let offset = checked.text.offset(of: position)
        guard let cursor = JSONCursor.at(offset, in: checked.text.bytes) else { return .null }
        if document.kind == .spec, GeneratedSwiftLink.isOnID(cursor, bytes: checked.text.bytes) {
            guard let id = checked.spec?.id.value, let config = checked.config, let found = GeneratedSwiftLink.location(id: id, config: config) else { return .null }
            return [["uri": .string(DocumentURI.uri(of: found.path)), "range": found.text.range(of: found.range.lowerBound, found.range.upperBound).json]]
        }
        guard let designSystem = checked.designSystem,
            let reference = TokenReference(at: cursor, in: checked.text.bytes, designSystem: designSystem)
        else { return .null }
        // One location per file that defines it (a dark theme may override the light one).
        var seen: Set<String> = []
        var locations: [JSONOutput] = []
        for theme in designSystem.themes {
            guard let token = theme.tokens[reference.path] else { continue }
            let file = token.definition.file
            guard file.path.hasPrefix("/"), seen.insert("\(file.path)#\(token.definition.range.lowerBound)").inserted else { continue }
            let text = DocumentText(file.bytes)
            locations.append(["uri": .string(DocumentURI.uri(of: file.path)), "range": text.range(of: token.definition.range.lowerBound, token.definition.range.upperBound).json])
        }
        return .array(locations)
    }

    // MARK: - Log

    private func log(_ message: String, type: LSPSeverity) {
        send(JSONRPC.notification(.logMessage, params: ["type": .int(type.rawValue), "message": .string("dialogc: " + message)]))
    }
}

/// Reading a request's parameters: a wrong or missing one is `invalidParams` naming it.
enum Params {
    static func object(_ value: JSONValue?, _ name: String = "params") throws(RPCError) -> JSONObjectView {
        guard let object = JSONObjectView(value) else { throw .invalidParams(ServerMessage.notAnObject(name)) }
        return object
    }

    static func string(_ value: JSONValue?, _ name: String) throws(RPCError) -> String {
        guard let text = value?.stringValue else { throw .invalidParams(ServerMessage.notAString(name)) }
        return text
    }

    static func integer(_ value: JSONValue?, _ name: String) throws(RPCError) -> Int {
        guard let number = value?.numberValue?.integer else { throw .invalidParams(ServerMessage.notAnInteger(name)) }
        return Int(clamping: number)
    }
}

enum ServerMessage {
    static func unknownMethod(_ name: String) -> String { "dialogc's language server has no method '\(name)'" }
    static func notInitialized(_ name: String) -> String { "'\(name)' came before 'initialize'; send 'initialize' first" }
    static let initializedTwice = "'initialize' may be sent only once"
    static func afterShutdown(_ name: String) -> String { "'\(name)' came after 'shutdown'; only 'exit' is expected now" }
    static func paramsNotObject(_ name: String) -> String { "the params of '\(name)' must be an object" }
    static func badNotification(_ name: String, _ problem: String) -> String { "'\(name)' was ignored: \(problem)" }
    static func notAnObject(_ name: String) -> String { "'\(name)' must be an object" }
    static func notAString(_ name: String) -> String { "'\(name)' must be a string" }
    static func notAnInteger(_ name: String) -> String { "'\(name)' must be an integer" }
    static func missing(_ name: String) -> String { "'\(name)' is missing" }
    static func notOpen(_ uri: String) -> String { "'\(uri)' is not open; send 'textDocument/didOpen' first" }
    static func notAFile(_ uri: String) -> String { "'\(uri)' is not a file: URI; only files are checked" }
    static func messageTooLarge(_ length: Int) -> String {
        "a message of \(length) bytes was skipped: messages of at most \(MessageFramer.defaultMaximumBodyBytes >> 20) MB are read"
    }

    static func disableRule(_ rule: RuleID) -> String { "Disable '\(rule.name)' for this spec (give the reason)" }
}
