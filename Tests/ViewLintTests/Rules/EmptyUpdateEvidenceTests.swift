import Testing
import ViewLint
import ViewLintRules

/// A closure binding handed to a project representable whose update method is empty
/// (Tests/Fixtures/evidence/representables): SwiftUI's call with the new binding does nothing,
/// a static fact whatever drives the parent. One whose update method reads the binding is run.
@Suite struct EmptyUpdateEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/representables")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }

    @Test func anEmptyUpdateMethodRefutesAsAStaticFact() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            PinnedEvidence(file: "BindingToAnEmptyUpdate.swift", line: 49, rule: "closure_binding", status: .refuted,
                           says: ["a static fact, not a run: `SnapshotPicker.updateUIViewController` is empty"]),
            PinnedEvidence(file: "BindingToAnEmptyUpdate.swift", line: 52, rule: "closure_binding", status: .confirmed,
                           says: ["SwiftUI called `TitledPicker.updateUIViewController` on 10 of 10 updates (changing `cornerRadius`)"]),
        ], in: findings)
    }
}
