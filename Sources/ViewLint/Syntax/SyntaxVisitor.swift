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
        if let walkOrder, walkOrder.contains(start ?? root) {
            walkOrder.walk(from: start ?? root, visit)
            return
        }
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
                        SyntaxTree.pushChildren(of: nodes[Int(id)], at: depth + 1, from: childList, onto: &stack)
                    }
                }
            }
        }
    }

    /// Pushes `node`'s children onto a walk's stack, last first, so they pop in source order.
    @inline(__always)
    static func pushChildren(of node: SyntaxNode, at depth: Int32, from childList: UnsafeBufferPointer<NodeID>,
                             onto stack: inout [(id: NodeID, depth: Int32)]) {
        var index = Int(node.childStart + node.childCount)
        let first = Int(node.childStart)
        while index > first {
            index -= 1
            stack.append((childList[index], depth))
        }
    }

    /// This tree with its walk order laid out (`WalkOrder`): for a tree that is about to be
    /// walked many times, as a file's is by every rule of its check.
    public func preparedForWalks() -> SyntaxTree {
        guard walkOrder == nil else { return self }
        var prepared = self
        prepared.walkOrder = WalkOrder(self)
        return prepared
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

    /// Whether the code under `start` chooses between values anywhere, closures included: an
    /// `if`, `switch`, `guard`, ternary, loop, `#if` or `??`.
    public func choosesBetweenValues(under start: NodeID) -> Bool {
        var found = false
        walk(from: start) { id, _ in
            switch nodes[Int(id)].kind {
            case .ifStmt, .switchStmt, .guardStmt, .ternaryOperator, .forStmt, .whileStmt, .repeatStmt, .ifConfig:
                found = true
                return .stop
            case .binaryOperator where nameEquals(id, "??"):
                found = true
                return .stop
            default:
                return .visitChildren
            }
        }
        return found
    }

    /// The nearest ancestor (excluding `id`) whose kind is among `kinds`
    /// (`ancestor(of: id, in: [.closure, .funcDecl])`): a short list is scanned, no set is built
    /// and hashed per call.
    public func ancestor(of id: NodeID, in kinds: [SyntaxKind]) -> NodeID? {
        var current = nodes[Int(id)].parent
        while current >= 0 {
            if kinds.contains(nodes[Int(current)].kind) { return current }
            current = nodes[Int(current)].parent
        }
        return nil
    }

    /// The nearest ancestor (excluding `id`) of `kind`.
    public func ancestor(of id: NodeID, kind: SyntaxKind) -> NodeID? {
        var current = nodes[Int(id)].parent
        while current >= 0 {
            if nodes[Int(current)].kind == kind { return current }
            current = nodes[Int(current)].parent
        }
        return nil
    }
}

/// A tree's nodes in walk order (preorder), each with its depth and where its subtree ends,
/// so that a walk reads three arrays front to back instead of keeping a stack: a file's check
/// walks its whole tree once per rule, and laying the order out once made those walks cheaper
/// than the stack walk each of them repeated.
public final class WalkOrder: Sendable {
    /// Node ids in preorder.
    let order: [SyntaxTree.NodeID]
    /// Depth of `order[i]` below the root.
    private let depth: [Int32]
    /// The position just past `order[i]`'s subtree.
    let end: [Int32]
    /// Node id → its position in `order`.
    private let position: [Int32]
    /// The positions in `order` of each kind's nodes, ascending (`NodesByKind`): what lets a
    /// file's rules visit only the kinds they look at instead of walking every node.
    let byKind: NodesByKind

    /// Laid out in two passes: subtree sizes in arena order (children come before their parent),
    /// then the preorder, where a subtree ends at its start plus its size. Nil for a tree whose
    /// arena does not put children first (it is walked the ordinary way).
    init?(_ tree: SyntaxTree) {
        let count = tree.nodes.count
        var size = [Int32](repeating: 1, count: count)
        let childrenFirst = tree.nodes.withUnsafeBufferPointer { nodes in
            tree.childList.withUnsafeBufferPointer { childList in
                size.withUnsafeMutableBufferPointer { size in
                    for id in 0 ..< count {
                        let node = nodes[id]
                        var total: Int32 = 1
                        for k in Int(node.childStart) ..< Int(node.childStart + node.childCount) {
                            let child = Int(childList[k])
                            guard child < id else { return false }
                            total &+= size[child]
                        }
                        size[id] = total
                    }
                    return true
                }
            }
        }
        guard childrenFirst, count > 0 else { return nil }
        let reachable = Int(size[Int(tree.root)])
        var position = [Int32](repeating: -1, count: count)
        var order = [SyntaxTree.NodeID](repeating: 0, count: reachable)
        var depth = [Int32](repeating: 0, count: reachable)
        var end = [Int32](repeating: 0, count: reachable)
        // Written through buffer pointers: four arrays captured and written per node otherwise
        // pay an access check each time.
        let laidOut = tree.nodes.withUnsafeBufferPointer { nodes in
            tree.childList.withUnsafeBufferPointer { childList in
                size.withUnsafeBufferPointer { size in
                    position.withUnsafeMutableBufferPointer { position in
                        order.withUnsafeMutableBufferPointer { order in
                            depth.withUnsafeMutableBufferPointer { depth in
                                end.withUnsafeMutableBufferPointer { end in
                                    var stack: [(id: SyntaxTree.NodeID, depth: Int32)] = [(tree.root, 0)]
                                    stack.reserveCapacity(64)
                                    var next = 0
                                    while let (id, level) = stack.popLast() {
                                        guard next < reachable else { return false } // not a tree: a node under two parents
                                        position[Int(id)] = Int32(next)
                                        order[next] = id
                                        depth[next] = level
                                        end[next] = Int32(next) + size[Int(id)]
                                        next += 1
                                        SyntaxTree.pushChildren(of: nodes[Int(id)], at: level + 1, from: childList, onto: &stack)
                                    }
                                    return next == reachable
                                }
                            }
                        }
                    }
                }
            }
        }
        guard laidOut else { return nil }
        self.order = order
        self.depth = depth
        self.end = end
        self.position = position
        self.byKind = NodesByKind(order: order, nodes: tree.nodes)
    }

    /// Whether `id` is under the root (a detached node is walked the ordinary way).
    func contains(_ id: SyntaxTree.NodeID) -> Bool {
        id >= 0 && Int(id) < position.count && position[Int(id)] >= 0
    }

    /// `SyntaxTree.walk` from a node the order `contains`.
    func walk(from start: SyntaxTree.NodeID, _ visit: (SyntaxTree.NodeID, Int) -> WalkAction) {
        order.withUnsafeBufferPointer { order in
            depth.withUnsafeBufferPointer { depth in
                end.withUnsafeBufferPointer { end in
                    var index = Int(position[Int(start)])
                    let stop = Int(end[index])
                    let base = depth[index]
                    while index < stop {
                        switch visit(order[index], Int(depth[index] &- base)) {
                        case .stop: return
                        case .skipChildren: index = Int(end[index])
                        case .visitChildren: index += 1
                        }
                    }
                }
            }
        }
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
