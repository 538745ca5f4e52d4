/// Regex literals, following the Swift lexer's rules so that a division is never swallowed:
/// a bare `/…/` is tried only where an expression may start (judged from the previous token
/// and the spacing around the `/`), may not begin with a space, and gives up on an unbalanced
/// `)` or a line break unless the context leaves no other reading. `#/…/#` is always a regex.
extension Lexer {
    /// The end of a regex literal whose `/` lies inside an operator token, or nil if the
    /// operator is an operator.
    func regexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        let leftBound = isLeftBound(operatorStart)
        let rightBound = isRightBound(operatorEnd, isLeftBound: leftBound)
        // Left-bound: a postfix `/`, never a regex.
        guard !leftBound else { return nil }
        let previous = previousToken
        // `operator /^/` and `func /(…)` declare operators.
        if let previous, previous.kind == .keyword, previous.keyword == .func || previous.keyword == .operator {
            return nil
        }
        var mustBeRegex = false
        if leftBound == rightBound {
            // `try? /x/` is a regex: `try?` cannot be the left side of a binary operator.
            mustBeRegex = followsTryWithPostfixMark()
            if !mustBeRegex && !isInRegexLiteralPosition() { return nil }
            switch previous?.kind {
            case .leftParen?, .leftSquare?, .comma?, .colon?, .colonColon?: break
            default: mustBeRegex = true
            }
        }
        return scanRegex(at: slash, mustBeRegex: mustBeRegex)
    }

    func followsTryWithPostfixMark() -> Bool {
        guard tokens.count >= 2 else { return false }
        let mark = tokens[tokens.count - 1]
        let before = tokens[tokens.count - 2]
        return (mark.kind == .postfixQuestionMark || mark.kind == .exclamationMark)
            && before.kind == .keyword && before.keyword == .try
    }

    /// Whether the previous token leaves us expecting an expression (so `/` starts a regex)
    /// rather than a binary operator.
    func isInRegexLiteralPosition() -> Bool {
        guard let previous = previousToken else { return true }
        switch previous.kind {
        case .leftParen, .leftBrace, .leftSquare, .prefixAmpersand, .equal,
             .semicolon, .comma, .colon, .infixQuestionMark, .interpolationOpen, .unknown:
            return true
        case .operator:
            // Prefix and binary operators precede expressions; postfix ones end them.
            let start = Int(previous.offset)
            let leftBound = isLeftBound(start)
            return !(leftBound && !isRightBound(Int(previous.end), isLeftBound: leftBound))
        case .keyword:
            switch previous.keyword {
            case .true, .false, .Any, .nil, .selfKeyword, .SelfKeyword, .super: return false
            default: return true
            }
        case .poundDirective:
            return previous.keyword != .poundSourceLocation
        default:
            return false
        }
    }

    /// Scans a regex literal starting at `start` (`#`s then `/`). Returns its end, or nil if
    /// this is not a regex (only possible when `mustBeRegex` is false). An unterminated regex
    /// that must be one ends at the line break (or, for a multi-line `#/`, its first line).
    func scanRegex(at start: Int, mustBeRegex: Bool) -> Int? {
        var position = start
        while position < count && input[position] == UInt8(ascii: "#") { position += 1 }
        let pounds = position - start
        guard position < count, input[position] == UInt8(ascii: "/") else { return nil }
        position += 1
        if pounds == 0 && position < count {
            switch input[position] {
            case 0x20, 0x09:
                // `/ 1 /` in a result builder is two divisions.
                if !mustBeRegex { return nil }
            case UInt8(ascii: "*"), UInt8(ascii: "/"):
                return nil
            default:
                break
            }
        }
        var firstNewline: Int?
        if pounds > 0 {
            var scan = position
            while scan < count && (input[scan] == 0x20 || input[scan] == 0x09) { scan += 1 }
            if scan < count && (input[scan] == 0x0A || input[scan] == 0x0D) {
                firstNewline = scan
                position = scan
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -2

        func unterminated(at position: Int) -> Int? {
            guard mustBeRegex else { return nil }
            return firstNewline ?? position
        }

        while true {
            // A closing delimiter?
            if position < count && input[position] == UInt8(ascii: "/") {
                var end = position + 1
                var closePounds = 0
                if pounds > 0 {
                    while end < count && input[end] == UInt8(ascii: "#") { end += 1; closePounds += 1 }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        let next = byte(at: end)
                        if end < count && (next == UInt8(ascii: "*") || next == UInt8(ascii: "/")) {
                            return unterminated(at: position)
                        }
                        if lastUnescapedSpace + 1 == position && !mustBeRegex { return nil }
                    }
                    return end
                }
            }
            // One pattern character (two for an escape).
            var escaped = false
            while true {
                guard position < count else { return unterminated(at: position) }
                let byte = input[position]
                if byte == 0x0A || byte == 0x0D {
                    guard firstNewline != nil else { return unterminated(at: position) }
                    position += 1
                    break
                }
                if byte >= 0x80 {
                    position += UTF8Decoding.decode(input, at: position, end: count).length
                    break
                }
                position += 1
                if escaped { break }
                switch byte {
                case UInt8(ascii: "\\"):
                    escaped = true
                    continue
                case UInt8(ascii: "(") where classDepth == 0:
                    groupDepth += 1
                case UInt8(ascii: ")") where classDepth == 0:
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                case UInt8(ascii: "["):
                    classDepth += 1
                case UInt8(ascii: "]"):
                    if classDepth > 0 { classDepth -= 1 }
                case 0x20, 0x09:
                    lastUnescapedSpace = position - 1
                default:
                    break
                }
                break
            }
        }
    }
}
