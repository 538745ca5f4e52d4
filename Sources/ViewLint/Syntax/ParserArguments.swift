/// Argument lists and trailing closures: the parts of calls, subscripts and tuples.
extension Parser {
    /// Inlined: checked after every call and name (usually `noTrailingClosure` or no `{`).
    @inline(__always) mutating func trailingClosureAllowed() -> Bool {
        guard at(.leftBrace) else { return false }
        if noTrailingClosure { return !peek().flags.contains(.atStartOfLine) && conditionTrailingClosureFollows() }
        // (The cheap check first: the scan only matters before `willSet`/`didSet`.)
        return !(isKeyword(peek(), .willSet) || isKeyword(peek(), .didSet)) || !isAccessorBlockStart()
    }

    /// In a condition (`if`, `while`, `for … in`), where a `{` opens the body: whether this
    /// `{ … }` on one line is a trailing closure nonetheless, as Swift decides it: what follows
    /// its `}` on the same line continues the expression (another `{`, `.`, `(`, an operator, `,`,
    /// `where`…). Out of line: a condition's body rarely starts on its `{`'s line.
    @inline(never) mutating func conditionTrailingClosureFollows() -> Bool {
        guard !isKeyword(peek(), .case) else { return false }
        let next = tokens[indexAfterGroup(at: pos, open: .leftBrace, close: .rightBrace)]
        switch next.kind {
        case .leftBrace, .comma: return true
        case .keyword: return next.keyword == .where || (!next.flags.contains(.atStartOfLine) && (next.keyword == .as || next.keyword == .is))
        case .leftSquare, .leftParen, .period, .postfixQuestionMark, .infixQuestionMark, .exclamationMark, .colon,
             .equal, .operator:
            return !next.flags.contains(.atStartOfLine)
        default: return false
        }
    }

    /// `{ … }` then `label: { … }`*.
    mutating func parseTrailingClosures() {
        var label = -1
        var progress = LoopProgress()
        while at(.leftBrace), progress.advanced(progressMark) {
            let m = mark()
            let first = label >= 0 ? label : pos
            parseClosure()
            finish(.trailingClosure, m, first: first, name: label)
            // `} label: {`
            let t = cur
            let labelLike = t.kind == .identifier || (t.kind == .keyword && t.keyword != .case && t.keyword != .default)
            if labelLike, peek().kind == .colon, peek(2).kind == .leftBrace {
                label = pos
                advance(); advance()
            } else {
                return
            }
        }
    }

    /// `(…)`, `[…]` or an interpolation's `\(…)` (the opening token is current): labelled
    /// arguments up to `close`.
    mutating func parseArgumentList(close: TokenKind) {
        guard enter() else { return }
        defer { leave() }
        let savedContext = expressionContext // one byte for the three flags
        expressionContext = []
        defer { expressionContext = savedContext }
        let open = cur.offset
        advance()
        var progress = LoopProgress()
        while !at(close), progress.advanced(progressMark) {
            if argumentListBroken(close) {
                return diagnoseUnclosedList(close, open: open)
            }
            let before = pos
            parseArgument()
            if !consume(.comma), !at(close), !argumentListBroken(close) { recoverBetweenArguments(before: before) }
        }
        advance() // close
    }

    // The cold paths of `parseArgumentList`, out of line: inlined, their message strings are
    // materialised (hoisted by the optimiser) at every call of the hot function.

    @inline(never) mutating func diagnoseUnclosedList(_ close: TokenKind, open: UInt32) {
        diagnose("expected '\(close == .rightSquare ? "]" : ")")' to match the bracket at offset \(open)")
    }

    /// After an argument (that started at token `before`) neither `,` nor the list's end.
    @inline(never) mutating func recoverBetweenArguments(before: Int) {
        if pos == before {
            errorToken("unexpected '\(text(cur.byteRange))' in argument list")
        } else {
            diagnose("expected ',' between arguments")
        }
    }

    /// A token that cannot be inside this argument list: the list lost its closing bracket.
    @inline(__always) mutating func argumentListBroken(_ close: TokenKind) -> Bool {
        let t = cur
        switch t.kind { // one dispatch (no declaration starts with a closing bracket)
        case .endOfFile, .rightBrace, .stringClose, .interpolationClose: return true // (`close` was checked first)
        case .rightSquare: return close == .rightParen
        case .rightParen: return close == .rightSquare
        default: return atColumnOne(t) && declarationInColumnOne()
        }
    }

    /// At a token in column 1: whether a declaration starts here (in an argument list, a sign
    /// that its `)` went missing). Out of line: inlined, `isDeclarationStart` makes
    /// `parseArgumentList` too large for the optimiser to inline `parseArgument` into it.
    @inline(never) mutating func declarationInColumnOne() -> Bool {
        isDeclarationStart(.member)
    }

    /// `label: expr`, `expr`, or a bare operator reference `(+)`. Inlined into the argument list
    /// loop, its one caller: it runs once per argument, and its own frame costs as much as the
    /// common label-and-name argument. `@_transparent`, not `@inline(__always)`: the optimiser
    /// weighs an always-inline function this large against its caller and may keep the call.
    @_transparent mutating func parseArgument() {
        let m = mark()
        let first = pos
        var label = -1
        let t = cur
        if (t.kind == .identifier || t.kind == .keyword || t.kind == .dollarIdentifier), peek().kind == .colon {
            label = pos
            advance(); advance()
        }
        // The common leaf operand first: no leaf starts with `,` `)` `]` or an operator.
        if depth < Parser.maxDepth, let leaf = leafOperand() {
            if endsOperand(tokens[pos &+ leaf.length]) {
                // What parseExpression would build, without the call; and the argument with it.
                return parseLeafArgument(leaf, first: first, label: label)
            } else {
                parseArgumentChain(from: leaf)
            }
        } else if at(.comma) || at(.rightParen) || at(.rightSquare) {
            if label < 0 { missingOutOfLine("expected an argument") }
        } else if at(.operator), peek().kind != .rightBrace, closesList(peek().kind) {
            advance() // `reduce(0, +)`
            finish(.identifier, mark(), first: pos - 1, name: pos - 1)
        } else if depth < Parser.maxDepth, !needsPrefixParsing(cur) {
            parseArgumentChain(from: nil)
        } else {
            parseExpression()
        }
        finish(.argument, m, first: first, name: label)
    }

    /// `parseExpression` inlined (same depth accounting) for an argument that starts with a
    /// postfix chain, `Text("a").bold()`: most have no operator after it.
    @inline(__always) mutating func parseArgumentChain(from leaf: LeafOperand?) {
        depth &+= 1 // the caller checked depth < maxDepth
        let em = mark()
        let efirst = pos
        parsePostfixExpression(from: leaf)
        if continuesSequence(cur) { parseExpressionTail(em, first: efirst) }
        depth &-= 1
    }
}
