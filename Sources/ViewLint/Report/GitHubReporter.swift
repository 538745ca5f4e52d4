/// GitHub Actions workflow commands, which become annotations on the pull request:
///
///     ::warning file=Sources/A.swift,line=3,col=9,endLine=3,endColumn=14,title=rule_id::message
///
/// Escaping follows the runner (actions/toolkit `command.ts`): in the message `%`, `\r`, `\n`
/// become `%25`, `%0D`, `%0A`; in property values `:` and `,` are escaped too (`%3A`, `%2C`).
/// Columns are 1-based Unicode-scalar columns, which is how the annotation is drawn.
public struct GitHubReporter: Reporter {
    public init() {}

    public var includesInputErrors: Bool { true }

    public func render(_ report: LintReport) -> String {
        var output = ""
        for finding in report.findings {
            let span = report.span(of: finding.range, in: finding.path)
            let end = span.end
            let properties = [
                ("file", finding.path),
                ("line", String(span.start.line)),
                ("col", String(span.start.scalarColumn)),
                ("endLine", String(end.line)),
                ("endColumn", String(end.scalarColumn)),
                ("title", finding.ruleID),
            ]
            var message = ReportText.singleLine(finding.message)
            if let evidence = finding.evidence { message += "\nevidence: " + evidence.summary }
            if let help = finding.help { message += "\nhelp: " + help }
            output += command(GitHubReporter.level(finding.severity), properties, message)
        }
        for error in report.errors {
            var properties = [("file", error.path)]
            if let line = error.line { properties.append(("line", String(line))) }
            // No `col`: an input error's column counts UTF-8 bytes; annotations count characters.
            properties.append(("title", "viewlint input error"))
            output += command("error", properties, error.message)
        }
        return output
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    private func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(GitHubReporter.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(GitHubReporter.escapeData(message))\n"
    }

    public static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of one scalar, without Foundation. Scalars, not Characters:
    /// "\r\n" is one Character and would hide both of its scalars from a Character compare.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == target { result.append(contentsOf: replacement.unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }
}
