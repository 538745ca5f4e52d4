/// Word-at-a-time scans for the long runs in source text (indentation, names, comment and
/// string text): eight bytes per step instead of one, with a byte loop for the tail. The fast
/// loop and the general path share these; the general path's instance methods only supply
/// its own bounds.
extension Lexer {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `p[index...]` as a little-endian word (callers guarantee they exist).
    @inline(__always) static func load(_ p: UnsafePointer<UInt8>, _ index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p + index).loadUnaligned(as: UInt64.self))
    }

    /// High bit set in each byte of `word` that equals `byte`. Exact for the lowest such byte,
    /// which is all the callers use.
    @inline(__always) static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits
    }

    /// High bit set in each byte lane of `word` (7-bit lanes: high bits already clear) whose
    /// value lies in `low...high`. Exact per lane: no carries cross lanes for 7-bit values.
    @inline(__always) static func lanes(_ word: UInt64, from low: UInt8, through high: UInt8) -> UInt64 {
        let atLeastLow = word &+ Lexer.ones &* UInt64(0x80 &- low)
        let aboveHigh = word &+ Lexer.ones &* UInt64(0x7F &- high)
        return atLeastLow & ~aboveHigh & Lexer.highBits
    }

    /// High bit set in each lane of `word` that is not an ASCII identifier byte (`A-Z a-z 0-9 _`).
    @inline(__always) static func nonIdentifierLanes(_ word: UInt64) -> UInt64 {
        let seven = word & ~highBits
        let letters = lanes(seven | 0x2020_2020_2020_2020, from: 0x61, through: 0x7A)
        let digits = lanes(seven, from: 0x30, through: 0x39)
        let underscoreDistance = seven ^ 0x5F5F_5F5F_5F5F_5F5F
        // High bit set where the lane is exactly zero, i.e. the byte is `_`.
        let underscores = ~((underscoreDistance &+ 0x7F7F_7F7F_7F7F_7F7F) | underscoreDistance) & highBits
        return ~((letters | digits | underscores) & ~word) & highBits
    }

    /// The first index at or after `index` whose byte is not a space (`p[..<end]`).
    @inline(__always) static func skipSpaces(_ p: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var scan = index
        while scan &+ 8 <= end {
            let other = load(p, scan) ^ 0x2020_2020_2020_2020
            if other != 0 { return scan &+ other.trailingZeroBitCount &>> 3 }
            scan &+= 8
        }
        while scan < end && p[scan] == 0x20 { scan &+= 1 }
        return scan
    }

    /// The input's first byte; only read when the input is not empty (a position is in it).
    @inline(__always) var inputStart: UnsafePointer<UInt8> { input.baseAddress.unsafelyUnwrapped }

    /// The first index at or after `index` holding `\n` or `\r`, or `count`.
    @inline(__always) func findLineBreak(from index: Int) -> Int {
        var scan = index
        while scan + 8 <= count {
            let word = Lexer.load(inputStart, scan)
            let found = Lexer.matches(word, 0x0A) | Lexer.matches(word, 0x0D)
            if found != 0 { return scan + found.trailingZeroBitCount / 8 }
            scan += 8
        }
        while scan < count && input[scan] != 0x0A && input[scan] != 0x0D { scan += 1 }
        return scan
    }

    /// The first index at or after `index` holding a byte string text must look at: `"`, `\`,
    /// `\n` or `\r`; or `count`.
    @inline(__always) func findStringSpecial(from index: Int) -> Int {
        var scan = index
        while scan + 8 <= count {
            let word = Lexer.load(inputStart, scan)
            let found = Lexer.matches(word, 0x22) | Lexer.matches(word, 0x5C) | Lexer.matches(word, 0x0A) | Lexer.matches(word, 0x0D)
            if found != 0 { return scan + found.trailingZeroBitCount / 8 }
            scan += 8
        }
        while scan < count {
            let byte = input[scan]
            if byte == 0x22 || byte == 0x5C || byte == 0x0A || byte == 0x0D { return scan }
            scan += 1
        }
        return scan
    }

    /// The first index at or after `index` whose byte is not an ASCII identifier character
    /// (`A-Z a-z 0-9 _`); eight bytes a step. `$` and non-ASCII bytes, which may still continue
    /// a name, also stop it: callers check for them (`mayContinueNameRarely`).
    @inline(__always) func skipASCIIIdentifierCharacters(from index: Int) -> Int {
        var scan = index
        while scan + 8 <= count {
            let other = Lexer.nonIdentifierLanes(Lexer.load(inputStart, scan))
            if other != 0 { return scan + other.trailingZeroBitCount / 8 }
            scan += 8
        }
        while scan < count && classes[Int(input[scan])].contains(.identifierContinue) { scan += 1 }
        return scan
    }
}
