// Writes, transactions and update passes: equal-value suppression (rule 16), invalidation
// through reads (rules 17, 29, 30, §3g), coalescing per transaction (rule 18), writes during an
// update or after removal dropped (rules 19–20), and handlers fired after each pass (rule 40).
// Rule numbers: docs/SWIFTUI-MODEL.md.

extension Value {
    /// `self` with the value at `path` replaced (a write through `$x.a` or `$x[i]`).
    func setting(_ path: ArraySlice<PathComponent>, to new: Value) -> Value {
        guard let first = path.first else { return new }
        switch (first, self) {
        case (.member(let m), .record(var fields)):
            fields[m] = (fields[m] ?? .none).setting(path.dropFirst(), to: new)
            return .record(fields)
        case (.index(let i), .array(var a)) where a.indices.contains(i):
            a[i] = a[i].setting(path.dropFirst(), to: new)
            return .array(a)
        case (.contains(let key), .array(var a)):
            let member = new.boolValue ?? false
            if member, !a.contains(key) { a.append(key) }
            if !member { a.removeAll { $0 == key } }
            return .array(a)
        default:
            return self
        }
    }
}

extension Runtime {
    // MARK: actions

    mutating func perform(_ actions: [Action], _ ctx: EvalContext) throws(CapReached) {
        for action in actions {
            switch action {
            case .set(let name, let e):
                write(name, evaluate(e, ctx), ctx)
            case .toggle(let name):
                write(name, .bool(!(read(name, ctx).boolValue ?? false)), ctx)
            case .increment(let name, let by):
                write(name, .int((read(name, ctx).intValue ?? 0) + by), ctx)
            case .insert(let name, let at, let e):
                var a = read(name, ctx).arrayValue ?? []
                a.insert(evaluate(e, ctx), at: min(max(0, at), a.count))
                write(name, .array(a), ctx)
            case .remove(let name, let at):
                var a = read(name, ctx).arrayValue ?? []
                guard a.indices.contains(at) else { continue }
                a.remove(at: at)
                write(name, .array(a), ctx)
            case .move(let name, let from, let to):
                var a = read(name, ctx).arrayValue ?? []
                guard a.indices.contains(from) else { continue }
                let element = a.remove(at: from)
                a.insert(element, at: min(max(0, to), a.count))
                write(name, .array(a), ctx)
            case .setProperty(let holder, let property, let e):
                writeProperty(holder, property, evaluate(e, ctx), ctx)
            case .toggleProperty(let holder, let property):
                if case .object(let o) = read(holder, ctx) {
                    let current = objects[o]?.values[property]?.boolValue ?? false
                    writeProperty(holder, property, .bool(!current), ctx)
                }
            case .notify(let holder):
                guard case .object(let o) = read(holder, ctx) else {
                    taint(ctx.node, "`\(holder)` holds no modelled object")
                    continue
                }
                pending.append(.notify(object: o))
            case .withAnimation(let inner), .transaction(let inner):
                // Rule 18: a different transaction; what is pending is committed first.
                try commit()
                try perform(inner, ctx)
                try commit()
            case .log(let e):
                let v = evaluate(e, ctx)
                if case .string(let s) = v { appendLog(s) } else { appendLog(v.description) }
            case .startTask(let holder):
                startTask(holder: holder, structured: false, starter: handlerNode ?? ctx.node, owner: ctx.node)
            case .cancelTask(let holder):
                cancelTask(holder: holder, owner: ctx.node)
            }
        }
    }

    mutating func writeProperty(_ holder: String, _ property: String, _ value: Value, _ ctx: EvalContext) {
        guard case .object(let o) = read(holder, ctx) else {
            taint(ctx.node, "`\(holder)` holds no modelled object")
            return
        }
        pending.append(.model(object: o, property: property, value: value))
    }

    /// Queues a write to the state, binding location or model behind `name`.
    mutating func write(_ name: String, _ value: Value, _ ctx: EvalContext) {
        if isUpdating {
            warn(.modifyingStateDuringUpdate)
            return
        }
        guard let t = type(of: ctx.node), let i = fieldIndex(name, in: ctx.node) else {
            if tracing { note("write to `\(name)` dropped: not a state of this view") }
            return
        }
        switch t.fields[i].kind {
        case .state:
            pending.append(.state(node: ctx.node, state: i, path: [], value: value))
        case .binding:
            guard case .binding(let b) = nodes[ctx.node].values[i] else { return }
            switch b.location {
            case .stored(let n, let s, let path):
                pending.append(.state(node: n, state: s, path: path, value: value))
            case .functional(_, _, let owner, let target, let path):
                if let target { pending.append(.state(node: owner, state: target, path: path, value: value)) }
            case .object(let o, let p):
                pending.append(.model(object: o, property: p, value: value))
            case .constant:
                break
            }
        default:
            if tracing { note("write to `\(name)` dropped: not a state or binding") }
        }
    }

    // MARK: commit and update

    /// Applies the pending transaction and, if anything changed, runs one update pass.
    mutating func commit() throws(CapReached) {
        let writes = pending
        pending = []
        guard !writes.isEmpty else { return }
        var overlay: [LocationKey: Value] = [:]
        var changed: [LocationKey] = []
        var notified: [(Int, String?)] = []
        var hostChanged = false
        for w in writes {
            switch w {
            case .state(let n, let s, let path, let v):
                let name = program.types[nodes[n].custom!.type].fields[s].name
                guard nodes[n].alive else {
                    if tracing { note("write to \(self.path(of: n))._\(name) dropped: the view is no longer installed") }
                    continue
                }
                let key = LocationKey(node: n, state: s)
                let current = overlay[key] ?? nodes[n].custom!.state[s]
                let new = current.setting(path[...], to: v)
                // Rule 16: compareValues (equatableAlways) finds them equal: nothing happens.
                if comparator.equal(current, new, mode: .equatableAlways) {
                    if tracing { note("write to \(self.path(of: n))._\(name) ignored: equal value") }
                    continue
                }
                overlay[key] = new
                if !changed.contains(key) { changed.append(key) }
            case .model(let o, let p, let v):
                guard var model = objects[o] else { continue }
                let old = model.values[p]
                model.values[p] = v
                objects[o] = model
                switch model.type.kind {
                case .observableObject:
                    // Rule 29: `@Published` sends objectWillChange on every set; plain vars nothing.
                    if model.isObserved(p) { notified.append((o, nil)) }
                case .observable:
                    // Rule 30: tracked properties notify their readers; ignored ones nothing.
                    if model.isObserved(p), old != v { notified.append((o, p)) }
                }
            case .notify(let o):
                notified.append((o, nil))
            case .host(let field, let v):
                var values = nodes[rootNode].values
                values[field] = v
                let type = program.types[nodes[rootNode].custom!.type]
                if !(comparator.viewsEqual(type, nodes[rootNode].values, values, mode: .equatableUnlessPOD, layoutReady: true)
                     ?? unevaluatedEquality(of: type.name)) {
                    nodes[rootNode].values = values
                    hostChanged = true
                }
            }
        }
        guard !changed.isEmpty || !notified.isEmpty || hostChanged else { return }
        if hostChanged { addDirty(rootNode, .newValue) }
        for key in changed {
            nodes[key.node].custom!.state[key.state] = overlay[key]!
            let name = program.types[nodes[key.node].custom!.type].fields[key.state].name
            if tracing { note("state \(path(of: key.node))._\(name) = \(overlay[key]!)") }
            // Rule 17: only the owner depends on the signal, and only if `wasRead`.
            if nodes[key.node].custom!.wasRead[key.state] {
                if !nodes[key.node].custom!.readInBody[key.state] { restedOnBindingReads = true }
                addDirty(key.node, .field(name))
            }
            if !options.bindingReadMarksOwner {
                // Read through the buffer: indexing `nodes` in this mutating loop would copy each node.
                let readers: [(node: Int, field: String)] = nodes.withUnsafeBufferPointer { nodes in
                    (1..<nodes.count).compactMap { n in
                        guard nodes[n].alive, let field = nodes[n].custom?.bindingReads[key] else { return nil }
                        return (n, field)
                    }
                }
                for reader in readers { addDirty(reader.node, .field(reader.field)) }
            }
        }
        // Views that read a notifying `ObservableObject`: those whose body does not run in this
        // update show what it held before (fact 49).
        var readers: [Int] = []
        if hasMarks {
            let objects = Set(notified.filter { $0.1 == nil }.map(\.0))
            if !objects.isEmpty {
                readers = nodes.withUnsafeBufferPointer { nodes in
                    (1..<nodes.count).filter { nodes[$0].alive && !(nodes[$0].custom?.objectReads.isDisjoint(with: objects) ?? true) }
                }
            }
        }
        defer {
            for n in readers where nodes[n].alive && nodes[n].lastCountedUpdate != updateIndex {
                countAtSite(of: n) { $0.missedUpdates += 1 }
            }
        }
        for (o, property) in notified {
            for (n, field) in dependents(on: o, property: property) {
                guard let i = field else {
                    addDirty(n, .dependencies)
                    continue
                }
                // The holder's `_seed` in the view value changes too (fact 45); for a
                // `@StateObject`, by the model's [derived] reading of its storage.
                if case .stateObject = program.types[nodes[n].custom!.type].fields[i].kind {
                    if options.stateObjectSeed { usedDerived.insert(.stateObjectSeed); nodes[n].custom!.seeds[i] += 1 }
                } else {
                    nodes[n].custom!.seeds[i] += 1
                }
                addDirty(n, .field(program.types[nodes[n].custom!.type].fields[i].name))
            }
        }
        try runPass()
    }

    /// The views a change of object `o` invalidates, in node order: with `property`, the
    /// bodies that read it (rule 30; `field` nil); without, each field holding the object (rule 29).
    /// Every node is asked, read in place through the buffer: indexing `nodes` here copied each
    /// node whole (some 600 bytes and every reference in it).
    func dependents(on o: Int, property: String?) -> [(node: Int, field: Int?)] {
        nodes.withUnsafeBufferPointer { nodes in
            var found: [(node: Int, field: Int?)] = []
            for n in 1..<nodes.count where nodes[n].alive {
                guard let type = nodes[n].custom?.type else { continue }
                if let property {
                    if nodes[n].custom!.observations.contains(ObservationKey(object: o, property: property)) { found.append((n, nil)) }
                    continue
                }
                for (i, f) in program.types[type].fields.enumerated() {
                    switch f.kind {
                    case .stateObject where nodes[n].custom!.state[i] == .object(o),
                         .observedObject where nodes[n].values[i] == .object(o):
                        found.append((n, i))
                    case .environmentObject(let key) where nodes[n].custom!.environment[key] == .object(o):
                        found.append((n, i))
                    default: break
                    }
                }
            }
            return found
        }
    }

    /// One update: dirty bodies re-run top-down (parents first, then tree order).
    mutating func runPass() throws(CapReached) {
        updateIndex += 1
        total.updates += 1
        if measuring { measured.updates += 1 }
        if updateIndex > options.limits.maxUpdates {
            throw CapReached(reason: "more than \(options.limits.maxUpdates) updates")
        }
        if tracing { note("-- update \(updateIndex)") }
        while let next = nextDirty() { try runBody(next, []) }
    }

    mutating func nextDirty() -> Int? {
        var best: Int?
        for id in dirty.keys {
            guard nodes[id].alive else { dirty[id] = nil; continue }
            if let b = best, (nodes[b].depth, b) < (nodes[id].depth, id) { continue }
            best = id
        }
        return best
    }

    // MARK: events

    /// Fires queued handlers; their writes form transactions of their own, and the passes those
    /// cause queue further handlers, until nothing is left (bounded by the update cap).
    mutating func drain() throws(CapReached) {
        while true {
            if events.isEmpty {
                if pending.isEmpty { return }
                try commit()
                continue
            }
            let batch = events
            events = []
            for e in batch { try fire(e) }
            try commit()
        }
    }

    mutating func fire(_ e: Event) throws(CapReached) {
        guard let m = nodes[e.node].modifier else { return }
        let ctx = EvalContext(node: nodes[e.node].owner, locals: nodes[e.node].locals, inBody: false)
        handlerNode = e.node
        defer { handlerNode = nil }
        switch e.kind {
        case .appear:
            bump(e.node) { $0.appearances += 1 }
            countInSubtree(of: e.node) { $0.appearances += 1 }
            if tracing { note("onAppear: \(path(of: e.node))") }
            if case .onAppear(let actions) = m { try perform(actions, ctx) }
        case .disappear:
            bump(e.node) { $0.disappearances += 1 }
            countInSubtree(of: e.node) { $0.disappearances += 1 }
            if tracing { note("onDisappear: \(path(of: e.node))") }
            if case .onDisappear(let actions) = m { try perform(actions, ctx) }
        case .taskStart:
            bump(e.node) { $0.taskStarts += 1 }
            countInSubtree(of: e.node) { $0.taskStarts += 1 }
            if tracing { note("task started: \(path(of: e.node))") }
            startTask(holder: nil, structured: true, starter: e.node, owner: ctx.node)
            switch m {
            case .task(let actions), .taskID(_, let actions): try perform(actions, ctx)
            default: break
            }
        case .taskCancel:
            bump(e.node) { $0.taskCancellations += 1 }
            countInSubtree(of: e.node) { $0.taskCancellations += 1 }
            if tracing { note("task cancelled: \(path(of: e.node))") }
            cancelStructuredTasks(of: e.node)
        case .change(let old, let new):
            bump(e.node) { $0.onChangeFires += 1 }
            if tracing { note("onChange(\(old) → \(new)): \(path(of: e.node))") }
            var changeContext = ctx
            changeContext.locals["$old"] = old
            changeContext.locals["$new"] = new
            if case .onChange(_, _, let actions) = m { try perform(actions, changeContext) }
        }
    }
}
