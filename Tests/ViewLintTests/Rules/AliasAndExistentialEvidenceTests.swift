import Foundation
import Testing
import ViewLint
import ViewLintRules

/// Names that stand for another type (Tests/Fixtures/evidence/aliases-and-existentials): a
/// project `typealias` of a SwiftUI control is that control, and a view a value of protocol
/// type makes has a type Swift knows only as `any View`, so `AnyView` is the only way to show
/// it (forced, not reported), while a value only passed to a view's initializer erases nothing
/// of its own (reported, decided as usual).
@Suite struct AliasAndExistentialEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/aliases-and-existentials")
    typealias Pinned = PinnedEvidence

    @Test func anExistentialsViewIsForcedAndAValuePassedOnIsNot() throws {
        let findings = try Self.fixtures.findings().filter { $0.path == "ErasureBesideAnExistential.swift" }
        // Lines 45 (`badges[selected].icon`) and 48 (`icon(of: badge)`, a generic helper given a
        // row of `[any Badge]`) are forced: no finding, which `expect` checks by the count.
        Self.fixtures.expect([
            Pinned(file: "ErasureBesideAnExistential.swift", line: 26, rule: "any_view", status: .refuted,
                   says: ["the erased type stayed the same"]),
            Pinned(file: "ErasureBesideAnExistential.swift", line: 27, rule: "any_view", status: .refuted,
                   says: ["the erased type stayed the same"]),
            Pinned(file: "ErasureBesideAnExistential.swift", line: 60, rule: "any_view", status: .refuted,
                   says: ["it erases the view it is called on"]),
        ], in: findings)
        // Where the erasure is reported, the type is one the code could return as `some View`.
        for finding in findings where finding.ruleID == "any_view" {
            #expect(finding.help?.contains("returning `some View`") == true, "\(finding.help ?? "-")")
        }
    }
}
