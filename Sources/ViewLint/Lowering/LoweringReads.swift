// Which names and marked nodes an expression reads: what the lowering holds, follows or counts
// as a dependency of a value, and what a closure captures.

extension BodyLowering {
    /// The outermost marked nodes strictly inside `node` that are evaluated whenever `node` is:
    /// not in closures (run later, or not at all), statements' blocks (a branch may not be
    /// taken), or operands after a short-circuit (`a ?? b`, `a && b`, `c ? a : b`).
    func markedDescendants(of node: NodeID) -> [NodeID] {
        guard focused, !focus!.marks.isEmpty else { return [] }
        var found: [NodeID] = []
        // The node's own mark is the caller's: only its parts are looked at.
        func visit(_ id: NodeID, isPart: Bool) {
            if isPart, markIndex(id) != nil { found.append(id); return }
            switch tree.kind(id) {
            case .closure, .codeBlock, .ifStmt, .switchStmt, .guardStmt, .forStmt, .whileStmt, .repeatStmt, .doStmt:
                return
            case .sequenceExpr:
                let parts = Array(tree.children(id))
                let shortCircuits = parts.contains { part in
                    tree.kind(part) == .ternaryOperator
                        || tree.kind(part) == .binaryOperator && ["??", "&&", "||"].contains(tree.name(part))
                }
                for part in shortCircuits ? Array(parts.prefix(1)) : parts { visit(part, isPart: true) }
            default:
                for child in tree.children(id) { visit(child, isPart: true) }
            }
        }
        visit(node, isPart: false)
        return found
    }

    /// The fields and locals an expression reads (closures included), leaving out names the
    /// engine does not know.
    func knownReads(in node: NodeID) -> [Expr] {
        var result: [Expr] = []
        walkNames(in: node) { name in
            if let local = locals[name] { result.append(local) } else if fieldKinds[name] != nil { result.append(.read(name)) }
        }
        return result
    }

    /// Lowercase names an expression reads that are neither fields nor locals (globals).
    func unknownNames(in node: NodeID) -> [String] {
        var result: [String] = []
        walkNames(in: node) { name in
            if locals[name] == nil, fieldKinds[name] == nil, !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// `value` passed to an `@autoclosure` parameter: a closure made where the call is, capturing
    /// what the expression reads, like a literal `{ value }`. Where the flagged code is inside it,
    /// its value as written (the experiment counts that code where it is built).
    mutating func autoclosure(_ value: NodeID) -> Expr {
        guard !leadsToSite(value) else { return expression(value) }
        let location = tree.location(value)
        return .closure(site: "autoclosure@\(location.line):\(location.column)", captures: captures(of: [value]))
    }

    /// What a closure literal captures: `self` when it uses the view's fields, methods (or `self`), and
    /// the locals it uses (rule 10 applies only to closures that use the view).
    func captures(of closures: [NodeID]) -> Captures {
        var values: [Expr] = []
        var usesSelf = false
        var seen = Set<String>()
        for closure in closures {
            tree.walk(from: closure) { id, _ in
                guard tree.kind(id) == .identifier else { return .visitChildren }
                var name = tree.name(id)
                if name.hasPrefix("$") { name.removeFirst() }
                if name == "self" { usesSelf = true; return .skipChildren }
                guard seen.insert(name).inserted else { return .skipChildren }
                // A field, or a method or computed property of the view (`{ reset() }` calls it on `self`).
                if let local = locals[name] { values.append(local) } else if fieldKinds[name] != nil || members[name] != nil { usesSelf = true }
                return .skipChildren
            }
        }
        return Captures(values: values, includesSelf: usesSelf)
    }

    /// Each name an expression reads (not callees, closure parameters, types or key paths); with
    /// `allowClosure` false, not inside closures it holds.
    private func walkNames(in node: NodeID, allowClosure: Bool = true, _ visit: (String) -> Void) {
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
                visit(name)
                return .skipChildren
            case .keyPath, .closureSignature:
                return .skipChildren
            default:
                return .visitChildren
            }
        }
    }

    /// The fields and locals an expression reads; nil when it reads an unknown lowercase name
    /// (a global, a free function's result) — its changes cannot be followed.
    func reads(in node: NodeID, allowClosure: Bool) -> [Expr]? {
        var result: [Expr] = []
        var unknown = false
        walkNames(in: node, allowClosure: allowClosure) { name in
            if let local = locals[name] { result.append(local) }
            else if fieldKinds[name] != nil { result.append(.read(name)) }
            else { unknown = true }
        }
        if unknown { return nil }
        return result
    }
}

extension BodyLowering {
    /// `context.distance`, where `context`'s class forwards undeclared members through its
    /// `viewState`, as `context.viewState.distance`: in SwiftUI the read is of `viewState`, so
    /// any change of it re-runs the reader (review s16b: ElementX AdvancedSettingsScreen:56).
    func forwardingDynamicMembers(_ path: [String]) -> [String] {
        guard path.count >= 2, let forwarded = forwardedMembers[path[0]], !forwarded.declared.contains(path[1]) else { return path }
        return [path[0], forwarded.through] + path.dropFirst()
    }
}
