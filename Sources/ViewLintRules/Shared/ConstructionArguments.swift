import ViewLint

/// A construction of a project view elsewhere in the project, re-read as a call so rules can
/// look at its arguments (the index keeps only where it is and which modifiers follow it).
struct ConstructionCall {
    let tree: SyntaxTree
    let call: SyntaxTree.NodeID

    init?(_ site: InstantiationSite) {
        let tree = SyntaxTree.parse(SourceFile(path: site.path, text: site.constructionText))
        guard let first = tree.children(tree.root).first, tree.kind(first) == .call else { return nil }
        self.tree = tree
        self.call = first
    }

    /// The expression passed for `label`, if the construction passes one.
    func argument(labelled label: String) -> SyntaxTree.NodeID? {
        tree.argument(call, labelled: label)
    }
}

extension InstantiationSite {
    /// Whether this construction passes an argument labelled `label` (`Foo(model: m)`).
    func passesArgument(labelled label: String) -> Bool {
        ConstructionCall(self)?.argument(labelled: label) != nil
    }
}
