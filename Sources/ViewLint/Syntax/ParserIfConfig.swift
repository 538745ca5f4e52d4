// Conditional compilation in every position: items, members, switch cases, modifier chains.
extension Parser {
    // MARK: #if

    /// `#if cond items #elseif cond items #else items #endif`; items are parsed as `context` says.
    mutating func parseIfConfig(_ context: ItemContext) {
        let m = mark()
        let first = pos
        openIfConfigs += 1
        defer { openIfConfigs -= 1 }
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
            if context == .switchBody, atKeyword(.case) || atKeyword(.default) || at(.atSign) {
                parseSwitchCases()
            } else {
                parseItems(context)
            }
            finish(.ifConfigClause, cm, first: cfirst, name: cfirst, flags: directive == .poundElse ? .isElse : [])
        }
        if !closed { diagnose("expected '#endif'") }
        finish(.ifConfig, m, first: first, flags: closed ? [] : .unterminated)
    }
}
