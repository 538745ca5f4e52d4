/// What the project's code can change of its types' members, for "could this change" questions
/// an experiment asks before it varies a value: a member no code writes keeps the value its
/// holder was made with. Collected in the same pass as `ViewUsage` and merged with it; the
/// receivers' types are not known, so a write counts for every member of that name.
public struct MemberWrites: Sendable, Equatable {
    /// Member names written through a member access anywhere (any receiver): `a.b = v`,
    /// `a.b += v`, `a.b.append(x)`, `&a.b`, `$a.b`, and every key path component (`\.b`,
    /// `\T.b`) outside an `id:` argument, since a writable key path may be written through.
    public var members: Set<String> = []
    /// Type → stored properties its code replaces whole outside `init` (`x = v`, `self.x = v`,
    /// `_x = …`, `&x`, `$x` handed on): what a member write (`x.b = v`) is not.
    public var replaced: [String: Set<String>] = [:]
    /// Method name → the names it is called on (`a.b.reload()`: `reload` → `b`): a project
    /// `mutating func` of that name writes them.
    public var methodCalls: [String: Set<String>] = [:]
    /// Names of the project's `mutating func`s.
    public var mutatingFunctions: Set<String> = []

    public init() {}

    mutating func merge(_ other: MemberWrites) {
        members.formUnion(other.members)
        replaced.merge(other.replaced) { $0.union($1) }
        methodCalls.merge(other.methodCalls) { $0.union($1) }
        mutatingFunctions.formUnion(other.mutatingFunctions)
    }

    /// Reads one node of a file's pass (`ViewUsage(tree:)` calls it for every node).
    mutating func note(_ id: SyntaxTree.NodeID, in tree: SyntaxTree) {
        switch tree.kind(id) {
        case .sequenceExpr:
            let parts = tree.children(id)
            guard parts.count >= 3, let target = parts.first else { return }
            let operation = parts[parts.startIndex + 1]
            guard tree.kind(operation) == .assignmentOperator || ViewUsage.isCompoundAssignment(operation, in: tree) else { return }
            noteWrite(to: target, at: id, inInitializer: tree.ancestor(of: id, in: [.initDecl]) != nil, in: tree)
        case .inoutExpr:
            if let operand = tree.firstChild(id) { noteWrite(to: operand, at: id, inInitializer: false, in: tree) }
        case .identifier:
            let spelled = tree.tokenText(tree[id].name)
            guard spelled.hasPrefix("$"), spelled.dropFirst().first?.isNumber == false else { return }
            let name = String(spelled.dropFirst())
            if let parent = tree.parent(id), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == id {
                // `$model.title`: a binding to the member.
                members.insert(tree.name(parent))
            } else if let owner = tree.enclosingTypeName(id) {
                replaced[owner, default: []].insert(name)
            }
        case .call:
            guard tree.isMethodCall(id), let callee = tree.firstChild(id), let base = tree.memberBase(callee) else { return }
            let method = tree.calleeName(id)
            let names = MemberWrites.chainNames(base, in: tree)
            if let last = names.first { methodCalls[method, default: []].insert(last) }
            if ViewUsage.mutatingMethods.contains(method) { members.formUnion(names) }
        case .keyPath:
            if let holder = tree.parent(id), tree.kind(holder) == .argument, tree.label(holder) == "id" { return }
            for component in tree.children(id, kind: .keyPathComponent) where tree[component].name >= 0 {
                members.insert(tree.name(component))
            }
        case .funcDecl:
            if tree.hasModifier(id, "mutating") { mutatingFunctions.insert(tree.name(id)) }
        default:
            break
        }
    }

    private mutating func noteWrite(to target: SyntaxTree.NodeID, at node: SyntaxTree.NodeID, inInitializer: Bool, in tree: SyntaxTree) {
        let names = MemberWrites.chainNames(target, in: tree)
        let root = MemberWrites.rootIdentifier(target, in: tree)
        let direct = tree.kind(target) == .identifier
            || tree.kind(target) == .memberAccess && root.map { tree.nameEquals($0, "self") && tree.memberBase(target) == $0 } == true
        if direct {
            // `x = v`, `self.x = v`, `_x = State(…)`: the property itself; in `init`, its seed.
            guard !inInitializer, let owner = tree.enclosingTypeName(node), let name = names.first ?? root.map({ tree.name($0) }) else { return }
            replaced[owner, default: []].insert(name.hasPrefix("_") ? String(name.dropFirst()) : name)
        } else {
            members.formUnion(names)
        }
    }

    /// The member names of `a.b.c` (`c`, `b`), through subscripts and `?`/`!`, innermost last;
    /// `self.x` gives `x`; a bare `x` gives nothing.
    static func chainNames(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        var names: [String] = []
        var node = expression
        while true {
            switch tree.kind(node) {
            case .memberAccess:
                guard let base = tree.memberBase(node) else { return names }
                names.append(tree.name(node))
                node = base
            case .subscriptCall, .postfixOperatorExpr:
                guard let base = tree.firstChild(node) else { return names }
                node = base
            case .identifier where names.isEmpty && !tree.nameEquals(node, "self"):
                return [tree.name(node)]
            default:
                return names
            }
        }
    }

    /// The identifier at the root of `a.b[0]?.c`.
    static func rootIdentifier(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = expression
        while true {
            switch tree.kind(node) {
            case .identifier: return node
            case .memberAccess, .subscriptCall, .postfixOperatorExpr:
                guard let base = tree.kind(node) == .memberAccess ? tree.memberBase(node) : tree.firstChild(node) else { return nil }
                node = base
            default: return nil
            }
        }
    }
}
