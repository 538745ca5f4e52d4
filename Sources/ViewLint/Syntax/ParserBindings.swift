extension Parser {
    /// `name: Type = value { accessors }` inside a `var`/`let`.
    mutating func parsePatternBinding() {
        let m = mark()
        let first = pos
        var name = -1
        if at(.identifier) || at(.dollarIdentifier) || (at(.keyword) && cur.flags.contains(.backticked)) {
            name = pos
            let im = mark()
            advance()
            finish(.identifier, im, first: name, name: name)
        } else if at(.leftParen) {
            parsePatternExpression()
        } else {
            missing("expected a variable name")
        }
        if at(.colon) {
            parseIntroducedType(.typeAnnotation)
        }
        if at(.equal) {
            parseIntroducedExpression(.initializerClause)
        }
        var flags: SyntaxFlags = []
        if at(.leftBrace) {
            if isAccessorBlockStart() {
                if parseAccessorBlock() { flags.insert(.computed) }
            } else {
                parseCodeBlock()
                flags.insert(.computed)
            }
        }
        finish(.patternBinding, m, first: first, name: name, flags: flags)
    }

    /// Whether the `{` here opens accessors (`get`, `set`, `willSet`, `didSet`, …) rather than
    /// a getter body or a closure.
    mutating func isAccessorBlockStart() -> Bool {
        var i = pos + 1
        while i < tokens.count - 1 {
            let t = tokens[i]
            if t.kind == .atSign {
                i += 2
                if tokens[i].kind == .leftParen { // @inline(__always)
                    while i < tokens.count - 1, tokens[i].kind != .rightParen { i += 1 }
                    i += 1
                }
                continue
            }
            if t.kind == .identifier, t.keyword == .mutating || t.keyword == .nonmutating { i += 1; continue }
            if t.kind == .keyword, t.keyword == .initKeyword, tokens[i + 1].kind == .leftBrace { return true }
            guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
            switch t.keyword {
            case .get, .set, .willSet, .didSet, ._modify, ._read:
                let next = tokens[i + 1]
                switch next.kind {
                case .leftBrace, .rightBrace, .leftParen, .atSign: return true // `get @inlinable set`
                case .identifier:
                    switch next.keyword {
                    case .get, .set, .async, .mutating, .nonmutating, .willSet, .didSet, ._modify, ._read: return true
                    default: return false
                    }
                case .keyword: return next.keyword == .throws
                default: return false
                }
            default:
                return false
            }
        }
        return false
    }

    /// Parses `{ get … set … }`; returns whether it has a getter (a computed property).
    @discardableResult
    mutating func parseAccessorBlock() -> Bool {
        let m = mark()
        let first = pos
        guard enter() else { return true }
        defer { leave() }
        advance() // {
        var computed = false
        var progress = LoopProgress()
        while !at(.rightBrace), !atEnd, progress.advanced(progressMark) {
            let am = mark()
            let afirst = pos
            parseAttributes()
            parseModifiers()
            guard at(.identifier) || atKeyword(.initKeyword) else {
                errorToken("expected an accessor ('get', 'set', 'willSet', 'didSet')")
                continue
            }
            let name = pos
            if cur.keyword == .get || cur.keyword == ._read { computed = true }
            advance()
            if at(.leftParen) { // set(newValue)
                let pm = mark()
                let pfirst = pos
                advance()
                let pname = pos
                if at(.identifier) || at(.dollarIdentifier) { advance() }
                expect(.rightParen, ")")
                finish(.parameter, pm, first: pfirst, name: pname)
            }
            parseEffects()
            if at(.leftBrace) { parseCodeBlock() }
            finish(.accessorDecl, am, first: afirst, name: name)
        }
        var flags: SyntaxFlags = []
        if !consume(.rightBrace) {
            diagnose("expected '}' to close the accessors")
            flags.insert(.unterminated)
        }
        finish(.accessorBlock, m, first: first, flags: flags)
        return computed
    }

    /// `#name<T>(args) { trailing }` as a declaration or expression node.
    mutating func parseMacroExpansion(_ kind: SyntaxKind) {
        parseMacroExpansion(kind, mark: mark(), first: pos)
    }

    /// A macro expansion whose node starts at `first` with the children pushed since `m`: the
    /// attributes and modifiers of `@available(macOS 14, *) #Preview { … }`.
    mutating func parseMacroExpansion(_ kind: SyntaxKind, mark m: Int, first: Int) {
        var name = pos
        advance() // #name
        if at(.colonColon), peek().kind == .identifier { // `#Module::name`: named by the name
            advance()
            name = pos
            advance()
        }
        if isOperator(cur, "<"), !cur.flags.contains(.spaceBefore) { parseGenericArgumentClause() }
        if at(.leftParen), !cur.flags.contains(.atStartOfLine) {
            if spells(tokens[name], "#available") || spells(tokens[name], "#unavailable") {
                skipBalanced() // platform specs are not expressions
            } else {
                parseArgumentList(close: .rightParen)
            }
        }
        if at(.leftBrace), !noTrailingClosure || kind == .macroExpansionDecl { parseTrailingClosures() }
        finish(kind, m, first: first, name: name)
    }
}
