import Testing
import ViewLint
import ViewLintRules

/// Helps that read right for the evidence they come with (Tests/Fixtures/evidence/help-wording):
/// a refuted state_from_argument finding offers its change as optional and says why.
@Suite struct HelpWordingTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/help-wording")

    /// A copy method passing on the view's own `@State` is refuted as a static fact: its help
    /// no longer tells the developer to change the copy (review s15 read-through: Swiftfin
    /// ImageView:103), and points at the chain's start.
    @Test func aRefutedStateFromArgumentHelpIsOptional() {
        let file = "StateFromArgumentRefuted.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 25, rule: "state_from_argument", status: .refuted,
                           says: ["a static fact, not a run: `Banner.accessory(_:)` makes the new `Banner` from this one's own `@State` `lines`"]),
        ], in: all)
        let copy = Self.fixtures.finding(all, line: 25, rule: "state_from_argument")
        #expect(copy?.help == "Optional, since this copy only passes on the `lines` the chain started with: no new value is ignored here. "
                + "If later values must reach `Banner`, make `lines` a `let` or `@Binding` in it, or add `.id(…)` where the chain starts.",
                "\(copy?.help ?? "-")")
        for finding in all where finding.evidence?.status == .refuted {
            #expect(finding.help?.hasPrefix("Optional, since ") == true, "\(finding.help ?? "-")")
        }
    }
}
