import ViewLint

/// What a name in an expression refers to when it is declared nearby rather than a property.
enum LocalName {
    /// A closure's parameter (nil) or a function's, with its declaration.
    case parameter(SyntaxTree.NodeID?)
    /// A local constant or variable, with its initial value, or a name bound by `if let`.
    case local(SyntaxTree.NodeID?)

    init?(_ name: String, at node: SyntaxTree.NodeID, in tree: SyntaxTree) {
        var current = node
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .closure:
                if tree.closureParameterNames(parent).contains(name) { self = .parameter(nil); return }
            case .funcDecl, .initDecl, .subscriptDecl:
                if let clause = tree.child(parent, kind: .parameterClause),
                   let parameter = tree.children(clause, kind: .parameter).first(where: { tree.parameterLocalName($0) == name }) {
                    self = .parameter(parameter)
                    return
                }
                return nil
            case .codeBlock:
                // Earlier statements of the same block: `let x = …`.
                for item in tree.children(parent) {
                    if item == current { break }
                    guard tree.kind(item) == .variableDecl else { continue }
                    for binding in tree.children(item, kind: .patternBinding) where tree.name(binding) == name {
                        self = .local(tree.child(binding, kind: .initializerClause).flatMap { tree.firstChild($0) })
                        return
                    }
                }
            case .switchCase:
                // `case let .image(image, shadow):` binds names to parts of the subject.
                if tree.children(parent, kind: .caseItem).contains(where: { tree.referencedNames(in: $0).contains(name) }),
                   let statement = tree.parent(parent), tree.kind(statement) == .switchStmt {
                    self = .local(tree.firstChild(statement))
                    return
                }
            case .ifStmt, .guardStmt:
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
}
