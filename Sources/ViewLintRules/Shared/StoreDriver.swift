import ViewLint

/// A driver the engine chose because it does not run a store (review ev20 #2: ProtonVPN
/// ContactFormView). A view keeping a store of The Composable Architecture (`StoreOf<Feature>`)
/// re-runs in the app because the store's state changes: `WithViewStore` (or the view itself,
/// with observable state) observes it. The engine runs no reducer, so it reaches the same body
/// run by the parent passing a new `store`, which the code need not ever do. The counts hold
/// either way, but the driver is an assumption of the engine's, and the summary says so.
enum StoreDriver {
    /// Containers of the library that run their content again as the store they are given changes.
    static let observingContainers: Set<String> = ["WithViewStore", "WithPerceptionTracking", "IfLetStore", "SwitchStore", "ForEachStore"]

    /// The summary with "(the parent passing a new `store`)" said as assumed, where `store` is
    /// a store of the view around `site`; the evidence unchanged otherwise.
    static func namingAssumed(_ evidence: Evidence, site: SyntaxTree.NodeID, in file: LintFile,
                              context: ConfirmationContext) -> Evidence {
        let tree = file.tree
        guard evidence.status == .confirmed, let driver = evidence.driver,
              let owner = tree.enclosingTypeName(site), let view = context.index.viewType(named: owner),
              let property = view.storedProperties.first(where: { driver == "the parent passing a new `\($0.name)`" }),
              ConditionPossibility.Reader.storeStateType(property.typeText) != nil else { return evidence }
        let type = property.typeText.filter { !$0.isWhitespace }
        let container = containerObserving(property.name, around: site, in: tree)
        let runs = container.map { "in the app `\($0)` runs this content again as the state it observes changes" }
            ?? "in the app a change of its state runs this body again"
        var said = evidence
        said.summary = evidence.summary.replacing("(\(driver))", with: "(assuming \(driver): the engine's choice, as it does not run `\(property.name)`, a `\(type)`; \(runs))",
                                                  maxReplacements: 1)
        return said
    }

    /// The nearest library container around `site` given the store (`WithViewStore(self.store, …)`).
    static func containerObserving(_ store: String, around site: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var current = tree.parent(site)
        while let node = current {
            if tree.kind(node) == .call, !tree.isMethodCall(node), observingContainers.contains(tree.calleeName(node)),
               let first = tree.arguments(node).first.flatMap(tree.value), let path = tree.memberPath(first),
               path.drop(while: { $0 == "self" }).first == store {
                return tree.calleeName(node)
            }
            current = tree.parent(node)
        }
        return nil
    }
}
