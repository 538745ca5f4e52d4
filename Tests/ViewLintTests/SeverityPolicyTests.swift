import Foundation
import Testing
import ViewLint
import ViewLintRules

/// The README's severity table, cell by cell, read from the README itself: a finding starts at
/// the configured severity or the rule's default; confirmed evidence keeps it or raises an
/// unconfigured one to the rule's `confirmedSeverity`; inconclusive evidence keeps it; refuted
/// evidence makes it a note (or drops it with `refuted: drop`); without confirmation it is
/// unchanged. Test rules with fixed evidence stand in for the engine.
@Suite struct SeverityPolicyTests {
    /// Reports every `let` with the evidence status named in its identifier (`let confirmed = 1`).
    enum FixedEvidence {
        static func description(id: String, default severity: Severity, confirmed: Severity?) -> RuleDescription {
            RuleDescription(id: id, name: "Fixed Evidence", summary: "s", rationale: "r", howToFix: "f", category: .identity,
                            defaultSeverity: severity, confirmedSeverity: confirmed, triggeringExamples: [], nonTriggeringExamples: [])
        }

        static func check<R: Rule>(_ rule: R, _ file: LintFile) -> [RuleMatch<Evidence.Status>] {
            var matches: [RuleMatch<Evidence.Status>] = []
            let text = file.source.text(0 ..< file.source.bytes.count)
            var offset = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                for status in [Evidence.Status.confirmed, .refuted, .inconclusive] where line.contains("let \(status.rawValue)") {
                    matches.append(RuleMatch(rule.finding("a \(status.rawValue) finding", at: offset ..< offset + 3, in: file), site: status))
                }
                offset += line.utf8.count + 1
            }
            return matches
        }

        static func evidence(_ status: Evidence.Status) -> Evidence {
            Evidence(status: status, summary: status == .inconclusive ? "inconclusive: the engine cannot model it" : "\(status.rawValue) by test",
                     asWritten: nil, withFix: nil, trace: [])
        }
    }

    /// A rule that starts at warning, as most do.
    struct FixedEvidenceRule: Rule {
        static let description = FixedEvidence.description(id: "fixed_evidence", default: .warning, confirmed: nil)
        init(options: RuleOptions) {}
        func check(_ file: LintFile, context: LintContext) -> [RuleMatch<Evidence.Status>] { FixedEvidence.check(self, file) }
        func confirm(_ site: Evidence.Status, in file: LintFile, context: ConfirmationContext) -> Evidence? { FixedEvidence.evidence(site) }
    }

    /// A rule that starts as a note and warns only when confirmed (`conditional_modifier`'s kind).
    struct RisingEvidenceRule: Rule {
        static let description = FixedEvidence.description(id: "rising_evidence", default: .note, confirmed: .warning)
        init(options: RuleOptions) {}
        func check(_ file: LintFile, context: LintContext) -> [RuleMatch<Evidence.Status>] { FixedEvidence.check(self, file) }
        func confirm(_ site: Evidence.Status, in file: LintFile, context: ConfirmationContext) -> Evidence? { FixedEvidence.evidence(site) }
    }

    static let source = "let confirmed = 1\nlet refuted = 2\nlet inconclusive = 3\n"

    private func severities(_ rule: any Rule, configured: Severity?, confirm: Bool, refuted: RefutedPolicy = .note) -> [String: Severity] {
        let linter = Linter(rules: [Linter.ConfiguredRule(rule: rule, severity: configured)],
                            jobs: 1, confirmation: confirm ? ConfirmationSettings(refuted: refuted) : nil)
        let output = linter.lint([SourceFile(path: "A.swift", text: Self.source)])
        var result: [String: Severity] = [:]
        for finding in output.findings {
            let status = String(finding.message.dropFirst(2).prefix { $0 != " " })
            result[status] = finding.severity
        }
        return result
    }

    /// The rows of the README's table under "### Severities": the first cell, then one cell per
    /// column (confirmed, inconclusive, refuted, `refuted: drop`, `--no-confirm`).
    static var readmeRows: [(label: String, cells: [String])] {
        let section = ReadmeExamplesTests.readme.components(separatedBy: "### Severities").dropFirst().first?
            .components(separatedBy: "\n### ").first ?? ""
        return section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| configured") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[0], Array(cells.dropFirst()))
        }
    }

    /// The README's severity word of a cell (`warning, "unconfirmed: …"` is warning); nil for
    /// "not reported".
    private func severity(inCell cell: String) -> Severity? {
        cell == "not reported" ? nil : Severity(rawValue: String(cell.prefix { $0.isLetter }))
    }

    /// The test rules a row is about, and the severity it configures.
    private func subject(ofRow label: String) -> (rules: [any Rule], configured: Severity?)? {
        if label == "— (rule default: warning)" { return ([FixedEvidenceRule(options: RuleOptions())], nil) }
        if label == "— (rule default: note, warning when confirmed)" { return ([RisingEvidenceRule(options: RuleOptions())], nil) }
        guard label.hasPrefix("`severity: "), let configured = Severity(rawValue: String(label.dropFirst(11).dropLast())) else { return nil }
        return ([FixedEvidenceRule(options: RuleOptions()), RisingEvidenceRule(options: RuleOptions())], configured)
    }

    @Test func everyCellOfTheReadmeTableHolds() throws {
        let rows = Self.readmeRows
        #expect(rows.count == 5, "the README's severity table: \(rows)")
        for row in rows {
            guard let subject = subject(ofRow: row.label), row.cells.count == 5 else {
                Issue.record("README severity row not understood: \(row)")
                continue
            }
            let configured = subject.configured
            let expected = row.cells.map(severity(inCell:))
            for rule in subject.rules {
                let name = type(of: rule).description.id
                let confirmed = severities(rule, configured: configured, confirm: true)
                #expect(confirmed["confirmed"] == expected[0], "\(row.label), \(name): confirmed")
                #expect(confirmed["inconclusive"] == expected[1], "\(row.label), \(name): inconclusive")
                #expect(confirmed["refuted"] == expected[2], "\(row.label), \(name): refuted")
                #expect(severities(rule, configured: configured, confirm: true, refuted: .drop)["refuted"] == expected[3],
                        "\(row.label), \(name): refuted: drop")
                let unconfirmed = severities(rule, configured: configured, confirm: false)
                #expect(unconfirmed == ["confirmed": expected[4], "refuted": expected[4], "inconclusive": expected[4]],
                        "\(row.label), \(name): --no-confirm")
            }
            #expect(row.cells[1].contains("\"unconfirmed: …\""), "\(row.label): the inconclusive cell says why")
        }
    }

    /// The rules that start as notes are the ones the README names, declared as its row says.
    @Test func theRulesThatRiseOnEvidenceAreTheOnesTheReadmeNames() {
        let rising = RuleRegistry.descriptions.filter { $0.confirmedSeverity != nil }
        #expect(Set(rising.map(\.id)) == ["conditional_modifier", "foreach_self_identity"])
        let section = ReadmeExamplesTests.readme.components(separatedBy: "### Severities").dropFirst().first ?? ""
        for rule in rising {
            #expect(rule.defaultSeverity == .note && rule.confirmedSeverity == .warning, "\(rule.id)")
            #expect(rule.defaultSeverityText == "note, warning when confirmed")
            #expect(section.contains("`\(rule.id)`"), "the README's severity section names \(rule.id)")
            #expect(rule.rationale.contains("starts as a note and becomes a warning only when"), "\(rule.id)'s page says why")
        }
        let others = RuleRegistry.descriptions.filter { $0.confirmedSeverity == nil }
        #expect(others.allSatisfy { $0.defaultSeverity == .warning }, "the README's first row: every other rule defaults to warning")
    }

    /// The rising rule's policy through the built binary on a fixture: a confirmed `\\.self`
    /// keying warns, an inconclusive one is a note; `--no-confirm` leaves every finding at the
    /// default note; a configured severity wins whatever the evidence.
    @Test func aRuleThatRisesOnEvidenceThroughTheBinary() throws {
        let root = try TemporaryDirectory()
        let fixture = ConfigurationTests.repositoryRoot + "/Tests/Fixtures/rules/foreach_self_identity/"
        for name in ["ValueKeyedRows.swift", "Models.swift", "UnmodelledStorage.swift"] {
            try root.write(name, try String(contentsOfFile: fixture + name, encoding: .utf8))
        }
        func severities(_ arguments: [String] = [], configuration: String? = nil) throws -> [String: String] {
            if let configuration { try root.write(".viewlint.yml", configuration) }
            let output = try ViewLintProcess.run(["--no-cache", "--reporter", "xcode"] + arguments, in: root.path)
            var result: [String: String] = [:]
            for line in output.stdout.split(separator: "\n") where line.hasSuffix("(foreach_self_identity)") {
                let parts = line.split(separator: ":")
                result[(parts[0].split(separator: "/").last.map(String.init) ?? "") + ":" + parts[1]] = parts[3].trimmingCharacters(in: .whitespaces)
            }
            return result
        }
        // ValueKeyedRows line 13 is confirmed by the engine; UnmodelledStorage line 26 is
        // inconclusive (a property wrapper's storage the engine does not model).
        let (confirmed, open) = ("ValueKeyedRows.swift:13", "UnmodelledStorage.swift:26")
        let byDefault = try severities()
        #expect(byDefault[confirmed] == "warning" && byDefault[open] == "note", "\(byDefault)")
        #expect(Set(try severities(["--no-confirm"]).values) == ["note"])
        let configured = try severities(configuration: "foreach_self_identity: error\n")
        #expect(configured[confirmed] == "error" && configured[open] == "error", "\(configured)")
        #expect(Set(try severities(["--no-confirm"]).values) == ["error"])
        let warning = try severities(configuration: "foreach_self_identity: { severity: warning }\n")
        #expect(warning[confirmed] == "warning" && warning[open] == "warning", "\(warning)")
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
