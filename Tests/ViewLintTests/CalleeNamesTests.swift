import Testing
@testable import ViewLint

/// A file's callee names read once (`LintFile.calleeName`) are `SyntaxTree.calleeName`'s, call by call.
@Suite struct CalleeNamesTests {
    @Test func everyCallAnswersAsTheTreeDoes() {
        let tree = SyntaxTree.parse(SourceFile(path: "Calls.swift", text: """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").padding().padding(4)
                        Binding<Bool>(get: { true }, set: { _ in })
                        Binding.init(get: { true }, set: { _ in })
                        SwiftUI.Toggle(isOn: .constant(true)) { Text("b") }
                        Café().\u{00E9}tat()
                        Caf\u{0065}\u{0301}()
                        ForEach(items.map { $0 }, id: \\.self) { Text($0) }
                        `default`()
                        (makeView)()
                        let size: CGSize = .init(width: 1, height: 2)
                        Color.clear.frame(width: size.width)
                    }
                }
            }
            """))
        let prepared = tree.preparedForWalks()
        let file = LintFile(tree: prepared, comments: [], index: ProjectModel(index: ProjectIndex(trees: [tree]), facts: ProjectFacts(tree: tree)))
        let calls = prepared.nodes(ofKind: .call)
        #expect(calls.count > 15)
        for call in calls { #expect(file.calleeName(call) == prepared.calleeName(call), "\(prepared.text(call))") }
        // The spellings are each call's own, though `Café` and `Cafe\u{301}` are one String.
        let spelled = calls.map { Array(file.calleeName($0).utf8) }
        #expect(spelled == calls.map { Array(prepared.calleeName($0).utf8) })
        #expect(Set(calls.map { file.calleeName($0) }).isSuperset(of: ["Text", "padding", "Binding", "Toggle", "ForEach", "map", "default", "init", "Café", "constant"]))
        // A node that is no call is answered as the tree answers it.
        if let text = prepared.nodes(ofKind: .identifier).first { #expect(file.calleeName(text) == prepared.calleeName(text)) }
    }
}
