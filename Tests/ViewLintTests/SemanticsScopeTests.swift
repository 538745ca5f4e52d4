import Testing
@testable import ViewLint

/// The platforms a site's `#if os(…)` clauses allow, read from the conditions themselves (not
/// from the shortened assumption a summary shows), and what the project's targets allow.
@Suite struct SemanticsScopeTests {
    @Test func conditionsRestrictThePlatforms() {
        #expect(SemanticsScope(compiledConditions: []).semantics == [.v17plus, .pre17])
        #expect(SemanticsScope(compiledConditions: ["os(visionOS)"]).semantics == [.v17plus])
        #expect(SemanticsScope(compiledConditions: ["os(iOS) || os(visionOS)"]).semantics == [.v17plus, .pre17])
        // Nested clauses intersect; a condition longer than a summary shows is read in full.
        let nested = SemanticsScope(compiledConditions: ["os(iOS) || os(macOS) || os(visionOS)", "os(visionOS) || os(xrOS)"])
        #expect(nested.platforms == [.visionOS])
        #expect(nested.semantics == [.v17plus])
        #expect(SemanticsScope(compiledConditions: ["DEBUG", "canImport(UIKit)"]).platforms == nil)
    }

    @Test func theProjectsTargetsLimitTheSemanticsAndTheWording() {
        var scope = SemanticsScope(compiledConditions: ["os(macOS)"])
        #expect(scope.olderPhrase == "on macOS 13 and earlier")
        #expect(scope.newerPhrase == "on macOS 14 and later")
        scope.projectSemantics = [.v17plus]
        #expect(scope.semantics == [.v17plus])
        #expect(scope.newerPhrase.isEmpty, "every target has the newer behaviour: nothing to qualify")
    }
}
