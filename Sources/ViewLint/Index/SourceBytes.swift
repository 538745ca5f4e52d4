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
