#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLint

/// Settings a client may change through `initializationOptions`.
public struct LanguageServerOptions: Sendable {
    /// Quiet time after the last change of a burst (changes less than this apart) before the
    /// edited document is analysed, so a burst of keystrokes costs one analysis; a change after
    /// a pause is analysed at once.
    public var debounceMilliseconds = 30
    /// Buffers larger than this are not linted; they get one diagnostic saying so.
    public var maximumFileBytes = 8 << 20
    /// At most this many files re-checked per step when an edit may change other files'
    /// findings; the server reads its input between steps, so typing is never stuck behind them.
    public var backgroundBatch = 150
    /// About how long one such step may take: its number of files follows the last step's pace.
    public var backgroundSliceMilliseconds = 20
    /// A rule page address with `{rule}` for the rule id, instead of the server's own pages.
    public var documentationURL: String?

    public init() {}

    mutating func read(_ json: JSONValue?) {
        if let value = json?["debounceMilliseconds"]?.intValue, value >= 0 { debounceMilliseconds = value }
        if let value = json?["maximumFileBytes"]?.intValue, value > 0 { maximumFileBytes = value }
        if let value = json?["documentationURL"]?.stringValue, value.contains("{rule}") { documentationURL = value }
    }
}

/// `viewlint lsp`: the Language Server Protocol 3.17 over a pair of file descriptors.
///
/// One reader thread frames and parses messages (and notes `$/cancelRequest` at once); one
/// loop handles them in order and, when input pauses, analyses: first the edited documents
/// (after the debounce), then, a batch at a time, other files whose findings an edit may
/// have changed.
public final class LanguageServer {
    let analysis: any ProjectAnalysis
    let writer: MessageWriter
    let input: Int32
    var options: LanguageServerOptions
    /// The server's own page of a rule (see `documentationLink`).
    let documentation: @Sendable (String) -> String?

    // Lifecycle.
    var initializeReceived = false
    var shutdownRequested = false
    var exitStatus: Int32?
    var root: String?
    var client = ClientCapabilities()
    var nextOutgoingID = 1

    // Documents and analysis state.
    var documents: [String: TextDocument] = [:]   // by path
    var uris: [String: String] = [:]              // path → the client's URI for it
    /// Paths whose buffer changed since the analysis last saw it.
    var changedBuffers: Set<String> = []
    /// Open paths too large to lint, with their size.
    var oversized: [String: Int] = [:]
    var loaded = false
    var waitingForProgressToken: JSONRPC.ID?
    var analysisDeadline: UInt64?
    /// When the last `didChange` arrived (monotonic nanoseconds): a burst is told from a pause.
    var lastChange: UInt64?
    /// Nanoseconds per file of the last background step (none yet: one file first).
    var backgroundPace = Double.infinity
    /// The last result per path (what clients were last told, or would be).
    var results: [String: FileAnalysis] = [:]
    var resultIDs: [String: Int] = [:]
    var nextResultID = 1

    let queue = MessageQueue<Incoming>()
    let cancellation = CancelledRequests()

    enum Incoming {
        case message(JSONRPC.Message)
        case invalid(JSONRPC.InvalidMessage)
        case unreadable(String)
        case end
    }

    public init(analysis: any ProjectAnalysis, input: Int32 = 0, output: Int32 = 1, options: LanguageServerOptions = LanguageServerOptions(),
                documentation: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.analysis = analysis
        self.input = input
        writer = MessageWriter(descriptor: output)
        self.options = options
        self.documentation = documentation
    }

    /// Serves until `exit` or the end of input; the process exit status (0 only after `shutdown`).
    public func run() -> Int32 {
        startReader()
        while exitStatus == nil {
            let deadline = nextWorkDeadline()
            if let incoming = queue.pop(until: deadline) {
                handle(incoming)
            } else {
                performScheduledWork()
            }
        }
        return exitStatus!
    }

    /// Reads and parses on its own thread. Messages one read returned (up to 64 KB: a client's
    /// burst of keystrokes written at once) reach the loop together: they are queued as one
    /// batch before the next read that may wait. A larger burst arrives in several batches, and
    /// the debounce joins them.
    private func startReader() {
        let queue = self.queue
        let cancellation = self.cancellation
        let descriptor = input
        let thread = ReaderThread {
            let received = IncomingBatch()
            var reader = MessageReader(descriptor: descriptor)
            reader.willWaitForInput = { queue.push(contentsOf: received.take()) }
            while true {
                switch reader.next() {
                case .end:
                    received.items.append(.end)
                    queue.push(contentsOf: received.take())
                    return
                case .framingError(let problem):
                    received.items.append(.unreadable("malformed message framing: \(problem)"))
                case .message(let bytes):
                    let value: JSONValue
                    do {
                        value = try JSONReader.parse(bytes)
                    } catch {
                        received.items.append(.unreadable("the message is not valid JSON: \(error)"))
                        continue
                    }
                    switch JSONRPC.message(from: value) {
                    case .failure(let invalid): received.items.append(.invalid(invalid))
                    case .success(let message):
                        if case .notification("$/cancelRequest", let params) = message, let id = params["id"].flatMap(JSONRPC.ID.init) {
                            cancellation.cancel(id)
                        }
                        received.items.append(.message(message))
                    }
                }
            }
        }
        thread.start()
    }

    func handle(_ incoming: Incoming) {
        switch incoming {
        case .end:
            exitStatus = shutdownRequested ? 0 : 1
        case .unreadable(let problem):
            writer.send(JSONRPC.errorResponse(id: nil, .init(.parseError, problem)))
        case .invalid(let invalid):
            writer.send(JSONRPC.errorResponse(id: invalid.id, .init(.invalidRequest, "invalid JSON-RPC message: \(invalid.reason)")))
        case .message(.request(let id, let method, let params)):
            handleRequest(id: id, method: method, params: params)
        case .message(.notification(let method, let params)):
            handleNotification(method: method, params: params)
        case .message(.response(let id, _, let error)):
            handleResponse(id: id, error: error)
        }
    }

    func handleRequest(id: JSONRPC.ID, method: String, params: JSONValue) {
        let result: Result<JSONValue, JSONRPC.ResponseError>
        if cancellation.take(id) {
            result = .failure(.init(.requestCancelled, "\(method) was cancelled"))
        } else if method != "initialize" && !initializeReceived {
            result = .failure(.init(.serverNotInitialized, "\(method) before initialize"))
        } else if shutdownRequested {
            result = .failure(.init(.invalidRequest, "\(method) after shutdown"))
        } else {
            switch method {
            case "initialize": result = initialize(params)
            case "shutdown":
                shutdownRequested = true
                result = .success(.null)
            case "textDocument/diagnostic": result = pullDiagnostics(params)
            case "textDocument/codeAction": result = codeActions(params)
            case "textDocument/hover": result = hover(params)
            case "viewlint/statistics": result = .success(.object(analysis.statistics.map { ($0.name, .int($0.value)) }))
            default: result = .failure(.init(.methodNotFound, "unknown method \(method)"))
            }
        }
        switch result {
        case .success(let value): writer.send(JSONRPC.response(id: id, result: value))
        case .failure(let error): writer.send(JSONRPC.errorResponse(id: id, error))
        }
    }

    func handleNotification(method: String, params: JSONValue) {
        if method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return
        }
        // Before `initialize` every notification but `exit` is dropped, as the protocol says.
        guard initializeReceived, !shutdownRequested else { return }
        switch method {
        case "initialized": initialized()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": break // the buffer already holds the saved text
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "$/cancelRequest": break // noted by the reader thread
        default: break // `$/…` and other notifications the server does not use
        }
    }

    func handleResponse(id: JSONRPC.ID?, error: JSONValue?) {
        if let id, id == waitingForProgressToken {
            waitingForProgressToken = nil
            // Refused or not: indexing starts now; progress only when the token was accepted.
            loadProject(progressToken: error == nil ? "viewlint-indexing" : nil)
        } else if let error {
            log("the client refused a request: \(error["message"]?.stringValue ?? "no reason given")", type: 2)
        }
    }

    // MARK: Lifecycle

    func initialize(_ params: JSONValue) -> Result<JSONValue, JSONRPC.ResponseError> {
        guard !initializeReceived else { return .failure(.init(.invalidRequest, "initialize was already received")) }
        initializeReceived = true
        client = ClientCapabilities(params["capabilities"])
        options.read(params["initializationOptions"])
        if let folders = params["workspaceFolders"]?.arrayValue, let first = folders.first?["uri"]?.stringValue {
            root = FileURI.path(of: first)
        } else if let uri = params["rootUri"]?.stringValue {
            root = FileURI.path(of: uri)
        } else if let path = params["rootPath"]?.stringValue {
            root = path
        }
        return .success(.object([
            ("capabilities", ServerCapabilities.json(encoding: client.positionEncoding)),
            ("serverInfo", .object([("name", .string("viewlint")), ("version", .string(ServerCapabilities.version))])),
        ]))
    }

    func initialized() {
        if client.supportsWatchedFileRegistration {
            send(request: "client/registerCapability", params: ServerCapabilities.watchedFilesRegistration)
        }
        if client.supportsWorkDoneProgress {
            waitingForProgressToken = send(request: "window/workDoneProgress/create",
                                           params: .object([("token", .string("viewlint-indexing"))]))
        } else {
            loadProject(progressToken: nil)
        }
    }

    @discardableResult
    func send(request method: String, params: JSONValue) -> JSONRPC.ID {
        let id = JSONRPC.ID.string("viewlint-\(nextOutgoingID)")
        nextOutgoingID += 1
        writer.send(JSONRPC.request(id: id, method, params))
        return id
    }

    /// The page of a rule for `codeDescription` and hovers.
    func documentationLink(_ rule: String) -> String? {
        if let template = options.documentationURL { return template.replacingAll("{rule}", with: rule) }
        return documentation(rule)
    }

    /// window/logMessage: 1 error, 2 warning, 3 info, 4 log.
    func log(_ message: String, type: Int) {
        writer.send(JSONRPC.notification("window/logMessage", .object([("type", .int(type)), ("message", .string(message))])))
    }

    func show(_ message: String, type: Int) {
        writer.send(JSONRPC.notification("window/showMessage", .object([("type", .int(type)), ("message", .string(message))])))
    }
}

/// Request ids the client cancelled; written by the reader thread, read by the loop.
final class CancelledRequests: @unchecked Sendable {
    private var ids: Set<JSONRPC.ID> = []
    private let lock = NSLockLite()

    /// Cancels usually arrive for requests already answered; the set is cleared at a size no
    /// queue of pending requests reaches, so it cannot grow over an editing session.
    func cancel(_ id: JSONRPC.ID) {
        lock.withLock {
            if ids.count >= 256 { ids.removeAll() }
            ids.insert(id)
        }
    }
    func take(_ id: JSONRPC.ID) -> Bool { lock.withLock { ids.remove(id) != nil } }
}

/// A detached POSIX thread running one closure (the message reader blocks in `read`).
final class ReaderThread: @unchecked Sendable {
    private let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }

    func start() {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Glibc)
        pthread_create(&thread, nil, { raw in
            let box = Unmanaged<ReaderThread>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        #else
        pthread_create(&thread, nil, { raw in
            let box = Unmanaged<ReaderThread>.fromOpaque(raw).takeRetainedValue()
            box.body()
            return nil
        }, context)
        #endif
        pthread_detach(thread)
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// What the reader thread has parsed and not yet queued; only that thread touches it.
private final class IncomingBatch {
    var items: [LanguageServer.Incoming] = []

    func take() -> [LanguageServer.Incoming] {
        defer { items.removeAll(keepingCapacity: true) }
        return items
    }
}
