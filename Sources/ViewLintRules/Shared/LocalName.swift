import ViewLint

/// What a name in an expression refers to when it is declared nearby rather than a property.
enum LocalName {
    /// A closure's parameter (nil) or a function's, with its declaration.
    case parameter(SyntaxTree.NodeID?)
    /// A local constant or variable, with its initial value, or a name bound by `if let`.
    case local(SyntaxTree.NodeID?)

    /// `within`: only names declared inside that node (a closure's own locals), not around it.
    init?(_ name: String, at node: SyntaxTree.NodeID, in tree: SyntaxTree, within: SyntaxTree.NodeID? = nil) {
        var current = node
        while current != within, let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .closure:
                if tree.closureParameterNames(parent).contains(name) { self = .parameter(nil); return }
                if let found = Self.earlier(name, before: current, among: tree.closureItems(parent), in: tree) { self = found; return }
            case .funcDecl, .initDecl, .subscriptDecl:
                if let clause = tree.child(parent, kind: .parameterClause),
                   let parameter = tree.children(clause, kind: .parameter).first(where: { tree.parameterLocalName($0) == name }) {
                    self = .parameter(parameter)
                    return
                }
                return nil
            case .codeBlock:
                if let found = Self.earlier(name, before: current, among: tree.children(parent), in: tree) { self = found; return }
            case .switchCase:
                // `case let .image(image, shadow):` binds names to parts of the subject.
                if tree.children(parent, kind: .caseItem).contains(where: { tree.referencedNames(in: $0).contains(name) }),
                   let statement = tree.parent(parent), tree.kind(statement) == .switchStmt {
                    self = .local(tree.firstChild(statement))
                    return
                }
            case .ifStmt:
                // Names bound by the condition, seen from the body (not from the condition itself).
                if tree.kind(current) == .codeBlock, let conditions = tree.child(parent, kind: .conditionList) {
                    for binding in tree.children(conditions, kind: .optionalBinding) where tree.name(binding) == name {
                        let parts = tree.children(binding)
                        self = .local(parts.count > 1 ? parts.last : nil)
                        return
                    }
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                return nil
            default:
                break
            }
            current = parent
        }
        return nil
    }

    /// A name declared by a statement before `current` in a block or a closure's body: `let x = …`,
    /// and names a `guard` binds (seen after it, not in its `else`).
    private static func earlier(_ name: String, before current: SyntaxTree.NodeID, among items: some Sequence<SyntaxTree.NodeID>,
                                in tree: SyntaxTree) -> LocalName? {
        for item in items {
            if item == current { break }
            if tree.kind(item) == .guardStmt, let conditions = tree.child(item, kind: .conditionList),
               let binding = tree.children(conditions, kind: .optionalBinding).first(where: { tree.name($0) == name }) {
                let parts = tree.children(binding)
                return .local(parts.count > 1 ? parts.last : nil)
            }
            guard tree.kind(item) == .variableDecl else { continue }
            for binding in tree.children(item, kind: .patternBinding) where tree.name(binding) == name {
                return .local(tree.child(binding, kind: .initializerClause).flatMap { tree.firstChild($0) })
            }
        }
        return nil
    }
}
