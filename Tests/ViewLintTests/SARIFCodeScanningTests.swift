import Testing
import ViewLint

/// What GitHub code scanning uses beyond the basics: help markdown, tags and fingerprints that
/// survive line shifts but tell duplicates apart.
@Suite struct SARIFCodeScanningTests {
    private func report(_ text: String, findings needles: [String]) -> LintReport {
        let file = SourceFile(path: "App/V.swift", text: text)
        let findings = needles.enumerated().map { index, needle -> Finding in
            // The index-th occurrence of the needle (needles repeat for duplicates).
            let count = needles[..<index].filter { $0 == needle }.count
            var from = 0
            var range = 0..<0
            for _ in 0...count {
                range = ReportFixture.range(of: needle, in: String(text.utf8.dropFirst(from))!)
                range = (range.lowerBound + from)..<(range.upperBound + from)
                from = range.upperBound
            }
            return Finding(ruleID: "unstable_id", severity: .warning, message: "m", path: file.path, range: range)
        }
        return LintReport(findings: findings, errors: [], files: [file], filesScanned: 1,
                          rules: ReportFixture.report().rules, tool: ToolInfo(version: "1"))
    }

    @Test func fingerprintsSurviveShiftsAndSeparateDuplicates() {
        let code = "a.id(UUID())\nb.id(UUID())\na.id(UUID())\n"
        let prints = SARIFReporter.fingerprints(report(code, findings: ["a.id", "b.id", "a.id"]))
        #expect(prints.count == 3)
        #expect(Set(prints).count == 3, "duplicates get distinct occurrence numbers")
        #expect(prints[0].hasSuffix(":1") && prints[2].hasSuffix(":2"))
        #expect(prints[0].dropLast(2) == prints[2].dropLast(2))
        let shifted = SARIFReporter.fingerprints(report("// new line\n\n" + code, findings: ["a.id", "b.id", "a.id"]))
        #expect(shifted == prints)
    }

    @Test func rulesCarryMarkdownHelpAndTags() throws {
        let document = SARIFReporter().document(ReportFixture.report())
        let rule = try #require(lookup(document, ["runs", 0, "tool", "driver", "rules", 0]))
        guard case .string(let markdown)? = lookup(rule, ["help", "markdown"]) else { Issue.record("no markdown help"); return }
        #expect(markdown.hasPrefix("# Unstable Id (`unstable_id`)"))
        #expect(lookup(rule, ["properties", "tags", 0]) == .string("swiftui"))
        #expect(lookup(rule, ["properties", "problem.severity"]) == .string("warning"))
        let result = try #require(lookup(document, ["runs", 0, "results", 0]))
        guard case .string(let fingerprint)? = lookup(result, ["partialFingerprints", "viewlintSourceHash/v1"]) else {
            Issue.record("no fingerprint"); return
        }
        #expect(fingerprint.count == 18)
    }
}
