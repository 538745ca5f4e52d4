/// One level of literal nesting. Code at the top level is the empty stack.
enum LexerState: Equatable {
    /// Inside the text of a string literal opened with `pounds` `#` characters.
    /// `quote` is `"`, or `'` for the single-quoted literals Swift lexes only to reject.
    case string(multiline: Bool, pounds: Int, quote: UInt8)
    /// Inside `\(…)` of a string literal; `parenDepth` counts unclosed `(` of the code. In a
    /// single-line literal a line break ends both the interpolation and the literal.
    case interpolation(multiline: Bool, parenDepth: Int)

    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}

/// A growable token array without the uniqueness and capacity bookkeeping of `Array.append`
/// on every token. `Token` is trivial, so no element needs deinitializing.
///
/// It starts in storage it borrows (the uninitialized capacity of the `[Token]` being built,
/// so the tokens need no final copy) and moves to memory of its own only if that fills up.
/// Nothing may write before the first token (in borrowed storage the array's header lies
/// there): `emit` checks, and the fast loop runs only once a token exists.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    /// Settable so the fast loop can keep its own count in a register and write it back.
    var count = 0
    private(set) var capacity: Int
    /// `base` is the caller's storage: never freed here.
    private(set) var isBorrowed: Bool

    init(borrowing storage: UnsafeMutableBufferPointer<Token>) {
        base = storage.baseAddress.unsafelyUnwrapped
        capacity = storage.count
        isBorrowed = true
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Token> {
        UnsafeMutablePointer<Token>.allocate(capacity: capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    mutating func grow() {
        reserve(free: max(capacity, 16))
    }

    /// Makes room for at least `free` more tokens.
    mutating func reserve(free: Int) {
        guard capacity - count < free else { return }
        let larger = max(capacity * 2, count + free)
        let memory = TokenBuffer.allocate(larger)
        memory.moveInitialize(from: base, count: count)
        if !isBorrowed { base.deallocate() }
        base = memory
        capacity = larger
        isBorrowed = false
    }

    var isEmpty: Bool { count == 0 }
    var last: Token? { count > 0 ? base[count - 1] : nil }

    subscript(index: Int) -> Token {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// One `memcpy` (`Array(UnsafeBufferPointer)` copied element by element: ~7 instructions
    /// a token).
    var array: [Token] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress { target.initialize(from: base, count: count) }
            initialized = count
        }
    }

    func deallocate() { if !isBorrowed { base.deallocate() } }
}

extension Token {
    /// `.spaceAfter` mirrors the next token's `.spaceBefore`: set on the previous token as each
    /// token is emitted (bit 1 shifted to bit 2, no branch), instead of a second pass.
    /// Through a raw byte pointer, not the typed `(slot - 1).pointee.flags.rawValue |= …`:
    /// Swift 6.3's dead-store elimination drops a typed store at a constant negative offset
    /// from a pointer when a whole value is stored at that pointer next, which is what writing
    /// the token at `slot` does. `TokenizerStoreWorkaroundTests` compiles the reduced
    /// reproduction with `-O` on every `swift test` (and fails once a toolchain keeps the typed
    /// store); `TokenizerFastPathTests.spaceAfterMirrorsTheNextSpaceBefore` fails in a release
    /// build of the tests with the typed form.
    @inline(__always) static func markSpaceAfter(before slot: UnsafeMutablePointer<Token>, nextFlags: UInt8) {
        let flagsByte = UnsafeMutableRawPointer(slot) - MemoryLayout<Token>.stride + MemoryLayout<Token>.offset(of: \Token.flags)!
        flagsByte.storeBytes(of: flagsByte.load(as: UInt8.self) | (nextFlags & TokenFlags.spaceBefore.rawValue) &<< 1, as: UInt8.self)
    }
}
