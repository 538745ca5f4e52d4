import Testing
import ViewLint

/// The help of `foreach_index_identity` names a key the element has: `\.element.id` only for
/// `Identifiable` elements, `\.element` / `\.self` for values such as `String` or an enum.
@Suite struct PositionKeyHelpTests {
    static let code = """
        import SwiftUI
        struct Step: Identifiable { let id = UUID(); var title: String }
        enum Mood: String, CaseIterable { case calm, busy }
        struct Steps: View {
            @State private var steps: [Step] = []
            @State private var names: [String] = []
            @State private var moods: [Mood] = []
            var body: some View {
                VStack {
                    ForEach(Array(steps.enumerated()), id: \\.offset) { _, step in Text(step.title) }
                    ForEach(Array(names.enumerated()), id: \\.offset) { _, name in Text(name) }
                    ForEach(moods.indices, id: \\.self) { i in Text(moods[i].rawValue) }
                    Button("Add") { steps.insert(Step(title: "x"), at: 0); names.insert("a", at: 0); moods.insert(.calm, at: 0) }
                }
            }
        }
        """

    @Test func helpNamesAKeyTheElementHas() {
        // In source order: the `Step` rows, the `String` rows, the `Mood` rows.
        let help = LintTestSupport.lint(Self.code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help == [
            "Key by the element instead: `id: \\.element.id`, if each element appears once (repeated ids leave rows' identity undefined).",
            "Key by the element instead: `id: \\.element` if the values are unique and rows never edit them; otherwise wrap them in an `Identifiable` type.",
            "Use `ForEach(moods, id: \\.self)` if the values are unique and rows never edit them, or give `Mood` a stable `id`.",
        ])
    }

    /// Rows that edit their `String` through a binding: a key made of the value would change on
    /// every keystroke, so the help asks for an identity instead of `\.self`.
    @Test func editedValuesAreGivenAnIdentity() {
        let code = """
            import SwiftUI
            final class HostsModel: ObservableObject { @Published var hosts: [String] = ["a", "b"] }
            struct HostsEditor: View {
                @ObservedObject var model: HostsModel
                var body: some View {
                    ForEach(model.hosts.indices, id: \\.self) { index in
                        TextField("Host", text: $model.hosts[index])
                        Button("Remove") { model.hosts.remove(at: index) }
                    }
                }
            }
            """
        let help = LintTestSupport.lint(code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help.count == 1)
        #expect(help.first?.contains("give each element an identity (a struct with a stored `id`)") == true, "\(help)")
        #expect(help.first?.contains("\\.self") == false, "\(help)")
    }
}
