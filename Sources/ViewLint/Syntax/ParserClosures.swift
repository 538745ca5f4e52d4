extension Parser {
    /// `{ [captures] (params) async throws -> T in items }`.
    mutating func parseClosure() {
        let m = mark()
        let first = pos
        guard enter() else { return }
        defer { leave() }
        let savedContext = expressionContext // one byte for the three flags
        expressionContext = []
        defer { expressionContext = savedContext }
        advance() // {
        if closureSignatureFollows() { parseClosureSignature() }
        parseItems(.code)
        var flags: SyntaxFlags = []
        if !consume(.rightBrace) {
            diagnose("expected '}' to close the closure opened at offset \(tokens[first].offset)")
            flags.insert(.unterminated)
        }
        finish(.closure, m, first: first, flags: flags)
    }

    /// Lookahead: does an `in` end a signature before any statement starts?
    mutating func closureSignatureFollows() -> Bool {
        var i = pos
        var level = 0
        while i < tokens.count - 1, i - pos < 256 {
            let t = tokens[i]
            switch t.kind {
            case .leftParen, .leftSquare: level += 1
            case .rightParen, .rightSquare:
                level -= 1
                if level < 0 { return false }
            case .leftBrace, .rightBrace, .endOfFile: return false
            case .keyword:
                if t.keyword == .in, level == 0, !t.flags.contains(.backticked) { return true }
                if level == 0, !Parser.mayBeInClosureSignature(t.keyword), !t.flags.contains(.backticked) { return false }
            case .identifier:
                // `Text(…)`, `$0.load(…)`: a call, which no signature has outside brackets (an
                // attribute's arguments, `@MainActor(unsafe)`, follow an `@`). Most closures
                // in view code start with one; without this the scan runs to the next brace.
                if level == 0, tokens[i + 1].kind == .leftParen, !tokens[i + 1].flags.contains(.spaceBefore),
                   i == pos || tokens[i - 1].kind != .atSign {
                    return false
                }
            case .dollarIdentifier, .comma, .colon, .period, .arrow, .atSign, .postfixQuestionMark,
                 .exclamationMark, .operator, .integerLiteral, .stringOpen, .stringSegment, .stringClose, .equal:
                if level == 0, t.kind == .equal || t.kind == .integerLiteral || t.kind == .stringOpen { return false }
            default:
                if level == 0 { return false }
            }
            i += 1
        }
        return false
    }

    /// Reserved words that can appear in a closure's signature before `in` (a switch, not an
    /// array literal: this runs for every keyword the lookahead meets).
    static func mayBeInClosureSignature(_ k: Keyword) -> Bool {
        switch k {
        case .throws, .rethrows, .inout, .SelfKeyword, .Any, .selfKeyword: return true
        default: return false
        }
    }

    mutating func parseClosureSignature() {
        let m = mark()
        let first = pos
        parseAttributes()
        if at(.leftSquare) { parseCaptureList() }
        if at(.leftParen) {
            parseParameterClause()
        } else {
            let pm = mark()
            let pfirst = pos
            var progress = LoopProgress()
            while at(.identifier) || at(.dollarIdentifier) || atKeyword(.selfKeyword), progress.advanced(progressMark) {
                let im = mark()
                advance()
                finish(.parameter, im, first: pos - 1, name: pos - 1)
                if !consume(.comma) { break }
            }
            if pos > pfirst { finish(.parameterClause, pm, first: pfirst) }
        }
        parseEffects()
        if at(.arrow) {
            parseIntroducedType(.returnClause)
        }
        if !consumeKeyword(.in) { diagnose("expected 'in' after the closure signature") }
        finish(.closureSignature, m, first: first)
    }

    /// `[weak self, unowned(safe) x, y = z]`
    mutating func parseCaptureList() {
        let m = mark()
        let first = pos
        advance() // [
        var progress = LoopProgress()
        while !at(.rightSquare), !atEnd, progress.advanced(progressMark) {
            let cm = mark()
            let cfirst = pos
            var aux = -1
            if atKeyword(.weak) || atKeyword(.unowned), peek().kind == .identifier || peek().kind == .keyword || peek().kind == .leftParen {
                aux = pos
                advance()
                if at(.leftParen) { skipBalanced() }
            }
            let name = pos
            if consume(.equal) == false, at(.identifier) || at(.keyword) {
                advance()
                if consume(.equal) { parseExpression() }
            } else {
                parseExpression()
            }
            finish(.captureItem, cm, first: cfirst, name: name, aux: aux)
            if pos == cfirst { advance() }
            if !consume(.comma) { break }
        }
        if !consume(.rightSquare) { diagnose("expected ']' to close the capture list") }
        finish(.captureList, m, first: first)
    }
}
