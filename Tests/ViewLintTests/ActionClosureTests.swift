import Testing
@testable import ViewLint

/// Which closures run while a body builds: a `map` over a collection runs at once, a button's
/// action later, and a `map` inside an action runs later with it.
@Suite struct ActionClosureTests {
    static let code = """
        struct Board: View {
            let names: [String]
            var body: some View {
                VStack {
                    Row(items: names.map { name in Text(name) })
                    Button("Add") { _ = names.map { name in Text(name) } }
                    Text("x").onAppear { _ = names.compactMap { Int($0) } }
                }
            }
        }
        """

    @Test func aCollectionTransformRunsNowUnlessAnActionHoldsIt() {
        let tree = SyntaxTree.parse(SourceFile(path: "Board.swift", text: Self.code))
        // The `Text(name)` calls and `Int($0)`, in source order.
        let calls = tree.callAndTypeNodes.filter { tree.kind($0) == .call && ["Text", "Int"].contains(tree.calleeName($0)) }
            .filter { tree.text($0) != #"Text("x")"# }
            .sorted { tree.byteRange($0).lowerBound < tree.byteRange($1).lowerBound }
        #expect(calls.map { tree.isInActionClosure($0) } == [false, true, true])
    }

    /// In a `View` extension a modifier is called on `self` without writing it: the content of
    /// `overlay { … }` is built while the body runs, and its `onTapGesture` action is not.
    @Test func anImplicitSelfModifiersContentRunsNow() {
        let code = """
            extension View {
                func badges(_ names: [String]) -> some View {
                    overlay(alignment: .top) {
                        ForEach(Array(names.enumerated()), id: \\.offset) { _, name in
                            Text(name).onTapGesture { _ = Text(name) }
                        }
                    }
                }
            }
            """
        let tree = SyntaxTree.parse(SourceFile(path: "Badges.swift", text: code))
        let texts = tree.callAndTypeNodes.filter { tree.kind($0) == .call && tree.calleeName($0) == "Text" }
            .sorted { tree.byteRange($0).lowerBound < tree.byteRange($1).lowerBound }
        let forEach = tree.callAndTypeNodes.first { tree.kind($0) == .call && tree.calleeName($0) == "ForEach" }!
        #expect(!tree.isInActionClosure(forEach))
        #expect(texts.map { tree.isInActionClosure($0) } == [false, true])
    }
}
