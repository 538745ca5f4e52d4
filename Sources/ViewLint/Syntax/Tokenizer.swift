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
        // Offsets are UInt32; larger inputs are cut to what a token can address (4 GiB of
        // Swift is not a source file). The rest is reported, never silently dropped.
        let limit = min(bytes.count, Int(UInt32.max - 1))
        let input = UnsafeBufferPointer(rebasing: bytes[0..<limit])
        let keywords = KeywordTable.shared
        let pounds = KeywordTable.poundDirectives
        return ByteClass.table.withUnsafeBufferPointer { table in
            var lexer = Lexer(input: input, classes: table, keywords: keywords, poundDirectives: pounds)
            lexer.run()
            if limit < bytes.count {
                lexer.diagnostics.append(LexicalDiagnostic(offset: UInt32(limit), message: "file too large: bytes after 4 GiB are not tokenized"))
            }
            return TokenizedFile(tokens: lexer.tokens, comments: lexer.comments, diagnostics: lexer.diagnostics)
        }
    }
}

/// One level of literal nesting. Code at the top level is the empty stack.
enum LexerState: Equatable {
    /// Inside the text of a string literal opened with `pounds` `#` characters.
    case string(multiline: Bool, pounds: Int)
    /// Inside `\(…)` of a string literal; `parenDepth` counts unclosed `(` of the code.
    case interpolation(multiline: Bool, parenDepth: Int)
}

/// The cursor and its output. Split across files by lexical category (strings, numbers,
/// operators); this file holds the driver loop, trivia and token emission.
struct Lexer {
    let input: UnsafeBufferPointer<UInt8>
    let count: Int
    let classes: UnsafeBufferPointer<ByteClass>
    let keywords: KeywordTable
    let poundDirectives: KeywordTable
    var position = 0
    var tokens: [Token] = []
    var comments: [TriviaPiece] = []
    var diagnostics: [LexicalDiagnostic] = []
    var stack: [LexerState] = []
    /// Trivia lies between the previous token and the cursor (true at the start of the file).
    var pendingSpace = true
    /// A line break lies between the previous token and the cursor.
    var pendingNewline = true

    init(input: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>, keywords: KeywordTable, poundDirectives: KeywordTable) {
        self.input = input
        self.count = input.count
        self.classes = classes
        self.keywords = keywords
        self.poundDirectives = poundDirectives
        // Real Swift averages 5-7 bytes a token; one growth at most for dense code.
        tokens.reserveCapacity(input.count / 5 + 16)
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
        var flags = extra
        if pendingSpace { flags.insert(.spaceBefore) }
        if pendingNewline { flags.insert(.atStartOfLine) }
        pendingSpace = false
        pendingNewline = false
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
        while true {
            if case .string(let multiline, let pounds)? = stack.last {
                lexStringBody(multiline: multiline, pounds: pounds)
                continue
            }
            skipTrivia()
            if position >= count { break }
            let before = position
            lexToken()
            if position <= before {
                // Defensive: every lex function consumes at least one byte; if one ever does
                // not, the byte becomes an error token rather than an endless loop.
                emit(.unknown, from: before, to: before + 1)
                diagnose("internal tokenizer error: no progress", at: before)
                position = before + 1
            }
        }
        if !stack.isEmpty {
            diagnose("unterminated string interpolation or literal at end of file", at: count)
            stack.removeAll()
        }
        markSpaceAfterLastToken()
        emit(.endOfFile, from: count, to: count)
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

    @inline(__always) mutating func markSpaceAfterLastToken() {
        if !tokens.isEmpty { tokens[tokens.count - 1].flags.insert(.spaceAfter) }
    }

    /// Skips whitespace, newlines and comments, recording comments and the trivia flags.
    mutating func skipTrivia() {
        let start = position
        while position < count {
            let byte = input[position]
            let byteClass = classes[Int(byte)]
            if byteClass.contains(.whitespace) {
                position += 1
            } else if byteClass.contains(.newline) {
                if case .interpolation(multiline: false, _)? = stack.last {
                    // A single-line string cannot span lines, not even inside `\(…)`.
                    abandonSingleLineInterpolation(at: position)
                    continue
                }
                pendingNewline = true
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
            } else if (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")) && atConflictMarker() {
                lexConflictMarker()
            } else {
                break
            }
        }
        if position > start {
            pendingSpace = true
            markSpaceAfterLastToken()
        }
    }

    mutating func abandonSingleLineInterpolation(at offset: Int) {
        stack.removeLast()
        if case .string? = stack.last { stack.removeLast() }
        diagnose("unterminated string literal: a line break inside the interpolation of a single-line string", at: offset)
    }

    mutating func lexLineComment() {
        let start = position
        // `///` is documentation, `////` is not.
        let isDoc = byte(at: start + 2) == UInt8(ascii: "/") && byte(at: start + 3) != UInt8(ascii: "/")
        position += 2
        while position < count && !classes[Int(input[position])].contains(.newline) { position += 1 }
        addComment(isDoc ? .docLineComment : .lineComment, from: start, to: position)
    }

    /// Block comments nest; the depth is a counter, not recursion.
    mutating func lexBlockComment() {
        let start = position
        // `/**` is documentation, but `/**/` is an empty ordinary comment.
        let isDoc = byte(at: start + 2) == UInt8(ascii: "*") && byte(at: start + 3) != UInt8(ascii: "/")
        position += 2
        var depth = 1
        while position < count {
            let byte = input[position]
            if byte == UInt8(ascii: "*") && self.byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/") && self.byte(at: position + 1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                if classes[Int(byte)].contains(.newline) { pendingNewline = true }
                position += 1
            }
        }
        if depth > 0 { diagnose("unterminated block comment: '/*' has no matching '*/'", at: start) }
        addComment(isDoc ? .docBlockComment : .blockComment, from: start, to: position)
    }

    /// `<<<<<<< ` at the start of a line with a `>>>>>>> ` line later: the whole block is one
    /// trivia piece, as Swift skips it.
    func atConflictMarker() -> Bool {
        guard position < count, position == 0 || classes[Int(input[position - 1])].contains(.newline) else { return false }
        guard input[position] == UInt8(ascii: "<") else { return false }
        return conflictMarkerEnd() != nil
    }

    func conflictMarkerEnd() -> Int? {
        func isMarker(_ at: Int, _ character: UInt8) -> Bool {
            guard at + 8 <= count else { return false }
            for offset in 0..<7 where input[at + offset] != character { return false }
            return input[at + 7] == UInt8(ascii: " ")
        }
        guard isMarker(position, UInt8(ascii: "<")) else { return nil }
        var scan = position + 8
        while scan < count {
            if classes[Int(input[scan - 1])].contains(.newline) && isMarker(scan, UInt8(ascii: ">")) {
                while scan < count && !classes[Int(input[scan])].contains(.newline) { scan += 1 }
                return scan
            }
            scan += 1
        }
        return nil
    }

    mutating func lexConflictMarker() {
        guard let end = conflictMarkerEnd() else { return }
        addComment(.conflictMarker, from: position, to: end)
        diagnose("version-control conflict marker", at: position)
        position = end
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
            if case .interpolation(let multiline, let depth)? = stack.last {
                stack[stack.count - 1] = .interpolation(multiline: multiline, parenDepth: depth + 1)
            }
            single(.leftParen)
        case UInt8(ascii: ")"):
            if case .interpolation(let multiline, let depth)? = stack.last {
                if depth == 0 {
                    stack.removeLast()
                    single(.interpolationClose)
                    return
                }
                stack[stack.count - 1] = .interpolation(multiline: multiline, parenDepth: depth - 1)
            }
            single(.rightParen)
        case UInt8(ascii: "{"): single(.leftBrace)
        case UInt8(ascii: "}"): single(.rightBrace)
        case UInt8(ascii: "["): single(.leftSquare)
        case UInt8(ascii: "]"): single(.rightSquare)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "@"): single(.atSign)
        case UInt8(ascii: "\\"): single(.backslash)
        case UInt8(ascii: "\""): lexStringOpen(pounds: 0)
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
