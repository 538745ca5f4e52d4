/// Texts a summary keeps as byte ranges of its file, made Strings only when read. Most are
/// never read (sites of non-view types, initializers no rule looks at), and building them
/// eagerly (a String each, a malloc when longer than 15 bytes) was much of the summary's cost.
/// The bytes are the summary's `SummaryText` (below): a copy of only the ranges it reads.
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

/// The bytes a file's summary reads its texts from: the whole file while the summary is made,
/// then only the ranges its declarations and sites read (`FileSummary.keepOnlyReadTexts`), so
/// the index does not hold every file's bytes. One per file, shared by its declarations, stored
/// properties and sites, and changed only before the summary is shared with other threads.
final class SummaryText: @unchecked Sendable {
    /// The kept bytes: the whole file, or the kept pieces one after another.
    private var bytes: [UInt8]
    /// Per kept piece, in file order: where it starts in the file, and in `bytes`. Empty while
    /// `bytes` is the whole file.
    private var fileStarts: [UInt32] = []
    private var keptStarts: [UInt32] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// How many bytes are kept (the whole file's until compacted).
    var keptCount: Int { bytes.count }

    /// Where `range` of the file is in `bytes`; it must lie inside one kept piece.
    private func kept(_ range: Range<UInt32>) -> Range<Int> {
        if fileStarts.isEmpty { return Int(range.lowerBound) ..< Int(range.upperBound) }
        if range.isEmpty { return 0 ..< 0 }
        // The last piece starting at or before the range.
        var low = 0, high = fileStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fileStarts[middle] <= range.lowerBound { low = middle } else { high = middle - 1 }
        }
        let start = Int(keptStarts[low]) + Int(range.lowerBound - fileStarts[low])
        let end = start + range.count
        let pieceEnd = low + 1 < keptStarts.count ? Int(keptStarts[low + 1]) : bytes.count
        precondition(fileStarts[low] <= range.lowerBound && end <= pieceEnd, "a summary read bytes it did not keep")
        return start ..< end
    }

    /// The bytes of `range` (file offsets).
    func withBytes<R>(_ range: Range<UInt32>, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> R) -> R {
        let kept = kept(range)
        return bytes.withUnsafeBufferPointer { body($0[kept]) }
    }

    /// The text of `range` (file offsets), repaired as `SourceFile.text` repairs it.
    func text(_ range: Range<UInt32>) -> String {
        withBytes(range) { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    }

    /// Keeps only the bytes of `ranges` (file offsets, any order, overlapping or empty). Call
    /// once, before the summary holding this text is shared.
    func keepOnly(_ ranges: [Range<UInt32>]) {
        precondition(fileStarts.isEmpty, "a summary's text is compacted once")
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var pieces: [Range<UInt32>] = []
        for range in sorted {
            if let last = pieces.last, range.lowerBound <= last.upperBound {
                if range.upperBound > last.upperBound { pieces[pieces.count - 1] = last.lowerBound ..< range.upperBound }
            } else {
                pieces.append(range)
            }
        }
        var kept: [UInt8] = []
        kept.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        var fileStarts: [UInt32] = [], keptStarts: [UInt32] = []
        fileStarts.reserveCapacity(pieces.count)
        keptStarts.reserveCapacity(pieces.count)
        bytes.withUnsafeBufferPointer { file in
            for piece in pieces {
                fileStarts.append(piece.lowerBound)
                keptStarts.append(UInt32(kept.count))
                kept.append(contentsOf: file[Int(piece.lowerBound) ..< Int(piece.upperBound)])
            }
        }
        if pieces.isEmpty {
            // Nothing is read: one empty piece, so that no range is found in the whole file.
            fileStarts = [0]
            keptStarts = [0]
        }
        bytes = kept
        self.fileStarts = fileStarts
        self.keptStarts = keptStarts
    }
}

extension FileSummary {
    /// Lets the summary's text go of every byte its declarations, stored properties and sites
    /// do not read, so that holding the summary does not hold the file.
    func keepOnlyReadTexts() {
        var ranges: [Range<UInt32>] = []
        var text: SummaryText?
        for declaration in declarations {
            text = declaration.source
            if let first = declaration.firstInherited { ranges.append(first) }
            ranges += declaration.moreInherited
            for property in declaration.storedProperties {
                ranges.append(property.nameRange)
                if let type = property.typeTextRange { ranges.append(type) }
                if let initializer = property.initializerByteRange { ranges.append(initializer.compact) }
            }
        }
        if let file = sites.first?.file {
            text = file.text
            for site in sites {
                let record = site.record
                ranges += [record.typeNameRange, record.enclosingTypeRange, record.enclosingMemberRange, record.byteRange]
            }
            for modifier in file.modifiers {
                ranges.append(modifier.nameRange)
                ranges.append(modifier.byteRange)
            }
        }
        text?.keepOnly(ranges)
    }
}
