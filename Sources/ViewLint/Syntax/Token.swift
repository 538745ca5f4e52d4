/// One lexical token: a kind and a byte range into its `SourceFile`. Twelve bytes, no text:
/// text is sliced from the file's bytes on demand, so a million tokens cost 12 MB, not a
/// million strings.
///
/// Whitespace, newlines and comments are not tokens. Whitespace and newlines are the gaps
/// between tokens; comments (and a shebang, a BOM, conflict markers) are kept as `TriviaPiece`s
/// in `TokenizedFile.comments`, so the stream the parser walks holds only significant tokens,
/// yet every byte of the input is accounted for (see `TokenizedFile.triviaPieces`).
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// For `.keyword` tokens: which keyword. For `.identifier` tokens: the contextual keyword
    /// the identifier spells (`some`, `get`, `set`, `open`, …) or `.none`. Saves parsers a text
    /// compare.
    public var keyword: Keyword
    public var flags: TokenFlags
    /// UTF-8 byte offset of the first byte of the token in the source.
    public var offset: UInt32
    /// Length in UTF-8 bytes. Zero only for `.endOfFile`.
    public var length: UInt32

    @inlinable
    public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], offset: UInt32, length: UInt32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.offset = offset
        self.length = length
    }

    @inlinable public var end: UInt32 { offset + length }
    @inlinable public var byteRange: Range<Int> { Int(offset)..<Int(offset + length) }

    /// The bytes of the name the token spells: without the backticks of `` `default` ``.
    @inline(__always) var nameByteRange: Range<Int> {
        let range = byteRange
        return flags.contains(.backticked) && range.count >= 2 ? range.lowerBound + 1 ..< range.upperBound - 1 : range
    }

    /// Whether the token's name (backticks ignored) is exactly `text`, read from `bytes` (the
    /// file's): no String is made.
    @inline(__always) func spellsName(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Token.bytes(bytes, nameByteRange, equal: text)
    }

    /// Whether `bytes[range]` is exactly `text`: the one byte comparison behind the parser's
    /// `spells` and `spellsName`.
    @inline(__always) static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                        equal text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        // `withUTF8Buffer`, not `utf8Start`: a one-character literal may be stored as a scalar.
        return text.withUTF8Buffer { expected in
            for k in 0 ..< range.count where bytes[range.lowerBound + k] != expected[k] { return false }
            return true
        }
    }
}

/// Facts about the trivia around a token, recorded by the tokenizer because the parser needs
/// them (trailing closures and modifier chains across lines, prefix/postfix/binary operators).
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break (possibly inside a comment) lies between the previous token and this one,
    /// or this is the first token of the file.
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Whitespace, a newline or a comment lies directly before this token (or it starts the file).
    public static let spaceBefore = TokenFlags(rawValue: 1 << 1)
    /// Whitespace, a newline or a comment lies directly after this token (or it ends the file).
    public static let spaceAfter = TokenFlags(rawValue: 1 << 2)
    /// An identifier written in backticks (`` `class` ``): never a keyword.
    public static let backticked = TokenFlags(rawValue: 1 << 3)
}

public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Names
    /// `foo`, `Ünïcödé`, `a$b`, `` `class` `` (flag `.backticked`), `_`, contextual keywords
    /// (`some`, `get`, `open`, …: `Token.keyword` says which).
    case identifier
    /// `$0`, `$name`, `$`, `$a$b`: any name starting with `$`.
    case dollarIdentifier
    /// A reserved word (`struct`, `var`, `if`, `Self`, `true`, …); `Token.keyword` says which.
    case keyword

    // Literals
    case integerLiteral
    case floatLiteral
    /// Opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`, ….
    case stringOpen
    /// Literal text inside a string (escapes included, unprocessed).
    case stringSegment
    /// `\(` or `\#(` (as many `#` as the literal's delimiter) opening an interpolation; the
    /// interpolated code follows as ordinary tokens.
    case interpolationOpen
    /// The `)` closing an interpolation.
    case interpolationClose
    /// Closing delimiter of a string literal.
    case stringClose
    /// A whole regex literal: `/a+/`, `#/…/#`, `#/` multi-line `/#`.
    case regexLiteral

    // Punctuation
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftSquare, rightSquare
    case comma, colon, semicolon
    /// `::` of a module selector (`SwiftUI::Text`, `x.Swift::y`): always one token, as in Swift.
    case colonColon
    /// `.` used for member access or an implicit member (`.red`); not part of an operator.
    case period
    case atSign
    /// `\` starting a key path.
    case backslash
    /// `->`
    case arrow
    /// `=` alone (assignment / default value); `==` etc. are operators.
    case equal
    /// `?` directly after an expression (optional chaining / `T?`).
    case postfixQuestionMark
    /// `?` with whitespace before it: the ternary operator.
    case infixQuestionMark
    /// `!` directly after an expression (force unwrap / `T!`).
    case exclamationMark
    /// `&` directly before an expression (inout argument).
    case prefixAmpersand
    /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`: `Token.keyword` says which.
    case poundDirective
    /// `#` followed by a name: macro expansions (`#Preview`, `#selector`, `#available`,
    /// `#warning`, custom macros). The token covers `#` and the name.
    case poundIdentifier

    // Operators
    /// Any other operator: `+`, `==`, `..<`, `...`, `??`, `<`, `>`, `>>`, `&&`, custom ones.
    /// `<` and `>` of generic arguments are operators here; the parser decides (and splits
    /// `>>` when it closes two generic lists).
    case `operator`

    // Errors and the end
    /// Bytes the tokenizer could not make sense of (a stray byte, invalid UTF-8, an
    /// unterminated literal's delimiter). Always paired with a diagnostic.
    case unknown
    /// Zero-length token at the end of the input.
    case endOfFile
}

/// Reserved words and the contextual keywords SwiftUI code leans on. `.none` for all other names.
/// Case names are the keyword's text, except where Swift reserves the name for itself:
/// `initKeyword` (`init`), `selfKeyword` (`self`), `SelfKeyword` (`Self`), `TypeKeyword` (`Type`),
/// `ProtocolKeyword` (`Protocol`).
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none

    // Reserved: declarations
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`,
         `initKeyword`, `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`,
         `protocol`, `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Reserved: statements
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`,
         `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Reserved: expressions and types
    case `Any`, `as`, `await`, `false`, `is`, `nil`, `selfKeyword`, `SelfKeyword`, `super`, `throws`, `true`,
         `try`

    // Contextual (tokenized as `.identifier` with this keyword set). First the declaration
    // modifiers, `open` … `__setter_access`, in one run (see `isContextualModifier`). `open` is
    // contextual, unlike the other access levels: `case open`, `func open()`, `var open = true`
    // are valid Swift.
    case `open`, `mutating`, `nonmutating`, `override`, `final`, `lazy`, `weak`, `unowned`, `convenience`,
         `required`, `optional`, `dynamic`, `indirect`, `package`, `consuming`, `borrowing`, `nonisolated`,
         `isolated`, `prefix`, `postfix`, `infix`, `async`, `distributed`, `__consuming`, `_const`, `_local`,
         `__setter_access`
    // The other contextual words: type and accessor words, and those that prefix an expression
    // (`consume x`, `copy x`, `borrow x`, `unsafe f()`) or introduce a binding (`_mutating`).
    case `any`, `some`, `get`, `set`, `willSet`, `didSet`, `_modify`, `_read`, `actor`, `macro`, `sending`, `each`,
         `TypeKeyword`, `ProtocolKeyword`, `of`, `consume`, `copy`, `borrow`, `unsafe`, `reasync`, `__owned`,
         `__shared`, `_mutating`, `_borrowing`, `_consuming`

    // Pound directives (on `.poundDirective` tokens)
    case poundIf, poundElseif, poundElse, poundEndif, poundSourceLocation

    /// Whether this keyword is reserved (tokenized as `.keyword`) rather than contextual.
    /// One unsigned compare (the tokenizer's fast loop asks this for every name).
    @inlinable public var isReserved: Bool {
        rawValue &- Keyword.associatedtype.rawValue <= Keyword.try.rawValue &- Keyword.associatedtype.rawValue
    }
}

/// A comment or other non-whitespace trivia, kept beside the token stream.
public struct TriviaPiece: Sendable, Equatable {
    public var kind: TriviaKind
    public var offset: UInt32
    public var length: UInt32

    @inlinable
    public init(kind: TriviaKind, offset: UInt32, length: UInt32) {
        self.kind = kind
        self.offset = offset
        self.length = length
    }

    @inlinable public var end: UInt32 { offset + length }
    @inlinable public var byteRange: Range<Int> { Int(offset)..<Int(offset + length) }
}

public enum TriviaKind: UInt8, Sendable, CaseIterable {
    /// Spaces, tabs, vertical tab, form feed, NUL-free horizontal whitespace.
    case whitespace
    /// `\n`, `\r\n` or `\r` (one or more).
    case newline
    /// `// …` up to the line break.
    case lineComment
    /// `/// …`
    case docLineComment
    /// `/* … */`, nested.
    case blockComment
    /// `/** … */`
    case docBlockComment
    /// `#!…` on the first line.
    case shebang
    /// A UTF-8 byte-order mark at the start of the file.
    case byteOrderMark
    /// A version-control conflict marker line (`<<<<<<<`, `=======`, `>>>>>>>`) and, for
    /// `<<<<<<<` … `>>>>>>>` blocks, whatever Swift would skip with it.
    case conflictMarker

    public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }
}

/// A problem the tokenizer found. It never stops tokenizing.
public struct LexicalDiagnostic: Sendable, Equatable {
    public var offset: UInt32
    public var message: String

    public init(offset: UInt32, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// The tokenizer's output for one file.
public struct TokenizedFile: Sendable {
    /// Significant tokens in source order, ending with exactly one `.endOfFile`.
    public var tokens: [Token]
    /// Comments, shebang, BOM and conflict markers, in source order. Whitespace and newlines
    /// are not stored: they are exactly the bytes covered by neither a token nor a piece here.
    public var comments: [TriviaPiece]
    public var diagnostics: [LexicalDiagnostic]

    public init(tokens: [Token], comments: [TriviaPiece], diagnostics: [LexicalDiagnostic]) {
        self.tokens = tokens
        self.comments = comments
        self.diagnostics = diagnostics
    }
}
