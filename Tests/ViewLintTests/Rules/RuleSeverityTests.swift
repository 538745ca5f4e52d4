import Testing
import ViewLint
import ViewLintRules

/// Rules report every finding at their default (or configured) severity; only evidence moves
/// it (a refuted finding becomes a note). Without confirmation nothing moves.
@Suite struct RuleSeverityTests {
    private func severities(_ ruleID: String, in code: String) -> [Severity] {
        LintTestSupport.lint(code).findings.filter { $0.ruleID == ruleID }.map(\.severity)
    }

    @Test func withoutConfirmationEveryFindingHasTheRuleDefault() {
        let code = """
            struct Badge: View {
                let isDark: Bool
                @State private var muted: Set<String> = []
                var body: some View {
                    isDark ? AnyView(Color.black) : AnyView(Text("Light"))
                    AnyView(Text("Plain"))
                    Toggle("x", isOn: Binding(get: { muted.contains("x") }, set: { _ in }))
                }
            }
            """
        // The ternary's choice is one finding, then the plain erasure.
        #expect(severities("any_view", in: code) == [.warning, .warning])
        #expect(severities("closure_binding", in: code) == [.warning])
    }
}
