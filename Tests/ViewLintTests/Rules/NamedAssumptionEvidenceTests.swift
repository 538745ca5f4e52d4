import Testing
import ViewLint
import ViewLintRules

/// What a verdict rests on is named, and nothing it does not have is claimed
/// (Tests/Fixtures/evidence/named-assumptions, review s12): a confirmation resting on a [derived]
/// model item (fact 45's `@StateObject` seed) names it; a fix no `$` projection of the code is
/// named as the change the help proposes; a binding a project view keeps only in a
/// `StateObject(wrappedValue:)` autoclosure is decided from that (fact 46, rule 9); rows that hand
/// their element binding only to an action say so.
@Suite struct NamedAssumptionEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/named-assumptions")
    static let seed = "assuming a `@StateObject`'s change makes its view's value unequal, as an `@ObservedObject`'s `_seed` does (fact 45: derived"

    @Test func eachVerdictNamesWhatItRestsOn() throws {
        let findings = try Self.fixtures.findings()
        Self.fixtures.expect([
            // From iOS 17 on, the owner's value changes on a `@StateObject`'s change only by fact
            // 45's derived part: named. Observed with `@ObservedObject`, no derived item is used.
            PinnedEvidence(file: "StateObjectSeed.swift", line: 26, rule: "closure_binding", status: .confirmed,
                           says: ["`LanguageRow.body` ran 10 of 10 updates (`playback` publishing a change)", Self.seed]),
            PinnedEvidence(file: "StateObjectSeed.swift", line: 37, rule: "closure_binding", status: .confirmed,
                           says: ["`LanguageRow.body` ran 10 of 10 updates (`playback` publishing a change)"]),
            PinnedEvidence(file: "FixNotYetInTheCode.swift", line: 16, rule: "closure_binding", status: .refuted,
                           says: ["`Toggle` re-checks its binding on 10 of 10 updates", "with a new `$alerts.thatProperty`: 0)"]),
            PinnedEvidence(file: "FixNotYetInTheCode.swift", line: 32, rule: "closure_binding", status: .refuted,
                           says: ["`Toggle` re-checks its binding on 10 of 10 updates", "with the value moved where `$` reaches it: 0)"]),
            // A presentation over an optional: the help's `Bool` in `@State`.
            PinnedEvidence(file: "FixNotYetInTheCode.swift", line: 46, rule: "closure_binding", status: .refuted,
                           says: ["`.alert` re-checks its binding on 10 of 10 updates",
                                  "with a new `Bool` in `@State` passed as its `$` projection: 0)"]),
            PinnedEvidence(file: "BindingKeptInAStateObject.swift", line: 62, rule: "closure_binding", status: .refuted,
                           says: ["a static fact, not a run",
                                  "`ChoiceList.init(selection:choices:)` keeps `selection` only in the `StateObject(wrappedValue:)` it stores in `_box`",
                                  "runs that autoclosure once, when `ChoiceList` is installed (fact 46)", "made in generic code",
                                  "`ChoiceList.body` runs as often with a stable binding",
                                  "assuming, as SwiftUI's comparison code reads (rule 9), that a closure made in generic code never compares equal"]),
            PinnedEvidence(file: "BindingKeptInAStateObject.swift", line: 77, rule: "closure_binding", status: .inconclusive,
                           says: ["`TagCount.init(tags:)` keeps `tags` only in the `StateObject(wrappedValue:)` it stores in `_box`",
                                  "which compares equal only when the binding does (rule 9), so `TagCount.body` re-runs when the binding is new"]),
            PinnedEvidence(file: "RowsEditedThroughARouter.swift", line: 36, rule: "foreach_self_identity", status: .inconclusive,
                           says: ["a row only hands `$profile` to `editProfile` in an action (`router.route(to: .editProfile(profile: $profile))`)",
                                  "up to code that runs later, which the engine does not follow"]),
            // The same through a project view whose initializer takes the closure as `() -> Void`.
            PinnedEvidence(file: "RowsEditedThroughARouter.swift", line: 72, rule: "foreach_self_identity", status: .inconclusive,
                           says: ["a row only hands `$profile` to `editProfile` in an action (`router.route(to: .editProfile(profile: $profile))`)"]),
        ], in: findings)
        let observed = findings.first { $0.path == "StateObjectSeed.swift" && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 37 }
        #expect(observed?.evidence?.summary.contains("@StateObject") == false, "\(observed?.evidence?.summary ?? "-")")
        // No summary claims a stable binding the help says the code does not have.
        for finding in findings where finding.path == "FixNotYetInTheCode.swift" || finding.path == "StateObjectSeed.swift" {
            #expect(finding.evidence?.summary.contains("a binding with a stable location") == false, "\(finding.evidence?.summary ?? "-")")
        }
    }
}
