import Testing
import ViewLint

/// The README's severity table, cell by cell, through the library: a finding starts at the
/// configured severity or the rule's default; confirmed and inconclusive evidence keep it,
/// refuted evidence makes it a note (or drops it with `refuted: drop`); without confirmation
/// it is unchanged. A test rule with fixed evidence stands in for the engine.
@Suite struct SeverityPolicyTests {
    /// Reports every `let` with the evidence status named in its identifier (`let confirmed = 1`).
    struct FixedEvidenceRule: Rule {
        static let description = RuleDescription(
            id: "fixed_evidence", name: "Fixed Evidence", summary: "s", rationale: "r", howToFix: "f",
            category: .identity, defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: [])
        init(options: RuleOptions) {}

        func check(_ file: LintFile, context: LintContext) -> [RuleMatch<Evidence.Status>] {
            var matches: [RuleMatch<Evidence.Status>] = []
            let text = file.source.text(0 ..< file.source.bytes.count)
            var offset = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                for status in [Evidence.Status.confirmed, .refuted, .inconclusive] where line.contains("let \(status.rawValue)") {
                    matches.append(RuleMatch(finding("a \(status.rawValue) finding", at: offset ..< offset + 3, in: file), site: status))
                }
                offset += line.utf8.count + 1
            }
            return matches
        }

        func confirm(_ site: Evidence.Status, in file: LintFile, context: ConfirmationContext) -> Evidence? {
            Evidence(status: site, summary: site == .inconclusive ? "inconclusive: the engine cannot model it" : "\(site.rawValue) by test",
                     asWritten: nil, withFix: nil, trace: [])
        }
    }

    static let source = "let confirmed = 1\nlet refuted = 2\nlet inconclusive = 3\n"

    private func severities(configured: Severity?, confirm: Bool, refuted: RefutedPolicy = .note) -> [String: Severity] {
        let linter = Linter(rules: [Linter.ConfiguredRule(rule: FixedEvidenceRule(options: RuleOptions()), severity: configured)],
                            jobs: 1, confirmation: confirm ? ConfirmationSettings(refuted: refuted) : nil)
        let output = linter.lint([SourceFile(path: "A.swift", text: Self.source)])
        var result: [String: Severity] = [:]
        for finding in output.findings {
            let status = String(finding.message.dropFirst(2).prefix { $0 != " " })
            result[status] = finding.severity
        }
        return result
    }

    /// (configured severity, confirmed, refuted, inconclusive) — the README's rows.
    @Test(arguments: [(nil, Severity.warning, Severity.note, Severity.warning),
                      (.error, .error, .note, .error),
                      (.note, .note, .note, .note)] as [(Severity?, Severity, Severity, Severity)])
    func evidenceMovesOnlyRefutedFindings(_ configured: Severity?, _ confirmed: Severity, _ refuted: Severity, _ inconclusive: Severity) {
        #expect(severities(configured: configured, confirm: true) == ["confirmed": confirmed, "refuted": refuted, "inconclusive": inconclusive])
    }

    @Test func refutedDropLeavesRefutedFindingsOut() {
        #expect(severities(configured: nil, confirm: true, refuted: .drop) == ["confirmed": .warning, "inconclusive": .warning])
        #expect(severities(configured: .error, confirm: true, refuted: .drop) == ["confirmed": .error, "inconclusive": .error])
    }

    @Test(arguments: [nil, Severity.note, .warning, .error] as [Severity?])
    func withoutConfirmationTheSeverityIsUnchanged(_ configured: Severity?) {
        let expected = configured ?? .warning
        #expect(severities(configured: configured, confirm: false) == ["confirmed": expected, "refuted": expected, "inconclusive": expected])
    }

    @Test func inconclusiveFindingsSayWhy() {
        let linter = Linter(rules: [Linter.ConfiguredRule(rule: FixedEvidenceRule(options: RuleOptions()))], jobs: 1,
                            confirmation: ConfirmationSettings())
        let finding = linter.lint([SourceFile(path: "A.swift", text: "let inconclusive = 1\n")]).findings.first
        // The message stays one sentence; the evidence line carries why.
        #expect(finding?.message.contains("unconfirmed") == false)
        #expect(finding?.evidence?.summary.contains("the engine cannot model it") == true)
    }
}
