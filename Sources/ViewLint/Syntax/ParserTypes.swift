extension Parser {
    /// A type: attributes and specifiers, a primary type, postfix `?`/`!`/`.Type`, `&`
    /// compositions, and (when `allowFunction`) `(A) async throws -> B`.
    mutating func parseType(allowFunction: Bool = true) {
        let m = mark()
        let first = pos
        guard enter() else { return }
        defer { leave() }
        // Most types are a lone name before `,` `)` `{` `=` and the like: build the node
        // parsePrimaryType would, without its call and the postfix, `&` and `->` checks.
        if at(.identifier), cur.keyword == .none, closesSimpleType(peek().kind) {
            advance()
            finish(.simpleType, m, first: first, name: first)
            return
        }
        if at(.atSign) {
            parseAttributes()
            parseType(allowFunction: allowFunction)
            finish(.attributedType, m, first: first)
            return
        }
        let t = cur
        if !t.flags.contains(.backticked), t.kind == .identifier || t.kind == .keyword, t.keyword != .none,
           parseTypeSpecifier(t, m, first: first, allowFunction: allowFunction) {
            return
        }
        parsePrimaryType()
        if typePostfixMayFollow() { parseTypePostfixes(m, first: first) }
        if at(.operator), spells(cur, "&") {
            var progress = LoopProgress()
            while at(.operator), spells(cur, "&"), progress.advanced(progressMark) {
                advance()
                let em = mark()
                let efirst = pos
                parsePrimaryType()
                if typePostfixMayFollow() { parseTypePostfixes(em, first: efirst) }
            }
            finish(.compositionType, m, first: first)
        }
        if allowFunction, at(.arrow) || (atKeyword(.async) || atKeyword(.throws)) && functionArrowFollows() {
            parseEffects()
            if expect(.arrow, "->") { parseType() }
            finish(.functionType, m, first: first)
        }
    }

    /// `some P`, `any P`, and the specifiers before a type (`inout`, `borrowing`, `sending`,
    /// `repeat each T`, `nonisolated(nonsending)`, …): the node for the specifier and the type
    /// after it, or false (nothing consumed) when `t` is a type's own name here (`borrowing`
    /// before `)` is a type named so).
    mutating func parseTypeSpecifier(_ t: Token, _ m: Int, first: Int, allowFunction: Bool) -> Bool {
        let kind: SyntaxKind
        switch t.keyword {
        case .some: kind = .someType
        case .any: kind = .anyType
        case .inout, .borrowing, .consuming, .sending, .isolated, .each, .repeat, .__owned, .__shared, ._const:
            kind = .attributedType
        case .nonisolated:
            // `nonisolated(nonsending) () async -> T`; a conformance's `nonisolated P`.
            kind = .attributedType
            if peek().kind == .leftParen, !peek().flags.contains(.spaceBefore) {
                advance()
                skipBalanced()
                parseType(allowFunction: allowFunction)
                finish(kind, m, first: first, name: first)
                return true
            }
        default: return false
        }
        guard startsType(peek()) else { return false }
        advance()
        parseType(allowFunction: allowFunction)
        finish(kind, m, first: first, name: first)
        return true
    }

    /// Whether `t` may begin a type after a specifier: a name, `(`, `[`, an attribute, `~`, or
    /// `<` of opaque generic parameters.
    @inline(__always) func startsType(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .dollarIdentifier, .leftParen, .leftSquare, .atSign: return true
        case .keyword:
            return Parser.namesType(t.keyword) || t.keyword == .repeat || t.keyword == .inout
        case .operator: return spells(t, "~") || spells(t, "<")
        default: return false
        }
    }

    /// A token that cannot continue a type after a name (no `<`, `.`, `?`, `!`, `&`, `->`,
    /// `async`, `throws`).
    @inline(__always) func closesSimpleType(_ kind: TokenKind) -> Bool {
        switch kind {
        case .comma, .rightParen, .rightSquare, .rightBrace, .leftBrace, .equal, .colon, .semicolon, .endOfFile:
            return true
        default:
            return false
        }
    }

    /// At `async`/`throws`/`rethrows`: do effects, then `->`, follow (so this is a function type)?
    mutating func functionArrowFollows() -> Bool {
        var i = pos
        while i < tokens.count - 1, i - pos < 32 {
            let t = tokens[i]
            switch t.kind {
            case .arrow: return true
            case .keyword, .identifier:
                switch t.keyword {
                case .async, .throws, .rethrows, .reasync: i += 1
                default: return false
                }
            case .leftParen: // the error type of `throws(E)`
                i = indexAfterGroup(at: i, open: .leftParen, close: .rightParen)
            default: return false
            }
        }
        return false
    }

    mutating func parsePrimaryType() {
        let m = mark()
        let first = pos
        switch kind {
        case .identifier, .keyword, .dollarIdentifier:
            if cur.kind == .keyword, !cur.flags.contains(.backticked), !Parser.namesType(cur.keyword) {
                missing("expected a type")
                return
            }
            advance()
            if isOperator(cur, "<") {
                parseGenericArgumentClause()
            }
            finish(.simpleType, m, first: first, name: first)
        case .leftSquare:
            advance()
            parseType()
            if consume(.colon) {
                parseType()
                if !consume(.rightSquare) { diagnose("expected ']'") }
                finish(.dictionaryType, m, first: first)
            } else {
                if consumeKeyword(.of) { parseType() } // `[3 of Int]`: an inline array's count, then its element
                if !consume(.rightSquare) { diagnose("expected ']'") }
                finish(.arrayType, m, first: first)
            }
        case .leftParen:
            advance()
            var progress = LoopProgress()
            while !at(.rightParen), !atEnd, !at(.leftBrace), !at(.rightBrace), progress.advanced(progressMark) {
                // Element labels: `label: T`, `_ name: T`.
                if (at(.identifier) || at(.keyword)) && peek().kind == .colon { advance(); advance() }
                else if (at(.identifier) || at(.keyword)) && peek().kind == .identifier && peek(2).kind == .colon {
                    advance(); advance(); advance()
                }
                let before = pos
                parseType()
                if at(.operator), spells(cur, "...") { advance() }
                if at(.equal) { // enum payload defaults: `case popover(edge: Edge = .top)`
                    parseIntroducedExpression(.initializerClause)
                }
                if pos == before { advance() } // the missing type was reported; move on
                if !consume(.comma) { break }
            }
            var flags: SyntaxFlags = []
            if !consume(.rightParen) { diagnose("expected ')' in tuple type"); flags.insert(.unterminated) }
            finish(.tupleType, m, first: first, flags: flags)
        case .integerLiteral: // a value generic argument: `Vector<3, Int>`, `where N == 3`
            advance()
            finish(.simpleType, m, first: first, name: first)
        case .operator:
            parseOperatorPrimaryType(m, first: first)
        default:
            missing("expected a type")
        }
    }

    /// A primary type that starts with an operator: `~Copyable` (a suppressed conformance),
    /// `-1` (a negative value generic argument), `<T: P> T` (an opaque result type with
    /// generic parameters).
    mutating func parseOperatorPrimaryType(_ m: Int, first: Int) {
        let t = cur
        if spells(t, "~") {
            advance()
            let im = mark()
            let ifirst = pos
            if enter() { // `~ ~ ~ …` recurses
                parsePrimaryType()
                if typePostfixMayFollow() { parseTypePostfixes(im, first: ifirst) }
                leave()
            }
            finish(.attributedType, m, first: first, name: first)
        } else if spells(t, "-"), peek().kind == .integerLiteral, !peek().flags.contains(.spaceBefore) {
            advance()
            advance()
            finish(.simpleType, m, first: first, name: first + 1)
        } else if spells(t, "<") {
            parseGenericParameterClause()
            parseType()
            finish(.attributedType, m, first: first)
        } else {
            missing("expected a type")
        }
    }

    /// The reserved words that can be a type's name.
    static func namesType(_ k: Keyword) -> Bool {
        switch k {
        case .SelfKeyword, .Any, .selfKeyword, .initKeyword: return true
        default: return false
        }
    }

    /// Inlined gate of `parseTypePostfixes`: most types end after their primary type, and the
    /// call would return at once. (Its loop's own first checks, on the current token.)
    @inline(__always) func typePostfixMayFollow() -> Bool {
        let t = cur
        switch t.kind {
        case .period, .colonColon: return true
        case .operator, .postfixQuestionMark, .exclamationMark: return !t.flags.contains(.spaceBefore)
        default: return false
        }
    }

    /// `.Name<Args>`, `?`, `!`, `.Type`, `.Protocol`, `::Name` after a type started at `m`. A
    /// module selector (`Swift::Int`, `A.Swift::B`) is kept like a qualifier: a member type.
    mutating func parseTypePostfixes(_ m: Int, first: Int) {
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            let t = cur
            if t.kind == .period || t.kind == .colonColon { // `Models\n    .Notification?` is one type
                let next = peek()
                guard next.kind == .identifier || next.kind == .keyword else { return }
                advance()
                let name = pos
                advance()
                if next.keyword == .TypeKeyword || next.keyword == .ProtocolKeyword {
                    finishWrapping(.metatypeType, m, name: name)
                    continue
                }
                if isOperator(cur, "<"), !cur.flags.contains(.spaceBefore) { parseGenericArgumentClause() }
                finishWrapping(.memberType, m, name: name)
            } else if t.flags.contains(.spaceBefore) || !(t.kind == .operator || t.kind == .postfixQuestionMark
                        || t.kind == .exclamationMark) {
                return // what consumeLeadingCharacter would reject, without the call
            } else if consumeLeadingCharacter(UInt8(ascii: "?")) {
                finishWrapping(.optionalType, m)
            } else if consumeLeadingCharacter(UInt8(ascii: "!")) {
                finishWrapping(.implicitlyUnwrappedType, m)
            } else {
                return
            }
        }
    }

    /// `<A, B>` (the caller checked the `<`). A closing `>>` is split.
    mutating func parseGenericArgumentClause() {
        let m = mark()
        let first = pos
        advance() // <
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            if firstByte(cur) == UInt8(ascii: ">"), at(.operator) { break }
            parseType()
            if !consume(.comma) { break }
        }
        var flags: SyntaxFlags = []
        if !consumeCloseAngle() {
            diagnose("expected '>' to close the generic arguments")
            flags.insert(.unterminated)
        }
        finish(.genericArgumentClause, m, first: first, flags: flags)
    }

    /// In an expression, whether the `<` here opens generic arguments (`Binding<Bool>(…)`):
    /// a balanced run of type tokens closed by `>`, followed by a token that cannot continue a
    /// comparison. Lookahead only; no nodes.
    mutating func looksLikeGenericArguments() -> Bool {
        var i = pos + 1
        var level = 1
        var brackets = 0
        while i < tokens.count - 1, i - pos < 64 {
            let t = tokens[i]
            switch t.kind {
            case .identifier, .keyword, .comma, .colon, .colonColon, .period, .arrow, .postfixQuestionMark,
                 .exclamationMark, .integerLiteral, .atSign:
                if t.kind == .keyword, !t.flags.contains(.backticked) {
                    switch t.keyword {
                    case .SelfKeyword, .Any, .inout, .throws, .rethrows, .selfKeyword, .repeat: break
                    default: return false
                    }
                }
            case .leftSquare, .leftParen: brackets += 1
            case .rightSquare, .rightParen:
                brackets -= 1
                if brackets < 0 { return false }
            case .operator:
                var k = Int(t.offset)
                let end = Int(t.end)
                while k < end {
                    switch bytes[k] {
                    case UInt8(ascii: "<"): level += 1
                    case UInt8(ascii: ">"):
                        level -= 1
                        if level == 0 {
                            // Must end exactly here (`>>` closing two lists is fine: level hits 0 at the last `>`).
                            guard k == end - 1 || bytes[k + 1...end - 1].allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) else { return false }
                            let next = tokens[i + 1]
                            if next.flags.contains(.atStartOfLine) { return true }
                            switch next.kind {
                            case .leftParen, .rightParen, .rightSquare, .rightBrace, .comma, .semicolon, .colon,
                                 .period, .postfixQuestionMark, .exclamationMark, .endOfFile, .leftBrace,
                                 .interpolationClose:
                                return true
                            case .operator:
                                return spells(next, "==") || spells(next, "!=")
                            default:
                                return false
                            }
                        }
                    // `~Copyable`, `-1` (a value generic argument) may be inside too.
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "~"),
                         UInt8(ascii: "-"):
                        break
                    default: return false
                    }
                    k += 1
                }
            default:
                return false
            }
            i += 1
        }
        return false
    }
}
