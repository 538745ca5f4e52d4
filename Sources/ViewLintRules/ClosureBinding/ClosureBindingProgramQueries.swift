import ViewLint

// What the closure binding experiment reads from a lowered program: the receiver's other
// closure bindings (fixed alongside the flagged one), what the getter and the receiver read,
// and the root a setter writes.

extension ClosureBindingRule {
    /// The other `Binding(get:set:)` arguments of the views marked `receiverMark` (the ones given
    /// the flagged binding), each replaced by its stable form; nil when there are none. What
    /// their getters read is returned too: a change of it reaches the receiver through them.
    static func fixingSiblings(receivedWith receiverMark: Int, in program: ViewProgram, fields: [Field], held: HeldMemberReads)
        -> (ViewProgram, (receiver: String, count: Int, fields: Set<String>, properties: Set<String>)?) {
        var receiver: String?, count = 0
        var reads = Set<String>(), properties = Set<String>()
        let rewritten = program.rewritingViews { t in
            guard case .marked(receiverMark, .custom(let name, var arguments)) = t else { return t }
            // A binding the receiver's init builds around the flagged one carries it: no sibling.
            for (label, value) in arguments where !value.contains(mark: 0) && !value.contains(mark: 0, asBinding: true) {
                guard case .manualBinding(let getterReads, _, _) = value else { continue }
                getterReads.forEach { collectInputs($0, fields: &reads, properties: &properties) }
                arguments[label] = stableBinding(for: value, projection: nil, fields: fields, held: held)
                receiver = name
                count += 1
            }
            return .marked(receiverMark, .custom(name, arguments))
        }
        guard let receiver else { return (program, nil) }
        return (rewritten, (receiver, count, reads, properties))
    }

    /// The receiver's arguments that are closures capturing the view (`contentPickerTracker:`,
    /// an `@autoclosure`): never equal to the last ones, with or without the fix.
    static func closureArguments(receivedWith receiverMark: Int, in program: ViewProgram) -> [(label: String, opaque: Bool)] {
        var labels: [(label: String, opaque: Bool)] = []
        for type in program.types {
            _ = type.body.rewritten { t in
                guard case .marked(receiverMark, .custom(_, let arguments)) = t else { return t }
                for (label, value) in arguments.sorted(by: { $0.key < $1.key }) where !labels.contains(where: { $0.label == label }) {
                    switch value {
                    case .closure(_, let captures) where captures.includesSelf: labels.append((label, false))
                    case .opaqueClosure: labels.append((label, true))
                    default: break
                    }
                }
                return t
            }
        }
        return labels
    }

    /// The fields the marked binding's getter reads directly, and the model properties it reads.
    static func inputs(of program: ViewProgram, mark: Int) -> (fields: Set<String>, properties: Set<String>) {
        var fields = Set<String>(), properties = Set<String>()
        getterReads(in: program, mark: mark).forEach { collectInputs($0, fields: &fields, properties: &properties) }
        return (fields, properties)
    }

    /// What the marked binding's getter reads, as lowered.
    static func getterReads(in program: ViewProgram, mark: Int) -> [Expr] {
        var found: [Expr] = []
        for type in program.types {
            type.body.visitAllExpressions { e in
                guard case .marked(mark, .manualBinding(let reads, _, _)) = e else { return }
                found += reads
            }
        }
        return found
    }

    static func isObjectField(_ kind: FieldKind?) -> Bool {
        switch kind {
        case .observedObject?, .stateObject?, .environmentObject?: return true
        default: return false
        }
    }

    /// Where the getter reads a value the engine holds constant and cannot trace to the view's
    /// fields, in a view holding an observed object, on versions with the older behaviour: the
    /// fix is modelled as a location stable on every version, which holds only if that value
    /// does not come from the object (a projection of it is new on every body run before
    /// iOS 17), so the summary says it assumes so.
    static func nameUnresolvedSources(_ lowered: inout LoweredSite, fields: [Field], held: HeldMemberReads) {
        guard fields.contains(where: { isObjectField($0.kind) }), SemanticsScope(lowered).semantics.contains(.pre17) else { return }
        let reads = getterReads(in: lowered.program, mark: 0)
        guard objectSource(of: reads, fields: fields, held: held) == nil else { return }
        for name in held.unresolved(in: reads) {
            let assumption = "`\(name)` reads no observed object of the view"
            if !lowered.assumptions.contains(assumption) { lowered.assumptions.append(assumption) }
        }
    }

    /// The fields and model properties (`holder.property`) a getter's read depends on.
    static func collectInputs(_ e: Expr, fields: inout Set<String>, properties: inout Set<String>) {
        switch e {
        case .read(let name): fields.insert(name)
        case .property(let holder, let property): properties.insert(holder + "." + property)
        case .member(let base, _): collectInputs(base, fields: &fields, properties: &properties)
        case .derived(_, let inputs, _): inputs.forEach { collectInputs($0, fields: &fields, properties: &properties) }
        case .binding(let name, _, _): fields.insert(name)
        case .modelBinding(let holder, let property): properties.insert(holder + "." + property)
        default: break
        }
    }

    /// The property a setter closure changes (`{ x = $0 }`, `{ if $0 { self.x.insert(v) } }`):
    /// the root of the first assignment or mutating call on a name.
    static func writtenRoot(_ setter: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var found: String?
        tree.walk(from: setter) { id, _ in
            if found != nil { return .skipChildren }
            var target: SyntaxTree.NodeID?
            if tree.kind(id) == .sequenceExpr {
                let parts = Array(tree.children(id))
                if parts.count >= 3, tree.kind(parts[1]) == .assignmentOperator { target = parts[0] }
            } else if tree.kind(id) == .call, let callee = tree.firstChild(id), tree.kind(callee) == .memberAccess {
                target = tree.memberBase(callee)
            }
            if let target, var path = tree.memberPath(target) {
                if path.first == "self" { path.removeFirst() }
                if let root = path.first, !root.hasPrefix("$") { found = root }
            }
            return .visitChildren
        }
        return found
    }
}
