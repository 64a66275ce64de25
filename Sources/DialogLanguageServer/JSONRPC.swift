import DialogJSON

/// A request's id: JSON-RPC allows a number or a string; a response to a message whose id
/// could not be read carries `null`.
public enum RequestID: Sendable, Hashable {
    case number(Int64)
    case string(String)
    case null

    var json: JSONOutput {
        switch self {
        case .number(let value): .int(Int(value))
        case .string(let value): .string(value)
        case .null: .null
        }
    }

    init?(_ value: JSONValue) {
        switch value.kind {
        case .number(let number):
            guard let integer = number.integer else { return nil }
            self = .number(integer)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }
}

/// The error codes of JSON-RPC 2.0 and the Language Server Protocol that this server sends.
public enum RPCErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
}

/// An error answer to a request.
public struct RPCError: Error, Sendable, Equatable {
    public var code: RPCErrorCode
    public var message: String

    public init(_ code: RPCErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    static func invalidParams(_ message: String) -> RPCError { RPCError(.invalidParams, message) }
}

/// What a client sent, once its body is read as JSON-RPC.
enum IncomingMessage {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// An answer to a request of the server's; this server sends none, so it is ignored.
    case response
}

enum JSONRPC {
    /// A message that is not a request the server can read: the error, and the id to answer.
    struct Failure: Error {
        var id: RequestID
        var error: RPCError

        init(_ id: RequestID, _ error: RPCError) {
            self.id = id
            self.error = error
        }
    }

    /// Reads one body. A body that is not JSON is `parseError`; JSON that is not a
    /// JSON-RPC message is `invalidRequest`, with the message's id when it has a usable one.
    static func read(_ body: [UInt8]) -> Result<IncomingMessage, Failure> {
        let document = JSONParser().parse(body)
        guard let value = document.value else {
            let detail = document.syntaxError?.message ?? "not JSON"
            return .failure(Failure(.null, RPCError(.parseError, RPCMessage.notJSON(detail))))
        }
        guard let members = value.objectMembers else {
            return .failure(Failure(.null, RPCError(.invalidRequest, RPCMessage.notAnObject(value.typeName))))
        }
        let object = JSONObjectView(members)
        let id = object["id"].flatMap(RequestID.init)
        guard object["jsonrpc"]?.stringValue == "2.0" else {
            return .failure(Failure(id ?? .null, RPCError(.invalidRequest, RPCMessage.notVersion2)))
        }
        if let idValue = object["id"], id == nil, idValue.kind != .null {
            return .failure(Failure(.null, RPCError(.invalidRequest, RPCMessage.badID(idValue.typeName))))
        }
        // `"params": null` is read as no params: some clients send it for `shutdown`.
        let params = object["params"].flatMap { $0.kind == .null ? nil : $0 }
        if let params, params.objectMembers == nil, params.arrayValue == nil {
            return .failure(Failure(id ?? .null, RPCError(.invalidRequest, RPCMessage.badParams(params.typeName))))
        }
        guard let methodValue = object["method"] else {
            if object["result"] != nil || object["error"] != nil { return .success(.response) }
            return .failure(Failure(id ?? .null, RPCError(.invalidRequest, RPCMessage.noMethod)))
        }
        guard let method = methodValue.stringValue else {
            return .failure(Failure(id ?? .null, RPCError(.invalidRequest, RPCMessage.methodNotString(methodValue.typeName))))
        }
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }

    static func response(id: RequestID, result: JSONOutput) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id.json, "result": result])
    }

    static func response(id: RequestID, error: RPCError) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id.json, "error": ["code": .int(error.code.rawValue), "message": .string(error.message)]])
    }

    static func notification(_ method: ServerNotification, params: JSONOutput) -> [UInt8] {
        encode(["jsonrpc": "2.0", "method": .string(method.rawValue), "params": params])
    }

    static func request(id: Int, _ method: ServerRequest, params: JSONOutput) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": .int(id), "method": .string(method.rawValue), "params": params])
    }

    private static func encode(_ value: JSONOutput) -> [UInt8] {
        Array(JSONWriter.render(value, style: .compact).utf8)
    }
}

/// An object's members looked up by key; with duplicates the last wins, as in JavaScript.
struct JSONObjectView {
    var members: [JSONMember]

    init(_ members: [JSONMember]) { self.members = members }

    init?(_ value: JSONValue?) {
        guard let members = value?.objectMembers else { return nil }
        self.members = members
    }

    subscript(key: String) -> JSONValue? { members.last { $0.key == key }?.value }
}

enum RPCMessage {
    static func notJSON(_ detail: String) -> String { "the message is not JSON: \(detail)" }
    static func notAnObject(_ type: String) -> String { "a JSON-RPC message is an object, not \(type) (batches are not part of the Language Server Protocol)" }
    static let notVersion2 = "a JSON-RPC message needs \"jsonrpc\": \"2.0\""
    static func badID(_ type: String) -> String { "a request id is an integer or a string, not \(type)" }
    static func badParams(_ type: String) -> String { "\"params\" is an object or an array, not \(type)" }
    static let noMethod = "the message has no \"method\" (nor a \"result\" or \"error\" of a response)"
    static func methodNotString(_ type: String) -> String { "\"method\" is a string, not \(type)" }
}
