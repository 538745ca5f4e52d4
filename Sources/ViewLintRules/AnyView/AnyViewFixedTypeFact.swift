import ViewLint

extension AnyViewRule {
    /// The static fact behind most single erasures, used when no run decides: one
    /// `AnyView(view)` wraps `view`'s static type, the same on every evaluation, so where its
    /// value goes straight to one place in the view tree the erased type never changes there.
    /// Not claimed for rows of a lazy container (they cost a count), for values stored and
    /// reassigned (several constructions may feed one place), or for wrapped values whose type
    /// may vary (an `AnyView`, an existential, a value the engine cannot place).
    func fixedTypeFact(_ erasure: ErasureSite, in tree: SyntaxTree) -> Evidence? {
        guard case .construction(let call, _) = erasure, tree.calleeName(call) == "AnyView", !tree.isMethodCall(call),
              Self.erasingTernary(of: call, in: tree) == nil, Self.returningMember(of: call, in: tree) == nil,
              !isInRowContent(call, in: tree), !erasesDifferentTypes(erasure, in: tree),
              let content = tree.firstUnlabelledArgument(call) ?? tree.argument(call, labelled: "erasing"),
              let root = Self.wrappedRoot(content, in: tree), goesStraightToTheTree(call, in: tree) else { return nil }
        let type = root.opaqueResult ? "the `some View` `\(root.shown)` returns" : "`\(root.shown)`…"
        return .refutedByStaticFact(
            "this `AnyView` always wraps the same type (\(type)), so SwiftUI keeps its identity and state here; only a cheap type check per update")
    }

    /// The view a wrapped expression starts from, as `wrappedRoot` shows it ("`row(…)`", "`Text`").
    static func wrappedRootName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        wrappedRoot(expression, in: tree)?.shown
    }

    /// A wrapped expression's root: a name, or the call of a function of this type declared
    /// `some View` (one static type, whatever it builds).
    struct WrappedRoot {
        let name: String
        let opaqueResult: Bool
        /// "`row(…)`" for the function, else the name.
        var shown: String { opaqueResult ? name + "(…)" : name }
    }

    /// The view a wrapped expression starts from, when its static type is fixed by this code:
    /// a view built here (`Text(…)`, `VStack { … }`), `self`, a modifier's `content`, or a
    /// function declared `some View`.
    static func wrappedRoot(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> WrappedRoot? {
        let root = tree.modifiedView(expression)
        switch tree.kind(root) {
        case .call:
            guard let callee = tree.firstChild(root), tree.kind(callee) != .memberAccess else { return nil }
            let name = tree.calleeName(root)
            // `row(for: item)`, a function of this type declared `some View`: one static type.
            if tree.kind(callee) == .identifier, name.first?.isLowercase == true, declaresOpaqueView(name, around: root, in: tree) {
                return WrappedRoot(name: name, opaqueResult: true)
            }
            // A type's name, possibly with leading underscores (`_GridBody(…)`).
            guard let first = name.first(where: { $0 != "_" }), first.isUppercase, name != "AnyView" else { return nil }
            return WrappedRoot(name: name, opaqueResult: false)
        case .identifier:
            let name = tree.name(root)
            if name == "self" || declaresOpaqueView(name, around: root, in: tree) { return WrappedRoot(name: name, opaqueResult: false) }
            // A modifier's `body(content:)` parameter: the content it is applied to.
            if let member = enclosingMember(of: root, in: tree), tree.kind(member) == .funcDecl, tree.name(member) == "body",
               let parameters = tree.child(member, kind: .parameterClause),
               tree.children(parameters, kind: .parameter).contains(where: { tree.parameterLocalName($0) == name }) {
                return WrappedRoot(name: name, opaqueResult: false)
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether `name` is a computed property or function of the enclosing type declared
    /// `some View`: one static type, whatever it builds.
    static func declaresOpaqueView(_ name: String, around node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let type = tree.enclosingTypeDeclaration(node) else { return false }
        var found = false
        tree.walk(from: type) { id, _ in
            if found { return .stop }
            if id == type { return .visitChildren }
            switch tree.kind(id) {
            case .funcDecl, .patternBinding:
                guard tree.name(id) == name else { return .skipChildren }
                let text = tree.text(id)
                let signature = text[..<(text.firstIndex(of: "{") ?? text.endIndex)]
                // A generic function (`<T: P>`, a `some P` parameter) returns an opaque type
                // for each type it is called with: an opened `any P` argument makes it vary.
                let generic = tree.kind(id) == .funcDecl && (tree.child(id, kind: .genericParameterClause) != nil
                    || tree.child(id, kind: .parameterClause).map { clause in
                        tree.children(clause, kind: .parameter).contains { tree.textWithoutSpaces($0).contains(":some") }
                    } == true)
                found = signature.contains("some View") && !generic
                return .stop
            case .structDecl, .classDecl, .enumDecl, .closure, .codeBlock:
                return .skipChildren  // nested types and bodies declare nothing of this type
            default:
                return .visitChildren
            }
        }
        return found
    }

    /// Whether the erasure's value goes straight into the view tree: a view-builder statement,
    /// the one `return` of a member returning a view, an argument of a view or modifier; never a
    /// stored value, an assignment, an initializer, a function returning no view or an action
    /// closure.
    func goesStraightToTheTree(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        if tree.isInActionClosure(call) { return false }
        var current = tree.parent(call)
        while let id = current {
            switch tree.kind(id) {
            case .patternBinding:
                // A computed property's getter is a member like a function; a stored value is not.
                return tree.child(id, kind: .codeBlock) != nil || tree.child(id, kind: .accessorBlock) != nil
            case .initDecl, .deinitDecl: return false
            case .sequenceExpr where tree.children(id).contains(where: { tree.kind($0) == .assignmentOperator || tree.nameEquals($0, "=") }):
                return false
            // A function's value goes into the tree only if it is a view: an erasure passed
            // on in a `Void` method (`alerts.show(content: AnyView(…))`) is stored elsewhere.
            case .funcDecl: return Self.returnsView(id, in: tree)
            default: break
            }
            current = tree.parent(id)
        }
        return true
    }

    /// A function declared to return a view (`some View`, `AnyView`, `any View`) or built by
    /// `@ViewBuilder` (the function's own attribute, not a parameter's).
    static func returnsView(_ function: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        if tree.hasAttribute(function, named: "ViewBuilder") || tree.declaresSomeViewResult(function) { return true }
        guard let result = tree.resultType(of: function) else { return false }
        return ["AnyView", "View"].contains(tree.typeName(of: result))
    }
}
