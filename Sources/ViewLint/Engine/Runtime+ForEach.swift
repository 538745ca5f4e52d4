// ForEach (rule numbers: docs/SWIFTUI-MODEL.md): row identity by id strategy (rules 36–37), row
// bindings (rule 39) and the lazy-container view-count check (rule 43).

extension Runtime {
    // MARK: ForEach

    /// Rules 36–38: rows keyed by id; moved ids keep their nodes, gone ids are destroyed, new
    /// ids are created; `ForEach(0..<n)` keeps its first count (rule 37, E21).
    mutating func reconcileRows(_ id: Int, _ f: CompiledForEach, _ data: Value, _ ctx: EvalContext,
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
                    warn(.nonConstantRangeCount(count: count, initial: initial))
                    countInSubtree(of: id) { $0.staleRowCounts += 1 }
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
                warn(.duplicateRowID(rowID.description))
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
            // The engine's own wrappers (`‹rows›`, `‹host›`) and `Group` are not containers of SwiftUI's.
            if case .container(let name) = nodes[n].kind, name != "Group", !name.hasPrefix("‹") {
                return ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"].contains(name)
            }
            n = nodes[n].parent
        }
        return false
    }

    func rowContext(_ ctx: EvalContext, _ name: String, _ element: Value) -> EvalContext {
        var row = ctx
        row.locals[name] = element
        if hasMarks { row.locals[ForEachTemplate.rowAlias] = element }
        row.inBody = true
        return row
    }
}
