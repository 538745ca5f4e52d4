import ViewLint

// A condition built from values the code moves only one way (`loaded && chapter != nil`, with
// `loaded` only ever set to `true` and `chapter` only ever given a value; a model's flag every
// write in the project sets to `true`): however the changes interleave, the whole condition
// changes at most once, so the experiment flips it once instead of back and forth. Values the
// code may move both ways, or whose writes store something the engine cannot read (an
// optional result), leave the condition changing as before.

extension ConditionPossibility.Reader {
    /// One value a condition reads and the single change the code can make to it.
    struct OneWay {
        /// What is moved, as the condition reads it: true/non-nil before (`startsSet`) or after.
        var startsSet: Bool
        /// "`loaded` turning `true`".
        var change: String
        /// "`loaded` starting as `false`; every write stores `true`, so it never turns back".
        var because: String
        /// "`model` staying the same object while the view is on screen", for a model's value
        /// when the view does not keep the object itself.
        var holder: String? = nil
    }

    /// What the writes of one value allow: one change, none (every write stores what it starts
    /// with), or more or unknown.
    enum Movement {
        case moves(OneWay)
        /// Set (true, or non-nil) or not, for the view's whole life, and why.
        case constant(Bool, because: String)
        case unknown
    }

    /// A condition as a function of the one-way values it reads (`values`) and of values fixed
    /// for the view's life whose value the engine does not know (`fixedCount` of them).
    indirect enum Formula {
        /// Value k is set (true, or non-nil).
        case set(Int)
        /// A value the code never moves: set or not.
        case constant(Bool)
        case fixed(Int)
        case not(Formula)
        case all([Formula])
        case any([Formula])

        func evaluate(moved: Int, fixed: Int, starts: [Bool]) -> Bool {
            switch self {
            case .set(let k): return starts[k] != (moved & (1 << k) != 0)
            case .constant(let isSet): return isSet
            case .fixed(let k): return fixed & (1 << k) != 0
            case .not(let inner): return !inner.evaluate(moved: moved, fixed: fixed, starts: starts)
            case .all(let parts): return parts.allSatisfy { $0.evaluate(moved: moved, fixed: fixed, starts: starts) }
            case .any(let parts): return parts.contains { $0.evaluate(moved: moved, fixed: fixed, starts: starts) }
            }
        }
    }

    /// `.once` when every changing value the conditions read moves one way and, in whatever
    /// order those moves happen, the conditions together change at most once; nil otherwise.
    func oneWay(_ conditions: [SyntaxTree.NodeID]) -> ConditionPossibility? {
        var builder = FormulaBuilder(reader: self)
        var parts: [Formula] = []
        for condition in conditions {
            guard let part = builder.formula(condition) else { return nil }
            parts.append(part)
        }
        let formula = Formula.all(parts)
        let count = builder.values.count
        guard count > 0 else { return nil }
        var reasons = builder.values.map(\.because)
        for holder in builder.values.compactMap(\.holder) where !reasons.contains(holder) { reasons.append(holder) }
        let because = reasons.joined(separator: "; ")
        if !builder.open.isEmpty {
            let open = builder.open.count > 2 ? builder.open.prefix(2).joined(separator: ", ") + " or another part"
                : builder.open.joined(separator: " or ")
            return .changesThrough(open: open, because: because)
        }
        guard count <= 4, builder.fixedCount <= 3 else { return nil }
        let starts = builder.values.map(\.startsSet)
        var start: Bool?
        var changes = false
        for fixed in 0 ..< (1 << builder.fixedCount) {
            let value = { (moved: Int) in formula.evaluate(moved: moved, fixed: fixed, starts: starts) }
            let first = value(0)
            if let start, start != first { return nil }
            start = first
            // Some moved set changes it, and a larger one changes it back: it could flip twice.
            for moved in 1 ..< (1 << count) where value(moved) != first {
                changes = true
                for more in 1 ..< (1 << count) where more & moved == moved && value(more) == first { return nil }
            }
        }
        guard let start, changes else { return nil }
        // Named as the condition needs them: every move (`a && b`), any one (`a || b`), or some.
        let single = (0 ..< count).map { formula.evaluate(moved: 1 << $0, fixed: 0, starts: starts) != start }
        let joint = single.allSatisfy { !$0 } ? " and " : single.allSatisfy { $0 } ? " or " : ", "
        return .once(start: start, change: builder.values.map(\.change).joined(separator: joint), because: because)
    }

    /// Reads a condition into a `Formula`, collecting its one-way values.
    struct FormulaBuilder {
        let reader: ConditionPossibility.Reader
        var values: [OneWay] = []
        var keys: [String: (index: Int, readsNil: Bool)] = [:]
        var fixedCount = 0
        /// Parts that may change both ways, as quoted: the condition changes through them.
        var open: [String] = []

        init(reader: ConditionPossibility.Reader) { self.reader = reader }

        var tree: SyntaxTree { reader.tree }

        mutating func formula(_ node: SyntaxTree.NodeID) -> Formula? {
            switch tree.kind(node) {
            case .optionalBinding:
                // `if let x`, `if let y = x`: true when `x` has a value.
                let parts = tree.children(node)
                if parts.count <= 1 { return value(path: [tree.name(node)], readsNil: true, at: node) ?? fixed(node) }
                guard let bound = parts.last, let path = tree.memberPath(bound) else { return fixed(node) }
                return value(path: path, readsNil: true, at: node) ?? fixed(bound)
            case .prefixOperatorExpr where tree.nameEquals(node, "!"):
                return tree.firstChild(node).flatMap { formula($0) }.map(Formula.not)
            case .tupleExpr:
                let elements = Array(tree.children(node))
                guard elements.count == 1, tree.label(elements[0]).isEmpty, let inner = tree.value(elements[0]) else { return fixed(node) }
                return formula(inner)
            case .sequenceExpr:
                return sequence(Array(tree.children(node)))
            default:
                if let path = tree.memberPath(node), let value = value(path: path, readsNil: false, at: node) { return value }
                return fixed(node)
            }
        }

        /// An unfolded sequence: `||` binds loosest, then `&&`; what is between is one operand
        /// or a comparison with `nil`, `true` or `false`.
        mutating func sequence(_ parts: [SyntaxTree.NodeID]) -> Formula? {
            func split(_ parts: ArraySlice<SyntaxTree.NodeID>, on op: String) -> [ArraySlice<SyntaxTree.NodeID>] {
                var pieces: [ArraySlice<SyntaxTree.NodeID>] = []
                var start = parts.startIndex
                for k in parts.indices where tree.kind(parts[k]) == .binaryOperator && tree.name(parts[k]) == op {
                    pieces.append(parts[start ..< k])
                    start = k + 1
                }
                pieces.append(parts[start...])
                return pieces
            }
            var alternatives: [Formula] = []
            for alternative in split(parts[...], on: "||") {
                var terms: [Formula] = []
                for term in split(alternative, on: "&&") {
                    guard let formula = comparison(Array(term)) else { return nil }
                    terms.append(formula)
                }
                alternatives.append(terms.count == 1 ? terms[0] : .all(terms))
            }
            return alternatives.count == 1 ? alternatives[0] : .any(alternatives)
        }

        mutating func comparison(_ term: [SyntaxTree.NodeID]) -> Formula? {
            if term.count == 1 { return formula(term[0]) }
            guard term.count == 3, tree.kind(term[1]) == .binaryOperator else { return fixed(term) }
            let op = tree.name(term[1])
            guard op == "==" || op == "!=" else { return fixed(term) }
            for (side, other) in [(term[0], term[2]), (term[2], term[0])] {
                switch tree.kind(other) {
                case .nilLiteral:
                    // `x != nil`: true when set.
                    guard let path = tree.memberPath(side) else { return fixed(term) }
                    guard let value = value(path: path, readsNil: true, at: side) else { return fixed(term) }
                    return op == "!=" ? value : .not(value)
                case .booleanLiteral:
                    guard let inner = formula(side) else { return nil }
                    return (op == "==") == tree.nameEquals(other, "true") ? inner : .not(inner)
                default:
                    continue
                }
            }
            return fixed(term)
        }

        /// A part read only from values fixed for the view's life; one that reads a value that
        /// may change is noted in `open` (the formula is then not evaluated).
        mutating func fixed(_ nodes: [SyntaxTree.NodeID]) -> Formula? {
            for node in nodes where tree.kind(node) != .binaryOperator {
                for name in tree.referencedNames(in: node) where reader.fixedReason(name, in: node) == nil {
                    // It may change: named, and the condition is not one-way.
                    let text = nodes.map { tree.text($0).singleLine }.joined(separator: " ")
                    let quoted = "`\(MessageText.excerpt(text, limit: 40))`"
                    if !open.contains(quoted) { open.append(quoted) }
                    return .fixed(0)
                }
            }
            fixedCount += 1
            return .fixed(fixedCount - 1)
        }

        mutating func fixed(_ node: SyntaxTree.NodeID) -> Formula? { fixed([node]) }

        /// The value at `path` (`loaded`, `self.loaded`, `model.flag`), read as set/unset
        /// (`readsNil`: non-nil/nil, else true/false): a one-way value (`.set`), or one the code
        /// never moves (`.constant`); nil when its writes allow more or are not known.
        mutating func value(path: [String], readsNil: Bool, at node: SyntaxTree.NodeID) -> Formula? {
            let names = path.first == "self" ? Array(path.dropFirst()) : path
            let key = names.joined(separator: ".")
            if let known = keys[key] { return known.readsNil == readsNil ? .set(known.index) : nil }
            let movement: Movement?
            switch names.count {
            case 1: movement = reader.oneWayState(names[0], readsNil: readsNil, at: node)
            case 2: movement = reader.oneWayMember(names[1], of: names[0], readsNil: readsNil, at: node)
            default: movement = nil
            }
            switch movement {
            case .moves(let found)?:
                keys[key] = (values.count, readsNil)
                values.append(found)
                return .set(values.count - 1)
            case .constant(let isSet, _)?:
                return .constant(isSet)
            case .unknown?, nil:
                return nil
            }
        }
    }

    /// How a private `@State`'s writes move it: one way (all `true`, all `false`, all a value,
    /// all nil), not at all, or otherwise; nil when it is not such a state.
    func oneWayState(_ name: String, readsNil: Bool, at node: SyntaxTree.NodeID) -> Movement? {
        guard LocalName(name, at: node, in: tree) == nil,
              let stored = view.storedProperties.first(where: { $0.name == name }), stored.wrapper?.kind == .state,
              let declaration = declaration(of: name),
              tree.hasModifier(declaration.variable, "private") || tree.hasModifier(declaration.variable, "fileprivate"),
              let writes = writes(of: name), !writes.isEmpty else { return nil }
        let kinds = writes.reduce(into: StoredValues.Kinds()) { $0.formUnion(StoredValues.kinds(of: $1.value, in: tree)) }
        let literal = declaration.seededInInit ? nil : declaration.defaultLiteral
        return Self.movement(shown: "`\(name)`", kinds: kinds, readsNil: readsNil, seed: literal.map { tree.text($0) },
                             writes: "every write")
    }

    /// A stored property of a model the view holds (`@StateObject`, `@ObservedObject`,
    /// `@EnvironmentObject`, `@Bindable`, `@Environment(Model.self)`, a `@State` holding a
    /// class): how every write in the project moves it; nil when it is not such a member or
    /// its writes are not all read.
    func oneWayMember(_ member: String, of holder: String, readsNil: Bool, at node: SyntaxTree.NodeID) -> Movement? {
        guard LocalName(holder, at: node, in: tree) == nil,
              let stored = view.storedProperties.first(where: { $0.name == holder }), let wrapper = stored.wrapper else { return nil }
        let kept = HeldObject(holder, of: view, index: index)
        var typeName = kept?.type
        if typeName == nil, ChangingSource.objectWrappers.contains(wrapper.kind) {
            typeName = HeldObject.simpleTypeName(stored.typeText)
            // `@StateObject private var model = Model()`: the type the default makes.
            if stored.typeText.isEmpty, case .named(let inferred, _)? = stored.shape { typeName = inferred }
        }
        if typeName == nil, wrapper.kind == .environment, wrapper.arguments.hasSuffix(".self") {
            typeName = HeldObject.simpleTypeName(String(wrapper.arguments.dropLast(5)))
        }
        guard let typeName, let declared = index.declaredType(named: typeName), declared.kind == .class, declared.declarationCount == 1,
              declared.plainVars.contains(member), let facts = index.storedValueKinds(of: member, inType: typeName),
              !facts.kinds.isEmpty else { return nil }
        let literal = facts.seededInInit ? nil : index.storedProperty(member, ofClass: typeName)?.initializerText
        let movement = Self.movement(shown: "`\(holder).\(member)`", kinds: facts.kinds, readsNil: readsNil, seed: literal,
                                     writes: "every write in the project's code")
        // Another object in its place could start over: named unless the view keeps its own (a
        // value no write moves starts the same in every object: the default, no `init` sets it).
        guard kept == nil, wrapper.kind != .stateObject, case .moves(var found) = movement else { return movement }
        found.holder = "`\(holder)` staying the same object while the view is on screen"
        return .moves(found)
    }

    /// What `kinds` of writes allow, read as `readsNil` says: one change, none (`seed`, the
    /// declared default's text when no `init` sets it, is already what every write stores), or
    /// more.
    static func movement(shown: String, kinds: StoredValues.Kinds, readsNil: Bool, seed: String?, writes: String) -> Movement {
        if readsNil {
            if kinds.isSubset(of: [.value, .true, .false]) {
                // A default other than `nil` that every write keeps non-nil: it never changes.
                if let seed, seed != "nil" {
                    return .constant(true, because: "\(shown) starts with a value and \(writes) stores one")
                }
                return .moves(OneWay(startsSet: false, change: "\(shown) getting a value",
                                     because: "\(shown) starting as nil; \(writes) stores a value, so it never turns nil again"))
            }
            if kinds == .nil {
                if seed == "nil" { return .constant(false, because: "\(shown) starts as nil and \(writes) stores nil") }
                return .moves(OneWay(startsSet: true, change: "\(shown) turning nil",
                                     because: "\(shown) starting with a value; \(writes) stores nil, so it never gets one again"))
            }
            return .unknown
        }
        guard kinds == .true || kinds == .false else { return .unknown }
        let stored = kinds == .true
        if seed == "\(stored)" { return .constant(stored, because: "\(shown) starts as `\(stored)` and \(writes) stores `\(stored)`") }
        return .moves(OneWay(startsSet: !stored, change: "\(shown) turning `\(stored)`",
                             because: "\(shown) starting as `\(!stored)`; \(writes) stores `\(stored)`, so it never turns back"))
    }
}
