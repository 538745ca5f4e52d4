import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ViewLint

/// checkstyle, junit, codeclimate and markdown on the hand-built report (a multi-line message,
/// quotes, `%`, markup characters, an input error), one-line messages everywhere, and the text
/// underline placed by display width. Real consumers check the formats in
/// Tests/Integration/reporters.sh.
@Suite struct ReportNewFormatsTests {
    static var report: LintReport {
        var findings = ReportFixture.findings
        findings.append(Finding(ruleID: "markup", severity: .warning, message: "a <b> & 'c' | d_e *f*\r\n  second\u{2028}third",
                                path: "App/V.swift", range: ReportFixture.range(of: "Text", in: ReportFixture.viewSource)))
        return LintReport(findings: findings, errors: [InputError(path: "Bad.swift", line: 2, column: 3, message: "not valid UTF-8")],
                          files: [ReportFixture.viewFile, ReportFixture.modelFile], filesScanned: 3, rules: [], tool: ToolInfo(version: "1"))
    }

    /// Element names and attributes of a document, read by Foundation's XML parser.
    final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append((name, attributes))
        }
    }

    private func parseXML(_ text: String) throws -> [(name: String, attributes: [String: String])] {
        let parser = XMLParser(data: Data(text.utf8))
        let elements = Elements()
        parser.delegate = elements
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        return elements.elements
    }

    @Test func everyHeaderIsOneLine() {
        let report = Self.report
        let xcode = XcodeReporter().render(report)
        #expect(xcode.split(separator: "\n").count == report.findings.count)
        #expect(xcode.contains("warning: a <b> & 'c' | d_e *f* second third (markup)"))
        let text = TextReporter(color: false).render(report)
        #expect(text.contains("note: Note, \"quoted\": 100% second line [a_note]\n"))
        let github = GitHubReporter().render(report)
        #expect(github.split(separator: "\n").count == report.findings.count + report.errors.count)
    }

    @Test func checkstyle() throws {
        let output = CheckstyleReporter().render(Self.report)
        let elements = try parseXML(output)
        #expect(elements.first?.name == "checkstyle")
        #expect(elements.filter { $0.name == "file" }.map { $0.attributes["name"] } == ["App/Model.swift", "App/V.swift", "Bad.swift"])
        let errors = elements.filter { $0.name == "error" }
        #expect(errors.count == 6)
        #expect(errors.map { $0.attributes["severity"] ?? "" }.sorted() == ["error", "error", "info", "warning", "warning", "warning"])
        #expect(errors.contains { $0.attributes["message"] == "a <b> & 'c' | d_e *f* second third" && $0.attributes["source"] == "viewlint.rules.markup" })
        #expect(errors.contains { $0.attributes["source"] == "viewlint.input_error" && $0.attributes["line"] == "2" })
    }

    @Test func junit() throws {
        let elements = try parseXML(JUnitReporter().render(Self.report))
        let suites = elements.filter { $0.name == "testsuite" }
        #expect(suites.count == 1)
        #expect(suites.first?.attributes["tests"] == "6" && suites.first?.attributes["failures"] == "5" && suites.first?.attributes["errors"] == "1")
        #expect(elements.filter { $0.name == "testcase" }.count == 6)
        #expect(elements.filter { $0.name == "failure" }.map { $0.attributes["type"] ?? "" }.sorted() == ["error", "note", "warning", "warning", "warning"])
        let clean = LintReport(findings: [], errors: [], files: [], filesScanned: 1, rules: [], tool: ToolInfo(version: "1"))
        #expect(try parseXML(JUnitReporter().render(clean)).filter { $0.name == "testcase" }.isEmpty)
    }

    @Test func codeClimate() throws {
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(CodeClimateReporter().render(Self.report).utf8)) as? [[String: Any]])
        #expect(issues.count == 6)
        let fingerprints = Set(issues.compactMap { $0["fingerprint"] as? String })
        #expect(fingerprints.count == 6, "fingerprints are unique")
        for issue in issues {
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] is String)
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
            #expect(!(issue["description"] as? String ?? "").contains("\n"))
        }
        #expect(issues.contains { $0["check_name"] as? String == "unstable_id" && ($0["description"] as? String)?.hasSuffix("(Use a stable id.)") == true })
    }

    @Test func markdown() {
        let output = MarkdownReporter().render(Self.report)
        let rows = output.split(separator: "\n")
        #expect(rows.count == 2 + 6)
        #expect(rows.dropFirst(2).allSatisfy { $0.hasPrefix("| ") && $0.hasSuffix(" |") })
        #expect(output.contains("| a \\<b\\> & 'c' \\| d\\_e \\*f\\* second third |"))
        #expect(MarkdownReporter().render(LintReport(findings: [], errors: [], files: [], filesScanned: 0, rules: [], tool: ToolInfo(version: "1")))
                == "| file | line | column | severity | rule | message |\n|---|---|---|---|---|---|\n")
    }

    @Test func caretUnderWideCharacters() {
        let source = "let 名前 = Text(\"x\") // é́ 😀\nlet a = Text(\"y\")\n"
        let file = SourceFile(path: "W.swift", text: source)
        let finding = Finding(ruleID: "r", severity: .warning, message: "m", path: "W.swift",
                              range: ReportFixture.range(of: "Text", in: source))
        let report = LintReport(findings: [finding], errors: [], files: [file], filesScanned: 1, rules: [], tool: ToolInfo(version: "1"))
        let lines = TextReporter(color: false).render(report).split(separator: "\n", omittingEmptySubsequences: false)
        // "let 名前 = " is 4 + 2×2 + 3 = 11 columns wide.
        #expect(lines[2] == "   | " + String(repeating: " ", count: 11) + "^^^^")
        let wideFinding = Finding(ruleID: "r", severity: .warning, message: "m", path: "W.swift", range: ReportFixture.range(of: "名前", in: source))
        let wide = TextReporter(color: false).render(LintReport(findings: [wideFinding], errors: [], files: [file], filesScanned: 1,
                                                                rules: [], tool: ToolInfo(version: "1")))
        #expect(wide.split(separator: "\n")[2] == "   |     ^^^^")
    }

    @Test func displayWidths() {
        #expect(ReportText.displayWidth(of: "abc") == 3)
        #expect(ReportText.displayWidth(of: "漢字かなカナ한국") == 16)
        #expect(ReportText.displayWidth(of: "e\u{301}") == 1, "a combining accent takes no column")
        #expect(ReportText.displayWidth(of: "😀") == 2)
        #expect(ReportText.displayWidth(of: "ＡＢ") == 4, "fullwidth forms")
        #expect(ReportText.displayWidth(of: "👍\u{FE0F}") == 2)
    }

    @Test func singleLineJoinsEveryKindOfLineBreak() {
        #expect(ReportText.singleLine("a\nb\r\nc\u{2028}d\u{85}e") == "a b c d e")
        #expect(ReportText.singleLine("  quoted:\n      Text(x)\n  ") == "  quoted: Text(x)")
        #expect(ReportText.singleLine("one line") == "one line")
    }
}
