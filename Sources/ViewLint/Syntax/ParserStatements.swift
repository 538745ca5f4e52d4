/// Where a list of items is being parsed; decides what may start an item and what ends the list.
enum ItemContext {
    case topLevel, code, member, enumMember, switchBody
    /// Clause bodies of a `#if` between a view and its modifiers: implicit-member chains.
    case postfixChain
}

extension Parser {
    /// Parses one item; if nothing could be consumed, consumes one token as an error so the
    /// caller's loop always progresses.
    mutating func parseItemOrRecover(_ context: ItemContext) {
        let before = pos
        parseItem(context)
        if pos == before {
            // The item parser pushed an empty error node (or nothing); make progress.
            errorUnexpectedToken()
        }
    }

    // Cold paths of the item loop, out of line: inlined, their message strings are
    // materialised (hoisted by the optimiser) at every call of `parseItems`.

    @inline(never) mutating func errorUnexpectedToken() {
        errorToken("unexpected '\(text(cur.byteRange))'")
    }

    @inline(never) mutating func errorStrayDirective() {
        errorToken("'\(text(cur.byteRange))' without a matching '#if'")
    }

    /// Whether the current token ends an item list in `context`.
    /// `indentedBefore`: an earlier item of this list started off column 1. In a type's
    /// members a nested type in column 1 is then a sign of a missing `}`; where every member so far
    /// is in column 1 (`extension Namespace {` over unindented types) it is the file's style.
    @inline(__always) mutating func atItemListEnd(_ context: ItemContext, indentedBefore: Bool = true) -> Bool {
        let t = cur
        switch t.kind {
        case .endOfFile: return true
        case .rightBrace: return context != .topLevel
        case .poundDirective:
            return t.keyword != .poundIf && t.keyword != .poundSourceLocation && openIfConfigs > 0
        default: break
        }
        if context == .switchBody {
            if isKeyword(t, .case) || isKeyword(t, .default) { return true }
            if t.kind == .atSign && atAttributedCaseLabel() { return true }
        }
        // Recovery: a type declaration in column 1 inside a block means a `}` went missing.
        // `extension` and `import` cannot nest; a nested type can, so among a type's members it
        // ends the list only once the members were seen indented.
        if depth > 0, context != .topLevel, atColumnOne(t), t.kind == .keyword {
            let nestedTypeEnds = indentedBefore || (context != .member && context != .enumMember)
            switch t.keyword {
            case .extension, .import: return true
            case .struct, .enum, .protocol: return nestedTypeEnds
            case .class: return nestedTypeEnds && !isKeyword(peek(), .func) && !isKeyword(peek(), .var)
            default: break
            }
        }
        return false
    }

    /// Items until the list's end (not consumed).
    mutating func parseItems(_ context: ItemContext) {
        var progress = LoopProgress()
        var indentedBefore = false
        while !atItemListEnd(context, indentedBefore: indentedBefore), progress.advanced(progressMark) {
            if !indentedBefore, !atColumnOne(cur) { indentedBefore = true }
            switch kind { // one dispatch for the two rare cases
            case .rightParen, .rightSquare:
                if context == .code || context == .switchBody || context == .postfixChain {
                    errorUnexpectedToken()
                    continue
                }
            case .poundDirective:
                if cur.keyword == .poundSourceLocation {
                    parseSourceLocation()
                    continue
                }
                if cur.keyword != .poundIf {
                    errorStrayDirective()
                    continue
                }
            default:
                break
            }
            parseItemOrRecover(context)
        }
    }

    /// `{ items }`, pushing one node of `kind`. Reports a missing `}`.
    mutating func parseBraced(_ kind: SyntaxKind, _ context: ItemContext) {
        let m = mark()
        let first = pos
        guard enter() else { return }
        defer { leave() }
        let savedContext = expressionContext // one byte for the three flags
        expressionContext = []
        defer { expressionContext = savedContext }
        advance() // {
        parseItems(context)
        var flags: SyntaxFlags = []
        if !consume(.rightBrace) {
            diagnose("expected '}' to close the block opened at offset \(tokens[first].offset)")
            flags.insert(.unterminated)
        }
        finish(kind, m, first: first, flags: flags)
    }

    mutating func parseCodeBlock() {
        if at(.leftBrace) {
            parseBraced(.codeBlock, .code)
        } else {
            missing("expected '{'")
        }
    }

    /// Inlined into `parseItemOrRecover` (the item loops): one frame fewer per statement.
    @inline(__always) mutating func parseItem(_ context: ItemContext) {
        guard enter() else { return }
        defer { leave() }
        let t = cur
        switch t.kind {
        case .poundDirective where t.keyword == .poundIf:
            if context != .switchBody, context != .postfixChain, atIfConfigOfAttributes() {
                parseDeclaration(context) // `#if X @available(…) #endif func f()`
                consume(.semicolon)
                return
            }
            parseIfConfig(context)
            consume(.semicolon)
            return
        case .semicolon:
            advance()
            return
        case .poundIdentifier where context == .member || context == .enumMember
            || (context == .topLevel && !macroExpansionContinuesAsExpression()):
            parseMacroExpansion(.macroExpansionDecl)
            consume(.semicolon)
            return
        case .atSign:
            if context == .postfixChain { break }
            parseDeclaration(context)
            consume(.semicolon)
            return
        case .keyword:
            if context == .postfixChain { break }
            if let _ = statementKeyword(t.keyword) {
                parseStatement()
                consume(.semicolon)
                return
            }
            if isDeclarationStart(context) {
                parseDeclaration(context)
                consume(.semicolon)
                return
            }
        case .identifier, .dollarIdentifier:
            if context == .postfixChain { break }
            if isDeclarationStart(context) {
                parseDeclaration(context)
                consume(.semicolon)
                return
            }
            // `outer: for …`, `$label: if …` statement labels.
            if atStatementLabel() {
                parseLabeledStatement()
                return
            }
        default:
            break
        }
        if context == .member || context == .enumMember {
            diagnoseOutOfLine("expected a declaration")
        }
        parseExpression()
        consume(.semicolon)
    }

    /// `outer: for …`: the label, then the statement.
    mutating func parseLabeledStatement() {
        advance(); advance()
        parseStatement()
    }

    @inline(__always) func statementKeyword(_ k: Keyword) -> Keyword? {
        switch k {
        case .if, .guard, .switch, .for, .while, .repeat, .do, .return, .throw, .defer,
             .break, .continue, .fallthrough:
            return k
        default:
            return nil
        }
    }

    mutating func parseStatement() {
        let t = cur
        let m = mark()
        let first = pos
        switch t.keyword {
        case .if, .switch:
            if t.keyword == .if { parseIf() } else { parseSwitch() }
            // `if c { 0 } else { 1 } as Int`: an if or switch expression with a cast.
            if atKeyword(.as) || atKeyword(.is), !cur.flags.contains(.atStartOfLine) { parseExpressionTail(m, first: first) }
        case .guard:
            advance()
            parseConditionList()
            if !consumeKeyword(.else) { diagnose("expected 'else' after guard condition") }
            parseCodeBlock()
            finish(.guardStmt, m, first: first)
        case .for: parseFor()
        case .while:
            advance()
            parseConditionList()
            parseCodeBlock()
            finish(.whileStmt, m, first: first)
        case .repeat where peek().kind != .leftBrace: // `repeat each x.f()`: a pack expansion
            parseExpression()
        case .repeat:
            advance()
            parseCodeBlock()
            if consumeKeyword(.while) { parseExpression() } else { diagnose("expected 'while' after repeat body") }
            finish(.repeatStmt, m, first: first)
        case .do:
            advance()
            parseEffects()
            parseCodeBlock()
            var progress = LoopProgress()
            while atKeyword(.catch), progress.advanced(progressMark) {
                let cm = mark()
                let cfirst = pos
                advance()
                if !at(.leftBrace) {
                    let saved = noTrailingClosure
                    noTrailingClosure = true
                    if atKeyword(.where) { // `catch where isRetryable(error)`: no pattern
                        parseIntroduced(.whereClause) { $0.parseExpression() }
                    } else {
                        var items = LoopProgress()
                        while items.advanced(progressMark) {
                            parseCaseItem()
                            if !consume(.comma) { break }
                        }
                    }
                    noTrailingClosure = saved
                }
                parseCodeBlock()
                finish(.catchClause, cm, first: cfirst)
            }
            finish(.doStmt, m, first: first)
        case .return, .throw:
            advance()
            let kind: SyntaxKind = t.keyword == .return ? .returnStmt : .throwStmt
            if !at(.rightBrace), !at(.semicolon), !at(.endOfFile), !cur.flags.contains(.atStartOfLine),
               !atKeyword(.case), !atKeyword(.default) {
                // `return nil`, `return .none`: parseExpression's leaf and the statement at once.
                if depth < Parser.maxDepth, let leaf = leafOperand(), endsOperand(tokens[pos &+ leaf.length]) {
                    pushWrappedLeaf(leaf.kind, length: leaf.length, leafName: leafName(leaf), wrapper: kind,
                                    first: first, name: -1)
                    return
                }
                parseExpression()
            }
            finish(kind, m, first: first)
        case .defer:
            advance()
            parseCodeBlock()
            finish(.deferStmt, m, first: first)
        case .break, .continue, .fallthrough:
            advance()
            if at(.identifier) || at(.dollarIdentifier), !cur.flags.contains(.atStartOfLine) { advance() }
            let k: SyntaxKind = t.keyword == .break ? .breakStmt : t.keyword == .continue ? .continueStmt : .fallthroughStmt
            finish(k, m, first: first)
        default:
            parseExpression()
        }
    }


    /// `if cond { } else if … { } else { }`, also used as an expression.
    mutating func parseIf() {
        let m = mark()
        let first = pos
        advance() // if
        parseConditionList()
        parseCodeBlock()
        if consumeKeyword(.else) {
            if atKeyword(.if) {
                if enter() { parseIf(); leave() }
            } else {
                parseCodeBlock()
            }
        }
        finish(.ifStmt, m, first: first)
    }

    /// Comma-separated conditions of if/guard/while.
    mutating func parseConditionList() {
        let m = mark()
        let first = pos
        let saved = noTrailingClosure
        noTrailingClosure = true
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            parseCondition()
            if !consume(.comma) { break }
        }
        noTrailingClosure = saved
        finish(.conditionList, m, first: first)
    }

    mutating func parseCondition() {
        let m = mark()
        let first = pos
        if atKeyword(.let) || atKeyword(.var) {
            advance()
            var name = -1
            if at(.identifier) || at(.keyword) && (cur.keyword == .selfKeyword) {
                name = pos
            }
            parsePatternExpression()
            if consume(.colon) { parseType() }
            if consume(.equal) { parseExpression() }
            finish(.optionalBinding, m, first: first, name: name)
        } else if atKeyword(.case) {
            advance()
            parsePatternExpression()
            if consume(.colon) { parseType() }
            if consume(.equal) { parseExpression() } else { diagnose("expected '=' in case condition") }
            finish(.caseCondition, m, first: first)
        } else {
            parseExpression()
        }
    }

    /// A pattern: parsed as an expression that stops before `=`.
    mutating func parsePatternExpression() {
        let saved = stopAtAssignment
        stopAtAssignment = true
        parseExpression()
        stopAtAssignment = saved
    }
}
