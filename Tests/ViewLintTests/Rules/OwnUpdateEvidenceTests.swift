import Testing
import ViewLint
import ViewLintRules

/// A view every construction hands a new `Binding(get:set:)` (Tests/Fixtures/evidence/own-updates):
/// the fix can spare runs only on the view's own updates. When the one it has is a flag set
/// under `if let onShare` (a `let` the view is given), the branch is held built and the verdict
/// says when; with no own update even then, nothing is claimed (ReviewS13MendTests' `PinnedRules`).
@Suite struct OwnUpdateEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/own-updates")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }
    static let file = "OwnStateUnderAnOptionalAction.swift"

    @Test func anOwnUpdateUnderAConstantBranchDecidesIt() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            PinnedEvidence(file: Self.file, line: 32, rule: "closure_binding", status: .confirmed,
                           says: ["`LabelList.body` ran 10 of 10 updates (changing `confirmingShare`); with `$rules.first`: 0 of 10",
                                  "when `let onShare`",
                                  "assuming the parent passing a new `Binding(get:set:)` for `rules` each time it rebuilds `LabelEditor`",
                                  "assuming SwiftUI runs a view's body again for a state it hands on only as `$confirmingShare`"]),
            PinnedEvidence(file: Self.file, line: 51, rule: "closure_binding", status: .inconclusive,
                           says: ["runs in an initializer"]),
        ], in: findings)
    }
}
