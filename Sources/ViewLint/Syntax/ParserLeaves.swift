/// Leaf operands: the one-node expressions (names, literals, `.member`, plain strings) that
/// the parser builds without the general path's calls, alone or with the node that wraps them.
extension Parser {
    /// The node `parsePrimaryExpression` builds, with nothing postfix after it, for the tokens
    /// here when no prefix or sequence-element rule treats them specially: a name or literal
    /// (one token), an implicit member `.name` (two), a plain string `""` or `"text"` (two or
    /// three); nil for all others. A third of the bases of postfix chains in view code are
    /// `.member` or `"text"`; building them here saves `parsePrimaryExpression`'s call.
    @inline(__always) func leafOperand() -> LeafOperand? {
        let t = tokens[pos]
        switch t.kind {
        case .identifier: return t.keyword == .none ? LeafOperand(.identifier, 1) : nil // not `try`, `some`…
        case .dollarIdentifier: return LeafOperand(.identifier, 1)
        case .integerLiteral: return LeafOperand(.integerLiteral, 1)
        case .floatLiteral: return LeafOperand(.floatLiteral, 1)
        case .keyword:
            switch t.keyword {
            case .selfKeyword, .SelfKeyword, .super: return LeafOperand(.identifier, 1)
            case .true, .false: return LeafOperand(.booleanLiteral, 1)
            case .nil: return LeafOperand(.nilLiteral, 1)
            default: return nil
            }
        case .period: // the member names `parseMemberName` takes (a float only after a base)
            switch peek().kind {
            case .identifier, .keyword, .dollarIdentifier, .integerLiteral: return LeafOperand(.memberAccess, 2)
            default: return nil
            }
        case .stringOpen:
            let next = peek().kind
            if next == .stringClose { return LeafOperand(.stringLiteral, 2) }
            if next == .stringSegment, peek(2).kind == .stringClose { return LeafOperand(.stringLiteral, 3) }
            return nil
        default: return nil
        }
    }

    /// Pushes the node for the operand `leafOperand()` found at the current token.
    @inline(__always) mutating func parseLeaf(_ leaf: LeafOperand) {
        let first = pos
        let name = leafName(leaf)
        // The operand's tokens are none of them `.endOfFile`, which stays ahead of them.
        let last = tokens[pos &+ leaf.length &- 1]
        prevEnd = last.offset &+ last.length // within the file: cannot overflow
        pos &+= leaf.length
        finish(leaf.kind, mark(), first: first, name: name)
    }

    /// An argument (from token `first`, labelled by token `label` or -1) made of the operand
    /// `leafOperand()` found here: what `parseLeaf` and `finish(.argument…)` would build.
    @inline(__always) mutating func parseLeafArgument(_ leaf: LeafOperand, first: Int, label: Int) {
        pushWrappedLeaf(leaf.kind, length: leaf.length, leafName: leafName(leaf), wrapper: .argument, first: first,
                        name: label)
    }

    /// `parseIntroduced(kind) { $0.parseType() }`: a type annotation or return clause. The
    /// usual lone name (`: String`, `-> Bool`) is written with its wrapper in one go.
    @inline(__always) mutating func parseIntroducedType(_ kind: SyntaxKind) {
        let next = peek()
        // parseType's own fast path, behind its depth check.
        if depth < Parser.maxDepth, next.kind == .identifier, next.keyword == .none, closesSimpleType(peek(2).kind) {
            let first = pos
            advance()
            pushWrappedLeaf(.simpleType, length: 1, leafName: pos, wrapper: kind, first: first, name: -1)
        } else {
            parseIntroduced(kind) { $0.parseType() }
        }
    }

    /// `parseIntroduced(kind) { $0.parseExpression() }`: an initializer clause. The usual leaf
    /// value (`= 0`, `= .red`, `= ""`) is written with its wrapper in one go.
    @inline(__always) mutating func parseIntroducedExpression(_ kind: SyntaxKind) {
        let first = pos
        advance()
        // parseExpression's own fast path, behind its depth check.
        if depth < Parser.maxDepth, let leaf = leafOperand(), endsOperand(tokens[pos &+ leaf.length]) {
            pushWrappedLeaf(leaf.kind, length: leaf.length, leafName: leafName(leaf), wrapper: kind, first: first,
                            name: -1)
        } else {
            let m = mark()
            parseExpression()
            finish(kind, m, first: first)
        }
    }

    /// The token that names the node of leaf operand `leaf` here, or -1.
    @inline(__always) func leafName(_ leaf: LeafOperand) -> Int {
        switch leaf.kind {
        case .identifier, .booleanLiteral: return pos
        case .memberAccess: return pos &+ 1
        default: return -1
        }
    }

    /// Consumes `length` tokens into a childless node of `kind` (named by token `leafName` or
    /// -1) and wraps it in a node of `wrapper` from token `first` (<= pos, named by `name` and `aux`):
    /// the nodes `finish` would build for both, written together, without the leaf's round
    /// trip through the stack (a push, a read, a pop and a second write of its parent).
    @inline(__always) mutating func pushWrappedLeaf(_ kind: SyntaxKind, length: Int, leafName: Int,
                                                    wrapper: SyntaxKind, first: Int, name: Int, aux: Int = -1) {
        let leafFirst = pos
        // The leaf's tokens are none of them `.endOfFile`, which stays ahead of them.
        let last = tokens[pos &+ length &- 1]
        prevEnd = last.offset &+ last.length // within the file: cannot overflow
        pos &+= length
        // Unchecked narrowing as in `push`. first <= leafFirst < pos: both nodes start at a
        // consumed token, and end at the same token and offset.
        let leafID = Int32(truncatingIfNeeded: nodes.count)
        let childStart = Int32(truncatingIfNeeded: childList.count)
        let endToken = Int32(truncatingIfNeeded: pos)
        let leafStart = tokens[leafFirst].offset
        let start = tokens[first].offset
        nodes.reserve(2)
        nodes.appendUnchecked(SyntaxNode(kind: kind, flags: [], firstToken: Int32(truncatingIfNeeded: leafFirst),
                                         endToken: endToken, startOffset: leafStart, endOffset: max(prevEnd, leafStart),
                                         childStart: childStart, childCount: 0, parent: leafID &+ 1,
                                         name: Int32(truncatingIfNeeded: leafName), aux: -1))
        nodes.appendUnchecked(SyntaxNode(kind: wrapper, flags: [], firstToken: Int32(truncatingIfNeeded: first),
                                         endToken: endToken, startOffset: start, endOffset: max(prevEnd, start),
                                         childStart: childStart, childCount: 1, parent: -1,
                                         name: Int32(truncatingIfNeeded: name), aux: Int32(truncatingIfNeeded: aux)))
        childList.append(leafID)
        stack.append(leafID &+ 1)
    }
}

/// A one-node operand (see `Parser.leafOperand`): its node kind and how many tokens it spans.
struct LeafOperand {
    let kind: SyntaxKind
    let length: Int

    @inline(__always) init(_ kind: SyntaxKind, _ length: Int) {
        self.kind = kind
        self.length = length
    }
}
