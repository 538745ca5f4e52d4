import Testing
import ViewLint
@testable import ViewLintLanguageServer

@Suite struct HoverBuilderTests {
    @Test func theEvidenceShowsTheDriverBothRunsAtTheSiteAndWhatWasHeld() {
        var asWritten = SiteCounts(), withFix = SiteCounts()
        asWritten.bodyRuns = 10
        asWritten.updatesWithBodyRun = 10
        let evidence = Evidence(status: .confirmed, summary: "`Row.body` ran 10 of 10 updates", siteAsWritten: asWritten,
                                siteWithFix: withFix, updates: 10, driver: "changing `count`",
                                held: ["`isOn` is true"], dependencies: [], trace: [])
        var finding = Finding(ruleID: "closure_binding", severity: .warning, message: "m", path: "/a.swift", range: 0..<1)
        finding.evidence = evidence
        let text = HoverBuilder.markdown(for: finding, rule: nil, documentation: nil)
        #expect(text.contains("**Evidence** — confirmed: `Row.body` ran 10 of 10 updates"))
        #expect(text.contains("The deciding run: changing `count`, 10 updates measured."))
        #expect(text.contains("| body runs | 10 | 0 |\n| updates with a body run | 10 | 0 |\n"))
        #expect(!text.contains("| state destroyed |"), "counters zero in both runs are left out")
        #expect(text.contains("Held while running:\n\n- `isOn` is true\n"))
    }

    @Test func aSiteNotReachedWithTheFixShowsADash() {
        var asWritten = SiteCounts()
        asWritten.taskStarts = 3
        let text = HoverBuilder.siteTable(asWritten: asWritten, withFix: nil)
        #expect(text.contains("| task starts | 3 | — |"))
        #expect(HoverBuilder.siteTable(asWritten: nil, withFix: nil).isEmpty)
    }
}
