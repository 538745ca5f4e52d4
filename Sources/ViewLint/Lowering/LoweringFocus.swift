// Site-centred lowering: only the code on the way to an experiment's site is
// lowered exactly. Conditions, `switch` cases, optional bindings and rows on that way are held
// on the side that builds the site (named selectors, never a made-up value); the marked code
// and everything inside it is lowered in full; everything else is reduced to what it reads, so
// the enclosing body still depends on what it really reads while unknown branches build nothing.
// Rule numbers: docs/SWIFTUI-MODEL.md.

/// Where the experiment's site is, in one file.
struct Focus: Sendable {
    var path: String
    /// The nodes on the way from the hosted member to each marked node (marked nodes included),
    /// and the calls that lead there from `body` through helpers.
    var spine: Set<SyntaxTree.NodeID>
    /// Marked nodes and their index in `ViewProgram.marks`.
    var marks: [SyntaxTree.NodeID: Int]
    /// Content a project container on the way keeps as a view value is also given to a leaf
    /// holding that content's values (`SpineContainer.keptValues`), so a rule can count the
    /// container's own `body` runs.
    var keepsContainerValues = false
    /// The hosted view whose `if`s off the way to the site, on its plain stored fields alone
    /// (fixed for one value of the view), are held true, named, and their branches read as the
    /// body's (`constantBranch`): what the view does when it is given such values. Nil: none.
    var constantBranchesOf: String?
}

extension BodyLowering {
    var focused: Bool { focus != nil && focus!.path == tree.file.path }

    func markIndex(_ node: NodeID) -> Int? {
        guard focused else { return nil }
        return focus!.marks[node]
    }

    /// Off the way to the site and outside it: only what it reads is kept.
    func isSink(_ node: NodeID) -> Bool {
        guard focus != nil else { return false }
        if exact > 0 { return false }
        return !focused || !leadsToSite(node)
    }

    /// On the way to the site (not inside it): conditions here are held.
    func onSpine(_ node: NodeID) -> Bool {
        focused && exact == 0 && leadsToSite(node)
    }

    /// On the way to the site, or using a local that holds the site's value (where a binding
    /// built into `let b = …` goes).
    func leadsToSite(_ node: NodeID) -> Bool {
        guard let focus else { return false }
        if focus.spine.contains(node) { return true }
        guard !markedLocals.isEmpty else { return false }
        var found = false
        tree.walk(from: node) { id, _ in
            if found { return .stop }
            if tree.kind(id) == .identifier, markedLocals.contains(tree.name(id)) { found = true; return .stop }
            return .visitChildren
        }
        return found
    }

    // MARK: held conditions

    /// Holds `condition` at `held` and names it; the fields it reads are recorded so an
    /// experiment does not vary them when it cannot evaluate the condition itself.
    mutating func hold(_ description: String, _ condition: Expr?, held: Value) -> Expr {
        selectors.append(heldCondition(description, condition, held: held))
        return .selector(selectors.count - 1)
    }

    /// `hold` at the place `reserveHeld` kept; at the end when none was kept.
    mutating func hold(_ description: String, _ condition: Expr?, held: Value, in slot: Int?) -> Expr {
        guard let slot else { return hold(description, condition, held: held) }
        selectors[slot] = heldCondition(description, condition, held: held)
        return .selector(slot)
    }

    private func heldCondition(_ description: String, _ condition: Expr?, held: Value) -> HeldCondition {
        var reads = Set<String>()
        condition?.collectReads(into: &reads)
        reads.formIntersection(fieldKinds.keys)
        return HeldCondition(description, held: held, actual: condition, reads: reads)
    }

    /// Keeps a place among the held conditions for one whose side is known only after its
    /// branches are lowered, so a summary names conditions in the order the code tests them
    /// (`if let url … else if let intent`: `url` first), not the order branches were lowered.
    /// Filled by `hold(_:_:held:in:)` or `holdOnOneSide`.
    mutating func reserveHeld() -> Int {
        selectors.append(HeldCondition("", held: .bool(true), actual: nil, reads: []))
        return selectors.count - 1
    }

    /// A condition with flagged code on both sides: its own value where the engine computes it,
    /// else a state standing in for it, which an experiment flips ("`x` changing").
    mutating func flippable(_ condition: Expr?, _ description: String) -> Expr {
        // A condition on the view's own `@State` with a known start: the state driver varies it.
        if case .read(let name)? = condition, case .state(.literal(let v))? = fieldKinds[name], v.isExact { return condition! }
        let field = "‹choice \(choices.count)›"
        choices.append((field, description))
        guard let condition else { return .read(field) }
        return .derived("choice", [condition, .read(field)]) { v in v[0].boolValue.map(Value.bool) ?? v[1] }
    }

    /// `lower`'s view, and whether lowering it held a condition (added a selector): what
    /// `holdOnOneSide` asks of each side of a choice.
    mutating func addingHeld(_ lower: (inout BodyLowering) -> ViewTemplate) -> (view: ViewTemplate, holds: Bool) {
        let before = selectors.count
        let view = lower(&self)
        return (view, selectors.count > before)
    }

    /// A condition made by `flippable` whose branches held conditions (`thenHolds`,
    /// `otherwiseHolds`, as `addingHeld` tells). Those hold on their side only: flipping the
    /// condition would leave what they describe (`if let url { … } else if let intent { … }`,
    /// with `let intent` held, would name `intent` while `url` is set). The condition is then
    /// held on that side (the `then` side when both hold some) and named, so neither it nor what
    /// it reads is varied.
    /// `slot`, kept by `reserveHeld` before the branches were lowered, is filled, or given back
    /// when neither side held anything (then nothing was held after it: it is the last).
    mutating func holdOnOneSide(of choice: Expr, _ wording: HeldWording, in slot: Int?, condition: Expr?, thenHolds: Bool, otherwiseHolds: Bool) {
        guard thenHolds || otherwiseHolds else {
            if let slot { selectors.remove(at: slot) }
            return
        }
        let side = thenHolds
        var reads = Set<String>()
        choice.collectReads(into: &reads)
        for field in reads where choices.contains(where: { $0.field == field }) { excludedChoices[field] = side }
        _ = hold(side ? wording.held : wording.failed, condition, held: .bool(side), in: slot)
    }

    /// Names what is held without a condition the runtime evaluates (one row of a collection,
    /// presented content).
    mutating func holdNamed(_ description: String, kind: HeldCondition.Kind = .condition, reads node: NodeID?, freezing: Bool = true) {
        var reads = Set<String>()
        if let node { for r in knownReads(in: node) { r.collectReads(into: &reads) } }
        reads.formIntersection(fieldKinds.keys)
        selectors.append(HeldCondition(description, kind: kind, held: .bool(true), actual: nil, reads: reads, freezesReads: freezing))
    }

    /// Which branch of an `if`'s parts (then block, else part) holds the spine.
    func spineBranch(_ parts: [NodeID]) -> Int? {
        for (i, part) in parts.enumerated().dropFirst() where leadsToSite(part) { return i }
        return nil
    }

    /// `if` on the way to the site: held on the side that builds it.
    mutating func lowerHeldIf(_ ifStmt: NodeID, parts: [NodeID]) -> ViewTemplate {
        let saved = locals
        defer { locals = saved }
        let wording = self.wording(of: parts[0])
        var conditions: [Expr] = []
        for c in tree.children(parts[0]) {
            switch tree.kind(c) {
            case .optionalBinding:
                let source = tree.children(c).last.flatMap { tree.kind($0) == .typeAnnotation ? nil : $0 }
                let value = source.map { expression($0) } ?? lookup(tree.name(c))
                conditions.append(EngineExpressions.notNil(value))
                // Inside, the unwrapped value: the source's value when known, else a name.
                locals[tree.name(c)] = value.isEvaluable ? value : .symbol(tree.name(c))
                if let source, let path = tree.memberPath(source), let last = path.last,
                   path.count == 1 || path.count == 2 && path[0] == "self", anyViewNames.contains(last) {
                    anyViewNames.insert(tree.name(c))
                }
            case .caseCondition:
                // `if case .x = value`: unknown to the engine, held (never guessed).
                conditions.append(.symbol("case condition `\(shortText(c))`"))
            default:
                if tree.text(c).hasPrefix("#available") || tree.text(c).hasPrefix("#unavailable") { continue }
                conditions.append(condition(c))
            }
        }
        let combined = conditions.isEmpty ? nil : EngineExpressions.and(conditions)
        joinOtherArmToSite(parts)
        if parts.count >= 3, leadsToSite(parts[1]), leadsToSite(parts[2]) {
            // The other OS (`AvailabilityArms`): the clause is false, the `else` side throughout.
            if takesOtherArms, tree.children(parts[0]).contains(where: isAvailabilityClause) {
                return tree.kind(parts[2]) == .ifStmt ? lowerIf(parts[2]) : lowerItems(Array(tree.children(parts[2])))
            }
            // `if #available` alone never changes while the app runs: the newer OS's side, for
            // the whole run, named as an assumption (never flipped as if it were a driver).
            if combined == nil, let clause = availabilityOnly(parts[0]) {
                assumeAvailable(clause)
                return lowerItems(Array(tree.children(parts[1])))
            }
            // Flagged code on both sides: the condition is what chooses between them, not held
            // (where an availability clause holds, named as above).
            availabilityClauses(parts[0]).forEach { assumeAvailable($0) }
            let slot = reserveHeld()
            let otherwise = addingHeld { $0.tree.kind(parts[2]) == .ifStmt ? $0.lowerIf(parts[2]) : $0.lowerItems(Array($0.tree.children(parts[2]))) }
            let choice = flippable(combined, wording.flipped)
            let chosen = addingHeld { $0.lowerItems(Array($0.tree.children(parts[1]))) }
            holdOnOneSide(of: choice, wording, in: slot, condition: combined, thenHolds: chosen.holds, otherwiseHolds: otherwise.holds)
            return .conditional(choice, chosen.view, otherwise.view)
        }
        switch spineBranch(parts) {
        case 1?:
            if let clause = availabilityOnly(parts[0]) { assumeAvailable(clause, held: true) }
            let selector = hold(wording.held, combined, held: .bool(true))
            return .conditional(selector, lowerItems(Array(tree.children(parts[1]))), nil)
        case 2?:
            let selector = hold(wording.failed, combined, held: .bool(false))
            let otherwise = tree.kind(parts[2]) == .ifStmt ? lowerIf(parts[2]) : lowerItems(Array(tree.children(parts[2])))
            return .conditional(selector, .empty, otherwise)
        default:
            return leadsToSite(parts[0]) ? evaluatedCondition(conditions, of: ifStmt) : sink(ifStmt)
        }
    }

    /// A statement whose condition (or `switch` subject) is the flagged code, while neither
    /// branch leads to it: the condition is evaluated every time the statement is, whichever
    /// branch it picks, so it is read as written; the branches only for what they read.
    mutating func evaluatedCondition(_ conditions: [Expr], of statement: NodeID) -> ViewTemplate {
        .leaf("‹…›", conditions + unconditionalReads(statement))
    }

    /// `if c { return A }` followed by more code, with the site in `A` or in the rest.
    mutating func lowerHeldEarlyReturn(_ ifStmt: NodeID, rest: [NodeID]) -> ViewTemplate {
        let parts = Array(tree.children(ifStmt))
        let wording = self.wording(of: parts[0])
        var conditions: [Expr] = []
        for c in tree.children(parts[0]) where tree.kind(c) != .optionalBinding && tree.kind(c) != .caseCondition {
            conditions.append(condition(c))
        }
        let combined = conditions.isEmpty ? nil : EngineExpressions.and(conditions)
        if leadsToSite(parts[1]), rest.contains(where: { leadsToSite($0) }) {
            // Flagged code on both paths: the condition chooses between them, not held.
            let choice = flippable(combined, wording.flipped)
            let slot = reserveHeld()
            let chosen = addingHeld { $0.lowerItems(Array($0.tree.children(parts[1]))) }
            let otherwise = addingHeld { $0.lowerItems(rest) }
            holdOnOneSide(of: choice, wording, in: slot, condition: combined, thenHolds: chosen.holds, otherwiseHolds: otherwise.holds)
            return .conditional(choice, chosen.view, otherwise.view)
        }
        if leadsToSite(parts[1]) {
            let selector = hold(wording.held, combined, held: .bool(true))
            return .conditional(selector, lowerItems(Array(tree.children(parts[1]))), nil)
        }
        if rest.contains(where: { leadsToSite($0) }) {
            let selector = hold(wording.failed, combined, held: .bool(false))
            return .conditional(selector, .empty, lowerItems(rest))
        }
        return leadsToSite(parts[0]) ? evaluatedCondition(conditions, of: ifStmt) : sink(ifStmt)
    }

    /// `switch` on the way to the site: the case that builds it is held.
    mutating func lowerHeldSwitch(_ switchStmt: NodeID, subject: NodeID) -> ViewTemplate {
        let subjectExpr = expression(subject)
        for c in tree.children(switchStmt) where tree.kind(c) == .switchCase && leadsToSite(c) {
            let items = tree.children(c, kind: .caseItem)
            let saved = locals
            defer { locals = saved }
            // Names a case pattern binds (`case .loaded(let items)`) are unknown values.
            for item in items {
                tree.walk(from: item) { id, _ in
                    if tree.kind(id) == .identifier, let parent = tree.parent(id), tree.kind(parent) == .valueBindingPattern || tree.text(parent).hasPrefix("let ") {
                        locals[tree.name(id)] = .symbol(tree.name(id))
                    }
                    return .visitChildren
                }
            }
            let caseText = items.isEmpty ? "default" : items.map { tree.text($0) }.joined(separator: ", ")
            var actual: Expr?
            if items.count == 1, let pattern = tree.firstChild(items[0]), tree.child(items[0], kind: .whereClause) == nil,
               let literal = Lowering.literalValue(tree.text(pattern)) {
                actual = .derived("== \(literal)", [subjectExpr]) { v in v[0].isExact ? .bool(v[0] == literal) : .opaque(-1) }
            }
            let description = items.isEmpty ? "`\(shortText(subject))` matches no other case" : "`\(shortText(subject))` is `\(caseText)`"
            let selector = hold(description, actual, held: .bool(true))
            let body = lowerItems(tree.children(c).filter { tree.kind($0) != .caseItem })
            return .conditional(selector, body, nil)
        }
        return leadsToSite(subject) ? evaluatedCondition([subjectExpr], of: switchStmt) : sink(switchStmt)
    }
}

extension SyntaxTree {
    /// A parameter of function type (`content: () -> Content`, `@escaping (Int) -> Void`).
    func isFunctionParameter(_ parameter: NodeID) -> Bool {
        text(parameter).contains("->")
    }

    /// Whether `parameter` of `function` takes view content: `@ViewBuilder`, or a closure whose
    /// result is a view (`some View`, `AnyView`, or a generic parameter constrained to `View`).
    /// Such a closure runs while the caller's body builds, not later as an action.
    func isViewContentParameter(_ parameter: NodeID, of function: NodeID) -> Bool {
        let written = text(parameter)
        guard written.contains("->") else { return false }
        if written.contains("@ViewBuilder") { return true }
        // The result type: after the last `->`, up to a default value or a closing parenthesis.
        let afterArrow = written.split(separator: ">", omittingEmptySubsequences: false).last ?? ""
        let result = String(afterArrow.prefix { $0 != "=" && $0 != ")" }).split(separator: " ").joined(separator: " ")
        if result == "some View" || result == "AnyView" || result.hasPrefix("any View") { return true }
        guard !result.isEmpty, result.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        // `<Content: View>` or `where Content: View` in the function's signature.
        let whole = text(function)
        let signature = child(function, kind: .codeBlock).map {
            String(decoding: whole.utf8.prefix(byteRange($0).lowerBound - byteRange(function).lowerBound), as: UTF8.self)
        } ?? whole
        return signature.contains("\(result): View") || signature.contains("\(result) : View")
    }

    /// Whether the closure `holder` passes to `call` is view content of a helper declared in
    /// this file (`framed { … }` with `func framed<C: View>(@ViewBuilder _ content: () -> C)`),
    /// in the caller's type, an extension of it, or at file level: built while the body that
    /// calls the helper runs.
    public func passesViewContent(_ holder: NodeID, to call: NodeID) -> Bool {
        let name = calleeName(call)
        guard name.first?.isLowercase == true, let callee = firstChild(call) else { return false }
        if isMethodCall(call) {
            guard let base = memberBase(callee), kind(base) == .identifier, nameEquals(base, "self") else { return false }
        }
        let caller = enclosingTypeName(call)
        var found = false
        walk(from: root) { id, _ in
            guard !found else { return .stop }
            switch kind(id) {
            case .sourceFile, .memberBlock, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .ifConfig, .ifConfigClause:
                return .visitChildren  // declarations only: no expression is walked
            case .funcDecl:
                break
            default:
                return .skipChildren
            }
            if self.name(id) == name, enclosingTypeName(id) == nil || enclosingTypeName(id) == caller,
               let clause = child(id, kind: .parameterClause) {
                let parameters = children(clause, kind: .parameter)
                let label = self.label(holder)
                let taking = kind(holder) == .trailingClosure && label.isEmpty
                    ? parameters.first { isFunctionParameter($0) }
                    : parameters.first { (self.name($0) == "_" ? "" : self.name($0)) == label }
                if let taking, isViewContentParameter(taking, of: id) { found = true }
            }
            return .skipChildren
        }
        return found
    }
}

extension Expr {
    /// An expression the engine can evaluate to a known value (not a name held constant, not opaque).
    var isEvaluable: Bool {
        switch self {
        case .literal(let v): return v.isExact
        case .opaque, .symbol: return false
        default: return true
        }
    }
}
