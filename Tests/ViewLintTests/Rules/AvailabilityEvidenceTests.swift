import Testing
import ViewLint
import ViewLintRules

/// A state read only in an `if #available` branch (Tests/Fixtures/evidence/availability): the
/// engine runs the newer OS's branch, as for the rest of the code, so the read drives the body;
/// the summary names that branch.
@Suite struct AvailabilityEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/availability")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }

    @Test func aReadUnderAvailableDrivesTheBodyAndIsNamed() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            PinnedEvidence(file: "ReadOnlyOnANewerOS.swift", line: 36, rule: "closure_binding", status: .confirmed,
                           says: ["on 10 of 10 updates (changing `cornerRadius`)",
                                  "assuming the app runs where `#available(iOS 26, *)` holds"]),
            PinnedEvidence(file: "ReadOnlyOnANewerOS.swift", line: 58, rule: "closure_binding", status: .confirmed,
                           says: ["on 10 of 10 updates (changing `cornerRadius`)", "when `#available(iOS 26, *)`"]),
        ], in: findings)
        // A branch the site is held in is named once, as a held condition, not again as an assumption.
        let held = findings.first { Self.fixtures.position(of: $0.range.lowerBound, in: $0.path).line == 58 }
        #expect(held?.evidence?.summary.contains("assuming the app runs where") == false, "\(held?.evidence?.summary ?? "-")")
    }
}
