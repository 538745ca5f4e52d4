import Testing
import ViewLint
import ViewLintRules

/// Severity is part of a rule's judgement: the harmful shape of a pattern is a warning, the
/// informational one a note. Positions are covered by the fixtures; these pin the severities.
@Suite struct RuleSeverityTests {
    private func severities(_ ruleID: String, in code: String) -> [Severity] {
        LintTestSupport.lint(code).findings.filter { $0.ruleID == ruleID }.map(\.severity)
    }

    @Test func anyViewWithDifferentTypesPerBranchIsAWarning() {
        let code = """
            struct Badge: View {
                let isDark: Bool
                var body: some View {
                    isDark ? AnyView(Color.black) : AnyView(Text("Light"))
                    isDark ? AnyView(Color.black) : AnyView(Color.white)
                    AnyView(Text("Plain"))
                }
            }
            """
        #expect(severities("any_view", in: code) == [.warning, .warning, .note, .note, .note])
    }

    @Test func erasingDifferentTypesOnReturnPathsIsAWarning() {
        let code = """
            extension View {
                func eraseToAnyView() -> AnyView { AnyView(self) }
            }
            struct Cell: View {
                let price: Int?
                var body: some View { content }
                private var content: some View {
                    guard let price else { return EmptyView().eraseToAnyView() }
                    return Text("\\(price)").eraseToAnyView()
                }
            }
            """
        #expect(severities("any_view", in: code) == [.note, .warning, .warning])
    }

    @Test func closureBindingToAControlIsANoteUnlessFixable() {
        let code = """
            struct Settings: View {
                @State private var muted: Set<String> = []
                @State private var isOn = false
                let name: String
                var body: some View {
                    Toggle(name, isOn: Binding(get: { muted.contains(name) }, set: { _ in }))
                    Toggle(name, isOn: Binding(get: { isOn }, set: { isOn = $0 }))
                }
            }
            """
        #expect(severities("closure_binding", in: code) == [.note, .warning])
    }

    @Test func unenforcedEquatableIsAWarningOnlyForPODViews() {
        let code = """
            struct Score: View, Equatable {
                let value: Int
                static func == (a: Score, b: Score) -> Bool { a.value / 10 == b.value / 10 }
                var body: some View { Text("\\(value)") }
            }
            struct Name: View, Equatable {
                let text: String
                static func == (a: Name, b: Name) -> Bool { a.text == b.text }
                var body: some View { Text(text) }
            }
            struct Board: View {
                var body: some View {
                    Score(value: 1)
                    Name(text: "A")
                }
            }
            """
        #expect(severities("unenforced_equatable", in: code) == [.warning, .note])
    }
}
