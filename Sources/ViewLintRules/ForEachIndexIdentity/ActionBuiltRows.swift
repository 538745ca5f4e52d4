import ViewLint

/// Rows an action builds into a view value it hands to a new `UIHostingController(rootView:)`
/// (`let view = List { ForEach(items.indices, …) }`, then `UIHostingController(rootView: view)`):
/// the value is made once, when the action runs, from what the action reads then, and nothing
/// gives that controller another root view. A collection held in a `let` keeps its elements in
/// their places for the controller's life; running the action again makes another controller.
enum ActionBuiltRows {
    /// Why the rows never change, when they are such rows over a `let`; nil otherwise.
    static func handedToNewHost(_ rows: PositionKeyedRows, in tree: SyntaxTree) -> String? {
        guard let collection = rows.collection,
              let path = ForEachIndexIdentityRule.storedPath(collection, in: tree), path.count == 1,
              let declaration = viewDeclaration(around: rows.call, in: tree),
              let binding = tree.children(declaration, kind: .patternBinding).first,
              let closure = tree.parent(declaration), tree.kind(closure) == .closure,
              tree.isInActionClosure(declaration), !tree.isInActionClosure(rows.call, below: declaration),
              let source = CollectionOrigin.local(named: path[0], before: rows.call, in: tree),
              isLetBound(path[0], at: rows.call, value: source, in: tree) else { return nil }
        let name = tree.name(binding)
        guard let value = tree.child(binding, kind: .initializerClause).flatMap(tree.firstChild),
              NewHostingRoot.isOnlyRoot(value, in: tree) else { return nil }
        return "the rows are built when an action runs, into `\(name)`, a value the action hands only to a new `UIHostingController(rootView:)` and never replaces; `\(path[0])` is a `let`, so the rows that value holds keep their elements for the controller's life"
    }

    /// The `let name = <view>` statement of the closure the rows are built in.
    private static func viewDeclaration(around call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = call
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .variableDecl:
                guard tree.isLetDeclaration(parent), tree.children(parent, kind: .patternBinding).count == 1 else { return nil }
                return parent
            case .funcDecl, .initDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .codeBlock:
                return nil
            default:
                node = parent
            }
        }
        return nil
    }

    /// `name` at `use` is bound by `let` (a local or an `if let`/`guard let`), not a `var`.
    private static func isLetBound(_ name: String, at use: SyntaxTree.NodeID, value: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = value
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .variableDecl: return tree.isLetDeclaration(parent)
            case .optionalBinding: return tree.text(parent).hasPrefix("let")
            case .codeBlock, .closure, .funcDecl: return false
            default: node = parent
            }
        }
        return false
    }
}
