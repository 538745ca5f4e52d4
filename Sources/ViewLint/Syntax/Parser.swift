/// Recursive-descent parser from tokens to a `SyntaxTree`.
///
/// Nodes are built bottom-up on a stack: a parse function notes the stack height (`mark()`),
/// parses its parts (each pushes one node), then `finish` pops those into a new node's
/// contiguous child range. Postfix forms (`a.b(c)`) therefore wrap an already-built base
/// without moving anything.
///
/// Error tolerance: a missing token is a diagnostic, not a failure; an unusable token becomes
/// an `.error` node. Every loop is guarded by `LoopProgress`; recursion is bounded by
/// `maxDepth`, beyond which the bracketed region is skipped iteratively.
///
/// Performance note: a call to a non-mutating method of this (large) struct from a mutating
/// one copies the whole struct; a mutating method gets its address. So lookahead helpers that
/// only read are small and `@inline(__always)`, or else declared `mutating`.
public struct Parser {
    /// Nesting beyond this many expression/statement/type levels is skipped with a diagnostic.
    /// Real SwiftUI code stays far below it; each level costs a few stack frames.
    public static let maxDepth = 160

    // Tokens and bytes are read (and tokens narrowed) through pointers that `parse` holds
    // valid for the whole parse: no bounds checks, no retain/release of the arrays in the hot
    // paths. The last token is always `.endOfFile`; lookahead clamps to it.
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: UnsafeMutableBufferPointer<Token>
    var pos = 0
    var nodes: ParserBuffer<SyntaxNode>
    var childList: ParserBuffer<Int32>
    /// Nodes built but not yet adopted by a parent.
    var stack: ParserBuffer<Int32>
    /// Calls and struct/class/enum/actor declarations, in arena order (`SyntaxTree.callAndTypeNodes`).
    var callAndTypeNodes: ParserBuffer<Int32>
    var diagnostics: [ParseDiagnostic] = []
    var depth = 0
    /// End offset of the last consumed token (or consumed part of a split `>>`).
    var prevEnd: UInt32 = 0
    /// Flags that change how expressions end, set for conditions and patterns and cleared
    /// inside brackets. One byte, so a bracket saves, clears and restores them in one go.
    var expressionContext: ExpressionContext = []
    /// How many `#if` blocks are open around the current position (decides stray `#endif`).
    var openIfConfigs = 0

    /// `{` after an expression does not start a trailing closure (conditions of if/while/…).
    var noTrailingClosure: Bool {
        @inline(__always) get { expressionContext.contains(.noTrailingClosure) }
        @inline(__always) set { expressionContext.set(.noTrailingClosure, newValue) }
    }
    /// Expressions stop at a line break (`#if` conditions).
    var lineLimited: Bool {
        @inline(__always) get { expressionContext.contains(.lineLimited) }
        @inline(__always) set { expressionContext.set(.lineLimited, newValue) }
    }
    /// `=` ends the expression (patterns of `case … = value`).
    var stopAtAssignment: Bool {
        @inline(__always) get { expressionContext.contains(.stopAtAssignment) }
        @inline(__always) set { expressionContext.set(.stopAtAssignment, newValue) }
    }

    // MARK: Tokens

    @inline(__always) var cur: Token { tokens[pos] }
    /// What loop guards compare: the current token's byte offset. It grows when a token is
    /// consumed and also when a `>>` is narrowed to `>`, which keeps the same index.
    @inline(__always) var progressMark: Int { Int(tokens[pos].offset) }
    @inline(__always) var kind: TokenKind { tokens[pos].kind }
    @inline(__always) var atEnd: Bool { tokens[pos].kind == .endOfFile }

    @inline(__always) func peek(_ n: Int = 1) -> Token {
        tokens[min(pos &+ n, tokens.count &- 1)] // small n, count ≥ 1: no overflow
    }

    @inline(__always) func at(_ k: TokenKind) -> Bool { tokens[pos].kind == k }

    @inline(__always) func atKeyword(_ k: Keyword) -> Bool {
        let t = tokens[pos]
        return t.keyword == k && (t.kind == .keyword || t.kind == .identifier) && !t.flags.contains(.backticked)
    }

    @inline(__always) func isKeyword(_ t: Token, _ k: Keyword) -> Bool {
        t.keyword == k && (t.kind == .keyword || t.kind == .identifier) && !t.flags.contains(.backticked)
    }

    @inline(__always) mutating func advance() {
        let t = tokens[pos]
        guard t.kind != .endOfFile else { return }
        prevEnd = t.offset &+ t.length // within the file: cannot overflow
        pos &+= 1 // pos < tokens.count: the end-of-file token is never passed
    }

    @discardableResult
    @inline(__always) mutating func consume(_ k: TokenKind) -> Bool {
        guard at(k) else { return false }
        advance()
        return true
    }

    @discardableResult
    @inline(__always) mutating func consumeKeyword(_ k: Keyword) -> Bool {
        guard atKeyword(k) else { return false }
        advance()
        return true
    }

    /// Consumes `k` or reports it missing. Returns whether it was there.
    @discardableResult
    mutating func expect(_ k: TokenKind, _ what: StaticString) -> Bool {
        if consume(k) { return true }
        diagnose("expected '\(what)'")
        return false
    }

    /// The source text of `range` (for diagnostics). The parser keeps the bytes, not the
    /// `SourceFile`: a copy of that struct costs a retain and a release for each of its arrays.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The first byte of token `t`.
    @inline(__always) func firstByte(_ t: Token) -> UInt8 {
        t.length > 0 ? bytes[Int(t.offset)] : 0
    }

    /// Whether operator-like token `t` spells `text` exactly.
    @inline(__always) func spells(_ t: Token, _ text: StaticString) -> Bool {
        Token.bytes(bytes, t.byteRange, equal: text)
    }

    @inline(__always) func isOperator(_ t: Token, _ text: StaticString) -> Bool {
        t.kind == .operator && spells(t, text)
    }

    /// Whether `t` is the first token on its line and starts in column 1: a strong hint, in
    /// broken code, that a new top-level declaration begins.
    @inline(__always) func atColumnOne(_ t: Token) -> Bool {
        guard t.flags.contains(.atStartOfLine) else { return false }
        let o = Int(t.offset)
        return o == 0 || bytes[o - 1] == 0x0A || bytes[o - 1] == 0x0D
    }

    /// Consumes one `>` closing a generic list. A longer operator starting with `>` (`>>`,
    /// `>?`, `>=`) is narrowed in place to its remaining characters, so the next reader sees them.
    mutating func consumeCloseAngle() -> Bool {
        consumeLeadingCharacter(UInt8(ascii: ">"))
    }

    /// Consumes the first character of an operator-like token (`>` of `>>`, `?` of `?>`),
    /// narrowing the token in place to the characters that remain.
    mutating func consumeLeadingCharacter(_ character: UInt8) -> Bool {
        let t = cur
        guard t.kind == .operator || t.kind == .postfixQuestionMark || t.kind == .exclamationMark,
              firstByte(t) == character else { return false }
        if t.length == 1 { advance(); return true }
        prevEnd = t.offset + 1
        var rest = Token(kind: .operator, flags: t.flags.subtracting([.spaceBefore, .atStartOfLine]),
                         offset: t.offset + 1, length: t.length - 1)
        if rest.length == 1 {
            switch bytes[Int(rest.offset)] {
            case UInt8(ascii: "?"): rest.kind = .postfixQuestionMark
            case UInt8(ascii: "!"): rest.kind = .exclamationMark
            case UInt8(ascii: "="): rest.kind = .equal
            case UInt8(ascii: "."): rest.kind = .period
            default: break
            }
        }
        tokens[pos] = rest
        return true
    }

    // MARK: Nodes

    @inline(__always) func mark() -> Int { stack.count }

    /// Builds a node from the children pushed since `mark`, covering tokens `first ..< pos`.
    /// Calls are built by `finishWrapping`, and type declarations by `finishTypeDeclaration`,
    /// which list them in `callAndTypeNodes`.
    @discardableResult
    mutating func finish(_ kind: SyntaxKind, _ mark: Int, first: Int, name: Int = -1, aux: Int = -1,
                         flags: SyntaxFlags = []) -> Int32 {
        assert(!Parser.isListed(kind), "\(kind) nodes must be listed in callAndTypeNodes")
        let start: UInt32
        let end: UInt32
        if first < pos {
            start = tokens[first].offset
            end = max(prevEnd, start)
        } else {
            start = tokens[min(first, tokens.count - 1)].offset
            end = start
        }
        return push(kind, mark, first: first, start: start, end: end, name: name, aux: aux, flags: flags)
    }

    /// Like `finish`, for a node whose first child began at the node's first token: its start
    /// is the child's recorded start, since that first token may since have been narrowed.
    /// Inlined: it builds every member access and call of a postfix chain.
    @discardableResult
    @inline(__always) mutating func finishWrapping(_ kind: SyntaxKind, _ mark: Int, name: Int = -1, aux: Int = -1,
                                 flags: SyntaxFlags = []) -> Int32 {
        let firstChild = nodes[Int(stack[mark])]
        let first = Int(firstChild.firstToken)
        let end = first < pos ? max(prevEnd, tokens[first].offset) : tokens[min(first, tokens.count - 1)].offset
        let id = push(kind, mark, first: first, start: firstChild.startOffset, end: end, name: name, aux: aux,
                      flags: flags)
        if Parser.isListed(kind) { callAndTypeNodes.append(id) } // constant at every call site: folds
        return id
    }

    /// A struct, class, enum or actor declaration (listed in `callAndTypeNodes`), or a protocol.
    mutating func finishTypeDeclaration(_ kind: SyntaxKind, _ mark: Int, first: Int, name: Int) {
        let start = tokens[first].offset // the keyword was consumed: first < pos
        let id = push(kind, mark, first: first, start: start, end: max(prevEnd, start), name: name, aux: -1, flags: [])
        if Parser.isListed(kind) { callAndTypeNodes.append(id) }
    }

    /// Kinds listed in `callAndTypeNodes` (see `SyntaxTree.callAndTypeNodes`).
    @inline(__always) static func isListed(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .call, .structDecl, .classDecl, .enumDecl, .actorDecl: return true
        default: return false
        }
    }

    /// Appends the node, adopting `stack[mark...]` as its children, and pushes it.
    @inline(__always)
    mutating func push(_ kind: SyntaxKind, _ mark: Int, first: Int, start: UInt32, end: UInt32, name: Int, aux: Int,
                       flags: SyntaxFlags) -> Int32 {
        // Unchecked narrowing (seven checks per node otherwise): token indices fit Int32 by the
        // check in `parse`, node and child counts by the one in `ParserBuffer.grow`.
        let id = Int32(truncatingIfNeeded: nodes.count)
        let childStart = Int32(truncatingIfNeeded: childList.count)
        let count = stack.count &- mark // mark <= stack.count
        if count == 1 { // wrapping one child (an argument, a member access): no loop
            let child = stack[mark]
            childList.append(child)
            nodes[Int(child)].parent = id
        } else if count > 1 {
            // One pass writes both links (a separate bulk copy costs a memcpy call per node).
            childList.reserve(count)
            for k in mark ..< stack.count {
                let child = stack[k]
                childList.appendUnchecked(child)
                nodes[Int(child)].parent = id
            }
        }
        nodes.append(SyntaxNode(kind: kind, flags: flags, firstToken: Int32(truncatingIfNeeded: first),
                                endToken: Int32(truncatingIfNeeded: max(pos, first)), startOffset: start, endOffset: end,
                                childStart: childStart, childCount: Int32(truncatingIfNeeded: count), parent: -1,
                                name: Int32(truncatingIfNeeded: name), aux: Int32(truncatingIfNeeded: aux)))
        if count > 0 { // the node takes its first child's stack slot: no capacity check
            stack[mark] = id
            stack.removeLast(downTo: mark &+ 1)
        } else {
            stack.append(id)
        }
        return id
    }

    mutating func diagnose(_ message: String, at offset: UInt32? = nil) {
        diagnostics.append(ParseDiagnostic(offset: offset ?? cur.offset, message: message))
    }

    /// `diagnose`, kept out of the hot functions that call it on a rare path: inlined there,
    /// the message string is materialised at every call (the optimiser hoists it).
    @inline(never) mutating func diagnoseOutOfLine(_ message: StaticString) {
        diagnose("\(message)")
    }

    /// `missing`, out of line for the same reason as `diagnoseOutOfLine`.
    @inline(never) mutating func missingOutOfLine(_ message: StaticString) {
        missing("\(message)")
    }

    /// Consumes the current token into an error node with a diagnostic.
    mutating func errorToken(_ message: String) {
        diagnose(message)
        let m = mark()
        let first = pos
        if atEnd { return }
        advance()
        finish(.error, m, first: first)
    }

    /// Pushes an empty error node where something required is missing.
    mutating func missing(_ message: String) {
        diagnose(message)
        finish(.error, mark(), first: pos)
    }

    /// Skips a balanced region starting at the current token (iteratively), so arbitrarily deep
    /// nesting cannot recurse. Used for too-deep nesting and for arguments we do not model.
    mutating func skipBalanced() {
        var level = 0
        var progress = LoopProgress()
        repeat {
            guard progress.advanced(progressMark), !atEnd else { return }
            switch kind {
            case .leftParen, .leftBrace, .leftSquare, .interpolationOpen, .stringOpen: level += 1
            case .rightParen, .rightBrace, .rightSquare, .interpolationClose, .stringClose: level -= 1
            default: break
            }
            advance()
        } while level > 0
    }

    /// Depth bookkeeping: returns false (after pushing an error node over the skipped region)
    /// when nesting is too deep to recurse into. Inlined: it runs once per nesting level.
    @inline(__always) mutating func enter() -> Bool {
        guard depth < Parser.maxDepth else { return skipTooDeep() }
        depth &+= 1 // < maxDepth
        return true
    }

    @inline(never) mutating func skipTooDeep() -> Bool {
        diagnose("nesting deeper than \(Parser.maxDepth) levels; region skipped")
        let m = mark()
        let first = pos
        skipBalanced()
        finish(.error, m, first: first)
        return false
    }

    @inline(__always) mutating func leave() { depth &-= 1 }

    // MARK: Source file

    mutating func parseSourceFile() -> Int32 {
        let m = mark()
        var progress = LoopProgress()
        while !atEnd, progress.advanced(progressMark) {
            switch kind {
            case .rightBrace, .rightParen, .rightSquare:
                errorToken("unexpected '\(text(cur.byteRange))' with no matching opening bracket")
            case .poundDirective where cur.keyword == .poundSourceLocation:
                parseSourceLocation()
            case .poundDirective where cur.keyword != .poundIf:
                errorStrayDirective()
            default:
                parseItemOrRecover(.topLevel)
            }
        }
        return finish(.sourceFile, m, first: 0)
    }

    /// The current token (`:`, `=`, `->`) introduces a part: consume it, parse what follows
    /// with `parseBody`, and wrap both in a node of `kind` (a type annotation, an initializer
    /// clause, a return clause).
    mutating func parseIntroduced(_ kind: SyntaxKind, _ parseBody: (inout Parser) -> Void) {
        let m = mark()
        let first = pos
        advance()
        parseBody(&self)
        finish(kind, m, first: first)
    }
}
