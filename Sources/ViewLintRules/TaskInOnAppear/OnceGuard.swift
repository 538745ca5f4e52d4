import ViewLint

/// `if !didAppear { didAppear = true; Task { … } }`, or `guard !didAppear else { return }` then
/// `didAppear = true`: a `@State` flag of the view that starts `false` and is only ever set to
/// `true` lets each view start the task once (rule 15: the flag lives with the identity). The same
/// view appearing again (a pushed screen popped off it) starts none; a new view — its identity
/// replaced, or removed and shown again — starts its own beside any still running.
struct OnceGuard: Sendable {
    let flag: String
    /// The `if` or `guard` testing the flag.
    let statement: SyntaxTree.NodeID

    static func find(_ task: SyntaxTree.NodeID, action: SyntaxTree.NodeID, view: ViewTypeInfo?, in tree: SyntaxTree) -> OnceGuard? {
        guard let view else { return nil }
        var candidates: [(flag: String, statement: SyntaxTree.NodeID, block: SyntaxTree.NodeID)] = []
        // An `if !flag` around the task, the task in its first branch.
        var node = tree.parent(task)
        while let id = node, id != action {
            if tree.kind(id) == .ifStmt, let flag = testedFlag(id, in: tree), let then = tree.child(id, kind: .codeBlock),
               isInside(task, then, in: tree) {
                candidates.append((flag, id, then))
            }
            node = tree.parent(id)
        }
        // A `guard !flag else { return }` among the action's own statements, before the task.
        let items = tree.closureItems(action)
        if let taskItem = items.firstIndex(where: { isInside(task, $0, in: tree) }) {
            for item in items[..<taskItem] where tree.kind(item) == .guardStmt {
                if let flag = testedFlag(item, in: tree) { candidates.append((flag, item, action)) }
            }
        }
        for candidate in candidates {
            guard let declared = view.storedProperties.first(where: { $0.name == candidate.flag }), declared.wrapper?.kind == .state,
                  declared.initializerText == "false", setsTrue(candidate.flag, in: candidate.block, tree: tree),
                  let type = tree.enclosingTypeDeclaration(action), onlySetsTrue(candidate.flag, in: type, tree: tree) else { continue }
            return OnceGuard(flag: candidate.flag, statement: candidate.statement)
        }
        return nil
    }

    /// `!flag`, `flag == false`, `false == flag` (with or without `self.`) as the only condition.
    private static func testedFlag(_ statement: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let conditions = tree.child(statement, kind: .conditionList) else { return nil }
        let parts = Array(tree.children(conditions))
        guard parts.count == 1 else { return nil }
        let condition = parts[0]
        if tree.kind(condition) == .prefixOperatorExpr, tree.nameEquals(condition, "!"), let operand = tree.firstChild(condition) {
            return flagName(operand, in: tree)
        }
        guard let (left, op, right) = tree.binaryOperation(condition), tree.nameEquals(op, "==") else { return nil }
        if isFalse(right, in: tree) { return flagName(left, in: tree) }
        if isFalse(left, in: tree) { return flagName(right, in: tree) }
        return nil
    }

    /// `flag` or `self.flag`.
    private static func flagName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        switch tree.kind(expression) {
        case .identifier:
            return tree.name(expression)
        case .memberAccess:
            guard let base = tree.memberBase(expression), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else { return nil }
            return tree.name(expression)
        default:
            return nil
        }
    }

    /// `flag = true` among the block's own statements.
    private static func setsTrue(_ flag: String, in block: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        let statements = tree.kind(block) == .closure ? tree.closureItems(block) : Array(tree.children(block))
        return statements.contains { assignment(of: flag, $0, in: tree) == true }
    }

    /// Whether `statement` assigns `flag`: true when it stores the literal `true`, false for any
    /// other value, nil when it is no assignment of `flag`.
    private static func assignment(of flag: String, _ statement: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool? {
        guard tree.kind(statement) == .sequenceExpr else { return nil }
        let parts = Array(tree.children(statement))
        guard parts.count >= 3, tree.kind(parts[1]) == .assignmentOperator || ViewUsage.isCompoundAssignment(parts[1], in: tree),
              flagName(parts[0], in: tree) == flag else { return nil }
        return parts.count == 3 && tree.kind(parts[1]) == .assignmentOperator && tree.kind(parts[2]) == .booleanLiteral
            && tree.nameEquals(parts[2], "true")
    }

    private static func isFalse(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.kind(expression) == .booleanLiteral && tree.nameEquals(expression, "false")
    }

    /// Nothing in the view's type stores anything but `true` in the flag: no other value, no
    /// `toggle()`, no `$flag` or `_flag` handed on.
    private static func onlySetsTrue(_ flag: String, in type: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        var ok = true
        tree.walk(from: type) { id, _ in
            switch tree.kind(id) {
            case .identifier where tree.name(id) == "$" + flag || tree.name(id) == "_" + flag:
                ok = false
            case .sequenceExpr:
                if assignment(of: flag, id, in: tree) == false { ok = false }
            case .call:
                if tree.isMethodCall(id), let callee = tree.firstChild(id), let base = tree.memberBase(callee),
                   flagName(base, in: tree) == flag { ok = false }
            default:
                break
            }
            return ok ? .visitChildren : .stop
        }
        return ok
    }

    private static func isInside(_ node: SyntaxTree.NodeID, _ ancestor: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current: SyntaxTree.NodeID? = node
        while let id = current {
            if id == ancestor { return true }
            current = tree.parent(id)
        }
        return false
    }
}
