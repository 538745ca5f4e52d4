// The members of a view type as a site's lowering reads them: a project view below the site,
// lowered for what it reads; its `==`; its members by name; and the calls from `body` to a helper.

extension Lowering {
    /// A project view as experiments below a site see it: its fields, its `==` (or that it has one
    /// the engine cannot evaluate), and a body reduced to what it reads. Nil when undeclared.
    public func readOnlyType(named name: String) -> ViewType? {
        lowerReadOnly(name, models: ModelCatalog(index))?.type
    }

    /// A project view at or inside the site: its fields, its `==`, and its body in full (what it
    /// does when replaced matters: its tasks and appear actions), unknown values held constant.
    func lowerReadOnly(_ name: String, models: ModelCatalog) -> (type: ViewType, path: String)? {
        // The memo keys a view by name alone: a lowering taking the other side of `#available`
        // clauses (`AvailabilityArms.otherArms`) neither reads nor fills it, or one finding's
        // other-OS run would reuse, or leave behind, the other OS's body.
        guard let memo, availabilityArms?.mode != .otherArms else { return lowerReadOnlyAnew(name, models: models) }
        return memo.readOnly(name) { lowerReadOnlyAnew(name, models: models) }
    }

    private func lowerReadOnlyAnew(_ name: String, models: ModelCatalog) -> (type: ViewType, path: String)? {
        guard let info = index.index.viewType(named: name), let (tree, decl) = declaration(of: name) else { return nil }
        let members = self.members(of: name, declaration: decl, in: tree)
        let facts = ownerFactsAnew(info, models: models)
        let fields = facts.fields
        var builder = BodyLowering(lowering: self, tree: tree, typeName: name, members: members,
                                   fieldKinds: Dictionary(fields.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a }))
        builder.modelFields = facts.modelFields
        builder.forwardedMembers = facts.forwardedMembers
        builder.focus = Focus(path: "", spine: [], marks: [:])
        builder.exact = 1
        let body: ViewTemplate = members["body"].map { builder.lowerMember($0) } ?? .empty
        var type = ViewType(name, fields: fields, isPOD: info.pod.isPOD, body: body)
        configureEquality(&type, info: info)
        return (type, info.path)
    }

    func configureEquality(_ type: inout ViewType, info: ViewTypeInfo) {
        guard info.customEquality != nil, info.isEquatable else { return }
        if let equality = equality(of: info) { type.equality = equality } else { type.equalityUnknown = true }
    }

    /// The properties (their bindings) and functions the member blocks declare, by name; the
    /// first of a name wins.
    static func members(inBlocks blocks: [SyntaxTree.NodeID], of tree: SyntaxTree) -> [String: SyntaxTree.NodeID] {
        var result: [String: SyntaxTree.NodeID] = [:]
        for block in blocks {
            for member in ProjectFacts.memberDeclarations(block, in: tree) {
                switch tree.kind(member) {
                case .variableDecl:
                    for binding in tree.children(member, kind: .patternBinding) where result[tree.name(binding)] == nil {
                        result[tree.name(binding)] = binding
                    }
                case .funcDecl:
                    if result[tree.name(member)] == nil { result[tree.name(member)] = member }
                default: break
                }
            }
        }
        return result
    }

    /// `callPath(from:to:members:tree:)` from the `body` of `typeName` to its member `target`,
    /// where `members` are `declarations.members(of: typeName, in: tree)`; nil when `body` does
    /// not reach it. That depends on nothing but the file and the two names, its key in the memo,
    /// so a check's sites in one helper find the way once.
    func bodyCallPath(ofType typeName: String, to target: String, members: [String: SyntaxTree.NodeID],
                      tree: SyntaxTree) -> [SyntaxTree.NodeID]? {
        guard let body = members["body"] else { return nil }
        let make = { callPath(from: body, to: target, members: members, tree: tree) }
        guard let memo else { return make() }
        return memo.callPath(tree.file.path + "\u{0}" + typeName + "\u{0}" + target, make: make)
    }

    /// The calls leading from `body` to `target` through the type's members, shortest first:
    /// one call node per step (`header` in `body`, `row(_:)` in `header`…).
    func callPath(from body: SyntaxTree.NodeID, to target: String, members: [String: SyntaxTree.NodeID],
                  tree: SyntaxTree) -> [SyntaxTree.NodeID]? {
        var previous: [String: (from: String, node: SyntaxTree.NodeID)] = [:]
        var queue = ["body"]
        var seen: Set<String> = ["body"]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard let decl = members[name] else { continue }
            for (callee, node) in tree.memberReferences(in: decl, to: members) where !seen.contains(callee) {
                seen.insert(callee)
                previous[callee] = (name, node)
                if callee == target {
                    var path: [SyntaxTree.NodeID] = []
                    var current = target
                    while let step = previous[current] { path.insert(step.node, at: 0); current = step.from }
                    return path
                }
                queue.append(callee)
            }
        }
        return nil
    }

}

extension SyntaxTree {
    /// The members of `members` that `node`'s code refers to (`name`, `self.name`, `name(…)`),
    /// each with its first use.
    func memberReferences(in node: NodeID, to members: [String: NodeID]) -> [(String, NodeID)] {
        var found: [(String, NodeID)] = []
        var seen = Set<String>()
        walk(from: node) { id, _ in
            let name: String
            switch kind(id) {
            case .identifier: name = self.name(id)
            case .memberAccess:
                guard let base = memberBase(id), kind(base) == .identifier, nameEquals(base, "self") else { return .visitChildren }
                name = self.name(id)
            default: return .visitChildren
            }
            if members[name] != nil, id != node, seen.insert(name).inserted { found.append((name, id)) }
            return .visitChildren
        }
        return found
    }
}
