import ViewLint

// Documents, files on disk and the analysis schedule.
extension LanguageServer {
    func loadProject(progressToken: String?) {
        guard !loaded else { return }
        let folder = root ?? FileSystemRoot.workingDirectory()
        let writer = self.writer
        if let token = progressToken {
            writer.send(Self.progress(token, .object([("kind", .string("begin")), ("title", .string("viewlint: indexing")),
                                                      ("percentage", .int(0))])))
        }
        let reporter = ProgressThrottle { done, total in
            guard let token = progressToken, total > 0 else { return }
            writer.send(Self.progress(token, .object([
                ("kind", .string("report")), ("message", .string("\(done)/\(total) files")),
                ("percentage", .int(done * 100 / total)),
            ])))
        }
        let problems = analysis.load(root: folder) { reporter.report($0, $1) }
        for problem in problems { show(problem, type: 1) }
        for path in documents.keys { changedBuffers.insert(path) }
        flushBuffers()
        // One whole-project analysis: every file's findings are known, so a later edit can
        // tell which other files' findings it changed.
        results = analysis.analyze(analysis.staleFiles())
        loaded = true
        if let token = progressToken {
            writer.send(Self.progress(token, .object([("kind", .string("end")),
                                                      ("message", .string("\(results.count) files analysed"))])))
        }
        for path in documents.keys { publish(path) }
    }

    static func progress(_ token: String, _ value: JSONValue) -> JSONValue {
        JSONRPC.notification("$/progress", .object([("token", .string(token)), ("value", value)]))
    }

    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
              let version = item["version"]?.intValue, let text = item["text"]?.stringValue else {
            log("textDocument/didOpen without uri, version and text; ignored", type: 1)
            return
        }
        let path = FileURI.path(of: uri)
        uris[path] = uri
        documents[path] = TextDocument(uri: uri, path: path, version: version, text: text)
        bufferChanged(path, debounce: false)
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params.value(at: "textDocument", "uri")?.stringValue,
              let version = params.value(at: "textDocument", "version")?.intValue,
              let changes = params["contentChanges"]?.arrayValue else {
            log("textDocument/didChange without uri, version and contentChanges; ignored", type: 1)
            return
        }
        let path = FileURI.path(of: uri)
        guard var document = documents[path] else {
            log("textDocument/didChange for \(uri), which is not open; ignored", type: 1)
            return
        }
        do {
            try document.apply(version: version, changes: changes, encoding: client.positionEncoding)
        } catch {
            switch error {
            case .staleVersion(let current, let received):
                log("textDocument/didChange for \(uri) with version \(received), not newer than \(current); ignored", type: 2)
            case .invalidChange(let problem):
                log("textDocument/didChange for \(uri) version \(version): \(problem); ignored", type: 1)
            }
            return
        }
        documents[path] = document
        // A change soon after the previous one is part of a burst: wait for the burst to
        // pause. A change after a pause is analysed at once (only the messages already queued
        // are applied first), so a single keystroke does not pay the debounce.
        let now = MonotonicClock.nanoseconds()
        let inBurst = lastChange.map { now - $0 < UInt64(options.debounceMilliseconds) * 1_000_000 } ?? false
        lastChange = now
        changedBuffers.insert(path)
        if inBurst { scheduleAnalysis(debounce: true) } else { scheduleFirstChange() }
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params.value(at: "textDocument", "uri")?.stringValue else { return }
        let path = FileURI.path(of: uri)
        guard documents.removeValue(forKey: path) != nil else { return }
        oversized[path] = nil
        changedBuffers.remove(path)
        // The file on disk is the truth again; its findings are republished if they differ.
        if loaded { analysis.setBuffer(nil, for: path) }
        scheduleAnalysis(debounce: false)
    }

    func didChangeWatchedFiles(_ params: JSONValue) {
        guard loaded else { return } // the load reads every file as it is now
        var reload = false
        for change in params["changes"]?.arrayValue ?? [] {
            guard let uri = change["uri"]?.stringValue else { continue }
            let path = FileURI.path(of: uri)
            if analysis.isConfigurationFile(path) || path.hasSuffix("/.viewlint.yml") {
                reload = true
            } else if path.hasSuffix(".swift"), documents[path] == nil {
                // An open document's buffer wins over the disk until it is closed.
                analysis.fileChangedOnDisk(path)
            }
        }
        if reload {
            for problem in analysis.reloadConfiguration() { show(problem, type: 1) }
            for path in documents.keys { changedBuffers.insert(path) }
        }
        scheduleAnalysis(debounce: false)
    }

    private func bufferChanged(_ path: String, debounce: Bool) {
        changedBuffers.insert(path)
        scheduleAnalysis(debounce: debounce)
    }

    func scheduleAnalysis(debounce: Bool) {
        let delay = debounce ? UInt64(options.debounceMilliseconds) * 1_000_000 : 0
        let deadline = MonotonicClock.nanoseconds() + delay
        // Each change in a burst moves the deadline: the burst is analysed once, after it pauses.
        analysisDeadline = debounce ? deadline : min(analysisDeadline ?? deadline, deadline)
    }

    /// A change after a pause: analysed as soon as the messages of the same write (a client
    /// sends a burst in one write) have been read, a moment, not the whole debounce.
    func scheduleFirstChange() {
        let grace = min(UInt64(options.debounceMilliseconds), 2) * 1_000_000
        let deadline = MonotonicClock.nanoseconds() + grace
        analysisDeadline = min(analysisDeadline ?? deadline, deadline)
    }

    /// When the loop should stop waiting for input: the debounce deadline, now when other
    /// files wait to be re-checked, or never.
    func nextWorkDeadline() -> UInt64? {
        guard loaded else { return nil }
        if let analysisDeadline { return analysisDeadline }
        return analysis.staleFiles().isEmpty ? nil : MonotonicClock.nanoseconds()
    }

    func performScheduledWork() {
        guard loaded else { return }
        let stale = analysis.staleFiles()
        if analysisDeadline != nil || !changedBuffers.isEmpty {
            analysisDeadline = nil
            analyzeOpenDocuments()
            return
        }
        // Other files, a batch at a time, in a stable order. A batch is sized to take about
        // `backgroundSliceMilliseconds` at the pace of the last one, so a keystroke arriving
        // meanwhile waits for a slice, never for the whole project.
        let budget = Double(options.backgroundSliceMilliseconds) * 1e6
        let size = max(1, min(options.backgroundBatch, Int(budget / max(backgroundPace, 1))))
        let batch = Set(stale.sorted().prefix(size))
        guard !batch.isEmpty else { return }
        let started = MonotonicClock.nanoseconds()
        record(analysis.analyze(batch), alwaysPublish: [])
        backgroundPace = Double(MonotonicClock.nanoseconds() - started) / Double(batch.count)
    }

    /// Hands changed buffers to the analysis, then analyses every open document that is stale.
    func analyzeOpenDocuments() {
        let changed = changedBuffers
        flushBuffers()
        let open = Set(documents.keys).intersection(analysis.staleFiles()).union(changed)
        guard !open.isEmpty else { return }
        record(analysis.analyze(open), alwaysPublish: changed)
    }

    func flushBuffers() {
        for path in changedBuffers.sorted() {
            guard let document = documents[path] else { continue }
            if document.file.bytes.count > options.maximumFileBytes {
                oversized[path] = document.file.bytes.count
                analysis.setBuffer([], for: path)
            } else {
                oversized[path] = nil
                analysis.setBuffer(document.file.bytes, for: path)
            }
        }
        changedBuffers.removeAll()
    }

    /// Keeps new results and publishes those that changed (and every one in `alwaysPublish`:
    /// a client waits for diagnostics after each edit, even when they are the same).
    func record(_ fresh: [String: FileAnalysis], alwaysPublish: Set<String>) {
        for (path, result) in fresh.sorted(by: { $0.key < $1.key }) {
            let changed = results[path] != result
            results[path] = result
            if changed {
                resultIDs[path] = nextResultID
                nextResultID += 1
            }
            if changed || alwaysPublish.contains(path) { publish(path) }
        }
    }

    /// The diagnostics of `path` as the protocol carries them.
    func diagnostics(for path: String) -> [JSONValue] {
        if let size = oversized[path] {
            let message = "viewlint does not lint buffers over \(options.maximumFileBytes) bytes in the editor; this one has \(size) (initializationOptions.maximumFileBytes raises the limit)"
            return [formatter.error(for: InputError(path: path, message: message), in: nil)]
        }
        guard let result = results[path] else { return [] }
        return formatter.diagnostics(for: result)
    }

    var formatter: DiagnosticFormatter {
        DiagnosticFormatter(encoding: client.positionEncoding, documentation: { [self] in documentationLink($0) },
                            supportsCodeDescription: client.supportsCodeDescription, supportsTags: client.supportsTags)
    }

    func publish(_ path: String) {
        var params: [(String, JSONValue)] = [("uri", .string(uris[path] ?? FileURI.uri(of: path)))]
        if let document = documents[path] { params.append(("version", .int(document.version))) }
        params.append(("diagnostics", .array(diagnostics(for: path))))
        writer.send(JSONRPC.notification("textDocument/publishDiagnostics", .object(params)))
    }
}

/// Progress reports at most once per percent.
final class ProgressThrottle: @unchecked Sendable {
    private let lock = NSLockLite()
    private var lastPercent = -1
    private let send: (Int, Int) -> Void

    init(_ send: @escaping (Int, Int) -> Void) { self.send = send }

    func report(_ done: Int, _ total: Int) {
        let percent = total > 0 ? done * 100 / total : 100
        let due = lock.withLock { () -> Bool in
            guard percent > lastPercent else { return false }
            lastPercent = percent
            return true
        }
        if due { send(done, total) }
    }
}

enum FileSystemRoot {
    static func workingDirectory() -> String { FileSystem.currentDirectory() }
}
