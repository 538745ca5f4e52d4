/// Integer and floating-point literals: decimal, `0b`, `0o`, `0x`, hex floats with `p`
/// exponents, `_` separators. A `.` belongs to a number only when a digit follows it, so
/// `1..<2`, `1.e5` and `0xff.description` end the literal before the dot, as Swift does.
extension Lexer {
    mutating func lexNumber() {
        let start = position
        if input[start] == UInt8(ascii: "0") {
            switch byte(at: start + 1) {
            case UInt8(ascii: "x"): lexHexNumber(from: start); return
            case UInt8(ascii: "o"), UInt8(ascii: "b"):
                position = start + 2
                skipIdentifierContinuation()
                emitNumber(.integerLiteral, from: start, radix: byte(at: start + 1) == UInt8(ascii: "o") ? 8 : 2)
                return
            default: break
            }
        }
        skipDigits(.digit)
        var kind = TokenKind.integerLiteral
        if byte(at: position) == UInt8(ascii: ".") && byteClass(at: position + 1).contains(.digit) {
            kind = .floatLiteral
            position += 1
            skipDigits(.digit)
        }
        let exponent = byte(at: position) | 0x20
        if exponent == UInt8(ascii: "e") && startsExponent(at: position + 1) {
            kind = .floatLiteral
            position += 1
            skipExponentDigits()
        }
        // Letters glued to a number (`12abc`) belong to it as Swift lexes them: one bad literal.
        let end = position
        skipIdentifierContinuation()
        if position > end { diagnose("invalid digit in number literal", at: end) }
        emit(kind, from: start, to: position)
    }

    mutating func lexHexNumber(from start: Int) {
        position = start + 2
        skipDigits(.hexDigit)
        var kind = TokenKind.integerLiteral
        if byte(at: position) == UInt8(ascii: ".") && byteClass(at: position + 1).contains(.hexDigit) {
            let dot = position
            position += 1
            skipDigits(.hexDigit)
            if byte(at: position) | 0x20 != UInt8(ascii: "p") && !byteClass(at: dot + 1).contains(.digit) {
                // `0xff.description`: member access, not a fraction.
                position = dot
            } else {
                kind = .floatLiteral
            }
        }
        if byte(at: position) | 0x20 == UInt8(ascii: "p") && startsExponent(at: position + 1) {
            kind = .floatLiteral
            position += 1
            skipExponentDigits()
        } else if kind == .floatLiteral {
            diagnose("hexadecimal floating-point literal must end with an exponent", at: position)
        }
        let end = position
        skipIdentifierContinuation()
        if position > end || end == start + 2 { diagnose("invalid hexadecimal number literal", at: start) }
        emit(kind, from: start, to: position)
    }

    @inline(__always) mutating func skipDigits(_ digitClass: ByteClass) {
        while position < count {
            let byte = input[position]
            if classes[Int(byte)].contains(digitClass) || byte == UInt8(ascii: "_") {
                position += 1
            } else {
                return
            }
        }
    }

    /// Whether `[+-]?digit` starts at `index`.
    func startsExponent(at index: Int) -> Bool {
        var index = index
        let sign = byte(at: index)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
        return byteClass(at: index).contains(.digit)
    }

    mutating func skipExponentDigits() {
        let sign = byte(at: position)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
        skipDigits(.digit)
    }

    /// `0b`/`0o` literals: everything glued on is part of the token; digits out of range are
    /// reported.
    mutating func emitNumber(_ kind: TokenKind, from start: Int, radix: UInt8) {
        var scan = start + 2
        var valid = position > start + 2
        while scan < position {
            let byte = input[scan]
            if byte != UInt8(ascii: "_") && !(byte >= UInt8(ascii: "0") && byte < UInt8(ascii: "0") + radix) {
                valid = false
                break
            }
            scan += 1
        }
        if !valid { diagnose("invalid digit in \(radix == 2 ? "binary" : "octal") literal", at: start) }
        emit(kind, from: start, to: position)
    }
}
