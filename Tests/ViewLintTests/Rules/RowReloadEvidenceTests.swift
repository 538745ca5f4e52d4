import Testing
import ViewLint
import ViewLintRules

/// A stateful row view that reloads its state when its input changes takes over another
/// element's state only until that reload: the summary says what the user sees then.
@Suite struct RowReloadEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/row-reloads")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "foreach_index_identity" }
    static let file = "CoversReloadedByTheirURL.swift"

    @Test func aRowThatReloadsFromItsInputSaysSo() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            PinnedEvidence(file: Self.file, line: 18, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its `@State` (in `ReloadingCover`, which reloads it when its `url` changes, so the content reloads in place instead of moving with its element)"]),
            PinnedEvidence(file: Self.file, line: 34, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its `@State` (in `StickyCover`) while showing another element"]),
        ], in: findings)
    }
}
