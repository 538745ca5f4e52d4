/// Checkstyle XML, which Jenkins, reviewdog, Danger and many CI dashboards read:
///
///     <checkstyle version="4.3">
///       <file name="Sources/A.swift">
///         <error line="3" column="9" severity="warning" message="…" source="viewlint.rules.rule_id"/>
///       </file>
///     </checkstyle>
///
/// Files in path order, findings in report order; `note` is Checkstyle's `info`; columns are
/// Unicode scalars. Input errors are `error` entries of their file with source
/// `viewlint.input_error`.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public var includesInputErrors: Bool { true }

    public func render(_ report: LintReport) -> String {
        var byFile: [String: [String]] = [:]
        for finding in report.findings {
            let start = report.span(of: finding.range, in: finding.path).start
            byFile[finding.path, default: []].append(entry(line: start.line, column: start.scalarColumn,
                                                           severity: CheckstyleReporter.severity(finding.severity),
                                                           message: ReportText.singleLine(finding.message),
                                                           source: "viewlint.rules." + finding.ruleID))
        }
        for error in report.errors {
            byFile[error.path, default: []].append(entry(line: error.line, column: nil, severity: "error",
                                                         message: ReportText.singleLine(error.message), source: "viewlint.input_error"))
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in byFile.keys.sorted() {
            output += "  <file name=\"\(ReportText.xmlEscaped(path))\">\n"
            for line in byFile[path]! { output += "    " + line + "\n" }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    private func entry(line: Int?, column: Int?, severity: String, message: String, source: String) -> String {
        var attributes = ""
        if let line { attributes += " line=\"\(line)\"" }
        if let column { attributes += " column=\"\(column)\"" }
        return "<error\(attributes) severity=\"\(severity)\" message=\"\(ReportText.xmlEscaped(message))\" source=\"\(ReportText.xmlEscaped(source))\"/>"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
