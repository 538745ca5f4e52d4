import ViewLint

/// The lifecycle modifier (`onAppear`, `onDisappear`, `.task` without an `id:`) whose closure
/// runs the code at a node: directly, or through wrappers that run their closure at once or on
/// the main queue's next turn (`withAnimation`, `withTransaction`, `DispatchQueue.main.async`,
/// `DispatchQueue.main.asyncAfter`), so a write there happens as the view appears or goes.
/// Nil when another closure (a `Button`'s action, `ForEach`'s content), a loop or a function
/// stands between them.
struct LifecycleClosure {
    /// `onAppear`, `onDisappear` or `task`.
    let modifier: String
    /// The wrappers on the way, outermost first, as the summary names them
    /// (`DispatchQueue.main.async`, `withAnimation`).
    let through: [String]

    static let modifiers: Set<String> = ["onAppear", "onDisappear", "task"]
    /// Free functions that run their closure before they return.
    static let immediate: Set<String> = ["withAnimation", "withTransaction"]
    /// `DispatchQueue.main`'s methods that run their closure on the main queue's next turn.
    static let mainQueue: Set<String> = ["async", "asyncAfter"]

    init?(around node: SyntaxTree.NodeID, in tree: SyntaxTree) {
        var current = node
        var through: [String] = []
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .closure:
                guard let (call, _) = tree.receivingCall(of: parent) else { return nil }
                let name = tree.calleeName(call)
                if !tree.isMethodCall(call), !tree.isImplicitMemberCall(call), Self.immediate.contains(name) {
                    through.insert(name, at: 0)
                    current = parent
                    continue
                }
                if tree.isMethodCall(call), Self.mainQueue.contains(name), let callee = tree.firstChild(call),
                   let base = tree.memberBase(callee), tree.memberPath(base) == ["DispatchQueue", "main"] {
                    through.insert("DispatchQueue.main.\(name)", at: 0)
                    current = parent
                    continue
                }
                guard tree.isMethodCall(call) || tree.isImplicitMemberCall(call), Self.modifiers.contains(name) else { return nil }
                // `.task(id:)` runs again whenever its id changes, not only as the view appears.
                if name == "task", tree.argument(call, labelled: "id") != nil { return nil }
                modifier = name
                self.through = through
                return
            case .funcDecl, .forStmt, .whileStmt, .repeatStmt, .initDecl, .accessorDecl, .structDecl, .classDecl, .extensionDecl:
                return nil
            default:
                current = parent
            }
        }
        return nil
    }

    /// "`onAppear` (through `DispatchQueue.main.async`, `withAnimation`)".
    var described: String {
        let place = modifier == "task" ? "`.task`" : "`\(modifier)`"
        return through.isEmpty ? place : place + " (through " + through.map { "`\($0)`" }.joined(separator: ", ") + ")"
    }
}
