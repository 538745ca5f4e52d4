import ViewLint

/// A push the screen makes over itself: `path.push(…)`, `path.append(…)` on a navigation path,
/// `NavigationLink(…)` — in the view's own type or in a view declared in the same file that its
/// code names (its rows). A pushed screen covers this one, which disappears (rule 41): `.task`
/// is cancelled then too, so the `.task` fix would stop the work whenever the user opens a child.
struct ChildPush: Sendable {
    /// "`path.push(…)` at line 253".
    let described: String

    static func find(from onAppear: SyntaxTree.NodeID, in tree: SyntaxTree) -> ChildPush? {
        guard let owner = tree.enclosingTypeDeclaration(onAppear) else { return nil }
        // The types the screen's code constructs (`ResultRow(…)`).
        var constructed: Set<String> = []
        for call in tree.descendants(of: owner, kind: .call) {
            if let callee = tree.firstChild(call), tree.kind(callee) == .identifier { constructed.insert(tree.name(callee)) }
        }
        var scopes = [owner]
        // Views of the same file the screen's code names (`ResultRow(…)`): pushes from its rows.
        tree.walk { id, _ in
            guard [.structDecl, .classDecl].contains(tree.kind(id)) else { return .visitChildren }
            if id != owner, constructed.contains(tree.name(id)) { scopes.append(id) }
            return .skipChildren
        }
        for scope in scopes {
            var found: SyntaxTree.NodeID?
            tree.walk(from: scope) { id, _ in
                if tree.kind(id) == .call, isPush(id, in: tree) { found = id; return .stop }
                return .visitChildren
            }
            if let found {
                let callee = tree.firstChild(found).map { tree.text($0).filter { !$0.isWhitespace } } ?? tree.calleeName(found)
                return ChildPush(described: "`\(MessageText.excerpt(callee, limit: 40))(…)` at line \(tree.location(found).line)")
            }
        }
        return nil
    }

    private static func isPush(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        let name = tree.calleeName(call)
        if !tree.isMethodCall(call) { return name == "NavigationLink" }
        guard let callee = tree.firstChild(call), let base = tree.memberBase(callee) else { return false }
        switch name {
        case "push", "pushViewController":
            return true
        case "append":
            // `path.append(value)` on a `NavigationPath` or a stack's path array.
            return tree.memberNames(in: base).last.map { $0.lowercased().hasSuffix("path") } ?? false
        default:
            return false
        }
    }
}
