import Testing
import ViewLint
import ViewLintRules

/// A custom `==` the engine cannot evaluate for the values it is given, met by a run that decides
/// the verdict (Tests/Fixtures/evidence/unevaluated-equality; the verdict rules in
/// `SiteExperiment.equalityReading`, the engine's side in `UnevaluatedEqualityTests`).
@Suite struct UnevaluatedEqualityEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/unevaluated-equality")

    /// Read as false, `ScoreRow`'s body runs for each new `grade` and the fix spares `NoteField`
    /// every run; read as true, the body never runs again and the fix spares nothing. The
    /// confirmation rested on the answer alone (it named it): inconclusive, saying so.
    @Test func aVerdictTheAnswerDecidesIsInconclusive() {
        let file = "EqualityDecidesTheFix.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 25, rule: "closure_binding", status: .inconclusive,
                           says: ["it depends on what `ScoreRow.==` returns for values the engine cannot compare with it: the fix makes a difference only if it returns false"]),
            PinnedEvidence(file: file, line: 36, rule: "unenforced_equatable", status: .refuted,
                           says: ["SwiftUI already calls its `==` without `.equatable()`"]),
        ], in: all)
        let summary = Self.fixtures.finding(all, line: 25, rule: "closure_binding")?.evidence?.summary ?? "-"
        #expect(!summary.contains("assuming"), "\(summary)")
    }
}
