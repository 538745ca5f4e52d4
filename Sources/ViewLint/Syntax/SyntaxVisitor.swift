/// What a walk does after visiting a node.
public enum WalkAction: Sendable {
    case visitChildren
    case skipChildren
    case stop
}

extension SyntaxTree {
    /// Visits `start` and its descendants in source order (preorder), iteratively, so even a
    /// pathological tree cannot overflow the stack. `depth` is 0 for `start`.
    public func walk(from start: NodeID? = nil, _ visit: (NodeID, Int) -> WalkAction) {
        // Every rule walks every tree, so this loop is hot: read nodes and child lists through
        // buffer pointers (no ArraySlice per node, hence no retain/release per node) and keep
        // the explicit stack in one reused allocation.
        nodes.withUnsafeBufferPointer { nodes in
            childList.withUnsafeBufferPointer { childList in
                var stack: [(id: NodeID, depth: Int32)] = [(start ?? root, 0)]
                stack.reserveCapacity(64)
                while let (id, depth) = stack.popLast() {
                    switch visit(id, Int(depth)) {
                    case .stop: return
                    case .skipChildren: continue
                    case .visitChildren:
                        let node = nodes[Int(id)]
                        var index = Int(node.childStart + node.childCount)
                        let first = Int(node.childStart)
                        while index > first {
                            index -= 1
                            stack.append((childList[index], depth + 1))
                        }
                    }
                }
            }
        }
    }

    /// All nodes of `kind` under `start` (inclusive), in source order.
    public func descendants(of start: NodeID? = nil, kind: SyntaxKind) -> [NodeID] {
        var found: [NodeID] = []
        walk(from: start) { id, _ in
            if nodes[Int(id)].kind == kind { found.append(id) }
            return .visitChildren
        }
        return found
    }

    /// The nearest ancestor (excluding `id`) whose kind is in `kinds`.
    public func ancestor(of id: NodeID, in kinds: Set<SyntaxKind>) -> NodeID? {
        var current = nodes[Int(id)].parent
        while current >= 0 {
            if kinds.contains(nodes[Int(current)].kind) { return current }
            current = nodes[Int(current)].parent
        }
        return nil
    }
}

/// A loop guard in the manner of swift-syntax's `LoopProgressCondition`: each iteration must
/// start at a later token than the previous one. It asserts in debug builds and, in release,
/// ends the loop instead of spinning forever.
struct LoopProgress {
    private var last = -1

    mutating func advanced(_ position: Int) -> Bool {
        assert(position > last, "parser loop made no progress at token \(position)")
        defer { last = position }
        return position > last
    }
}
