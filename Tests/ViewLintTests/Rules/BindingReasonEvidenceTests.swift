import Testing
import ViewLint
import ViewLintRules

/// What a closure binding's verdict rests on, in its summary
/// (Tests/Fixtures/evidence/binding-reasons): a refutation names the receiver's stored closure
/// that keeps it unequal whatever the binding; a confirmation held inside a sheet is not driven
/// by a control of the presenting view, which takes no input while the sheet is up.
@Suite struct BindingReasonEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/binding-reasons")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }
    static let file = "WhyTheCountIsWhatItIs.swift"

    @Test func eachVerdictSaysWhatItRestsOn() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            PinnedEvidence(file: Self.file, line: 22, rule: "closure_binding", status: .refuted,
                           says: ["`Panel.body` ran no more often than with `$flag`",
                                  ": `Panel` also stores `badge`, a closure capturing this view, unequal whenever this view's data changes, so it compares unequal on those updates whatever the binding"]),
            PinnedEvidence(file: Self.file, line: 54, rule: "closure_binding", status: .confirmed,
                           says: ["`PaletteDetails.body` ran 10 of 10 updates (changing `shown`)", "while the `.sheet` is presented"]),
            // Set only by the presenter's button and handed only to its other sheet: no driver
            // while the cover is up, so nothing is left to test the claim with.
            PinnedEvidence(file: "PresenterCoveredByItsSheet.swift", line: 21, rule: "closure_binding", status: .inconclusive,
                           says: ["the only changes the engine can make to this view's data (`caption`) change what the binding reads or writes"]),
        ], in: findings)
        let sheet = findings.first { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 54 && $0.path == Self.file }
        #expect(sheet?.evidence?.summary.contains("`query`") == false, "\(sheet?.evidence?.summary ?? "-")")
    }
}
