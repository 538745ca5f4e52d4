extension Parser {
    /// Reserved words that are declaration modifiers (a `switch`, not a `Set`: this runs per token).
    static func isReservedModifier(_ k: Keyword) -> Bool {
        switch k {
        case .private, .fileprivate, .internal, .public, .static: return true
        default: return false
        }
    }

    /// Contextual words that are declaration modifiers: one unsigned compare, as they are one run
    /// of `Keyword`'s cases (this runs per item, in functions that must stay small to inline).
    @inline(__always) static func isContextualModifier(_ k: Keyword) -> Bool {
        k.rawValue &- Keyword.open.rawValue <= Keyword.__setter_access.rawValue &- Keyword.open.rawValue
    }

    /// Whether token `i` is a declaration keyword (for `case`: only among members).
    @inline(__always) mutating func isDeclarationKeyword(at i: Int, _ context: ItemContext) -> Bool {
        let t = tokens[i]
        if t.flags.contains(.backticked) { return false }
        if t.kind == .keyword {
            switch t.keyword {
            case .associatedtype, .class, .deinit, .enum, .extension, .func, .import, .initKeyword, .let,
                 .operator, .precedencegroup, .protocol, .struct, .subscript, .typealias, .var:
                return true
            case .case: return context == .member || context == .enumMember
            default: return false
            }
        }
        if t.kind == .identifier, t.keyword == .actor || t.keyword == .macro {
            return tokens[min(i + 1, tokens.count - 1)].kind == .identifier
        }
        return false
    }

    /// Whether a declaration starts here: modifiers (if any) followed by a declaration keyword.
    /// Inlined gate: a plain name (most statements in a view body start with one) is neither
    /// a declaration keyword nor a modifier, so the scan is not called for it.
    @inline(__always) mutating func isDeclarationStart(_ context: ItemContext) -> Bool {
        let t = cur
        if t.kind == .identifier, t.keyword == .none { return false }
        // Most declarations start with their keyword (`let`, `var`, `func`): no scan.
        if t.kind == .keyword, isDeclarationKeyword(at: pos, context) { return true }
        // Nor does a first word that is no modifier (`self`, `try`, `super`): the scan's first
        // step would reject it (`actor` and `macro` are declaration words, not modifiers).
        if t.kind == .keyword ? !Parser.isReservedModifier(t.keyword)
            : t.kind == .identifier && !Parser.isContextualModifier(t.keyword) && t.keyword != .actor
                && t.keyword != .macro {
            return false
        }
        return scanDeclarationStart(context)
    }

    /// Whether the token at `i` opens a modifier's detail: `(` right after it (`unowned(safe)`),
    /// or `( set )` after a space, which Swift accepts too (`private (set) var`).
    func modifierDetailStarts(at i: Int) -> Bool {
        guard tokens[i].kind == .leftParen else { return false }
        if !tokens[i].flags.contains(.spaceBefore) { return true }
        return i + 2 < tokens.count && tokens[i + 1].keyword == .set && tokens[i + 2].kind == .rightParen
    }

    mutating func scanDeclarationStart(_ context: ItemContext) -> Bool {
        var i = pos
        while i < tokens.count - 1 {
            if isDeclarationKeyword(at: i, context) { return true }
            let t = tokens[i]
            guard t.kind == .keyword || t.kind == .identifier, !t.flags.contains(.backticked) else {
                return t.kind == .poundIdentifier && i > pos // `public #macro`
            }
            let isModifier = (t.kind == .keyword && Parser.isReservedModifier(t.keyword))
                || (t.kind == .identifier && Parser.isContextualModifier(t.keyword))
            guard isModifier else { return false }
            i += 1
            if modifierDetailStarts(at: i) { // private(set)
                i += 1
                while i < tokens.count - 1, tokens[i].kind != .rightParen, i - pos < 8 { i += 1 }
                i += 1
            }
        }
        return false
    }

    /// Attributes; with `allowIfConfig` (a declaration's), also `#if` blocks holding only
    /// attributes (see `atIfConfigOfAttributes`).
    mutating func parseAttributes(allowIfConfig: Bool = false) {
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            if at(.atSign) {
                parseAttribute()
            } else if allowIfConfig, at(.poundDirective), cur.keyword == .poundIf, atIfConfigOfAttributes() {
                parseIfConfigOfAttributes()
            } else {
                return
            }
        }
    }

    /// `@Name`, `@Name(args)`, `@Module.Name<T>(args)`. Lower-case attributes (`@available`,
    /// `@objc(…)`) have non-expression arguments: those are skipped, not parsed.
    mutating func parseAttribute() {
        let m = mark()
        let first = pos
        advance() // @
        let nameToken = pos
        if at(.identifier), cur.keyword == .none || peek().kind == .period {
            parseType(allowFunction: false) // `@State`, `@SwiftUI.State`, `@Environment(…)`
        } else if at(.keyword) || at(.dollarIdentifier) || at(.identifier) {
            // `@rethrows protocol P`, `@isolated(any)`, `@$dollar`: a reserved word or a type
            // specifier's word names the attribute (not a type's first token).
            let tm = mark()
            advance()
            finish(.simpleType, tm, first: nameToken, name: nameToken)
        } else {
            diagnose("expected an attribute name")
        }
        if at(.leftParen), !cur.flags.contains(.spaceBefore), !takesNoArguments(nameToken) {
            let lead = nameToken < pos ? firstByte(tokens[nameToken]) : 0
            if lead >= UInt8(ascii: "a") && lead <= UInt8(ascii: "z") || lead == UInt8(ascii: "_") {
                skipBalanced()
            } else {
                parseArgumentList(close: .rightParen)
            }
        }
        finish(.attribute, m, first: first, name: nameToken)
    }

    /// Type attributes that never take arguments: in `@escaping(URL?) -> Void` the parenthesis
    /// opens the function type (the compiler and swift-syntax read it so), not an argument list.
    func takesNoArguments(_ nameToken: Int) -> Bool {
        guard nameToken < pos, tokens[nameToken].kind != .keyword else { return false }
        let t = tokens[nameToken]
        switch firstByte(t) {
        case UInt8(ascii: "e"): return spells(t, "escaping")
        case UInt8(ascii: "a"): return spells(t, "autoclosure") || spells(t, "async")
        case UInt8(ascii: "n"): return spells(t, "noescape")
        case UInt8(ascii: "S"): return spells(t, "Sendable")
        case UInt8(ascii: "p"): return spells(t, "preconcurrency")
        case UInt8(ascii: "u"): return spells(t, "unchecked")
        case UInt8(ascii: "r"): return spells(t, "retroactive")
        default: return false
        }
    }

    /// Inlined gate: most declarations start with their keyword (`var`, `func`), which the
    /// loop below would reject at once; it is only called when a modifier may be there.
    @inline(__always) mutating func parseModifiers() {
        let t = cur
        guard !t.flags.contains(.backticked) else { return }
        let candidate = t.kind == .keyword ? t.keyword == .class || Parser.isReservedModifier(t.keyword)
            : t.kind == .identifier && Parser.isContextualModifier(t.keyword)
        if candidate { parseModifierList() }
    }

    mutating func parseModifierList() {
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            let t = cur
            guard t.kind == .keyword || t.kind == .identifier, !t.flags.contains(.backticked) else { return }
            if t.kind == .keyword {
                if t.keyword == .class {
                    let next = peek()
                    guard next.kind == .keyword else { return }
                    switch next.keyword {
                    case .func, .var, .let, .subscript, .initKeyword, .typealias, .static, .private, .fileprivate,
                         .internal, .public:
                        break
                    default:
                        return
                    }
                } else if !Parser.isReservedModifier(t.keyword) {
                    return
                }
            } else if !Parser.isContextualModifier(t.keyword) || isDeclarationKeyword(at: pos, .member) {
                return
            }
            let m = mark()
            let first = pos
            advance()
            if modifierDetailStarts(at: pos) { skipBalanced() }
            finish(.modifier, m, first: first, name: first)
        }
    }

    /// A declaration: attributes, modifiers, then the keyword's own syntax.
    mutating func parseDeclaration(_ context: ItemContext) {
        let m = mark()
        let first = pos
        parseAttributes(allowIfConfig: true)
        parseModifiers()
        let t = cur
        let keyword = (t.kind == .keyword || t.kind == .identifier) && !t.flags.contains(.backticked) ? t.keyword : .none
        switch keyword {
        case .import:
            advance()
            if at(.keyword) {
                switch cur.keyword {
                case .struct, .class, .enum, .protocol, .func, .var, .let, .typealias: advance()
                default: break
                }
            }
            let name = pos
            var progress = LoopProgress()
            while (at(.identifier) || at(.keyword)), progress.advanced(progressMark) {
                advance()
                if !consume(.period) && !consume(.colonColon) { break }
            }
            finish(.importDecl, m, first: first, name: name)
        case .struct, .class, .enum, .protocol, .actor:
            advance()
            let name = parseDeclName()
            if isOperator(cur, "<") { parseGenericParameterClause() }
            if at(.colon) { parseInheritanceClause() }
            if atKeyword(.where) { parseWhereClause() }
            parseMemberBlock(keyword == .enum ? .enumMember : .member)
            let kind: SyntaxKind = switch keyword {
            case .struct: .structDecl
            case .class: .classDecl
            case .enum: .enumDecl
            case .protocol: .protocolDecl
            default: .actorDecl
            }
            finishTypeDeclaration(kind, m, first: first, name: name)
        case .extension:
            advance()
            let name = pos
            parseType(allowFunction: false)
            if at(.colon) { parseInheritanceClause() }
            if atKeyword(.where) { parseWhereClause() }
            parseMemberBlock(.member)
            finish(.extensionDecl, m, first: first, name: name)
        case .func:
            advance()
            var name = -1
            if at(.identifier) || at(.operator) || at(.keyword) || at(.exclamationMark) || at(.postfixQuestionMark)
                || at(.prefixAmpersand) || at(.dollarIdentifier) {
                name = pos
                advance()
            } else {
                diagnose("expected a function name")
            }
            if isOperator(cur, "<") {
                parseGenericParameterClause()
            } else if at(.identifier) || at(.atSign) || atKeyword(.let), operatorNameTakesGenericOpen(name) {
                // `func *<T>(…)` lexes `*<`: the name token keeps the `<` (it cannot be split),
                // and the generic parameters follow it.
                parseGenericParameterClause(openConsumed: true)
            }
            parseFunctionSignatureAndBody(allowAccessors: false)
            finish(.funcDecl, m, first: first, name: name)
        case .initKeyword where context == .code && pos == first:
            // `init(x: 1)` in an initializer's body: a call (no initializer is declared in code).
            parseExpression()
        case .initKeyword:
            let name = pos
            advance()
            var aux = -1
            // `init?`, `init!`, and spaced as in `init ?(…)` or `init ! (…)`.
            if at(.postfixQuestionMark) || at(.exclamationMark) || at(.infixQuestionMark)
                || (at(.operator) && (spells(cur, "?") || spells(cur, "!"))) {
                aux = pos
                advance()
            }
            if isOperator(cur, "<") { parseGenericParameterClause() }
            parseFunctionSignatureAndBody(allowAccessors: false)
            finish(.initDecl, m, first: first, name: name, aux: aux)
        case .deinit:
            let name = pos
            advance()
            parseEffects() // `deinit async`
            if at(.leftBrace) { parseCodeBlock() }
            finish(.deinitDecl, m, first: first, name: name)
        case .subscript:
            let name = pos
            advance()
            if isOperator(cur, "<") { parseGenericParameterClause() }
            parseFunctionSignatureAndBody(allowAccessors: true)
            finish(.subscriptDecl, m, first: first, name: name)
        case .var, .let:
            let aux = pos
            advance()
            var progress = LoopProgress()
            while progress.advanced(progressMark) {
                parsePatternBinding()
                if !consume(.comma) { break }
            }
            finish(.variableDecl, m, first: first, aux: aux)
        case .typealias:
            advance()
            let name = parseDeclName()
            if isOperator(cur, "<") { parseGenericParameterClause() }
            if consume(.equal) { parseType() } else { diagnose("expected '=' in typealias") }
            if atKeyword(.where) { parseWhereClause() }
            finish(.typealiasDecl, m, first: first, name: name)
        case .associatedtype:
            advance()
            let name = parseDeclName()
            if at(.colon) { parseInheritanceClause() }
            if consume(.equal) { parseType() }
            if atKeyword(.where) { parseWhereClause() }
            finish(.associatedtypeDecl, m, first: first, name: name)
        case .case:
            advance()
            var progress = LoopProgress()
            while progress.advanced(progressMark) {
                let em = mark()
                let efirst = pos
                let name = parseDeclName()
                if at(.leftParen) { parseType(allowFunction: false) }
                if at(.equal) {
                    parseIntroducedExpression(.initializerClause)
                }
                finish(.enumCaseElement, em, first: efirst, name: name)
                if !consume(.comma) { break }
            }
            finish(.enumCaseDecl, m, first: first)
        case .macro:
            // `macro m<T>(_ x: T) -> R = #externalMacro(module: "M", type: "T")`; the definition
            // after `=` may span lines, so it is parsed, not skipped by lines.
            advance()
            let name = parseDeclName()
            if isOperator(cur, "<") { parseGenericParameterClause() }
            if at(.leftParen) { parseParameterClause() } else { diagnose("expected '(' for the parameter list") }
            if at(.arrow) {
                parseIntroducedType(.returnClause)
            }
            if at(.equal) {
                parseIntroducedExpression(.initializerClause)
            }
            if atKeyword(.where) { parseWhereClause() }
            finish(.otherDecl, m, first: first, name: name)
        case .operator, .precedencegroup:
            // Kept as a range: the rules never look inside.
            advance()
            var progress = LoopProgress()
            while !atEnd, !cur.flags.contains(.atStartOfLine) || pos == first, progress.advanced(progressMark) {
                if at(.leftBrace) || at(.leftParen) { skipBalanced(); break }
                advance()
            }
            finish(.otherDecl, m, first: first)
        default:
            if at(.poundIdentifier), pos > first, context != .postfixChain {
                // `@available(macOS 14, *) #Preview { … }`: attributes of a freestanding macro.
                parseMacroExpansion(.macroExpansionDecl, mark: m, first: first)
                return
            }
            diagnose("expected a declaration after attributes and modifiers")
            if context == .code || context == .topLevel, pos > first, !atItemListEnd(context) {
                parseExpression()
            }
            finish(.error, m, first: first)
        }
    }

    /// The declared name: returns its token index (or -1 with a diagnostic).
    mutating func parseDeclName() -> Int {
        if at(.identifier) || at(.dollarIdentifier) || (at(.keyword) && cur.flags.contains(.backticked)) {
            let name = pos
            advance()
            return name
        }
        diagnose("expected a name")
        return -1
    }

    /// Whether the operator token `name` (a function's name, before a generic parameter's
    /// first token) ends in the `<` of its generic parameters: `*<` before `T>(`.
    mutating func operatorNameTakesGenericOpen(_ name: Int) -> Bool {
        guard name >= 0, name == pos - 1 else { return false }
        let t = tokens[name]
        return t.kind == .operator && t.length > 1 && bytes[Int(t.end) - 1] == UInt8(ascii: "<")
    }

    /// `(params) async throws -> Result where … { body }` for func, init and subscript.
    mutating func parseFunctionSignatureAndBody(allowAccessors: Bool) {
        if at(.leftParen) { parseParameterClause() } else { diagnose("expected '(' for the parameter list") }
        parseEffects()
        if at(.arrow) {
            parseIntroducedType(.returnClause)
        }
        if atKeyword(.where) { parseWhereClause() }
        if at(.leftBrace) {
            if allowAccessors, isAccessorBlockStart() { parseAccessorBlock() } else { parseCodeBlock() }
        }
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` — kept as one range node.
    /// Inlined gate: most signatures have none (`) -> T {`, `) {`), so no call for them.
    @inline(__always) mutating func parseEffects() {
        if at(.keyword) || at(.identifier) { parseEffectSpecifiers() }
    }

    mutating func parseEffectSpecifiers() {
        let m = mark()
        let first = pos
        var progress = LoopProgress()
        while progress.advanced(progressMark) {
            if atKeyword(.async) || atKeyword(.rethrows) || atKeyword(.reasync) {
                advance()
            } else if atKeyword(.throws) {
                advance()
                // The compiler reads `throws (E)` as typed throws too; only a `(` on the next
                // line starts something else.
                if at(.leftParen), !cur.flags.contains(.atStartOfLine) { skipBalanced() }
            } else {
                break
            }
        }
        if pos > first { finish(.effects, m, first: first) }
    }

    mutating func parseMemberBlock(_ context: ItemContext) {
        if at(.leftBrace) {
            parseBraced(.memberBlock, context)
        } else {
            missing("expected '{' to start the member list")
        }
    }
}
