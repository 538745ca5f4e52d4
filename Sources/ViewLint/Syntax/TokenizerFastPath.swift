/// The hot loop for code outside literals: one table-driven dispatch per token with the cursor
/// and the pending trivia flags in locals. Names, spaces, line breaks and single-byte
/// punctuation (most of every file) are handled here; everything else falls back to
/// `skipTrivia` + `lexToken` for one step and the loop resumes.
extension Lexer {
    /// What the fast loop does on a byte. Anything not listed goes to the general path.
    enum FastAction: UInt8 {
        case general = 0, name, space, newline
        case leftBrace, rightBrace, leftSquare, rightSquare, comma, colon, semicolon, atSign, period
        /// Parentheses are plain punctuation here: this loop runs only outside literals, so no
        /// interpolation can be waiting for its `)`.
        case leftParen, rightParen

        static let table: [FastAction] = (0...255).map { (value: Int) -> FastAction in
            switch UInt8(value) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return .name
            case 0x20, 0x09: return .space
            case 0x0A: return .newline
            case UInt8(ascii: "("): return .leftParen
            case UInt8(ascii: ")"): return .rightParen
            case UInt8(ascii: "{"): return .leftBrace
            case UInt8(ascii: "}"): return .rightBrace
            case UInt8(ascii: "["): return .leftSquare
            case UInt8(ascii: "]"): return .rightSquare
            case UInt8(ascii: ","): return .comma
            case UInt8(ascii: ":"): return .colon
            case UInt8(ascii: ";"): return .semicolon
            case UInt8(ascii: "@"): return .atSign
            case UInt8(ascii: "."): return .period
            default: return .general
            }
        }
    }

    /// Lexes code while the state stack is empty. Returns when a literal opens (the driver
    /// must switch to string text) or at the end of the input.
    mutating func runCodeFast(actions: UnsafeBufferPointer<FastAction>) {
        var scan = position
        var flags = pendingFlags
        while scan < count && stack.isEmpty {
            let byte = input[scan]
            var single = TokenKind.unknown
            switch actions[Int(byte)] {
            case .name:
                let start = scan
                scan = skipASCIIIdentifierCharacters(from: start + 1)
                if scan < count && input[scan] >= 0x80 {
                    position = scan
                    skipUnicodeIdentifierContinuation()
                    scan = position
                }
                let keyword = classes[Int(byte)].contains(.keywordStart)
                    ? KeywordTable.lookup(input, from: start, to: scan, in: keywords) : .none
                let kind: TokenKind = keyword != .none && keyword.isReserved ? .keyword : .identifier
                tokens.append(Token(kind: kind, keyword: keyword, flags: flags, offset: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: scan &- start)))
                flags = []
                continue
            case .space:
                scan = skipSpaces(from: scan + 1)
                flags.insert(.spaceBefore)
                continue
            case .newline:
                // A line break and the next line's indentation in one step.
                flags.formUnion([.spaceBefore, .atStartOfLine])
                scan = skipSpaces(from: scan + 1)
                continue
            case .period:
                // `.` alone is a period; `..<`, `...`, `.+` are operators (general path).
                if scan + 1 >= count || !classes[Int(input[scan + 1])].contains(.operatorCharacter) { single = .period }
            case .leftParen: single = .leftParen
            case .rightParen: single = .rightParen
            case .leftBrace: single = .leftBrace
            case .rightBrace: single = .rightBrace
            case .leftSquare: single = .leftSquare
            case .rightSquare: single = .rightSquare
            case .comma: single = .comma
            case .colon: single = .colon
            case .semicolon: single = .semicolon
            case .atSign: single = .atSign
            case .general:
                break
            }
            if single != .unknown {
                tokens.append(Token(kind: single, keyword: .none, flags: flags, offset: UInt32(truncatingIfNeeded: scan), length: 1))
                flags = []
                scan += 1
                continue
            }
            // One step of the general path.
            position = scan
            pendingFlags = flags
            skipTrivia()
            if position < count {
                let before = position
                lexToken()
                if position <= before { recoverFromNoProgress(at: before) }
            }
            scan = position
            flags = pendingFlags
        }
        position = scan
        pendingFlags = flags
    }

    /// Defensive: every lex function consumes at least one byte; if one ever does not, the
    /// byte becomes an error token rather than an endless loop.
    mutating func recoverFromNoProgress(at offset: Int) {
        emit(.unknown, from: offset, to: offset + 1)
        diagnose("internal tokenizer error: no progress", at: offset)
        position = offset + 1
    }

    /// `spaceAfter` mirrors the next token's `spaceBefore`; the last real token ends the file.
    mutating func deriveSpaceAfterFlags() {
        let base = tokens.base
        let count = tokens.count
        guard count > 0 else { return }
        // Branch-free: `.spaceBefore` is bit 1, `.spaceAfter` bit 2.
        var index = 0
        while index + 1 < count {
            let next = base[index + 1].flags.rawValue & TokenFlags.spaceBefore.rawValue
            base[index].flags.rawValue |= next << 1
            index += 1
        }
    }
}
