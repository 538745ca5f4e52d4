// Evaluating symbolic expressions. Reads made here are the body's reads: they set `wasRead`
// (rule 17) and record `@Observable` dependencies (rule 30). Rule numbers: docs/SWIFTUI-MODEL.md.

// The lookups below are called from `mutating` code on every read of a body. Called there without
// being inlined, each took a copy of the whole `Runtime` (some 540 bytes) to pass as `self`:
// `@inline(__always)` keeps them reading the runtime in place.
extension Runtime {
    @inline(__always)
    func fieldIndex(_ name: String, in node: Int) -> Int? {
        guard case .custom(let t) = nodes[node].kind else { return nil }
        return fieldIndex(name, inType: t)
    }

    /// The first field of type `t` named `name`. Where every name involved is ASCII, only fields
    /// of the name's length are compared (`Runtime.asciiNameLengths`); otherwise each in turn.
    @inline(__always)
    func fieldIndex(_ name: String, inType t: Int) -> Int? {
        if let lengths = fieldNameLengths[t], let length = Runtime.asciiLength(name) {
            for i in lengths.indices where lengths[i] == length && program.types[t].fields[i].name == name { return i }
            return nil
        }
        return program.types[t].fields.firstIndex { $0.name == name }
    }

    /// The UTF-8 length of each field's name, when every name is ASCII (nil otherwise). Two ASCII
    /// strings are equal exactly when their bytes are, so a name is compared only with fields of
    /// its length: a few integer comparisons where hashing it, or comparing it with every field,
    /// cost more (a name is looked up on every read of a body).
    static func asciiNameLengths(_ fields: [Field]) -> [Int]? {
        var lengths: [Int] = []
        lengths.reserveCapacity(fields.count)
        for field in fields {
            guard let length = asciiLength(field.name) else { return nil }
            lengths.append(length)
        }
        return lengths
    }

    /// The UTF-8 length of `name` when it is ASCII, else nil: its bytes read in place (iterating
    /// `utf8` cost more than the hashing it replaces).
    static func asciiLength(_ name: String) -> Int? {
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.count : -1
        }
        if let ascii { return ascii < 0 ? nil : ascii }
        return name.utf8.allSatisfy { $0 < 0x80 } ? name.utf8.count : nil
    }

    /// The environment value `key` as `node` holds it (read without copying the node).
    @inline(__always)
    func environmentValue(_ key: String, at node: Int) -> Value {
        nodes[node].custom?.environment[key] ?? .none
    }

    // MARK: reads

    mutating func read(_ name: String, _ ctx: EvalContext) -> Value {
        if !ctx.locals.isEmpty, let local = ctx.locals[name] { return local }
        // Indexing in place (no copies of the type or the state): this is the hottest path.
        guard case .custom(let t) = nodes[ctx.node].kind, let i = fieldIndex(name, inType: t) else {
            taint(ctx.node, "unknown name `\(name)`")
            return .opaque(nextSerial())
        }
        switch program.types[t].fields[i].kind {
        case .state:
            if ctx.inBody, !nodes[ctx.node].custom!.readInBody[i] {
                nodes[ctx.node].custom!.wasRead[i] = true
                nodes[ctx.node].custom!.readInBody[i] = true
            }
            return nodes[ctx.node].custom!.state[i]
        case .stateObject:
            return nodes[ctx.node].custom!.state[i]
        case .binding:
            guard case .binding(let b) = nodes[ctx.node].values[i] else { return nodes[ctx.node].values[i] }
            if ctx.inBody { markBindingRead(b, by: ctx.node, field: name) }
            return currentValue(of: b)
        case .environment(let key), .environmentObject(let key):
            return environmentValue(key, at: ctx.node)
        case .observedObject, .plain, .closure:
            return nodes[ctx.node].values[i]
        }
    }

    /// What a binding's `wrappedValue` returns now (rule 26: refreshed from the location).
    @inline(__always)  // read on every binding read, from `mutating` code: see `fieldIndex`
    func currentValue(of b: BindingValue) -> Value {
        switch b.location {
        case .stored(let n, let s, let path):
            guard nodes[n].alive, let state = nodes[n].custom?.state[s] else { return b.value }
            return path.reduce(state) { $0.projected(by: $1) }
        case .object(let o, let p):
            return objects[o]?.values[p] ?? b.value
        case .functional, .constant:
            return b.value
        }
    }

    /// A consumer read the binding: rule 17 sets the owner's `wasRead`; §3g's switch instead
    /// records the reading view's own dependency; `@Bindable` reads are observation reads.
    /// `reader` is nil for built-in consumers (controls, presentation modifiers), whose own
    /// re-checks are not user bodies.
    mutating func markBindingRead(_ b: BindingValue, by reader: Int?, field: String) {
        switch b.location {
        case .stored(let n, let s, _):
            guard nodes[n].alive else { return }
            if options.bindingReadMarksOwner {
                nodes[n].custom!.wasRead[s] = true
            } else if let reader, nodes[reader].custom != nil {
                nodes[reader].custom!.bindingReads[LocationKey(node: n, state: s)] = field
            }
        case .object(let o, let p):
            if objects[o]?.type.kind == .observable, let reader, nodes[reader].custom != nil {
                nodes[reader].custom!.observations.insert(ObservationKey(object: o, property: p))
            }
        case .functional, .constant:
            break
        }
    }

    /// A view the engine does not model that is handed bindings (`‹…›`): it reads them, as a
    /// built-in consumer would.
    mutating func markBindingsRead(_ values: [Value], by node: Int) {
        for case .binding(let b) in values { markBindingRead(b, by: nil, field: nodes[node].typeName) }
    }

    /// `self` as a closure literal in `body` captures it, appended to `values`: stored fields with
    /// current state values, plus locals (rule 10). Written in place: a snapshot made apart was
    /// copied on its first change and again into the captures, for each closure a body builds.
    @inline(__always)  // called from `mutating` code: see `fieldIndex`
    func appendSelfSnapshot(_ ctx: EvalContext, to values: inout [Value]) {
        let start = values.count
        values += nodes[ctx.node].values
        // Read in place: copying the node's state or its type would retain every part of them,
        // for each closure a body builds.
        if case .custom(let t) = nodes[ctx.node].kind, nodes[ctx.node].custom != nil {
            for (i, v) in nodes[ctx.node].custom!.state.enumerated() where v != .none { values[start + i] = v }
            // An `@Environment` / `@EnvironmentObject` property holds its resolved value in the
            // view value, so a closure capturing `self` changes with it (rule 10).
            for (i, field) in program.types[t].fields.enumerated() {
                if let key = field.kind.environmentKey, let value = nodes[ctx.node].custom!.environment[key] { values[start + i] = value }
            }
            // An observed object's `_seed` is part of the view value (fact 45).
            for (i, seed) in nodes[ctx.node].custom!.seeds.enumerated() where seed != 0 { values.append(.int(i << 32 | seed)) }
        }
        ctx.locals.appendValuesByName(to: &values)
    }

    /// A new instance of `model` with its properties' initial values. The instance is made once
    /// per model and copied (a view value's `Model()` default makes one on every evaluation).
    mutating func makeObject(_ model: String, _ ctx: EvalContext) -> Value {
        let instance: ModelInstance
        if let known = modelPrototypes[model] {
            instance = known
        } else {
            guard let m = program.models.first(where: { $0.name == model }) else {
                taint(ctx.node, "unknown model `\(model)`")
                return .opaque(nextSerial())
            }
            var values: [String: Value] = [:]
            for p in m.properties { values[p.name] = p.initial }
            instance = ModelInstance(type: m, values: values)
            modelPrototypes[model] = instance
        }
        let id = nextSerial()
        objects[id] = instance
        return .object(id)
    }

    mutating func storedBox(_ key: String) -> Int {
        if let b = boxCache[key] { return b }
        let b = nextSerial()
        boxCache[key] = b
        return b
    }

    /// The box of a stored location seen through `path` (rule 23: one per location and key
    /// path). Keyed without formatting the common empty path; a key path is keyed by its text,
    /// as every other box is.
    mutating func storedBox(node: Int, state: Int, path: [PathComponent]) -> Int {
        let key = StoredBoxKey(node: node, state: state, path: path.isEmpty ? "" : Runtime.listed(path))
        if let b = storedBoxes[key] { return b }
        let b = nextSerial()
        storedBoxes[key] = b
        return b
    }

    /// The text `"\(items)"` gives for an array of elements without a `debugDescription` of
    /// their own (their descriptions, comma-separated, in brackets), without the generic printing
    /// machinery that casts every element: box keys are made on every evaluation of a binding.
    static func listed<T: CustomStringConvertible>(_ items: [T]) -> String {
        if items.isEmpty { return "[]" }
        var text = "["
        for (i, item) in items.enumerated() {
            if i > 0 { text += ", " }
            text += item.description
        }
        return text + "]"
    }

    // MARK: expressions

    mutating func evaluate(_ e: Expr, _ ctx: EvalContext) -> Value {
        switch e {
        case .literal(let v):
            return v
        case .read(let name):
            return read(name, ctx)
        case .member(let base, let name):
            return evaluate(base, ctx).projected(by: .member(name))
        case .property(let holder, let property):
            let held = read(holder, ctx)
            if case .symbol = held { return held.projected(by: .member(property)) }
            guard case .object(let o) = held, let model = objects[o] else {
                taint(ctx.node, "`\(holder).\(property)` is not a modelled object")
                return .opaque(nextSerial())
            }
            if ctx.inBody, model.type.kind == .observable, model.isObserved(property), nodes[ctx.node].custom != nil {
                nodes[ctx.node].custom!.observations.insert(ObservationKey(object: o, property: property))
            }
            if ctx.inBody, hasMarks, nodes[ctx.node].custom != nil { nodes[ctx.node].custom!.objectReads.insert(o) }
            // A property the model's declaration does not list: unknown, but its own.
            return model.values[property] ?? .symbol("\(model.type.name).\(property)", 0)
        case .binding(let name, let path, let animated):
            let components = path.map { step -> PathComponent in
                switch step {
                case .member(let m): return .member(m)
                case .index(let e): return .index(evaluate(e, ctx).intValue ?? -1)
                case .contains(let e): return .contains(evaluate(e, ctx))
                }
            }
            return .binding(projectBinding(name, components, animated: animated, ctx))
        case .modelBinding(let holder, let property):
            guard case .object(let o) = read(holder, ctx) else {
                taint(ctx.node, "`$\(holder).\(property)` is not a modelled object")
                return .opaque(nextSerial())
            }
            if ctx.inBody, hasMarks, nodes[ctx.node].custom != nil { nodes[ctx.node].custom!.objectReads.insert(o) }
            // A new LocationBox around an ObjectLocation on every evaluation (rule 25, §3h).
            return .binding(BindingValue(location: .object(object: o, property: property), box: nextSerial(),
                                         value: objects[o]?.values[property] ?? .none, transaction: 0))
        case .manualBinding(let reads, let writes, let captures):
            // `get()` runs now, in this body (rules 24, 31).
            let values = reads.map { evaluate($0, ctx) }
            let context = captured(captures, ctx)
            let site = (customTypeName(of: ctx.node) ?? "?") + ".Binding(get:set:)" + (writes.map { ":" + $0 } ?? "")
            let getter = ClosureValue(site: site + ".get", contextSerial: nextSerial(), captures: context)
            let setter = ClosureValue(site: site + ".set", contextSerial: nextSerial(), captures: context)
            let target = writes.flatMap { fieldIndex($0, in: ctx.node) }
            // `_value` is what `get()` returned: modelled as a function of what it read.
            return .binding(BindingValue(
                location: .functional(getter: getter, setter: setter, owner: ctx.node, writes: target, path: []),
                box: nextSerial(), value: values.count == 1 ? values[0] : .array(values), transaction: 0))
        case .stableBinding(let key, let keyedBy, let valueExpr):
            // One location per key (a `$` projection or key-path subscript is cached, rule 23).
            let keys = keyedBy.map { evaluate($0, ctx) }
            let box = storedBox("stable:\(ctx.node):\(key):" + Runtime.listed(keys))
            // The keys are part of the location: a key path with other subscript arguments is
            // another location (review ev20 #3), compared unequal from iOS 17 on too.
            let location = keys.isEmpty ? Value.symbol(key, 0) : .array([.symbol(key, 0)] + keys)
            return .binding(BindingValue(location: .constant(location), box: box, value: evaluate(valueExpr, ctx),
                                         transaction: 0))
        case .constantBinding(let v):
            return .binding(BindingValue(location: .constant(v), box: nextSerial(), value: v, transaction: 0))
        case .fresh(let kind):
            return .fresh(kind, nextSerial())
        case .closure(let site, let captures):
            return .closure(ClosureValue(site: (customTypeName(of: ctx.node) ?? "?") + "." + site,
                                         contextSerial: nextSerial(), captures: captured(captures, ctx)))
        case .opaqueClosure(let site):
            return .closure(ClosureValue(site: site, contextSerial: nextSerial(), captures: nil))
        case .derived(_, let reads, let function):
            return function(reads.map { evaluate($0, ctx) })
        case .newObject(let model):
            return makeObject(model, ctx)
        case .changeOld:
            return ctx.locals["$old"] ?? .none
        case .changeNew:
            return ctx.locals["$new"] ?? .none
        case .opaque(let reason):
            taint(ctx.node, reason)
            return .opaque(nextSerial())
        case .symbol(let name):
            return .symbol(name, 0)
        case .selector(let index):
            return held(index, ctx)
        case .marked(let mark, let inner):
            countEvaluation(of: mark)
            return evaluate(inner, ctx)
        }
    }

    /// A held condition's value. Its condition as written is evaluated too (the real body reads
    /// what it reads); when that gives a different value, the run records a violation: it no
    /// longer shows what the experiment holds.
    mutating func held(_ index: Int, _ ctx: EvalContext) -> Value {
        let selector = program.selectors[index]
        if let actual = selector.actual {
            let value = evaluate(actual, ctx)
            guard value.isExact else { return selector.held }
            // Held against the initial values (the site is shown only once they change): an
            // assumption, named; otherwise a change away from the held value hides the site.
            if evaluatedSelectors.insert(index).inserted, value != selector.held { heldAgainstInitialValues.insert(index) }
            if !heldAgainstInitialValues.contains(index), value != selector.held {
                selectorViolations.append((index, updateIndex))
                if tracing { note("held condition \(selector.description) is \(value) here") }
            }
        }
        return selector.held
    }

    /// A closure's context: the listed captures, and `self` when it uses the view's members.
    mutating func captured(_ captures: Captures, _ ctx: EvalContext) -> [Value] {
        var values: [Value] = []
        // The listed captures, `self`'s fields, and room for a seed or a local or two.
        values.reserveCapacity(captures.values.count + (captures.includesSelf ? nodes[ctx.node].values.count + 4 : 0))
        for e in captures.values { values.append(evaluate(e, ctx)) }
        if captures.includesSelf { appendSelfSnapshot(ctx, to: &values) }
        return values
    }

    /// `$name` plus a key path: stored locations get a cached box per (location, key path)
    /// (rules 22–23); a `@Binding` field or a binding local (a `ForEach($items)` row) projects
    /// its own location.
    mutating func projectBinding(_ name: String, _ path: [PathComponent], animated: Bool,
                                 _ ctx: EvalContext) -> BindingValue {
        let transaction = animated ? nextSerial() : 0
        if case .binding(let b)? = ctx.locals[name] { return project(b, path, transaction: transaction) }
        // The field found in place: `type(of:)` would copy the whole type for each `$x`.
        guard case .custom(let t) = nodes[ctx.node].kind, let i = fieldIndex(name, inType: t) else {
            taint(ctx.node, "`$\(name)` names no state or binding")
            return BindingValue(location: .constant(.none), box: nextSerial(), value: .opaque(nextSerial()), transaction: 0)
        }
        switch program.types[t].fields[i].kind {
        case .state:
            let state = nodes[ctx.node].custom!.state[i]
            return BindingValue(location: .stored(node: ctx.node, state: i, path: path),
                                box: storedBox(node: ctx.node, state: i, path: path),
                                value: path.reduce(state) { $0.projected(by: $1) }, transaction: transaction)
        case .binding:
            if case .binding(let b) = nodes[ctx.node].values[i] { return project(b, path, transaction: transaction) }
        default:
            break
        }
        taint(ctx.node, "`$\(name)` is not a state or binding")
        return BindingValue(location: .constant(.none), box: nextSerial(), value: .opaque(nextSerial()), transaction: 0)
    }

    /// `$binding.a.b`: the same location one key path further. Stored locations share the
    /// projection cache (rule 23); projections of other boxes are cached per base box, which
    /// is itself new on every evaluation.
    mutating func project(_ base: BindingValue, _ path: [PathComponent], transaction: Int) -> BindingValue {
        var b = base
        b.value = path.reduce(currentValue(of: base)) { $0.projected(by: $1) }
        b.transaction = transaction
        guard !path.isEmpty else { return b }
        switch b.location {
        case .stored(let n, let s, let basePath):
            b.location = .stored(node: n, state: s, path: basePath + path)
            b.box = storedBox(node: n, state: s, path: basePath + path)
        case .functional(let g, let setter, let owner, let writes, let basePath):
            b.location = .functional(getter: g, setter: setter, owner: owner, writes: writes, path: basePath + path)
            b.box = storedBox("box\(b.box)" + Runtime.listed(path))
        case .object, .constant:
            b.box = storedBox("box\(b.box)" + Runtime.listed(path))
        }
        return b
    }

    /// A condition's value, or nil when the engine cannot compute it (never a guess).
    mutating func condition(_ e: Expr, _ ctx: EvalContext) -> Bool? {
        let v = evaluate(e, ctx)
        if case .opaque = v { taint(ctx.node, "condition cannot be modelled") }
        return v.boolValue
    }
}
