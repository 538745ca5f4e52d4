/// `path:line:col: warning: message (rule_id)`, one line per finding (a message that quotes
/// several lines is joined onto one): the form Xcode turns into issues in a build phase.
/// Nothing else is written to standard output.
public struct XcodeReporter: Reporter {
    public init() {}

    public var includesInputErrors: Bool { false }

    public func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.findings {
            let start = report.span(of: finding.range, in: finding.path).start
            output += "\(finding.path):\(start.line):\(start.column): \(XcodeReporter.word(finding.severity)): \(ReportText.singleLine(finding.message)) (\(finding.ruleID))\n"
        }
        return output
    }

    /// Xcode knows `error`, `warning` and `note`; ours are spelled the same.
    static func word(_ severity: Severity) -> String { severity.rawValue }

    /// An input error in the same clickable form, for standard error.
    public static func line(for error: InputError) -> String {
        if let line = error.line, let column = error.column {
            return "\(error.path):\(line):\(column): error: \(ReportText.singleLine(error.message))"
        }
        return "\(error.path): error: \(ReportText.singleLine(error.message))"
    }
}
