/// Unchecked, non-owning access to a tree's arrays for the index's per-file walks. Reading
/// through `SyntaxTree` retains and releases an array buffer for every `children(_:)` slice
/// and bounds-checks every node; over 700,000 nodes that was most of the summary's cost.
/// Valid only inside `SyntaxTree.withFlatTree`.
struct FlatTree {
    typealias NodeID = SyntaxTree.NodeID

    let nodes: UnsafeBufferPointer<SyntaxNode>
    let childList: UnsafeBufferPointer<NodeID>
    /// `SyntaxTree.callAndTypeNodes`.
    let callAndTypeNodes: UnsafeBufferPointer<NodeID>
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let lineStarts: UnsafeBufferPointer<UInt32>
    let root: NodeID

    @inline(__always) subscript(id: NodeID) -> SyntaxNode { nodes[Int(id)] }

    @inline(__always) func kind(_ id: NodeID) -> SyntaxKind { nodes[Int(id)].kind }

    @inline(__always) func children(_ id: NodeID) -> Slice<UnsafeBufferPointer<NodeID>> {
        let node = nodes[Int(id)]
        return childList[Int(node.childStart) ..< Int(node.childStart) + Int(node.childCount)]
    }

    @inline(__always) func firstChild(_ id: NodeID) -> NodeID? {
        let node = nodes[Int(id)]
        return node.childCount > 0 ? childList[Int(node.childStart)] : nil
    }

    /// The first child of `id` of the given kind.
    @inline(__always) func child(_ id: NodeID, kind: SyntaxKind) -> NodeID? {
        for child in children(id) where nodes[Int(child)].kind == kind { return child }
        return nil
    }

    @inline(__always) func parent(_ id: NodeID) -> NodeID? {
        let parent = nodes[Int(id)].parent
        return parent >= 0 ? parent : nil
    }

    /// Byte range of the node (as `SyntaxTree.byteRange`).
    @inline(__always) func byteRange(_ id: NodeID) -> Range<Int> {
        let node = nodes[Int(id)]
        return Int(node.startOffset) ..< Int(max(node.startOffset, node.endOffset))
    }

    /// The bytes of `range` as a string, repaired exactly as `SourceFile.text` repairs them.
    @inline(__always) func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func text(_ id: NodeID) -> String { text(byteRange(id)) }

    /// Byte range of the node's `name` token without backticks, or nil when it has none.
    @inline(__always) func nameRange(_ id: NodeID) -> Range<Int>? {
        let index = nodes[Int(id)].name
        guard index >= 0 else { return nil }
        return tokens[Int(index)].nameByteRange
    }

    /// As `SyntaxTree.name`: the `name` token's text without backticks, or "".
    func name(_ id: NodeID) -> String {
        guard let range = nameRange(id) else { return "" }
        return text(range)
    }

    func nameEquals(_ id: NodeID, _ text: StaticString) -> Bool { tokenEquals(nodes[Int(id)].name, text) }

    /// Whether token `index` spells exactly `text` (backticks ignored), as `SyntaxTree.tokenEquals`.
    @inline(__always) func tokenEquals(_ index: Int32, _ text: StaticString) -> Bool {
        index >= 0 && tokens[Int(index)].spellsName(text, in: bytes)
    }

    /// Whether a modifier child of `id` spells `text` (`static`, `indirect`).
    func hasModifier(_ id: NodeID, _ text: StaticString) -> Bool {
        for child in children(id) where kind(child) == .modifier && nameEquals(child, text) { return true }
        return false
    }

    /// Whether a modifier child of `id` spells `static` or `class` (one pass over the children).
    func hasStaticModifier(_ id: NodeID) -> Bool {
        for child in children(id) where kind(child) == .modifier {
            let name = nodes[Int(child)].name
            if tokenEquals(name, "static") || tokenEquals(name, "class") { return true }
        }
        return false
    }

    /// The 0-based line of `offset`, as `SourceFile.lineIndex(of:)`. The index asks for
    /// offsets near the previous answer (`hint`): sites come in post-order, so a nested call's
    /// line is a few lines before its parent's. The search gallops from `hint` (1, 2, 4, …
    /// lines) to bracket the answer, then bisects only that bracket.
    func lineIndex(of offset: Int, near hint: Int) -> Int {
        let target = UInt32(clamping: max(0, offset))
        let last = lineStarts.count - 1
        let line = min(max(hint, 0), last)
        // Invariant after the gallop: the answer is in low ... high (lineStarts[0] is 0).
        // Indices stay within 0 ... 2 * lineStarts.count: wrapping arithmetic cannot wrap.
        var low = 0
        var high = last
        var step = 1
        if lineStarts[line] <= target {
            low = line
            while true {
                let probe = line &+ step
                if probe > last { break }
                if lineStarts[probe] > target { high = probe &- 1; break }
                low = probe
                step &<<= 1
            }
        } else {
            high = line &- 1
            while true {
                let probe = line &- step
                if probe < 0 { break }
                if lineStarts[probe] <= target { low = probe; break }
                high = probe &- 1
                step &<<= 1
            }
        }
        while low < high {
            let mid = (low &+ high &+ 1) &>> 1 // both non-negative: a shift, not a signed division
            if lineStarts[mid] <= target { low = mid } else { high = mid &- 1 }
        }
        return low
    }
}

extension SyntaxTree {
    /// Runs `body` with unchecked access to this tree's arrays (see `FlatTree`).
    func withFlatTree<Result>(_ body: (FlatTree) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { nodes in
            childList.withUnsafeBufferPointer { childList in
                callAndTypeNodes.withUnsafeBufferPointer { callAndTypeNodes in
                    tokens.withUnsafeBufferPointer { tokens in
                        file.bytes.withUnsafeBufferPointer { bytes in
                            file.lineStarts.withUnsafeBufferPointer { lineStarts in
                                body(FlatTree(nodes: nodes, childList: childList, callAndTypeNodes: callAndTypeNodes,
                                              tokens: tokens, bytes: bytes, lineStarts: lineStarts, root: root))
                            }
                        }
                    }
                }
            }
        }
    }
}
