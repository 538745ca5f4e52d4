/// JUnit XML, for CI systems that show test results (GitLab, Jenkins, Azure, CircleCI): one
/// test suite `viewlint`, one failing test case per finding (class name: the file; name: rule
/// and position) with the severity as the failure type, and one erroring test case per input
/// error. A clean run is an empty, passing suite.
public struct JUnitReporter: Reporter {
    public init() {}

    public var includesInputErrors: Bool { true }

    public func render(_ report: LintReport) -> String {
        var cases = ""
        for finding in report.findings {
            let start = report.span(of: finding.range, in: finding.path).start
            let message = ReportText.singleLine(finding.message)
            var details = "\(finding.path):\(start.line):\(start.scalarColumn): \(finding.severity.rawValue): \(message)"
            if let evidence = finding.evidence { details += "\nevidence: " + ReportText.singleLine(evidence.summary) }
            if let help = finding.help { details += "\nhelp: " + ReportText.singleLine(help) }
            cases += "    <testcase classname=\"\(ReportText.xmlEscaped(finding.path))\" name=\"\(finding.ruleID) at \(start.line):\(start.scalarColumn)\">\n"
            cases += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(ReportText.xmlEscaped(message))\">\(ReportText.xmlEscaped(details))</failure>\n"
            cases += "    </testcase>\n"
        }
        for error in report.errors {
            let position = error.line.map { ":\($0)" } ?? ""
            cases += "    <testcase classname=\"\(ReportText.xmlEscaped(error.path))\" name=\"input error\(position)\">\n"
            cases += "      <error type=\"input\" message=\"\(ReportText.xmlEscaped(ReportText.singleLine(error.message)))\"/>\n"
            cases += "    </testcase>\n"
        }
        let tests = report.findings.count + report.errors.count
        let counts = "tests=\"\(tests)\" failures=\"\(report.findings.count)\" errors=\"\(report.errors.count)\""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"viewlint\" \(counts)>\n"
            + "  <testsuite name=\"viewlint\" \(counts) skipped=\"0\">\n" + cases + "  </testsuite>\n</testsuites>\n"
    }
}
