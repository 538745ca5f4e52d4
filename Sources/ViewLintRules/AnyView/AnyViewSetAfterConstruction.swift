import ViewLint

extension AnyViewRule {
    /// Why no construction decides a stored `AnyView` the view's own code sets after it is made
    /// (`background = AnyView(…)` in a timer's handler): where it is set, in a developer's words.
    /// Nil when nothing else sets it, or (unless `evenIfInitStores`: asked once the constructions
    /// were read) when an initializer of this file sets it.
    static func setAfterConstruction(_ stored: (field: String, typeDecl: SyntaxTree.NodeID), in tree: SyntaxTree,
                                     evenIfInitStores: Bool = false) -> String? {
        guard let binding = StoredArgumentFact.storedDeclaration(stored.field, in: stored.typeDecl, tree: tree),
              let owner = tree.enclosingTypeName(binding) else { return nil }
        // An initializer storing it: what constructions pass decides it, not this reason.
        for initializer in StoredArgumentFact.initializers(of: owner, in: tree) where !evenIfInitStores {
            var stores = false
            tree.walk(from: initializer) { id, _ in
                // `self._field = binding` stores it as surely as `self.field = value`.
                if tree.kind(id) == .sequenceExpr, let (target, _) = tree.assignment(id),
                   let last = tree.memberPath(target)?.last, last == stored.field || last == "_" + stored.field {
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
        let start = evenIfInitStores ? ""
            : tree.child(binding, kind: .initializerClause) != nil ? "it starts as its default and " : ""
        let named = setters.prefix(2).joined(separator: " and ") + (setters.count > 2 ? " and \(setters.count - 2) more" : "")
        let notOnly = evenIfInitStores ? "not only set by the arguments" : "not set by an argument"
        return "`\(stored.field)` is \(notOnly) of `\(owner)(…)`: \(start)\(named) set\(setters.count == 1 ? "s" : "") it again; whether each value erases the same type is not decided"
    }
}
