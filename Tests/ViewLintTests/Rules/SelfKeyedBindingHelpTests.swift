import Testing
import ViewLint

/// `ForEach($items, id: \.self)`: the help only drops `id:` when the elements are already
/// `Identifiable` (review s11: CodeEdit AccountsSettingsView), and asks for an id otherwise.
@Suite struct SelfKeyedBindingHelpTests {
    @Test func theHelpKnowsWhetherTheElementsAreIdentifiable() throws {
        let path = "Tests/Fixtures/rules/foreach_self_identity/BindingRows.swift"
        let code = try String(contentsOf: LintTestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let helps = LintTestSupport.lint(code).findings.filter { $0.ruleID == "foreach_self_identity" }.map { $0.help ?? "" }
        #expect(helps == [
            "Drop `id: \\.self`: `ForEach($items) { $item in … }` then keys rows by `Server.id`, which edits leave alone.",
            "Key rows by a stable id: make the elements `Identifiable` and write `ForEach($items) { $item in … }`.",
        ])
    }
}
