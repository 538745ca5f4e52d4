// Literals and key paths: the bracketed expression forms with their own inner grammar.
extension Parser {
    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollectionLiteral() {
        let m = mark()
        let first = pos
        guard enter() else { return }
        defer { leave() }
        let savedContext = expressionContext // one byte for the three flags
        expressionContext = []
        defer { expressionContext = savedContext }
        advance() // [
        if at(.colon), peek().kind == .rightSquare {
            advance(); advance()
            finish(.dictionaryLiteral, m, first: first)
            return
        }
        var isDictionary = false
        var flags: SyntaxFlags = []
        var progress = LoopProgress()
        while !at(.rightSquare), progress.advanced(progressMark) {
            if atEnd || at(.rightBrace) || at(.rightParen) { flags.insert(.unterminated); break }
            let em = mark()
            let efirst = pos
            parseExpression()
            if consume(.colon) {
                isDictionary = true
                parseExpression()
                finish(.dictionaryElement, em, first: efirst)
            }
            if pos == efirst { advance() } // reported as missing; move on
            if !consume(.comma), !at(.rightSquare) { diagnose("expected ',' in collection literal") }
        }
        if !consume(.rightSquare) {
            diagnose("expected ']'")
            flags.insert(.unterminated)
        }
        finish(isDictionary ? .dictionaryLiteral : .arrayLiteral, m, first: first, flags: flags)
    }

    /// `"text \(expr) more"`: interpolations become argument children.
    mutating func parseStringLiteral() {
        let m = mark()
        let first = pos
        advance() // open
        var flags: SyntaxFlags = []
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            switch kind {
            case .stringSegment:
                advance()
            case .interpolationOpen:
                guard enter() else { continue }
                let savedContext = expressionContext
                expressionContext = []
                advance()
                var inner = LoopProgress()
                while !at(.interpolationClose), !atEnd, !at(.stringClose), inner.advanced(progressMark) {
                    parseArgument()
                    if !consume(.comma), !at(.interpolationClose) {
                        errorToken("unexpected '\(text(cur.byteRange))' in interpolation")
                    }
                }
                if !consume(.interpolationClose) { diagnose("expected ')' to close the interpolation") }
                expressionContext = savedContext
                leave()
            case .stringClose:
                advance()
                finish(.stringLiteral, m, first: first, flags: flags)
                return
            default:
                diagnose("unterminated string literal")
                flags.insert(.unterminated)
                finish(.stringLiteral, m, first: first, flags: flags)
                return
            }
        }
        finish(.stringLiteral, m, first: first, flags: .unterminated)
    }

    /// `\Root.a?.b[0]`, `\.self`.
    mutating func parseKeyPath() {
        let m = mark()
        let first = pos
        advance() // \
        if at(.identifier) || (at(.keyword) && (cur.keyword == .SelfKeyword)) {
            let tm = mark()
            let tfirst = pos
            advance()
            if isOperator(cur, "<"), looksLikeGenericArguments() { parseGenericArgumentClause() }
            finish(.simpleType, tm, first: tfirst, name: tfirst)
        }
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            let cm = mark()
            let cfirst = pos
            let t = cur
            if t.kind == .period, !t.flags.contains(.spaceBefore) {
                advance()
                if at(.leftSquare) { parseArgumentList(close: .rightSquare); finish(.keyPathComponent, cm, first: cfirst); continue }
                let name = parseMemberName()
                finish(.keyPathComponent, cm, first: cfirst, name: name)
            } else if t.kind == .leftSquare, !t.flags.contains(.spaceBefore) {
                parseArgumentList(close: .rightSquare)
                finish(.keyPathComponent, cm, first: cfirst)
            } else if (t.kind == .postfixQuestionMark || t.kind == .exclamationMark), !t.flags.contains(.spaceBefore) {
                advance()
                finish(.keyPathComponent, cm, first: cfirst)
            } else {
                break
            }
        }
        finish(.keyPath, m, first: first)
    }
}
