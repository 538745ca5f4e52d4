/// Primary expressions: names, literals, parenthesised and collection expressions, closures,
/// implicit member accesses, key paths, macros — the base a postfix chain starts from.
extension Parser {
    mutating func parsePrimaryExpression() {
        let m = mark()
        let first = pos
        let t = cur
        switch t.kind {
        case .identifier where t.keyword != .none && !t.flags.contains(.backticked) && parseContextualPrimary(t):
            break
        case .identifier, .dollarIdentifier:
            advance()
            finish(.identifier, m, first: first, name: first)
        case .keyword:
            switch t.keyword {
            case .selfKeyword, .SelfKeyword, .super, .Any, .initKeyword:
                advance()
                finish(.identifier, m, first: first, name: first)
            case .true, .false:
                advance()
                finish(.booleanLiteral, m, first: first, name: first)
            case .nil:
                advance()
                finish(.nilLiteral, m, first: first)
            case .if:
                parseIf()
            case .switch:
                parseSwitch()
            case .let, .var:
                advance()
                if enter() { parsePostfixExpression(); leave() }
                finish(.valueBindingPattern, m, first: first, name: first)
            case .is:
                advance()
                parseType()
                finish(.isPattern, m, first: first)
            case .inout where stopAtAssignment: // `case inout .some(x) = y`: a binding pattern
                advance()
                if enter() { parsePostfixExpression(); leave() }
                finish(.valueBindingPattern, m, first: first, name: first)
            case .inout: // `((inout Int) -> Void).self`: a type
                parseType()
                finish(.typeExpr, m, first: first)
            case .try, .await:
                parseSequenceElementBounded()
            case .repeat: // a pack expansion: `(repeat each t)`
                parsePrefixWord()
            default:
                if t.flags.contains(.backticked) {
                    advance()
                    finish(.identifier, m, first: first, name: first)
                } else {
                    missing("expected an expression, found '\(text(t.byteRange))'")
                }
            }
        case .integerLiteral:
            advance(); finish(.integerLiteral, m, first: first)
        case .floatLiteral:
            advance(); finish(.floatLiteral, m, first: first)
        case .regexLiteral:
            advance(); finish(.regexLiteral, m, first: first)
        case .stringOpen: // (`""` and `"text"` are leaf operands, built by the caller)
            parseStringLiteral()
        case .leftParen:
            parseArgumentList(close: .rightParen)
            finish(.tupleExpr, m, first: first)
            if atKeyword(.async) || atKeyword(.throws) || atKeyword(.rethrows) {
                // `[() async throws -> T]()`: a function type as a value, as `parseExpressionTail`
                // builds `(T) -> U`.
                let om = mark()
                if parseEffectsArrowAndType(om, first: pos) { finish(.sequenceExpr, m, first: first) }
            }
        case .leftSquare:
            parseCollectionLiteral()
        case .leftBrace:
            parseClosure()
        case .period:
            advance()
            let name = parseMemberName()
            finish(.memberAccess, m, first: first, name: name)
        case .backslash:
            parseKeyPath()
        case .poundIdentifier:
            parseMacroExpansion(.macroExpansionExpr)
        case .atSign:
            // An attributed closure: `@MainActor in …` is inside the closure; here it is `@Sendable { … }`.
            let i = endOfAttributes()
            if tokens[i].kind == .leftBrace { // `@MainActor { … }`: attributes are not modelled
                while pos < i { advance() }
                parseClosure()
            } else { // `(@Sendable (T) -> Void).self`
                parseType()
                finish(.typeExpr, m, first: first)
            }
        default:
            missing("expected an expression, found '\(text(t.byteRange))'")
        }
    }

    /// A primary expression that starts with contextual keyword `t`, if it is one here (else
    /// false, nothing consumed): a prefix word and its operand (`consume x`, `each t`), a type
    /// (`any P`, `some P`, `nonisolated(nonsending) () -> T`) or a binding pattern
    /// (`case borrowing x`, `case _mutating .a`).
    mutating func parseContextualPrimary(_ t: Token) -> Bool {
        let m = mark()
        let first = pos
        let next = peek()
        switch t.keyword {
        case .each, .consume, .copy, .borrow, .unsafe:
            guard atPrefixWord() else { return false }
            parsePrefixWord()
        case .any, .some:
            // `[any Cancellable]()`, `(any Error).self`, `[any ~Copyable]()`
            guard !next.flags.contains(.atStartOfLine), next.kind == .identifier || isOperator(next, "~") else {
                return false
            }
            parseType()
            finish(.typeExpr, m, first: first)
        case .nonisolated:
            guard next.kind == .leftParen, !next.flags.contains(.spaceBefore), peek(2).kind == .identifier,
                  tokens[pos + 2].spellsName("nonsending", in: bytes) else { return false }
            parseType()
            finish(.typeExpr, m, first: first)
        case .borrowing, ._mutating, ._borrowing, ._consuming:
            // A binding introducer before a name, or (spaced, in a pattern) before `.case`.
            guard !next.flags.contains(.atStartOfLine),
                  next.kind == .identifier || (stopAtAssignment && t.keyword != .borrowing && next.kind == .period
                    && next.flags.contains(.spaceBefore)) else { return false }
            advance()
            if enter() { parsePostfixExpression(); leave() }
            finish(.valueBindingPattern, m, first: first, name: first)
        default:
            return false
        }
        return true
    }
}
