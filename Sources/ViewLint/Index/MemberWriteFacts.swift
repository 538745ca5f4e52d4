import Synchronization

/// What the project's code can change of its types' members, for "could this change" questions
/// an experiment asks before it varies a value: a member no code writes keeps the value its
/// holder was made with. Collected by `ViewUsage(tree:)`'s one pass over a file's nodes, from
/// the nodes it reads anyway, and merged with it; the receivers' types are not known, so a
/// write counts for every member of that name.
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
        replaced.absorbUnion(other.replaced)
        methodCalls.absorbUnion(other.methodCalls)
        mutatingFunctions.formUnion(other.mutatingFunctions)
    }

    /// The member names a key path may write through: its components, or none for rows' `id:`,
    /// which is only read.
    static func writableNames(ofKeyPath id: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        if let holder = tree.parent(id), tree.kind(holder) == .argument, tree.label(holder) == "id" { return [] }
        return tree.children(id, kind: .keyPathComponent).filter { tree[$0].name >= 0 }.map { tree.name($0) }
    }

    /// `$name` in `owner`'s code: `$model.title` binds a member; `$name` alone hands the
    /// property on whole.
    static func noteProjection(_ id: SyntaxTree.NodeID, named name: Int32, owner: Int32, in tree: SyntaxTree,
                               into recorder: inout UsageRecorder) {
        if let parent = tree.parent(id), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == id {
            let member = recorder.number(nameOf: parent)
            recorder.add(.members, member)
        } else {
            recorder.add(.replaced, owner, name)
        }
    }

    /// `base.method(…)`: a standard mutating method writes the chain's members; any method is
    /// kept by name for the project's `mutating func`s.
    /// `mutating`: `method` is one of `ViewUsage.mutatingMethods` (the caller has looked it up).
    static func noteMethodCall(_ method: Int32, on base: SyntaxTree.NodeID, mutating: Bool, in tree: SyntaxTree,
                               into recorder: inout UsageRecorder) {
        guard mutating else {
            // Most calls mutate nothing: only the chain's last name is kept, so no array of names is made.
            if let last = MemberWrites.lastChainNode(base, in: tree) {
                let number = recorder.number(nameOf: last)
                recorder.add(.methodCalls, method, number)
            }
            return
        }
        let nodes = MemberWrites.chainNodes(base, in: tree)
        guard let last = nodes.first else { return }
        let number = recorder.number(nameOf: last)
        recorder.add(.methodCalls, method, number)
        for node in nodes {
            let member = recorder.number(nameOf: node)
            recorder.add(.members, member)
        }
    }

    /// An assignment, compound assignment or `&` to `target`: the property itself outside
    /// `init` (`x = v`, `self.x = v`, `_x = State(…)`), or the members of a chain.
    static func noteWrite(to target: SyntaxTree.NodeID, at node: SyntaxTree.NodeID, inInitializer: Bool, in tree: SyntaxTree,
                          into recorder: inout UsageRecorder) {
        let nodes = MemberWrites.chainNodes(target, in: tree)
        let root = MemberWrites.rootIdentifier(target, in: tree)
        let direct = tree.kind(target) == .identifier
            || tree.kind(target) == .memberAccess && root.map { tree.nameEquals($0, "self") && tree.memberBase(target) == $0 } == true
        if direct {
            guard !inInitializer, let owner = recorder.owner(of: node), let named = nodes.first ?? root else { return }
            let name = tree.name(named)
            let number = recorder.number(name.hasPrefix("_") ? String(name.dropFirst()) : name)
            recorder.add(.replaced, owner, number)
        } else {
            for node in nodes {
                let member = recorder.number(nameOf: node)
                recorder.add(.members, member)
            }
        }
    }

    /// `chainNames(expression).first`, without the rest of the chain.
    static func lastChainName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        lastChainNode(expression, in: tree).map { tree.name($0) }
    }

    /// The node whose name `lastChainName` answers.
    static func lastChainNode(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = expression
        while true {
            switch tree.kind(node) {
            case .memberAccess:
                return tree.memberBase(node) == nil ? nil : node
            case .subscriptCall, .postfixOperatorExpr:
                guard let base = tree.firstChild(node) else { return nil }
                node = base
            case .identifier:
                return tree.nameEquals(node, "self") ? nil : node
            default:
                return nil
            }
        }
    }

    /// The member names of `a.b.c` (`c`, `b`), through subscripts and `?`/`!`, innermost last;
    /// `self.x` gives `x`; a bare `x` gives nothing.
    static func chainNames(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        chainNodes(expression, in: tree).map { tree.name($0) }
    }

    /// The nodes whose names `chainNames` answers, in its order.
    static func chainNodes(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var nodes: [SyntaxTree.NodeID] = []
        var node = expression
        while true {
            switch tree.kind(node) {
            case .memberAccess:
                guard let base = tree.memberBase(node) else { return nodes }
                nodes.append(node)
                node = base
            case .subscriptCall, .postfixOperatorExpr:
                guard let base = tree.firstChild(node) else { return nodes }
                node = base
            case .identifier where nodes.isEmpty && !tree.nameEquals(node, "self"):
                return [node]
            default:
                return nodes
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

/// Every member name some code of the project writes (`ProjectModel.writesMember`): a member
/// set anywhere, or one a project `mutating func` is called on. The answer is the same from
/// every point of view, so it is worked out once, when first asked, instead of looking every
/// mutating function up in every group at each question.
final class WrittenMembers: Sendable {
    private let names = Mutex<Set<String>?>(nil)

    init() {}

    func contains(_ name: String, in groups: [ProjectFacts]) -> Bool {
        if let known = names.withLock({ $0 }) { return known.contains(name) }
        let collected = Self.collect(groups)
        names.withLock { $0 = collected }
        return collected.contains(name)
    }

    private static func collect(_ groups: [ProjectFacts]) -> Set<String> {
        var written = Set<String>()
        var mutating = Set<String>()
        // By index: iterating the groups copies each group's facts (every dictionary retained).
        for group in groups.indices {
            written.formUnion(groups[group].usage.memberWrites.members)
            mutating.formUnion(groups[group].usage.memberWrites.mutatingFunctions)
        }
        for group in groups.indices {
            for function in mutating {
                if let receivers = groups[group].usage.memberWrites.methodCalls[function] { written.formUnion(receivers) }
            }
        }
        return written
    }
}
