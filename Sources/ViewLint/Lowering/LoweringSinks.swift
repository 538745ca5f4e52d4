// Sinks: code around a flagged site that only reads. Lowered as a leaf whose value is what it
// reads whenever it is evaluated, so a change there runs the body again (rules 17, 30), while
// reads under conditions, in rows or in action closures are left out (an `if #available`
// branch aside: it runs as on an OS that new, as the rest of the lowering takes it).

extension BodyLowering {
    /// A view that only reads: its value changes when what it reads unconditionally changes,
    /// and reading it marks those reads as the body's (rules 17, 30). Reads under conditions,
    /// in rows or in action closures are left out: they may not happen, and a read that does not
    /// happen must not make a state look like a reason for the body to run.
    mutating func sink(_ node: NodeID) -> ViewTemplate {
        .leaf("‹…›", unconditionalReads(node))
    }

    /// What `node` reads whenever it is evaluated (see `sink`).
    mutating func unconditionalReads(_ node: NodeID) -> [Expr] {
        var reads: [Expr] = []
        var seen = Set<String>()
        var visitedMembers = Set<String>()
        collectUnconditionalReads(node, into: &reads, seen: &seen, members: &visitedMembers)
        return reads
    }

    private mutating func collectUnconditionalReads(_ node: NodeID, into reads: inout [Expr], seen: inout Set<String>,
                                                    members visited: inout Set<String>) {
        switch tree.kind(node) {
        case .ifStmt, .guardStmt:
            // The condition is evaluated; the branches may not be.
            if let conditions = tree.child(node, kind: .conditionList) {
                for c in tree.children(conditions) { collectUnconditionalReads(c, into: &reads, seen: &seen, members: &visited) }
                // `if #available(…)` alone: the same branch on every update of one OS. The
                // engine takes the newer one (as `lowerIf` does) and names it where it reads more.
                if tree.kind(node) == .ifStmt, let clause = availabilityOnly(conditions),
                   let modern = tree.children(node).dropFirst().first, tree.kind(modern) == .codeBlock {
                    if takesOtherArms {
                        // The other OS (`AvailabilityArms`): the `else` side is the one read.
                        if let older = tree.children(node).dropFirst(2).first {
                            collectUnconditionalReads(older, into: &reads, seen: &seen, members: &visited)
                        }
                    } else {
                        let before = reads.count
                        collectUnconditionalReads(modern, into: &reads, seen: &seen, members: &visited)
                        if reads.count > before { assumeAvailable(clause) }
                    }
                }
                if tree.kind(node) == .ifStmt, let branch = constantBranch(node, conditions: conditions) {
                    let saved = locals
                    for (name, value) in branch.unwrapped { locals[name] = value }
                    collectUnconditionalReads(branch.block, into: &reads, seen: &seen, members: &visited)
                    locals = saved
                }
            }
            return
        case .switchStmt:
            if let subject = tree.firstChild(node) { collectUnconditionalReads(subject, into: &reads, seen: &seen, members: &visited) }
            return
        case .closure:
            return  // a closure's body runs later, or per row, or not at all
        case .identifier:
            var name = tree.name(node)
            let projected = name.hasPrefix("$")
            if projected { name.removeFirst() }
            // `$x` makes a binding without reading `x` (`projectedValue` does not set `wasRead`):
            // what it is handed to reads it, as a consumer (rule 17, §3g).
            if projected, let kind = fieldKinds[name], kind.holdsLocation {
                if seen.insert("$" + name).inserted { reads.append(binding(name, path: [])) }
                return
            }
            guard !name.isEmpty, seen.insert(name).inserted else { return }
            if fieldKinds[name] != nil { reads.append(.read(name)) } else if let local = locals[name] { reads.append(local) }
            else if let member = members[name], visited.count < 32, visited.insert(name).inserted,
                    let block = memberBlock(member) {
                // A helper of this type: what it reads unconditionally, the body reads.
                for item in tree.children(block) { collectUnconditionalReads(item, into: &reads, seen: &seen, members: &visited) }
            }
            return
        case .memberAccess:
            // `model.title` on an observed object: a tracked read of that property (rule 30).
            if let path = tree.memberPath(node) {
                var p = path
                if p.first == "self" { p.removeFirst() }
                if p.count >= 2, modelFields[p[0]] != nil {
                    p = forwardingDynamicMembers(p)
                    let key = p[0] + "." + p[1]
                    if seen.insert(key).inserted { reads.append(.property(p[0], p[1])) }
                    return
                }
            }
        case .call:
            // View content closures run now; action closures do not.
            let name = tree.calleeName(node)
            for child in tree.children(node) {
                switch tree.kind(child) {
                case .argument, .trailingClosure:
                    guard let value = tree.value(child) else { continue }
                    if tree.kind(value) == .closure {
                        if (BodyLowering.runsContentNow(callee: name, label: tree.label(child), isMethod: tree.isMethodCall(node))
                            || tree.passesViewContent(child, to: node))
                            && (!["Button", "Menu", "NavigationLink", "Link"].contains(name) || tree.controlClosureRole(child, in: node) == .label) {
                            for item in tree.closureItems(value) { collectUnconditionalReads(item, into: &reads, seen: &seen, members: &visited) }
                        }
                    } else {
                        collectUnconditionalReads(value, into: &reads, seen: &seen, members: &visited)
                    }
                default:
                    collectUnconditionalReads(child, into: &reads, seen: &seen, members: &visited)
                }
            }
            return
        default:
            break
        }
        for child in tree.children(node) { collectUnconditionalReads(child, into: &reads, seen: &seen, members: &visited) }
    }

    /// The `then` block of an `if` whose condition reads only plain stored fields of the view
    /// `Focus.constantBranchesOf` names (`if let onShare`, `if let action = onShare`,
    /// `if showsFooter`, `if !compact`): one value of the view builds it on every update or on
    /// none, so it is held built and named ("when `let onShare`"), and the values it unwraps
    /// are the fields' inside. Nil otherwise (a state, binding, model or call decides it).
    mutating func constantBranch(_ ifStmt: NodeID, conditions: NodeID) -> (block: NodeID, unwrapped: [(String, Expr)])? {
        guard let owner = focus?.constantBranchesOf, owner == typeName,
              let block = tree.children(ifStmt).dropFirst().first, tree.kind(block) == .codeBlock else { return nil }
        func plainField(_ node: NodeID) -> String? {
            var node = node
            if tree.kind(node) == .memberAccess, let path = tree.memberPath(node), path.count == 2, path[0] == "self" {
                return isPlain(path[1]) ? path[1] : nil
            }
            if tree.kind(node) == .prefixOperatorExpr, tree.text(node).hasPrefix("!"),
               let operand = tree.children(node).last { node = operand }
            guard tree.kind(node) == .identifier, case let name = tree.name(node), isPlain(name) else { return nil }
            return name
        }
        var unwrapped: [(String, Expr)] = []
        for c in tree.children(conditions) {
            if tree.kind(c) == .optionalBinding {
                let source = tree.children(c).last.flatMap { tree.kind($0) == .typeAnnotation ? nil : $0 }
                let name = tree.name(c)
                guard let field = source.map(plainField) ?? (isPlain(name) ? name : nil) else { return nil }
                unwrapped.append((name, .read(field)))
            } else if plainField(c) == nil {
                return nil
            }
        }
        guard tree.firstChild(conditions) != nil else { return nil }
        holdNamed("`\(shortText(conditions))`", reads: conditions)
        return (block, unwrapped)
    }

    private func isPlain(_ field: String) -> Bool {
        switch fieldKinds[field] {
        case .plain?, .closure?: return true
        default: return false
        }
    }

    /// The `#available(…)` text of a condition list that holds nothing else, nil otherwise.
    func availabilityOnly(_ conditions: NodeID) -> String? {
        let items = Array(tree.children(conditions))
        guard items.count == 1, tree.text(items[0]).hasPrefix("#available") else { return nil }
        return shortText(items[0])
    }

    /// Whether a condition is an `#available(…)` / `#unavailable(…)` clause.
    func isAvailabilityClause(_ condition: NodeID) -> Bool {
        let text = tree.text(condition)
        return text.hasPrefix("#available") || text.hasPrefix("#unavailable")
    }

    /// Every `#available(…)` / `#unavailable(…)` clause of a condition list, as written.
    func availabilityClauses(_ conditions: NodeID) -> [String] {
        tree.children(conditions).compactMap { c in
            let text = tree.text(c)
            return text.hasPrefix("#available") || text.hasPrefix("#unavailable") ? shortText(c) : nil
        }
    }

    /// Records the `if #available` branch taken: the engine runs the code as on an OS that new.
    /// The site's assumptions name it unless a held condition already does (`availableAssumptions`).
    mutating func assumeAvailable(_ clause: String, held: Bool = false) {
        if !availableConditions.contains(clause) { availableConditions.append(clause) }
        if held { heldAvailableConditions.insert(clause) }
    }

    /// "the app runs where `#available(iOS 26, *)` holds", for each branch taken that no held
    /// condition names (a site inside the branch holds it: "when `#available(iOS 26, *)`").
    var availableAssumptions: [String] {
        availableConditions.filter { !heldAvailableConditions.contains($0) }
            .map { "the app runs where `\($0)` holds" }
    }

    /// A computed property's getter or a function's body.
    func memberBlock(_ member: NodeID) -> NodeID? {
        if let block = tree.child(member, kind: .codeBlock) { return block }
        guard let accessors = tree.child(member, kind: .accessorBlock) else { return nil }
        return tree.children(accessors).first { tree.nameEquals($0, "get") }.flatMap { tree.child($0, kind: .codeBlock) }
    }

    /// Whether a closure passed to this call is view content built while the enclosing body
    /// runs (`VStack { … }`, `.overlay { … }`, `Button(action:) { label }`), not an action, a
    /// row or presented content built later.
    static func runsContentNow(callee: String, label: String, isMethod: Bool) -> Bool {
        if label == "action" || label == "perform" || label == "onDismiss" { return false }
        if isMethod { return EngineCatalog.contentModifiers.contains(callee) }
        if callee == "ForEach" || callee == "List" && label.isEmpty { return false }
        if callee == "Button" { return label != "action" }
        guard let first = callee.first, first.isUppercase else { return false }
        return true
    }
}
