import ViewLint

/// Where an erasure sits in the syntax: the stored property or member it belongs to, the
/// ternary or return paths it is one of, and the erased view without `AnyView`.
extension AnyViewRule {
    /// The stored property a declaration typed `AnyView` is: a stored property of the view, or an
    /// initializer parameter stored under the same name.
    static func storedErasure(_ type: SyntaxTree.NodeID, in tree: SyntaxTree) -> (field: String, typeDecl: SyntaxTree.NodeID)? {
        guard let typeDecl = tree.enclosingTypeDeclaration(type) else { return nil }
        if let parameter = tree.ancestor(of: type, in: [.parameter]), tree.ancestor(of: parameter, in: [.initDecl]) != nil {
            return (tree.parameterLocalName(parameter), typeDecl)
        }
        guard let binding = tree.ancestor(of: type, in: [.patternBinding, .funcDecl]), tree.kind(binding) == .patternBinding,
              tree.child(binding, kind: .codeBlock) == nil, tree.child(binding, kind: .accessorBlock) == nil,
              let declaration = tree.parent(binding), tree.isMemberOrTopLevel(declaration) else { return nil }
        return (tree.name(binding), typeDecl)
    }

    static func enclosingMember(of node: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var current = tree.parent(node)
        while let id = current {
            switch tree.kind(id) {
            case .funcDecl, .initDecl: return id
            case .patternBinding:
                if let decl = tree.parent(id), tree.isMemberOrTopLevel(decl) { return id }
            default: break
            }
            current = tree.parent(id)
        }
        return nil
    }

    /// The ternary an `AnyView(…)` is one branch of, when both branches erase.
    static func erasingTernary(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = call
        if let parent = tree.parent(node), tree.kind(parent) == .ternaryOperator { node = parent }
        guard let sequence = tree.parent(node), tree.kind(sequence) == .sequenceExpr else { return nil }
        let parts = Array(tree.children(sequence))
        guard let t = parts.firstIndex(where: { tree.kind($0) == .ternaryOperator }), t + 2 == parts.count,
              let then = tree.firstChild(parts[t]) else { return nil }
        let branches = [then, parts[t + 1]]
        guard branches.contains(call),
              branches.allSatisfy({ tree.kind($0) == .call && tree.calleeName($0) == "AnyView" && !tree.isMethodCall($0) }) else { return nil }
        return sequence
    }

    /// `AnyView(self)` (or `AnyView(erasing: self)`) in an extension member: nothing but the
    /// receiver is erased.
    static func erasesOnlySelf(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.calleeName(call) == "AnyView" || isImplicitAnyViewInit(call, in: tree), let argument = tree.arguments(call).first.flatMap(tree.value),
              tree.kind(argument) == .identifier, tree.nameEquals(argument, "self"),
              let declaration = tree.enclosingTypeDeclaration(call), tree.kind(declaration) == .extensionDecl else { return false }
        return true
    }

    /// `.init(view)` returned from a function or property declared `-> AnyView`.
    static func isImplicitAnyViewInit(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.isImplicitMemberCall(call), tree.calleeName(call) == "init", let parent = tree.parent(call),
              tree.kind(parent) == .returnStmt || tree.kind(parent) == .codeBlock && tree.children(parent).count == 1,
              let member = tree.ancestor(of: call, in: [.funcDecl, .patternBinding, .closure]), tree.kind(member) != .closure,
              let result = tree.child(member, kind: .returnClause).flatMap(tree.firstChild)
                ?? tree.child(member, kind: .typeAnnotation).flatMap(tree.firstChild) else { return false }
        return tree.kind(result) == .simpleType && tree.typeName(of: result) == "AnyView"
    }

    /// Every `AnyView(…)` and erase-helper call in a declaration.
    static func erasures(in declaration: SyntaxTree.NodeID, tree: SyntaxTree, context: ConfirmationContext) -> [SyntaxTree.NodeID] {
        erasures(in: declaration, tree: tree, index: context.index)
    }

    static func erasures(in declaration: SyntaxTree.NodeID, tree: SyntaxTree, index: ProjectModel) -> [SyntaxTree.NodeID] {
        var found: [SyntaxTree.NodeID] = []
        tree.walk(from: declaration) { id, _ in
            if tree.kind(id) == .call, tree.calleeName(id) == "AnyView", !tree.isMethodCall(id) { found.append(id) }
            if tree.kind(id) == .call, isImplicitAnyViewInit(id, in: tree) { found.append(id) }
            if tree.kind(id) == .call, tree.isMethodCall(id), index.isAnyViewEraser(named: tree.calleeName(id)) { found.append(id) }
            return .visitChildren
        }
        return found
    }

    /// The function or computed property an erasure is returned from, when it is not a view
    /// builder and erases on more than one path.
    static func returningMember(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = call
        // Up through the modifier chain an erase helper ends.
        while let parent = tree.parent(node), tree.kind(parent) == .memberAccess || tree.kind(parent) == .call && tree.firstChild(parent) == node {
            node = parent
        }
        guard let parent = tree.parent(node), tree.kind(parent) == .returnStmt,
              let member = tree.ancestor(of: call, in: [.funcDecl, .patternBinding, .closure]), tree.kind(member) != .closure else { return nil }
        let attributes = tree.kind(member) == .funcDecl ? tree.children(member, kind: .attribute)
            : tree.parent(member).map { tree.children($0, kind: .attribute) } ?? []
        if attributes.contains(where: { tree.nameEquals($0, "ViewBuilder") }) { return nil }
        var returns = 0
        tree.walk(from: member) { id, _ in
            if tree.kind(id) == .returnStmt { returns += 1 }
            return tree.kind(id) == .closure ? .skipChildren : .visitChildren
        }
        return returns > 1 ? member : nil
    }

    /// The erased view without `AnyView`: its content, or a conditional where it chose.
    static func unerased(_ t: ViewTemplate) -> ViewTemplate {
        switch t {
        case .anyView(let content): return content
        case .anyViewChoosing(let condition, let a, let b): return .conditional(condition, a, b)
        case .modified(let content, let m): return .modified(unerased(content), m)
        default: return t
        }
    }
}

extension AnyViewRule {
    /// Whether the flagged erasure wraps a different view type on another branch or return path.
    func erasesDifferentTypes(_ erasure: ErasureSite, in tree: SyntaxTree) -> Bool {
        switch erasure {
        case .construction(let call, _):
            return ternaryErasesDifferentTypes(call, in: tree, by: Self.erasedShape) || returnsEraseDifferentTypes(call, in: tree, by: Self.erasedShape)
        case .declaration(let type):
            guard let declaration = tree.ancestor(of: type, in: [.funcDecl, .patternBinding]) else { return false }
            return branchesEraseDifferentTypes(declaration, in: tree, by: Self.erasedShape)
        }
    }
}
