// Conditional compilation in every position: items, members, switch cases, modifier chains.
extension Parser {
    // MARK: #if

    /// `#if cond items #elseif cond items #else items #endif`; items are parsed as `context` says.
    mutating func parseIfConfig(_ context: ItemContext) {
        openIfConfigs += 1
        defer { openIfConfigs -= 1 }
        parseIfConfigClauses { parser in
            if context == .switchBody {
                parser.parseSwitchClauseBody()
            } else {
                parser.parseItems(context)
            }
        }
    }

    /// A `#if` clause in a switch: statements of the case it continues, then cases (and nested
    /// `#if`s of either), up to the clause's end.
    mutating func parseSwitchClauseBody() {
        var progress = LoopProgress()
        while !at(.rightBrace), !atEnd, progress.advanced(progressMark) {
            if at(.poundDirective), cur.keyword != .poundIf, cur.keyword != .poundSourceLocation { return }
            if atKeyword(.case) || atKeyword(.default) || (at(.atSign) && atAttributedCaseLabel()) {
                parseSwitchCases()
            } else {
                parseItems(.switchBody)
            }
        }
    }

    /// The clause loop every `#if` shares: directive, condition (the rest of its line), then
    /// `parseBody` for the clause's contents; an `ifConfig` node of `ifConfigClause`s.
    mutating func parseIfConfigClauses(_ parseBody: (inout Parser) -> Void) {
        let m = mark()
        let first = pos
        var progress = LoopProgress()
        var closed = false
        while at(.poundDirective), progress.advanced(progressMark) {
            let directive = cur.keyword
            if directive == .poundEndif { advance(); closed = true; break }
            if directive != .poundIf && directive != .poundElseif && directive != .poundElse { break }
            if directive == .poundIf && pos != first { break }
            let cm = mark()
            let cfirst = pos
            advance()
            if directive != .poundElse {
                let savedLine = lineLimited, savedTrailing = noTrailingClosure
                lineLimited = true; noTrailingClosure = true
                parseExpression()
                lineLimited = savedLine; noTrailingClosure = savedTrailing
            }
            parseBody(&self)
            finish(.ifConfigClause, cm, first: cfirst, name: cfirst, flags: directive == .poundElse ? .isElse : [])
        }
        if !closed { diagnose("expected '#endif'") }
        finish(.ifConfig, m, first: first, flags: closed ? [] : .unterminated)
    }
}

// `#sourceLocation`, the other directive that may stand among items.
extension Parser {
    /// `#sourceLocation(file: "f.swift", line: 1)` or `#sourceLocation()`: kept as a range.
    mutating func parseSourceLocation() {
        let m = mark()
        let first = pos
        advance()
        if at(.leftParen), !cur.flags.contains(.atStartOfLine) { skipBalanced() }
        finish(.otherDecl, m, first: first)
    }
}

// `#if` blocks among a declaration's attributes.
extension Parser {
    /// Whether the `#if` here holds nothing but attributes in every clause (nested `#if`s
    /// included), as in `#if X @available(*, deprecated) #else @available(iOS, …) #endif func f()`:
    /// such a block belongs to the declaration after its `#endif`. Scans ahead, builds nothing;
    /// a clause with anything else (a declaration, an expression) answers no at its first token.
    mutating func atIfConfigOfAttributes() -> Bool {
        let last = tokens.count - 1
        var i = pos
        var level = 0
        var sawAttribute = false
        while i < last {
            let t = tokens[i]
            if t.kind == .poundDirective {
                switch t.keyword {
                case .poundIf: level += 1
                case .poundElseif, .poundElse: break
                case .poundEndif:
                    level -= 1
                    if level == 0 { return sawAttribute }
                    i += 1
                    continue
                default: return false
                }
                i += 1
                if t.keyword != .poundElse { // the condition: the rest of the directive's line
                    while i < last, !tokens[i].flags.contains(.atStartOfLine) { i += 1 }
                }
                continue
            }
            // `@Name`, `@Module.Name`, each with an optional `(…)` directly after it.
            guard t.kind == .atSign, tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .keyword else {
                return false
            }
            i += 2
            while i + 1 < last, tokens[i].kind == .period, tokens[i + 1].kind == .identifier { i += 2 }
            if tokens[i].kind == .leftParen, !tokens[i].flags.contains(.spaceBefore) {
                var parens = 0
                repeat {
                    if tokens[i].kind == .leftParen { parens += 1 } else if tokens[i].kind == .rightParen { parens -= 1 }
                    i += 1
                } while parens > 0 && i < last
            }
            sawAttribute = true
        }
        return false
    }

    /// `#if cond @a… #elseif cond @b… #else @c… #endif` where `atIfConfigOfAttributes` said so:
    /// an `ifConfig` whose clauses hold the condition and then attribute nodes (or nested such
    /// `ifConfig`s), pushed as one of the declaration's attributes.
    mutating func parseIfConfigOfAttributes() {
        guard enter() else { return }
        defer { leave() }
        parseIfConfigClauses { parser in
            var attributes = LoopProgress()
            while attributes.advanced(parser.progressMark) {
                if parser.at(.atSign) {
                    parser.parseAttribute()
                } else if parser.at(.poundDirective), parser.cur.keyword == .poundIf {
                    parser.parseIfConfigOfAttributes()
                } else {
                    break
                }
            }
        }
    }
}
