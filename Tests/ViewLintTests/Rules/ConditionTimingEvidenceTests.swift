import Testing
import ViewLint
import ViewLintRules

/// When the code lets a conditional modifier's condition change, said where the code shows it
/// (Tests/Fixtures/evidence/condition-timing): a state written only in `.task` or in
/// `onAppear`/`onDisappear` flips as the view appears, once for each such write, not "on 10 of 10
/// updates"; a `let` changes only when the parent passes another value; counts are per flip; and
/// a modifier with no argument that turns it off is not offered a one-view fix.
@Suite struct ConditionTimingEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/condition-timing")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "conditional_modifier" }
    static let file = "WhenTheCodeFlipsIt.swift"

    static let pinned: [PinnedEvidence] = [
        PinnedEvidence(file: file, line: 25, rule: "conditional_modifier", status: .confirmed,
                       says: ["the view was made anew once (`artwork` set in the `.task` started as the view appears, its only writer)",
                              "with one view with a conditional modifier argument: never",
                              "assuming a write there flips the condition: it changes only in the task each appearance starts, once for each such write, not on other updates"]),
        PinnedEvidence(file: file, line: 42, rule: "conditional_modifier", status: .confirmed,
                       says: ["the view was made anew once (`isVisible` set in `onAppear` as the view appears; every write of it in this file sits in `onAppear` and `onDisappear`)",
                              "it changes only as the view appears or disappears"]),
        PinnedEvidence(file: file, line: 58, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `imageName.hasSuffix(\"gif\")` flipped, the view was made anew (the condition set directly)",
                              "with one view, were `.drawingGroup()` to take an argument that turns it off: never",
                              "assuming the parent passing another `imageName` that flips the condition while the view is on screen (a value nothing in the view changes)"]),
        // A `.task` looping over a stream writes at any time; a button toggles at any time.
        PinnedEvidence(file: file, line: 72, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `live` flipped, the view was made anew", "assuming `live` changes while the view is on screen"]),
        PinnedEvidence(file: file, line: 84, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `on` flipped, the view was made anew", "assuming `on` changes while the view is on screen"]),
        // A summary quotes a member chain a little past a message's 40 characters whole (review s9:
        // mlem CommunityView:206 quoted `personActionConfiguration.….isEmpty`, hiding two names).
        PinnedEvidence(file: "ChainedSettingCondition.swift", line: 19, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `personActionConfiguration.swipes.trailing.isEmpty` flipped, the view was made anew"]),
    ]

    @Test func eachConditionSaysWhenItCanFlip() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect(Self.pinned, in: findings)
        // No summary counts updates for a condition the run flips.
        for finding in findings { #expect(finding.evidence?.summary.contains("of 10 updates") == false, "\(finding.evidence?.summary ?? "-")") }
    }

    @Test func aModifierWithoutNeutralValueIsOfferedNoOneViewFix() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        let cover = findings.first { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 58 }
        #expect(cover?.help?.hasPrefix("`.drawingGroup()` takes no argument that turns it off, so no one-view form exists") == true,
                "\(cover?.help ?? "-")")
        let live = findings.first { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 72 }
        #expect(live?.help?.hasPrefix("Keep one view and pass the condition into the differing modifier's argument") == true)
    }
}
