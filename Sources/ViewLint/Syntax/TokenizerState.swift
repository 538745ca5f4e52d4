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
/// on every token; copied once into an exact-size `[Token]` at the end. `Token` is trivial,
/// so no element needs deinitializing.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    /// Settable so the fast loop can keep its own count in a register and write it back.
    var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    var isEmpty: Bool { count == 0 }
    var last: Token? { count > 0 ? base[count - 1] : nil }

    subscript(index: Int) -> Token {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    var array: [Token] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func deallocate() { base.deallocate() }
}
