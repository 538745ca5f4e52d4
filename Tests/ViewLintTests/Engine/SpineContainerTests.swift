import Testing
@testable import ViewLint

/// What a project view keeps of a closure it is given, read from the type of the field the
/// closure goes to (`SpineContainer`): only a builder it calls in `body` lets the lowering show
/// the content in place without missing the view's own `body` runs.
@Suite struct SpineContainerTests {
    @Test func aBuilderReturningAViewIsCalledInBody() {
        #expect(SpineContainer.kind(ofFieldType: "() -> Content") == .contentBuilder)
        #expect(SpineContainer.kind(ofFieldType: "(Item) -> some View") == .contentBuilder)
        #expect(SpineContainer.kind(ofFieldType: "(Bool) -> (Content)") == .contentBuilder)
    }

    @Test func aClosureReturningNothingIsAnAction() {
        #expect(SpineContainer.kind(ofFieldType: "() -> Void") == .keptClosure)
        #expect(SpineContainer.kind(ofFieldType: "(String) -> ()") == .keptClosure)
        #expect(SpineContainer.kind(ofFieldType: "@MainActor () -> Swift.Void") == .keptClosure)
    }

    @Test func aViewValueOrAnUnwrittenTypeIsKept() {
        #expect(SpineContainer.kind(ofFieldType: "Content") == .keptContent)
        #expect(SpineContainer.kind(ofFieldType: "AnyView") == .keptContent)
        #expect(SpineContainer.kind(ofFieldType: "") == .keptContent)
    }

    /// A keeper leaf says which container it stands for and whether it holds only part of its
    /// content as data (`KeptContent`); a run that does not count them drops the partial ones
    /// that are not marked, and only those.
    @Test func removingPartialKeepersDropsOnlyUnmarkedPartialOnes() throws {
        let partial = SpineContainer.keeper("Card", partial: true, of: .text(.read("title")), arguments: [.read("tint")], storedClosures: [])
        let whole = SpineContainer.keeper("Row", of: .text(.read("name")), arguments: [], storedClosures: [])
        let markedPartial = SpineContainer.keeper("Sheet", partial: true, of: .text(.read("note")), arguments: [], storedClosures: [])
        guard case .leaf(_, let values, let keeping?) = partial else { Issue.record("a keeper is a leaf with its kept content"); return }
        #expect(keeping == KeptContent(container: "Card", partial: true))
        #expect(values.count == 2, "the container's argument and the content's value")
        let body = ViewTemplate.vstack([.text(.read("title")), partial, whole, .marked(0, markedPartial)])
        let program = ViewProgram(root: "Screen", types: [ViewType("Screen", body: body)])
        let kept = try #require(program.removingPartialKeepers().type(named: "Screen")?.body)
        guard case .container("VStack", let children) = kept else { Issue.record("the stack stays"); return }
        #expect(children.count == 3)
        let containers = children.compactMap { child -> String? in
            switch child {
            case .leaf(_, _, let keeping?): return keeping.container
            case .marked(_, .leaf(_, _, let keeping?)): return keeping.container
            default: return nil
            }
        }
        #expect(containers == ["Row", "Sheet"], "the unmarked partial keeper of `Card` is dropped")
        // Marking reads the same data: the container and whether the leaf keeps in part.
        let holding = SpineContainer.keeper("Card", partial: true, of: .text(.read("title")), arguments: [.marked(0, .read("flag"))],
                                            storedClosures: [])
        var program2 = ViewProgram(root: "Screen", types: [ViewType("Screen", body: .vstack([whole, holding]))])
        #expect(program2.markKeeperLeaf(of: 0, with: 1, among: ["Row"]) == nil, "`Card` is not among the containers asked for")
        let marked = program2.markKeeperLeaf(of: 0, with: 1, among: ["Card", "Row"])
        let found = try #require(marked)
        #expect(found.container == "Card" && found.partial)
    }
}
