/// A tree's nodes grouped by kind, each group in walk order (source order), laid out once with
/// the walk order of a tree prepared for many walks: a file's rules each look at a few kinds
/// (calls, inits, `if`s), and eleven walks of every node to find them cost more than the whole
/// front end (tokenize, parse, summarise) of the file.
struct NodesByKind: Sendable {
    /// Walk-order positions grouped by kind: kind `k`'s are `positions[start[k] ..< start[k + 1]]`,
    /// ascending.
    private let positions: [Int32]
    private let start: [Int32]

    private static let kindCount = SyntaxKind.allCases.count

    /// From a walk order (`order[i]` is the node at position `i`): one counting sort by kind.
    init(order: [SyntaxTree.NodeID], nodes: [SyntaxNode]) {
        var start = [Int32](repeating: 0, count: NodesByKind.kindCount + 1)
        var kinds = [UInt8](repeating: 0, count: order.count)
        var positions = [Int32](repeating: 0, count: order.count)
        nodes.withUnsafeBufferPointer { nodes in
            order.withUnsafeBufferPointer { order in
                kinds.withUnsafeMutableBufferPointer { kinds in
                    start.withUnsafeMutableBufferPointer { start in
                        for index in 0 ..< order.count {
                            let kind = nodes[Int(order[index])].kind.rawValue
                            kinds[index] = kind
                            start[Int(kind) + 1] += 1
                        }
                        for kind in 0 ..< NodesByKind.kindCount { start[kind + 1] += start[kind] }
                        var next = Array(start)
                        positions.withUnsafeMutableBufferPointer { positions in
                            for index in 0 ..< kinds.count {
                                let kind = Int(kinds[index])
                                positions[Int(next[kind])] = Int32(index)
                                next[kind] += 1
                            }
                        }
                    }
                }
            }
        }
        self.positions = positions
        self.start = start
    }

    /// Where kind `kind`'s positions are in `positions`.
    private func range(of kind: SyntaxKind) -> Range<Int> {
        Int(start[Int(kind.rawValue)]) ..< Int(start[Int(kind.rawValue) + 1])
    }

    /// The walk-order positions of `kind`'s nodes, ascending.
    func positions(of kind: SyntaxKind) -> ArraySlice<Int32> { positions[range(of: kind)] }

    /// Calls `visit` with the positions of the nodes of `kinds` in ascending order, leaving out
    /// those below `skipEnd` once `visit` has raised it (to skip a subtree); stops when `visit`
    /// returns false.
    func merged(_ kinds: [SyntaxKind], _ visit: (Int32) -> Bool) {
        var cursors: [Range<Int>] = []
        for kind in kinds where !cursors.contains(range(of: kind)) { cursors.append(range(of: kind)) }
        positions.withUnsafeBufferPointer { positions in
            if cursors.count == 1 {
                for index in cursors[0] where !visit(positions[index]) { return }
                return
            }
            while true {
                var best = -1
                var least = Int32.max
                for cursor in cursors.indices where !cursors[cursor].isEmpty {
                    let position = positions[cursors[cursor].lowerBound]
                    if position < least { least = position; best = cursor }
                }
                guard best >= 0 else { return }
                cursors[best] = cursors[best].dropFirst()
                if !visit(least) { return }
            }
        }
    }
}

extension WalkOrder {
    /// `SyntaxTree.walk(kinds:_:)` on a prepared tree.
    func walk(kinds: [SyntaxKind], _ visit: (SyntaxTree.NodeID) -> WalkAction) {
        var skipEnd: Int32 = 0
        byKind.merged(kinds) { position in
            guard position >= skipEnd else { return true }
            switch visit(order[Int(position)]) {
            case .stop: return false
            case .skipChildren: skipEnd = end[Int(position)]
            case .visitChildren: break
            }
            return true
        }
    }

    /// `SyntaxTree.nodes(ofKind:)` on a prepared tree.
    func nodes(ofKind kind: SyntaxKind) -> [SyntaxTree.NodeID] {
        byKind.positions(of: kind).map { order[Int($0)] }
    }
}

extension SyntaxTree {
    /// Visits the nodes of `kinds` under the root in source order, as `walk` visits them with a
    /// visitor that goes into every node of another kind: `.skipChildren` leaves out the nodes
    /// inside the one visited, `.stop` ends the walk. On a tree prepared for walks
    /// (`preparedForWalks`) only those nodes are read; otherwise the whole tree is walked.
    public func walk(kinds: [SyntaxKind], _ visit: (NodeID) -> WalkAction) {
        if let walkOrder {
            walkOrder.walk(kinds: kinds, visit)
            return
        }
        walk { id, _ in kinds.contains(kind(id)) ? visit(id) : .visitChildren }
    }

    /// The nodes of `kind` under the root, in source order.
    public func nodes(ofKind kind: SyntaxKind) -> [NodeID] {
        if let walkOrder { return walkOrder.nodes(ofKind: kind) }
        return descendants(kind: kind)
    }
}
