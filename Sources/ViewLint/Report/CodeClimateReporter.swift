/// Code Climate issues as GitLab's code quality report reads them (a JSON array; GitLab shows
/// them in merge requests): `description`, `check_name`, `fingerprint`, `severity` (`info`,
/// `minor`, `major`, `critical`, `blocker`) and `location.path` with `location.lines.begin`,
/// plus Code Climate's `type`, `categories`, `engine_name` and `location.positions`.
/// Fingerprints are the SARIF ones (rule, file, trimmed source lines, occurrence), so an issue
/// keeps its identity when unrelated edits shift lines.
public struct CodeClimateReporter: Reporter {
    public init() {}

    public var includesInputErrors: Bool { true }

    public func render(_ report: LintReport) -> String {
        var issues: [JSONValue] = []
        for (finding, fingerprint) in zip(report.findings, SARIFReporter.fingerprints(report)) {
            let span = report.span(of: finding.range, in: finding.path)
            var description = ReportText.singleLine(finding.message)
            if let help = finding.help { description += " (" + ReportText.singleLine(help) + ")" }
            issues.append(issue(description: description, checkName: finding.ruleID, fingerprint: fingerprint,
                                severity: CodeClimateReporter.severity(finding.severity), path: finding.path,
                                begin: (span.start.line, span.start.scalarColumn), end: (span.end.line, span.end.scalarColumn)))
        }
        for error in report.errors {
            var hash = StableHash()
            hash.combine("input_error")
            hash.combine(error.path)
            hash.combine(error.message)
            let line = error.line ?? 1
            issues.append(issue(description: ReportText.singleLine(error.message), checkName: "viewlint_input_error",
                                fingerprint: StableHash.hex(hash.value), severity: "blocker", path: error.path,
                                begin: (line, 1), end: (line, 1)))
        }
        return JSONValue.array(issues).serialized()
    }

    private func issue(description: String, checkName: String, fingerprint: String, severity: String, path: String,
                       begin: (line: Int, column: Int), end: (line: Int, column: Int)) -> JSONValue {
        .object([
            ("type", .string("issue")),
            ("engine_name", .string("viewlint")),
            ("check_name", .string(checkName)),
            ("description", .string(description)),
            ("categories", .array([.string("Bug Risk")])),
            ("severity", .string(severity)),
            ("fingerprint", .string(fingerprint)),
            ("location", .object([
                ("path", .string(path)),
                ("lines", .object([("begin", .int(begin.line)), ("end", .int(end.line))])),
                ("positions", .object([
                    ("begin", .object([("line", .int(begin.line)), ("column", .int(begin.column))])),
                    ("end", .object([("line", .int(end.line)), ("column", .int(end.column))])),
                ])),
            ])),
        ])
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }
}
