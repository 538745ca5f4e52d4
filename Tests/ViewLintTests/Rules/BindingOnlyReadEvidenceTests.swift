import Testing
import ViewLint
import ViewLintRules

/// A state a view hands on only as `$x` (to a dialog, a sheet, a control) re-runs that view only
/// by §3g's rule 17, which SwiftUI's code and one measurement support and one older report
/// contradicts (docs/SWIFTUI-MODEL.md). A confirmation that needs it says so, and is given only
/// when no other change confirms without it; that other change is then the one named.
@Suite struct BindingOnlyReadEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/binding-only-reads")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }
    static let file = "StateHandedOnOnlyAsBinding.swift"

    @Test func aConfirmationThatNeedsABindingReadNamesIt() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            PinnedEvidence(file: Self.file, line: 14, rule: "closure_binding", status: .confirmed,
                           says: ["`NameRow.body` ran 10 of 10 updates (changing `confirmsDelete`)",
                                  "assuming SwiftUI runs a view's body again for a state it hands on only as `$confirmsDelete`",
                                  "one report on iOS 14 did not"]),
            PinnedEvidence(file: Self.file, line: 37, rule: "closure_binding", status: .confirmed,
                           says: ["`NameRow.body` ran 10 of 10 updates (`model` publishing a change)"]),
        ], in: findings)
    }

    /// A change the body reads itself is preferred, and then rule 17 is not assumed. The model
    /// is a `@StateObject`: what the confirmation rests on from iOS 17 on is fact 45's derived
    /// part, and that alone is named.
    @Test func aModelTheBodyReadsIsNamedWithoutTheAssumption() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        let decided = findings.first { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 37 }
        let summary = decided?.evidence?.summary ?? "-"
        #expect(!summary.contains("hands on only as"), "\(summary)")
        #expect(summary.contains("assuming a `@StateObject`'s change makes its view's value unequal"), "\(summary)")
        #expect(summary.components(separatedBy: "assuming").count == 2, "\(summary)")
    }
}
