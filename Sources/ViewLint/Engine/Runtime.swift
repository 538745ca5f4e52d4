// The engine's mutable graph for one run: nodes keyed by identity, state storage, model
// instances, the dirty set and the event queue. One `Runtime` value lives for one run; nothing
// is shared between runs, so runs are deterministic and can go in parallel. Rule and fact
// numbers in comments: docs/SWIFTUI-MODEL.md.

struct CapReached: Error { let reason: String }

/// A node of the graph: one identity (structural position, explicit id, type, branch, erased
/// type, ForEach row id).
struct Node {
    enum Kind: Equatable {
        case host, custom(Int), leaf(String), control(String), container(String), modifier(String)
        case conditional, forEach, anyView, opaque, empty
        /// A marked site (`ViewProgram.marks` index).
        case mark(Int)
    }
    var kind: Kind
    var parent: Int
    var depth: Int
    /// Where it sits in its parent (a child's index, a row's id; "" for the only child): with
    /// its label, the last part of its path (`Runtime.path(of:)`), which is made only when read.
    var slot: String
    /// The path label when the kind does not say it: `.id(…)` with the id it was made with, and
    /// a conditional's branch when it was made (`if[0]`).
    var pathLabel: String?
    /// The custom view whose `body` produced this node (handlers run in its context).
    var owner: Int
    /// Counter key: the custom type, the built-in's name, or the view a modifier applies to.
    var typeName: String
    /// Index of `typeName` in the runtime's per-type counter arrays.
    var typeSlot = 0
    var children: [Int] = []
    /// Last accepted value: custom fields, control binding, modifier arguments, leaf arguments.
    var values: [Value] = []
    var rowIDs: [Value] = []
    var branch = 0
    var erasedType = ""
    var initialCount: Int?
    var custom: CustomState?
    var modifier: Modifier?
    var locals: Locals = [:]
    var alive = true
    var lastCountedUpdate = -1
    /// Per-node counters, kept on the node (no path hashing on hot paths) and keyed by path
    /// only when the run ends.
    var totalCounters: Counters?
    var measuredCounters: Counters?
    /// For a mark node: its counts, and the last value its mark tracked.
    var site: SiteCounters?
}

/// A mark node's counts from the first render on and in the measured part.
struct SiteCounters {
    var total = SiteCounts()
    var measured = SiteCounts()
    var tracked: Value?
    var lastUpdateWithBodyRun = -1
    var lastStaleUpdate = -1
}

struct CustomState {
    var type: Int
    /// Current storage per field index (`@State` value, `@StateObject` instance); `.none` otherwise.
    var state: [Value]
    var wasRead: [Bool]
    /// Per field: whether `body` itself read it (not only a consumer of a binding to it, which
    /// sets `wasRead` under §3g's contested rule 17 alone).
    var readInBody: [Bool]
    /// Per field: the `_seed` an `@ObservedObject`/`@EnvironmentObject`/`@StateObject` keeps in the
    /// view value, bumped on each `objectWillChange` (fact 45).
    var seeds: [Int]
    var environment: [String: Value]
    /// `@Observable` properties read by the last `body` run (rule 30).
    var observations: Set<ObservationKey> = []
    /// Model objects whose properties the last `body` run read (any kind): an update they
    /// publish that does not re-run this body leaves it stale.
    var objectReads: Set<Int> = []
    /// Only with `bindingReadMarksOwner == false`: stored locations this body read through a
    /// `@Binding`, with the binding field's name.
    var bindingReads: [LocationKey: String] = [:]
}

struct ObservationKey: Hashable { var object: Int; var property: String }
/// A stored location's box key: the state, and its key path's text ("" when there is none).
struct StoredBoxKey: Hashable { var node: Int; var state: Int; var path: String }
struct LocationKey: Hashable { var node: Int; var state: Int }

struct ModelInstance {
    var type: ModelType
    var values: [String: Value]
    func isObserved(_ property: String) -> Bool {
        type.properties.first { $0.name == property }?.isObserved ?? type.observesUndeclared
    }
}

enum Write {
    case state(node: Int, state: Int, path: [PathComponent], value: Value)
    case model(object: Int, property: String, value: Value)
    /// `objectWillChange.send()` on an `ObservableObject`.
    case notify(object: Int)
    case host(field: Int, value: Value)
}

struct Event {
    enum Kind { case appear, disappear, taskStart, taskCancel, change(old: Value, new: Value) }
    var kind: Kind
    var node: Int
}

/// Names bound inside a body (a `ForEach` element, `onChange`'s old and new value): a handful
/// at most, so a list beats hashing.
struct Locals: ExpressibleByDictionaryLiteral {
    private(set) var entries: [(name: String, value: Value)] = []

    init(dictionaryLiteral elements: (String, Value)...) {
        for (name, value) in elements { self[name] = value }
    }

    var isEmpty: Bool { entries.isEmpty }

    subscript(name: String) -> Value? {
        get { entries.last { $0.name == name }?.value }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let i?, let v?): entries[i].value = v
            case (let i?, nil): entries.remove(at: i)
            case (nil, let v?): entries.append((name, v))
            case (nil, nil): break
            }
        }
    }

    /// Appends the values in name order, for closure captures (rule 10).
    func appendValuesByName(to values: inout [Value]) {
        for entry in entries.count < 2 ? entries : entries.sorted(by: { $0.name < $1.name }) { values.append(entry.value) }
    }
}

/// Where an expression is evaluated: the custom view whose body (or handler) runs, and locals.
struct EvalContext {
    var node: Int
    var locals: Locals
    var inBody: Bool
}

struct Runtime {
    let program: ViewProgram
    private(set) var options: EngineOptions
    private(set) var comparator: ValueComparator
    let typeIndex: [String: Int]
    /// Each type's body, compiled once (indexed like `program.types`).
    let bodies: [CompiledTemplate]
    /// Per type, its fields' names' UTF-8 lengths, or nil when a name is not ASCII (`fieldIndex`).
    let fieldNameLengths: [[Int]?]
    let tracing: Bool
    /// `EngineOptions.countsPerView`, read on every count.
    let countsPerView: Bool
    /// Marks whose count changes are kept as events (`Engine.siteEvents`): a finding's trace.
    let siteEventMarks: Set<Int>
    var siteEvents: [SiteEvent] = []

    var nodes: [Node] = []
    var liveNodes = 0
    var serial = 0
    /// Paths an `.id` change gave a node (`Runtime.path(of:)`), each with the node count when it
    /// did: nodes made before that keep the path they were made under.
    var pathChanges: [Int: [(since: Int, path: String)]] = [:]
    /// Paths made so far (`cachedPath(of:)`).
    var pathCache: [Int: String] = [:]
    var boxCache: [String: Int] = [:]
    /// Boxes of stored locations (`storedBox(node:state:path:)`), apart from `boxCache`'s keys.
    var storedBoxes: [StoredBoxKey: Int] = [:]
    var objects: [Int: ModelInstance] = [:]
    var modelPrototypes: [String: ModelInstance] = [:]  // each model's new instance, made once (`makeObject`)
    var dirty: [Int: [String]] = [:]
    var events: [Event] = []
    var pending: [Write] = []
    var isUpdating = false
    var updateIndex = 0
    var steps = 0
    var readyLayouts: Set<Int> = []
    /// Per-type counters by slot (no string hashing on hot paths), filed by name at the end.
    var typeSlots: [String: Int] = [:]
    var slotNames: [String] = []
    var totalByType: [Counters] = []
    var measuredByType: [Counters] = []
    var lastCountedUpdateByType: [Int] = []
    var total = Measurement()
    var measured = Measurement()
    var measuring = false
    var trace: [String] = []
    var opaqueSites: [OpaqueSite] = []
    /// Reasons held back while `choosing` evaluates, to be tainted where the branch stands.
    var deferredTaints: [String]?
    var rootNode = -1
    /// Evaluations of each mark (expression marks have no node), from the first render on and measured.
    var markEvaluations: [Int: (total: Int, measured: Int)] = [:]
    var selectorViolations: [(selector: Int, update: Int)] = []
    var evaluatedSelectors: Set<Int> = []
    var heldAgainstInitialValues: Set<Int> = []
    /// An owner re-ran for a state its body never read, only a binding consumer did (§3g).
    var restedOnBindingReads = false
    /// The [derived] behaviours the run has used (a `@StateObject`'s change bumping its
    /// holder's `_seed`, fact 45): what a verdict resting on the run rests on.
    var usedDerived: Set<DerivedBehaviour> = []
    /// Types whose custom `==` the run could not evaluate and answered by the options, in order met.
    var unevaluatedEqualities: [String] = []
    /// Nesting of `create` calls: a creation at depth 0 is a new identity where one was kept.
    var creating = 0
    /// Tasks started so far (`Runtime+Tasks.swift`).
    var tasks: [RunningTask] = []
    /// The modifier node whose handler is running (`onAppear`, `task`…), if any.
    var handlerNode: Int?

    /// Nodes an install makes room for at once: most hosted views' first render fits.
    static let initialNodeCapacity = 64

    /// The branch of a conditional whose condition the engine could not compute: nothing is built.
    static let undecidedBranch = -1

    init(program: ViewProgram, options: EngineOptions, tracing: Bool, siteEventMarks: Set<Int> = []) {
        self.program = program
        self.options = options
        self.comparator = ValueComparator(semantics: options.semantics)
        var index: [String: Int] = [:]
        for (i, t) in program.types.enumerated() where index[t.name] == nil { index[t.name] = i }
        self.typeIndex = index
        self.bodies = program.types.map { CompiledTemplate($0.body, typeIndex: index, types: program.types) }
        self.fieldNameLengths = program.types.map { Runtime.asciiNameLengths($0.fields) }
        self.tracing = tracing
        self.countsPerView = options.countsPerView
        self.siteEventMarks = siteEventMarks
        // Room for a first render's nodes: grown one append at a time from empty, the array was
        // moved whole some six times per install (each node some 800 bytes).
        nodes.reserveCapacity(Runtime.initialNodeCapacity)
        // The host node: parent of the root view.
        nodes.append(Node(kind: .host, parent: -1, depth: 0, slot: "", owner: -1, typeName: "Host"))
        _ = typeSlot(for: "Host")
    }

    /// Continues a copied run under `semantics`, with its own record of whether comparisons
    /// depended on them (starting from the copied run's).
    mutating func useSemantics(_ semantics: Semantics) {
        options.semantics = semantics
        comparator = ValueComparator(semantics: semantics, use: SemanticsUse(mattered: comparator.use.mattered))
    }

    mutating func nextSerial() -> Int { serial += 1; return serial }

    /// Appends a trace line (callers on hot paths check `tracing` first to skip the formatting).
    mutating func note(_ line: String) { if tracing { trace.append(line) } }

    mutating func warn(_ warning: RuntimeWarning) {
        total.runtimeWarnings.append(warning)
        if measuring { measured.runtimeWarnings.append(warning) }
        if tracing { note("warning: " + warning.message) }
    }

    mutating func appendLog(_ entry: String) {
        total.log.append(entry)
        if measuring { measured.log.append(entry) }
    }

    /// Adds to the counters of `node`'s type and of the node itself.
    mutating func bump(_ node: Int, _ change: (inout Counters) -> Void) {
        guard countsPerView else { return }
        bumpType(nodes[node].typeSlot, change)
        bumpNode(node, change)
    }

    mutating func bumpType(_ slot: Int, _ change: (inout Counters) -> Void) {
        guard countsPerView else { return }
        change(&totalByType[slot])
        if measuring { change(&measuredByType[slot]) }
    }

    mutating func typeSlot(for name: String) -> Int {
        if let slot = typeSlots[name] { return slot }
        let slot = slotNames.count
        typeSlots[name] = slot
        slotNames.append(name)
        totalByType.append(Counters())
        measuredByType.append(Counters())
        lastCountedUpdateByType.append(-1)
        return slot
    }

    mutating func bumpNode(_ node: Int, _ change: (inout Counters) -> Void) {
        guard countsPerView else { return }
        if nodes[node].totalCounters == nil { nodes[node].totalCounters = Counters() }
        change(&nodes[node].totalCounters!)
        if measuring {
            if nodes[node].measuredCounters == nil { nodes[node].measuredCounters = Counters() }
            change(&nodes[node].measuredCounters!)
        }
    }

    /// Files the per-type counters by name and the per-node counters under their identity
    /// paths (identities that came and went at the same path add up).
    mutating func collectCounters() {
        guard countsPerView else { return }
        for (slot, name) in slotNames.enumerated() {
            if totalByType[slot] != Counters() { total.perType[name, default: Counters()].add(totalByType[slot]) }
            if measuredByType[slot] != Counters() { measured.perType[name, default: Counters()].add(measuredByType[slot]) }
        }
        for id in nodes.indices where nodes[id].totalCounters != nil || nodes[id].measuredCounters != nil {
            let path = cachedPath(of: id)
            if let c = nodes[id].totalCounters { total.perNode[path, default: Counters()].add(c) }
            if let c = nodes[id].measuredCounters { measured.perNode[path, default: Counters()].add(c) }
        }
    }

    mutating func step() throws(CapReached) {
        steps += 1
        if steps > options.limits.maxSteps { throw CapReached(reason: "more than \(options.limits.maxSteps) steps") }
    }

    mutating func taint(_ node: Int, _ reason: String) {
        if deferredTaints != nil { deferredTaints!.append(reason); return }
        let site = OpaqueSite(nodePath: cachedPath(of: node), type: nodes[node].typeName, reason: reason)
        if !opaqueSites.contains(site) { opaqueSites.append(site) }
    }

    /// The view a node is the whole content of: up through the modifiers and marks applied to
    /// it. An unknown view with `.onAppear` on it is unknown as a whole (it may be empty, and
    /// then never appears), not only below the modifier.
    func wholeView(around node: Int) -> Int {
        var current = node
        while true {
            let parent = nodes[current].parent
            guard parent >= 0 else { return current }
            switch nodes[parent].kind {
            case .modifier, .mark: current = parent
            default: return current
            }
        }
    }

    /// Evaluates what chooses a branch. When it is decided, what it could not model stays with
    /// the view whose body evaluated it; when it is not, the reason is returned, to be built (and
    /// tainted) where the branch would stand, so a site beside it is not held responsible.
    mutating func choosing<T>(_ ctx: EvalContext, decided: (T) -> Bool, _ body: (inout Runtime) -> T) -> (T, undecided: String?) {
        let saved = deferredTaints
        deferredTaints = []
        let value = body(&self)
        let reasons = deferredTaints ?? []
        deferredTaints = saved
        if decided(value) {
            for reason in reasons { taint(ctx.node, reason) }
            return (value, nil)
        }
        return (value, reasons.first)
    }

    func type(of node: Int) -> ViewType? {
        guard case .custom(let t) = nodes[node].kind else { return nil }
        return program.types[t]
    }

    /// Whether the body of the view `selector` picks read its `@State` `field` in any run so far
    /// (nil: no such view or state).
    func bodyRead(state field: String, of selector: NodeSelector) -> Bool? {
        guard let n = select(selector), case .custom(let t) = nodes[n].kind, let custom = nodes[n].custom,
              let i = fieldIndex(field, inType: t), i < custom.readInBody.count,
              case .state = program.types[t].fields[i].kind else { return nil }
        return custom.readInBody[i]
    }

    /// The name of `node`'s custom type (what `type(of:)?.name` gives, without copying the type;
    /// inlined, as `fieldIndex` is, not to copy the runtime either).
    @inline(__always)
    func customTypeName(of node: Int) -> String? {
        guard case .custom(let t) = nodes[node].kind else { return nil }
        return program.types[t].name
    }

    /// The first live node under `start`, in pre-order, that satisfies `matches`: what
    /// `preorder(from:).first(where:)` finds, without listing the whole tree (a scenario step
    /// selects the hosted view this way on every update).
    func firstInPreorder(from start: Int, where matches: (Int) -> Bool) -> Int? {
        var stack = [start]
        while let n = stack.popLast() {
            guard nodes[n].alive else { continue }
            if matches(n) { return n }
            stack.append(contentsOf: nodes[n].children.reversed())
        }
        return nil
    }

    /// Pre-order list of live nodes under `start`: the tree order scenarios select by.
    func preorder(from start: Int) -> [Int] {
        var out: [Int] = [], stack = [start]
        while let n = stack.popLast() {
            guard nodes[n].alive else { continue }
            out.append(n)
            stack.append(contentsOf: nodes[n].children.reversed())
        }
        return out
    }
}
