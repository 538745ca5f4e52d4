import ViewLint

extension AnyViewRule {
    /// Why no construction decides a stored `AnyView` the view's own code sets after it is made
    /// (`background = AnyView(…)` in a timer's handler): where it is set, in a developer's words.
    /// Nil when an initializer of this file sets it, or nothing else does.
    static func setAfterConstruction(_ stored: (field: String, typeDecl: SyntaxTree.NodeID), in tree: SyntaxTree) -> String? {
        guard let binding = StoredArgumentFact.storedDeclaration(stored.field, in: stored.typeDecl, tree: tree),
              let owner = tree.enclosingTypeName(binding) else { return nil }
        // An initializer storing it: what constructions pass decides it, not this reason.
        for initializer in StoredArgumentFact.initializers(of: owner, in: tree) {
            var stores = false
            tree.walk(from: initializer) { id, _ in
                if tree.kind(id) == .sequenceExpr, let (target, _) = tree.assignment(id), tree.memberPath(target)?.last == stored.field {
                    stores = true
                    return .stop
                }
                return .visitChildren
            }
            if stores { return nil }
        }
        var setters: [String] = []
        tree.walk(from: stored.typeDecl) { id, _ in
            guard tree.kind(id) == .sequenceExpr, let (target, _) = tree.assignment(id), let path = tree.memberPath(target),
                  path.last == stored.field, path.count == 1 || path.count == 2 && path[0] == "self",
                  tree.ancestor(of: id, in: [.initDecl]) == nil,
                  let member = tree.ancestor(of: id, in: [.funcDecl, .patternBinding]) else { return .visitChildren }
            let name = tree.kind(member) == .funcDecl ? "`\(tree.name(member))(…)`" : "`\(tree.name(member))`"
            if !setters.contains(name) { setters.append(name) }
            return .visitChildren
        }
        guard !setters.isEmpty else { return nil }
        let start = tree.child(binding, kind: .initializerClause) != nil ? "it starts as its default and " : ""
        let named = setters.prefix(2).joined(separator: " and ") + (setters.count > 2 ? " and \(setters.count - 2) more" : "")
        return "`\(stored.field)` is not set by an argument of `\(owner)(…)`: \(start)\(named) set\(setters.count == 1 ? "s" : "") it again; whether each value erases the same type is not decided"
    }
}
