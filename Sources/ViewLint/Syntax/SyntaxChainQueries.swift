/// A modifier applied to a view expression: `.padding()` in `Text(x).padding()`.
public struct ModifierApplication: Sendable, Hashable {
    /// The `memberAccess` node (`name` is the modifier's name token).
    public var member: SyntaxTree.NodeID
    /// The `call` node when the modifier is called (`.padding()`), nil for `.foo` without a call.
    public var call: SyntaxTree.NodeID?
    /// Written inside a `#if` between the view and its other modifiers.
    public var conditional: Bool
}

/// Chain queries (modifiers outward from a view, the view under a modifier) and an
/// allocation-free callee name. Argument and label helpers live in Lint/SyntaxQueries.swift.
extension SyntaxTree {
    /// The token naming what a call calls, the one `calleeName` reads: `Text` in `Text(…)`,
    /// `padding` in `x.padding()`, `Binding` in `Binding<Bool>(…)` and `Binding.init(…)`; -1
    /// when `calleeName` answers "". For comparing with `tokenEquals` without making a String.
    public func calleeNameToken(of call: NodeID) -> Int32 {
        guard var callee = firstChild(call) else { return -1 }
        while true {
            switch kind(callee) {
            case .identifier:
                return nodes[Int(callee)].name
            case .specializeExpr:
                guard let inner = firstChild(callee) else { return -1 }
                callee = inner
            case .memberAccess:
                if nameEquals(callee, "init"), let base = memberBase(callee) {
                    callee = base
                    continue
                }
                return nodes[Int(callee)].name
            default:
                return -1
            }
        }
    }

    /// Modifiers applied to `expression`, innermost first: walks outward through
    /// `expression.m1(…).m2 …`, postfix `#if` blocks of modifiers, `?`/`!`, `try` and `await`.
    /// Returns the modifiers and the outermost expression of the chain.
    public func modifiers(appliedTo expression: NodeID) -> (modifiers: [ModifierApplication], outermost: NodeID) {
        var result: [ModifierApplication] = []
        var current = expression
        while let parent = parent(current), firstChild(parent) == current {
            switch kind(parent) {
            case .memberAccess:
                var call: NodeID?
                if let grand = self.parent(parent), kind(grand) == .call, firstChild(grand) == parent { call = grand }
                result.append(ModifierApplication(member: parent, call: call, conditional: false))
                current = call ?? parent
            case .postfixIfConfig:
                if let config = child(parent, kind: .ifConfig) {
                    for clause in children(config) {
                        var items = children(clause)[...]
                        if !self[clause].flags.contains(.isElse) { items = items.dropFirst() } // the condition
                        for item in items { result += conditionalChain(item) }
                    }
                }
                current = parent
            case .postfixOperatorExpr, .tryExpr, .awaitExpr:
                current = parent
            default:
                return (result, current)
            }
        }
        return (result, current)
    }

    /// `.a().b(x)` inside a `#if` clause: its modifiers, innermost first.
    private func conditionalChain(_ expression: NodeID) -> [ModifierApplication] {
        var chain: [ModifierApplication] = []
        var current: NodeID? = expression
        var pendingCall: NodeID?
        while let node = current {
            switch kind(node) {
            case .call:
                pendingCall = node
                current = firstChild(node)
            case .memberAccess:
                chain.append(ModifierApplication(member: node, call: pendingCall, conditional: true))
                pendingCall = nil
                current = firstChild(node).flatMap { kind($0) == .genericArgumentClause ? nil : $0 }
            default:
                current = nil
            }
        }
        return chain.reversed()
    }

    /// For a modifier call such as `Text(x).font(.body)`'s outer call: the view it modifies
    /// (`Text(x)`), skipping further modifiers. Returns `expression` itself if it is no modifier.
    public func modifiedView(_ expression: NodeID) -> NodeID {
        var current = expression
        var progress = 0
        while progress < 100_000 {
            progress += 1
            if kind(current) == .call, let callee = firstChild(current), kind(callee) == .memberAccess,
               let base = firstChild(callee), kind(base) != .genericArgumentClause {
                current = base
            } else if kind(current) == .memberAccess, let base = firstChild(current), kind(base) != .genericArgumentClause {
                current = base
            } else if kind(current) == .postfixIfConfig, let base = firstChild(current) {
                current = base
            } else {
                return current
            }
        }
        return current
    }

    /// `target = value` as one expression (the parser's three-part sequence): its two sides.
    /// Compound assignments (`+=`) are not assignments here.
    public func assignment(_ sequence: NodeID) -> (target: NodeID, value: NodeID)? {
        guard kind(sequence) == .sequenceExpr else { return nil }
        let parts = Array(children(sequence))
        guard parts.count == 3, kind(parts[1]) == .assignmentOperator else { return nil }
        return (parts[0], parts[2])
    }

    /// `left op right` as one expression (the parser's three-part sequence, `a == b`): its
    /// sides and the operator (`nameEquals(op, "==")`). Longer chains (`a + b * c`) are not.
    public func binaryOperation(_ sequence: NodeID) -> (left: NodeID, op: NodeID, right: NodeID)? {
        guard kind(sequence) == .sequenceExpr else { return nil }
        let parts = Array(children(sequence))
        guard parts.count == 3, kind(parts[1]) == .binaryOperator else { return nil }
        return (parts[0], parts[1], parts[2])
    }
}
