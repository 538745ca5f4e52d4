extension Parser {
    /// An expression: prefix/postfix expressions joined by binary operators, `=`, ternaries and
    /// casts, kept as an unfolded `sequenceExpr` when there is more than one operand.
    mutating func parseExpression() {
        let m = mark()
        let first = pos
        guard enter() else { return }
        defer { leave() }
        // Most operands are a lone name or number before `,` `)` `:` and the like: build that
        // one node directly instead of through the four calls of the general path below.
        // (`leafOperand` is computed once and handed down: no leaf needs prefix parsing.)
        if let leaf = leafOperand() {
            let next = tokens[pos &+ leaf.length]
            if endsOperand(next) {
                parseLeaf(leaf)
                return
            }
            parseOperand(leaf)
        } else if needsPrefixParsing(cur) {
            parseSequenceElement()
        } else {
            parsePostfixExpression(from: nil)
        }
        if continuesSequence(cur) { parseExpressionTail(m, first: first) }
    }

    /// Whether `t` can continue a sequence expression after an operand (else the tail loop
    /// would stop at once): an operator, `->`, `=`, `?` of a ternary, `as`, `is`.
    @inline(__always) func continuesSequence(_ t: Token) -> Bool {
        switch t.kind {
        case .operator, .arrow, .equal, .infixQuestionMark: return true
        case .keyword: return t.keyword == .as || t.keyword == .is
        default: return false
        }
    }

    /// The binary operators, assignments, ternaries and casts after an expression's first
    /// operand (parsed since `mark`, from token `first`); wraps them all in a `sequenceExpr`.
    /// Split from `parseExpression` so `parseArgument` can skip it when the operand ends the
    /// argument.
    mutating func parseExpressionTail(_ m: Int, first: Int) {
        var operands = 1
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            let t = cur
            if lineLimited, t.flags.contains(.atStartOfLine) { break }
            let om = mark()
            let ofirst = pos
            switch t.kind {
            case .operator where isBinaryOperator(t):
                advance()
                finish(.binaryOperator, om, first: ofirst, name: ofirst)
            case .arrow: // `[K: (V) -> Void]()`: a function type written as an expression
                advance()
                parseType()
                finish(.binaryOperator, om, first: ofirst, name: ofirst)
                operands += 1
                continue
            case .keyword where t.keyword == .throws || t.keyword == .rethrows,
                 .identifier where t.keyword == .async:
                // `A & B throws -> C` as an expression (after a tuple, `parsePrimaryExpression`
                // takes them): effects, then the arrow and result.
                guard parseEffectsArrowAndType(om, first: ofirst) else { break }
                operands += 1
                continue
            case .equal where !stopAtAssignment:
                advance()
                finish(.assignmentOperator, om, first: ofirst)
            case .infixQuestionMark:
                advance()
                parseExpression()
                if !consume(.colon) { diagnoseOutOfLine("expected ':' in ternary expression") }
                finish(.ternaryOperator, om, first: ofirst)
            case .keyword where (t.keyword == .as || t.keyword == .is) && !t.flags.contains(.backticked):
                advance()
                var flags: SyntaxFlags = []
                if t.keyword == .as, !cur.flags.contains(.spaceBefore) {
                    if at(.postfixQuestionMark) || (at(.operator) && spells(cur, "?")) { flags = .optional; advance() }
                    else if at(.exclamationMark) || (at(.operator) && spells(cur, "!")) { flags = .forced; advance() }
                }
                parseType()
                finish(.castOperator, om, first: ofirst, name: ofirst, flags: flags)
                operands += 1
                continue // a cast has no right operand
            default:
                break
            }
            if pos == ofirst { break }
            parseElement()
            operands += 1
        }
        if operands > 1 { finish(.sequenceExpr, m, first: first) }
    }

    /// At `async`, `throws` or `rethrows` after an operand: if a function type's effects and
    /// arrow follow (`() async throws(E) -> T` written as a value), parses them and the result
    /// type into a `binaryOperator` named by the arrow, from `m`; else false, nothing consumed.
    mutating func parseEffectsArrowAndType(_ m: Int, first: Int) -> Bool {
        guard functionArrowFollows() else { return false }
        parseEffects()
        let arrow = pos
        advance()
        parseType()
        finish(.binaryOperator, m, first: first, name: arrow)
        return true
    }

    /// An operand of a sequence expression: `parseSequenceElement` when it starts with
    /// `try`/`await` or a prefix operator, else a postfix expression. Inlined: it runs for every
    /// operand, and skipping the layers saves a call and a loop setup each.
    @inline(__always) mutating func parseElement() {
        if let leaf = leafOperand() { // (no leaf needs prefix parsing)
            parseOperand(leaf)
        } else if needsPrefixParsing(cur) {
            parseSequenceElement()
        } else {
            parsePostfixExpression(from: nil)
        }
    }

    /// `parsePostfixExpression`, except that a lone name or literal that nothing postfix
    /// follows is built here, without the call and its loop setup (the same node).
    @inline(__always) mutating func parseOperand() {
        if let leaf = leafOperand() { parseOperand(leaf) } else { parsePostfixExpression(from: nil) }
    }

    /// `parseOperand` for the operand `leafOperand()` found here.
    @inline(__always) mutating func parseOperand(_ leaf: LeafOperand) {
        if endsPostfix(tokens[pos &+ leaf.length]) { parseLeaf(leaf) } else { parsePostfixExpression(from: leaf) }
    }

    /// Whether `next` (the token after an operand) cannot start a postfix part in
    /// `parsePostfixExpression`'s loop (member access, call, subscript, trailing closure,
    /// `?`/`!`/postfix operator, generic arguments, `#if` modifiers): it would return at once.
    @inline(__always) func endsPostfix(_ next: Token) -> Bool {
        switch next.kind {
        case .period, .colonColon, .leftBrace, .poundDirective: return false
        case .leftParen, .leftSquare: return next.flags.contains(.atStartOfLine)
        case .postfixQuestionMark, .exclamationMark, .operator: return next.flags.contains(.spaceBefore)
        default: return true
        }
    }

    /// Whether `t` starts a `try`/`await` or a prefix operator (else `parseSequenceElement`
    /// would go straight to `parsePostfixExpression`). The rarer prefix words (`repeat`, `each`,
    /// `consume`, …) are taken by `parsePrimaryExpression`.
    @inline(__always) func needsPrefixParsing(_ t: Token) -> Bool {
        switch t.kind {
        case .operator, .exclamationMark, .prefixAmpersand: return true
        case .keyword, .identifier: return t.keyword == .try || t.keyword == .await
        default: return false
        }
    }

    /// Whether `next` (the token after an operand) cannot continue a postfix or sequence
    /// expression (no `.`, call, subscript, closure, operator, `=`, `?`, `as`, `is`, `#if`).
    @inline(__always) func endsOperand(_ next: Token) -> Bool {
        switch next.kind {
        case .comma, .rightParen, .rightSquare, .rightBrace, .colon, .semicolon, .endOfFile,
             .interpolationClose, .identifier, .dollarIdentifier:
            return true
        case .keyword:
            return next.keyword != .as && next.keyword != .is
        default:
            return false
        }
    }

    /// An infix operator: whitespace on both sides or on neither (`a+b`, `a + b`, `0..<n`).
    @inline(__always) func isBinaryOperator(_ t: Token) -> Bool {
        let before = t.flags.contains(.spaceBefore)
        let after = t.flags.contains(.spaceAfter)
        if before == after { return true }
        // `x\n  ?? y` and `a ||\n b`: a line break counts as space on that side.
        return false
    }

    /// `try`/`await` prefixes, then a prefix expression.
    mutating func parseSequenceElement() {
        let m = mark()
        let first = pos
        if atKeyword(.try) {
            advance()
            var flags: SyntaxFlags = []
            if !cur.flags.contains(.spaceBefore) {
                if at(.postfixQuestionMark) || (at(.operator) && spells(cur, "?")) { flags = .optional; advance() }
                else if at(.exclamationMark) || (at(.operator) && spells(cur, "!")) { flags = .forced; advance() }
            }
            parseSequenceElementBounded()
            finish(.tryExpr, m, first: first, name: first, flags: flags)
        } else if atKeyword(.await) {
            advance()
            parseSequenceElementBounded()
            finish(.awaitExpr, m, first: first, name: first)
        } else {
            parsePrefixExpression()
        }
    }

    /// `await` and the other words that prefix an expression without changing its value:
    /// `repeat each x`, `consume x`, `copy x`, `borrow x`, `unsafe f()` (the caller checked
    /// `atPrefixWord`, or is at `repeat`).
    mutating func parsePrefixWord() {
        let m = mark()
        let first = pos
        advance()
        parseSequenceElementBounded()
        finish(.awaitExpr, m, first: first, name: first)
    }

    /// At `each`, `consume`, `copy`, `borrow` or `unsafe` (not backticked): whether it prefixes
    /// the expression after it, rather than being a name itself (`copy(x)`, `each.count`). As
    /// in Swift: only when an operand follows on the same line that could not continue a name.
    mutating func atPrefixWord() -> Bool {
        let t = cur
        switch t.keyword {
        case .each, .consume, .copy, .borrow, .unsafe: break
        default: return false
        }
        let next = peek()
        if next.flags.contains(.atStartOfLine) { return false }
        switch next.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringOpen, .regexLiteral,
             .prefixAmpersand, .atSign, .backslash, .poundIdentifier:
            return true
        case .keyword:
            switch next.keyword {
            case .Any, .SelfKeyword, .selfKeyword, .super, .initKeyword, .true, .false, .nil, .repeat, .try, .if,
                 .switch:
                return true
            default: return false
            }
        case .operator: // a prefix operator: `copy -x`
            return !next.flags.contains(.spaceAfter)
        case .period, .leftParen, .leftSquare: // `unsafe (x)`: a space decides
            return t.keyword == .unsafe && next.flags.contains(.spaceBefore)
        case .leftBrace: // `unsafe { … }()`, but a condition's body in `if unsafe { … }`
            return t.keyword == .unsafe && !noTrailingClosure
        default:
            return false
        }
    }

    mutating func parseSequenceElementBounded() {
        if enter() { parseSequenceElement(); leave() }
    }

    mutating func parsePrefixExpression() {
        let m = mark()
        let first = pos
        let t = cur
        if t.kind == .prefixAmpersand || (t.kind == .operator && spells(t, "&") && !t.flags.contains(.spaceAfter)) {
            advance()
            if enter() { parsePrefixExpression(); leave() }
            finish(.inoutExpr, m, first: first)
            return
        }
        if (t.kind == .operator || t.kind == .exclamationMark) && !t.flags.contains(.spaceAfter) {
            advance()
            if enter() { parsePrefixExpression(); leave() }
            finish(.prefixOperatorExpr, m, first: first, name: first)
            return
        }
        parseOperand()
    }

    /// A primary expression followed by member accesses, calls, subscripts, trailing closures,
    /// `?`/`!`, generic arguments and `#if`-wrapped modifiers.
    @inline(__always) mutating func parsePostfixExpression() {
        parsePostfixExpression(from: leafOperand())
    }

    /// `parsePostfixExpression`, given what `leafOperand()` returns here.
    mutating func parsePostfixExpression(from leaf: LeafOperand?) {
        let m = mark()
        if let leaf { parseLeaf(leaf) } else { parsePrimaryExpression() }
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            let t = cur
            if lineLimited, t.flags.contains(.atStartOfLine) { return }
            switch t.kind {
            case .period, .colonColon: // `::` of a module selector (`Swift::print`): kept like `.`
                advance()
                let name = parseMemberName()
                if isOperator(cur, "<"), !cur.flags.contains(.spaceBefore), looksLikeGenericArguments() {
                    parseGenericArgumentClause()
                }
                finishWrapping(.memberAccess, m, name: name)
            case .leftParen where !t.flags.contains(.atStartOfLine) && compoundNameFollows():
                // `load(gameMode:timeScope:)`: a function reference, not a call.
                while !at(.rightParen) { advance() }
                advance()
                finishWrapping(.memberAccess, m, name: pos - 1)
            case .leftParen where !t.flags.contains(.atStartOfLine):
                parseArgumentList(close: .rightParen)
                if at(.leftBrace), trailingClosureAllowed() { parseTrailingClosures() }
                finishWrapping(.call, m)
            case .leftSquare where !t.flags.contains(.atStartOfLine):
                parseArgumentList(close: .rightSquare)
                if at(.leftBrace), trailingClosureAllowed() { parseTrailingClosures() }
                finishWrapping(.subscriptCall, m)
            case .leftBrace where trailingClosureAllowed():
                parseTrailingClosures()
                finishWrapping(.call, m)
            case .postfixQuestionMark where !t.flags.contains(.spaceBefore),
                 .exclamationMark where !t.flags.contains(.spaceBefore):
                advance()
                finishWrapping(.postfixOperatorExpr, m, name: pos - 1)
            case .operator where !t.flags.contains(.spaceBefore):
                if !parseOperatorPostfix(m) { return }
            case .poundDirective where t.keyword == .poundIf && postfixIfConfigFollows():
                parseIfConfig(.postfixChain)
                finishWrapping(.postfixIfConfig, m)
            default:
                return
            }
        }
    }

    /// The rare postfix parts that start with an operator touching the chain (generic
    /// arguments `<…>`, postfix operators `x...`): false if it is none of them. Out of line,
    /// so that the hot loop of `parsePostfixExpression` keeps its registers.
    @inline(never) mutating func parseOperatorPostfix(_ m: Int) -> Bool {
        let t = cur
        if firstByte(t) == UInt8(ascii: "<"), spells(t, "<"), looksLikeGenericArguments() {
            parseGenericArgumentClause()
            finishWrapping(.specializeExpr, m)
        } else if t.flags.contains(.spaceAfter) || closesList(peek().kind) || peek().kind == .colon {
            advance() // postfix operator: `x...`, `x++`, `case 400...:`
            finishWrapping(.postfixOperatorExpr, m, name: pos - 1)
        } else {
            return false
        }
        return true
    }

    /// `)`, `]`, `,` or `}`: a token after which an operator must be postfix.
    @inline(__always) func closesList(_ kind: TokenKind) -> Bool {
        switch kind {
        case .rightParen, .rightSquare, .comma, .rightBrace: return true
        default: return false
        }
    }

    /// `(name:name:)` or `(_:)` after a name: argument labels of a function reference.
    @inline(__always) mutating func compoundNameFollows() -> Bool {
        var i = pos + 1
        var pairs = 0
        // (No bound check: a name or keyword is never the last token, the `.endOfFile` sentinel.)
        while tokens[i].kind == .identifier || tokens[i].kind == .keyword,
              tokens[i + 1].kind == .colon, !tokens[i + 1].flags.contains(.spaceBefore) {
            i += 2
            pairs += 1
        }
        return pairs > 0 && tokens[i].kind == .rightParen
    }

    /// After `base`, a `#if cond` whose first item (on the next line) is a `.modifier`.
    mutating func postfixIfConfigFollows() -> Bool {
        var i = pos + 1
        while i < tokens.count - 1, !tokens[i].flags.contains(.atStartOfLine) { i += 1 }
        return tokens[i].kind == .period
    }

    /// Name after `.`: identifier, keyword (`init`, `self`, `default`), `$x`, or tuple index.
    @inline(__always) mutating func parseMemberName() -> Int {
        switch kind {
        case .identifier, .keyword, .dollarIdentifier, .integerLiteral:
            advance()
            return pos - 1
        case .floatLiteral: // `t.0.1` lexes `0.1` as one float
            advance()
            return pos - 1
        default:
            return parseOperatorMemberName()
        }
    }

    /// The rare member name that is none of the above: an operator after a module selector
    /// (`Swift::+`), or else nothing (reported).
    @inline(never) mutating func parseOperatorMemberName() -> Int {
        guard at(.operator), pos > 0, tokens[pos - 1].kind == .colonColon else {
            diagnose("expected a member name after '.'")
            return -1
        }
        advance()
        return pos - 1
    }
}

