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
            // (Most parameters fail the first test: `name: T` has `:` next.)
            if isParameterWord(peek()), isParameterWord(peek(2)), isParameterWord(cur) { parseParameterModifiers() }
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

    /// A token that may be a parameter's label, name or modifier.
    @inline(__always) func isParameterWord(_ t: Token) -> Bool {
        t.kind == .identifier || t.kind == .keyword || t.kind == .dollarIdentifier
    }

    /// `isolated _ map: T`, `_const x y: T`: of the words before a parameter's `:`, all but the
    /// last two (label and name) are modifiers.
    mutating func parseParameterModifiers() {
        var end = pos
        while end < tokens.count - 1, isParameterWord(tokens[end]) { end += 1 }
        guard tokens[end].kind == .colon else { return }
        while pos < end - 2 {
            let m = mark()
            advance()
            finish(.modifier, m, first: pos - 1, name: pos - 1)
        }
    }

    /// A token that starts no parameter: an error node over it (out of line, so that its
    /// message string is not materialised at every parameter list).
    @inline(never) mutating func errorInParameterList(_ m: Int) {
        let first = pos
        diagnose("unexpected '\(text(cur.byteRange))' in parameter list")
        advance()
        finish(.error, m, first: first)
    }

    /// `<T: View, each U, let N: Int,>`. `openConsumed`: the `<` was the end of an operator
    /// function's name token (`func *<T>` lexes `*<`), already consumed.
    mutating func parseGenericParameterClause(openConsumed: Bool = false) {
        let m = mark()
        let first = openConsumed ? pos - 1 : pos
        if !openConsumed { advance() } // <
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            if at(.operator), firstByte(cur) == UInt8(ascii: ">") { break } // after a trailing comma
            let pm = mark()
            let pfirst = pos
            parseAttributes()
            if !consumeKeyword(.each) { consumeKeyword(.let) }
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
            if atKeyword(.class) { // `protocol P: class`, the old spelling of `AnyObject`
                let cm = mark()
                advance()
                finish(.simpleType, cm, first: pos - 1, name: pos - 1)
            } else {
                parseType(allowFunction: false)
            }
            if !consume(.comma) { break }
        }
        finish(.inheritanceClause, m, first: first)
    }

    /// `where T: P, U == V, N == 3` — requirements as types, loosely.
    mutating func parseWhereClause() {
        let m = mark()
        let first = pos
        advance() // where
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            parseType()
            if consume(.colon) {
                if atKeyword(.class) { advance() } else { parseType() } // `where T: class`
            } else if at(.operator), spells(cur, "==") {
                advance()
                parseType()
            }
            if !consume(.comma) { break }
        }
        finish(.whereClause, m, first: first)
    }
}
