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
            if consumeKeyword(.of) { parseType() } // `[3 of Int]`: an inline array type's count and element
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
            case .interpolationOpen: // `\(a, label: b)`: an argument list
                parseArgumentList(close: .interpolationClose)
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

    /// `\Root.a?.b[0]`, `\.self`, `\.?.a` (the tokenizer's `.?.` operator, split here), `\ .a`.
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
        let componentsStart = pos
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            let cm = mark()
            let cfirst = pos
            let t = cur
            // Only the first component may stand apart from the `\` or the root (`\ .a`).
            if t.flags.contains(.spaceBefore), pos != componentsStart { break }
            if t.kind == .period || t.kind == .colonColon || (t.kind == .operator && isChainMarks(t)
                                                             && firstByte(t) == UInt8(ascii: ".")) {
                if t.kind == .operator { _ = consumeLeadingCharacter(UInt8(ascii: ".")) } else { advance() }
                if at(.leftSquare) {
                    parseArgumentList(close: .rightSquare)
                    finishComponent(cm, first: cfirst, start: t.offset)
                } else if consumeChainMark() { // `.?`, `.!`
                    finishComponent(cm, first: cfirst, start: t.offset)
                } else {
                    let name = parseMemberName()
                    finishComponent(cm, first: cfirst, start: t.offset, name: name)
                }
            } else if t.kind == .leftSquare {
                parseArgumentList(close: .rightSquare)
                finishComponent(cm, first: cfirst, start: t.offset)
            } else if consumeChainMark() {
                finishComponent(cm, first: cfirst, start: t.offset)
            } else {
                break
            }
        }
        finish(.keyPath, m, first: first)
    }

    /// A key path component from token `first`, which began at byte `start` (the token may
    /// since have been narrowed to the characters after the component's).
    mutating func finishComponent(_ m: Int, first: Int, start: UInt32, name: Int = -1) {
        push(.keyPathComponent, m, first: first, start: start, end: max(prevEnd, start), name: name, aux: -1, flags: [])
    }

    /// Whether operator token `t` is made only of `.`, `?` and `!`: optional-chaining marks and
    /// periods a key path runs together (`.?.`, `?.`), which it takes one character at a time.
    @inline(never) func isChainMarks(_ t: Token) -> Bool {
        for k in t.byteRange {
            switch bytes[k] {
            case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"): continue
            default: return false
            }
        }
        return true
    }

    /// A key path's `?` or `!` here, alone or leading a run of chain marks: consumed. Inlined:
    /// asked where every key path ends.
    @inline(__always) mutating func consumeChainMark() -> Bool {
        let t = cur
        switch t.kind {
        case .postfixQuestionMark, .exclamationMark: advance(); return true
        case .operator where isChainMarks(t):
            return consumeLeadingCharacter(UInt8(ascii: "?")) || consumeLeadingCharacter(UInt8(ascii: "!"))
        default: return false
        }
    }
}
