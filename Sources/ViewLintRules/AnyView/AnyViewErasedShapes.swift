import ViewLint

/// What an erasure wraps, as the rule compares it: the view a chain starts from, its shape, and
/// whether the branches or return paths of a declaration erase different types.
extension AnyViewRule {
    /// A `return` of an erased view in a function whose returns erase different view types
    /// (`return EmptyView().eraseToAnyView()` on one path, `return Text(…).eraseToAnyView()` on another).
    func returnsEraseDifferentTypes(_ call: SyntaxTree.NodeID, in tree: SyntaxTree,
                                    by key: (SyntaxTree.NodeID, SyntaxTree) -> String = AnyViewRule.rootViewName) -> Bool {
        // An explicit `return`, or the single expression of a body (an implicit return);
        // several statements in a builder body are siblings, not return paths.
        guard let parent = tree.parent(call),
              tree.kind(parent) == .returnStmt || (tree.kind(parent) == .codeBlock && tree.children(parent).count == 1),
              let function = tree.ancestor(of: call, in: [.funcDecl, .patternBinding, .closure]),
              tree.kind(function) != .closure else { return false }
        return branchesEraseDifferentTypes(function, in: tree, by: key)
    }

    /// `c ? AnyView(A()) : AnyView(B())` with different wrapped types.
    func ternaryErasesDifferentTypes(_ call: SyntaxTree.NodeID, in tree: SyntaxTree,
                                     by key: (SyntaxTree.NodeID, SyntaxTree) -> String = AnyViewRule.rootViewName) -> Bool {
        var node = call
        if let parent = tree.parent(node), tree.kind(parent) == .ternaryOperator { node = parent }
        guard let sequence = tree.parent(node), tree.kind(sequence) == .sequenceExpr,
              tree.children(sequence).contains(where: { tree.kind($0) == .ternaryOperator }) else { return false }
        var wrapped = Set<String>()
        for part in tree.children(sequence) {
            let candidate = tree.kind(part) == .ternaryOperator ? tree.firstChild(part) : part
            guard let candidate, tree.kind(candidate) == .call, tree.calleeName(candidate) == "AnyView",
                  let content = tree.firstUnlabelledArgument(candidate) ?? tree.argument(candidate, labelled: "erasing") else { continue }
            wrapped.insert(key(content, tree))
        }
        return wrapped.count > 1
    }

    /// Whether the `AnyView(…)` calls in a declaration wrap at least two different view types.
    func branchesEraseDifferentTypes(_ declaration: SyntaxTree.NodeID, in tree: SyntaxTree,
                                     by key: (SyntaxTree.NodeID, SyntaxTree) -> String = AnyViewRule.rootViewName) -> Bool {
        var wrapped = Set<String>()
        tree.walk(from: declaration) { id, _ in
            guard tree.kind(id) == .call else { return .visitChildren }
            // An erasure inside another's content is part of that content, not another path.
            if tree.calleeName(id) == "AnyView", !tree.isMethodCall(id),
               let content = tree.firstUnlabelledArgument(id) ?? tree.argument(id, labelled: "erasing") {
                wrapped.insert(key(content, tree))
                return .skipChildren
            } else if tree.isMethodCall(id), tree.calleeName(id).hasPrefix("erase"), tree.arguments(id).isEmpty,
                      let callee = tree.firstChild(id), let base = tree.memberBase(callee) {
                wrapped.insert(key(base, tree))
                return .skipChildren
            }
            return .visitChildren
        }
        return wrapped.count > 1
    }

    /// `Text.font.padding` for `Text("a").font(.body).padding()`: the view and the modifiers on
    /// it, which may each change the static type. Two erasures with different shapes may wrap
    /// different types, so a run that never switched between them cannot clear them.
    static func erasedShape(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        var modifiers: [String] = []
        var node = expression
        while tree.kind(node) == .call || tree.kind(node) == .memberAccess {
            let access = tree.kind(node) == .call ? tree.firstChild(node) : node
            guard let access, tree.kind(access) == .memberAccess, let base = tree.memberBase(access) else { break }
            modifiers.append(tree.name(access))
            node = base
        }
        return ([rootViewName(expression, in: tree)] + modifiers.reversed()).joined(separator: ".")
    }

    /// `Text` for `Text("a").font(.body)`: the view a modifier chain starts from.
    static func rootViewName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        var node = expression
        while true {
            switch tree.kind(node) {
            case .call:
                guard let callee = tree.firstChild(node) else { return tree.text(node) }
                if tree.kind(callee) == .memberAccess, let base = tree.memberBase(callee) { node = base; continue }
                return tree.calleeName(node)
            case .memberAccess:
                guard let base = tree.memberBase(node) else { return tree.name(node) }
                node = base
            default:
                return tree.text(node)
            }
        }
    }

    /// Whether a node lies in the content closure of a `ForEach` or `List`.
    func isInRowContent(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = tree.parent(node)
        while let id = current {
            if tree.kind(id) == .closure, let holder = tree.parent(id),
               tree.kind(holder) == .trailingClosure || tree.kind(holder) == .argument,
               let call = tree.parent(holder), tree.kind(call) == .call {
                let name = tree.calleeName(call)
                if (name == "ForEach" || name == "List"), !tree.isMethodCall(call) { return true }
            }
            if [.funcDecl, .variableDecl, .structDecl, .classDecl].contains(tree.kind(id)) { return false }
            current = tree.parent(id)
        }
        return false
    }
}

extension AnyViewRule {
    /// Erasures that compete for one place with the flagged one: the other side of its ternary,
    /// the other return paths of its member, or the other erasures of the closure or member it
    /// sits in when it sits under an `if` or `switch` there.
    static func competingErasures(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, context: ConfirmationContext) -> [SyntaxTree.NodeID] {
        guard let scope = tree.ancestor(of: call, in: [.closure, .funcDecl, .patternBinding, .initDecl]) else { return [] }
        var node = call
        var chosen = false
        while let parent = tree.parent(node), parent != scope {
            if [.ifStmt, .switchStmt, .switchCase, .guardStmt, .ternaryOperator].contains(tree.kind(parent)) { chosen = true }
            if tree.kind(parent) == .sequenceExpr, tree.children(parent).contains(where: { tree.kind($0) == .ternaryOperator }) { chosen = true }
            node = parent
        }
        guard chosen else { return [] }
        return erasures(in: scope, tree: tree, context: context).filter { $0 != call }
    }

    /// Two competing erasures of one generic project view (`Tile(kind: Int.self)`, `Tile(kind:
    /// String.self)`): each may be a different specialization, which the engine cannot tell
    /// apart, so neither a run nor a fact about "the same type" can be trusted.
    static func genericViewChoice(_ erasing: [SyntaxTree.NodeID], in tree: SyntaxTree, context: ConfirmationContext) -> String? {
        var byRoot: [String: Set<String>] = [:]
        for call in erasing {
            guard let wrapped = wrappedValue(of: call, in: tree) else { continue }
            byRoot[rootViewName(wrapped, in: tree), default: []].insert(tree.text(wrapped).filter { !$0.isWhitespace })
        }
        for (root, texts) in byRoot.sorted(by: { $0.key < $1.key }) where texts.count > 1 && isGenericView(named: root, context: context) {
            return root
        }
        return nil
    }

    /// Whether the project declares `name` as a view with generic parameters.
    static func isGenericView(named name: String, context: ConfirmationContext) -> Bool {
        guard let info = context.index.viewType(named: name), let tree = context.trees[info.path],
              let declaration = tree.innermostNode(of: [.structDecl, .classDecl, .enumDecl], containing: info.offset..<(info.offset + 1))
        else { return false }
        return tree.child(declaration, kind: .genericParameterClause) != nil
    }
}
