/// Everything a reporter needs about one run: the findings (already in output order), the
/// input errors, the files (for positions and code frames) and the rules (for SARIF metadata).
public struct LintReport: Sendable {
    public var findings: [Finding]
    public var errors: [InputError]
    /// Every file that was read, by reported path.
    public var files: [String: SourceFile]
    public var filesScanned: Int
    public var rules: [RuleDescription]
    public var tool: ToolInfo

    public init(findings: [Finding], errors: [InputError], files: [SourceFile], filesScanned: Int,
                rules: [RuleDescription], tool: ToolInfo) {
        self.findings = findings.sorted(by: LintReport.outputOrder)
        self.errors = errors.sorted { ($0.path, $0.line ?? 0, $0.column ?? 0) < ($1.path, $1.line ?? 0, $1.column ?? 0) }
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.filesScanned = filesScanned
        self.rules = rules
        self.tool = tool
    }

    /// Path, then position, then rule id, then message: deterministic whatever the thread timing.
    public static func outputOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
        if a.range.upperBound != b.range.upperBound { return a.range.upperBound < b.range.upperBound }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }

    /// Start and end of a byte range in `path`, in every unit. A finding in a file the report
    /// does not hold (which the lint command never produces) is placed at 1:1.
    public func span(of range: Range<Int>, in path: String) -> Span {
        guard let file = files[path] else {
            let origin = SourceLocation(offset: 0, line: 1, column: 1, scalarColumn: 1, utf16Column: 0)
            return Span(start: origin, end: origin)
        }
        return Span(start: file.location(of: range.lowerBound), end: file.location(of: range.upperBound))
    }

    /// Whether any finding is at or above `severity`.
    public func hasFindings(atLeast severity: Severity) -> Bool {
        findings.contains { $0.severity >= severity }
    }
}

/// A located range: start and end positions (end is exclusive).
public struct Span: Sendable, Equatable {
    public var start: SourceLocation
    public var end: SourceLocation
}

/// The tool's name and version, as reports state them.
public struct ToolInfo: Sendable {
    public var name: String
    public var version: String
    public var informationURI: String

    public init(name: String = "viewlint", version: String, informationURI: String = "https://github.com/viewlint/viewlint") {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}

/// Turns a report into the text written to standard output.
public protocol Reporter: Sendable {
    func render(_ report: LintReport) -> String
    /// Whether input errors are part of the output (machine formats) or belong on standard
    /// error (human formats).
    var includesInputErrors: Bool { get }
}

/// The reporters by name, as `--reporter` and `reporter:` spell them.
public enum ReporterKind: String, Sendable, CaseIterable {
    case text, xcode, json, sarif, github, checkstyle, junit, codeclimate, markdown

    /// Whether the format is for programs (no progress, no summary on standard error).
    public var isMachineReadable: Bool {
        switch self {
        case .text, .xcode: return false
        case .json, .sarif, .github, .checkstyle, .junit, .codeclimate, .markdown: return true
        }
    }

    public func makeReporter(color: Bool) -> any Reporter {
        switch self {
        case .text: return TextReporter(color: color)
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        case .codeclimate: return CodeClimateReporter()
        case .markdown: return MarkdownReporter()
        }
    }
}
