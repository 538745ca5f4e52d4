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
            // A `ScrollView` in the row keeps its offset with the row, whatever the cover reloads.
            PinnedEvidence(file: Self.file, line: 72, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its `@State` (in `ReloadingCover`) while showing another element"]),
        ], in: findings)
    }

    /// The message agrees with the summary: rows that reload do not hand on another element's
    /// state, they reload its content in place; rows that do not still say their state moves.
    @Test func theMessageSaysTheRowsReloadInPlace() throws {
        let messages = try Self.fixtures.findings(rules: Self.rules).filter { $0.path == Self.file }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }.map(\.message)
        #expect(messages == [
            "`ForEach` rows are keyed by position (`books.indices`): after an insert, delete or move, rows reload another element's content in place",
            "`ForEach` rows are keyed by position (`books.indices`): after an insert, delete or move, row state and animations go to the wrong element",
            "`ForEach` rows are keyed by position (`books.indices`): after an insert, delete or move, row state and animations go to the wrong element",
        ])
    }
}
