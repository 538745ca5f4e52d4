import Testing
import ViewLint
import ViewLintRules

/// What a conditional modifier's message says a flip costs (Tests/Fixtures/evidence/condition-costs):
/// state and tasks only where the run found them in the switched part, else its identity; the
/// content a caller passes keeps "any state and tasks"; the usual one-view fix for `.hidden()`, none for a style modifier; and a condition whose values
/// only a `.task` writes (through a private function, in `withAnimation`) flips once.
@Suite struct ConditionCostWordingTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/condition-costs")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "conditional_modifier" }
    static let file = "WhatAFlipResets.swift"

    static let pinned: [PinnedEvidence] = [
        PinnedEvidence(file: file, line: 23, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `!isSelected` flipped, the view was made anew"]),
        PinnedEvidence(file: file, line: 54, rule: "conditional_modifier", status: .confirmed,
                       says: ["its state destroyed 10 times, tasks restarted 10 times"]),
        PinnedEvidence(file: file, line: 64, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `showAll` flipped, the view was made anew"]),
        PinnedEvidence(file: file, line: 82, rule: "conditional_modifier", status: .confirmed,
                       says: ["the view was made anew once (`chapter` and `loaded` set in the `.task` started as the view appears, their only writer)",
                              "it changes only in the task each appearance starts, once for each such write, not on other updates"]),
        // A button calls the same function; `.task(id:)` runs again for each new id.
        PinnedEvidence(file: file, line: 104, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `loaded && chapter != nil` flipped, the view was made anew"]),
        PinnedEvidence(file: file, line: 128, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `loaded && chapter != nil` flipped, the view was made anew"]),
        PinnedEvidence(file: file, line: 145, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `framed` flipped, the view was made anew"]),
        PinnedEvidence(file: file, line: 162, rule: "conditional_modifier", status: .confirmed,
                       says: ["each of the 10 times `editing` flipped, the view was made anew"]),
    ]

    func finding(at line: Int, in findings: [Finding]) -> Finding? {
        findings.first { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == line }
    }

    @Test func aWriteOnlyTheTaskMakesFlipsOnce() throws {
        Self.fixtures.expect(Self.pinned, in: try Self.fixtures.findings(rules: Self.rules))
    }

    @Test func theMessageNamesOnlyWhatTheRunFoundReset() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        #expect(finding(at: 23, in: findings)?.message
                == "`.if(…)` builds a different view for each value of `!isSelected`: each flip makes it anew, removed and inserted, not changed (no state or task counted)")
        #expect(finding(at: 54, in: findings)?.message
                == "`.if(…)` builds a different view for each value of `compact`: each flip resets the state and tasks in it")
        #expect(finding(at: 64, in: findings)?.message
                == "This `if` switches between two views that differ only in modifiers: each flip makes them anew, removed and inserted, not changed (no state or task counted)")
        // Content a caller passes: what it holds is not this file's to see.
        #expect(finding(at: 145, in: findings)?.message
                == "`.if(…)` builds a different view for each value of `framed`: each flip makes the view anew, resetting any state and tasks in the content a caller passes")
        // SwiftUI's own `ScrollView` keeps its scroll position, which no run counts.
        #expect(finding(at: 162, in: findings)?.message
                == "`.if(…)` builds a different view for each value of `editing`: each flip resets what the `ScrollView` in it keeps (scroll position)")
        for finding in findings { #expect(finding.message.count <= 160, "\(finding.message)") }
    }

    @Test func hiddenIsOfferedOpacityAndAStyleNoTernary() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        #expect(finding(at: 23, in: findings)?.help?.hasPrefix("Keep one view and hide it with `.opacity(isSelected ? 1 : 0)`: like `.hidden()` it keeps the view's space") == true,
                "\(finding(at: 23, in: findings)?.help ?? "-")")
        #expect(finding(at: 64, in: findings)?.help?.hasPrefix("`.buttonStyle(_:)` takes one style type, so a ternary between this style and the default does not compile") == true,
                "\(finding(at: 64, in: findings)?.help ?? "-")")
        #expect(finding(at: 54, in: findings)?.help?.hasPrefix("Keep one view and pass the condition into the differing modifier's argument") == true)
    }
}
