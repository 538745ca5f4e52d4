/// The human format: a clickable header, the source line with a caret underline, and the help.
///
///     Sources/Feed.swift:12:9: warning: message [rule_id]
///       12 |         Text(item.title)
///          |         ^^^^
///          = help: how to fix it
///
/// The underline is clipped to the finding's first line and placed by display width (East Asian
/// wide characters and emoji take two columns, combining marks none), copying tabs from the
/// source line so it stays under the code in any tab width.
public struct TextReporter: Reporter {
    /// ANSI colours; the CLI decides (terminal, `NO_COLOR`, `--no-color`).
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    public var includesInputErrors: Bool { false }

    public func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.findings {
            output += render(finding, in: report)
        }
        return output
    }

    func render(_ finding: Finding, in report: LintReport) -> String {
        let span = report.span(of: finding.range, in: finding.path)
        let severity = paint(finding.severity.rawValue, style(for: finding.severity))
        var text = paint("\(finding.path):\(span.start.line):\(span.start.column):", "1") + " "
            + severity + ": " + paint(ReportText.singleLine(finding.message), "1") + " [\(finding.ruleID)]\n"
        let gutter = String(span.start.line).count
        let blank = String(repeating: " ", count: gutter + 2)
        if let file = report.files[finding.path] {
            let lineIndex = span.start.line - 1
            let lineRange = file.lineRange(at: lineIndex)
            let source = file.bytes[lineRange]
            let startInLine = min(max(span.start.offset, lineRange.lowerBound), lineRange.upperBound)
            let endInLine = min(max(span.end.offset, startInLine), lineRange.upperBound)
            var underline = ""
            for scalar in String(decoding: source[lineRange.lowerBound..<startInLine], as: UTF8.self).unicodeScalars {
                if scalar == "\t" { underline.append("\t") } else { underline += String(repeating: " ", count: ReportText.displayWidth(scalar)) }
            }
            let width = max(1, ReportText.displayWidth(of: Substring(String(decoding: source[startInLine..<endInLine], as: UTF8.self))))
            underline += paint(String(repeating: "^", count: width), style(for: finding.severity))
            text += paint(" \(span.start.line) |", "34") + " " + String(decoding: source, as: UTF8.self) + "\n"
            text += paint(blank + "|", "34") + " " + underline + "\n"
        }
        if let evidence = finding.evidence {
            text += paint(blank + "=", "34") + " " + paint("evidence:", "1") + " " + ReportText.singleLine(evidence.summary) + "\n"
        }
        if let help = finding.help {
            text += paint(blank + "=", "34") + " " + paint("help:", "1") + " " + ReportText.singleLine(help) + "\n"
        }
        return text
    }

    private func style(for severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// One line summing up the run, for standard error: "2 warnings, 1 error in 14 files".
    public static func summary(of report: LintReport) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts: [String] = []
        for severity in Severity.allCases.reversed() {
            let n = report.findings.filter { $0.severity == severity }.count
            if n > 0 { parts.append(count(n, severity.rawValue)) }
        }
        if !report.errors.isEmpty { parts.append(count(report.errors.count, "input error")) }
        let found = parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
        return "viewlint: \(found) in \(count(report.filesScanned, "file"))"
    }
}
