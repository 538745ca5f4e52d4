import ViewLint

/// An erasure of a view a protocol-typed value makes: `_poster.posterLabel.eraseToAnyView()`
/// with `let _poster: any Poster`, or `makeBody(group)` for a row of `[any ContentGroup]`. The
/// erased type is the conforming type's own view type, so it follows the value's dynamic type,
/// which the engine does not track: holding the value constant would make "the erased type
/// stayed the same" its own invention (docs/EVIDENCE.md, "the type an `AnyView` erases is not
/// known").
struct AnyViewExistentialErasure {
    /// The value read (`_poster`) and its written type (`any Poster`).
    let name: String
    let typeText: String

    /// The first protocol-typed value the erased expression of `erasure` reads, if any.
    static func find(_ erasure: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> AnyViewExistentialErasure? {
        guard let erased = AnyViewRule.wrappedValue(of: erasure, in: tree) else { return nil }
        var found: AnyViewExistentialErasure?
        tree.walk(from: erased) { id, _ in
            // Closures inside are other code (an action, a row's content) the erasure does not read.
            if tree.kind(id) == .closure { return .skipChildren }
            guard tree.kind(id) == .identifier else { return .visitChildren }
            let name = tree.name(id)
            if let type = writtenType(of: name, at: id, in: tree), isExistential(type, index: index) {
                found = AnyViewExistentialErasure(name: name, typeText: type)
                return .stop
            }
            return .visitChildren
        }
        return found
    }

    /// The written type of what `name` reads at `use`: a function parameter, a stored property of
    /// the enclosing type, or (for a `ForEach` row's closure parameter) the element type of the
    /// collection it iterates. Nil for locals and names with no written type.
    static func writtenType(of name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        switch LocalName(name, at: use, in: tree) {
        case .parameter(let declaration?)?:
            return tree.children(declaration).first { ![.initializerClause, .attribute].contains(tree.kind($0)) }
                .map { spelled($0, in: tree) }
        case .parameter(nil)?:
            return rowElementType(of: name, at: use, in: tree)
        case .local?:
            return nil
        case nil:
            return storedPropertyType(of: name, around: use, in: tree)
        }
    }

    /// `ForEach(groups, …) { group in … }` with `groups: [any ContentGroup]`: `any ContentGroup`.
    private static func rowElementType(of name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let closure = tree.ancestor(of: use, kind: .closure), tree.closureParameterNames(closure).first == name,
              let call = tree.ancestor(of: closure, kind: .call), tree.calleeName(call) == "ForEach",
              let data = tree.firstUnlabelledArgument(call), tree.kind(data) == .identifier,
              let collection = writtenType(of: tree.name(data), at: data, in: tree),
              collection.hasPrefix("["), collection.hasSuffix("]"), !collection.contains(":") else { return nil }
        return String(collection.dropFirst().dropLast())
    }

    /// The written type of the stored property `name` of the type declaring `use`.
    private static func storedPropertyType(of name: String, around use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let owner = tree.enclosingTypeDeclaration(use), let members = tree.child(owner, kind: .memberBlock) else { return nil }
        for member in tree.children(members) where tree.kind(member) == .variableDecl {
            for binding in tree.children(member, kind: .patternBinding) where tree.name(binding) == name {
                guard let annotation = tree.child(binding, kind: .typeAnnotation), let type = tree.firstChild(annotation) else { return nil }
                return spelled(type, in: tree)
            }
        }
        return nil
    }

    /// A type's text on one line, with single spaces (`[any ContentGroup]`).
    private static func spelled(_ type: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        tree.text(type).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `any P`, `(any P)?`, or a project protocol written bare (`let poster: Poster`).
    static func isExistential(_ type: String, index: ProjectModel) -> Bool {
        var text = Substring(type)
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        if text.hasPrefix("any "), let next = text.dropFirst(4).first, next.isUppercase || next == "(" { return true }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && index.declaresProtocol(named: String(text))
    }

    var reason: String {
        "the view erased here is made by `\(name)`, a value of protocol type (`\(typeText)`): the erased type is its dynamic type's own view type, which the engine does not follow"
    }
}
