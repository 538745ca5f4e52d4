/// Turns Swift source bytes into `Token`s plus comment trivia, losslessly, for any input.
///
/// The lexer makes only local decisions (the previous token, the bytes around the cursor), like
/// swift-syntax's, and keeps literal nesting on an explicit stack instead of the call stack, so
/// deeply nested interpolations cannot overflow it.
public enum Tokenizer {
    public static func tokenize(_ file: SourceFile) -> TokenizedFile {
        file.bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenizedFile {
        tokenize(bytes, fastPath: true)
    }

    /// `fastPath: false` lexes everything through the general path (`skipTrivia` +
    /// `lexToken`): the reference the fast loop is tested against.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, fastPath: Bool) -> TokenizedFile {
        var buffers = ParseBuffers()
        return tokenize(bytes, fastPath: fastPath, reusing: &buffers)
    }

    /// Tokenizes into the token and comment arrays `buffers` holds (emptied first), which the
    /// result then owns (see `ParseBuffers`).
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, fastPath: Bool, reusing buffers: inout ParseBuffers) -> TokenizedFile {
        // Offsets are UInt32; larger inputs are cut to what a token can address (4 GiB of
        // Swift is not a source file). The rest is reported, never silently dropped.
        let limit = min(bytes.count, Int(UInt32.max - 1))
        let input = UnsafeBufferPointer(rebasing: bytes[0..<limit])
        // Tokens go straight into the array's storage, sized for a dense file (real files
        // hold 0.15 tokens a byte on average; denser ones than a token per 5 bytes move to
        // memory of their own, the tokens then copied once at the end).
        var comments: [TriviaPiece] = []
        swap(&comments, &buffers.comments)
        comments.removeAll(keepingCapacity: true)
        var diagnostics: [LexicalDiagnostic] = []
        var spilled: [Token]? = nil
        var tokens: [Token] = []
        swap(&tokens, &buffers.tokens)
        tokens.removeAll(keepingCapacity: true)
        tokens.append(addingCapacity: limit / 5 + 64) { (output: inout OutputSpan<Token>) in
            output.withUnsafeMutableBufferPointer { storage, initialized in
                ByteClass.table.withUnsafeBufferPointer { table in
                    KeywordTable.shared.withLookup { keywords in
                        KeywordTable.poundDirectives.withLookup { directives in
                            var lexer = Lexer(input: input, tokens: TokenBuffer(borrowing: storage), classes: table,
                                              keywords: keywords, poundDirectives: directives)
                            lexer.useFastPath = fastPath
                            swap(&lexer.comments, &comments)
                            lexer.run()
                            if limit < bytes.count {
                                lexer.diagnose("file too large: bytes after 4 GiB are not tokenized", at: limit)
                            }
                            if lexer.tokens.isBorrowed {
                                initialized = lexer.tokens.count
                            } else {
                                spilled = lexer.tokens.array
                                lexer.tokens.deallocate()
                                initialized = 0
                            }
                            swap(&comments, &lexer.comments)
                            diagnostics = lexer.diagnostics
                        }
                    }
                }
            }
        }
        return TokenizedFile(tokens: spilled ?? tokens, comments: comments, diagnostics: diagnostics)
    }
}

/// The cursor and its output. Split across files by lexical category (strings, numbers,
/// operators); this file holds the driver loop, trivia and token emission.
struct Lexer {
    let input: UnsafeBufferPointer<UInt8>
    let count: Int
    let classes: UnsafeBufferPointer<ByteClass>
    let keywords: KeywordTable.Lookup
    let poundDirectives: KeywordTable.Lookup
    var position = 0
    var tokens: TokenBuffer
    var comments: [TriviaPiece] = []
    var diagnostics: [LexicalDiagnostic] = []
    /// Literal nesting; empty at top level. Change it only through `push`/`pop` so that
    /// `inStringText` stays in step.
    private(set) var stack: [LexerState] = []
    /// The top of `stack` is `.string`: the driver must lex literal text, not code.
    private(set) var inStringText = false
    /// Flags the next token gets from the trivia before it: `.spaceBefore` and
    /// `.atStartOfLine` (both set at the start of the file).
    var pendingFlags: TokenFlags = [.spaceBefore, .atStartOfLine]
    /// Off only in tests, to compare the fast loop with the general path.
    var useFastPath = true

    init(input: UnsafeBufferPointer<UInt8>, tokens: TokenBuffer, classes: UnsafeBufferPointer<ByteClass>,
         keywords: KeywordTable.Lookup, poundDirectives: KeywordTable.Lookup) {
        self.input = input
        self.count = input.count
        self.classes = classes
        self.keywords = keywords
        self.poundDirectives = poundDirectives
        self.tokens = tokens
    }

    mutating func push(_ state: LexerState) {
        stack.append(state)
        inStringText = state.isString
    }

    mutating func pop() {
        if !stack.isEmpty { stack.removeLast() }
        inStringText = stack.last?.isString ?? false
    }

    /// Replaces the top of the stack (an interpolation whose paren depth changed).
    mutating func replaceTop(_ state: LexerState) {
        stack[stack.count - 1] = state
        inStringText = state.isString
    }

    // MARK: Primitives

    /// The byte at `index`, or 0 past the end (callers that care about NUL check `index < count`).
    @inline(__always) func byte(at index: Int) -> UInt8 {
        index >= 0 && index < count ? input[index] : 0
    }

    @inline(__always) func byteClass(at index: Int) -> ByteClass {
        index >= 0 && index < count ? classes[Int(input[index])] : []
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, to end: Int, keyword: Keyword = .none, flags extra: TokenFlags = []) {
        let flags = TokenFlags(rawValue: extra.rawValue | pendingFlags.rawValue)
        pendingFlags = []
        // Borrowed storage has no scratch slot before the first token.
        if tokens.count > 0 { Token.markSpaceAfter(before: tokens.base + tokens.count, nextFlags: flags.rawValue) }
        tokens.append(Token(kind: kind, keyword: keyword, flags: flags, offset: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end - start)))
    }

    mutating func diagnose(_ message: String, at offset: Int) {
        diagnostics.append(LexicalDiagnostic(offset: UInt32(truncatingIfNeeded: offset), message: message))
    }

    mutating func addComment(_ kind: TriviaKind, from start: Int, to end: Int) {
        comments.append(TriviaPiece(kind: kind, offset: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end - start)))
    }

    /// The previous significant token, if any.
    var previousToken: Token? { tokens.last }

    // MARK: Driver

    mutating func run() {
        lexFileStart()
        Lexer.fastTable.withUnsafeBufferPointer { table in
            while true {
                // The first token comes from the general path: the fast loop may then always
                // touch the token before the one it writes (see `TokenBuffer`).
                if stack.isEmpty && useFastPath && !tokens.isEmpty {
                    runCodeFast(table: table.baseAddress.unsafelyUnwrapped)
                    if stack.isEmpty { break }
                }
                if inStringText, case .string(let multiline, let pounds, let quote)? = stack.last {
                    lexStringBody(multiline: multiline, pounds: pounds, quote: quote)
                    continue
                }
                skipTrivia()
                if position >= count { break }
                let before = position
                lexToken()
                if position <= before { recoverFromNoProgress(at: before) }
            }
        }
        if !stack.isEmpty {
            diagnose("unterminated string interpolation or literal at end of file", at: count)
            while !stack.isEmpty { pop() }
        }
        let endFlags = pendingFlags
        emit(.endOfFile, from: count, to: count)
        // The last real token ends the file; `.endOfFile` keeps only the trivia before it.
        if tokens.count >= 2 { tokens[tokens.count - 2].flags.insert(.spaceAfter) }
        tokens[tokens.count - 1].flags = endFlags
    }

    mutating func abandonSingleLineInterpolation(at offset: Int) {
        pop()
        if inStringText { pop() }
        diagnose("unterminated string literal: a line break inside the interpolation of a single-line string", at: offset)
    }

    /// A byte-order mark and a `#!` line are trivia only at the very start of the file.
    mutating func lexFileStart() {
        if count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF {
            addComment(.byteOrderMark, from: 0, to: 3)
            position = 3
        }
        if byte(at: position) == UInt8(ascii: "#") && byte(at: position + 1) == UInt8(ascii: "!") {
            let start = position
            while position < count && !classes[Int(input[position])].contains(.newline) { position += 1 }
            addComment(.shebang, from: start, to: position)
        }
    }


    /// Skips whitespace, newlines and comments, recording comments and the trivia flags.
    @inline(__always) mutating func skipTrivia() {
        // Most tokens follow another directly: leave without a call.
        guard position < count, classes[Int(input[position])].contains(.triviaStart) else { return }
        skipTriviaRun()
    }

    mutating func skipTriviaRun() {
        let start = position
        while position < count {
            let byte = input[position]
            let byteClass = classes[Int(byte)]
            if byteClass.contains(.whitespace) {
                // Indentation: eight spaces a step, then any tabs and form feeds byte by byte.
                var scan = Lexer.skipSpaces(inputStart, from: position, end: count)
                while scan < count && classes[Int(input[scan])].contains(.whitespace) {
                    scan = Lexer.skipSpaces(inputStart, from: scan + 1, end: count)
                }
                position = scan
            } else if byteClass.contains(.newline) {
                if !stack.isEmpty, case .interpolation(multiline: false, _)? = stack.last {
                    // As in swift-syntax's lexer, a line break ends the interpolation and the
                    // single-line literal around it, so an unbalanced `(` in a string cannot
                    // swallow the rest of the file.
                    abandonSingleLineInterpolation(at: position)
                    continue
                }
                pendingFlags.insert(.atStartOfLine)
                position += 1
            } else if byte == UInt8(ascii: "/") {
                let next = self.byte(at: position + 1)
                if next == UInt8(ascii: "/") {
                    lexLineComment()
                } else if next == UInt8(ascii: "*") {
                    lexBlockComment()
                } else {
                    break
                }
            } else if byte == UInt8(ascii: "<") && atConflictMarker() {
                lexConflictMarker()
            } else {
                break
            }
        }
        if position > start { pendingFlags.insert(.spaceBefore) }
    }


    // MARK: Tokens

    /// Lexes one significant token at `position` (trivia already skipped, not at the end).
    mutating func lexToken() {
        let start = position
        let byte = input[start]
        let byteClass = classes[Int(byte)]
        if byteClass.contains(.identifierStart) {
            lexIdentifier()
            return
        }
        if byteClass.contains(.digit) {
            lexNumber()
            return
        }
        switch byte {
        case UInt8(ascii: "("):
            if !stack.isEmpty, case .interpolation(let multiline, let depth)? = stack.last {
                replaceTop(.interpolation(multiline: multiline, parenDepth: depth + 1))
            }
            single(.leftParen)
        case UInt8(ascii: ")"):
            if !stack.isEmpty, case .interpolation(let multiline, let depth)? = stack.last {
                if depth == 0 {
                    pop()
                    single(.interpolationClose)
                    return
                }
                replaceTop(.interpolation(multiline: multiline, parenDepth: depth - 1))
            }
            single(.rightParen)
        case UInt8(ascii: "{"): single(.leftBrace)
        case UInt8(ascii: "}"): single(.rightBrace)
        case UInt8(ascii: "["): single(.leftSquare)
        case UInt8(ascii: "]"): single(.rightSquare)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"):
            if self.byte(at: start + 1) == UInt8(ascii: ":") {
                emit(.colonColon, from: start, to: start + 2)
                position = start + 2
            } else {
                single(.colon)
            }
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "@"): single(.atSign)
        case UInt8(ascii: "\\"): single(.backslash)
        case UInt8(ascii: "\""): lexStringOpen(pounds: 0)
        case UInt8(ascii: "'"): lexSingleQuotedString()
        case UInt8(ascii: "#"): lexPound()
        case UInt8(ascii: "$"): lexDollarIdentifier()
        case UInt8(ascii: "`"): lexBacktickIdentifier()
        case UInt8(ascii: "<") where self.byte(at: start + 1) == UInt8(ascii: "#"):
            if !lexEditorPlaceholder() { lexOperator() }
        default:
            if byteClass.contains(.operatorCharacter) {
                lexOperator()
            } else if byteClass.contains(.nonASCII) {
                lexNonASCII()
            } else {
                position += 1
                emit(.unknown, from: start, to: position)
                diagnose(unexpectedByteMessage(byte), at: start)
            }
        }
    }

    @inline(__always) mutating func single(_ kind: TokenKind) {
        emit(kind, from: position, to: position + 1)
        position += 1
    }

    func unexpectedByteMessage(_ byte: UInt8) -> String {
        if byte == 0 { return "unexpected NUL byte" }
        if byte == UInt8(ascii: "'") { return "single quotes do not delimit strings in Swift; use '\"'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "unexpected character (byte 0x\(hex.count < 2 ? "0" + hex : hex))"
    }
}
