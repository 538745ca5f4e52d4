// Classifying argument expressions symbolically (DESIGN §7): literals, reads of fields and
// locals, `$x` / `$x.a` bindings, `Binding(get:set:)`, fresh values, closures, and otherwise a
// function of what the expression reads — or opaque when a read is unknown.

extension BodyLowering {
    /// A field, a local, or (unknown) opaque.
    func lookup(_ name: String) -> Expr {
        if let local = locals[name] { return local }
        if fieldKinds[name] != nil { return .read(name) }
        return .opaque("`\(name)` is not a property or local the engine knows")
    }

    mutating func expression(_ node: NodeID) -> Expr {
        let e = overriddenExpression(node)
        if isWatched(node) { noteWatched(e.opaqueReasons) }
        return e
    }

    private mutating func overriddenExpression(_ node: NodeID) -> Expr {
        if case .expression(let e)? = override(node) { return e }
        // Only as much text as labels and reasons show: whole expressions can be long.
        var text: String { shortText(node) }
        switch tree.kind(node) {
        case .booleanLiteral, .integerLiteral, .floatLiteral, .nilLiteral:
            return Lowering.literalValue(text).map(Expr.literal) ?? .literal(.string(text))
        case .stringLiteral:
            if tree.children(node).isEmpty { return .literal(Lowering.literalValue(text) ?? .string(text)) }
            return function(text, node)
        case .identifier:
            let name = tree.name(node)
            if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
                return binding(String(name.dropFirst()), path: [])
            }
            if name == "self" { return .opaque("`self` as a value") }
            if name.first?.isUppercase == true { return .literal(.string(name)) }
            if locals[name] == nil, fieldKinds[name] == nil, let computed = computedValue(name) { return computed }
            return lookup(name)
        case .memberAccess:
            if let fresh = FreshValue.describe(node, in: tree) { return .fresh(fresh.hasPrefix("Date") ? .date : .uuid) }
            guard let base = tree.memberBase(node) else { return .literal(.string(text)) }  // `.red`
            if var path = tree.memberPath(node) {
                if path.first == "self" { path.removeFirst() }
                if let root = path.first, root.hasPrefix("$"), root.count > 1 {
                    return binding(String(root.dropFirst()), path: Array(path.dropFirst()))
                }
                if path.count == 1 { return lookup(path[0]) }
                if path.first?.first?.isUppercase == true { return .literal(.string(text)) }  // `Type.member`
            }
            let name = tree.name(node)
            let inner = expression(base)
            if name == "isEmpty" { return EngineExpressions.isEmpty(inner) }
            if name == "count" { return .count(inner) }
            return EngineExpressions.function(text, [inner])
        case .call:
            return call(node, text: text)
        case .closure:
            let location = tree.location(node)
            return .closure(site: "closure@\(location.line):\(location.column)")
        case .prefixOperatorExpr:
            guard let operand = tree.firstChild(node) else { return .opaque("`\(text)`") }
            if tree.name(node) == "!" { return .not(expression(operand)) }
            return EngineExpressions.function(text, [expression(operand)])
        case .postfixOperatorExpr, .tryExpr, .awaitExpr, .inoutExpr:
            return tree.firstChild(node).map { expression($0) } ?? .opaque("`\(text)`")
        case .tupleExpr:
            let items = tree.children(node)
            if items.count == 1, let inner = tree.firstChild(items.first!) { return expression(inner) }
            return function(text, node)
        case .sequenceExpr:
            return sequence(node, text: text)
        case .keyPath:
            return .literal(.string(text))
        case .subscriptCall:
            if let (collection, element) = indexedCollection, let base = tree.firstChild(node), tree.text(base) == collection,
               tree.arguments(node).count == 1, let index = tree.value(tree.arguments(node)[0]), tree.text(index) == element {
                return .read(element)
            }
            return function(text, node)
        default:
            return function(text, node)
        }
    }

    /// A computed property of this type used as a value (`var manualBinding: Binding<Bool> { … }`):
    /// its single expression, evaluated where it is read.
    mutating func computedValue(_ name: String) -> Expr? {
        guard let member = members[name], tree.kind(member) == .patternBinding, !inlining.contains(name),
              inlining.count < lowering.maxInlineDepth else { return nil }
        var block = tree.child(member, kind: .codeBlock)
        if block == nil, let accessors = tree.child(member, kind: .accessorBlock) {
            block = tree.children(accessors).first { tree.nameEquals($0, "get") }.flatMap { tree.child($0, kind: .codeBlock) }
        }
        guard let block, tree.children(block).count == 1, var item = tree.firstChild(block) else { return nil }
        if tree.kind(item) == .returnStmt { guard let v = tree.firstChild(item) else { return nil }; item = v }
        inlining.append(name)
        defer { inlining.removeLast() }
        return expression(item)
    }

    /// `$x.a.b`: a location binding of a state or binding field; through an object field, a
    /// key-path binding, stable under v17+ (§3h) — modelled as a function of the object reference.
    mutating func binding(_ root: String, path: [String]) -> Expr {
        switch fieldKinds[root] {
        case .state?, .binding?:
            return .binding(root, path: path.map { KeyPathStep.member($0) }, animated: false)
        case .environment?:
            return EngineExpressions.function("$" + ([root] + path).joined(separator: "."), [.read(root)])
        default:
            if locals[root] != nil { return .binding(root, path: path.map { .member($0) }, animated: false) }
            return .opaque("`$\(root)` is not a state, binding or object the engine knows")
        }
    }

    mutating func call(_ node: NodeID, text: String) -> Expr {
        if let fresh = FreshValue.describe(node, in: tree) {
            return .fresh(fresh.hasPrefix("Date") ? .date : fresh.contains("random") ? .random : .uuid)
        }
        let callee = tree.firstChild(node)
        let name = tree.calleeName(node)
        let isManual = (name == "Binding" || (name == "init" && tree.isImplicitMemberCall(node)))
            && tree.argument(node, labelled: "set") != nil
        if isManual {
            let getter = tree.argument(node, labelled: "get") ?? tree.trailingClosures(node).first.flatMap(tree.value)
            let setter = tree.argument(node, labelled: "set")
            let getterReads = getter.flatMap { self.reads(in: $0, allowClosure: true) } ?? []
            if case .stableLocation? = override(node) {
                return getter.flatMap { self.reads(in: $0, allowClosure: true) }.map { .function("stable location", of: $0) }
                    ?? .opaque("what the getter of `\(text.prefix(30))` reads")
            }
            return .manualBinding(reads: getterReads, writes: setter.flatMap(writtenField))
        }
        if name == "constant", let callee, tree.kind(callee) == .memberAccess,
           let value = tree.arguments(node).first.flatMap(tree.value) {
            return .constantBinding(Lowering.literalValue(tree.text(value)) ?? .string(tree.text(value)))
        }
        return function(text, node)
    }

    /// The field a setter closure assigns (`{ x = $0 }`, `{ self.x.a = v }`): its root name.
    func writtenField(_ setter: NodeID) -> String? {
        for item in tree.closureItems(setter) where tree.kind(item) == .sequenceExpr {
            let parts = Array(tree.children(item))
            guard parts.count >= 3, tree.kind(parts[1]) == .assignmentOperator, var path = tree.memberPath(parts[0]) else { continue }
            if path.first == "self" { path.removeFirst() }
            if let root = path.first, fieldKinds[root] != nil { return root }
        }
        return nil
    }

    /// Comparisons, `&&`/`||`, ternaries and ranges the engine evaluates; other operator
    /// sequences are functions of their reads.
    mutating func sequence(_ node: NodeID, text: String) -> Expr {
        let parts = Array(tree.children(node))
        if parts.count == 3, tree.kind(parts[1]) == .binaryOperator {
            let op = tree.name(parts[1])
            let a = expression(parts[0]), b = expression(parts[2])
            if let e = EngineExpressions.binary(op, a, b) { return e }
        }
        if parts.count == 4, tree.kind(parts[1]) == .ternaryOperator, let then = tree.firstChild(parts[1]) {
            return EngineExpressions.ternary(expression(parts[0]), expression(then), expression(parts[3]))
        }
        if parts.count > 3, parts.count % 2 == 1 {
            let ops = stride(from: 1, to: parts.count, by: 2).map { tree.name(parts[$0]) }
            if ops.allSatisfy({ $0 == "&&" }) { return EngineExpressions.and(stride(from: 0, to: parts.count, by: 2).map { expression(parts[$0]) }) }
            if ops.allSatisfy({ $0 == "||" }) { return EngineExpressions.or(stride(from: 0, to: parts.count, by: 2).map { expression(parts[$0]) }) }
        }
        return function(text, node)
    }

    mutating func condition(_ node: NodeID) -> Expr {
        let e = expression(node)
        if case .derived(let label, _, _) = e, label.hasPrefix("ƒ") {
            // A function of known reads whose result is not a Bool the engine can compute.
            return .opaque("condition `\(shortText(node).prefix(40))`")
        }
        return e
    }

    /// The first 60 bytes of a node's text (cut back to a character boundary).
    func shortText(_ node: NodeID) -> String {
        let range = tree.byteRange(node)
        guard range.count > 60 else { return tree.text(node) }
        var end = range.lowerBound + 60
        while end > range.lowerBound, tree.file.bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return tree.file.text(range.lowerBound ..< end) + "…"
    }

    /// A pure function of the reads in `node`, or opaque when it reads something unknown.
    mutating func function(_ text: String, _ node: NodeID) -> Expr {
        guard let reads = reads(in: node, allowClosure: false) else {
            let reason = "`\(text.prefix(40))` reads something the engine does not know"
            return .opaque(reason)
        }
        return EngineExpressions.function(text, reads)
    }

    /// The fields and locals an expression reads; nil when it reads an unknown lowercase name
    /// (a global, a free function's result) — its changes cannot be followed.
    func reads(in node: NodeID, allowClosure: Bool) -> [Expr]? {
        var result: [Expr] = []
        var unknown = false
        var closureParameters: Set<String> = []
        tree.walk(from: node) { id, _ in
            switch tree.kind(id) {
            case .closure:
                if !allowClosure && id != node { return .skipChildren }
                closureParameters.formUnion(tree.closureParameterNames(id))
                return .visitChildren
            case .identifier:
                var name = tree.name(id)
                if let parent = tree.parent(id), tree.kind(parent) == .call, tree.firstChild(parent) == id { return .skipChildren }
                if name.hasPrefix("$") { name.removeFirst() }
                if name == "self" || name.isEmpty || name.first?.isUppercase == true || name.allSatisfy(\.isNumber)
                    || closureParameters.contains(name) || name == "_" { return .skipChildren }
                if let local = locals[name] { result.append(local) }
                else if fieldKinds[name] != nil { result.append(.read(name)) }
                else { unknown = true }
                return .skipChildren
            case .keyPath, .closureSignature:
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        if unknown { return nil }
        return result
    }
}
