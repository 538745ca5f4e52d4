import ViewLint

/// A view value that becomes the root of a new `UIHostingController(rootView:)` and nothing
/// else: passed straight as `rootView:`, or kept in a `let` whose every later use is that. With
/// no `.rootView` assigned in the same scope, the controller shows that one value for its life;
/// the code making it again makes another controller.
enum NewHostingRoot {
    /// Whether `value` (a construction, or a `let`'s initial value) goes only to new hosting
    /// controllers' roots.
    static func isOnlyRoot(_ value: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var value = value
        // `View(…).environmentObject(x)`: the chain is the value handed on.
        while let access = tree.parent(value), tree.kind(access) == .memberAccess, tree.firstChild(access) == value,
              let call = tree.parent(access), tree.kind(call) == .call, tree.firstChild(call) == access {
            value = call
        }
        guard let parent = tree.parent(value) else { return false }
        if isRootArgument(value, in: tree) { return scope(of: parent, in: tree).map { !touchesRootView($0, in: tree) } ?? false }
        guard tree.kind(parent) == .initializerClause, let binding = tree.parent(parent), tree.kind(binding) == .patternBinding,
              let declaration = tree.parent(binding), tree.kind(declaration) == .variableDecl, tree.isLetDeclaration(declaration),
              tree.children(declaration, kind: .patternBinding).count == 1,
              let scope = tree.parent(declaration), [.codeBlock, .closure].contains(tree.kind(scope)) else { return false }
        let name = tree.name(binding)
        var uses = 0
        // Uses after the `let`: a name before it (`view.backgroundColor`) is another thing.
        let after = tree.byteRange(declaration).upperBound
        for id in tree.descendants(of: scope, kind: .identifier) where tree.name(id) == name && tree.byteRange(id).lowerBound >= after {
            guard isRootArgument(id, in: tree) else { return false }
            uses += 1
        }
        return uses > 0 && !touchesRootView(scope, in: tree)
    }

    /// `UIHostingController(rootView: node)`.
    private static func isRootArgument(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let argument = tree.parent(node), tree.kind(argument) == .argument, tree.label(argument) == "rootView",
              let call = tree.parent(argument), tree.kind(call) == .call, !tree.isMethodCall(call) else { return false }
        return tree.calleeName(call) == "UIHostingController"
    }

    /// The body (a code block or closure) the node is in.
    private static func scope(of node: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var current = tree.parent(node)
        while let id = current {
            if [.codeBlock, .closure].contains(tree.kind(id)) { return id }
            current = tree.parent(id)
        }
        return nil
    }

    private static func touchesRootView(_ scope: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.descendants(of: scope, kind: .memberAccess).contains { tree.name($0) == "rootView" }
    }

    /// "`viewModel` is the one `Model` each construction of `Prompt` passes, as the root view of
    /// a new `UIHostingController` that is never given another" when every construction of
    /// `view` outside previews passes the object `property` (a class it never assigns itself) and
    /// goes only to a new hosting controller's root; nil otherwise.
    static func heldObject(_ property: String, of view: ViewTypeInfo, context: ConfirmationContext) -> (type: String, description: String)? {
        let index = context.index
        guard let stored = view.storedProperties.first(where: { $0.name == property }),
              stored.wrapper == nil || stored.wrapper?.kind == .observedObject, stored.initializerByteRange == nil,
              let type = HeldObject.simpleTypeName(stored.typeText), index.declaredType(named: type)?.kind == .class,
              !index.replaces(property: property, inType: view.name) else { return nil }
        let sites = view.instantiations.filter { site in
            !index.isPreview(site)
        }
        guard !sites.isEmpty else { return nil }
        for site in sites {
            guard let tree = context.trees[site.path], let call = tree.innermostNode(of: [.call], containing: site.byteRange),
                  tree.calleeName(call) == view.name, tree.argument(call, labelled: property) != nil,
                  isOnlyRoot(call, in: tree) else { return nil }
        }
        let count = sites.count == 1 ? "its one construction passes" : "each of its \(sites.count) constructions passes"
        return (type, "`\(property)` is the one `\(type)` \(count) to `\(view.name)`, made the root view of a new `UIHostingController` that is never given another")
    }
}
