import ViewLint

/// Turns one file's analysis into protocol diagnostics: the same findings, severities and
/// ranges `viewlint lint --reporter json` reports (its `lsp_range` is the UTF-16 form of the
/// same range), with the evidence summary on the message's second line, where every client
/// shows it.
struct DiagnosticFormatter {
    var encoding: PositionEncoding
    /// The page of a rule (`codeDescription.href`), when there is one to link.
    var documentation: (String) -> String?
    var supportsCodeDescription: Bool
    var supportsTags: Bool

    /// Rules whose findings mark code that does nothing (shown faded by clients).
    static let unnecessaryRules: Set<String> = ["superfluous_disable_command"]

    func diagnostics(for result: FileAnalysis) -> [JSONValue] {
        guard let source = result.source else {
            return result.errors.map { error(for: $0, in: nil) }
        }
        let mapper = PositionMapper(file: source, encoding: encoding)
        return result.errors.map { error(for: $0, in: source) } + result.findings.map { diagnostic(for: $0, mapper: mapper) }
    }

    func diagnostic(for finding: Finding, mapper: PositionMapper) -> JSONValue {
        var message = finding.message
        if let evidence = finding.evidence {
            message += "\nevidence: " + Self.statusAndSummary(evidence)
        }
        var members: [(String, JSONValue)] = [
            ("range", mapper.range(of: finding.range)),
            ("severity", .int(Self.severity(finding.severity))),
            ("code", .string(finding.ruleID)),
        ]
        if supportsCodeDescription, let href = documentation(finding.ruleID) {
            members.append(("codeDescription", .object([("href", .string(href))])))
        }
        members.append(("source", .string("viewlint")))
        members.append(("message", .string(message)))
        if supportsTags, Self.unnecessaryRules.contains(finding.ruleID) {
            members.append(("tags", .array([.int(1)])))
        }
        members.append(("data", .object([("rule", .string(finding.ruleID)), ("fixable", .bool(finding.fix?.edits.isEmpty == false))])))
        return .object(members)
    }

    /// A problem that kept the file from being linted (not UTF-8, unreadable, too large).
    func error(for error: InputError, in source: SourceFile?) -> JSONValue {
        var position = Position(line: 0, character: 0)
        if let source, let line = error.line, let column = error.column {
            let offset = source.offset(line: line, column: column)
            position = PositionMapper(file: source, encoding: encoding).position(of: offset)
        }
        return .object([
            ("range", .object([("start", position.json), ("end", position.json)])),
            ("severity", .int(1)),
            ("code", .string("input_error")),
            ("source", .string("viewlint")),
            ("message", .string(error.message)),
        ])
    }

    /// "confirmed: …" — the summary of an inconclusive run already starts with its status.
    static func statusAndSummary(_ evidence: Evidence) -> String {
        let status = evidence.status.rawValue
        return evidence.summary.hasPrefix(status + ":") ? evidence.summary : "\(status): \(evidence.summary)"
    }

    /// Protocol severities: 1 error, 2 warning, 3 information (a note, e.g. a refuted finding).
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }
}
