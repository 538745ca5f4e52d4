// Classifying argument expressions symbolically: literals, reads of fields and
// locals, `$x` / `$x.a` bindings, `Binding(get:set:)`, fresh values, closures, and otherwise a
// function of what the expression reads — or opaque when a read is unknown. Rule and § numbers:
// docs/SWIFTUI-MODEL.md.

extension BodyLowering {
    /// A field, a local, or (unknown: a global, another type's member) a value held constant.
    mutating func lookup(_ name: String) -> Expr {
        if let local = locals[name] { return local }
        if fieldKinds[name] != nil { return .read(name) }
        if focus != nil { return heldConstant(name) }
        return .opaque("`\(name)` is not a property or local the engine knows")
    }

    /// A value the engine does not compute, held constant and named where it can matter.
    mutating func heldConstant(_ text: String) -> Expr {
        if exact > 0, !heldConstants.contains(text) { heldConstants.append(text) }
        return .symbol(text)
    }

    mutating func expression(_ node: NodeID) -> Expr {
        if let mark = markIndex(node) {
            exact += 1
            defer { exact -= 1 }
            return .marked(mark, plainExpression(node))
        }
        return plainExpression(node)
    }

    private mutating func plainExpression(_ node: NodeID) -> Expr {
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
            if name == "self" { return focus != nil ? .symbol("self") : .opaque("`self` as a value") }
            if name.first?.isUppercase == true { return focus != nil ? heldConstant(name) : .literal(.string(name)) }
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
                if path.count >= 2, modelFields[path[0]] != nil {
                    // A model's property: its own value, tracked when read (rules 29–30).
                    path = forwardingDynamicMembers(path)
                    return path.dropFirst(2).reduce(Expr.property(path[0], path[1])) { .member($0, $1) }
                }
                if path.first?.first?.isUppercase == true {
                    // `Type.member`: a static value, held constant (never compared with a literal).
                    return focus != nil ? heldConstant(text) : .literal(.string(text))
                }
            }
            let name = tree.name(node)
            let inner = expression(base)
            if name == "isEmpty" { return EngineExpressions.isEmpty(inner) }
            if name == "count" { return .count(inner) }
            // A binding's value passes on only that value, not the binding (a new box or not).
            if name == "wrappedValue" { return .member(inner, name) }
            return .function(text, of: [inner])
        case .call:
            // The text is quoted only where it is used (a long `Binding(get:set:)` never is).
            let tree = self.tree
            return call(node, text: { Self.shortText(node, in: tree) })
        case .closure:
            let location = tree.location(node)
            return .closure(site: "closure@\(location.line):\(location.column)", captures: captures(of: [node]))
        case .prefixOperatorExpr:
            guard let operand = tree.firstChild(node) else { return .opaque("`\(text)`") }
            if tree.name(node) == "!" { return .not(expression(operand)) }
            return .function(text, of: [expression(operand)])
        case .postfixOperatorExpr, .tryExpr, .awaitExpr, .inoutExpr:
            return tree.firstChild(node).map { expression($0) } ?? .opaque("`\(text)`")
        case .tupleExpr:
            let items = tree.children(node)
            if items.count == 1, let inner = tree.firstChild(items.first!) { return expression(inner) }
            return function(text, node)
        case .sequenceExpr:
            let tree = self.tree
            return sequence(node, text: { Self.shortText(node, in: tree) })
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

    /// What a binding's getter returns, as the engine can follow it: its single expression
    /// (`{ model.flag }` is a tracked read of `flag`), else the fields and locals it reads.
    mutating func getterValue(_ getter: NodeID) -> [Expr] {
        var items = tree.closureItems(getter)
        if items.count == 1, tree.kind(items[0]) == .returnStmt, let value = tree.firstChild(items[0]) { items = [value] }
        if items.count == 1, tree.closureParameterNames(getter).isEmpty { return [expression(items[0])] }
        return knownReads(in: getter)
    }

    /// A function member's single returned expression, parameters bound to the arguments.
    mutating func inlineValue(_ name: String, arguments: [NodeID]) -> Expr? {
        guard let member = members[name], tree.kind(member) == .funcDecl, !inlining.contains(name),
              inlining.count < lowering.maxInlineDepth, let block = tree.child(member, kind: .codeBlock),
              tree.children(block).count == 1, var item = tree.firstChild(block) else { return nil }
        if tree.kind(item) == .returnStmt { guard let v = tree.firstChild(item) else { return nil }; item = v }
        let saved = locals
        defer { locals = saved }
        let parameters = tree.child(member, kind: .parameterClause).map { tree.children($0, kind: .parameter) } ?? []
        for (i, parameter) in parameters.enumerated() {
            let local = tree.parameterLocalName(parameter)
            locals[local] = i < arguments.count
                ? tree.value(arguments[i]).map { argument($0, for: parameter, declaredIn: tree) } ?? .symbol(local) : .symbol(local)
        }
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
        case .environment? where modelFields[root] == nil:
            return .function("$" + ([root] + path).joined(separator: "."), of: [.read(root)])
        default:
            if locals[root] != nil { return .binding(root, path: path.map { .member($0) }, animated: false) }
            // `$model.name` through an observed object or `@Bindable`: an object location (rule 25).
            if modelFields[root] != nil, let property = path.first {
                return path.dropFirst().isEmpty ? .modelBinding(root, property)
                    : .function("$" + ([root] + path).joined(separator: "."), of: [.modelBinding(root, property)])
            }
            if focus != nil, fieldKinds[root] != nil {
                // A projection of a wrapper the engine does not model (`@AppSettings`): its value
                // follows the field's, held constant where the field is.
                return .function("$" + ([root] + path).joined(separator: "."), of: [.read(root)])
            }
            return .opaque("`$\(root)` is not a state, binding or object the engine knows")
        }
    }

    mutating func call(_ node: NodeID, text: () -> String) -> Expr {
        if let fresh = FreshValue.describe(node, in: tree) {
            return .fresh(fresh.hasPrefix("Date") ? .date : fresh.contains("random") ? .random : .uuid)
        }
        let callee = tree.firstChild(node)
        let name = tree.calleeName(node)
        // `Token()` of a type whose id defaults to a fresh value: a new, unequal value each time.
        if focus != nil, !tree.isMethodCall(node), name.first?.isUppercase == true, lowering.index.instancesDiffer(typeNamed: name) {
            return .fresh(.uuid)
        }
        let isManual = (name == "Binding" || (name == "init" && tree.isImplicitMemberCall(node)))
            && tree.argument(node, labelled: "set") != nil
        if isManual {
            let getter = tree.argument(node, labelled: "get") ?? tree.trailingClosures(node).first.flatMap(tree.value)
            let setter = tree.argument(node, labelled: "set")
            let getterReads = getter.map { self.getterValue($0) } ?? []
            return .manualBinding(reads: getterReads, writes: setter.flatMap(writtenField),
                                  captures: captures(of: [getter, setter].compactMap { $0 }))
        }
        // A helper of this type returning a value (`func binding(for: Item) -> Binding<Bool>`):
        // its single expression, with the parameters bound to the arguments.
        if focus != nil, let callee, tree.kind(callee) == .identifier || tree.isMethodCall(node) && tree.memberBase(callee).map({ tree.nameEquals($0, "self") }) == true,
           let member = members[name], tree.kind(member) == .funcDecl {
            if let inlined = inlineValue(name, arguments: tree.arguments(node)) { return inlined }
            // A helper whose body the engine does not evaluate: what it reads beyond its
            // arguments is held, and named like a computed property that is.
            let text = text()
            let called = function(text, node)
            guard case .derived(let derivation, let reads, _) = called, derivation.isUnknownFunction else { return called }
            return .function(text, of: reads + [heldConstant(text)])
        }
        // `binding.animation()`, `binding.transaction(t)`: the same location with a transaction
        // for its writes; as an input it compares like the binding it came from.
        if name == "animation" || name == "transaction", tree.isMethodCall(node), let callee,
           let base = tree.memberBase(callee), let bound = Self.bindingValue(expression(base)) {
            return bound
        }
        if name == "constant", let callee, tree.kind(callee) == .memberAccess,
           let value = tree.arguments(node).first.flatMap(tree.value) {
            return .constantBinding(Lowering.literalValue(tree.text(value)) ?? .string(tree.text(value)))
        }
        return function(text(), node)
    }

    /// A binding value (possibly marked), the animated form of a `$x` projection.
    static func bindingValue(_ e: Expr) -> Expr? {
        switch e {
        case .binding(let root, let path, _): return .binding(root, path: path, animated: true)
        case .manualBinding, .modelBinding, .stableBinding, .constantBinding: return e
        case .marked(let mark, let inner): return bindingValue(inner).map { .marked(mark, $0) }
        default: return nil
        }
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
    mutating func sequence(_ node: NodeID, text: () -> String) -> Expr {
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
        return function(text(), node)
    }

    mutating func condition(_ node: NodeID) -> Expr {
        let e = expression(node)
        // Site-centred: a condition the engine cannot compute builds neither branch (the
        // runtime never guesses), and the conditions on the way to the site are held anyway.
        if focus != nil { return e }
        if e.isUnknownFunction {
            // A function of known reads whose result is not a Bool the engine can compute.
            return opaqueCondition(node)
        }
        return e
    }

    /// "condition `x`" the engine cannot compute; placed ("in `Picker` (Picker.swift:30)") when it
    /// is in a view lowered for what it reads, not in the site's own code, where a reader would look first
    /// (review s14: mlem SearchView+FiltersView:78 named a condition of its receiver with no place).
    func opaqueCondition(_ node: NodeID, text: String? = nil) -> Expr {
        let said = "condition `\(text ?? MessageText.excerpt(shortText(node), limit: 40))`"
        // The site's own code has marks on its way; a view below it is lowered without any.
        if let focus, !focus.marks.isEmpty || !focus.spine.isEmpty { return .opaque(said) }
        let file = tree.file.path.split(separator: "/").last.map(String.init) ?? tree.file.path
        return .opaque(said + " in `\(typeName)` (\(file):\(tree.location(node).line))")
    }

    /// The first 60 bytes of a node's text (cut back to a character boundary).
    func shortText(_ node: NodeID) -> String {
        Self.shortText(node, in: tree)
    }

    /// A condition list is excerpted clause by clause: one cut across its commas would make a
    /// false name of two conditions (`configuration.….isEmpty` from `configuration.enabled,
    /// !locales.isEmpty`). Clauses too long together: the first whole, then `, …`.
    static func shortText(_ node: NodeID, in tree: SyntaxTree) -> String {
        guard tree.kind(node) == .conditionList, case let clauses = Array(tree.children(node)), clauses.count > 1 else {
            return MessageText.excerpt(tree.text(node), limit: 60)
        }
        let excerpts = clauses.map { MessageText.excerpt(tree.text($0), limit: 60) }
        let joined = excerpts.joined(separator: ", ")
        return joined.count <= 90 ? joined : excerpts[0] + ", …"
    }

    /// A pure function of the reads in `node`, or opaque when it reads something unknown.
    /// Site-centred: what it reads beyond the view's fields and locals is held constant.
    mutating func function(_ text: String, _ node: NodeID) -> Expr {
        if focus != nil {
            var reads = knownReads(in: node)
            for name in unknownNames(in: node) { reads.append(heldConstant(name)) }
            // Flagged code inside (`model.code ?? ""`, `cache[model.key]`) is evaluated with the
            // function: lowered as itself, so the run sees it built.
            for marked in markedDescendants(of: node) { reads.append(expression(marked)) }
            return .function(text, of: reads)
        }
        guard let reads = reads(in: node, allowClosure: false) else {
            let reason = "`\(MessageText.excerpt(text, limit: 40))` reads something the engine does not know"
            return .opaque(reason)
        }
        return .function(text, of: reads)
    }
}
