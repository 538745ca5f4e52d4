import ViewLint

// What object_ownership reads of a view's code: its fields in a lowered site, its `body`, the
// members that return views, and where a property is read.
extension ObjectOwnershipRule {
    /// The hosted view's type index and its field named `property`.
    static func field(_ property: String, of lowered: LoweredSite) -> (Int, Field)? {
        guard let t = lowered.program.types.firstIndex(where: { $0.name == lowered.owner }),
              let field = lowered.program.types[t].fields.first(where: { $0.name == property }) else { return nil }
        return (t, field)
    }

    /// `var body` (or `func body(content:)`) declared in the type's own declaration.
    static func bodyMember(of type: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var found: SyntaxTree.NodeID?
        tree.walk(from: type) { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                return id == type ? .visitChildren : .skipChildren
            case .patternBinding where tree.name(id) == "body":
                found = id
                return .stop
            case .funcDecl where tree.name(id) == "body":
                found = id
                return .stop
            case .funcDecl, .initDecl, .closure:
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        return found
    }

    /// The computed properties and functions declared in the type's own declaration.
    static func members(of type: SyntaxTree.NodeID, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var found: [SyntaxTree.NodeID] = []
        tree.walk(from: type) { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                return id == type ? .visitChildren : .skipChildren
            case .patternBinding:
                if tree.child(id, kind: .codeBlock) != nil || tree.child(id, kind: .accessorBlock) != nil { found.append(id) }
                return .skipChildren
            case .funcDecl:
                found.append(id)
                return .skipChildren
            case .initDecl, .closure:
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        return found
    }

    /// `var header: some View { … }`, `func row(_:) -> some View`, `@ViewBuilder` members.
    static func returnsAView(_ member: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        let text = tree.text(member)
        let signature = text[..<(text.firstIndex(of: "{") ?? text.endIndex)]
        let declaration = tree.kind(member) == .patternBinding ? tree.parent(member) ?? member : member
        return signature.contains("View") || tree.hasAttribute(declaration, named: "ViewBuilder")
    }

    /// `member` of `x.member…` or `self.x.member…`.
    static func member(of property: String, readBy read: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        let path = tree.memberNames(in: read).drop(while: { $0 == "self" })
        guard path.first == property, path.count > 1 else { return nil }
        return path[path.index(after: path.startIndex)]
    }

    /// `x.member` and `self.x.member` read while `body` runs (not in actions).
    static func reads(of property: String, in body: SyntaxTree.NodeID, tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var found: [SyntaxTree.NodeID] = []
        tree.walk(from: body) { id, _ in
            switch tree.kind(id) {
            case .closure:
                return ViewCodeClosure.isAction(id, in: tree) ? .skipChildren : .visitChildren
            case .memberAccess:
                guard let base = tree.memberBase(id) else { return .visitChildren }
                let path = tree.memberNames(in: base).drop(while: { $0 == "self" })
                if path.count == 1, path.first == property {
                    // The whole chain (`x.text.isEmpty`) is what the lowering reads as one value.
                    var top = id
                    while let parent = tree.parent(top), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == top { top = parent }
                    found.append(top)
                    return .skipChildren
                }
                return .visitChildren
            default:
                return .visitChildren
            }
        }
        return found
    }
}
