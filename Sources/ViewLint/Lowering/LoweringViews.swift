// Lowering a body: statements and view expressions to a `ViewTemplate`. Built-in views come from
// `EngineCatalog`; project views become `.custom` with their arguments mapped to fields by label
// (the memberwise initializer); `@ViewBuilder` helpers and computed views are inlined. Rule
// numbers: docs/SWIFTUI-MODEL.md.

struct BodyLowering {
    typealias NodeID = SyntaxTree.NodeID
    let lowering: Lowering
    let tree: SyntaxTree
    let typeName: String
    let members: [String: NodeID]
    var fieldKinds: [String: FieldKind]
    var locals: [String: Expr] = [:]
    var inlining: [String] = []
    var constructed: [String] = []
    var unmodelled: [String] = []
    /// Inside `ForEach(items.indices) { i in … }`: `items[i]` is the row's element.
    var indexedCollection: (collection: String, element: String)?
    /// Site-centred lowering: where the site is (nil: the whole body is lowered, as `simulate` does).
    var focus: Focus?
    /// Inside marked code: lowered in full.
    var exact = 0
    /// Conditions held on the way to the site (`Expr.selector` indexes them).
    var selectors: [HeldCondition] = []
    /// What the experiment assumes beyond held conditions ("`Card` shows its content").
    var assumptions: [String] = []
    /// Project views on the way to the site that keep what they are given (content stored as a
    /// view value, an action closure): their `body` re-runs when it compares unequal, which the
    /// lowering does not model (it shows the content in place). See `SpineContainer`.
    var keptBy: [String] = []
    /// The containers of `keptBy` whose content is being lowered (the innermost last).
    var enclosingKept: [String] = []
    /// The conditions of the `#if` clauses taken as compiled (`os(visionOS)`), in full.
    var compiledConditions: [String] = []
    /// The `#available(…)` conditions whose branch was taken (`#available(iOS 26, *)`).
    var availableConditions: [String] = []
    /// Those of them a held condition already names ("when `#available(iOS 26, *)`").
    var heldAvailableConditions: Set<String> = []
    /// Fields holding a model object, with how it is observed: their property reads are tracked.
    var modelFields: [String: ModelType.Kind] = [:]
    /// Model fields of a `@dynamicMemberLookup` class whose subscript reads one stored property
    /// (`ClassFacts.dynamicMembersReadThrough`): `model.x` of an undeclared `x` reads that one.
    var forwardedMembers: [String: SiteLoweringMemo.ForwardedMembers] = [:]

    /// Values met inside the marked code that the engine holds constant (globals, statics).
    var heldConstants: [String] = []
    /// Locals whose value holds a marked expression: code that uses them leads to the site.
    var markedLocals = Set<String>()
    /// Locals bound to a view (`let list = List { … }.toolbar { … }`): each use shows that view,
    /// lowered where it is used (a view value placed twice is two views).
    var viewLocals: [String: NodeID] = [:]
    /// Inside an `extension View` function lowered at its call: the view it was called on, which
    /// `self` (written or implied) stands for.
    var receiver: ViewTemplate?
    /// Conditions choosing between flagged code on both sides that the engine may not compute:
    /// a state of the view stands in for each, which an experiment flips (see `flippable`).
    var choices: [(field: String, description: String)] = []
    /// Those of them a held condition sits under on one side (`holdOnOneSide`): held on that
    /// side (the value here), never flipped.
    var excludedChoices: [String: Bool] = [:]
    /// The states standing in for `choices`, each starting on the side it is held on.
    var choiceStates: [Field] { choices.map { .state($0.field, .bool(excludedChoices[$0.field] ?? true)) } }
    /// The choices an experiment flips.
    var flippedChoices: [(field: String, description: String)] { choices.filter { excludedChoices[$0.field] == nil } }
    /// Fields (and locals unwrapped from them) typed `AnyView` or producing one: shown, they are
    /// an erased view whose type the parent chose.
    var anyViewNames = Set<String>()

    init(lowering: Lowering, tree: SyntaxTree, typeName: String, members: [String: NodeID], fieldKinds: [String: FieldKind]) {
        self.lowering = lowering; self.tree = tree; self.typeName = typeName
        self.members = members; self.fieldKinds = fieldKinds
    }

    mutating func opaque(_ reason: String) -> ViewTemplate {
        unmodelled.append(reason)
        return .opaque(reason)
    }

    /// A computed property's getter or a function's body.
    mutating func lowerMember(_ member: NodeID) -> ViewTemplate {
        var block = tree.child(member, kind: .codeBlock)
        if block == nil, let accessors = tree.child(member, kind: .accessorBlock) {
            block = tree.children(accessors).first { tree.nameEquals($0, "get") }.flatMap { tree.child($0, kind: .codeBlock) }
        }
        guard let block else { return opaque("`\(typeName).\(tree.name(member))` has no body to read") }
        // A mark on the member itself marks its result (an `AnyView`-returning function).
        if let mark = markIndex(member) {
            exact += 1
            defer { exact -= 1 }
            return .marked(mark, lowerItems(Array(tree.children(block))))
        }
        return lowerItems(Array(tree.children(block)))
    }

    /// A view builder's statements: several views make a tuple (one child per view).
    mutating func lowerItems(_ items: [NodeID]) -> ViewTemplate {
        var views: [ViewTemplate] = []
        for (position, item) in items.enumerated() {
            switch tree.kind(item) {
            case .ifStmt where earlyReturn(item):
                // `if c { return A }` followed by more code: the rest is the else branch.
                if focused, exact == 0 {
                    views.append(lowerHeldEarlyReturn(item, rest: Array(items[(position + 1)...])))
                    return views.count == 1 ? views[0] : .container("TupleView", views)
                }
                guard case .conditional(let c, let then, _) = lowerIf(item) else { continue }
                let rest = lowerItems(Array(items[(position + 1)...]))
                views.append(.conditional(c, then, rest))
                return views.count == 1 ? views[0] : .container("TupleView", views)
            case .guardStmt where focused && tree.child(item, kind: .conditionList) != nil:
                // `guard c else { return … }`: the site after it is built when `c` holds, the
                // site in its `else` when it does not; flagged code on both sides is chosen by `c`.
                // Inside marked code both sides are built, chosen by `c` as the runtime evaluates it.
                let conditions = tree.child(item, kind: .conditionList)!
                let elseBlock = tree.child(item, kind: .codeBlock)
                let inElse = elseBlock.map { leadsToSite($0) } ?? false
                let after = items[(position + 1)...].contains(where: { leadsToSite($0) })
                guard inElse || after || exact > 0 else {
                    // The flagged code in the condition itself: evaluated whichever way it goes.
                    views.append(leadsToSite(conditions) ? evaluatedCondition(guardConditions(conditions), of: item) : sink(item))
                    continue
                }
                let exprs = guardConditions(conditions)
                let combined = exprs.isEmpty ? nil : EngineExpressions.and(exprs)
                let wording = self.wording(of: conditions)
                // Held before what the branches hold, as the code tests it first.
                let slot = exact == 0 || inElse && after ? reserveHeld() : nil
                let (otherwise, elseHolds) = addingHeld { lowering in elseBlock.map { lowering.lowerItems(Array(lowering.tree.children($0))) } ?? .empty }
                let (rest, restHolds) = addingHeld { lowering in
                    after || lowering.exact > 0 ? lowering.lowerItems(Array(items[(position + 1)...])) : .empty
                }
                if inElse && after {
                    let choice = flippable(combined, wording.flipped)
                    holdOnOneSide(of: choice, wording, in: slot, condition: combined, thenHolds: restHolds, otherwiseHolds: elseHolds)
                    views.append(.conditional(choice, rest, otherwise))
                } else if exact > 0 {
                    views.append(.conditional(combined ?? .literal(.bool(true)), rest, otherwise))
                } else if after {
                    views.append(.conditional(hold(wording.held, combined, held: .bool(true), in: slot), rest, nil))
                } else {
                    views.append(.conditional(hold(wording.failed, combined, held: .bool(false), in: slot), .empty, otherwise))
                }
                return views.count == 1 ? views[0] : .container("TupleView", views)
            case .variableDecl:
                for binding in tree.children(item, kind: .patternBinding) {
                    guard let value = tree.child(binding, kind: .initializerClause).flatMap(tree.firstChild) else { continue }
                    let name = tree.name(binding)
                    if name.isEmpty || name == "_" { continue }
                    locals[name] = expression(value)
                    if focus != nil, locals[name]!.containsAnyMark { markedLocals.insert(name) }
                    // Shown in full only when the site is in it; elsewhere the named view stands
                    // for it (one type, whatever it contains).
                    if focused, focus!.spine.contains(value), isViewExpression(value) {
                        viewLocals[name] = value
                        markedLocals.insert(name)
                    } else {
                        viewLocals[name] = nil
                    }
                }
            case _ where focused && exact == 0 && !leadsToSite(item) && tree.kind(item) != .variableDecl
                && !(tree.kind(item) == .returnStmt && items[position...].contains(where: { leadsToSite($0) })):
                // Off the way to the site: only what it reads.
                views.append(sink(item))
                if tree.kind(item) == .returnStmt { return views.count == 1 ? views[0] : .container("TupleView", views) }
            case .ifStmt: views.append(lowerIf(item))
            case .switchStmt: views.append(lowerSwitch(item))
            case .returnStmt:
                if let value = tree.firstChild(item) { views.append(view(value)) }
                return views.count == 1 ? views[0] : .container("TupleView", views)
            case .ifConfig:
                if let (clause, clauseItems) = compiledClause(item) {
                    assumeCompiled(clause)
                    views.append(lowerItems(clauseItems))
                }
            case .funcDecl, .structDecl, .classDecl, .enumDecl, .typealiasDecl:
                continue
            case .guardStmt, .forStmt, .whileStmt, .repeatStmt, .doStmt, .deferStmt, .throwStmt:
                // Site-centred: what the statement reads is kept; its views are not modelled.
                views.append(focus != nil ? sink(item) : opaque("a `\(MessageText.excerpt(shortText(item), limit: 12))…` statement in a view builder"))
            default:
                views.append(view(item))
            }
        }
        switch views.count {
        case 0: return .empty
        case 1: return views[0]
        default: return .container("TupleView", views)
        }
    }

    /// A `guard`'s conditions; the names it binds become locals for the code after it.
    mutating func guardConditions(_ list: NodeID) -> [Expr] {
        var exprs: [Expr] = []
        for c in tree.children(list) {
            if tree.kind(c) == .optionalBinding {
                let source = tree.children(c).last.flatMap { tree.kind($0) == .typeAnnotation ? nil : $0 }
                let value = source.map { expression($0) } ?? lookup(tree.name(c))
                exprs.append(EngineExpressions.notNil(value))
                locals[tree.name(c)] = value.isEvaluable ? value : .symbol(tree.name(c))
            } else {
                exprs.append(condition(c))
            }
        }
        return exprs
    }

    /// Whether an expression builds a view: a view type's construction (built in or the
    /// project's), or a modifier chain on one.
    func isViewExpression(_ node: NodeID) -> Bool {
        let root = tree.modifiedView(node)
        guard tree.kind(root) == .call, let callee = tree.firstChild(root), tree.kind(callee) == .identifier else { return false }
        let name = tree.calleeName(root)
        return EngineCatalog.views.contains(name) || lowering.index.isViewType(named: name)
    }

    /// Names the `#if` clause taken as compiled, once.
    mutating func assumeCompiled(_ clause: NodeID) {
        guard !tree.nameEquals(clause, "#else") else { return }  // the only clause: nothing chosen
        let condition = shortText(tree.firstChild(clause) ?? clause)
        if !compiledConditions.contains(condition) { compiledConditions.append(condition) }
        let text = "the `#if \(MessageText.excerpt(condition, limit: 30))` code is compiled"
        if !assumptions.contains(text) { assumptions.append(text) }
    }

    /// The clause of an `#if` the engine takes as compiled (the first), and its items.
    func compiledClause(_ ifConfig: NodeID) -> (clause: NodeID, items: [NodeID])? {
        guard let clause = tree.children(ifConfig).first else { return nil }
        let skip = tree.nameEquals(clause, "#else") ? 0 : 1
        return (clause, Array(tree.children(clause).dropFirst(skip)))
    }

    /// An `if` without `else` whose block ends in `return`.
    func earlyReturn(_ ifStmt: NodeID) -> Bool {
        let parts = Array(tree.children(ifStmt))
        guard parts.count == 2, let last = tree.children(parts[1]).last else { return false }
        return tree.kind(last) == .returnStmt
    }

    mutating func lowerClosure(_ closure: NodeID) -> ViewTemplate {
        lowerItems(tree.closureItems(closure))
    }

    // MARK: view expressions

    mutating func view(_ node: NodeID) -> ViewTemplate {
        if let mark = markIndex(node) {
            exact += 1
            defer { exact -= 1 }
            return .marked(mark, plainView(node))
        }
        if isSink(node) { return sink(node) }
        return plainView(node)
    }

    private mutating func plainView(_ node: NodeID) -> ViewTemplate {
        switch tree.kind(node) {
        case .call: return call(node)
        case .tryExpr, .awaitExpr, .tupleExpr:
            guard let inner = tree.firstChild(node) else { return .empty }
            return view(tree.kind(inner) == .argument ? tree.firstChild(inner) ?? inner : inner)
        case .postfixIfConfig:
            // Modifiers under `#if` after a view: the view, and what the compiled clause's
            // modifiers read (their effects are not modelled). Which clause is compiled is an
            // assumption the evidence names.
            guard let base = tree.firstChild(node) else { return .empty }
            var shown = view(base)
            if let config = tree.child(node, kind: .ifConfig), let (clause, modifiers) = compiledClause(config) {
                let reads = modifiers.flatMap { unconditionalReads($0) }
                if !reads.isEmpty {
                    assumeCompiled(clause)
                    shown = .modified(shown, .inert("#if", reads))
                }
            }
            return shown
        case .identifier:
            let name = tree.name(node)
            if name == "self", let receiver { return receiver }
            if let inlined = inline(name, arguments: []) { return inlined }
            if let value = viewLocals[name] {
                // Lowered once per use, without itself in scope (`let v = v.padding()` shadows).
                viewLocals[name] = nil
                defer { viewLocals[name] = value }
                return view(value)
            }
            if fieldKinds[name] != nil || locals[name] != nil {
                // A stored view (`let header: AnyView`): the parent's view, shown here.
                let shown = ViewTemplate.leaf("‹\(name)›", [lookup(name)])
                return anyViewNames.contains(name) ? .anyView(shown) : shown
            }
            if focus != nil { return .leaf("‹\(name)›", [heldConstant(name)]) }
            return opaque("`\(name)` in a view body")
        case .memberAccess:
            if let base = tree.memberBase(node) {
                if tree.kind(base) == .identifier, tree.nameEquals(base, "self"), let inlined = inline(tree.name(node), arguments: []) {
                    return inlined
                }
                let root = tree.memberPath(node)?.first ?? ""
                if root.first?.isUppercase == true { return .leaf(root, [.literal(.string(tree.text(node)))]) }  // `Color.red`
                return .leaf(tree.text(node), [expression(node)])
            }
            return .leaf(tree.text(node), [])  // `.red` in a ShapeStyle position
        case .nilLiteral:
            return .empty
        case .sequenceExpr:
            // `c ? AnyView(A()) : AnyView(B())`: one AnyView whose erased type follows `c` (rule 35).
            // The sequence is unfolded: `a == b ? x : y` is [a, ==, b, ?x:, y].
            let parts = Array(tree.children(node))
            guard let t = parts.firstIndex(where: { tree.kind($0) == .ternaryOperator }), t + 2 == parts.count,
                  t == 1 || t == 3, let thenNode = tree.firstChild(parts[t]) else {
                return opaque("`\(MessageText.excerpt(shortText(node), limit: 30))` in a view body")
            }
            var condition = t == 1 ? self.condition(parts[0]) : opaqueCondition(node, text: MessageText.excerpt(shortText(node), limit: 30))
            if t == 3, tree.kind(parts[1]) == .binaryOperator,
               let e = EngineExpressions.binary(tree.name(parts[1]), expression(parts[0]), expression(parts[2])) { condition = e }
            let conditionText = "`\(MessageText.excerpt(shortText(t == 1 ? parts[0] : node), limit: 40))`"
            let thenLeads = onSpine(node) && leadsToSite(thenNode), elseLeads = onSpine(node) && leadsToSite(parts[t + 1])
            let wording = HeldWording(expression: conditionText)
            // Held before what the branches hold, as the code tests it first.
            let slot = thenLeads || elseLeads ? reserveHeld() : nil
            let (a, thenHolds) = addingHeld { $0.view(thenNode) }
            let (b, elseHolds) = addingHeld { $0.view(parts[t + 1]) }
            let (markA, x) = a.unmarked, (markB, y) = b.unmarked
            if case .anyView(let ex) = x, case .anyView(let ey) = y {
                // One `AnyView` whose erased type follows the condition: what the experiment varies.
                // Flipped where the engine cannot compute it, when the choice is (or leads to) the site.
                let chooses = onSpine(node) || focused && (markIndex(node) != nil || leadsToSite(thenNode) || leadsToSite(parts[t + 1]))
                if chooses {
                    let written = condition
                    condition = flippable(condition, conditionText)
                    holdOnOneSide(of: condition, wording, in: slot, condition: written, thenHolds: thenHolds, otherwiseHolds: elseHolds)
                }
                let choosing = ViewTemplate.anyViewChoosing(condition, ex, ey)
                return (markA ?? markB).map { .marked($0, choosing) } ?? choosing
            }
            if thenLeads && elseLeads {
                let written = condition
                condition = flippable(condition, conditionText)
                holdOnOneSide(of: condition, wording, in: slot, condition: written, thenHolds: thenHolds, otherwiseHolds: elseHolds)
            }
            else if thenLeads { condition = hold(wording.held, condition, held: .bool(true), in: slot) }
            else if elseLeads { condition = hold(wording.failed, condition, held: .bool(false), in: slot) }
            if a.typeSignature != b.typeSignature || focus != nil { return .conditional(condition, a, b) }
            return opaque("a choice between two values of one view type `\(a.typeSignature)`")
        default:
            return opaque("`\(MessageText.excerpt(shortText(node), limit: 30))` in a view body")
        }
    }
}
