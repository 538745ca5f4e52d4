import ViewLint

/// What a name the rows iterate is made of, when the view makes it itself: a body-local
/// `let xs = …`, an `if let xs = …` or `guard let xs = …` around the rows, or a computed property
/// of the view in this file whose getter is one expression (`var xs: [T] { model.items }`).
struct CollectionOrigin {
    let name: String
    /// The expression that makes it (`?? []` after an optional dropped: no rows either way).
    let expression: SyntaxTree.NodeID

    init?(_ collection: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree) {
        guard let path = ForEachIndexIdentityRule.storedPath(collection, in: tree), path.count == 1 else { return nil }
        name = path[0]
        guard let found = Self.local(named: name, before: collection, in: tree) ?? Self.computed(named: name, at: call, in: tree) else { return nil }
        expression = Self.droppingEmptyDefault(found, in: tree)
    }

    /// `let`, `if let`, `guard let` of `name` in scope at `use`; nil at a closure parameter or
    /// a function parameter of that name (the rows' own driver questions answer those).
    static func local(named name: String, before use: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        let start = tree.byteRange(use).lowerBound
        var current = tree.parent(use)
        while let id = current {
            switch tree.kind(id) {
            case .codeBlock, .closure:
                if tree.kind(id) == .closure, tree.closureParameterNames(id).contains(name) { return nil }
                for item in tree.children(id).reversed() where tree.byteRange(item).upperBound <= start {
                    if tree.kind(item) == .variableDecl, tree.isLetDeclaration(item),
                       let binding = tree.children(item, kind: .patternBinding).first(where: { tree.name($0) == name }) {
                        return tree.child(binding, kind: .initializerClause).flatMap { tree.firstChild($0) }
                    }
                    if tree.kind(item) == .guardStmt, let value = boundValue(name, in: item, tree: tree) { return value }
                }
            case .ifStmt:
                if let value = boundValue(name, in: id, tree: tree) { return value }
            case .funcDecl, .initDecl:
                return nil
            case .patternBinding:
                if let declaration = tree.parent(id), tree.isMemberOrTopLevel(declaration) { return nil }
            default:
                break
            }
            current = tree.parent(id)
        }
        return nil
    }

    /// The value an `if`/`guard` condition binds to `name` (`if let rules = instance.rules`);
    /// nil for the shorthand `if let rules`, which rebinds the outer name.
    private static func boundValue(_ name: String, in statement: SyntaxTree.NodeID, tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard let conditions = tree.child(statement, kind: .conditionList) else { return nil }
        for binding in tree.children(conditions, kind: .optionalBinding) where tree.name(binding) == name {
            let parts = Array(tree.children(binding))
            return parts.count >= 2 && tree.kind(parts[0]) == .identifier ? parts.last : nil
        }
        return nil
    }

    /// A computed property of the type around `call`, in this file, whose getter is one
    /// expression (or one `return`).
    static func computed(named name: String, at call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard let owner = tree.enclosingTypeName(call) else { return nil }
        for binding in tree.descendants(kind: .patternBinding) {
            guard tree.name(binding) == name, tree.isComputed(binding), let declaration = tree.parent(binding),
                  tree.isMemberOrTopLevel(declaration), tree.enclosingTypeName(declaration) == owner,
                  let getter = tree.child(binding, kind: .codeBlock) else { continue }
            let items = Array(tree.children(getter))
            guard items.count == 1 else { return nil }
            return tree.kind(items[0]) == .returnStmt ? tree.firstChild(items[0]) : items[0]
        }
        return nil
    }

    /// `x ?? []` → `x`.
    static func droppingEmptyDefault(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID {
        guard tree.kind(expression) == .sequenceExpr else { return expression }
        let parts = Array(tree.children(expression))
        guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, tree.nameEquals(parts[1], "??"),
              tree.kind(parts[2]) == .arrayLiteral, tree.children(parts[2]).isEmpty else { return expression }
        return parts[0]
    }

    /// The callee named by a call the expression is (`frames(for: section.actions)`,
    /// `[BlockNode](text).rules()`), for "the result of `rules()`"; nil for `Array(xs)`-like
    /// constructions and anything that is not a call.
    static func calledFunction(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard tree.kind(expression) == .call else { return nil }
        let name = tree.calleeName(expression)
        guard let first = name.first, !first.isUppercase else { return nil }
        return name
    }
}
