/// Methods that take a view value and make it the root of a new `UIHostingController`, and do
/// nothing else with it (`func push<V: View>(_ view: V) { let vc = UIHostingController(rootView:
/// view.environmentObject(self)); nav.pushViewController(vc, animated: true) }`). A view handed
/// to one is shown by a controller that never gets another root view: a new call makes a new
/// controller, so the shown view keeps the values it was made with.
extension ProjectFacts {
    /// The names of `members`' methods whose first parameter takes a view, split by whether
    /// that parameter only becomes a new hosting controller's root (and `.rootView` is never
    /// touched in the body).
    static func hostingMethods(_ members: [SyntaxTree.NodeID], in tree: SyntaxTree) -> (hosting: Set<String>, other: Set<String>) {
        var hosting = Set<String>(), other = Set<String>()
        for function in members where tree.kind(function) == .funcDecl {
            guard let clause = tree.child(function, kind: .parameterClause),
                  let parameter = tree.children(clause, kind: .parameter).first,
                  takesView(parameter, of: function, in: tree) else { continue }
            let name = tree.name(function)
            if let body = tree.child(function, kind: .codeBlock), onlyHosts(tree.parameterLocalName(parameter), in: body, tree: tree) {
                hosting.insert(name)
            } else {
                other.insert(name)
            }
        }
        return (hosting, other)
    }

    /// `_ view: some View`, or `_ view: V` with the method's `<V: View>`.
    private static func takesView(_ parameter: SyntaxTree.NodeID, of function: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let type = tree.children(parameter).first(where: { tree.kind($0) != .initializerClause && tree.kind($0) != .attribute }) else { return false }
        switch tree.kind(type) {
        case .someType:
            return tree.firstChild(type).map { tree.typeName(of: $0) == "View" } ?? false
        case .simpleType:
            let name = tree.typeName(of: type)
            guard let generics = tree.child(function, kind: .genericParameterClause) else { return false }
            return tree.children(generics, kind: .genericParameter).contains { generic in
                tree.name(generic) == name && tree.children(generic).contains { tree.kind($0) == .simpleType && tree.typeName(of: $0) == "View" }
            }
        default:
            return false
        }
    }

    /// Every use of `name` in `body` is the start of the value passed as `rootView:` to
    /// `UIHostingController(…)` (through modifiers: `view.environmentObject(x)`), and nothing
    /// in `body` reads or sets a `rootView`.
    private static func onlyHosts(_ name: String, in body: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        if tree.descendants(of: body, kind: .memberAccess).contains(where: { tree.name($0) == "rootView" }) { return false }
        var uses = 0
        for use in tree.descendants(of: body, kind: .identifier) where tree.name(use) == name {
            let value = tree.modifiers(appliedTo: use).outermost
            guard let argument = tree.parent(value), tree.kind(argument) == .argument, tree.label(argument) == "rootView",
                  let call = tree.parent(argument), tree.kind(call) == .call, !tree.isMethodCall(call),
                  tree.calleeName(call) == "UIHostingController" else { return false }
            uses += 1
        }
        return uses > 0
    }
}
