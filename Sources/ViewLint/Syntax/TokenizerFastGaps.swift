/// The fast loop's gaps between tokens: spaces, and line breaks with the indentation and
/// blank lines after them, each taken in one step rather than one dispatch per run.
extension Lexer {
    /// From the line break at `index` (`p[index] == 0x0A`): past it, the next line's spaces and
    /// any blank lines after it (space-only lines included), in one step.
    @inline(__always) static func skipLineBreaks(_ p: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var scan = index
        repeat {
            scan = skipSpaces(p, from: scan &+ 1, end: end)
        } while scan < end && p[scan] == 0x0A
        return scan
    }

    /// After a token: one space, or a line break and the indentation after it, are the most
    /// common gaps; take them without another dispatch.
    /// Returns the next token's pending flags.
    @inline(__always) static func spaceAfterToken(_ p: UnsafePointer<UInt8>, _ i: inout Int, end: Int) -> UInt8 {
        guard i < end else { return 0 }
        if p[i] == 0x20 {
            i &+= 1
            return TokenFlags.spaceBefore.rawValue
        }
        if p[i] == 0x0A {
            // A token ending its line: the break and the next line's indentation.
            i = skipLineBreaks(p, from: i, end: end)
            return TokenFlags.spaceBefore.rawValue | TokenFlags.atStartOfLine.rawValue
        }
        return 0
    }
}
