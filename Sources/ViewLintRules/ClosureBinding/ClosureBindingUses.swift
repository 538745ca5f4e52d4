import ViewLint

/// Where a closure binding itself is handed on, read from the code (no run): used when the
/// engine could not follow it to a receiver, to decide what the code alone decides (it reaches
/// only SwiftUI's own controls and presentations, or no view at all) and otherwise to say
/// concretely where it goes.
enum BindingUse: Equatable {
    /// Its value is read or written (`.wrappedValue`), or it is used in an action closure.
    case value
    /// Given to a SwiftUI control or presentation (`NavigationLink(isActive:)`, `.sheet(isPresented:)`),
    /// which re-checks a new binding itself and runs no view body of the project for it (§3a).
    case builtIn(String)
    /// Given to a helper of this view that only reads or writes its value (`numberField(title:value:)`).
    case valueOnlyHelper(String)
    /// Handed on somewhere the engine does not follow: where, in a developer's words.
    case elsewhere(String)
    /// Given to a project view whose initializer keeps it only in `StateObject(wrappedValue:)`.
    case stateObjectThunk(StateObjectThunkUse)
}

extension ClosureBindingSite {
    /// Every place the binding (or the local or member holding it) is used, classified.
    func uses(in tree: SyntaxTree, index: ProjectModel, declarations: TypeDeclarationIndex, lowering: Lowering? = nil) -> [BindingUse] {
        let nodes = holder(in: tree).map { Self.uses(of: $0.name, in: $0.scope, member: $0.isMember, tree: tree) } ?? [call]
        return nodes.map { Self.classify($0, in: tree, index: index, declarations: declarations, lowering: lowering, depth: 0) }
    }

    static func classify(_ node: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel, declarations: TypeDeclarationIndex,
                         lowering: Lowering? = nil, depth: Int) -> BindingUse {
        if let parent = tree.parent(node), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == node {
            if tree.nameEquals(parent, "wrappedValue") { return .value }
            // `binding.onChange { … }`, `binding.animation()`: another binding made from it.
            let made = tree.parent(parent).map { tree.kind($0) == .call } == true ? "(…)" : ""
            return .elsewhere("`\(tree.text(node)).\(tree.name(parent))\(made)`, a binding made from it, which the engine does not follow")
        }
        // In an action closure (or a closure the engine takes for one): only SwiftUI's own
        // views given it there are told apart; other uses do not give it to a view as a body runs.
        let inAction = tree.isInActionClosure(node)
        guard let (call, _) = tree.receivingCall(of: node) else {
            if inAction { return .value }
            return .elsewhere("code the engine does not follow (`\(shortened(tree.text(tree.parent(node) ?? node)))`)")
        }
        let isMethod = tree.isMethodCall(call) || tree.isImplicitMemberCall(call)
        let alias = isMethod ? nil : index.typeAlias(named: tree.calleeName(call), at: call, in: tree)
        let name = alias?.target ?? tree.calleeName(call)
        let signature = "\(name)(\(tree.arguments(call).map { (tree.label($0).isEmpty ? "_" : tree.label($0)) + ":" }.joined()))"
        if !isMethod, SwiftUICatalog.bindingControls.contains(name), !index.isViewType(named: name) { return .builtIn("`\(name)`") }
        if isMethod, SwiftUICatalog.bindingModifiers.contains(name) { return .builtIn("`.\(name)`") }
        if index.isViewType(named: name) || index.isViewFamily(typeNamed: name) {
            if !isMethod, let lowering, let use = StateObjectThunkUse.find(view: name, call: call, value: node, in: tree, lowering: lowering, index: index) {
                return .stateObjectThunk(use)
            }
            // Reached through a `typealias` that differs by build: which build is named.
            return .elsewhere("`\(name)`, where the engine does not build it" + (alias?.assumption.map { " (assuming \($0))" } ?? ""))
        }
        if inAction { return .value }
        if isMethod {
            return .elsewhere("`.\(signature)`, a modifier the engine does not follow")
        }
        if name.first?.isUppercase == true {
            // A type the project declares is known not to be a view; any other is from a module
            // the engine cannot read (Loop's `LuminareList`, a package's view).
            if index.declaredType(named: name) != nil || SwiftUICatalog.views.contains(name) {
                return .elsewhere("`\(name)(…)`, a value that is not a view, whose uses the engine does not follow")
            }
            return .elsewhere("`\(name)(…)`, from a package the engine cannot read, whose uses the engine does not follow")
        }
        // A helper of this view: what it does with the parameter the binding fills.
        if depth == 0, let parameter = helperParameter(filledBy: node, in: call, tree: tree, declarations: declarations) {
            let inner = uses(of: parameter.name, in: parameter.body, tree: tree).map {
                classify($0, in: tree, index: index, declarations: declarations, lowering: lowering, depth: depth + 1)
            }
            if let elsewhere = inner.first(where: { if case .elsewhere = $0 { return true } else { return false } }) { return elsewhere }
            if let builtIn = inner.first(where: { if case .builtIn = $0 { return true } else { return false } }) { return builtIn }
            return .valueOnlyHelper("`\(signature)`")
        }
        return .elsewhere("`\(signature)`, a function the engine does not follow")
    }

    /// The parameter of a function of this view (same file) that `argument` fills, with the
    /// function's body; nil for anything else (another type's function, a default, a variadic).
    /// Looked for in the type's declarations and extensions the check's index found: a site
    /// costs its type's size, not its file's.
    static func helperParameter(filledBy argumentValue: SyntaxTree.NodeID, in call: SyntaxTree.NodeID,
                                tree: SyntaxTree, declarations: TypeDeclarationIndex) -> (name: String, body: SyntaxTree.NodeID)? {
        guard let callee = tree.firstChild(call), tree.kind(callee) == .identifier || tree.isMethodCall(call)
                && tree.memberBase(callee).map({ tree.nameEquals($0, "self") }) == true,
              let argument = tree.parent(argumentValue), tree.kind(argument) == .argument,
              let position = tree.arguments(call).firstIndex(of: argument),
              let owner = tree.enclosingTypeName(call) else { return nil }
        let name = tree.calleeName(call)
        let labels = tree.arguments(call).map { tree.label($0) }
        var found: (String, SyntaxTree.NodeID)?
        let places = declarations.declarations(named: owner, in: tree)
        for place in places.declarations + places.extensionBlocks where found == nil {
            tree.walk(from: place) { id, _ in
                if found != nil { return .stop }
                guard tree.kind(id) == .funcDecl else { return .visitChildren }
                guard tree.name(id) == name, tree.enclosingTypeName(id) == owner,
                      let clause = tree.child(id, kind: .parameterClause), let body = tree.child(id, kind: .codeBlock) else { return .skipChildren }
                let parameters = Array(tree.children(clause, kind: .parameter))
                // Matched by labels: one parameter per argument, none defaulted in between.
                guard parameters.count == labels.count,
                      zip(parameters, labels).allSatisfy({ (tree.name($0.0) == "_" ? "" : tree.name($0.0)) == $0.1 }) else { return .skipChildren }
                found = (tree.parameterLocalName(parameters[position]), body)
                return .stop
            }
        }
        return found
    }

    static func shortened(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        guard line.count > 40 else { return line }
        let cut = line.prefix(40)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}

extension ClosureBindingRule {
    /// Decides, from the code alone, a binding the engine could not follow to a receiver; nil
    /// when the code does not decide it.
    static func decideFromUses(_ uses: [BindingUse], dependencies: [String]) -> Evidence? {
        guard !uses.isEmpty else { return nil }
        for use in uses {
            if case .elsewhere(let place) = use {
                return .inconclusive("the binding is handed to \(place)", dependencies: dependencies)
            }
        }
        var builtIns: [String] = []
        var helpers: [String] = []
        var thunks: [StateObjectThunkUse] = []
        for use in uses {
            switch use {
            case .builtIn(let name): if !builtIns.contains(name) { builtIns.append(name) }
            case .valueOnlyHelper(let name): if !helpers.contains(name) { helpers.append(name) }
            case .stateObjectThunk(let thunk): if !thunks.contains(thunk) { thunks.append(thunk) }
            default: break
            }
        }
        if let thunk = thunks.first {
            return decideFromStateObjectThunks(thunks, dependencies: dependencies)
                ?? .inconclusive(thunk.keptReason, dependencies: Array(Set(dependencies + thunks.map(\.file))).sorted())
        }
        let helperClause = helpers.isEmpty ? ""
            : "\(helpers.joined(separator: ", ")) only read\(helpers.count == 1 ? "s" : "") or write\(helpers.count == 1 ? "s" : "") its value"
        if builtIns.isEmpty {
            guard !helpers.isEmpty else { return nil }
            return .refutedByStaticFact("the binding itself is given to no view: \(helperClause), so no view body runs because of the binding",
                                        dependencies: dependencies)
        }
        let names = builtIns.joined(separator: " and ")
        return .refutedByStaticFact(
            "the binding goes only to \(names), built into SwiftUI, which re-checks a new binding itself\(helpers.isEmpty ? "" : " (\(helperClause))"): no view body of yours runs because of it",
            dependencies: dependencies)
    }
}

extension ClosureBindingSite {
    /// When the binding is a computed property's or helper's result (or a local) whose every
    /// use is `.wrappedValue` or sits in an action closure: how many uses there are. Nil when
    /// some use may give it to a view.
    func usesOutsideViews(_ uses: [BindingUse], in tree: SyntaxTree) -> Int? {
        guard holder(in: tree) != nil else { return nil }
        return uses.allSatisfy { $0 == .value } ? uses.count : nil
    }

    /// The name the binding is reached by, when it is first put in a local (`let b = Binding(…)`)
    /// or is a member's result (`var fill: Binding<Color> { Binding(…) }`), and where that name
    /// is used: the block around the local, or the type declaring the member.
    func holder(in tree: SyntaxTree) -> (name: String, scope: SyntaxTree.NodeID, isMember: Bool)? {
        var name: String?
        var scope: SyntaxTree.NodeID?
        if let parent = tree.parent(call), tree.kind(parent) == .initializerClause, let local = tree.parent(parent),
           tree.kind(local) == .patternBinding {
            name = tree.name(local)
            scope = tree.ancestor(of: local, in: [.codeBlock, .closure])
        } else if let member = tree.ancestor(of: call, in: [.funcDecl, .patternBinding]),
                  tree.kind(member) == .funcDecl || tree.parent(member).map(tree.isMemberOrTopLevel) == true,
                  Self.isResult(call, of: member, in: tree) {
            // Returned from a member: its uses in the enclosing type.
            name = tree.name(member)
            scope = tree.enclosingTypeDeclaration(member)
        }
        guard let name, let scope else { return nil }
        return (name, scope, tree.kind(scope) != .codeBlock && tree.kind(scope) != .closure)
    }

    /// Each use of `name` in `scope` (`name`, `self.name`, `name(…)`: the outermost of these),
    /// in source order; the declaration's own name is not a use, nor (for a `member`) a bare
    /// name a parameter or local of the same name shadows.
    static func uses(of name: String, in scope: SyntaxTree.NodeID, member: Bool = false, tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var found: [SyntaxTree.NodeID] = []
        tree.walk(from: scope) { id, _ in
            guard tree.kind(id) == .identifier, tree.name(id) == name else { return .visitChildren }
            var node = id
            if let parent = tree.parent(node), tree.kind(parent) == .memberAccess, tree.memberBase(parent).map({ tree.nameEquals($0, "self") }) == true {
                node = parent
            } else if member, LocalName(name, at: id, in: tree) != nil {
                return .visitChildren
            }
            if let parent = tree.parent(node), tree.kind(parent) == .call, tree.firstChild(parent) == node { node = parent }
            if let parent = tree.parent(node), tree.kind(parent) == .funcDecl || tree.kind(parent) == .patternBinding { return .visitChildren }
            found.append(node)
            return .visitChildren
        }
        return found
    }

    /// The name of the `static` (or `class`) function or property the binding is built in.
    func staticMember(in tree: SyntaxTree) -> String? {
        tree.staticMemberName(around: call)
    }

    /// Whether `call` is what `member` returns (its one expression, or a `return`'s value), not
    /// an argument of something it builds (`Toggle(isOn: Binding(…))`, `.modifier(M(item: …))`).
    static func isResult(_ call: SyntaxTree.NodeID, of member: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let parent = tree.parent(call) else { return false }
        switch tree.kind(parent) {
        case .returnStmt: return tree.ancestor(of: parent, in: [.funcDecl, .patternBinding, .closure]) == member
        case .codeBlock: return tree.children(parent).count == 1 && tree.parent(parent) == member
        default: return false
        }
    }

    /// Where the binding goes when it is first put in a local (`let b = Binding(…)`) or is a
    /// member's result: the calls given that name itself (not its `.wrappedValue`) while a body
    /// runs, so they are lowered with it — every one, not only the first that reaches the member.
    func receivingCalls(in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        guard let holder = holder(in: tree) else { return [] }
        return Self.uses(of: holder.name, in: holder.scope, member: holder.isMember, tree: tree).compactMap { use in
            guard !tree.isInActionClosure(use), let (receiver, _) = tree.receivingCall(of: use) else { return nil }
            return receiver
        }
    }
}
