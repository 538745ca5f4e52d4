import ViewLint

// Requests about one document: pull diagnostics, code actions, hover.
extension LanguageServer {
    /// The path of the request's document, analysed up to its latest text; an error for a
    /// document that is neither open nor a file of the project.
    func currentResult(_ params: JSONValue) -> Result<(path: String, uri: String, result: FileAnalysis), JSONRPC.ResponseError> {
        guard let uri = params.value(at: "textDocument", "uri")?.stringValue else {
            return .failure(.init(.invalidParams, "textDocument.uri is missing"))
        }
        guard loaded else { return .failure(.init(.requestFailed, "the project is still being indexed; try again")) }
        let path = FileURI.path(of: uri)
        if documents[path] != nil {
            if !changedBuffers.isEmpty || analysisDeadline != nil || analysis.staleFiles().contains(path) {
                analysisDeadline = nil
                analyzeOpenDocuments()
            }
        } else {
            guard analysis.isProjectFile(path) else {
                return .failure(.init(.invalidParams, "\(uri) is not open and not a Swift file of the project"))
            }
            if analysis.staleFiles().contains(path) || results[path] == nil {
                record(analysis.analyze([path]), alwaysPublish: [])
            }
        }
        guard let result = results[path] else {
            return .failure(.init(.requestFailed, "\(uri) has no analysis"))
        }
        return .success((path, uris[path] ?? uri, result))
    }

    func pullDiagnostics(_ params: JSONValue) -> Result<JSONValue, JSONRPC.ResponseError> {
        currentResult(params).map { path, _, _ in
            let id = String(resultIDs[path] ?? 0)
            if params["previousResultId"]?.stringValue == id, oversized[path] == nil {
                return .object([("kind", .string("unchanged")), ("resultId", .string(id))])
            }
            return .object([("kind", .string("full")), ("resultId", .string(id)), ("items", .array(diagnostics(for: path)))])
        }
    }

    func codeActions(_ params: JSONValue) -> Result<JSONValue, JSONRPC.ResponseError> {
        currentResult(params).flatMap { path, uri, result in
            guard let source = result.source, let start = Position(params.value(at: "range", "start")),
                  let end = Position(params.value(at: "range", "end")) else {
                return .failure(.init(.invalidParams, "codeAction needs textDocument and a range"))
            }
            let only = params.value(at: "context", "only")?.arrayValue?.compactMap(\.stringValue)
            let mapper = PositionMapper(file: source, encoding: client.positionEncoding)
            let requested = mapper.offset(of: start)...mapper.offset(of: end)
            let builder = CodeActionBuilder(uri: uri, version: documents[path]?.version, source: source,
                                            encoding: client.positionEncoding, useDocumentChanges: client.supportsDocumentChanges)
            var actions: [JSONValue] = []
            if CodeActionBuilder.wanted("quickfix", only: only) {
                let formatter = self.formatter
                for finding in result.findings
                where finding.range.lowerBound <= requested.upperBound && finding.range.upperBound >= requested.lowerBound {
                    actions += builder.quickFixes(for: finding, diagnostic: formatter.diagnostic(for: finding, mapper: mapper))
                }
            }
            if CodeActionBuilder.wanted(CodeActionBuilder.fixAllKind, only: only),
               result.findings.contains(where: { FixApplier.isAutomatic($0.fix) }),
               let fixed = analysis.fixedContents(of: path), let fixAll = builder.fixAll(fixed: fixed) {
                actions.append(fixAll)
            }
            return .success(.array(actions))
        }
    }

    func hover(_ params: JSONValue) -> Result<JSONValue, JSONRPC.ResponseError> {
        currentResult(params).flatMap { _, _, result in
            guard let source = result.source, let position = Position(params["position"]) else {
                return .failure(.init(.invalidParams, "hover needs textDocument and a position"))
            }
            let mapper = PositionMapper(file: source, encoding: client.positionEncoding)
            let offset = mapper.offset(of: position)
            let hits = result.findings.filter { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
            guard !hits.isEmpty else { return .success(.null) }
            let rules = analysis.rules
            let text = hits.map { finding in
                HoverBuilder.markdown(for: finding, rule: rules.first { $0.id == finding.ruleID },
                                      documentation: documentationLink(finding.ruleID))
            }.joined(separator: "\n---\n\n")
            let lower = hits.map(\.range.lowerBound).min()!
            let upper = hits.map(\.range.upperBound).max()!
            return .success(.object([
                ("contents", .object([("kind", .string(client.supportsMarkdownHover ? "markdown" : "plaintext")),
                                      ("value", .string(text))])),
                ("range", mapper.range(of: lower..<upper)),
            ]))
        }
    }
}
