/// Texts a summary keeps as byte ranges of its file, made Strings only when read. Most are
/// never read (sites of non-view types, initializers no rule looks at), and building them
/// eagerly (a String each, a malloc when longer than 15 bytes) was much of the summary's cost.
/// `[UInt8]` is one reference to a shared buffer: holding it costs a retain, not a copy, and
/// the linter keeps every file's bytes anyway.
extension Array where Element == UInt8 {
    /// The bytes of `range` as a string, repaired exactly as `SourceFile.text` repairs them.
    func text(_ range: Range<UInt32>) -> String {
        withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[Int(range.lowerBound) ..< Int(range.upperBound)]), as: UTF8.self) }
    }
}

extension Range where Bound == Int {
    /// The same range as stored in a summary (files are far below 4 GB, as in `SyntaxNode`).
    var compact: Range<UInt32> { UInt32(lowerBound) ..< UInt32(upperBound) }
}

extension String {
    /// `a + b + c` written into one new String of the exact size: `+` and interpolation grow
    /// a buffer piece by piece (the POD classifier's reasons and lookup names cost about
    /// 1,000 instructions each that way). The bytes are the same: concatenation does not
    /// normalise.
    static func concatenation(_ a: String, _ b: String, _ c: String = "") -> String {
        var a = a, b = b, c = c
        return a.withUTF8 { a in
            b.withUTF8 { b in
                c.withUTF8 { c in
                    String(unsafeUninitializedCapacity: a.count + b.count + c.count) { buffer in
                        _ = buffer.initialize(fromContentsOf: a)
                        _ = buffer[a.count...].initialize(fromContentsOf: b)
                        _ = buffer[(a.count + b.count)...].initialize(fromContentsOf: c)
                        return buffer.count
                    }
                }
            }
        }
    }
}
