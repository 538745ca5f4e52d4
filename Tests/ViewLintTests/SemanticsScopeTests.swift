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
        #expect(SemanticsScope(compiledConditions: []).newerPhrase == "on iOS 17 / macOS 14 and later")
        #expect(SemanticsScope(compiledConditions: ["os(iOS) || os(watchOS)"]).olderPhrase == "on iOS 16 / watchOS 9 and earlier")
    }

    /// A file compiled only by a watch app's target is watchOS code, as if under `#if os(watchOS)`.
    @Test func theTargetsCompilingAFileRestrictItsPlatforms() {
        var site = LoweredSite(program: ViewProgram(root: "Host", types: []), owner: "Host", hosting: .body(of: "Host"), drivers: [],
                               heldConstants: [], assumptions: [], dependencies: [])
        site.targetPlatforms = [.watchOS]
        #expect(SemanticsScope(site).newerPhrase == "on watchOS 10 and later")
        #expect(SemanticsScope(site).olderPhrase == "on watchOS 9 and earlier")
        site.compiledConditions = ["os(iOS) || os(watchOS)"]
        site.targetPlatforms = [.iOS, .macOS]
        #expect(SemanticsScope(site).platforms == [.iOS])
    }

    /// Code under an `#available` branch the lowering took runs only from those versions on: a
    /// platform lifted past iOS 17 / macOS 14 never has the older behaviour there.
    @Test func anAvailableBranchLiftsThePlatformsItNames() {
        #expect(SemanticsScope.versions(inAvailable: "#available(iOS 26, macOS 15.2, *)").map { "\($0.0) \($0.1)" } == ["iOS 26", "macOS 15"])
        var site = LoweredSite(program: ViewProgram(root: "Host", types: []), owner: "Host", hosting: .body(of: "Host"), drivers: [],
                               heldConstants: [], assumptions: [], dependencies: [])
        site.availableConditions = ["#available(iOS 26, *)"]
        // `*`: other platforms take the branch from their first version, so macOS 13 still can.
        #expect(SemanticsScope(site).semantics == [.v17plus, .pre17])
        #expect(SemanticsScope(site).olderPhrase == "on macOS 13 and earlier")
        site.targetPlatforms = [.iOS, .visionOS]
        #expect(SemanticsScope(site).semantics == [.v17plus])
        site.availableConditions = ["#available(iOS 16, *)"]
        #expect(SemanticsScope(site).semantics == [.v17plus, .pre17], "iOS 16 still has the older behaviour")
        // `#unavailable(iOS 18)` runs below iOS 18: no minimum, iOS 16 included.
        site.availableConditions = ["#unavailable(iOS 18.0)"]
        #expect(SemanticsScope(site).semantics == [.v17plus, .pre17])
        #expect(SemanticsScope(site).minimumVersions.isEmpty)
    }
}
