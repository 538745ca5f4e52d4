import Testing
import ViewLint
import ViewLintRules

/// The mends of review s15 (Tests/Fixtures/evidence/review-s15).
@Suite struct ReviewS15MendTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/review-s15")

    func findings(in file: String) -> [Finding] {
        LintTestSupport.lint([(file, Self.fixtures.text(of: file))], confirm: true).findings
    }

    func finding(_ findings: [Finding], line: Int, rule: String) -> Finding? {
        findings.first { $0.ruleID == rule && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == line }
    }

    /// A `#unavailable` branch inside the rows whose both sides show the same stateful view, and
    /// an `#available` link beside the flagged field: the verdicts hold on either OS, so neither
    /// names the clause (#10, #24). Tests/Fixtures/evidence/availability keeps the case where the
    /// driver is read only on the newer OS, which stays named.
    @Test func availabilityTheVerdictDoesNotRestOnIsNotNamed() {
        let file = "AvailabilityTheVerdictDoesNotNeed.swift"
        let all = findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 29, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its `@State` (in `CoverImage`", "while showing another element 3 times"]),
            PinnedEvidence(file: file, line: 65, rule: "closure_binding", status: .confirmed,
                           says: ["`NameField.body` ran 10 of 10 updates (`settings` publishing a change)"]),
        ], in: all)
        for f in all {
            #expect(f.evidence?.summary.contains("the app runs where") == false, "\(f.evidence?.summary ?? "-")")
            #expect(f.evidence?.summary.contains("available") == false, "\(f.evidence?.summary ?? "-")")
        }
    }
}
