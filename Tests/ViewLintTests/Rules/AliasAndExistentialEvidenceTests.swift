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
            // Declared per platform: the first clause's type is taken (main took the last, here
            // `MuteButton`), and the summary says so.
            Pinned(file: "AliasedControls.swift", line: 44, rule: "closure_binding", status: .refuted,
                   says: ["`Toggle` re-checks its binding",
                          "assuming `MuteControl` is `Toggle` (its `typealias` under `#if os(iOS)`; other builds make it `MuteButton`)"]),
            // The alias and the code around its use under the same condition: both first
            // clauses, one build, each assumption named.
            Pinned(file: "AliasedControls.swift", line: 81, rule: "closure_binding", status: .refuted,
                   says: ["`Toggle` re-checks its binding", "the `#if os(iOS)` code is compiled",
                          "assuming `VolumeControl` is `Toggle` (its `typealias` under `#if os(iOS)`; other builds make it `MuteButton`)"]),
            // The first clause names a project view: the run builds it, and names the build.
            Pinned(file: "AliasedControls.swift", line: 105, rule: "closure_binding", status: .confirmed,
                   says: ["`MuteButton.body` ran 10 of 10 updates",
                          "assuming `LoudnessControl` is `MuteButton` (its `typealias` under `#if os(tvOS)`; other builds make it `Toggle`)"]),
        ], in: findings)
        for finding in findings { #expect(!(finding.evidence?.summary.contains("a package the engine cannot read") ?? true)) }
    }

    /// Tests/Fixtures/evidence/aliases-project: an alias declared in an extension of the type
    /// around the use, in another file, is found through the index's table of every file's
    /// aliases (main walked only the use's own file and called `ChoicePicker` a package's type).
    @Test func anAliasDeclaredInAnotherFileIsThatControl() throws {
        let project = EvidenceFixtures("Tests/Fixtures/evidence/aliases-project")
        let names = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasSuffix(".swift") }.sorted()
        let findings = LintTestSupport.lint(names.map { ($0, project.text(of: $0)) }, confirm: true).findings
        project.expect([
            Pinned(file: "SettingsScreen+QualitySection.swift", line: 11, rule: "closure_binding", status: .refuted,
                   says: ["no view body runs because of it; `Picker` re-checks its binding"]),
        ], in: findings)
        // Linted alone, the file sees no alias of that name: the type stays unknown, not invented.
        let alone = LintTestSupport.lint([("SettingsScreen+QualitySection.swift", project.text(of: "SettingsScreen+QualitySection.swift"))],
                                         confirm: true).findings
        #expect(alone.contains { $0.evidence?.summary.contains("`ChoicePicker` comes from a package the engine cannot read") == true })
    }

    /// ErasureOfARequirement.swift: a member of a value of protocol type is forced only when
    /// its requirement's written type names the conforming type. Main took every member as
    /// forced and reported none of the four.
    @Test func aRequirementWrittenWithOneTypeIsNotForced() throws {
        let findings = try Self.fixtures.findings().filter { $0.path == "ErasureOfARequirement.swift" }
        // Lines 23 (`award.medal`, an associated type) and 24 (`award.ribbon`, `any View`) are
        // forced: no finding, which `expect` checks by the count.
        Self.fixtures.expect([
            // Reported, and open: the engine builds no view for a member of an existential, so
            // it does not claim the type stayed the same (the requirement says `Text`; no
            // verdict rests on that yet).
            Pinned(file: "ErasureOfARequirement.swift", line: 21, rule: "any_view", status: .inconclusive,
                   says: ["the engine cannot tell which view type is erased here"]),
            Pinned(file: "ErasureOfARequirement.swift", line: 22, rule: "any_view", status: .inconclusive,
                   says: ["the engine cannot tell which view type is erased here"]),
        ], in: findings)
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
