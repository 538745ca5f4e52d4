import ViewLint

/// Erasures that are every result of one member or closure (`if c { return AnyView(A()) } else
/// { return AnyView(B()) }`): flipping the choice replaces the subtree with the `@ViewBuilder`
/// equivalent (a conditional) too, and keeping it keeps identity either way; where two paths
/// erase one type, the erasure even keeps identity across a flip. So the erasure costs no
/// identity the fix would save: a static fact, not a run. Not claimed for rows of a `List` or
/// `ForEach` (counting their views costs there, rule 43), for a static member (what its callers
/// do with the result is not this view's code), or where a result is not itself an erasure of a
/// view whose type the code fixes.
extension AnyViewRule {
    func choiceFact(_ erasure: ErasureSite, in tree: SyntaxTree, context: ConfirmationContext) -> Evidence? {
        let scope: SyntaxTree.NodeID
        switch erasure {
        case .construction(let call, _):
            guard !isInRowContent(call, in: tree), let parent = tree.parent(tree.modifiers(appliedTo: call).outermost),
                  tree.kind(parent) == .returnStmt,
                  let member = tree.ancestor(of: call, in: [.closure, .funcDecl, .patternBinding, .initDecl]),
                  tree.kind(member) != .initDecl else { return nil }
            scope = member
        case .declaration(let type):
            guard let member = tree.ancestor(of: type, in: [.funcDecl, .patternBinding]),
                  tree.child(member, kind: .codeBlock) != nil || tree.child(member, kind: .accessorBlock) != nil,
                  !isInRowContent(member, in: tree) else { return nil }
            scope = member
        }
        guard tree.staticMemberName(around: scope) == nil else { return nil }
        let results = Self.returnedValues(of: scope, in: tree)
        // Each result must wrap a view whose static type this code fixes (`AnyView(Text(…))`):
        // `AnyView(panel.makeView())` may erase another type while the choice holds.
        guard results.count >= 2, results.allSatisfy({ result in
            Self.isErasure(result, in: tree, context: context)
                && Self.wrappedValue(of: result, in: tree).map { wrapped in
                    Self.wrappedRootName(wrapped, in: tree) != nil
                        || FixedTypeReader(tree: tree, member: scope).fixedType(of: tree.modifiedView(wrapped)) != nil
                } == true
        }) else { return nil }
        let place = tree.kind(scope) == .closure ? "this closure" : "`\(tree.name(scope))`"
        return .refutedByStaticFact(
            "each of the \(results.count) results of \(place) is an `AnyView`, chosen by its `if`, `switch` or `guard`: the `@ViewBuilder` equivalent would replace the subtree on every switch between them as well, and both keep identity and state while the choice holds; only a cheap type check per update")
    }

    /// `AnyView(…)`, `.init(…)` of a member declared `AnyView`, or an erase helper's call.
    static func isErasure(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, context: ConfirmationContext) -> Bool {
        guard tree.kind(value) == .call else { return false }
        if tree.calleeName(value) == "AnyView", !tree.isMethodCall(value) { return true }
        if isImplicitAnyViewInit(value, in: tree) { return true }
        return tree.isMethodCall(value) && context.index.isAnyViewEraser(named: tree.calleeName(value))
    }

    /// The values a member or closure returns: each `return`'s (nested closures and functions
    /// aside), or its one expression.
    static func returnedValues(of scope: SyntaxTree.NodeID, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var values: [SyntaxTree.NodeID] = []
        var bare = false
        tree.walk(from: scope) { id, _ in
            if id != scope, [.closure, .funcDecl, .initDecl, .structDecl, .classDecl, .enumDecl].contains(tree.kind(id)) { return .skipChildren }
            if tree.kind(id) == .returnStmt {
                if let value = tree.firstChild(id) { values.append(value) } else { bare = true }
                return .skipChildren
            }
            return .visitChildren
        }
        return bare ? [] : values
    }
}

extension ErasureSite {
    /// The flagged node: the erasure, or the type that names `AnyView`.
    var node: SyntaxTree.NodeID {
        switch self {
        case .construction(let call, _): return call
        case .declaration(let type): return type
        }
    }
}
