/// Operators (built-in and custom, ASCII and Unicode) and `#` forms. Which operator token a
/// run of operator characters becomes depends only on the bytes around it ("bound" to an
/// expression on the left or right), exactly as in the Swift lexer.
extension Lexer {
    /// Whether the byte before `index` binds an operator starting there to an expression.
    func isLeftBound(_ index: Int) -> Bool {
        guard index > 0, index <= count else { return false }
        switch input[index - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            // The end of a `/* */` comment counts as whitespace.
            return byte(at: index - 2) != UInt8(ascii: "*")
        case 0xA0:
            // U+00A0 no-break space.
            return byte(at: index - 2) != 0xC2
        default:
            return true
        }
    }

    /// Whether the byte at `index` (just after an operator) binds it to an expression.
    func isRightBound(_ index: Int, isLeftBound: Bool) -> Bool {
        guard index < count else { return false }
        switch input[index] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            // `x^.y`: postfix `^`; `^.y`: prefix `^`.
            return !isLeftBound
        case UInt8(ascii: "/"):
            let next = byte(at: index + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return byte(at: index + 1) != 0xA0
        default:
            return true
        }
    }

    mutating func lexOperator() {
        let start = position
        let first = input[start]
        // `!` and `?` glued to the expression before them are one-character postfix tokens.
        if (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) && isLeftBound(start) {
            position = start + 1
            emit(first == UInt8(ascii: "!") ? .exclamationMark : .postfixQuestionMark, from: start, to: position)
            return
        }
        position = start + (first < 0x80 ? 1 : UTF8Decoding.decode(input, at: start, end: count).length)
        let startsWithDot = first == UInt8(ascii: ".")
        while position < count {
            let byte = input[position]
            let byteClass = classes[Int(byte)]
            if byteClass.contains(.operatorCharacter) {
                // A `.` continues only operators that begin with one (`..<`, `...`).
                if byte == UInt8(ascii: ".") && !startsWithDot { break }
                position += 1
            } else if byteClass.contains(.nonASCII) {
                let scalar = UTF8Decoding.decode(input, at: position, end: count)
                guard let value = scalar.value, ScalarClass.isOperatorContinuation(value) else { break }
                position += scalar.length
            } else {
                break
            }
        }
        var end = position

        // A `/` in the operator may open a regex literal (`= /a+/`, `(/\d+/)`).
        var slash = start
        while slash < end && input[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < end, let regexEnd = regexEnd(slash: slash, operatorStart: start, operatorEnd: end) {
            if slash > start { emitOperator(from: start, to: slash) }
            position = regexEnd
            emit(.regexLiteral, from: slash, to: regexEnd)
            return
        }

        // `//` or `/*` inside an operator starts a comment (`a+/*x*/b`).
        if end - start > 2 {
            var scan = start + 1
            while scan < end {
                let next = byte(at: scan + 1)
                if input[scan] == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*")) {
                    end = scan
                    break
                }
                scan += 1
            }
        }
        position = end
        emitOperator(from: start, to: end)
    }

    /// Emits `start..<end` (operator characters) as the right operator-like token kind.
    mutating func emitOperator(from start: Int, to end: Int) {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, isLeftBound: leftBound)
        let first = input[start]
        var kind = TokenKind.operator
        if end - start == 1 {
            switch first {
            case UInt8(ascii: "="):
                kind = .equal
                if leftBound != rightBound { diagnose("'=' must have consistent whitespace on both sides", at: start) }
            case UInt8(ascii: "&") where !leftBound && rightBound: kind = .prefixAmpersand
            case UInt8(ascii: "."): kind = .period
            case UInt8(ascii: "?"): kind = leftBound ? .postfixQuestionMark : .infixQuestionMark
            case UInt8(ascii: "!") where leftBound: kind = .exclamationMark
            default: break
            }
        } else if end - start == 2 {
            let second = input[start + 1]
            if first == UInt8(ascii: "-") && second == UInt8(ascii: ">") {
                kind = .arrow
            } else if first == UInt8(ascii: "*") && second == UInt8(ascii: "/") {
                kind = .unknown
                diagnose("unexpected end of block comment '*/'", at: start)
            }
        }
        emit(kind, from: start, to: end)
    }

    /// `#"…"#` raw strings, `#/…/#` regexes, `#if`-family directives, `#name` macro
    /// expansions, or a lone `#` (an error).
    mutating func lexPound() {
        let start = position
        var scan = start
        while byte(at: scan) == UInt8(ascii: "#") && scan < count { scan += 1 }
        let afterPounds = byte(at: scan)
        if afterPounds == UInt8(ascii: "\"") && scan < count {
            position = scan
            lexStringOpen(pounds: scan - start)
            return
        }
        if afterPounds == UInt8(ascii: "/") && scan < count, let end = scanRegex(at: start, mustBeRegex: true) {
            position = end
            emit(.regexLiteral, from: start, to: end)
            return
        }
        // `#$name` too: a macro may be named like a `$` identifier.
        guard byteClass(at: start + 1).contains(.identifierStart) || byte(at: start + 1) == UInt8(ascii: "$")
                || startsUnicodeIdentifier(at: start + 1) else {
            position = start + 1
            emit(.unknown, from: start, to: position)
            diagnose("'#' must be followed by a name, a string or a regex literal", at: start)
            return
        }
        position = start + 1
        skipIdentifierContinuation()
        let directive = KeywordTable.lookup(input, from: start + 1, to: position, in: poundDirectives)
        if directive != .none {
            emit(.poundDirective, from: start, to: position, keyword: directive)
        } else {
            emit(.poundIdentifier, from: start, to: position)
        }
    }

    func startsUnicodeIdentifier(at index: Int) -> Bool {
        guard index < count, input[index] >= 0x80 else { return false }
        let scalar = UTF8Decoding.decode(input, at: index, end: count)
        guard let value = scalar.value else { return false }
        return ScalarClass.isIdentifierStart(value)
    }
}
