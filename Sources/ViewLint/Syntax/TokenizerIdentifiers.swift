/// Names: plain and Unicode identifiers, keywords, `$0`/`$name`, backticked names, editor
/// placeholders, and the non-ASCII dispatch (identifier, operator or error).
extension Lexer {
    /// Advances over identifier-continuation characters: ASCII letters, digits and `_` eight
    /// bytes a step, then the rare rest (`$`, non-ASCII) byte by byte.
    @inline(__always) mutating func skipIdentifierContinuation() {
        let scan = skipASCIIIdentifierCharacters(from: position)
        position = scan
        guard scan < count && Lexer.mayContinueNameRarely(input[scan]) else { return }
        skipRareIdentifierContinuation()
    }

    /// Whether a byte that stopped the ASCII name scan may still continue the name: `$` (an
    /// identifier character after the first, as in `_$id`, `a$b`, `$a$b`) or a non-ASCII byte.
    @inline(__always) static func mayContinueNameRarely(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "$")
    }

    /// The name continuation loop for names holding `$` or non-ASCII scalars.
    mutating func skipRareIdentifierContinuation() {
        while position < count {
            let byte = input[position]
            let byteClass = classes[Int(byte)]
            if byteClass.contains(.identifierContinue) || byte == UInt8(ascii: "$") {
                position += 1
            } else if byteClass.contains(.nonASCII) {
                let scalar = UTF8Decoding.decode(input, at: position, end: count)
                guard let value = scalar.value, ScalarClass.isIdentifierContinuation(value) else { return }
                position += scalar.length
            } else {
                return
            }
        }
    }

    mutating func lexIdentifier() {
        let start = position
        position += 1
        skipIdentifierContinuation()
        emitName(from: start, to: position)
    }

    /// Emits an identifier or keyword for `start..<end`. `_` alone is an identifier; a name
    /// holding `$` (`a$b`) never matches a keyword.
    @inline(__always) mutating func emitName(from start: Int, to end: Int) {
        // Most names (`Text`, `padding`, …) are not keywords; the first byte rules many out.
        let keyword = classes[Int(input[start])].contains(.keywordStart)
            ? KeywordTable.lookup(input, from: start, to: end, in: keywords) : .none
        if keyword != .none && keyword.isReserved {
            emit(.keyword, from: start, to: end, keyword: keyword)
        } else {
            emit(.identifier, from: start, to: end, keyword: keyword)
        }
    }

    /// `$0`, `$name` (property-wrapper projections), `$` alone, `$a$b`: all `.dollarIdentifier`.
    mutating func lexDollarIdentifier() {
        let start = position
        position += 1
        skipIdentifierContinuation()
        emit(.dollarIdentifier, from: start, to: position)
    }

    /// `` `name` `` and Swift 6 raw identifiers (`` `any text` ``): any bytes but a backtick or
    /// a line break between two backticks. A backtick with no partner on its line is an error.
    mutating func lexBacktickIdentifier() {
        let start = position
        var scan = start + 1
        while scan < count {
            let byte = input[scan]
            if byte == UInt8(ascii: "`") || classes[Int(byte)].contains(.newline) { break }
            scan += 1
        }
        if scan < count && input[scan] == UInt8(ascii: "`") && scan > start + 1 {
            position = scan + 1
            emit(.identifier, from: start, to: position, flags: .backticked)
        } else {
            position = start + 1
            emit(.unknown, from: start, to: position)
            diagnose("a backtick must enclose a name on the same line", at: start)
        }
    }

    /// `<#placeholder#>` as Xcode writes it: one identifier. Returns false if there is no `#>`
    /// on the same line (then `<` is an operator).
    mutating func lexEditorPlaceholder() -> Bool {
        let start = position
        var scan = start + 2
        while scan + 1 < count {
            let byte = input[scan]
            if classes[Int(byte)].contains(.newline) { return false }
            if byte == UInt8(ascii: "#") && input[scan + 1] == UInt8(ascii: ">") {
                position = scan + 2
                emit(.identifier, from: start, to: position)
                diagnose("editor placeholder in source", at: start)
                return true
            }
            scan += 1
        }
        return false
    }

    /// A byte ≥ 0x80 at the start of a token: a Unicode identifier, a Unicode operator, or an
    /// error token covering the offending scalar (or invalid UTF-8 sequence).
    mutating func lexNonASCII() {
        let start = position
        let scalar = UTF8Decoding.decode(input, at: start, end: count)
        guard let value = scalar.value else {
            position = start + scalar.length
            emit(.unknown, from: start, to: position)
            diagnose("invalid UTF-8", at: start)
            return
        }
        if ScalarClass.isIdentifierStart(value) {
            position = start + scalar.length
            skipIdentifierContinuation()
            emit(.identifier, from: start, to: position)
        } else if ScalarClass.isOperatorStart(value) {
            lexOperator()
        } else {
            position = start + scalar.length
            emit(.unknown, from: start, to: position)
            let hex = String(value, radix: 16, uppercase: true)
            diagnose("character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) cannot start a token", at: start)
        }
    }
}
