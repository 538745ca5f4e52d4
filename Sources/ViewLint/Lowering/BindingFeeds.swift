// What the stand-in parent passes for a hosted view's `@Binding` field. The engine makes the
// parent itself, so the location is its choice: `$` of a state of the host is one location for
// ever (rules 22, 23). Where the project's constructions of the view say how they pass the
// binding, the host follows them: a `Binding(get:set:)` built by the parent, or by an
// initializer in a generic context, is a new location on each construction (rules 9, 24, 25),
// so anything projected from it is new too. Where they do not say, the host still passes a `$`
// of its own, and the verdict names that assumption wherever the location reaches a child
// (`BindingFeed.phrase`).

/// How the project's constructions of a view pass one of its `@Binding` fields.
public enum BindingFeed: Sendable, Equatable {
    /// Every construction passes a `$` projection or a `.constant`: one location, a fact.
    case stable
    /// Every construction passes a new `Binding(get:set:)` (where, as "A.swift:4, :9").
    case rebuilt(places: String)
    /// Not known (no construction, or some pass something else): the host's `$` is assumed.
    case assumed

    /// Where every construction builds the binding anew; nil for the other feeds.
    public var places: String? {
        if case .rebuilt(let places) = self { return places }
        return nil
    }

    /// What the verdict names when the field's location reaches a child; nil when nothing
    /// need be said.
    public func phrase(field: String, view: String) -> String? {
        switch self {
        case .stable:
            return nil
        case .rebuilt(let places):
            return "the parent passing a new `Binding(get:set:)` for `\(field)` each time it rebuilds `\(view)`, as every construction of it does (\(places)), so what is projected from `$\(field)` is new then too"
        case .assumed:
            return "the parent passing `\(field)` as a binding with a stable location (a `$` projection of its own state), which the project's constructions of `\(view)` do not show"
        }
    }
}

extension Lowering {
    /// How the project's constructions of `view` (outside previews) pass its `@Binding` `field`.
    func bindingFeed(of field: String, in view: String) -> BindingFeed {
        let sites = (index.index.viewType(named: view)?.instantiations ?? []).filter { site in
            site.enclosingType.isEmpty ? site.enclosingMember != "#Preview" : !index.conforms(typeNamed: site.enclosingType, to: "PreviewProvider")
        }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        guard !sites.isEmpty else { return .assumed }
        var places: [String] = []
        var lastFile = ""
        var stable = 0
        for site in sites {
            let tree = SyntaxTree.parse(SourceFile(path: site.path, text: site.constructionText))
            guard let call = tree.children(tree.root).first, tree.kind(call) == .call else { return .assumed }
            switch passed(field, by: call, in: tree, of: view) {
            case .stable?:
                stable += 1
            case .rebuilt?:
                let file = site.path.split(separator: "/").last.map(String.init) ?? site.path
                places.append(file == lastFile ? ":\(site.line)" : "\(file):\(site.line)")
                lastFile = file
            default:
                return .assumed
            }
        }
        if stable == sites.count { return .stable }
        return places.count == sites.count ? .rebuilt(places: places.joined(separator: ", ")) : .assumed
    }

    /// What one construction passes for `field`: through the initializer it fits where the view
    /// declares one, else the memberwise argument of that label.
    private func passed(_ field: String, by call: SyntaxTree.NodeID, in tree: SyntaxTree, of view: String) -> BindingFeed? {
        let arguments = tree.arguments(call)
        let labels = arguments.map { tree.label($0) }
        let trailing = tree.trailingClosures(call).count
        guard let (initTree, initializer, filling) = fittingInitializer(of: view, labels: labels, trailing: trailing) else {
            return tree.argument(call, labelled: field).flatMap { Self.bindingKind(of: $0, in: tree) }
        }
        guard let body = initTree.child(initializer, kind: .codeBlock) else { return nil }
        let generic = initTree.child(initializer, kind: .genericParameterClause) != nil
            || declaration(of: view).map { $0.tree.child($0.node, kind: .genericParameterClause) != nil } ?? false
        let parameters = initTree.child(initializer, kind: .parameterClause).map { Array(initTree.children($0, kind: .parameter)) } ?? []
        for statement in initTree.children(body) {
            // `self.init(field: .init(get:set:), …)`: a new binding per construction; its
            // closures capture only the initializer's parameters, so from iOS 17 they compare
            // unequal for sure only in a generic context (rule 9).
            if initTree.kind(statement) == .call, let callee = initTree.firstChild(statement), initTree.kind(callee) == .memberAccess,
               initTree.nameEquals(callee, "init"), let base = initTree.memberBase(callee), initTree.nameEquals(base, "self"),
               let value = initTree.argument(statement, labelled: field) {
                if Lowering.closureBindingClosures(value, in: initTree) != nil { return generic ? .rebuilt(places: "") : nil }
                return passedThrough(value, parameters: parameters, filling: filling, construction: (tree, call), in: initTree)
            }
            // `self._field = …` / `_field = …`.
            guard initTree.kind(statement) == .sequenceExpr, let (target, value) = initTree.assignment(statement) else { continue }
            let targetText = initTree.text(target)
            guard targetText == "_" + field || targetText == "self._" + field else { continue }
            if Lowering.closureBindingClosures(value, in: initTree) != nil { return generic ? .rebuilt(places: "") : nil }
            return passedThrough(value, parameters: parameters, filling: filling, construction: (tree, call), in: initTree)
        }
        return nil
    }

    /// An initializer's parameter handed on as it is: what the construction passes for it.
    private func passedThrough(_ value: SyntaxTree.NodeID, parameters: [SyntaxTree.NodeID], filling: [Int?],
                               construction: (tree: SyntaxTree, call: SyntaxTree.NodeID), in tree: SyntaxTree) -> BindingFeed? {
        guard tree.kind(value) == .identifier,
              let position = parameters.firstIndex(where: { tree.parameterLocalName($0) == tree.name(value) }),
              position < filling.count, let argumentIndex = filling[position] else { return nil }
        let arguments = construction.tree.arguments(construction.call)
        let passed: SyntaxTree.NodeID?
        if argumentIndex < arguments.count {
            passed = construction.tree.value(arguments[argumentIndex])
        } else {
            passed = construction.tree.trailingClosures(construction.call).dropFirst(argumentIndex - arguments.count).first
        }
        return passed.flatMap { Self.bindingKind(of: $0, in: construction.tree) }
    }

    /// `$x`, `$x.a.b`, `.constant(v)`: one location across the parent's updates; a
    /// `Binding(get:set:)` literal: a new one whenever the parent's data changed (its closures
    /// capture the parent); nil for anything else.
    static func bindingKind(of expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> BindingFeed? {
        if closureBindingClosures(expression, in: tree) != nil { return .rebuilt(places: "") }
        if tree.kind(expression) == .call, tree.calleeName(expression) == "constant", tree.isImplicitMemberCall(expression) { return .stable }
        var node = expression
        while tree.kind(node) == .memberAccess, let base = tree.memberBase(node) { node = base }
        return tree.kind(node) == .identifier && tree.name(node).hasPrefix("$") ? .stable : nil
    }
}
