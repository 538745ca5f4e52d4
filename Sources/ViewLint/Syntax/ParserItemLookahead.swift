/// Lookaheads that decide what an item is before it is parsed (a labelled statement, a case
/// label behind attributes, a macro expansion that is an expression) and the scans they share.
extension Parser {
    /// `outer: for …`, `$label: if …`: a name and `:` before a statement.
    @inline(__always) func atStatementLabel() -> Bool {
        peek().kind == .colon && peek(2).kind == .keyword && statementKeyword(peek(2).keyword) != nil
    }

    /// At `#name` in top-level code: whether an operator, `.` or cast continues it on its line
    /// (`#file == path`), so that it is an expression rather than a macro declaration.
    mutating func macroExpansionContinuesAsExpression() -> Bool {
        var i = pos + 1
        if tokens[i].kind == .leftParen, !tokens[i].flags.contains(.atStartOfLine) {
            i = indexAfterGroup(at: i, open: .leftParen, close: .rightParen)
        }
        let next = tokens[i]
        guard !next.flags.contains(.atStartOfLine) else { return false }
        switch next.kind {
        case .period, .equal, .infixQuestionMark: return true
        case .operator: return isBinaryOperator(next)
        case .keyword: return next.keyword == .as || next.keyword == .is
        default: return false
        }
    }

    /// At `@`: whether attributes then `case` or `default` follow (`@unknown default:`).
    mutating func atAttributedCaseLabel() -> Bool {
        let i = endOfAttributes()
        return isKeyword(tokens[i], .case) || isKeyword(tokens[i], .default)
    }

    /// The index of the first token after the attributes (`@name`, `@name(…)`) starting here.
    func endOfAttributes() -> Int {
        var i = pos
        while i < tokens.count - 2, tokens[i].kind == .atSign {
            i += 2
            if tokens[i].kind == .leftParen, !tokens[i].flags.contains(.spaceBefore) {
                i = indexAfterGroup(at: i, open: .leftParen, close: .rightParen)
            }
        }
        return i
    }

    /// The index just past the group (`(…)`, `{…}`) whose opening token is at `start`, nested
    /// groups counted; the end-of-file token's index when the group is never closed.
    @inline(__always) func indexAfterGroup(at start: Int, open: TokenKind, close: TokenKind) -> Int {
        var i = start
        var level = 0
        repeat {
            let kind = tokens[i].kind
            if kind == open { level += 1 } else if kind == close { level -= 1 } else if kind == .endOfFile { return i }
            i += 1
        } while level > 0
        return i
    }
}
