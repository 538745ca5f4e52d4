/// Comment and conflict-marker trivia, kept beside the tokens as `TriviaPiece`s.
extension Lexer {
    mutating func lexLineComment() {
        let start = position
        // `///` is documentation, `////` is not.
        let isDoc = byte(at: start + 2) == UInt8(ascii: "/") && byte(at: start + 3) != UInt8(ascii: "/")
        position = findLineBreak(from: start + 2)
        addComment(isDoc ? .docLineComment : .lineComment, from: start, to: position)
    }

    /// Block comments nest; the depth is a counter, not recursion.
    mutating func lexBlockComment() {
        let start = position
        // `/**` is documentation, but `/**/` is an empty ordinary comment.
        let isDoc = byte(at: start + 2) == UInt8(ascii: "*") && byte(at: start + 3) != UInt8(ascii: "/")
        position += 2
        var depth = 1
        while position < count {
            let byte = input[position]
            if byte == UInt8(ascii: "*") && self.byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/") && self.byte(at: position + 1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                if classes[Int(byte)].contains(.newline) { pendingFlags.insert(.atStartOfLine) }
                position += 1
            }
        }
        if depth > 0 { diagnose("unterminated block comment: '/*' has no matching '*/'", at: start) }
        addComment(isDoc ? .docBlockComment : .blockComment, from: start, to: position)
    }

    /// `<<<<<<< ` at the start of a line with a `>>>>>>> ` line later: the whole block is one
    /// trivia piece, as Swift skips it.
    func atConflictMarker() -> Bool {
        guard position < count, position == 0 || classes[Int(input[position - 1])].contains(.newline) else { return false }
        guard input[position] == UInt8(ascii: "<") else { return false }
        return conflictMarkerEnd() != nil
    }

    func conflictMarkerEnd() -> Int? {
        func isMarker(_ at: Int, _ character: UInt8) -> Bool {
            guard at + 8 <= count else { return false }
            for offset in 0..<7 where input[at + offset] != character { return false }
            return input[at + 7] == UInt8(ascii: " ")
        }
        guard isMarker(position, UInt8(ascii: "<")) else { return nil }
        var scan = position + 8
        while scan < count {
            if classes[Int(input[scan - 1])].contains(.newline) && isMarker(scan, UInt8(ascii: ">")) {
                while scan < count && !classes[Int(input[scan])].contains(.newline) { scan += 1 }
                return scan
            }
            scan += 1
        }
        return nil
    }

    mutating func lexConflictMarker() {
        guard let end = conflictMarkerEnd() else { return }
        addComment(.conflictMarker, from: position, to: end)
        diagnose("version-control conflict marker", at: position)
        position = end
    }
}
