import ViewLint

extension SyntaxTree {
    /// The name of the `static` (or `class`) function or property `node` is in (or is), spelled
    /// `Type.name(label:)`; nil when it is in none. A type's static helper reads no view's fields
    /// and no `body` calls it as the view's own code: it runs when its callers call it.
    func staticMemberName(around node: NodeID) -> String? {
        // The member: a function, or a property declared in a type (not a local).
        var current: NodeID? = node
        var member: NodeID?
        while let id = current {
            if kind(id) == .funcDecl || kind(id) == .variableDecl && isMemberOrTopLevel(id) { member = id; break }
            current = parent(id)
        }
        guard let member, children(member, kind: .modifier).contains(where: { nameEquals($0, "static") || nameEquals($0, "class") })
        else { return nil }
        var name = kind(member) == .funcDecl ? self.name(member) : child(member, kind: .patternBinding).map { self.name($0) } ?? ""
        if let clause = child(member, kind: .parameterClause) {
            name += "(" + children(clause, kind: .parameter).map { self.name($0) + ":" }.joined() + ")"
        }
        return enclosingTypeName(member).map { "\($0).\(name)" } ?? name
    }
}
