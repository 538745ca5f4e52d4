/// `switch` with its cases, and `for … in`: the statements with their own item syntax.
extension Parser {
    mutating func parseSwitch() {
        let m = mark()
        let first = pos
        advance() // switch
        let saved = noTrailingClosure
        noTrailingClosure = true
        parseExpression()
        noTrailingClosure = saved
        if at(.leftBrace) {
            advance()
            parseSwitchCases()
            if !consume(.rightBrace) { diagnose("expected '}' to close switch") }
        } else {
            diagnose("expected '{' after switch subject")
        }
        finish(.switchStmt, m, first: first)
    }

    /// `case`/`default` clauses (and `#if` blocks of them) up to the closing `}`.
    mutating func parseSwitchCases() {
        guard enter() else { return }
        defer { leave() }
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        var progress = LoopProgress()
        while !at(.rightBrace), !atEnd, progress.advanced(progressMark) {
            if at(.poundDirective) {
                if cur.keyword == .poundIf {
                    parseIfConfig(.switchBody)
                } else if cur.keyword == .poundSourceLocation {
                    parseSourceLocation()
                } else if openIfConfigs > 0 {
                    return
                } else {
                    errorStrayDirective()
                }
                continue
            }
            if at(.poundIdentifier) { // `#warning("…")` between cases
                parseMacroExpansion(.macroExpansionDecl)
                continue
            }
            let m = mark()
            let first = pos
            // `@unknown default:`: the attributes stay in the case's range without nodes of their
            // own (the case's children are its items and its body).
            if at(.atSign) {
                let afterAttributes = endOfAttributes()
                while pos < afterAttributes { advance() }
            }
            let label = pos
            if consumeKeyword(.case) {
                var items = LoopProgress()
                while items.advanced(progressMark) {
                    parseCaseItem()
                    if !consume(.comma) { break }
                }
            } else if consumeKeyword(.default) {
            } else {
                diagnose("expected 'case' or 'default' in switch")
                parseItems(.switchBody)
                finish(.error, m, first: first)
                if pos == first { errorToken("unexpected token in switch") }
                continue
            }
            expect(.colon, ":")
            parseItems(.switchBody)
            finish(.switchCase, m, first: first, name: label)
        }
    }

    /// One pattern of a case label or catch clause, with its optional `where`.
    mutating func parseCaseItem() {
        let m = mark()
        let first = pos
        parsePatternExpression()
        if atKeyword(.where) {
            parseIntroduced(.whereClause) { $0.parseExpression() }
        }
        finish(.caseItem, m, first: first)
    }

    mutating func parseFor() {
        let m = mark()
        let first = pos
        advance() // for
        consumeKeyword(.try)
        consumeKeyword(.await)
        if atKeyword(.unsafe), !isKeyword(peek(), .in), peek().kind != .colon { advance() } // `for unsafe x in`
        consumeKeyword(.case)
        let saved = noTrailingClosure
        noTrailingClosure = true
        parsePatternExpression()
        if consume(.colon) { parseType() }
        if !consumeKeyword(.in) { diagnose("expected 'in' in for loop") }
        parseExpression()
        if atKeyword(.where) {
            parseIntroduced(.whereClause) { $0.parseExpression() }
        }
        noTrailingClosure = saved
        parseCodeBlock()
        finish(.forStmt, m, first: first)
    }
}
