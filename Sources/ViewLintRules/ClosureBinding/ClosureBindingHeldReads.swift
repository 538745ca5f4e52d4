import ViewLint

/// What a getter reads through the view's own members the engine holds constant (a computed
/// property with several statements, a helper function): the view's fields those members read,
/// read from their code. Where the value comes from decides the stable binding a developer can
/// write instead: through an observed object it is a projection of that object (`$draft.icon`),
/// new on every body run before iOS 17 (docs/SWIFTUI-MODEL.md §3h, rule 25), so a verdict on
/// the fix has to carry the versions whether the getter reads the object itself or through
/// `var tint: Color { if let hex = draft.tintHex { … } }`.
struct HeldMemberReads {
    private let members: [String: SyntaxTree.NodeID]
    private let fieldNames: Set<String>
    private let tree: SyntaxTree

    init(owner: String, fields: [Field], tree: SyntaxTree, declarations: TypeDeclarationIndex) {
        members = declarations.members(of: owner, in: tree)
        fieldNames = Set(fields.map(\.name))
        self.tree = tree
    }

    /// The name a held value stands for when it is one of the view's members: the held name
    /// itself (`currentIcon`), or the leading name of an expression the engine holds as an
    /// unknown function of its reads (`color(for: item)`, `tint.opacity(0.5)`).
    func member(named held: String) -> String? {
        let name = String(held.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty, !fieldNames.contains(name), members[name] != nil else { return nil }
        return name
    }

    /// The view's fields `member` reads, through the members it uses in turn (a few levels);
    /// nil when it is not a member of the view this file declares.
    func fields(readBy member: String) -> Set<String>? {
        guard members[member] != nil else { return nil }
        var found = Set<String>(), visited = Set<String>()
        collect(member, into: &found, visited: &visited, depth: 0)
        return found
    }

    private func collect(_ member: String, into found: inout Set<String>, visited: inout Set<String>, depth: Int) {
        guard depth < 4, visited.insert(member).inserted, let declaration = members[member] else { return }
        var used: [String] = []
        tree.walk(from: declaration) { id, _ in
            let name: String
            switch tree.kind(id) {
            case .identifier:
                name = tree.name(id).hasPrefix("$") ? String(tree.name(id).dropFirst()) : tree.name(id)
                guard fieldNames.contains(name) || members[name] != nil else { return .visitChildren }
                // A local or parameter of the same name (`if let draft = …`) is not the field.
                if LocalName(name, at: id, in: tree) != nil { return .visitChildren }
            case .memberAccess:
                guard let base = tree.memberBase(id), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else { return .visitChildren }
                name = tree.name(id)
            default:
                return .visitChildren
            }
            if fieldNames.contains(name) { found.insert(name) } else if members[name] != nil { used.append(name) }
            return .visitChildren
        }
        for name in used { collect(name, into: &found, visited: &visited, depth: depth + 1) }
    }
}

extension HeldMemberReads {
    /// The view's fields the held values among `reads` read through the view's members.
    func fields(readThrough reads: [Expr]) -> Set<String> {
        var found = Set<String>()
        for name in Self.heldNames(in: reads) {
            if let member = member(named: name), let fields = fields(readBy: member) { found.formUnion(fields) }
        }
        return found
    }

    /// Plain names among `reads` held constant that are not the view's members here (a member
    /// declared in another file, a local the engine could not compute, a global): what they
    /// read is unknown to the engine.
    func unresolved(in reads: [Expr]) -> [String] {
        Self.heldNames(in: reads).filter { name in
            name != "self" && name.first?.isLowercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                && member(named: name) == nil && !fieldNames.contains(name)
        }
    }

    /// Held names (`.symbol`) and the text of expressions held as unknown functions, in order.
    static func heldNames(in reads: [Expr]) -> [String] {
        var names: [String] = []
        func visit(_ e: Expr) {
            switch e {
            case .symbol(let name):
                if !names.contains(name) { names.append(name) }
            case .derived(let derivation, let inputs, _):
                if derivation.isUnknownFunction, !names.contains(derivation.name) { names.append(derivation.name) }
                inputs.forEach(visit)
            case .member(let base, _): visit(base)
            case .marked(_, let inner): visit(inner)
            default: break
            }
        }
        reads.forEach(visit)
        return names
    }
}
