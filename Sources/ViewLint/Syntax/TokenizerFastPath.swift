/// The hot loop for code outside literals. Names, `$` and `#` names, spaces, line breaks,
/// single-byte punctuation, `//` comments, operators whose kind their bytes settle (see
/// `fastOperator`), plain one-line strings and plain decimal numbers (most of every file) are
/// handled here; everything else falls back to
/// `skipTrivia` + `lexToken` for one step and the loop resumes. `TokenizerFastPathTests` checks
/// that the result is exactly the general path's on any input.
///
/// Why it looks the way it does (each point measured on real SwiftUI code):
/// - all loop state (input index, pending flags, output cursor) lives in locals, so
///   nothing is re-read through `self` between tokens; `self` is synced only around the
///   general path;
/// - one 2-byte table entry per first byte gives both the action and, for punctuation, the
///   token kind, so every single-byte token shares one code path (fewer jump targets);
/// - a name's first 16 bytes are classified and packed for the keyword hash in the same
///   two word loads, and the lookup is unconditional and branch-free (no "could this be a
///   keyword?" test to mispredict);
/// - punctuation and postfix `?`/`!` right after a name, and one space after any token, are
///   taken with a conditional branch instead of another trip through the indirect jump;
/// - `.spaceAfter` is set on the previous token as each token is written, not in a second pass.
extension Lexer {
    enum FastAction: UInt8 {
        case general = 0
        /// `$`: `$0`, `$name` here. Next to `.general` because both may continue a name.
        case dollar
        case name, space, newline
        /// `.` and `:`: one-byte punctuation unless the next byte makes a longer token (see
        /// `punctuationContinues`).
        case dotOrColon
        case single
        /// `"`: a one-line literal without escapes or interpolation is done here.
        case quote
        /// `/`: `//` comments here; `/*`, division and regexes in the general path.
        case slash
        /// An ASCII operator character other than `.` and `/`.
        case `operator`
        /// `0-9`: plain decimal integers and fractions here; `0x`/`0o`/`0b`, exponents and
        /// malformed literals in the general path.
        case number
        /// `#`: directives and macro names here; raw strings, regexes, `##` in the general path.
        case pound
    }

    /// What the fast loop does with a first byte, and the token kind for `.single`.
    struct FastEntry {
        var action: FastAction
        var kind: TokenKind
    }

    static let fastTable: [FastEntry] = (0...255).map { (value: Int) -> FastEntry in
        let single: TokenKind?
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return FastEntry(action: .name, kind: .identifier)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return FastEntry(action: .number, kind: .integerLiteral)
        case 0x20, 0x09: return FastEntry(action: .space, kind: .unknown)
        case 0x0A: return FastEntry(action: .newline, kind: .unknown)
        case UInt8(ascii: "."): return FastEntry(action: .dotOrColon, kind: .period)
        case UInt8(ascii: ":"): return FastEntry(action: .dotOrColon, kind: .colon)
        case UInt8(ascii: "\""): return FastEntry(action: .quote, kind: .stringOpen)
        case UInt8(ascii: "/"): return FastEntry(action: .slash, kind: .unknown)
        case UInt8(ascii: "$"): return FastEntry(action: .dollar, kind: .dollarIdentifier)
        case UInt8(ascii: "#"): return FastEntry(action: .pound, kind: .poundIdentifier)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"):
            return FastEntry(action: .operator, kind: .operator)
        // Glued to the expression before them, `?` and `!` are one-byte postfix tokens,
        // whatever follows (`lexOperator`'s first rule); else they start an operator run.
        case UInt8(ascii: "?"): return FastEntry(action: .operator, kind: .postfixQuestionMark)
        case UInt8(ascii: "!"): return FastEntry(action: .operator, kind: .exclamationMark)
        // Parentheses are plain punctuation here: this loop runs only outside literals, so no
        // interpolation can be waiting for its `)`.
        case UInt8(ascii: "("): single = .leftParen
        case UInt8(ascii: ")"): single = .rightParen
        case UInt8(ascii: "{"): single = .leftBrace
        case UInt8(ascii: "}"): single = .rightBrace
        case UInt8(ascii: "["): single = .leftSquare
        case UInt8(ascii: "]"): single = .rightSquare
        case UInt8(ascii: ","): single = .comma
        case UInt8(ascii: ";"): single = .semicolon
        case UInt8(ascii: "@"): single = .atSign
        // Outside literals `\` is always a key path's backslash.
        case UInt8(ascii: "\\"): single = .backslash
        default: single = nil
        }
        guard let single else { return FastEntry(action: .general, kind: .unknown) }
        return FastEntry(action: .single, kind: single)
    }

    /// Whether the `.` or `:` at `i` (a token of `kind`, `.period` or `.colon`, from its table
    /// entry) starts a longer token (an operator `..<`, `...`, `.+`, `.×`; a module selector's
    /// `::`), which the general path lexes, rather than being one byte.
    @inline(__always) static func punctuationContinues(_ p: UnsafePointer<UInt8>, at i: Int, end: Int,
                                                       kind: TokenKind) -> Bool {
        guard i &+ 1 < end else { return false }
        let next = p[i &+ 1]
        return kind == .colon ? next == UInt8(ascii: ":") : mayContinueDotOperator(byte: next)
    }

    /// Writes one token at `cursor` and moves past it. `flags` are the token's own (from the
    /// gap before it); the previous token gets `.spaceAfter` from them. The fast loop runs only
    /// once a token exists, so `cursor - 1` is always a token.
    @inline(__always) static func put(_ kind: TokenKind, keyword: Keyword = .none, offset: Int, length: Int,
                                      flags: UInt8, at cursor: inout UnsafeMutablePointer<Token>) {
        Token.markSpaceAfter(before: cursor, nextFlags: flags)
        cursor.pointee = Token(kind: kind, keyword: keyword, flags: TokenFlags(rawValue: flags),
                               offset: UInt32(truncatingIfNeeded: offset), length: UInt32(truncatingIfNeeded: length))
        cursor += 1
    }

    /// Lexes code while the state stack is empty. Returns when a literal opens (the driver
    /// must switch to string text) or at the end of the input.
    mutating func runCodeFast(table: UnsafePointer<FastEntry>) {
        guard let p = input.baseAddress else { return }
        let end = count
        let keywords = self.keywords
        var i = position
        var flags = pendingFlags.rawValue
        // Each step of the loop (a dispatched token; punctuation, then a run of names, taken
        // after it) starts with `i < limit`, writes at most three tokens, and no more tokens
        // than the bytes it consumes. So with `limit - i` at most the free slots less three, no
        // step needs a capacity check; `limit` is recomputed when reached and after each
        // general-path step.
        var limit = fastLimit(from: i)
        // Where the next token goes: one pointer rather than base + count, one register fewer
        // in a loop that spills (`tokens.count` is written back at every hand-over).
        var cursor = tokens.base + tokens.count
        let spaceBefore = TokenFlags.spaceBefore.rawValue
        let newLine = TokenFlags.spaceBefore.rawValue | TokenFlags.atStartOfLine.rawValue

        while true {
            if i >= limit {
                if i >= end { break }
                tokens.count = cursor - tokens.base
                limit = fastLimit(from: i)
                cursor = tokens.base + tokens.count
            }
            scan: while i < limit {
                let entry = table[Int(p[i])]
                handled: do {
                    switch entry.action {
                    case .name:
                        break handled
                    case .space:
                        i = Lexer.skipSpaces(p, from: i &+ 1, end: end)
                        flags |= spaceBefore
                        break handled
                    case .newline:
                        i = Lexer.skipLineBreaks(p, from: i, end: end)
                        flags |= newLine
                        break handled
                    case .dotOrColon, .single:
                        // `.` alone is a period; `..<`, `...`, `.+`, `.×` are operators and `::` a
                        // module selector's (general path).
                        if entry.action == .dotOrColon && Lexer.punctuationContinues(p, at: i, end: end, kind: entry.kind) {
                            break
                        }
                        Lexer.put(entry.kind, offset: i, length: 1, flags: flags, at: &cursor)
                        i &+= 1
                        flags = Lexer.spaceAfterToken(p, &i, end: end)
                        break handled
                    case .quote:
                        // `"text"` on one line, no `\`: open, segment, close without the literal state
                        // machine (what `lexStringOpen` + `lexStringBody` emit for it). `""` is
                        // included; `"""`, escapes, interpolations and line breaks take the general path.
                        let close = i &+ 1 < end && p[i &+ 1] == 0x22 ? i &+ 1 : findStringSpecial(from: i &+ 1)
                        guard close < end && p[close] == 0x22 && (close != i &+ 1 || i &+ 2 >= end || p[i &+ 2] != 0x22) else {
                            break
                        }
                        Lexer.put(.stringOpen, offset: i, length: 1, flags: flags, at: &cursor)
                        if close > i &+ 1 {
                            cursor.pointee = Token(kind: .stringSegment, keyword: .none, flags: [], offset: UInt32(truncatingIfNeeded: i &+ 1), length: UInt32(truncatingIfNeeded: close &- i &- 1))
                            cursor += 1
                        }
                        cursor.pointee = Token(kind: .stringClose, keyword: .none, flags: [], offset: UInt32(truncatingIfNeeded: close), length: 1)
                        cursor += 1
                        i = close &+ 1
                        flags = Lexer.spaceAfterToken(p, &i, end: end)
                        break handled
                    case .slash:
                        // `//` and `///` comments (what `skipTriviaRun` + `lexLineComment` record).
                        guard i &+ 1 < end && p[i &+ 1] == UInt8(ascii: "/") else { break }
                        let isDoc = i &+ 2 < end && p[i &+ 2] == UInt8(ascii: "/") && (i &+ 3 >= end || p[i &+ 3] != UInt8(ascii: "/"))
                        let stop = findLineBreak(from: i &+ 2)
                        addComment(isDoc ? .docLineComment : .lineComment, from: i, to: stop)
                        // The line break ending the comment (unless `\r`) and the indentation after it.
                        if stop < end && p[stop] == 0x0A {
                            i = Lexer.skipLineBreaks(p, from: stop, end: end)
                            flags |= newLine
                        } else {
                            flags |= spaceBefore
                            i = stop
                        }
                        break handled
                    case .operator:
                        guard let (kind, stop) = Lexer.fastOperator(p, at: i, end: end, entry: entry, table: table) else { break }
                        Lexer.put(kind, offset: i, length: stop &- i, flags: flags, at: &cursor)
                        i = stop
                        flags = Lexer.spaceAfterToken(p, &i, end: end)
                        break handled
                    case .dollar:
                        // `$0`, `$name`, `$`: as `lexDollarIdentifier`.
                        guard i &+ 17 <= end, let stop = Lexer.shortNameEnd(p, after: i) else { break }
                        Lexer.put(.dollarIdentifier, offset: i, length: stop &- i, flags: flags, at: &cursor)
                        i = stop
                        flags = Lexer.spaceAfterToken(p, &i, end: end)
                        break handled
                    case .pound:
                        // `#if`, `#endif`, `#available`, `#Preview`: as `lexPound` for `#` and a name.
                        guard i &+ 17 <= end, table[Int(p[i &+ 1])].action == .name,
                              let stop = Lexer.shortNameEnd(p, after: i) else { break }
                        let directive = KeywordTable.lookup(input, from: i &+ 1, to: stop, in: poundDirectives)
                        Lexer.put(directive != .none ? .poundDirective : .poundIdentifier, keyword: directive, offset: i, length: stop &- i, flags: flags, at: &cursor)
                        i = stop
                        flags = Lexer.spaceAfterToken(p, &i, end: end)
                        break handled
                    case .number:
                        // What `lexNumber` does for `12`, `1_000`, `0.5` followed by neither a letter,
                        // a digit, `$` nor a non-ASCII byte (which could glue on or start an exponent).
                        if p[i] == UInt8(ascii: "0") && i &+ 1 < end && (p[i &+ 1] | 0x20 == UInt8(ascii: "x") || p[i &+ 1] == UInt8(ascii: "o") || p[i &+ 1] == UInt8(ascii: "b")) {
                            break
                        }
                        var stop = Lexer.skipDecimalDigits(p, from: i &+ 1, end: end)
                        var kind = TokenKind.integerLiteral
                        if stop &+ 1 < end && p[stop] == UInt8(ascii: ".") && p[stop &+ 1] &- 0x30 < 10 {
                            kind = .floatLiteral
                            stop = Lexer.skipDecimalDigits(p, from: stop &+ 2, end: end)
                        }
                        guard stop >= end || (!Lexer.mayContinueNameRarely(p[stop]) && table[Int(p[stop])].action != .name) else { break }
                        Lexer.put(kind, offset: i, length: stop &- i, flags: flags, at: &cursor)
                        i = stop
                        flags = Lexer.spaceAfterToken(p, &i, end: end)
                        break handled
                    case .general:
                        break
                    }
                    // One step of the general path, with the state handed over through `self`.
                    tokens.count = cursor - tokens.base
                    position = i
                    pendingFlags = TokenFlags(rawValue: flags)
                    skipTrivia()
                    if position < end {
                        let before = position
                        lexToken()
                        if position <= before { recoverFromNoProgress(at: before) }
                    }
                    i = position
                    flags = pendingFlags.rawValue
                    cursor = tokens.base + tokens.count
                    if !stack.isEmpty { break scan }
                    limit = fastLimit(from: i)
                    cursor = tokens.base + tokens.count
                    continue
                }
                // The token just written, or the byte dispatched on, leaves the cursor at a name
                // most of the time (after `.`, `(`, a space, indentation, a name and a space):
                // test for that with a conditional branch here rather than another trip through
                // the indirect jump, and take runs of names in one loop.
                guard i < limit else { continue }
                let following = table[Int(p[i])]
                if following.action != .name {
                    // Punctuation after a token (`) {`, `}` on its own line, `[.a, .b]`): likewise.
                    guard following.action == .single else { continue }
                    Lexer.put(following.kind, offset: i, length: 1, flags: flags, at: &cursor)
                    i &+= 1
                    flags = Lexer.spaceAfterToken(p, &i, end: end)
                    guard i < limit && table[Int(p[i])].action == .name else { continue }
                }
                repeat {
                    let start = i
                    var low: UInt64 = 0
                    var high: UInt64 = 0
                    if start &+ 16 <= end {
                        let length = Lexer.asciiNameLength16(p + start)
                        if length < 16 {
                            i = start &+ length
                            (low, high) = Lexer.packName(p + start, length: length)
                        } else {
                            // 16 bytes or more: no keyword. Zero words only match the empty
                            // sentinel slot (keyword `.none`).
                            i = skipASCIIIdentifierCharacters(from: start &+ 16)
                        }
                    } else {
                        i = skipASCIIIdentifierCharacters(from: start &+ 1)
                        if i &- start <= 16 { (low, high) = KeywordTable.pack(input, from: start, to: i) }
                    }
                    // Branch-free perfect-hash probe (keywords are 2...16 ASCII bytes; a miss, a
                    // one-byte name or the all-zero pack compare unequal or hit `.none`).
                    var keyword = keywords.keyword(low: low, high: high)
                    // The entry of the byte after the name (`.general` at the end): non-ASCII
                    // bytes (`.general`) and `$` (`.dollar`, numbered next to it) may continue the
                    // name, so the common case tests for them with one compare and no extra load.
                    var next = i < end ? table[Int(p[i])] : FastEntry(action: .general, kind: .unknown)
                    if next.action.rawValue <= FastAction.dollar.rawValue && i < end && Lexer.mayContinueNameRarely(p[i]) {
                        // Keywords are plain ASCII: if the rare continuation adds bytes, the name
                        // is no keyword.
                        position = i
                        skipRareIdentifierContinuation()
                        if position != i { keyword = .none }
                        i = position
                        next = i < end ? table[Int(p[i])] : FastEntry(action: .general, kind: .unknown)
                    }
                    Lexer.put(keyword.isReserved ? .keyword : .identifier, keyword: keyword, offset: start, length: i &- start, flags: flags, at: &cursor)
                    // Names are mostly followed directly by `(`, `:`, `)`, `,`, `.`, `?`: a branch
                    // here (its own history) instead of another pass through the indirect jump.
                    if next.action == .single || (next.action == .operator && next.kind != .operator)
                        || (next.action == .dotOrColon && !Lexer.punctuationContinues(p, at: i, end: end, kind: next.kind)) {
                        cursor.pointee = Token(kind: next.kind, keyword: .none, flags: [], offset: UInt32(truncatingIfNeeded: i), length: 1)
                        cursor += 1
                        i &+= 1
                    }
                    flags = Lexer.spaceAfterToken(p, &i, end: end)
                } while i < limit && table[Int(p[i])].action == .name
            }
            if !stack.isEmpty { break }
        }
        tokens.count = cursor - tokens.base
        position = i
        pendingFlags = TokenFlags(rawValue: flags)
    }

    /// How far the fast loop may go from `i` without a capacity check (see `runCodeFast`),
    /// with `tokens.count` current. Moves the tokens to a buffer with a slot per remaining
    /// byte when the free room gets short.
    mutating func fastLimit(from i: Int) -> Int {
        if tokens.capacity &- tokens.count &- 3 < min(count &- i, 64) { tokens.reserve(free: count &- i &+ 3) }
        return min(count, i &+ (tokens.capacity &- tokens.count &- 3))
    }

    /// The first index at or after `index` that holds neither a decimal digit nor `_`.
    @inline(__always) static func skipDecimalDigits(_ p: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var scan = index
        while scan < end && (p[scan] &- 0x30 < 10 || p[scan] == UInt8(ascii: "_")) { scan &+= 1 }
        return scan
    }

    /// Whether a `.` followed by this byte may be the start of a longer operator: an ASCII
    /// operator character, or a non-ASCII byte (a Unicode operator scalar such as `×` may follow;
    /// the general path decodes it).
    /// (From the byte itself rather than its `ByteClass`: one pointer fewer for the fast loop
    /// to keep in a register.)
    @inline(__always) static func mayContinueDotOperator(byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        // `! % & * + - . / < = > ?` below 64, `^ | ~` above.
        let below64: UInt64 = 1 << 0x21 | 1 << 0x25 | 1 << 0x26 | 1 << 0x2A | 1 << 0x2B | 1 << 0x2D | 1 << 0x2E
            | 1 << 0x2F | 1 << 0x3C | 1 << 0x3D | 1 << 0x3E | 1 << 0x3F
        let above64: UInt64 = 1 << (0x5E - 64) | 1 << (0x7C - 64) | 1 << (0x7E - 64)
        return ((byte < 64 ? below64 : above64) &>> UInt64(byte & 63)) & 1 != 0
    }

    /// Defensive: every lex function consumes at least one byte; if one ever does not, the
    /// byte becomes an error token rather than an endless loop.
    mutating func recoverFromNoProgress(at offset: Int) {
        emit(.unknown, from: offset, to: offset + 1)
        diagnose("internal tokenizer error: no progress", at: offset)
        position = offset + 1
    }
}
