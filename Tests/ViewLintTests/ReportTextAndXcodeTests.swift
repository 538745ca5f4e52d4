import Testing
@testable import ViewLint

/// A report built by hand (no rules needed): a file with tabs and multi-byte text, and findings
/// in deliberately scrambled order.
enum ReportFixture {
    static let viewSource = "struct V: View {\n    var body: some View {\n\t\tText(\"héllo 😀\").id(UUID())\n    }\n}\n"
    static let modelSource = "let a = 1\nlet b = [\n  2,\n]\n"

    static var viewFile: SourceFile { SourceFile(path: "App/V.swift", text: viewSource) }
    static var modelFile: SourceFile { SourceFile(path: "App/Model.swift", text: modelSource) }

    /// Byte range of the first occurrence of `needle` in `text`.
    static func range(of needle: String, in text: String) -> Range<Int> {
        let haystack = Array(text.utf8), pattern = Array(needle.utf8)
        for start in 0...(haystack.count - pattern.count) where Array(haystack[start..<(start + pattern.count)]) == pattern {
            return start..<(start + pattern.count)
        }
        fatalError("\(needle) not in fixture")
    }

    static var uuidFinding: Finding {
        let range = range(of: "UUID()", in: viewSource)
        return Finding(ruleID: "unstable_id", severity: .warning, message: "A new identity on every update.",
                       path: "App/V.swift", range: range, help: "Use a stable id.",
                       fix: Fix(title: "Use a stored id", safety: .unsafe(reason: "changes identity semantics"),
                                edits: [TextEdit(range: range, replacement: "item.id")]))
    }

    static var findings: [Finding] {
        [
            uuidFinding,
            // Spans lines 2–4: the underline stops at the end of line 2.
            Finding(ruleID: "multi_line", severity: .error, message: "Spans lines.", path: "App/Model.swift",
                    range: range(of: "[\n  2,\n]", in: modelSource)),
            Finding(ruleID: "a_note", severity: .note, message: "Note, \"quoted\": 100%\nsecond line",
                    path: "App/Model.swift", range: range(of: "a", in: modelSource)),
            Finding(ruleID: "b_rule", severity: .warning, message: "Same place, later rule.", path: "App/V.swift",
                    range: range(of: "UUID()", in: viewSource)),
        ]
    }

    static var rules: [RuleDescription] {
        [RuleDescription(id: "unstable_id", name: "Unstable Id", summary: "Finds fresh ids.", rationale: "Identity resets state.",
                         howToFix: "Use a stable id.", category: .identity, defaultSeverity: .warning,
                         fixSafety: .unsafe(reason: "r"), triggeringExamples: [], nonTriggeringExamples: [])]
    }

    static func report(errors: [InputError] = []) -> LintReport {
        LintReport(findings: findings, errors: errors, files: [viewFile, modelFile], filesScanned: 2,
                   rules: rules, tool: ToolInfo(version: "9.9.9"))
    }
}

@Suite struct ReportTextAndXcodeTests {
    @Test func outputOrderIsPathLineColumnRule() {
        let order = ReportFixture.report().findings.map(\.ruleID)
        #expect(order == ["a_note", "multi_line", "b_rule", "unstable_id"])
    }

    @Test func xcodeFormatIsExactlyOneLinePerFinding() {
        let output = XcodeReporter().render(ReportFixture.report())
        #expect(output == """
        App/Model.swift:1:5: note: Note, "quoted": 100% second line (a_note)
        App/Model.swift:2:9: error: Spans lines. (multi_line)
        App/V.swift:3:26: warning: Same place, later rule. (b_rule)
        App/V.swift:3:26: warning: A new identity on every update. (unstable_id)

        """)
    }

    @Test func textFormatShowsCodeFrameWithDisplayWidthCaretsAndTabs() {
        let report = LintReport(findings: [ReportFixture.uuidFinding], errors: [], files: [ReportFixture.viewFile],
                                filesScanned: 1, rules: [], tool: ToolInfo(version: "1"))
        let output = TextReporter(color: false).render(report)
        // `UUID()` starts at byte column 26 but scalar column 22 ("é" and "😀" are one scalar each),
        // display column 23 ("😀" takes two): the underline has the line's two tabs, 20 spaces,
        // then 6 carets.
        #expect(output == """
        App/V.swift:3:26: warning: A new identity on every update. [unstable_id]
         3 | \t\tText("héllo 😀").id(UUID())
           | \t\t\(String(repeating: " ", count: 20))^^^^^^
           = help: Use a stable id.

        """)
    }

    @Test func textUnderlineIsClippedToTheFirstLine() {
        let report = ReportFixture.report()
        let finding = report.findings.first { $0.ruleID == "multi_line" }!
        let output = TextReporter(color: false).render(finding, in: report)
        #expect(output == "App/Model.swift:2:9: error: Spans lines. [multi_line]\n 2 | let b = [\n   |         ^\n")
    }

    @Test func colourOnlyWhenAsked() {
        let report = ReportFixture.report()
        #expect(!TextReporter(color: false).render(report).contains("\u{1B}["))
        let coloured = TextReporter(color: true).render(report)
        #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;33m^^^^^^\u{1B}[0m"))
    }

    @Test func summaryCountsBySeverityAndErrors() {
        let report = ReportFixture.report(errors: [InputError(path: "x", message: "m")])
        #expect(TextReporter.summary(of: report) == "viewlint: 1 error, 2 warnings, 1 note, 1 input error in 2 files")
        let empty = LintReport(findings: [], errors: [], files: [], filesScanned: 1, rules: [], tool: ToolInfo(version: "1"))
        #expect(TextReporter.summary(of: empty) == "viewlint: no findings in 1 file")
    }

    @Test func inputErrorLinesForStandardError() {
        #expect(XcodeReporter.line(for: InputError(path: "a.swift", line: 2, column: 5, message: "not valid UTF-8"))
                == "a.swift:2:5: error: not valid UTF-8")
        #expect(XcodeReporter.line(for: InputError(path: "b.swift", message: "cannot read file: Permission denied"))
                == "b.swift: error: cannot read file: Permission denied")
    }

    @Test func failingSeverity() {
        let report = ReportFixture.report()
        #expect(report.hasFindings(atLeast: .error))
        let warningsOnly = LintReport(findings: [ReportFixture.uuidFinding], errors: [], files: [ReportFixture.viewFile],
                                      filesScanned: 1, rules: [], tool: ToolInfo(version: "1"))
        #expect(!warningsOnly.hasFindings(atLeast: .error))
        #expect(warningsOnly.hasFindings(atLeast: .warning))
    }
}
