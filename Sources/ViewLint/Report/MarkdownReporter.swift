/// A Markdown table, for pull-request comments and job summaries (`$GITHUB_STEP_SUMMARY`):
///
///     | file | line | column | severity | rule | message |
///     |---|---|---|---|---|---|
///     | Sources/A.swift | 3 | 9 | warning | `unstable_id` | … |
///
/// Cells are one line with `|` escaped, so every finding is one row; input errors are rows
/// with the rule `input error`. A clean run prints the header alone.
public struct MarkdownReporter: Reporter {
    public init() {}

    public var includesInputErrors: Bool { true }

    public func render(_ report: LintReport) -> String {
        var output = "| file | line | column | severity | rule | message |\n|---|---|---|---|---|---|\n"
        for finding in report.findings {
            let start = report.span(of: finding.range, in: finding.path).start
            output += row([MarkdownReporter.cell(finding.path), String(start.line), String(start.scalarColumn),
                           finding.severity.rawValue, "`\(finding.ruleID)`", MarkdownReporter.cell(finding.message)])
        }
        for error in report.errors {
            output += row([MarkdownReporter.cell(error.path), error.line.map(String.init) ?? "", error.column.map(String.init) ?? "",
                           "error", "input error", MarkdownReporter.cell(error.message)])
        }
        return output
    }

    private func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }

    /// One line, with the characters that would end the cell or start markup escaped.
    static func cell(_ text: String) -> String {
        var result = ""
        for scalar in ReportText.singleLine(text).unicodeScalars {
            switch scalar {
            case "|", "\\", "<", ">", "*", "_", "[", "]": result += "\\" + String(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
