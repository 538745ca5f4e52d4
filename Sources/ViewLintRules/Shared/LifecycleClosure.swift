import ViewLint

/// The lifecycle modifier (`onAppear`, `onDisappear`, `.task` without an `id:`) whose closure
/// runs the code at a node: directly, or through wrappers that run their closure at once or on
/// the main queue's next turn (`withAnimation`, `withTransaction`, `DispatchQueue.main.async`,
/// `DispatchQueue.main.asyncAfter`), so a write there happens as the view appears or goes.
/// Given the view's type, a private function of it counts too when every call of it sits in one
/// such modifier. Nil when another closure (a `Button`'s action, `ForEach`'s content), a loop or
/// another function stands between them.
struct LifecycleClosure: Equatable {
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

    /// `callersIn`: the view type whose private functions are followed to their calls (up to
    /// three deep); nil stops at any function.
    init?(around node: SyntaxTree.NodeID, in tree: SyntaxTree, callersIn owner: String? = nil) {
        self.init(around: node, in: tree, callersIn: owner, depth: 0)
    }

    private init?(around node: SyntaxTree.NodeID, in tree: SyntaxTree, callersIn owner: String?, depth: Int) {
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
            case .funcDecl:
                guard let owner, depth < 3,
                      let caller = Self.caller(of: parent, owner: owner, in: tree, depth: depth) else { return nil }
                modifier = caller.modifier
                self.through = caller.through + through.filter { !caller.through.contains($0) }
                return
            case .forStmt, .whileStmt, .repeatStmt, .initDecl, .accessorDecl, .structDecl, .classDecl, .extensionDecl:
                return nil
            default:
                current = parent
            }
        }
        return nil
    }

    /// The lifecycle modifier every call of `function` (a private function of `owner`, called as
    /// `name()` or `self.name()`) sits in, with the wrappers of all of them; nil when it is not
    /// private, has no call, or its calls sit in different modifiers or elsewhere.
    private static func caller(of function: SyntaxTree.NodeID, owner: String, in tree: SyntaxTree, depth: Int) -> LifecycleClosure? {
        guard tree.hasModifier(function, "private") || tree.hasModifier(function, "fileprivate"),
              tree.enclosingTypeName(function) == owner else { return nil }
        let name = tree.name(function)
        let calls = tree.descendants(kind: .call).filter { call in
            guard tree.calleeName(call) == name, tree.enclosingTypeName(call) == owner else { return false }
            guard tree.isMethodCall(call) else { return true }
            return tree.firstChild(call).flatMap { tree.memberBase($0) }.map { tree.text($0) == "self" } ?? false
        }
        var found: LifecycleClosure?
        for call in calls {
            guard let closure = LifecycleClosure(around: call, in: tree, callersIn: owner, depth: depth + 1),
                  found == nil || found?.modifier == closure.modifier else { return nil }
            let through = (found?.through ?? []) + closure.through.filter { !(found?.through ?? []).contains($0) }
            found = LifecycleClosure(modifier: closure.modifier, through: through)
        }
        return found
    }

    private init(modifier: String, through: [String]) {
        self.modifier = modifier
        self.through = through
    }

    /// "`onAppear` (through `DispatchQueue.main.async`, `withAnimation`)".
    var described: String {
        let place = modifier == "task" ? "`.task`" : "`\(modifier)`"
        return through.isEmpty ? place : place + " (through " + through.map { "`\($0)`" }.joined(separator: ", ") + ")"
    }
}
