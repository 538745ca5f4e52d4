import ViewLint

/// Erasures the rule does not report on their own: forced by a declaration typed `AnyView`
/// (reported instead), by a hosting API, or by an existential only `AnyView` can show: an
/// `any View`, or a view a value of protocol type makes (`poster.overlay()` with
/// `poster: any Poster`), whose static type Swift itself erases to `any View`.
extension AnyViewRule {
    /// Whether the erasure is forced: by a declaration reported itself, by a hosting API, or
    /// because the wrapped value is an existential (which only AnyView can show): an `any View`,
    /// or the view of a value of protocol type. Opened, such a value's `some View` member (or a
    /// generic function given it) has a type Swift knows only as `any View`: no `some View`
    /// result, `@ViewBuilder` or `ForEach` row can return it, so there is no erasure to drop.
    func isForced(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, context: LintContext) -> Bool {
        enclosingDeclarationIsErased(call, in: tree) || isHostedContent(call, in: tree)
            || passesToErasedParameter(call, in: tree) || passesToErasedInitializer(call, in: tree)
            || passesToErasedArgument(call, in: tree, index: context.index)
            || assignsToErasedPropertyOfAnotherInstance(call, in: tree, index: context.index)
            || wrapsExistential(call, in: tree)
            || AnyViewExistentialErasure.find(call, in: tree, index: context.index) != nil
            || keptInLocalForForcedUses(call, in: tree, index: context.index)
    }

    /// `let view = content.eraseToAnyView()` and then only `UIHostingController(rootView:
    /// Bridge(content: view))`: a local whose every use is itself forced (a hosting API's
    /// content, a project view's stored `AnyView`, reported there) is forced too (anytype-swift's
    /// navigation bridge).
    func keptInLocalForForcedUses(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let clause = tree.parent(call), tree.kind(clause) == .initializerClause,
              let binding = tree.parent(clause), tree.kind(binding) == .patternBinding,
              let variable = tree.parent(binding), !tree.isMemberOrTopLevel(variable),
              let scope = tree.ancestor(of: variable, in: [.codeBlock, .closure]) else { return false }
        let name = tree.name(binding), after = tree.byteRange(binding).upperBound
        let uses = tree.descendants(of: scope, kind: .identifier).filter {
            tree.name($0) == name && tree.byteRange($0).lowerBound >= after
        }
        return !uses.isEmpty && uses.allSatisfy { use in
            isHostedContent(use, in: tree) || passesToErasedArgument(use, in: tree, index: index) || passesToErasedInitializer(use, in: tree)
        }
    }

    /// `transform(AnyView(self), $0)` where `transform: (AnyView, T?) -> V` is a parameter of the
    /// enclosing function: the parameter's type is reported, the argument follows from it.
    func passesToErasedParameter(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (receiver, _) = tree.receivingCall(of: call), let callee = tree.firstChild(receiver),
              tree.kind(callee) == .identifier,
              let function = tree.ancestor(of: call, in: [.funcDecl, .initDecl, .subscriptDecl]),
              let clause = tree.child(function, kind: .parameterClause) else { return false }
        let name = tree.name(callee)
        for parameter in tree.children(clause, kind: .parameter) where tree.parameterLocalName(parameter) == name {
            return mentionsAnyView(parameter, in: tree)
        }
        return false
    }

    /// `self.init(internalBody: x.eraseToAnyView())` where an initializer of the same type in
    /// this file takes `internalBody: AnyView` (that parameter is reported).
    func passesToErasedInitializer(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (receiver, label) = tree.receivingCall(of: call), !label.isEmpty,
              let owner = tree.enclosingTypeName(call) else { return false }
        let callee = tree.calleeName(receiver)
        // `self.init(…)`, `Self(…)`, `Owner(…)`, `.init(…)`
        guard ["init", "self", "Self", owner].contains(callee) else { return false }
        return takesErasedParameter(labelled: label, StoredArgumentFact.initializers(of: owner, in: tree), in: tree)
    }

    /// Whether one of `declarations` (functions or initializers) takes `label:` typed with `AnyView`.
    func takesErasedParameter(labelled label: String, _ declarations: [SyntaxTree.NodeID], in tree: SyntaxTree) -> Bool {
        declarations.contains { declaration in
            tree.child(declaration, kind: .parameterClause).map { clause in
                tree.children(clause, kind: .parameter).contains { tree.name($0) == label && mentionsAnyView($0, in: tree) }
            } ?? false
        }
    }

    /// `Sheet(icon: AnyView(x))` where `Sheet`'s stored `icon` is typed `AnyView` (memberwise
    /// init), or `row(icon: AnyView(x))` where a function `row` in this file takes `icon: AnyView`.
    /// The declaration is reported; the argument follows from it.
    func passesToErasedArgument(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let (receiver, label) = tree.receivingCall(of: call), !label.isEmpty else { return false }
        let callee = tree.calleeName(receiver)
        if !index.viewTypes(named: callee).isEmpty, erasedPropertyType(label, of: callee, index: index) != nil { return true }
        return takesErasedParameter(labelled: label, tree.descendants(kind: .funcDecl).filter { tree.name($0) == callee }, in: tree)
    }

    /// `view.placeholder = AnyView(…)` where the view type declares `placeholder: AnyView?`.
    func assignsToErasedPropertyOfAnotherInstance(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let sequence = tree.parent(call), let (target, value) = tree.assignment(sequence), value == call,
              let path = tree.memberPath(target), path.count >= 2, let owner = tree.enclosingTypeName(call) else { return false }
        // Several project types may share a simple name (nested types): any of them will do.
        return index.viewTypes(named: owner).contains { type in
            type.storedProperties.contains { $0.name == path.last && $0.typeText.contains("AnyView") }
        }
    }

    /// `AnyView(content(x))` / `content(x).eraseToAnyView()` where `content` is declared to
    /// produce `any View`, or `AnyView(value)` of a property typed `any View`.
    func wrapsExistential(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var wrapped: SyntaxTree.NodeID?
        if tree.calleeName(call) == "AnyView" {
            wrapped = tree.firstUnlabelledArgument(call) ?? tree.argument(call, labelled: "erasing")
        } else if let callee = tree.firstChild(call) {
            wrapped = tree.memberBase(callee)
        }
        guard var expression = wrapped else { return false }
        if tree.kind(expression) == .call, let callee = tree.firstChild(expression) { expression = callee }
        guard let path = tree.memberPath(expression), let name = path.last,
              let typeDecl = tree.enclosingTypeDeclaration(call), let members = tree.child(typeDecl, kind: .memberBlock) else { return false }
        for member in tree.children(members) where tree.kind(member) == .variableDecl {
            for binding in tree.children(member, kind: .patternBinding) where tree.name(binding) == name {
                guard let type = tree.resultType(of: binding) else { return false }
                return !tree.descendants(of: type, kind: .anyType).isEmpty
            }
        }
        return false
    }

    /// Whether the erasure at `node` is forced by a declaration that is reported itself: the
    /// enclosing function, initializer or property is typed `AnyView`, a `where … == AnyView`
    /// constraint applies, or the value is assigned to a stored property typed `AnyView`.
    /// One erasure point, one finding.
    func enclosingDeclarationIsErased(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = tree.parent(node)
        while let id = current {
            switch tree.kind(id) {
            case .funcDecl, .initDecl, .subscriptDecl, .patternBinding:
                if let type = tree.resultType(of: id), mentionsAnyView(type, in: tree) { return true }
                if let whereClause = tree.child(id, kind: .whereClause), mentionsAnyView(whereClause, in: tree) { return true }
            case .extensionDecl, .structDecl, .classDecl, .enumDecl:
                if let whereClause = tree.child(id, kind: .whereClause), mentionsAnyView(whereClause, in: tree) { return true }
                return false
            case .sequenceExpr:
                if assignsToErasedProperty(id, value: node, in: tree) { return true }
            default:
                break
            }
            current = tree.parent(id)
        }
        return false
    }

    func mentionsAnyView(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: node) { id, _ in
            if (tree.kind(id) == .simpleType || tree.kind(id) == .identifier), tree.nameEquals(id, "AnyView") {
                found = true
                return .stop
            }
            return .visitChildren
        }
        return found
    }

    /// `self.placeholder = x.eraseToAnyView()` where `placeholder` is declared `AnyView?` in the
    /// enclosing type.
    func assignsToErasedProperty(_ sequence: SyntaxTree.NodeID, value: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (target, _) = tree.assignment(sequence), let path = tree.memberPath(target), let property = path.last,
              let typeDecl = tree.enclosingTypeDeclaration(sequence),
              let members = tree.child(typeDecl, kind: .memberBlock) else { return false }
        for member in tree.children(members) where tree.kind(member) == .variableDecl {
            for binding in tree.children(member, kind: .patternBinding) where tree.name(binding) == property {
                if let type = tree.resultType(of: binding) { return mentionsAnyView(type, in: tree) }
            }
        }
        return false
    }
}
