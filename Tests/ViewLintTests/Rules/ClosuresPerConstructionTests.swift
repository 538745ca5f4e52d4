import Testing
import ViewLint
import ViewLintRules

/// What a construction's trailing closure returns for a stored erasure is read through the
/// initializer that construction calls (Tests/Fixtures/evidence/closures-per-construction):
/// two constructions of one view calling initializers whose closures return different types
/// do not share one answer (`StoredArgumentFact.closureResults(at:…)`).
@Suite struct ClosuresPerConstructionTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/closures-per-construction")

    /// `Tile(title:) { Image(…) }` calls the initializer whose closure returns `some View`: one
    /// type, settled without reading the closure; `Tile(caption:) { AnyView(Image(…)) }` calls
    /// the one returning `AnyView`, read, and it erases one type. Both settled: refuted. While
    /// the answers were kept per type, the first was said to return `AnyView` and left unread.
    @Test func eachConstructionIsReadThroughTheInitializerItCalls() {
        let file = "TwoInitializersTakingClosures.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 9, rule: "any_view", status: .refuted,
                           says: ["each of its 2 constructions passes one view type for `icon`"]),
            PinnedEvidence(file: file, line: 16, rule: "any_view", status: .inconclusive,
                           says: ["`Tile(…)` at TwoInitializersTakingClosures.swift:34 passes `{ Image(systemName: \"tray\") }`"]),
            PinnedEvidence(file: file, line: 38, rule: "any_view", status: .refuted,
                           says: ["the erased type stayed the same"]),
        ], in: all)
        let summary = Self.fixtures.finding(all, line: 9, rule: "any_view")?.evidence?.summary ?? "-"
        #expect(!summary.contains("returning `AnyView`"), "\(summary)")
    }
}
