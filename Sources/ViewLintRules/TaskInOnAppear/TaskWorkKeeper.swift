import ViewLint

/// Who keeps what a task's work produces. The finding's harm — work running on for a view that is
/// gone, its result written where nobody shows it — follows only when the work goes to state the
/// view that goes away owns. Where every property and method the work reaches belongs to someone
/// who outlives that view, the result is kept, and `.task` would cancel work its keeper still
/// wants:
/// - the `onAppear` sits in presented content (a `.contextMenu`'s items, a `Menu`'s items, a
///   sheet's content): that content goes away when it is dismissed; the enclosing view and
///   everything it holds stay (a row's model loading what its menu shows next time);
/// - the `onAppear` is on the view itself and the work goes only to objects it is given (an
///   `@ObservedObject`, an `@EnvironmentObject`, a `@Binding`, a `let` passed in): their owner
///   keeps them.
struct TaskWorkKeeper {
    /// The properties and methods of the enclosing view the work goes to, in order of appearance.
    var reached: [String]
    /// The presented content the `onAppear` sits in (`the `.contextMenu``), nil when it is on the view.
    var presentation: String?
    /// The enclosing view's name.
    var owner: String

    /// Why the finding's harm may not follow, in a SwiftUI developer's words; nil when some of
    /// the work goes to state the view that goes away owns (or to nothing the view holds).
    var reason: String {
        let names = reached.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (reached.count > 3 ? ", …" : "")
        if let presentation {
            return "the task's work goes to \(names), which `\(owner)` keeps after \(presentation) closes: "
                + "whether the work should stop then is unknown"
        }
        let one = reached.count == 1
        return "the task's work goes only to \(names), which `\(owner)` \(one ? "is" : "are") given and which "
            + "\(one ? "outlives" : "outlive") it: whether the work should stop when the view goes away is unknown"
    }

    /// The keeper of `site`'s work when it is not the view that goes away; nil when some of the
    /// work goes to that view's own state (or nothing the view holds is reached).
    static func outliving(_ site: UncancelledTask, in tree: SyntaxTree, index: ProjectModel) -> TaskWorkKeeper? {
        guard let owner = tree.enclosingTypeName(site.onAppear),
              let view = index.viewType(named: owner, from: tree.file.path) else { return nil }
        let properties = Dictionary(view.storedProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let methods = methodNames(of: owner, in: tree)
        let reached = following(methods: methods, from: reachedMembers(site.task, in: tree, properties: Set(properties.keys), methods: methods),
                                of: owner, in: tree, properties: Set(properties.keys))
        guard !reached.isEmpty else { return nil }
        if let presentation = presentation(around: site.onAppear, in: tree) {
            return TaskWorkKeeper(reached: reached, presentation: presentation, owner: owner)
        }
        // On the view itself: its methods and its own state go with it.
        let initializers = tree.enclosingTypeDeclaration(site.onAppear).map { Self.initializers(of: $0, in: tree) } ?? []
        let declaresInit = index.declaredType(named: owner)?.declaresInit ?? true
        let given = reached.allSatisfy { name in
            guard let property = properties[name], isGiven(property) else { return false }
            // A `let` with no default is given when the parent passes it: through the memberwise
            // initializer, or an `init` that stores a parameter in it.
            guard property.wrapper == nil, declaresInit else { return true }
            return !initializers.isEmpty && initializers.allSatisfy { storesParameter(name, in: $0, tree: tree) }
        }
        return given ? TaskWorkKeeper(reached: reached, presentation: nil, owner: owner) : nil
    }

    /// A property whose value the view is handed rather than making and keeping it: an object
    /// or binding from its parent or the environment, or a stored `let`/`var` with no default.
    private static func isGiven(_ property: StoredProperty) -> Bool {
        switch property.wrapper?.kind {
        case .observedObject?, .environmentObject?, .binding?, .bindable?: return true
        // `@Environment(Model.self)` is an object someone above keeps; a key path (`\.dismiss`) is not.
        case .environment?: return property.wrapper.map { $0.arguments.hasSuffix(".self") } ?? false
        case nil: return property.initializerByteRange == nil
        default: return false
        }
    }

    /// The `init`s declared in the type's own declaration.
    private static func initializers(of typeDecl: SyntaxTree.NodeID, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        guard let members = tree.child(typeDecl, kind: .memberBlock) else { return [] }
        return tree.children(members).filter { tree.kind($0) == .initDecl }
    }

    /// Whether `initializer` sets `name` (or `self.name`) to one of its own parameters.
    private static func storesParameter(_ name: String, in initializer: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        let parameters = Set((tree.child(initializer, kind: .parameterClause).map { tree.children($0, kind: .parameter) } ?? [])
            .map { tree.parameterLocalName($0) })
        var stores = false
        tree.walk(from: initializer) { id, _ in
            guard tree.kind(id) == .sequenceExpr else { return .visitChildren }
            let parts = Array(tree.children(id))
            guard parts.count == 3, tree.kind(parts[1]) == .assignmentOperator,
                  tree.memberPath(parts[0]).map({ $0 == [name] || $0 == ["self", name] }) == true else { return .visitChildren }
            stores = tree.kind(parts[2]) == .identifier && parameters.contains(tree.name(parts[2]))
            return .stop
        }
        return stores
    }

    /// Modifiers whose content is shown only while the user has it open, and goes away when it closes.
    static let presentingModifiers: Set<String> = ["contextMenu", "sheet", "fullScreenCover", "popover", "alert",
                                                   "confirmationDialog", "inspector", "navigationDestination"]

    /// The presented content the node sits in, inside its own type: "the `.contextMenu`", "the menu".
    static func presentation(around node: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        for (call, argument) in tree.callsTakingClosures(around: node) {
            let name = tree.calleeName(call)
            if tree.isMethodCall(call) || tree.isImplicitMemberCall(call) {
                if presentingModifiers.contains(name) { return "the `.\(name)`" }
            } else if name == "Menu", tree.controlClosureRole(argument, in: call) == .content {
                return "the menu"
            } else if name == "NavigationLink", tree.controlClosureRole(argument, in: call) == .destination {
                return "the link's destination"
            }
        }
        return nil
    }

    /// The enclosing view's properties and methods the task's work reaches: the receivers of its
    /// calls (`viewModel` of `viewModel.load()`, `self.model.x.reload()`), the methods it calls
    /// on `self`, and the properties it assigns. Locals, parameters and globals are not the view's.
    static func reachedMembers(_ task: SyntaxTree.NodeID, in tree: SyntaxTree, properties: Set<String>,
                               methods: Set<String>) -> [String] {
        var reached: [String] = []
        func note(_ name: String) { if !reached.contains(name) { reached.append(name) } }
        // The property an expression starts from, `self.` aside: `model` of `self.model.items[0]?.x`.
        func root(_ expression: SyntaxTree.NodeID) -> String? { ViewUsage.storedRoot(expression, in: tree) }
        tree.walk(from: task) { id, _ in
            switch tree.kind(id) {
            case .call where id != task:
                guard let callee = tree.firstChild(id) else { break }
                if tree.kind(callee) == .identifier {
                    // A method, or a closure the view stores (`onSizeCalculated(size)`, given by its parent).
                    if methods.contains(tree.name(callee)) || properties.contains(tree.name(callee)) { note(tree.name(callee)) }
                } else if tree.isMethodCall(id), let base = tree.memberBase(callee) {
                    if tree.kind(base) == .identifier, tree.nameEquals(base, "self") {
                        if methods.contains(tree.name(callee)) { note(tree.name(callee)) }
                    } else if let name = root(base), properties.contains(name) {
                        note(name)
                    }
                }
            case .sequenceExpr:
                // `a = b ?? c` is one flat sequence; `+=` and its kin write too.
                let parts = Array(tree.children(id))
                if parts.count >= 3, tree.kind(parts[1]) == .assignmentOperator || ViewUsage.isCompoundAssignment(parts[1], in: tree),
                   let name = root(parts[0]), properties.contains(name) { note(name) }
            default:
                break
            }
            return .visitChildren
        }
        return reached
    }

    /// `reached` with each method of the view replaced by what its body reaches, methods it calls
    /// in turn (each once): a `calculateSize()` whose only writes go to a given `brewManager`
    /// leaves its work with `brewManager`. A method whose body is not in this file stays, as the
    /// view's own.
    static func following(methods: Set<String>, from reached: [String], of owner: String, in tree: SyntaxTree,
                          properties: Set<String>) -> [String] {
        var result: [String] = [], pending = reached, expanded: Set<String> = []
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard methods.contains(name), !properties.contains(name) else {
                if !result.contains(name) { result.append(name) }
                continue
            }
            guard expanded.insert(name).inserted else { continue }
            let bodies = methodBodies(named: name, of: owner, in: tree)
            guard !bodies.isEmpty else {
                if !result.contains(name) { result.append(name) }
                continue
            }
            for body in bodies { pending += reachedMembers(body, in: tree, properties: properties, methods: methods) }
        }
        return result
    }

    /// The bodies of the methods called `name` that `owner` declares in this file.
    private static func methodBodies(named name: String, of owner: String, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        tree.descendants(kind: .funcDecl).filter { tree.name($0) == name && tree.enclosingTypeName($0) == owner }
            .compactMap { tree.child($0, kind: .codeBlock) }
    }

    /// The methods `owner` declares in this file (its declarations and extensions), by name.
    static func methodNames(of owner: String, in tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = []
        tree.walk { id, _ in
            switch tree.kind(id) {
            case .sourceFile, .memberBlock, .ifConfig, .ifConfigClause:
                return .visitChildren
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                return .visitChildren
            case .funcDecl:
                if tree.enclosingTypeName(id) == owner { names.insert(tree.name(id)) }
                return .skipChildren
            default:
                return .skipChildren
            }
        }
        return names
    }
}
