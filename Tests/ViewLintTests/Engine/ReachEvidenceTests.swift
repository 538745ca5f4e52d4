import Foundation
import Testing
import ViewLint

/// How far the lowering follows the code around a site (Tests/Fixtures/evidence/reach): flagged
/// code inside an operator or a condition is evaluated where the code runs it, and what the
/// engine cannot read below a counted modifier does not cloud a count it cannot change.
@Suite struct ReachEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/reach")

    static let pinned: [PinnedEvidence] = [
        // The read is the left side of `??`: made whenever the badge is built.
        .init(file: "ObjectReadInsideAnOperator.swift", line: 19, rule: "object_ownership", status: .confirmed,
              says: ["the view missed 5 of 5 changes `pairing` published", "`pairing.code` changing", "with `@StateObject`: 0 missed"]),
        // On the right of `??` it is made only when the title is nil: nothing is claimed.
        .init(file: "ObjectReadInsideAnOperator.swift", line: 33, rule: "object_ownership", status: .inconclusive,
              says: ["not built"]),
        // Read in a condition whose branches hold no flagged code: the condition still runs.
        .init(file: "ObjectReadInACondition.swift", line: 10, rule: "object_ownership", status: .confirmed,
              says: ["the view missed 5 of 5 changes `query` published", "when `isSearching`", "0 missed"]),
        .init(file: "ObjectReadInACondition.swift", line: 34, rule: "object_ownership", status: .confirmed,
              says: ["the view missed 5 of 5 changes `query` published", "hosting `ResultsCount.summary`, shown by `body`"]),
        // A model the engine cannot follow inside the row does not change that a new router
        // is made on every body run; the fix for an `@Observable` class is `@State`.
        .init(file: "EnvironmentObjectAboveUnknownContent.swift", line: 31, rule: "object_ownership", status: .confirmed,
              says: ["views below were handed a new `Router` on 10 of 10 updates", "(changing `text`)",
                     "with a `@State` of the view handed on: 0 of 10"]),
        // Content the engine cannot read at all: whether anything receives the router is unknown.
        .init(file: "EnvironmentObjectAboveUnknownContent.swift", line: 46, rule: "object_ownership", status: .inconclusive,
              says: ["`Counter.content` has no body to read"]),
    ]

    @Test func flaggedCodeIsEvaluatedWhereTheCodeRunsIt() throws {
        Self.fixtures.expect(Self.pinned, in: try Self.fixtures.findings())
    }
}
