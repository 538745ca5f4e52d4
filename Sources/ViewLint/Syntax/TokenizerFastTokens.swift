/// The fast loop's rules for operators, `$` names and `#` names: each gives exactly what the
/// general path (`lexOperator`, `lexDollarIdentifier`, `lexPound`) gives, or `nil` for the
/// rarer shapes only the general path decides. `TokenizerFastPathTests` compares the two.
extension Lexer {
    /// Whether an operator right after `byte` is bound to an expression on its left
    /// (`isLeftBound`), for bytes other than `/` and non-ASCII ones, which need a second look.
    @inline(__always) static func bindsLeft(after byte: UInt8) -> Bool {
        // NUL, tab, LF, CR, space, `(`, `,`, `:`, `;` (all below 64), `[` and `{` unbind.
        let unbinding: UInt64 = 1 << 0 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x20
            | 1 << 0x28 | 1 << 0x2C | 1 << 0x3A | 1 << 0x3B
        if byte < 64 { return (unbinding &>> UInt64(byte)) & 1 == 0 }
        return byte != UInt8(ascii: "[") && byte != UInt8(ascii: "{")
    }

    /// The operator token at `i` (an ASCII operator character other than `.` and `/`, whose
    /// fast-table entry is `entry`): its kind and end, or `nil`.
    ///
    /// With no `/` (comment, regex) and no `.` or non-ASCII byte in or right after the run,
    /// `emitOperator`'s kind depends on the spacing only for `=` (a diagnostic if one-sided),
    /// a lone `&` (prefix or not), and a leading `?`/`!` (postfix when left-bound): `<`, `>`,
    /// `!x`, `*)`, `->` and all longer runs are settled by their bytes.
    @inline(__always) static func fastOperator(_ p: UnsafePointer<UInt8>, at i: Int, end: Int, entry: FastEntry,
                                               table: UnsafePointer<FastEntry>) -> (kind: TokenKind, end: Int)? {
        guard i > 0 else { return nil }
        let before = p[i &- 1]
        // `/` before may end a block comment and U+00A0 is trivia (`isLeftBound` looks two
        // bytes back); a `<` after a line break may open a conflict marker.
        guard before != UInt8(ascii: "/") && before < 0x80 && before != 0x0A && before != 0x0D else { return nil }
        // `?` and `!` entries carry their postfix kind: one byte when glued to the left.
        if entry.kind != .operator && bindsLeft(after: before) { return (entry.kind, i &+ 1) }
        var stop = i &+ 1
        while stop < end && table[Int(p[stop])].action == .operator { stop &+= 1 }
        // `/` or a non-ASCII operator character would continue the run in `lexOperator`.
        guard stop < end, p[stop] != UInt8(ascii: "/"), p[stop] < 0x80 else { return nil }
        let first = p[i]
        if stop == i &+ 1 {
            switch first {
            case UInt8(ascii: "="):
                // Unbound on both sides: no diagnostic.
                guard before == 0x20 && (p[stop] == 0x20 || p[stop] == 0x0A) else { return nil }
                return (.equal, stop)
            case UInt8(ascii: "?"):
                // Not left-bound (see above): the ternary.
                return (.infixQuestionMark, stop)
            case UInt8(ascii: "&"):
                return nil
            case UInt8(ascii: "<") where p[stop] == UInt8(ascii: "#"):
                // Maybe an editor placeholder `<#…#>`.
                return nil
            default:
                return (.operator, stop)
            }
        }
        if stop == i &+ 2 && first == UInt8(ascii: "-") && p[i &+ 1] == UInt8(ascii: ">") { return (.arrow, stop) }
        return (.operator, stop)
    }

    /// The end of the name after `$` or `#` at `i` when it is plain ASCII of at most 15 bytes
    /// and no `$` or non-ASCII byte follows (which `skipRareIdentifierContinuation` would
    /// take); else `nil`. Needs 17 readable bytes from `i`.
    @inline(__always) static func shortNameEnd(_ p: UnsafePointer<UInt8>, after i: Int) -> Int? {
        let length = asciiNameLength16(p + (i &+ 1))
        guard length < 16 else { return nil }
        let stop = i &+ 1 &+ length
        return mayContinueNameRarely(p[stop]) ? nil : stop
    }
}
