// Reconciling a rendered body with the existing nodes (rule numbers: docs/SWIFTUI-MODEL.md):
// identity (rules 32–37), creation and
// state allocation (rule 15), and the events a new identity queues (rules 40–42, E9–E11).

extension Runtime {
    func kind(of r: Rendered) -> Node.Kind {
        switch r {
        case .leaf(let n, _): return .leaf(n)
        case .control(let n, _): return .control(n)
        case .container(let n, _): return .container(n)
        case .custom(let t, _): return .custom(t)
        case .modified(_, let m, _, _): return .modifier(m.name)
        case .conditional: return .conditional
        case .forEach: return .forEach
        case .anyView: return .anyView
        case .marked(let mark, _, _): return .mark(mark)
        case .opaque: return .opaque
        case .empty: return .empty
        }
    }

    /// Whether node `id` has the kind `r` would make (`kind(of: r)`), asked without making it:
    /// every reconciled child asks, and the kind carries the name of a built-in or modifier.
    @inline(__always)
    func hasKind(_ id: Int, of r: Rendered) -> Bool {
        switch (nodes[id].kind, r) {
        case (.leaf(let a), .leaf(let b, _)), (.control(let a), .control(let b, _)), (.container(let a), .container(let b, _)):
            return a == b
        case (.custom(let a), .custom(let b, _)): return a == b
        case (.modifier(let a), .modified(_, let m, _, _)):
            // The node keeps the modifier it was last given, whose name is its kind's.
            if let kept = nodes[id].modifier { return kept.hasName(of: m) }
            return m.isNamed(a)
        case (.mark(let a), .marked(let b, _, _)): return a == b
        case (.conditional, .conditional), (.forEach, .forEach), (.anyView, .anyView), (.opaque, .opaque), (.empty, .empty):
            return true
        default: return false
        }
    }

    /// The name counters use: a custom type, a built-in, or for a modifier the view it modifies.
    /// A loop, inlined into `create` (every new node asks): a call from there copied the whole
    /// runtime to pass as `self` (see `fieldIndex`).
    @inline(__always)
    func counterName(of r: Rendered) -> String {
        var current = r
        while true {
            switch current {
            case .custom(let t, _): return program.types[t].name
            case .modified(let c, let m, _, _):
                if case .presentation(let name, _) = m { return name }
                current = c
            case .conditional(_, let c), .marked(_, let c, _): current = c
            default: return current.kindName
            }
        }
    }

    /// A node's identity path: its parent's path (as it was when the node was made), its slot and
    /// its label ("Row/0:VStack/1:.padding"). Made only when read (opaque sites, mark instances,
    /// counters per node, the full trace): most nodes' paths never are.
    func path(of id: Int) -> String {
        guard pathChanges.isEmpty else { return pathAsMade(of: id) }
        var known: [Int: String] = [:]
        return path(of: id, known: &known)
    }

    /// `path(of:)` for a node and its parents, each made once: a run reads the same node's
    /// path again (an opaque node taints its view on every update) and many marks' paths share
    /// their parents'. Only while no `.id` change has made a path depend on when it is read
    /// (every node then keeps the path of its parent's, as it is now).
    mutating func cachedPath(of id: Int) -> String {
        guard pathChanges.isEmpty else { return pathAsMade(of: id) }
        return path(of: id, known: &pathCache)
    }

    func path(of id: Int, known: inout [Int: String]) -> String {
        if let path = known[id] { return path }
        let parent = nodes[id].parent
        guard parent >= 0 else { return "" }
        var path = path(of: parent, known: &known)
        if !path.isEmpty { path += "/" }
        if !nodes[id].slot.isEmpty { path += nodes[id].slot; path += ":" }
        appendLabel(of: id, to: &path)
        known[id] = path
        return path
    }

    /// `path(of:)` after an `.id` change: each parent's path as it was when its child was made.
    func pathAsMade(of id: Int) -> String {
        // Up to the host or to a path an `.id` change set, noting the nodes on the way; each
        // parent's path is read as it was when its child was made.
        var chain: [Int] = []
        var node = id, madeBefore = Int.max
        var path = ""
        while nodes[node].parent >= 0 {
            if !pathChanges.isEmpty, let changed = pathChanges[node]?.last(where: { $0.since <= madeBefore }) {
                path = changed.path
                break
            }
            chain.append(node)
            madeBefore = node
            node = nodes[node].parent
        }
        for node in chain.reversed() {
            if !path.isEmpty { path += "/" }
            if !nodes[node].slot.isEmpty { path += nodes[node].slot; path += ":" }
            appendLabel(of: node, to: &path)
        }
        return path
    }

    /// Appends the path label of `node` to `path`: its type, built-in or modifier name, mark.
    func appendLabel(of node: Int, to path: inout String) {
        if let label = nodes[node].pathLabel { path += label; return }
        switch nodes[node].kind {
        case .custom(let t): path += program.types[t].name
        case .modifier(let name): path += "."; path += name
        case .mark(let mark): path += "‹"; path += program.marks[mark].name; path += "›"
        case .leaf(let name), .control(let name), .container(let name): path += name
        case .forEach: path += "ForEach"
        case .anyView: path += "AnyView"
        case .opaque: path += "Opaque"
        case .empty: path += "EmptyView"
        case .conditional, .host: break
        }
    }

    /// The label a node made for `r` keeps when its kind does not say it (see `Node.pathLabel`).
    func pathLabel(of r: Rendered) -> String? {
        switch r {
        case .modified(_, .id, let args, _):
            var label = ".id("
            args[0].describe(into: &label)
            label += ")"
            return label
        case .conditional(let b, _): return "if[" + String(b) + "]"
        default: return nil
        }
    }

    /// Gives `node` a new path from here on (an `.id` change): nodes made before keep theirs.
    mutating func changePath(of node: Int, to path: String) {
        pathChanges[node, default: []].append((since: nodes.count, path: path))
    }

    /// Updates `existing` in place when the identity matches, else replaces it. `slot` names
    /// the position in a new node's path; it is only formatted when a node is created.
    mutating func reconcile(_ r: Rendered, existing: Int?, parent: Int, owner: Int,
                            env: [String: Value], mode: ComparisonMode,
                            slot: @autoclosure () -> String) throws(CapReached) -> Int {
        guard let existing, nodes[existing].alive else {
            return try create(r, parent: parent, owner: owner, env: env, mode: mode, slot: slot())
        }
        if hasKind(existing, of: r) {
            try update(existing, r, owner: owner, env: env, mode: mode)
            return existing
        }
        return try replace(existing, with: r, parent: parent, owner: owner, env: env, mode: mode, slot: slot())
    }

    /// A new identity replaces an old one. The new content appears before the old disappears,
    /// unless the old content has `.transition(.identity)` (E10).
    mutating func replace(_ old: Int, with r: Rendered, parent: Int, owner: Int, env: [String: Value],
                          mode: ComparisonMode, slot: String) throws(CapReached) -> Int {
        if hasIdentityTransition(old) {
            destroy(old)
            return try create(r, parent: parent, owner: owner, env: env, mode: mode, slot: slot)
        }
        let new = try create(r, parent: parent, owner: owner, env: env, mode: mode, slot: slot)
        destroy(old)
        return new
    }

    func hasIdentityTransition(_ node: Int) -> Bool {
        var n = node
        while case .modifier = nodes[n].kind {
            if case .transition(true)? = nodes[n].modifier { return true }
            guard let c = nodes[n].children.first else { return false }
            n = c
        }
        return false
    }

    // MARK: creation

    mutating func create(_ r: Rendered, parent: Int, owner: Int, env: [String: Value],
                         mode: ComparisonMode, slot: String) throws(CapReached) -> Int {
        try step()
        creating += 1
        defer { creating -= 1 }
        liveNodes += 1
        if liveNodes > options.limits.maxNodes { throw CapReached(reason: "more than \(options.limits.maxNodes) live nodes") }
        let depth = nodes[parent].depth + 1
        if depth > options.limits.maxDepth { throw CapReached(reason: "views nested deeper than \(options.limits.maxDepth)") }
        let id = nodes.count
        nodes.append(Node(kind: kind(of: r), parent: parent, depth: depth, slot: slot, pathLabel: pathLabel(of: r), owner: owner,
                          typeName: counterName(of: r)))
        if countsPerView { nodes[id].typeSlot = typeSlot(for: nodes[id].typeName) }
        // A new identity where one was kept (not part of a subtree being built): a replacement.
        if creating == 1, updateIndex > 0 { countReplacement(id) }

        switch r {
        case .leaf(_, let values):
            nodes[id].values = values
            markBindingsRead(values, by: id)
        case .control(_, let binding):
            nodes[id].values = [binding]
            if case .binding(let b) = binding { markBindingRead(b, by: nil, field: nodes[id].typeName) }
        case .container(_, let children):
            nodes[id].children.reserveCapacity(children.count)
            for (i, c) in children.enumerated() {
                let child = try create(c, parent: id, owner: owner, env: env, mode: .equatableUnlessPOD, slot: String(i))
                nodes[id].children.append(child)
            }
        case .custom(let t, let fields):
            try install(id, type: t, fields: fields, owner: owner, env: env)
        case .modified(let content, let m, let args, let locals):
            nodes[id].modifier = m
            nodes[id].values = args
            nodes[id].locals = locals
            var childEnv = env
            switch m {
            case .onAppear: events.append(Event(kind: .appear, node: id))
            case .task, .taskID: events.append(Event(kind: .taskStart, node: id))
            case .onChange(_, let initial, _):
                if initial { events.append(Event(kind: .change(old: args[0], new: args[0]), node: id)) }
            case .presentation(_, _):
                if case .binding(let b) = args[0] { markBindingRead(b, by: nil, field: m.name) }
            case .environment(let key, _): childEnv[key] = args[0]
            default: break
            }
            let childMode: ComparisonMode = { if case .equatable = m { return .equatableAlways }; return mode }()
            let child = try create(content, parent: id, owner: owner, env: childEnv, mode: childMode, slot: "")
            nodes[id].children = [child]
        case .conditional(let branch, let content):
            nodes[id].branch = branch
            nodes[id].children = [try create(content, parent: id, owner: owner, env: env, mode: mode, slot: "")]
        case .forEach(let f, let data, let ctx):
            if isInLazyContainer(id), !f.hasConstantViewCount {
                // Rule 43: rows must be built just to count their views.
                warn(.viewCountPerElementUnknown(path: path(of: id)))
            }
            try reconcileRows(id, f, data, ctx, env: env)
            if isInLazyContainer(id), !f.hasConstantViewCount { countRowsBuilt(under: id) }
        case .anyView(let erased, let content):
            nodes[id].erasedType = erased
            nodes[id].children = [try create(content, parent: id, owner: owner, env: env, mode: .equatableUnlessPOD, slot: "")]
        case .marked(_, let content, let tracked):
            nodes[id].site = SiteCounters(tracked: tracked)
            nodes[id].children = [try create(content, parent: id, owner: owner, env: env, mode: mode, slot: "")]
        case .opaque(let reason):
            taint(wholeView(around: id), reason)
        case .empty:
            break
        }
        return id
    }

    /// A new identity of a custom view: state storage from the initial values (rule 15), then
    /// the first `body` (rule 13a).
    mutating func install(_ id: Int, type t: Int, fields: [Value], owner: Int, env: [String: Value]) throws(CapReached) {
        let type = program.types[t]
        nodes[id].values = fields
        var state = [Value](repeating: .none, count: type.fields.count)
        var allocated = 0
        let ctx = EvalContext(node: owner, locals: [:], inBody: false)
        for (i, f) in type.fields.enumerated() {
            switch f.kind {
            case .state(let initial):
                state[i] = fields[i] != .none && !f.dropsPassedValue ? fields[i] : evaluate(initial, ctx)
            case .stateObject(let model):
                state[i] = fields[i] != .none ? fields[i] : makeObject(model, ctx)
            default:
                continue
            }
            allocated += 1
            if tracing { note("state allocated: \(path(of: id))._\(f.name) = \(state[i])") }
        }
        nodes[id].custom = CustomState(type: t, state: state, wasRead: Array(repeating: false, count: state.count),
                                       readInBody: Array(repeating: false, count: state.count),
                                       seeds: Array(repeating: 0, count: state.count), environment: env)
        if allocated > 0 { bump(id) { $0.stateAllocations += allocated } }
        // E14: "@self" for the new value, "@identity" when boxes were created, "_x" per box:
        // words only the trace shows, so made only when tracing.
        var reasons: [String] = []
        if tracing {
            reasons = ["@self"]
            if type.hasDynamicProperties {
                reasons.append("@identity")
                reasons += type.fields.filter { $0.kind.isDynamic }.map { "_" + $0.name }
            }
        }
        try runBody(id, reasons)
    }
}
