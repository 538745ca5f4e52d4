import ViewLint

/// What the client said it can do, reduced to what changes the server's behaviour.
struct ClientCapabilities {
    var positionEncoding: PositionEncoding = .utf16
    var supportsWorkDoneProgress = false
    var supportsWatchedFileRegistration = false
    var supportsDocumentChanges = false
    var supportsCodeDescription = false
    var supportsTags = false
    var supportsMarkdownHover = false

    init() {}

    init(_ json: JSONValue?) {
        // The client lists the encodings it supports in order of preference; UTF-8 is what
        // the server counts in, so it wins whenever offered, and UTF-16 is the default.
        let offered = json?.value(at: "general", "positionEncodings")?.arrayValue?.compactMap(\.stringValue) ?? []
        if offered.contains(PositionEncoding.utf8.rawValue) {
            positionEncoding = .utf8
        } else if offered.contains(PositionEncoding.utf32.rawValue) && !offered.contains(PositionEncoding.utf16.rawValue) {
            positionEncoding = .utf32
        }
        supportsWorkDoneProgress = json?.value(at: "window", "workDoneProgress")?.boolValue ?? false
        supportsWatchedFileRegistration = json?.value(at: "workspace", "didChangeWatchedFiles", "dynamicRegistration")?.boolValue ?? false
        supportsDocumentChanges = json?.value(at: "workspace", "workspaceEdit", "documentChanges")?.boolValue ?? false
        supportsCodeDescription = json?.value(at: "textDocument", "publishDiagnostics", "codeDescriptionSupport")?.boolValue ?? false
        supportsTags = json?.value(at: "textDocument", "publishDiagnostics", "tagSupport") != nil
        let formats = json?.value(at: "textDocument", "hover", "contentFormat")?.arrayValue?.compactMap(\.stringValue)
        supportsMarkdownHover = formats?.contains("markdown") ?? false
    }
}

enum ServerCapabilities {
    static let version = "0.1.0"

    static func json(encoding: PositionEncoding) -> JSONValue {
        .object([
            ("positionEncoding", .string(encoding.rawValue)),
            // 2: incremental; full-text changes are accepted too.
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(2)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("hoverProvider", .bool(true)),
            ("codeActionProvider", .object([
                ("codeActionKinds", .array([.string("quickfix"), .string(CodeActionBuilder.fixAllKind)])),
            ])),
            ("diagnosticProvider", .object([
                ("identifier", .string("viewlint")),
                ("interFileDependencies", .bool(true)),
                ("workspaceDiagnostics", .bool(false)),
            ])),
        ])
    }

    /// Swift files and configuration files, wherever they are under the workspace.
    static let watchedFilesRegistration: JSONValue = .object([
        ("registrations", .array([.object([
            ("id", .string("viewlint-watched-files")),
            ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array([
                .object([("globPattern", .string("**/*.swift"))]),
                .object([("globPattern", .string("**/.viewlint.yml"))]),
            ]))])),
        ])])),
    ])
}
