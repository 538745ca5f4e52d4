import Testing
import ViewLint
import ViewLintRules

/// A finding's trace: by default only what happened at the flagged site, update by update;
/// the engine's whole trace of every run with `fullTrace` (`--full-trace`).
@Suite struct SiteTraceTests {
    let code = """
        struct Settings: View {
            @State private var on = false
            @State private var count = 0
            var body: some View {
                VStack {
                    Switch(title: "Sync", isOn: Binding(get: { on }, set: { on = $0 }))
                    Stepper("Count", value: $count)
                }
            }
        }
        struct Switch: View {
            let title: String
            @Binding var isOn: Bool
            var body: some View { Toggle(title, isOn: $isOn) }
        }
        """

    func closureBindingEvidence(fullTrace: Bool) -> Evidence? {
        Linter(rules: LintTestSupport.allRules, jobs: 1, confirmation: ConfirmationSettings(fullTrace: fullTrace))
            .lint([SourceFile(path: "View.swift", text: code)]).findings
            .first { $0.ruleID == "closure_binding" }?.evidence
    }

    @Test func theDefaultTraceHoldsTheSitesEventsOnly() throws {
        let evidence = try #require(closureBindingEvidence(fullTrace: false))
        #expect(evidence.status == .confirmed)
        let trace = evidence.trace
        // The deciding driver's two runs, each headed, with the site's body runs per update.
        #expect(trace.first == "-- changing `count` (v17plus), as written", "\(trace)")
        let withFix = try #require(trace.firstIndex(of: "-- with the fix"))
        let asWritten = trace[1..<withFix]
        #expect(asWritten.filter { $0.hasPrefix("update ") && $0.contains("body ran") }.count == 10, "\(trace)")
        // One driver's two runs, nothing but site events, and no body runs with the fix.
        #expect(trace.filter { $0.hasPrefix("-- ") }.count == 2, "\(trace)")
        #expect(trace.allSatisfy { $0.hasPrefix("-- ") || $0.hasPrefix("update ") || $0.hasPrefix("first render") }, "\(trace)")
        #expect(!trace[(withFix + 1)...].contains { $0.hasPrefix("update ") && $0.contains("body ran") }, "\(trace)")
    }

    @Test func theFullTraceKeepsEverything() throws {
        let site = try #require(closureBindingEvidence(fullTrace: false))
        let full = try #require(closureBindingEvidence(fullTrace: true))
        #expect(full.status == site.status)
        #expect(full.summary == site.summary)
        #expect(full.trace.contains { $0.hasPrefix("-- update ") }, "\(full.trace.prefix(20))")
        #expect(full.trace.count > site.trace.count)
    }
}
