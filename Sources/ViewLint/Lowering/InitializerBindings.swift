// A view whose initializer builds a `Binding(get:set:)` from its parameters and stores it
// (`self._value = .init(get: { sort.wrappedValue }, set: { sort.wrappedValue = $0 })`): every
// construction makes a new binding (a new location box, rule 24). Its closures cannot capture the
// view, which is not made yet, only the parameters, so from iOS 17 on it compares by what the
// parent passed for them (rules 9, 25), before iOS 17 never equal (rule 25). Closures made in a
// generic context cannot be described and never compare equal (rule 9).

/// One binding an initializer builds for a stored field of its view.
public struct InitializerBinding: Sendable {
    /// The field (`value` of `self._value = …`).
    public var field: String
    /// The parameters the closures use, in order, with the argument position filling each
    /// (nil: the parameter's default).
    public var parameters: [(name: String, position: Int?)]
    /// The initializer or its type is generic.
    public var genericContext: Bool
    /// The `Binding(get:set:)` call in the initializer.
    public var call: SyntaxTree.NodeID
}

extension Lowering {
    /// The stored field an assignment's target in an initializer names: `self._f` / `_f` is
    /// the storage of `f` (unless `_f` is itself declared), `self.f` / `f` is `f`; nil for any
    /// other target, or a field not in `stored`.
    static func field(assignedBy target: SyntaxTree.NodeID, stored: Set<String>, in tree: SyntaxTree) -> (name: String, storage: Bool)? {
        guard var path = tree.memberPath(target) else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 1 else { return nil }
        if stored.contains(path[0]) { return (path[0], false) }
        guard path[0].hasPrefix("_"), case let name = String(path[0].dropFirst()), stored.contains(name) else { return nil }
        return (name, true)
    }

    /// The closure bindings the initializer a construction fits stores in `typeName`'s fields.
    public func initializerBindings(of typeName: String, labels: [String], trailing: Int) -> [InitializerBinding] {
        guard let fit = fittingInitializer(of: typeName, labels: labels, trailing: trailing) else { return [] }
        let stored = Set(index.index.viewType(named: typeName)?.storedProperties.map(\.name) ?? [])
        return Self.bindingsBuilt(in: fit.initializer, filling: fit.filling, stored: stored, genericContext: fit.genericContext, tree: fit.tree)
    }

    /// `self._f = Binding(get:set:)` (or `_f = .init(get:set:)`) in `initializer`, outside any
    /// closure, for a stored `f`, whose closures use only the initializer's parameters (no
    /// `self`, no field, no local of the initializer). `genericContext`: the initializer or its
    /// type is generic (`InitializerFit.genericContext`).
    public static func bindingsBuilt(in initializer: SyntaxTree.NodeID, filling: [Int?], stored: Set<String>, genericContext: Bool,
                                     tree: SyntaxTree) -> [InitializerBinding] {
        let parameters = Self.parameters(of: initializer, in: tree).map { tree.parameterLocalName($0) }
        guard let body = tree.child(initializer, kind: .codeBlock) else { return [] }
        var locals = Set<String>()
        tree.walk(from: body) { id, _ in
            if tree.kind(id) == .closure { return .skipChildren }
            if tree.kind(id) == .patternBinding { locals.insert(tree.name(id)) }
            return .visitChildren
        }
        var found: [InitializerBinding] = []
        tree.walk(from: body) { id, _ in
            if tree.kind(id) == .closure { return .skipChildren }
            guard let (target, value) = tree.assignment(id), tree.memberPath(target) != nil else { return .visitChildren }
            guard let name = field(assignedBy: target, stored: stored, in: tree)?.name,
                  let closures = closureBindingClosures(value, in: tree) else { return .skipChildren }
            var used: [String] = []
            var describable = true
            for closure in closures {
                // A closure's own parameters (`{ value in … }`) shadow a field of that name.
                var own = Set<String>()
                tree.walk(from: closure) { inner, _ in
                    if tree.kind(inner) == .closure { own.formUnion(tree.closureParameterNames(inner)) }
                    return .visitChildren
                }
                // A parameter shadows a field of its name (`init(_ text: Binding<…>)` beside `_text`).
                for name in tree.referencedNames(in: closure) where !own.contains(name) {
                    if parameters.contains(name) {
                        if !used.contains(name) { used.append(name) }
                    } else if stored.contains(name) || locals.contains(name) {
                        describable = false
                    }
                }
                tree.walk(from: closure) { inner, _ in
                    if tree.kind(inner) == .identifier, tree.nameEquals(inner, "self") { describable = false }
                    return .visitChildren
                }
            }
            guard describable, !used.isEmpty else { return .skipChildren }
            let positions = used.map { name in (name, parameters.firstIndex(of: name).flatMap { $0 < filling.count ? filling[$0] : nil }) }
            found.append(InitializerBinding(field: name, parameters: positions, genericContext: genericContext, call: value))
            return .skipChildren
        }
        return found
    }

    /// The getter and setter closures of `Binding(get:set:)` / `.init(get:set:)`.
    static func closureBindingClosures(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> [SyntaxTree.NodeID]? {
        guard tree.kind(call) == .call else { return nil }
        let name = tree.calleeName(call)
        guard name == "Binding" || name == "init" && tree.isImplicitMemberCall(call),
              let getter = tree.argument(call, labelled: "get") ?? tree.trailingClosures(call).first.flatMap(tree.value),
              let setter = tree.argument(call, labelled: "set"),
              tree.kind(getter) == .closure, tree.kind(setter) == .closure else { return nil }
        return [getter, setter]
    }
}

extension Lowering {
    /// When `call` (in the file at `path`) is a closure binding an initializer of a project view
    /// builds from its parameters and stores: the view, the initializer and the binding, whose
    /// parameter positions are the parameters' own.
    public func initializerBinding(at call: SyntaxTree.NodeID, in path: String)
        -> (view: String, initializer: SyntaxTree.NodeID, binding: InitializerBinding)? {
        guard let tree = trees[path] else { return nil }
        var node = call
        while let up = tree.parent(node), tree.kind(up) != .initDecl { node = up }
        guard let initializer = tree.parent(node), tree.kind(initializer) == .initDecl,
              let view = tree.enclosingTypeName(initializer), let info = index.index.viewType(named: view) else { return nil }
        let count = Self.parameters(of: initializer, in: tree).count
        let generic = Self.isGeneric(initializer, in: tree) || declaration(of: view).map { Self.isGeneric($0.node, in: $0.tree) } ?? false
        let built = Self.bindingsBuilt(in: initializer, filling: (0..<count).map { $0 }, stored: Set(info.storedProperties.map(\.name)),
                                       genericContext: generic, tree: tree)
        return built.first { $0.call == call }.map { (view, initializer, $0) }
    }

    /// Whether a construction of `view` with these labels and trailing closures calls
    /// `initializer`, declared in the file at `path` (the one initializer it fits).
    public func construction(of view: String, labels: [String], trailing: Int, calls initializer: SyntaxTree.NodeID,
                             in path: String) -> Bool {
        guard let fitting = fittingInitializer(of: view, labels: labels, trailing: trailing) else { return false }
        return fitting.initializer == initializer && fitting.tree.file.path == path
    }
}
