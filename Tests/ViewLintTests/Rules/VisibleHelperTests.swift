import Testing
@testable import ViewLint

/// Two targets each declare `extension View { func framed(_:) }` (Tests/Fixtures/project/Studio);
/// `Canvas` in `Studio` calls its own, since `Studio` does not import `Gallery`. The lowering
/// follows that one helper into its modifier, instead of finding two and following neither.
@Suite struct VisibleHelperTests {
    @Test func aHelperOfAModuleTheFileDoesNotSeeIsNotACandidate() throws {
        let root = try ProjectConsistencyTests.copy("project/Studio")
        let session = AnalysisSessionTests.session(root)
        let finding = try #require(session.analyze(["Sources/Studio/Canvas.swift"]).findings.first { $0.ruleID == "closure_binding" })
        let summary = finding.evidence?.summary ?? "-"
        #expect(finding.evidence?.status == .confirmed, "\(summary)")
        #expect(summary.contains("`Framed.body` ran 10 of 10 updates"), "\(summary)")
        #expect(!summary.contains("a modifier the engine does not follow"), "\(summary)")
    }
}
