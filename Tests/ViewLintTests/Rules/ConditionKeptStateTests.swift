import Testing
import ViewLint
import ViewLintRules

/// What a flip resets, named from the code where the run counted nothing: a run counts the state
/// of the switched view itself, not of the project views it builds further down.
@Suite struct ConditionKeptStateTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/condition-kept-state")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "conditional_modifier" }

    func message(at line: Int) throws -> String? {
        try Self.fixtures.findings(rules: Self.rules).first { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == line }?.message
    }

    @Test func stateKeptFurtherDownIsNamed() throws {
        let message = try self.message(at: 14)
        #expect(message?.hasSuffix("each flip resets the state and tasks of `CoverImage` in them") == true, "\(message ?? "-")")
    }

    /// Through a local the switched part names, and a computed property of the view it builds
    /// (Element X's avatar: `let avatarImage = …`, whose body shows `clippedAvatar`).
    @Test func stateKeptBehindAComputedPropertyIsNamed() throws {
        let message = try self.message(at: 77)
        #expect(message?.hasSuffix("each flip resets the state and tasks of `CoverImage` in them") == true, "\(message ?? "-")")
    }

    @Test func nothingKeptAtAnyDepthSaysTheRunCountedNone() throws {
        let message = try self.message(at: 50)
        #expect(message?.hasSuffix("(no state or task counted)") == true, "\(message ?? "-")")
    }
}
