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
    /// How the project's constructions of `view` (outside previews) pass each of its `@Binding`
    /// `fields`: every construction is parsed once for all of them, and the answer kept for the
    /// check's other sites hosting `view` (`SiteLoweringMemo`).
    func bindingFeeds(of fields: [String], in view: String) -> [String: BindingFeed] {
        guard !fields.isEmpty else { return [:] }
        guard let memo else { return bindingFeedsAnew(of: fields, in: view) }
        return memo.bindingFeeds(([view] + fields).joined(separator: "\u{1}")) { bindingFeedsAnew(of: fields, in: view) }
    }

    private func bindingFeedsAnew(of fields: [String], in view: String) -> [String: BindingFeed] {
        let sites = (index.index.viewType(named: view)?.instantiations ?? []).filter { site in
            !index.isPreview(site)
        }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        guard !sites.isEmpty else { return Dictionary(uniqueKeysWithValues: fields.map { ($0, .assumed) }) }
        let stored = Set(index.index.viewType(named: view)?.storedProperties.map(\.name) ?? [])
        // Each construction parsed, and fitted to the view's initializers, once.
        let constructions: [(tree: SyntaxTree, call: SyntaxTree.NodeID, fit: InitializerFit?)?] = sites.map { site in
            let tree = SyntaxTree.parse(SourceFile(path: site.path, text: site.constructionText))
            guard let call = tree.children(tree.root).first, tree.kind(call) == .call else { return nil }
            return (tree, call, fittingInitializer(of: view, labels: tree.arguments(call).map { tree.label($0) },
                                                   trailing: tree.trailingClosures(call).count))
        }
        var feeds: [String: BindingFeed] = [:]
        for field in fields {
            feeds[field] = Self.feed(of: field, sites: sites, passed: { k in
                constructions[k].flatMap { passed(field, by: $0.call, in: $0.tree, fit: $0.fit, stored: stored) }
            })
        }
        return feeds
    }

    /// The feed every construction's pass (`passed(k)` for the construction at `sites[k]`) makes.
    static func feed(of field: String, sites: [InstantiationSite], passed: (Int) -> BindingFeed?) -> BindingFeed {
        var places: [String] = []
        var lastFile = ""
        var stable = 0
        for (k, site) in sites.enumerated() {
            switch passed(k) {
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

    /// What one construction passes for `field`: through the initializer it fits (`fit`) where
    /// the view declares one, else the memberwise argument of that label.
    private func passed(_ field: String, by call: SyntaxTree.NodeID, in tree: SyntaxTree, fit: InitializerFit?,
                        stored: Set<String>) -> BindingFeed? {
        guard let fit else { return tree.argument(call, labelled: field).flatMap { Self.bindingKind(of: $0, in: tree) } }
        let initTree = fit.tree
        guard let body = initTree.child(fit.initializer, kind: .codeBlock) else { return nil }
        for statement in initTree.children(body) {
            // `self.init(field: .init(get:set:), …)` or `self._field = …` / `_field = …`.
            let value: SyntaxTree.NodeID
            if initTree.kind(statement) == .call, let callee = initTree.firstChild(statement), initTree.kind(callee) == .memberAccess,
               initTree.nameEquals(callee, "init"), let base = initTree.memberBase(callee), initTree.nameEquals(base, "self"),
               let argument = initTree.argument(statement, labelled: field) {
                value = argument
            } else if initTree.kind(statement) == .sequenceExpr, let (target, assigned) = initTree.assignment(statement),
                      let storing = Self.field(assignedBy: target, stored: stored, in: initTree), storing.storage, storing.name == field {
                value = assigned
            } else {
                continue
            }
            // A `Binding(get:set:)` built here is new per construction; its closures capture
            // only the initializer's parameters, so from iOS 17 they compare unequal for sure
            // only in a generic context (rule 9, `InitializerBinding`).
            if Lowering.closureBindingClosures(value, in: initTree) != nil { return fit.genericContext ? .rebuilt(places: "") : nil }
            // A parameter handed on as it is: what the construction passes for it.
            guard initTree.kind(value) == .identifier,
                  let passed = fit.argument(passedFor: initTree.name(value), by: call, in: tree) else { return nil }
            return Self.bindingKind(of: passed, in: tree)
        }
        return nil
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
