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

    @Test func anAliasOfAControlIsThatControl() throws {
        let findings = try Self.fixtures.findings().filter { $0.path == "AliasedControls.swift" }
        Self.fixtures.expect([
            // Main said "`QualityPicker` comes from a package the engine cannot read".
            Pinned(file: "AliasedControls.swift", line: 21, rule: "closure_binding", status: .refuted,
                   says: ["no view body runs because of it; `Picker` re-checks its binding"]),
            // Declared per platform: the last clause's type is taken, and the summary says so.
            Pinned(file: "AliasedControls.swift", line: 43, rule: "closure_binding", status: .refuted,
                   says: ["`Toggle` re-checks its binding",
                          "assuming `MuteControl` is `Toggle` (its `typealias` under `#else` of `#if os(watchOS)`; other builds make it `MuteButton`)"]),
        ], in: findings)
        for finding in findings { #expect(!(finding.evidence?.summary.contains("a package the engine cannot read") ?? true)) }
    }

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
