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

/// What `ClosureBindingRule.evidence(of:…)` does with the driver kinds its list of a view's own
/// updates leaves out (Tests/Fixtures/evidence/own-updates-kinds). Both views are handed a new
/// `Binding(get:set:)` for `rules` by every construction. An environment value the view reads:
/// the engine's host sets it in its own body, so each change rebuilds the view with a new
/// `rules`. The value behind a `$`-projected binding: it is the parent's state, and a change
/// runs the parent's body again (§3a), which rebuilds the view the same way. Neither run is an
/// update of the view's own, so neither refutes: the evidence says the engine could make none.
@Suite struct OwnUpdateKindsEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/own-updates-kinds")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }
    static let file = "OwnUpdatesOfOtherKinds.swift"

    @Test func environmentAndBoundValueChangesAreNoOwnUpdates() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            PinnedEvidence(file: Self.file, line: 31, rule: "closure_binding", status: .inconclusive,
                           says: ["every construction of `ThemedRules` passes a new `Binding(get:set:)` for `rules` (OwnUpdatesOfOtherKinds.swift:74)",
                                  "the fix can spare runs only on `ThemedRules`'s own updates, and the engine can make none here"]),
            PinnedEvidence(file: Self.file, line: 52, rule: "closure_binding", status: .inconclusive,
                           says: ["every construction of `FlaggedRules` passes a new `Binding(get:set:)` for `rules` (OwnUpdatesOfOtherKinds.swift:75)",
                                  "the fix can spare runs only on `FlaggedRules`'s own updates, and the engine can make none here"]),
            // The `Binding(get:set:)`s the initializers pass, as in OwnUpdateEvidenceTests.
            PinnedEvidence(file: Self.file, line: 41, rule: "closure_binding", status: .inconclusive, says: ["runs in an initializer"]),
            PinnedEvidence(file: Self.file, line: 62, rule: "closure_binding", status: .inconclusive, says: ["runs in an initializer"]),
        ], in: findings)
    }
}

/// A binding in content a project container keeps as a view value, where that content also has
/// a branch left unbuilt off the way to the site (Tests/Fixtures/evidence/kept-in-part): what
/// the content holds on every update is counted. Unequal as often without the binding (a
/// sheet's `$` binding whose value flips, an action closure) refutes it; a count the fix lowers
/// claims nothing, since the branch left out may differ too: the reason is then the one given
/// without a keeper. An `if` inside an action closure builds no view and leaves the content
/// whole.
@Suite struct KeptInPartEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/kept-in-part")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }
    static let file = "ContentKeptInPart.swift"

    @Test func whatTheContentAlwaysHoldsDecidesOnlyARefutation() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            PinnedEvidence(file: Self.file, line: 40, rule: "closure_binding", status: .refuted,
                           says: ["`SettingsPanel.body` ran no more often than with",
                                  "(changing `showingHelp`: at most 10 of 10 updates either way): the rest of the content it keeps compares unequal as often",
                                  "assuming `SettingsPanel` shows the content it is given"]),
            PinnedEvidence(file: Self.file, line: 63, rule: "closure_binding", status: .inconclusive,
                           says: ["the binding is also in content or a closure that `SettingsPanel` stores: its `body` re-runs when that compares unequal, which the engine does not count"]),
        ], in: findings)
    }
}
