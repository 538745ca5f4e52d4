// What a `@dynamicMemberLookup` class's `subscript(dynamicMember:)` reads (review s16b: ElementX's
// view-model contexts forward `context.x` to `viewState.bindings[keyPath:]`, so reading one is a
// read of `viewState`, and any change of it re-runs the view).

extension ClassFacts {
    /// `dynamicMembersReadThrough` and `declaredMembers` of a class declaration: nil and none
    /// unless it is `@dynamicMemberLookup` with a subscript reading one stored property.
    static func dynamicMembers(of declaration: SyntaxTree.NodeID, members: MemberScan, stored: Set<String>,
                               in tree: SyntaxTree) -> (String?, Set<String>) {
        guard tree.children(declaration, kind: .attribute).contains(where: { tree.nameEquals($0, "dynamicMemberLookup") }),
              let through = dynamicMemberSource(members: members, stored: stored, in: tree) else { return (nil, []) }
        var declared = Set<String>()
        for member in members.members {
            if let variable = member.variable { declared.formUnion(variable.bindings.map(\.name)) }
            else if member.kind == .funcDecl { declared.insert(tree.name(member.id)) }
        }
        return (through, declared)
    }

    /// The stored property a `subscript(dynamicMember:)` getter reads by its key path, only
    /// where its body shows it: one expression `p[keyPath: k]` or `p.a.b[keyPath: k]` (after an
    /// optional `return`, `self.`), `k` the subscript's parameter and `p` one of `stored`.
    static func dynamicMemberSource(members: MemberScan, stored: Set<String>, in tree: SyntaxTree) -> String? {
        for member in members.members where member.kind == .subscriptDecl {
            guard let clause = tree.child(member.id, kind: .parameterClause),
                  let parameter = tree.children(clause, kind: .parameter).first, tree.nameEquals(parameter, "dynamicMember") else { continue }
            let keyPath = tree.parameterLocalName(parameter)
            // The getter: a `get` accessor's block, or the subscript's own block.
            let block = tree.child(member.id, kind: .accessorBlock).flatMap { accessors in
                tree.children(accessors, kind: .accessorDecl).first { tree.nameEquals($0, "get") }.flatMap { tree.child($0, kind: .codeBlock) }
            } ?? tree.child(member.id, kind: .codeBlock)
            guard let block else { continue }
            let items = Array(tree.children(block))
            guard items.count == 1 else { continue }
            var expression = items[0]
            if tree.kind(expression) == .returnStmt, let value = tree.firstChild(expression) { expression = value }
            guard tree.kind(expression) == .subscriptCall, let base = tree.firstChild(expression) else { continue }
            let arguments = tree.arguments(expression)
            guard arguments.count == 1, tree.label(arguments[0]) == "keyPath", let value = tree.value(arguments[0]),
                  tree.kind(value) == .identifier, tree.name(value) == keyPath else { continue }
            var path = tree.kind(base) == .identifier ? [tree.name(base)] : tree.memberPath(base) ?? []
            if path.first == "self" { path.removeFirst() }
            if let root = path.first, stored.contains(root) { return root }
        }
        return nil
    }
}
