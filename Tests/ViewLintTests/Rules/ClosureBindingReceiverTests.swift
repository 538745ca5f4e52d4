import Foundation
import Testing
import ViewLint

/// What a closure binding's receiver is given besides the binding decides whether a stable
/// binding saves anything (Tests/Fixtures/rules/closure_binding): an `@autoclosure` argument
/// stored by a modifier is a closure capturing the caller's `self`; a project representable is
/// updated (its update method, the project's code) whenever any of its inputs changed.
@Suite struct ClosureBindingReceiverTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/rules/closure_binding")

    static func findings(in file: String) -> [Finding] {
        LintTestSupport.lint([(file, fixtures.text(of: file))], confirm: true).findings.filter { $0.ruleID == "closure_binding" }
    }

    static func summary(in findings: [Finding], file: String, line: Int) -> (Evidence.Status?, String) {
        let finding = findings.first { fixtures.line(of: $0.range.lowerBound, in: file) == line }
        return (finding?.evidence?.status, finding?.evidence?.summary ?? "no finding")
    }

    @Test func anAutoclosureCapturingSelfKeepsTheModifierChanging() {
        let file = "Autoclosures.swift", findings = Self.findings(in: file)
        let (captured, capturedSummary) = Self.summary(in: findings, file: file, line: 44)
        #expect(captured == .refuted, "\(capturedSummary)")
        #expect(capturedSummary.contains("`SheetPresenter.body` ran no more often than with a binding with a stable location (changing `avatar`: at most 10 of 10 updates either way)"),
                "\(capturedSummary)")
        let (staticRead, staticSummary) = Self.summary(in: findings, file: file, line: 57)
        #expect(staticRead == .confirmed, "\(staticSummary)")
        #expect(staticSummary.contains("`SheetPresenter.body` ran 10 of 10 updates (changing `avatar`); with a binding with a stable location: 0 of 10"),
                "\(staticSummary)")
        let (helper, helperSummary) = Self.summary(in: findings, file: file, line: 71)
        #expect(helper == .refuted, "\(helperSummary)")
        #expect(helperSummary.contains("`SubjectBadge.body` ran no more often than with a binding with a stable location (changing `unread`: at most 10 of 10 updates either way)"),
                "\(helperSummary)")
    }

    @Test func aProjectRepresentableIsUpdatedWhicheverInputChanged() {
        let file = "Representables.swift", findings = Self.findings(in: file)
        let (alone, aloneSummary) = Self.summary(in: findings, file: file, line: 20)
        #expect(alone == .confirmed, "\(aloneSummary)")
        #expect(aloneSummary == "SwiftUI called `ColorWell.updateUIView` on 10 of 10 updates (changing `title`); with a new `$tint.thatProperty`: 0 of 10 — assuming " + SiteExperiment.bindingReadAssumption(field: "title"))
        let (beside, besideSummary) = Self.summary(in: findings, file: file, line: 43)
        #expect(beside == .refuted, "\(besideSummary)")
        #expect(besideSummary == "SwiftUI called `ChapterPageController.updateUIViewController` no more often than with `$pages.current` (changing `note`: at most 10 of 10 updates either way): its other inputs change it as often")
    }
}
