import Testing
import ViewLint
import ViewLintRules

/// A project view named like a SwiftUI type (Tests/Fixtures/evidence/shadowed-names): the index
/// takes `Section(…)` calls for SwiftUI's and does not record them, so a fact about its
/// constructions says that instead of "constructed nowhere".
@Suite struct ShadowedNameEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/shadowed-names")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "any_view" }

    @Test func constructionsOfAShadowingViewAreUnknownNotAbsent() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        let stored = findings.first { Self.fixtures.position(of: $0.range.lowerBound, in: $0.path).line == 6 }
        #expect(stored?.evidence?.status == .inconclusive)
        #expect(stored?.evidence?.summary == "unconfirmed: `Section` has the name of a SwiftUI type, and the engine does not read constructions written `Section(…)`",
                "\(stored?.evidence?.summary ?? "-")")
    }
}
