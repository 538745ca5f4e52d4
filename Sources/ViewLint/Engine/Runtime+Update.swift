// Updating nodes in place (rule numbers: docs/SWIFTUI-MODEL.md): per-child comparison (rule 2,
// rules 4–12), modifiers with values (`.id`, `task(id:)`, `onChange`, presentation, environment),
// branch and AnyView type switches, removal, and running a body.

extension Runtime {
    // MARK: update in place

    /// Makes `child` the only child of `id`, in place when it has one: a modifier, branch, mark
    /// or body node keeps its one child across updates, and a new one-element array on each
    /// would be an allocation per node per update.
    @inline(__always)
    mutating func setOnlyChild(_ id: Int, _ child: Int) {
        if nodes[id].children.count == 1 { nodes[id].children[0] = child } else { nodes[id].children = [child] }
    }

    mutating func update(_ id: Int, _ r: Rendered, owner: Int, env: [String: Value], mode: ComparisonMode) throws(CapReached) {
        try step()
        nodes[id].owner = owner
        switch r {
        case .leaf(_, let values):
            if hasMarks, !zip(nodes[id].values, values).allSatisfy({ comparator.equal($0, $1, mode: .equatableUnlessPOD) })
                || nodes[id].values.count != values.count {
                countInputChange(id)
            }
            nodes[id].values = values
            markBindingsRead(values, by: id)
        case .control(_, let binding):
            // A built-in control: its value is compared like any child, but a change re-runs
            // internal rules only (§3a).
            if !comparator.equal(nodes[id].values[0], binding, mode: .equatableUnlessPOD) {
                nodes[id].values = [binding]
                bump(id) { $0.controlUpdates += 1 }
                countInputChange(id)
                countInternalUpdate(id)
            }
            if case .binding(let b) = binding { markBindingRead(b, by: nil, field: nodes[id].typeName) }
        case .container(_, let children):
            // In place: a container's children are its template's, the same count on every update.
            for (i, c) in children.enumerated() {
                let old = i < nodes[id].children.count ? nodes[id].children[i] : nil
                let child = try reconcile(c, existing: old, parent: id, owner: owner, env: env,
                                          mode: .equatableUnlessPOD, slot: String(i))
                if old != nil { nodes[id].children[i] = child } else { nodes[id].children.append(child) }
            }
            if nodes[id].children.count > children.count { nodes[id].children.removeLast(nodes[id].children.count - children.count) }
        case .custom(let t, let fields):
            try updateCustom(id, type: t, fields: fields, env: env, mode: mode)
        case .modified(let content, let m, let args, let locals):
            try updateModifier(id, content, m, args, locals, owner: owner, env: env, mode: mode)
        case .conditional(let branch, let content):
            let old = nodes[id].children.first
            if branch == nodes[id].branch {
                setOnlyChild(id, try reconcile(content, existing: old, parent: id, owner: owner, env: env, mode: mode, slot: ""))
            } else {
                // Rule 32: a branch switch destroys the old subgraph and builds a new one.
                nodes[id].branch = branch
                if tracing { note("branch \(branch) replaces a branch at \(path(of: id))") }
                let new: Int
                if let old { new = try replace(old, with: content, parent: id, owner: owner, env: env, mode: mode, slot: "") }
                else { new = try create(content, parent: id, owner: owner, env: env, mode: mode, slot: "") }
                setOnlyChild(id, new)
            }
        case .forEach(let f, let data, let ctx):
            try reconcileRows(id, f, data, ctx, env: env)
            // Rule 43: each update of a lazy container builds such rows again to count them.
            if hasMarks, !f.hasConstantViewCount, isInLazyContainer(id) { countRowsBuilt(under: id) }
        case .anyView(let erased, let content):
            // Rule 35: the AnyView value is always new, so its child is re-checked (cheap).
            bump(id) { $0.controlUpdates += 1 }
            countInternalUpdate(id)
            let old = nodes[id].children.first
            if erased == nodes[id].erasedType {
                setOnlyChild(id, try reconcile(content, existing: old, parent: id, owner: owner, env: env,
                                               mode: .equatableUnlessPOD, slot: ""))
            } else {
                nodes[id].erasedType = erased
                if tracing { note("AnyView type changed to \(erased) at \(path(of: id))") }
                let new: Int
                if let old { new = try replace(old, with: content, parent: id, owner: owner, env: env, mode: .equatableUnlessPOD, slot: "") }
                else { new = try create(content, parent: id, owner: owner, env: env, mode: .equatableUnlessPOD, slot: "") }
                setOnlyChild(id, new)
            }
        case .marked(_, let content, let tracked):
            track(id, tracked)
            setOnlyChild(id, try reconcile(content, existing: nodes[id].children.first, parent: id, owner: owner,
                                           env: env, mode: mode, slot: ""))
        case .opaque(let reason):
            taint(wholeView(around: id), reason)
        case .empty:
            break
        }
    }

    /// Rule 2: the child re-runs only if its own value compares unequal (rules 4–12), an
    /// environment value it reads changed (rule 28), or its own state is dirty (rule 13c).
    mutating func updateCustom(_ id: Int, type t: Int, fields: [Value], env: [String: Value], mode: ComparisonMode) throws(CapReached) {
        // Whether the body runs; `reasons` words why, for the trace only.
        var rerun = false
        var reasons: [String] = []
        let ready = options.layoutsReady || readyLayouts.contains(t)
        if hasMarks { countObjectsReplaced(id, type: t, old: nodes[id].values, new: fields) }
        if !viewsEqual(id, type: t, nodes[id].values, fields, mode: mode, layoutReady: ready) {
            nodes[id].values = fields
            rerun = true
            if tracing { reasons.append("@self") }
            countInputChange(id)
        }
        if hasMarks { countStaleState(id, type: t, passed: fields) }
        // Rule 12: the layout is built after the first request and ready from then on.
        if !ready { readyLayouts.insert(t) }
        for f in program.types[t].fields {
            guard let key = f.kind.environmentKey else { continue }
            let old = environmentValue(key, at: id)
            if !comparator.equal(old, env[key] ?? .none, mode: .equatableAlways) {
                rerun = true
                if tracing { reasons.append("_" + f.name) }
            }
        }
        nodes[id].custom!.environment = env
        if rerun || dirty[id] != nil { try runBody(id, reasons) }
    }

    mutating func updateModifier(_ id: Int, _ content: Rendered, _ m: Modifier, _ args: [Value],
                                 _ locals: Locals, owner: Int, env: [String: Value],
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
                let path = path(of: id)
                if tracing { note("id changed from \(old[0]) to \(args[0]) at \(path)") }
                // The new identity gets its own path, so per-node counters tell the two apart.
                let oldLabel = ".id(\(old[0]))"
                if path.hasSuffix(oldLabel) {
                    changePath(of: id, to: String(path.dropLast(oldLabel.count)) + ".id(\(args[0]))")
                }
                let oldChild = nodes[id].children[0]
                setOnlyChild(id, try replace(oldChild, with: content, parent: id, owner: owner, env: env,
                                             mode: mode, slot: ""))
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
            if !comparator.equal(old[0], args[0], mode: .equatableUnlessPOD) {
                bump(id) { $0.controlUpdates += 1 }
                countInternalUpdate(id)
            }
            if case .binding(let b) = args[0] { markBindingRead(b, by: nil, field: m.name) }
        case .environment(let key, _):
            childEnv[key] = args[0]
            if !comparator.equal(old[0], args[0], mode: .equatableAlways) { environmentChange = (key, args[0]) }
            if case .object(let a) = old[0], case .object(let b) = args[0], a != b {
                countAtSite(of: id) { $0.objectsReplaced += 1 }
            }
        case .onAppear, .onDisappear, .task, .transition, .inert:
            break
        }
        let child = try reconcile(content, existing: nodes[id].children.first, parent: id, owner: owner,
                                  env: childEnv, mode: childMode, slot: "")
        setOnlyChild(id, child)
        if let (key, value) = environmentChange { propagateEnvironment(key, value, from: child) }
    }

    /// An environment change reaches every descendant, whether or not its value changed (rule 28).
    mutating func propagateEnvironment(_ key: String, _ value: Value, from start: Int) {
        for n in preorder(from: start) {
            guard let t = type(of: n), nodes[n].custom!.environment[key] != value else { continue }
            nodes[n].custom!.environment[key] = value
            for f in t.fields where f.kind.environmentKey == key { addDirty(n, .field(f.name)) }
        }
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
                    if tracing { note("state destroyed: \(path(of: id))._\(f.name) = \(nodes[id].custom!.state[i])") }
                default: break
                }
            }
            if destroyed > 0 {
                bump(id) { $0.stateDestructions += destroyed }
                countInSubtree(of: id) { $0.stateDestroyed += destroyed }
            }
        }
        switch nodes[id].modifier {
        case .onDisappear?: events.append(Event(kind: .disappear, node: id))
        case .task?, .taskID?: events.append(Event(kind: .taskCancel, node: id))
        default: break
        }
        for child in nodes[id].children { destroy(child) }
    }

    // MARK: body

    /// Runs a custom view's `body` and reconciles its value (rule 13). `reasons` (with the dirty
    /// set's) are the trace's words for why: empty when not tracing.
    mutating func runBody(_ id: Int, _ reasons: [String]) throws(CapReached) {
        try step()
        let extra = dirty.removeValue(forKey: id)
        if tracing {
            var all = reasons
            for r in extra ?? [] where !all.contains(r) { all.append(r) }
            note("\(nodes[id].typeName): \(all.joined(separator: ", ")) changed.")
        }
        bump(id) { $0.bodyEvaluations += 1 }
        countBodyRun(id)
        // Per-type slots exist only when counting per view (`create`).
        if countsPerView {
            let slot = nodes[id].typeSlot
            if lastCountedUpdateByType[slot] != updateIndex {
                lastCountedUpdateByType[slot] = updateIndex
                bumpType(slot) { $0.updatesWithBodyRun += 1 }
            }
        }
        // Read by the missed-update count too (`commit`), so kept either way.
        if nodes[id].lastCountedUpdate != updateIndex {
            nodes[id].lastCountedUpdate = updateIndex
            bumpNode(id) { $0.updatesWithBodyRun += 1 }
        }
        // Rule 30: dependencies are those of the latest evaluation.
        nodes[id].custom!.observations = []
        nodes[id].custom!.objectReads = []
        nodes[id].custom!.bindingReads = [:]
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        let r = render(bodies[nodes[id].custom!.type], EvalContext(node: id, locals: [:], inBody: true))
        let child = try reconcile(r, existing: nodes[id].children.first, parent: id, owner: id,
                                  env: nodes[id].custom!.environment, mode: .equatableUnlessPOD, slot: "")
        setOnlyChild(id, child)
    }

    /// Rule 4 through the comparator; a custom `==` the engine cannot evaluate makes the outcome
    /// unknown, which is recorded where it happened rather than guessed.
    mutating func viewsEqual(_ id: Int, type t: Int, _ old: [Value], _ new: [Value], mode: ComparisonMode, layoutReady: Bool) -> Bool {
        let type = program.types[t]
        if type.equalityUnknown, layoutReady, type.isPOD ? mode == .equatableAlways : mode >= .equatableUnlessPOD {
            if zip(old, new).allSatisfy({ comparator.bitwiseEqual($0, $1) }) && old.count == new.count { return true }
            taint(id, "`\(type.name).==` cannot be evaluated")
            return false
        }
        return comparator.viewsEqual(type, old, new, mode: mode, layoutReady: layoutReady) ?? unevaluatedEquality(of: type.name)
    }

    /// A custom `==` the engine models but cannot evaluate for two values (a stand-in, an unknown
    /// function's result): it answers as the options say, and the run records the type, so a
    /// verdict resting on the answer can be found to (`SiteExperiment.equalityReading`).
    mutating func unevaluatedEquality(of type: String) -> Bool {
        if !unevaluatedEqualities.contains(type) { unevaluatedEqualities.append(type) }
        return options.unevaluatedEqualityAnswer
    }

    /// An `@ObservedObject` given a different object than before (fact 48: a default made anew
    /// with every view value): what the old one held is gone for this view.
    mutating func countObjectsReplaced(_ id: Int, type t: Int, old: [Value], new: [Value]) {
        for (i, f) in program.types[t].fields.enumerated() where i < old.count && i < new.count {
            guard case .observedObject = f.kind, case .object(let a) = old[i], case .object(let b) = new[i], a != b else { continue }
            countAtSite(of: id) { $0.objectsReplaced += 1 }
        }
    }

    /// Marks a body to run in this update. Why is worded ("@self", "_name") only for the trace:
    /// otherwise the dirty set keeps an empty list (no string or array made per mark).
    mutating func addDirty(_ id: Int, _ reason: DirtyReason) {
        guard nodes[id].alive else { return }
        guard tracing else {
            if dirty[id] == nil { dirty[id] = [] }
            return
        }
        let words = reason.words
        if !(dirty[id]?.contains(words) ?? false) { dirty[id, default: []].append(words) }
    }
}

/// Why a body is marked to run (`Runtime.addDirty`), as the trace words it.
enum DirtyReason {
    /// A new view value ("@self").
    case newValue
    /// An observed object it depends on changed ("@dependencies").
    case dependencies
    /// A field's storage changed ("_name").
    case field(String)

    var words: String {
        switch self {
        case .newValue: return "@self"
        case .dependencies: return "@dependencies"
        case .field(let name): return "_" + name
        }
    }
}
