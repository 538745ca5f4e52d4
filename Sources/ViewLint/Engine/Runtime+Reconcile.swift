// Reconciling a rendered body with the existing nodes: identity (rules 32–37), per-child value
// comparison (rules 2–12), state lifetime (rule 15), and the events identity changes queue
// (rules 40–42, E9–E11).

let maxNestingDepth = 200

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
        case .opaque: return .opaque
        case .empty: return .empty
        }
    }

    /// The name counters use: a custom type, a built-in, or for a modifier the view it modifies.
    func counterName(of r: Rendered) -> String {
        switch r {
        case .custom(let t, _): return program.types[t].name
        case .modified(let c, let m, _, _):
            if case .presentation(let name, _) = m { return name }
            return counterName(of: c)
        case .conditional(_, let c): return counterName(of: c)
        default: return r.kindName
        }
    }

    func label(of r: Rendered) -> String {
        switch r {
        case .custom(let t, _): return program.types[t].name
        case .modified(_, let m, let args, _):
            if case .id = m { return ".id(\(args[0]))" }
            return "." + m.name
        case .conditional(let b, _): return "if[\(b)]"
        default: return r.kindName
        }
    }

    /// Updates `existing` in place when the identity matches, else replaces it. `slot` names
    /// the position in a new node's path; it is only formatted when a node is created.
    mutating func reconcile(_ r: Rendered, existing: Int?, parent: Int, owner: Int,
                            env: [String: Value], mode: ComparisonMode,
                            slot: @autoclosure () -> String) throws(CapReached) -> Int {
        guard let existing, nodes[existing].alive else {
            return try create(r, parent: parent, owner: owner, env: env, mode: mode, slot: slot())
        }
        if nodes[existing].kind == kind(of: r) {
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
        liveNodes += 1
        if liveNodes > options.limits.maxNodes { throw CapReached(reason: "more than \(options.limits.maxNodes) live nodes") }
        let depth = nodes[parent].depth + 1
        if depth > maxNestingDepth { throw CapReached(reason: "views nested deeper than \(maxNestingDepth)") }
        let base = nodes[parent].path
        let name = (slot.isEmpty ? "" : slot + ":") + label(of: r)
        let path = base.isEmpty ? name : base + "/" + name
        let id = nodes.count
        nodes.append(Node(kind: kind(of: r), parent: parent, depth: depth, path: path, owner: owner,
                          typeName: counterName(of: r)))
        typesByPath[path] = nodes[id].typeName

        switch r {
        case .leaf(_, let values):
            nodes[id].values = values
        case .control(_, let binding):
            nodes[id].values = [binding]
            if case .binding(let b) = binding { markBindingRead(b, by: nil, field: nodes[id].typeName) }
        case .container(_, let children):
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
            if isInLazyContainer(id), !f.content.hasConstantViewCount {
                // Rule 43: rows must be built just to count their views.
                warn("Unable to determine number of views per element in the collection \(nodes[id].path). If this view only produces one view per element, consider wrapping it in a single container or using Group.")
            }
            try reconcileRows(id, f, data, ctx, env: env)
        case .anyView(let erased, let content):
            nodes[id].erasedType = erased
            nodes[id].children = [try create(content, parent: id, owner: owner, env: env, mode: .equatableUnlessPOD, slot: "")]
        case .opaque, .empty:
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
                state[i] = fields[i] != .none ? fields[i] : evaluate(initial, ctx)
            case .stateObject(let model):
                state[i] = fields[i] != .none ? fields[i] : makeObject(model, ctx)
            default:
                continue
            }
            allocated += 1
            note("state allocated: \(nodes[id].path)._\(f.name) = \(state[i])")
        }
        nodes[id].custom = CustomState(type: t, state: state, wasRead: Array(repeating: false, count: state.count),
                                       environment: env)
        if allocated > 0 { bump(id) { $0.stateAllocations += allocated } }
        // E14: "@self" for the new value, "@identity" when boxes were created, "_x" per box.
        var reasons = ["@self"]
        if type.hasDynamicProperties {
            reasons.append("@identity")
            reasons += type.fields.filter { $0.kind.isDynamic }.map { "_" + $0.name }
        }
        try runBody(id, reasons)
    }

    // MARK: update in place

    mutating func update(_ id: Int, _ r: Rendered, owner: Int, env: [String: Value], mode: ComparisonMode) throws(CapReached) {
        try step()
        nodes[id].owner = owner
        switch r {
        case .leaf(_, let values):
            nodes[id].values = values
        case .control(_, let binding):
            // A built-in control: its value is compared like any child, but a change re-runs
            // internal rules only (§3a).
            if !comparator.equal(nodes[id].values[0], binding, mode: .equatableUnlessPOD) {
                nodes[id].values = [binding]
                bump(id) { $0.controlUpdates += 1 }
            }
            if case .binding(let b) = binding { markBindingRead(b, by: nil, field: nodes[id].typeName) }
        case .container(_, let children):
            var ids: [Int] = []
            for (i, c) in children.enumerated() {
                let old = i < nodes[id].children.count ? nodes[id].children[i] : nil
                ids.append(try reconcile(c, existing: old, parent: id, owner: owner, env: env,
                                         mode: .equatableUnlessPOD, slot: String(i)))
            }
            nodes[id].children = ids
        case .custom(let t, let fields):
            try updateCustom(id, type: t, fields: fields, env: env, mode: mode)
        case .modified(let content, let m, let args, let locals):
            try updateModifier(id, content, m, args, locals, owner: owner, env: env, mode: mode)
        case .conditional(let branch, let content):
            let old = nodes[id].children.first
            if branch == nodes[id].branch {
                nodes[id].children = [try reconcile(content, existing: old, parent: id, owner: owner, env: env, mode: mode, slot: "")]
            } else {
                // Rule 32: a branch switch destroys the old subgraph and builds a new one.
                nodes[id].branch = branch
                note("branch \(branch) replaces a branch at \(nodes[id].path)")
                let new: Int
                if let old { new = try replace(old, with: content, parent: id, owner: owner, env: env, mode: mode, slot: "") }
                else { new = try create(content, parent: id, owner: owner, env: env, mode: mode, slot: "") }
                nodes[id].children = [new]
            }
        case .forEach(let f, let data, let ctx):
            try reconcileRows(id, f, data, ctx, env: env)
        case .anyView(let erased, let content):
            // Rule 35: the AnyView value is always new, so its child is re-checked (cheap).
            bump(id) { $0.controlUpdates += 1 }
            let old = nodes[id].children.first
            if erased == nodes[id].erasedType {
                nodes[id].children = [try reconcile(content, existing: old, parent: id, owner: owner, env: env,
                                                    mode: .equatableUnlessPOD, slot: "")]
            } else {
                nodes[id].erasedType = erased
                note("AnyView type changed to \(erased) at \(nodes[id].path)")
                let new: Int
                if let old { new = try replace(old, with: content, parent: id, owner: owner, env: env, mode: .equatableUnlessPOD, slot: "") }
                else { new = try create(content, parent: id, owner: owner, env: env, mode: .equatableUnlessPOD, slot: "") }
                nodes[id].children = [new]
            }
        case .opaque, .empty:
            break
        }
    }

    /// Rule 2: the child re-runs only if its own value compares unequal (rules 4–12), an
    /// environment value it reads changed (rule 28), or its own state is dirty (rule 13c).
    mutating func updateCustom(_ id: Int, type t: Int, fields: [Value], env: [String: Value], mode: ComparisonMode) throws(CapReached) {
        var reasons: [String] = []
        let ready = options.layoutsReady || readyLayouts.contains(t)
        if !comparator.viewsEqual(program.types[t], nodes[id].values, fields, mode: mode, layoutReady: ready) {
            nodes[id].values = fields
            reasons.append("@self")
        }
        // Rule 12: the layout is built after the first request and ready from then on.
        if !ready { readyLayouts.insert(t) }
        for f in program.types[t].fields {
            guard case .environment(let key) = f.kind else { continue }
            let old = nodes[id].custom!.environment[key] ?? .none
            if !comparator.equal(old, env[key] ?? .none, mode: .equatableAlways) { reasons.append("_" + f.name) }
        }
        nodes[id].custom!.environment = env
        if !reasons.isEmpty || dirty[id] != nil { try runBody(id, reasons) }
    }

    mutating func updateModifier(_ id: Int, _ content: Rendered, _ m: Modifier, _ args: [Value],
                                 _ locals: [String: Value], owner: Int, env: [String: Value],
                                 mode: ComparisonMode) throws(CapReached) {
        let old = nodes[id].values
        nodes[id].values = args
        nodes[id].locals = locals
        nodes[id].modifier = m
        var childEnv = env
        var childMode = mode
        var environmentChange: (String, Value)?
        switch m {
        case .id:
            // Rule 33: a new id under `==` is a new identity.
            if !comparator.equal(old[0], args[0], mode: .equatableAlways) {
                note("id changed from \(old[0]) to \(args[0]) at \(nodes[id].path)")
                let oldChild = nodes[id].children[0]
                nodes[id].children = [try replace(oldChild, with: content, parent: id, owner: owner, env: env,
                                                  mode: mode, slot: "")]
                return
            }
        case .equatable:
            childMode = .equatableAlways
        case .taskID:
            // Rule 41: cancel and restart when the id changes under `!=`.
            if !comparator.equal(old[0], args[0], mode: .equatableAlways) {
                events.append(Event(kind: .taskCancel, node: id))
                events.append(Event(kind: .taskStart, node: id))
            }
        case .onChange:
            // Rule 42: fires after the update with (old, new) when the value changed under `==`.
            if !comparator.equal(old[0], args[0], mode: .equatableAlways) {
                events.append(Event(kind: .change(old: old[0], new: args[0]), node: id))
            }
        case .presentation:
            // §3b: the presentation modifier re-checks its binding; no user body runs.
            if !comparator.equal(old[0], args[0], mode: .equatableUnlessPOD) { bump(id) { $0.controlUpdates += 1 } }
            if case .binding(let b) = args[0] { markBindingRead(b, by: nil, field: m.name) }
        case .environment(let key, _):
            childEnv[key] = args[0]
            if !comparator.equal(old[0], args[0], mode: .equatableAlways) { environmentChange = (key, args[0]) }
        case .onAppear, .onDisappear, .task, .transition, .inert:
            break
        }
        let child = try reconcile(content, existing: nodes[id].children.first, parent: id, owner: owner,
                                  env: childEnv, mode: childMode, slot: "")
        nodes[id].children = [child]
        if let (key, value) = environmentChange { propagateEnvironment(key, value, from: child) }
    }

    /// An environment change reaches every descendant, whether or not its value changed (rule 28).
    mutating func propagateEnvironment(_ key: String, _ value: Value, from start: Int) {
        for n in preorder(from: start) {
            guard let t = type(of: n), nodes[n].custom!.environment[key] != value else { continue }
            nodes[n].custom!.environment[key] = value
            for f in t.fields { if case .environment(key) = f.kind { addDirty(n, "_" + f.name) } }
        }
    }

    // MARK: ForEach

    /// Rules 36–38: rows keyed by id; moved ids keep their nodes, gone ids are destroyed, new
    /// ids are created; `ForEach(0..<n)` keeps its first count (rule 37, E21).
    mutating func reconcileRows(_ id: Int, _ f: ForEachTemplate, _ data: Value, _ ctx: EvalContext,
                                env: [String: Value]) throws(CapReached) {
        var elements: [Value]
        var ids: [Value]
        // `ForEach($items)`: the data is a binding; each row gets its own binding (rule 39).
        var collection: BindingValue?
        var data = data
        if case .binding(let b) = data {
            // Iterating the binding reads its wrapped value in this body (rule 17).
            markBindingRead(b, by: ctx.node, field: f.element)
            collection = b
            data = currentValue(of: b)
        }
        switch f.id {
        case .constantRange:
            var count = data.intValue ?? data.arrayValue?.count ?? 0
            if let initial = nodes[id].initialCount {
                if count != initial {
                    warn("ForEach<Range<Int>, Int, …> count (\(count)) != its initial count (\(initial)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")
                    count = initial
                }
            } else {
                nodes[id].initialCount = count
            }
            elements = (0..<max(0, count)).map { .int($0) }
            ids = elements
        case .offset:
            elements = data.arrayValue ?? []
            ids = elements.indices.map { .int($0) }
        case .selfValue:
            elements = data.arrayValue ?? []
            ids = elements
        case .keyPath(let member):
            elements = data.arrayValue ?? []
            ids = elements.map { $0.projected(by: .member(member)) }
        case .mintedInBody:
            elements = data.arrayValue ?? []
            ids = elements.map { _ in .fresh(.uuid, nextSerial()) }
        }
        if case .opaque = data { taint(ctx.node, "ForEach data cannot be modelled") }
        if let collection { elements = elements.indices.map { .binding(rowBinding(collection, $0, elements[$0], ctx)) } }
        let oldIDs = nodes[id].rowIDs, oldChildren = nodes[id].children
        // Fast path: the same ids in the same order (the common update) need no id maps.
        if oldIDs == ids {
            var children = oldChildren
            for (i, element) in elements.enumerated() {
                let r = render(f.content, rowContext(ctx, f.element, element))
                children[i] = try reconcile(r, existing: oldChildren[i], parent: id, owner: ctx.node, env: env,
                                            mode: .equatableUnlessPOD, slot: "[\(ids[i])]")
            }
            nodes[id].children = children
            return
        }
        var oldByID: [Value: Int] = [:]
        for (rowID, child) in zip(oldIDs, oldChildren) where oldByID[rowID] == nil { oldByID[rowID] = child }
        var seen: Set<Value> = []
        var newIDs: [Value] = [], newChildren: [Int] = []
        for (rowID, element) in zip(ids, elements) {
            guard seen.insert(rowID).inserted else {
                warn("ForEach: the ID \(rowID) occurs multiple times within the collection, this will give undefined results!")
                continue
            }
            let r = render(f.content, rowContext(ctx, f.element, element))
            let child: Int
            if let existing = oldByID.removeValue(forKey: rowID) {
                child = try reconcile(r, existing: existing, parent: id, owner: ctx.node, env: env,
                                      mode: .equatableUnlessPOD, slot: "[\(rowID)]")
            } else {
                child = try create(r, parent: id, owner: ctx.node, env: env, mode: .equatableUnlessPOD, slot: "[\(rowID)]")
            }
            newIDs.append(rowID)
            newChildren.append(child)
        }
        for (rowID, child) in zip(oldIDs, oldChildren) where oldByID[rowID] == child { destroy(child) }
        nodes[id].rowIDs = newIDs
        nodes[id].children = newChildren
    }

    /// Rule 39: `ForEach($items)` builds each row's binding with `Binding(get:set:)` capturing
    /// the collection binding (with its `_value`) and the index: a new box every time.
    mutating func rowBinding(_ collection: BindingValue, _ index: Int, _ element: Value, _ ctx: EvalContext) -> BindingValue {
        let captures: [Value] = [.binding(collection), .int(index)]
        let getter = ClosureValue(site: "ForEach(binding).get", contextSerial: nextSerial(), captures: captures)
        let setter = ClosureValue(site: "ForEach(binding).set", contextSerial: nextSerial(), captures: captures)
        let location: BindingValue.Location
        if case .stored(let n, let s, let path) = collection.location {
            location = .functional(getter: getter, setter: setter, owner: n, writes: s, path: path + [.index(index)])
        } else {
            location = .functional(getter: getter, setter: setter, owner: ctx.node, writes: nil, path: [])
        }
        return BindingValue(location: location, box: nextSerial(), value: element, transaction: 0)
    }

    /// The nearest enclosing container decides: List and the lazy stacks and grids collect ids
    /// eagerly (rule 43).
    func isInLazyContainer(_ id: Int) -> Bool {
        var n = nodes[id].parent
        while n > 0 {
            if case .container(let name) = nodes[n].kind, name != "Group" {
                return ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"].contains(name)
            }
            n = nodes[n].parent
        }
        return false
    }

    func rowContext(_ ctx: EvalContext, _ name: String, _ element: Value) -> EvalContext {
        var row = ctx
        row.locals[name] = element
        row.inBody = true
        return row
    }

    // MARK: removal

    /// An identity goes: state destroyed, `onDisappear` and task cancellation queued (rules 32,
    /// 33, 40, 41).
    mutating func destroy(_ id: Int) {
        guard nodes[id].alive else { return }
        nodes[id].alive = false
        liveNodes -= 1
        dirty[id] = nil
        if let t = type(of: id) {
            var destroyed = 0
            for (i, f) in t.fields.enumerated() {
                switch f.kind {
                case .state, .stateObject:
                    destroyed += 1
                    note("state destroyed: \(nodes[id].path)._\(f.name) = \(nodes[id].custom!.state[i])")
                default: break
                }
            }
            if destroyed > 0 { bump(id) { $0.stateDestructions += destroyed } }
        }
        switch nodes[id].modifier {
        case .onDisappear?: events.append(Event(kind: .disappear, node: id))
        case .task?, .taskID?: events.append(Event(kind: .taskCancel, node: id))
        default: break
        }
        for child in nodes[id].children { destroy(child) }
    }

    // MARK: body

    /// Runs a custom view's `body` and reconciles its value (rule 13).
    mutating func runBody(_ id: Int, _ reasons: [String]) throws(CapReached) {
        try step()
        var all = reasons
        if let extra = dirty.removeValue(forKey: id) { for r in extra where !all.contains(r) { all.append(r) } }
        let t = program.types[nodes[id].custom!.type]
        if tracing { note("\(t.name): \(all.joined(separator: ", ")) changed.") }
        bump(id) { $0.bodyEvaluations += 1 }
        if lastCountedUpdateByType[t.name] != updateIndex {
            lastCountedUpdateByType[t.name] = updateIndex
            bumpType(t.name) { $0.updatesWithBodyRun += 1 }
        }
        if nodes[id].lastCountedUpdate != updateIndex {
            nodes[id].lastCountedUpdate = updateIndex
            bumpNode(id) { $0.updatesWithBodyRun += 1 }
        }
        // Rule 30: dependencies are those of the latest evaluation.
        nodes[id].custom!.observations = []
        nodes[id].custom!.bindingReads = [:]
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        let r = render(t.body, EvalContext(node: id, locals: [:], inBody: true))
        let child = try reconcile(r, existing: nodes[id].children.first, parent: id, owner: id,
                                  env: nodes[id].custom!.environment, mode: .equatableUnlessPOD, slot: "")
        nodes[id].children = [child]
    }

    mutating func addDirty(_ id: Int, _ reason: String) {
        guard nodes[id].alive else { return }
        if !(dirty[id]?.contains(reason) ?? false) { dirty[id, default: []].append(reason) }
    }
}
