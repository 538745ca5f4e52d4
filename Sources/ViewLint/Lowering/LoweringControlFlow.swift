// Lowering `if` and `switch` in view position: each branch a case of one switch template,
// so the engine keeps a branch's identity apart from the others' (docs/SWIFTUI-MODEL.md).

extension BodyLowering {
    mutating func lowerIf(_ ifStmt: NodeID) -> ViewTemplate {
        let parts = Array(tree.children(ifStmt))
        guard parts.count >= 2, tree.kind(parts[0]) == .conditionList else { return opaque("an `if` the engine cannot read") }
        if focus != nil, exact == 0 {
            return onSpine(ifStmt) ? lowerHeldIf(ifStmt, parts: parts) : sink(ifStmt)
        }
        if takesOtherArms, tree.children(parts[0]).contains(where: isAvailabilityClause) {
            // The other OS: the clause is false there, so the `else` side shows throughout.
            guard parts.count >= 3 else { return .empty }
            return tree.kind(parts[2]) == .ifStmt ? lowerIf(parts[2]) : lowerItems(Array(tree.children(parts[2])))
        }
        let saved = locals
        var conditions: [Expr] = []
        var available = false
        for c in tree.children(parts[0]) {
            switch tree.kind(c) {
            case .optionalBinding:
                // `if let x = e` / `if let x`: true when `e` is not nil; `x` reads `e` inside.
                let source = tree.children(c).last.flatMap { tree.kind($0) == .typeAnnotation ? nil : $0 }
                let value = source.map { expression($0) } ?? lookup(tree.name(c))
                // Whether an unknown function's result is nil cannot be known: opaque.
                if value.isUnknownFunction {
                    conditions.append(opaqueCondition(c))
                } else {
                    conditions.append(EngineExpressions.notNil(value))
                }
                locals[tree.name(c)] = value
            case .caseCondition:
                conditions.append(focus != nil ? .symbol("case condition `\(shortText(c))`") : opaqueCondition(c, text: tree.text(c)))
            default:
                if tree.text(c).hasPrefix("#available") || tree.text(c).hasPrefix("#unavailable") { available = true; continue }
                conditions.append(condition(c))
            }
        }
        let then = lowerItems(Array(tree.children(parts[1])))
        locals = saved
        var otherwise: ViewTemplate?
        if parts.count >= 3 {
            otherwise = tree.kind(parts[2]) == .ifStmt ? lowerIf(parts[2]) : lowerItems(Array(tree.children(parts[2])))
        }
        if available && conditions.isEmpty {
            // `if #available`: the newer OS's branch, named unless both branches are alike.
            if parts.count < 3 || tree.text(parts[1]) != tree.text(parts[2]) { availabilityClauses(parts[0]).forEach { assumeAvailable($0) } }
            return then
        }
        // `if #available(…), c`: `c` decides only where the clause holds (elsewhere the `else`
        // side is shown throughout), so a run that reads `c` assumes that OS, named.
        if available { availabilityClauses(parts[0]).forEach { assumeAvailable($0) } }
        return .conditional(EngineExpressions.and(conditions), then, otherwise)
    }

    mutating func lowerSwitch(_ switchStmt: NodeID) -> ViewTemplate {
        guard let subjectNode = tree.firstChild(switchStmt) else { return opaque("a `switch` the engine cannot read") }
        if focus != nil, exact == 0 {
            return onSpine(switchStmt) ? lowerHeldSwitch(switchStmt, subject: subjectNode) : sink(switchStmt)
        }
        var subject = expression(subjectNode)
        var cases: [SwitchCase] = []
        var fallback: ViewTemplate?
        for c in tree.children(switchStmt) where tree.kind(c) == .switchCase {
            let items = tree.children(c, kind: .caseItem)
            let body = lowerItems(tree.children(c).filter { tree.kind($0) != .caseItem })
            if items.isEmpty { fallback = body; continue }
            for item in items {
                guard let pattern = tree.firstChild(item), tree.child(item, kind: .whereClause) == nil,
                      let value = Lowering.literalValue(tree.text(pattern)) else {
                    // A case the engine cannot match: unknown (site-centred: builds nothing, no taint).
                    subject = focus != nil ? .symbol("switch case `\(tree.text(item))`") : .opaque("`switch` case `\(tree.text(item))`")
                    continue
                }
                cases.append(SwitchCase(value, body))
            }
        }
        if case .opaque(let r) = subject { unmodelled.append(r) }
        return .switchOn(subject, cases, fallback)
    }
}
