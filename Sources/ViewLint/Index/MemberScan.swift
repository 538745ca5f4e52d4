/// A type declaration's members as its per-file facts read them (`ProjectFacts.collectMembers`,
/// `declaredType`, `collectStaticMembers`, `ClassFacts`): each member's kind and, for a
/// `var`/`let`, its modifiers, attributes and bindings with their names, read once. Each of those
/// collectors went through the members itself, asking each property for its modifiers and
/// making each binding's name a String again.
struct MemberScan {
    struct Variable {
        /// `static` or `class`.
        var isStatic: Bool
        var isLet: Bool
        var isVar: Bool
        var attributes: [SyntaxTree.NodeID]
        var bindings: [Binding]
    }

    struct Binding {
        var id: SyntaxTree.NodeID
        var name: String
    }

    struct Member {
        var id: SyntaxTree.NodeID
        var kind: SyntaxKind
        /// A `static` or `class` function or property (false for other kinds).
        var isStatic = false
        /// Set for a `variableDecl`.
        var variable: Variable?
    }

    /// In declaration order, looking into `#if` clauses (`ProjectFacts.memberDeclarations`).
    let ids: [SyntaxTree.NodeID]
    let members: [Member]

    init(_ ids: [SyntaxTree.NodeID], in tree: SyntaxTree) {
        self.ids = ids
        members = ids.map { id in
            let kind = tree.kind(id)
            if kind == .funcDecl {
                let isStatic = tree.children(id).contains {
                    tree.kind($0) == .modifier && (tree.nameEquals($0, "static") || tree.nameEquals($0, "class"))
                }
                return Member(id: id, kind: kind, isStatic: isStatic)
            }
            guard kind == .variableDecl else { return Member(id: id, kind: kind) }
            var isStatic = false
            var attributes: [SyntaxTree.NodeID] = []
            var bindings: [Binding] = []
            for child in tree.children(id) {
                switch tree.kind(child) {
                case .modifier where tree.nameEquals(child, "static") || tree.nameEquals(child, "class"): isStatic = true
                case .attribute: attributes.append(child)
                case .patternBinding: bindings.append(Binding(id: child, name: tree.name(child)))
                default: break
                }
            }
            let keyword = tree[id].aux
            return Member(id: id, kind: kind, isStatic: isStatic,
                          variable: Variable(isStatic: isStatic, isLet: tree.tokenEquals(keyword, "let"), isVar: tree.tokenEquals(keyword, "var"),
                                             attributes: attributes, bindings: bindings))
        }
    }

    /// The `var`/`let` members, in order.
    var variables: some Sequence<(id: SyntaxTree.NodeID, variable: Variable)> {
        members.lazy.compactMap { member in member.variable.map { (member.id, $0) } }
    }
}
