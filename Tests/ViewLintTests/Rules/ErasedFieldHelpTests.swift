import Testing
import ViewLint
import ViewLintRules

/// An `AnyView` handed to a field a project type outside view code declares `AnyView` or
/// `[AnyView]` (Tests/Fixtures/evidence/erased-fields): the declaration asks for the erasure, so
/// the finding says so instead of offering `some View` at a call that cannot take it.
@Suite struct ErasedFieldHelpTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/erased-fields")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "any_view" }

    func finding(at line: Int, column: Int, in findings: [Finding]) -> Finding? {
        findings.first { finding in
            let at = Self.fixtures.position(of: finding.range.lowerBound, in: "ErasureAFieldAsksFor.swift")
            return at.line == line && at.column == column
        }
    }

    @Test func aFieldThatAsksForTheErasureIsNamed() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        let array = finding(at: 27, column: 53, in: findings)
        #expect(array?.evidence?.status == .refuted, "\(array?.evidence?.summary ?? "-")")
        #expect(array?.message == "This `AnyView` is what `items` of `Shelf` (declared `[AnyView]`) takes, and here it costs no identity or state")
        #expect(array?.help == "Keep it, or make `Shelf` generic over the view type `items` holds: that would spare SwiftUI a type check per update.")
        let single = finding(at: 28, column: 32, in: findings)
        #expect(single?.message.contains("`icon` of `Badge` (declared `AnyView`)") == true, "\(single?.message ?? "-")")
    }

    @Test func anErasureNoDeclarationAsksForKeepsTheUsualHelp() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        let loose = findings.filter { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 38 }
        #expect(loose.count <= 1)
        for finding in loose { #expect(finding.help?.contains("declared") == false, "\(finding.help ?? "-")") }
    }
}
