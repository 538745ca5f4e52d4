// The parts declarations share: parameter lists, generic clauses, inheritance, where.
extension Parser {
    /// `(label name: Type = default, …)`; closure parameter lists may omit types.
    mutating func parseParameterClause() {
        let m = mark()
        let first = pos
        guard enter() else { return }
        defer { leave() }
        let savedContext = expressionContext // one byte for the three flags
        expressionContext = []
        defer { expressionContext = savedContext }
        advance() // (
        var progress = LoopProgress()
        var flags: SyntaxFlags = []
        while !at(.rightParen), progress.advanced(progressMark) {
            if atEnd || at(.rightBrace) || at(.leftBrace) { flags.insert(.unterminated); break }
            let pm = mark()
            let pfirst = pos
            parseAttributes()
            var name = -1, aux = -1
            if at(.identifier) || at(.keyword) || at(.dollarIdentifier) {
                name = pos
                advance()
                if at(.identifier) || (at(.keyword) && (cur.flags.contains(.backticked) || peek().kind == .colon)) {
                    aux = pos
                    advance()
                }
            }
            if at(.colon), stack.count == pm, depth < Parser.maxDepth, peek().kind == .identifier,
               peek().keyword == .none, peek(2).kind == .comma || peek(2).kind == .rightParen {
                // `name: Type,` (no attributes, variadic or default): parseType's lone-name node
                // and the parameter, written together.
                advance()
                pushWrappedLeaf(.simpleType, length: 1, leafName: pos, wrapper: .parameter, first: pfirst,
                                name: name, aux: aux)
                consume(.comma) // (else at `)`)
                continue
            }
            if consume(.colon) { parseType() }
            if at(.operator), spells(cur, "...") { advance() }
            if at(.equal) {
                parseIntroducedExpression(.initializerClause)
            }
            if pos == pfirst {
                errorInParameterList(pm)
            } else {
                finish(.parameter, pm, first: pfirst, name: name, aux: aux)
            }
            if !consume(.comma) {
                if !at(.rightParen) { diagnoseOutOfLine("expected ',' or ')' in parameter list") }
            }
        }
        if !consume(.rightParen) {
            if !flags.contains(.unterminated) { diagnose("expected ')'") }
            flags.insert(.unterminated)
        }
        finish(.parameterClause, m, first: first, flags: flags)
    }

    /// A token that starts no parameter: an error node over it (out of line, so that its
    /// message string is not materialised at every parameter list).
    @inline(never) mutating func errorInParameterList(_ m: Int) {
        let first = pos
        diagnose("unexpected '\(text(cur.byteRange))' in parameter list")
        advance()
        finish(.error, m, first: first)
    }

    /// `<T: View, U>`
    mutating func parseGenericParameterClause() {
        let m = mark()
        let first = pos
        advance() // <
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            let pm = mark()
            let pfirst = pos
            consumeKeyword(.each)
            let name = parseDeclName()
            if consume(.colon) { parseType() }
            finish(.genericParameter, pm, first: pfirst, name: name)
            if !consume(.comma) { break }
        }
        if atKeyword(.where) { parseWhereClause() }
        if !consumeCloseAngle() { diagnose("expected '>' to close the generic parameters") }
        finish(.genericParameterClause, m, first: first)
    }

    /// `: A, B, @unchecked Sendable, ~Copyable`
    mutating func parseInheritanceClause() {
        let m = mark()
        let first = pos
        advance() // :
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            if at(.operator), spells(cur, "~") { advance() }
            parseType(allowFunction: false)
            if !consume(.comma) { break }
        }
        finish(.inheritanceClause, m, first: first)
    }

    /// `where T: P, U == V` — requirements as types, loosely.
    mutating func parseWhereClause() {
        let m = mark()
        let first = pos
        advance() // where
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            parseType(allowFunction: false)
            if consume(.colon) {
                parseType(allowFunction: false)
            } else if at(.operator), spells(cur, "==") {
                advance()
                parseType(allowFunction: false)
            }
            if !consume(.comma) { break }
        }
        finish(.whereClause, m, first: first)
    }
}
