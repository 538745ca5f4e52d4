import ViewLint

/// Whether a view is only ever made as the content of a presentation keyed by an item
/// (`.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`, `.navigationDestination(item:)`):
/// each item presented is a new identity, so the view lives for the one value it was made with,
/// and seeding a state with `State(initialValue:)` is the whole fix (review s11: CodeEdit
/// KeyValueTable, shown by `.sheet(item:)`).
enum ItemPresentation {
    static let modifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// Every (non-preview) construction of `owner` is in `tree`'s file and sits in the content
    /// closure of an item-keyed presentation there. Constructions in other files are not read
    /// (their trees are not kept): the answer is then no.
    static func showsOnlyPresentedItems(_ owner: String, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        let sites = (index.viewType(named: owner)?.instantiations ?? []).filter { !index.isPreview($0) }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard site.path == tree.file.path, let call = tree.innermostNode(of: [.call], containing: site.byteRange) else { return false }
            return isInItemPresentation(call, in: tree)
        }
    }

    static func isInItemPresentation(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.callsTakingClosures(around: node).contains { call, _ in
            (tree.isMethodCall(call) || tree.isImplicitMemberCall(call)) && modifiers.contains(tree.calleeName(call))
                && tree.argument(call, labelled: "item") != nil
        }
    }
}
