/// The methods of a file that run only while a value of their type is being made: a `private`
/// or `fileprivate` method whose every use in its file (all that can see it) is a call on `self`
/// from an `init` of its type, from another such method, or from the `didSet`/`willSet` of a
/// property nothing sets after `init` (Swift runs no observer when a type's own `init` sets its
/// own property, so that observer never runs). What such a method writes seeds the value; it
/// does not change it later. Read by `ViewUsage(tree:)`'s pass.
struct WhileMadeCode {
    /// The `funcDecl`s of those methods.
    private(set) var methods: Set<SyntaxTree.NodeID> = []

    init(tree: SyntaxTree) {
        // Keyed by the type and the name: inside a type, `name(…)` and `self.name(…)` call its own.
        var candidates: [Method: [SyntaxTree.NodeID]] = [:]
        var excluded = Set<Method>()
        // A file that declares no private method has no candidate: no method's owner and name
        // are made Strings and hashed for it.
        var functions: [(id: SyntaxTree.NodeID, isPrivate: Bool)] = []
        var anyPrivate = false
        for index in tree.nodes.indices where tree.nodes[index].kind == .funcDecl {
            let id = SyntaxTree.NodeID(index)
            guard let parent = tree.parent(id), tree.kind(parent) == .memberBlock || tree.kind(parent) == .ifConfigClause else { continue }
            let isPrivate = (tree.hasModifier(id, "private") || tree.hasModifier(id, "fileprivate"))
                && !tree.hasModifier(id, "static") && !tree.hasModifier(id, "class")
            functions.append((id, isPrivate))
            anyPrivate = anyPrivate || isPrivate
        }
        guard anyPrivate else { return }
        for (id, isPrivate) in functions {
            guard let owner = tree.enclosingTypeName(id) else { continue }
            let method = Method(owner: owner, name: tree.name(id))
            if isPrivate {
                candidates[method, default: []].append(id)
            } else {
                // Another method of that name: a call by name could be either.
                excluded.insert(method)
            }
        }
        for method in excluded { candidates[method] = nil }
        guard !candidates.isEmpty else { return }
        let names = Set(candidates.keys.map(\.name))
        // Every use of a candidate's name: a bare identifier, a member access or a key path naming it.
        // By the names' lengths in bytes, a table: most nodes are ruled out by length alone, and
        // a set of lengths hashed the length of every identifier in the file.
        var hasLength = [Bool](repeating: false, count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names { hasLength[name.utf8.count] = true }
        var uses: [String: [SyntaxTree.NodeID]] = [:]
        for index in tree.nodes.indices {
            let kind = tree.nodes[index].kind
            guard kind == .identifier || kind == .memberAccess || kind == .keyPathComponent else { continue }
            let token = tree.nodes[index].name
            guard token >= 0 else { continue }
            let length = tree.tokens[Int(token)].nameByteRange.count
            guard length < hasLength.count, hasLength[length] else { continue }
            let id = SyntaxTree.NodeID(index)
            let name = tree.name(id)
            guard names.contains(name) else { continue }
            uses[name, default: []].append(id)
        }
        var current = Set(candidates.values.joined())
        var observers: [SyntaxTree.NodeID: Bool] = [:]
        // The largest set whose every use is a call from code that runs only while a value is made.
        while true {
            var dropped = false
            for (method, declarations) in candidates where declarations.contains(where: current.contains) {
                // `name` and `self.name` in another type's code are that type's; `x.name` may be any.
                let allWhileMade = (uses[method.name] ?? []).allSatisfy { use in
                    if Self.isOwnReference(use, in: tree), tree.enclosingTypeName(use) != method.owner { return true }
                    return Self.isCallWhileMade(use, owner: method.owner, methods: current, observers: &observers, in: tree)
                }
                if !allWhileMade {
                    current.subtract(declarations)
                    dropped = true
                }
            }
            if !dropped { break }
        }
        methods = current
    }

    private struct Method: Hashable {
        let owner: String
        let name: String
    }

    /// Whether `node` lies in an `init` or in one of these methods (closures they set up included).
    func inInitializer(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        if tree.ancestor(of: node, kind: .initDecl) != nil { return true }
        guard !methods.isEmpty else { return false }
        var current = tree.parent(node)
        while let id = current {
            if tree.kind(id) == .funcDecl, methods.contains(id) { return true }
            current = tree.parent(id)
        }
        return false
    }

    /// Whether `node` is a statement of an `init` or of one of these methods itself, not of a
    /// closure they set up (which may run later).
    func isStatementWhileMade(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let scope = tree.ancestor(of: node, in: [.closure, .initDecl, .funcDecl, .accessorDecl]) else { return false }
        return tree.kind(scope) == .initDecl || methods.contains(scope)
    }

    /// `name` or `self.name`: the type's own member, wherever it is used.
    private static func isOwnReference(_ use: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(use) {
        case .identifier: return true
        case .memberAccess: return tree.memberBase(use).map { tree.kind($0) == .identifier && tree.nameEquals($0, "self") } ?? false
        default: return false
        }
    }

    /// `name(…)` or `self.name(…)` as a statement of an `init` of `owner`, of a method in
    /// `methods`, or of an observer that never runs.
    private static func isCallWhileMade(_ use: SyntaxTree.NodeID, owner: String?, methods: Set<SyntaxTree.NodeID>,
                                        observers: inout [SyntaxTree.NodeID: Bool], in tree: SyntaxTree) -> Bool {
        switch tree.kind(use) {
        case .identifier: break
        case .memberAccess:
            guard let base = tree.memberBase(use), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else { return false }
        default: return false
        }
        guard let call = tree.parent(use), tree.kind(call) == .call, tree.firstChild(call) == use,
              let scope = tree.ancestor(of: call, in: [.closure, .initDecl, .funcDecl, .accessorDecl]),
              tree.enclosingTypeName(scope) == owner else { return false }
        switch tree.kind(scope) {
        case .initDecl: return true
        case .funcDecl: return methods.contains(scope)
        case .accessorDecl:
            guard tree.nameEquals(scope, "didSet") || tree.nameEquals(scope, "willSet"),
                  let binding = tree.ancestor(of: scope, kind: .patternBinding) else { return false }
            if let known = observers[binding] { return known }
            let never = isSetOnlyInInit(binding, owner: owner, in: tree)
            observers[binding] = never
            return never
        default: return false
        }
    }

    /// A `private` stored property (or one with a `private` setter) without a wrapper that its
    /// file sets only as `x = v` or `self.x = v` statements of its type's `init`s: nothing else
    /// can set it, so its observers never run.
    static func isSetOnlyInInit(_ binding: SyntaxTree.NodeID, owner: String?, in tree: SyntaxTree) -> Bool {
        guard let declaration = tree.parent(binding), tree.kind(declaration) == .variableDecl,
              tree.hasModifier(declaration, "private") || tree.hasModifier(declaration, "fileprivate"),
              !tree.hasModifier(declaration, "static"), tree.children(declaration, kind: .attribute).isEmpty else { return false }
        let name = tree.name(binding)
        guard !name.isEmpty else { return false }
        for index in tree.nodes.indices {
            let id = SyntaxTree.NodeID(index)
            switch tree.kind(id) {
            case .identifier:
                // `$x`, `_x`: the storage or a binding handed on.
                let spelled = tree.name(id)
                if spelled == "$" + name || spelled == "_" + name, tree.enclosingTypeName(id) == owner { return false }
            case .keyPathComponent:
                if tree.name(id) == name { return false }
            case .inoutExpr:
                if let operand = tree.firstChild(id), touches(operand, name, owner: owner, at: id, in: tree) { return false }
            case .call:
                // Any method called on it may mutate it.
                if tree.isMethodCall(id), let callee = tree.firstChild(id), let base = tree.memberBase(callee),
                   touches(base, name, owner: owner, at: id, in: tree) { return false }
            case .sequenceExpr:
                let parts = tree.children(id)
                guard parts.count >= 3, let target = parts.first else { continue }
                let operation = parts[parts.startIndex + 1]
                guard tree.kind(operation) == .assignmentOperator || ViewUsage.isCompoundAssignment(operation, in: tree),
                      touches(target, name, owner: owner, at: id, in: tree) else { continue }
                let direct = tree.kind(target) == .identifier
                    || tree.kind(target) == .memberAccess && tree.memberBase(target).map { tree.kind($0) == .identifier && tree.nameEquals($0, "self") } == true
                guard direct, tree.kind(operation) == .assignmentOperator,
                      let scope = tree.ancestor(of: id, in: [.closure, .initDecl, .funcDecl, .accessorDecl]),
                      tree.kind(scope) == .initDecl, tree.enclosingTypeName(scope) == owner else { return false }
            default:
                continue
            }
        }
        return true
    }

    /// Whether `a.b[0].c` at `node` may be the property `name` of `owner`: `name…` or
    /// `self.name…` in `owner`'s code (in another type's code that is its own), or `x.name`
    /// on any receiver.
    private static func touches(_ expression: SyntaxTree.NodeID, _ name: String, owner: String?, at node: SyntaxTree.NodeID,
                                in tree: SyntaxTree) -> Bool {
        if ViewUsage.storedRoot(expression, in: tree) == name { return tree.enclosingTypeName(node) == owner }
        return MemberWrites.chainNames(expression, in: tree).contains(name)
    }
}
