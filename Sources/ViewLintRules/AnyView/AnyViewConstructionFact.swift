import ViewLint

/// A stored `AnyView` (or a closure making one) holds what each construction passes: its erased
/// type can change for one view only if one construction passes different types over time.
extension AnyViewRule {
    static let oneTypePerConstruction = StoredArgumentFact(
        settles: { value, tree, index in passesOneType(value, in: tree) || passesOwnFixedErasure(value, in: tree, index: index) },
        follows: { $0.contains("AnyView") })

    /// `nil`, `AnyView(SomeView(…)…)`, or a closure returning one: one erased type at that site.
    static func passesOneType(_ value: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(value) {
        case .nilLiteral:
            return true
        case .call:
            guard tree.calleeName(value) == "AnyView", !tree.isMethodCall(value),
                  let content = tree.firstUnlabelledArgument(value) ?? tree.argument(value, labelled: "erasing") else { return false }
            return wrappedRootName(content, in: tree) != nil
        case .closure:
            let items = tree.closureItems(value)
            guard items.count == 1, var item = items.first else { return false }
            if tree.kind(item) == .returnStmt, let returned = tree.firstChild(item) { item = returned }
            return tree.kind(item) == .call && passesOneType(item, in: tree)
        default:
            return false
        }
    }
}

extension AnyViewRule {
    /// `Body(placeholder: placeholder)` in a view whose own `placeholder` only its initializers
    /// set, each to an erasure of a type fixed at each construction: what it passes on is fixed
    /// for the passing view's life, so for the view it makes too.
    static func passesOwnFixedErasure(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let path = tree.memberPath(value), path.count == 1 || path.count == 2 && path[0] == "self",
              let field = path.last, LocalName(field, at: value, in: tree) == nil || path.count == 2,
              let typeDecl = tree.enclosingTypeDeclaration(value) else { return false }
        // A builder's closure rests on what callers pass, an assumption this fact would not name.
        return typesStoredByInitializers((field, typeDecl), in: tree, index: index)?.builtClosures.isEmpty == true
    }
}
