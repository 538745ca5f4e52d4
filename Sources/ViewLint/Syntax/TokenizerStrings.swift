/// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, escapes, and
/// interpolations `\(…)` / `\#(…)`. Opening a literal pushes `.string`; `\(` pushes
/// `.interpolation` and the driver lexes the code inside as ordinary tokens until the matching
/// `)`, then returns here. Nesting depth is bounded only by memory, never by the call stack.
extension Lexer {
    /// At `"` (after `pounds` `#` already counted from `position - pounds`).
    mutating func lexStringOpen(pounds: Int) {
        let start = position - pounds
        let quote = position
        var multiline = byte(at: quote + 1) == UInt8(ascii: "\"") && byte(at: quote + 2) == UInt8(ascii: "\"")
        if multiline && pounds > 0 && closesOnSameLine(from: quote + 3, pounds: pounds) {
            // `#"""#` and `#""" x "#`: a raw single-line string that starts with quotes.
            multiline = false
        }
        position = quote + (multiline ? 3 : 1)
        emit(.stringOpen, from: start, to: position)
        push(.string(multiline: multiline, pounds: pounds, quote: UInt8(ascii: "\"")))
    }

    /// `'…'`: not Swift, but Swift lexes it as a (rejected) string literal, so we do too,
    /// keeping the token stream aligned with the compiler's.
    mutating func lexSingleQuotedString() {
        diagnose("single-quoted string literal; Swift strings use '\"'", at: position)
        emit(.stringOpen, from: position, to: position + 1)
        position += 1
        push(.string(multiline: false, pounds: 0, quote: UInt8(ascii: "'")))
    }

    /// Lexes string text from `position` up to and including the next delimiter event: the
    /// closing quote (pops), an interpolation opener (pushes), or the end of the line/file for
    /// an unterminated literal (pops with a diagnostic).
    mutating func lexStringBody(multiline: Bool, pounds: Int, quote: UInt8) {
        let start = position
        while position < count {
            let byte = input[position]
            if byte == UInt8(ascii: "\\") {
                let afterPounds = position + 1 + pounds
                if hasPounds(pounds, from: position + 1) {
                    if self.byte(at: afterPounds) == UInt8(ascii: "(") {
                        emitSegment(from: start, to: position)
                        emit(.interpolationOpen, from: position, to: afterPounds + 1)
                        position = afterPounds + 1
                        push(.interpolation(multiline: multiline, parenDepth: 0))
                        return
                    }
                    // An escape: the escaped character is text, so `\"` does not close the
                    // literal. A line break after `\` in a multi-line string is a continuation
                    // and stays text too (handled by the loop).
                    position = afterPounds
                    if position < count && !classes[Int(input[position])].contains(.newline) {
                        position += 1
                    }
                    continue
                }
                position += 1
            } else if byte == quote {
                let quoteLength = multiline ? 3 : 1
                if multiline && !(self.byte(at: position + 1) == UInt8(ascii: "\"") && self.byte(at: position + 2) == UInt8(ascii: "\"")) {
                    position += 1
                    continue
                }
                guard hasPounds(pounds, from: position + quoteLength) else {
                    position += 1
                    continue
                }
                emitSegment(from: start, to: position)
                let end = position + quoteLength + pounds
                emit(.stringClose, from: position, to: end)
                position = end
                pop()
                return
            } else if !multiline && classes[Int(byte)].contains(.newline) {
                emitSegment(from: start, to: position)
                pop()
                diagnose("unterminated string literal", at: position)
                return
            } else if multiline && classes[Int(byte)].contains(.newline) {
                position += 1
            } else {
                position = quote == UInt8(ascii: "\"") ? findStringSpecial(from: position + 1) : position + 1
            }
        }
        emitSegment(from: start, to: position)
        pop()
        diagnose(multiline ? "unterminated multi-line string literal" : "unterminated string literal", at: position)
    }

    /// Whether a `"` followed by `pounds` `#` appears before the end of the line.
    func closesOnSameLine(from index: Int, pounds: Int) -> Bool {
        if hasPounds(pounds, from: index) { return true }
        var scan = index
        while scan < count && !classes[Int(input[scan])].contains(.newline) {
            if input[scan] == UInt8(ascii: "\"") && hasPounds(pounds, from: scan + 1) { return true }
            scan += 1
        }
        return false
    }

    /// Whether `count` `#` characters start at `index`.
    @inline(__always) func hasPounds(_ pounds: Int, from index: Int) -> Bool {
        var matched = 0
        while matched < pounds {
            if byte(at: index + matched) != UInt8(ascii: "#") { return false }
            matched += 1
        }
        return true
    }

    @inline(__always) mutating func emitSegment(from start: Int, to end: Int) {
        if end > start { emit(.stringSegment, from: start, to: end) }
    }
}
