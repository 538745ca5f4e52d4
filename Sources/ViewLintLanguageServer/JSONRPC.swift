import ViewLint

/// JSON-RPC 2.0 as the Language Server Protocol uses it.
public enum JSONRPC {
    /// A request id: a number or a string (JSON-RPC allows both; null only in error replies).
    public enum ID: Hashable, Sendable {
        case number(Int)
        case string(String)

        public var json: JSONValue {
            switch self {
            case .number(let value): return .int(value)
            case .string(let text): return .string(text)
            }
        }

        init?(_ value: JSONValue) {
            switch value {
            case .int(let number): self = .number(number)
            case .string(let text): self = .string(text)
            default: return nil
            }
        }
    }

    /// The error codes the server sends.
    public enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestFailed = -32803
        case requestCancelled = -32800
    }

    public struct ResponseError: Error, Sendable {
        public var code: ErrorCode
        public var message: String

        public init(_ code: ErrorCode, _ message: String) {
            self.code = code
            self.message = message
        }
    }

    /// One incoming message, classified.
    public enum Message: Sendable {
        case request(id: ID, method: String, params: JSONValue)
        case notification(method: String, params: JSONValue)
        /// A reply to a request the server sent (progress creation, registration).
        case response(id: ID?, result: JSONValue?, error: JSONValue?)
    }

    /// Classifies a parsed JSON value; an error says why it is not a JSON-RPC 2.0 message,
    /// with the id when one could be read (so the reply can name it).
    public static func message(from value: JSONValue) -> Result<Message, InvalidMessage> {
        guard case .object = value else { return .failure(InvalidMessage(id: nil, reason: "a JSON-RPC message must be an object")) }
        let id = value["id"].flatMap(ID.init)
        guard value["jsonrpc"]?.stringValue == "2.0" else {
            return .failure(InvalidMessage(id: id, reason: "\"jsonrpc\" must be \"2.0\""))
        }
        if let method = value["method"] {
            guard let name = method.stringValue else { return .failure(InvalidMessage(id: id, reason: "\"method\" must be a string")) }
            let params = value["params"] ?? .null
            switch params {
            case .object, .array, .null: break
            default: return .failure(InvalidMessage(id: id, reason: "\"params\" must be an object or an array"))
            }
            if let raw = value["id"], !raw.isNull {
                guard let id else { return .failure(InvalidMessage(id: nil, reason: "\"id\" must be a number or a string")) }
                return .success(.request(id: id, method: name, params: params))
            }
            return .success(.notification(method: name, params: params))
        }
        if value["result"] != nil || value["error"] != nil {
            return .success(.response(id: id, result: value["result"], error: value["error"]))
        }
        return .failure(InvalidMessage(id: id, reason: "neither a request, a notification nor a response"))
    }

    public struct InvalidMessage: Error, Sendable {
        public var id: ID?
        public var reason: String
    }

    public static func response(id: ID, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)])
    }

    public static func errorResponse(id: ID?, _ error: ResponseError) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")),
            ("id", id?.json ?? .null),
            ("error", .object([("code", .int(error.code.rawValue)), ("message", .string(error.message))])),
        ])
    }

    public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    public static func request(id: ID, _ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id.json), ("method", .string(method)), ("params", params)])
    }
}
