/// One versioned JSON document per run, documented field by field in docs/json-output.md and
/// described by docs/viewlint-report.schema.json. Field names and order are stable; a change
/// that removes or renames a field bumps `version`.
public struct JSONReporter: Reporter {
    public static let formatVersion = 1

    public init() {}

    public var includesInputErrors: Bool { true }

    public func render(_ report: LintReport) -> String {
        document(report).serialized()
    }

    public func document(_ report: LintReport) -> JSONValue {
        .object([
            ("version", .int(JSONReporter.formatVersion)),
            ("tool", .object([("name", .string(report.tool.name)), ("version", .string(report.tool.version))])),
            ("files_scanned", .int(report.filesScanned)),
            ("findings", .array(report.findings.map { finding(for: $0, in: report) })),
            ("errors", .array(report.errors.map(JSONReporter.error))),
        ])
    }

    private func finding(for finding: Finding, in report: LintReport) -> JSONValue {
        let span = report.span(of: finding.range, in: finding.path)
        return .object([
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.path)),
            ("range", JSONReporter.range(span)),
            ("lsp_range", JSONReporter.lspRange(span)),
            ("help", .string(finding.help)),
            ("fix", finding.fix.map { fix(for: $0, path: finding.path, in: report) } ?? .null),
            ("evidence", finding.evidence.map(EvidenceJSON.object) ?? .null),
        ])
    }

    private func fix(for fix: Fix, path: String, in report: LintReport) -> JSONValue {
        let safety: String
        var reason: String? = nil
        switch fix.safety {
        case .none: safety = "none"
        case .safe: safety = "safe"
        case .unsafe(let why): safety = "unsafe"; reason = why
        }
        return .object([
            ("title", .string(fix.title)),
            ("safety", .string(safety)),
            ("safety_reason", .string(reason)),
            ("edits", .array(fix.edits.map { edit in
                let span = report.span(of: edit.range, in: path)
                return .object([
                    ("range", JSONReporter.range(span)),
                    ("lsp_range", JSONReporter.lspRange(span)),
                    ("replacement", .string(edit.replacement)),
                ])
            })),
        ])
    }

    /// 1-based lines and columns (UTF-8 bytes, and Unicode scalars), plus byte offsets.
    static func range(_ span: Span) -> JSONValue {
        func position(_ location: SourceLocation) -> JSONValue {
            .object([
                ("line", .int(location.line)),
                ("column", .int(location.column)),
                ("scalar_column", .int(location.scalarColumn)),
                ("offset", .int(location.offset)),
            ])
        }
        return .object([("start", position(span.start)), ("end", position(span.end))])
    }

    /// The Language Server Protocol's range: 0-based lines, 0-based UTF-16 characters.
    static func lspRange(_ span: Span) -> JSONValue {
        func position(_ location: SourceLocation) -> JSONValue {
            .object([("line", .int(location.line - 1)), ("character", .int(location.utf16Column))])
        }
        return .object([("start", position(span.start)), ("end", position(span.end))])
    }

    static func error(_ error: InputError) -> JSONValue {
        .object([
            ("file", .string(error.path)),
            ("line", error.line.map(JSONValue.int) ?? .null),
            ("column", error.column.map(JSONValue.int) ?? .null),
            ("message", .string(error.message)),
        ])
    }
}
