#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// The fast loop's name scan: how many of the next 16 bytes continue an ASCII name, and those
/// bytes packed for the keyword hash.
extension Lexer {
    /// The number of leading ASCII identifier bytes (`A-Z a-z 0-9 _`) in `p[0..<16]`: 0...16.
    /// Reads all 16 bytes; callers guarantee they are in bounds.
    ///
    /// On x86-64, SSE2 (part of the base architecture) classifies all 16 bytes in a dozen
    /// instructions; elsewhere two 8-byte SWAR steps do the same.
    @inline(__always) static func asciiNameLength16(_ p: UnsafePointer<UInt8>) -> Int {
        #if arch(x86_64)
        let bytes = _mm_loadu_si128(UnsafeRawPointer(p).assumingMemoryBound(to: __m128i.self))
        // Signed compares only: shift each range so that it starts at -128, then `< -128 + size`.
        // Bytes ≥ 0x80 land outside both ranges (and `| 0x20` cannot bring them into `a-z`).
        let folded = _mm_or_si128(bytes, _mm_set1_epi8(0x20))
        let letters = _mm_cmplt_epi8(_mm_add_epi8(folded, _mm_set1_epi8(0x1F /* 0x80 - 0x61 */)), _mm_set1_epi8(-128 + 26))
        let digits = _mm_cmplt_epi8(_mm_add_epi8(bytes, _mm_set1_epi8(0x50 /* 0x80 - 0x30 */)), _mm_set1_epi8(-128 + 10))
        let underscores = _mm_cmpeq_epi8(bytes, _mm_set1_epi8(0x5F))
        let name = _mm_or_si128(_mm_or_si128(letters, digits), underscores)
        // Bits 16...31 of the complement are set, so the count is at most 16.
        return (~UInt32(truncatingIfNeeded: _mm_movemask_epi8(name))).trailingZeroBitCount
        #else
        return asciiNameLength16SWAR(p)
        #endif
    }

    /// `asciiNameLength16` with two 8-byte SWAR steps: what every other architecture (Apple
    /// silicon among them) runs. Compiled everywhere so that x86-64 tests check it too.
    @inline(__always) static func asciiNameLength16SWAR(_ p: UnsafePointer<UInt8>) -> Int {
        let stop0 = nonIdentifierLanes(load(p, 0))
        if stop0 != 0 { return stop0.trailingZeroBitCount &>> 3 }
        // All-identifier second word: 64 trailing zeros, 8 lanes.
        return 8 &+ nonIdentifierLanes(load(p, 8)).trailingZeroBitCount &>> 3
    }

    /// `p[0..<length]` (`length` in 0...15, 16 bytes readable) packed little-endian into two
    /// words, bytes past `length` zero: what `KeywordTable.pack` gives, without its bounds work.
    @inline(__always) static func packName(_ p: UnsafePointer<UInt8>, length: Int) -> (low: UInt64, high: UInt64) {
        #if arch(x86_64)
        let bytes = _mm_loadu_si128(UnsafeRawPointer(p).assumingMemoryBound(to: __m128i.self))
        // Lane k is kept where k < length.
        let lanes = _mm_set_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
        let keep = _mm_cmplt_epi8(lanes, _mm_set1_epi8(CChar(truncatingIfNeeded: length)))
        let name = _mm_and_si128(bytes, keep)
        let low = UInt64(bitPattern: _mm_cvtsi128_si64(name))
        let high = UInt64(bitPattern: _mm_cvtsi128_si64(_mm_unpackhi_epi64(name, name)))
        return (low, high)
        #else
        return packNameSWAR(p, length: length)
        #endif
    }

    /// `packName` with two word loads: the path off x86-64, compiled everywhere for the tests.
    @inline(__always) static func packNameSWAR(_ p: UnsafePointer<UInt8>, length: Int) -> (low: UInt64, high: UInt64) {
        (keepLow(load(p, 0), bytes: min(length, 8)), length > 8 ? keepLow(load(p, 8), bytes: length &- 8) : 0)
    }

    /// The low `bytes` bytes of `word` (`bytes` in 0...8; a 64-bit shift gives 0, keeping all).
    @inline(__always) static func keepLow(_ word: UInt64, bytes: Int) -> UInt64 {
        word & ~((~0 as UInt64) << UInt64(truncatingIfNeeded: bytes &* 8))
    }
}
