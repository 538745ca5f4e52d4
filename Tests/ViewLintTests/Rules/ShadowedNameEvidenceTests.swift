import Testing
import ViewLint
import ViewLintRules

/// A project view named like a SwiftUI type (Tests/Fixtures/evidence/shadowed-names) shadows
/// SwiftUI's in its module. The index takes `Section(…)` calls for SwiftUI's and does not record
/// them, so a fact about its constructions says that instead of "constructed nowhere"; the
/// lowering builds the project's `EmptyView`, not SwiftUI's empty one.
@Suite struct ShadowedNameEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/shadowed-names")
    static func rules(_ id: String) -> [Linter.ConfiguredRule] {
        LintTestSupport.allRules.filter { type(of: $0.rule).description.id == id }
    }

    @Test func constructionsOfAShadowingViewAreUnknownNotAbsent() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules("any_view"))
        let stored = findings.first { $0.path == "ProjectSection.swift" && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 6 }
        #expect(stored?.evidence?.status == .inconclusive)
        #expect(stored?.evidence?.summary == "unconfirmed: `Section` has the name of a SwiftUI type, and the engine does not read constructions written `Section(…)`",
                "\(stored?.evidence?.summary ?? "-")")
    }

    @Test func aShadowingViewIsLoweredAsTheProjects() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules("closure_binding"))
        let binding = findings.first { $0.path == "ProjectEmptyView.swift" && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 24 }
        #expect(binding?.evidence?.status == .confirmed)
        #expect(binding?.evidence?.summary.hasPrefix("`EmptyView.body` ran 10 of 10 updates (`preferences` publishing a change)") == true,
                "\(binding?.evidence?.summary ?? "-")")
    }
}
