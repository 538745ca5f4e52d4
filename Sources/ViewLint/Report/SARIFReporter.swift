/// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
///
/// - `tool.driver.rules` comes from the rules' descriptions; results point at them by id and index.
/// - Columns are Unicode scalars (`run.columnKind: "unicodeCodePoints"`), since SARIF's default
///   unit is UTF-16 and ours is not.
/// - Relative paths are relative to `%SRCROOT%` (the folder viewlint ran in).
/// - Input errors are `toolExecutionNotifications` of the invocation, which then reports
///   `executionSuccessful: false`: they are problems of the run, not results of a rule.
/// - For GitHub code scanning: rules carry `help.markdown` (the rule's documentation page) and
///   `properties.tags`/`problem.severity`; results carry `partialFingerprints` built like
///   baseline keys (rule, file, trimmed source lines, occurrence), so an alert keeps its
///   identity when unrelated edits shift lines.
public struct SARIFReporter: Reporter {
    public init() {}

    public var includesInputErrors: Bool { true }

    public func render(_ report: LintReport) -> String {
        document(report).serialized()
    }

    public func document(_ report: LintReport) -> JSONValue {
        let rules = report.rules.sorted { $0.id < $1.id }
        let driver: JSONValue = .object([
            ("name", .string(report.tool.name)),
            ("version", .string(report.tool.version)),
            ("informationUri", .string(report.tool.informationURI)),
            ("rules", .array(rules.map(SARIFReporter.rule))),
        ])
        let invocation: JSONValue = .object([
            ("executionSuccessful", .bool(report.errors.isEmpty)),
            ("toolExecutionNotifications", .array(report.errors.map(SARIFReporter.notification))),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([invocation])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(zip(report.findings, SARIFReporter.fingerprints(report)).map { finding, fingerprint in
                result(for: finding, fingerprint: fingerprint, rules: rules, in: report)
            })),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func rule(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(rule.howToFix)), ("markdown", .string(RuleDocumentation.page(for: rule)))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("properties", .object([
                ("category", .string(rule.category.rawValue)),
                ("status", .string(rule.status.rawValue)),
                ("tags", .array([.string("swiftui"), .string(rule.category.rawValue)])),
                ("problem.severity", .string(rule.defaultSeverity == .note ? "recommendation" : level(rule.defaultSeverity))),
            ])),
        ])
    }

    /// One fingerprint per finding (in report order): rule, path, the trimmed source lines and
    /// how many identical (rule, path, lines) findings came before it.
    public static func fingerprints(_ report: LintReport) -> [String] {
        var seen: [String: Int] = [:]
        return report.findings.map { finding in
            let source = report.files[finding.path].map { Baseline.sourceText(of: finding.range, in: $0) } ?? ""
            var hash = StableHash()
            hash.combine(finding.ruleID)
            hash.combine(finding.path)
            hash.combine(source)
            let base = StableHash.hex(hash.value)
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            return base + ":" + String(occurrence + 1)
        }
    }

    private func result(for finding: Finding, fingerprint: String, rules: [RuleDescription], in report: LintReport) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let index = rules.firstIndex(where: { $0.id == finding.ruleID }) { members.append(("ruleIndex", .int(index))) }
        var text = finding.message
        if let evidence = finding.evidence { text += "\nevidence: " + evidence.summary }
        if let help = finding.help { text += "\nhelp: " + help }
        members.append(("level", .string(SARIFReporter.level(finding.severity))))
        members.append(("message", .object([("text", .string(text))])))
        let span = report.span(of: finding.range, in: finding.path)
        members.append(("locations", .array([.object([
            ("physicalLocation", .object([
                ("artifactLocation", SARIFReporter.artifactLocation(finding.path)),
                ("region", SARIFReporter.region(span)),
            ])),
        ])])))
        members.append(("partialFingerprints", .object([("viewlintSourceHash/v1", .string(fingerprint))])))
        if let fix = finding.fix {
            let replacements: [JSONValue] = fix.edits.map { edit in
                .object([
                    ("deletedRegion", SARIFReporter.region(report.span(of: edit.range, in: finding.path))),
                    ("insertedContent", .object([("text", .string(edit.replacement))])),
                ])
            }
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.title))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", SARIFReporter.artifactLocation(finding.path)),
                    ("replacements", .array(replacements)),
                ])])),
            ])])))
        }
        return .object(members)
    }

    static func region(_ span: Span) -> JSONValue {
        .object([
            ("startLine", .int(span.start.line)),
            ("startColumn", .int(span.start.scalarColumn)),
            ("endLine", .int(span.end.line)),
            ("endColumn", .int(span.end.scalarColumn)),
        ])
    }

    static func notification(_ error: InputError) -> JSONValue {
        // Line only: an input error's column counts UTF-8 bytes, not the run's code points.
        var region: [(String, JSONValue)] = []
        if let line = error.line { region.append(("startLine", .int(line))) }
        var physical: [(String, JSONValue)] = [("artifactLocation", artifactLocation(error.path))]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        return .object([
            ("level", .string("error")),
            ("message", .object([("text", .string(error.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        ])
    }

    static func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") { return .object([("uri", .string("file://" + percentEncoded(path)))]) }
        return .object([("uri", .string(percentEncoded(path))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    /// RFC 3986: everything but unreserved characters and `/` is percent-encoded (as UTF-8).
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
