#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift source file as bytes, with a line table for turning byte offsets into the
/// positions people (1-based line and column) and editors (0-based UTF-16) use.
///
/// The bytes are kept exactly as read: no decoding, no normalisation. Invalid UTF-8 is fine
/// here; the tokenizer reports it.
public struct SourceFile: Sendable {
    /// The path as given by the user (or `--stdin-path`), used verbatim in reports.
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line. `lineStarts[0] == 0`. A line break is
    /// `\n`, `\r\n` or a lone `\r`.
    public let lineStarts: [UInt32]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = SourceFile.computeLineStarts(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    private init(path: String, bytes: [UInt8], lineStarts: [UInt32]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// The same file under another path: its bytes and line table are shared, not made again.
    public func renamed(_ path: String) -> SourceFile {
        SourceFile(path: path, bytes: bytes, lineStarts: lineStarts)
    }

    /// Whether the file begins with a UTF-8 byte-order mark (EF BB BF).
    public var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    public var lineCount: Int { lineStarts.count }

    static func computeLineStarts(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            // Fast path: without any `\r`, `\n` alone ends lines and vectorised memchr finds
            // them (a warm cached lint spends most of its CPU time reading files and on this).
            if let base = buffer.baseAddress, count > 0, memchr(base, 0x0D, count) == nil {
                var offset = 0
                while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
                    offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(UInt32(clamping: offset))
                }
                return
            }
            var i = 0
            while i < count {
                let byte = buffer[i]
                if byte == 0x0A {
                    starts.append(UInt32(clamping: i + 1))
                } else if byte == 0x0D {
                    if i + 1 < count && buffer[i + 1] == 0x0A { i += 1 }
                    starts.append(UInt32(clamping: i + 1))
                }
                i += 1
            }
        }
        return starts
    }

    /// The 0-based index of the line containing `offset` (an offset at the end of the file
    /// belongs to the last line).
    public func lineIndex(of offset: Int) -> Int {
        let target = UInt32(clamping: max(0, offset))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Byte range of line `index` (0-based), without its line break.
    public func lineRange(at index: Int) -> Range<Int> {
        let start = Int(lineStarts[index])
        var end = index + 1 < lineStarts.count ? Int(lineStarts[index + 1]) : bytes.count
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The text of line `index` (0-based), without its line break; invalid UTF-8 is repaired.
    public func lineText(at index: Int) -> String {
        String(decoding: bytes[lineRange(at: index)], as: UTF8.self)
    }

    /// Position of a byte offset for people and editors.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(0, offset), bytes.count)
        let line = lineIndex(of: clamped)
        var lineStart = Int(lineStarts[line])
        // A BOM is not part of anything a person sees: columns on line 1 start after it.
        if line == 0 && hasByteOrderMark && clamped >= 3 { lineStart = 3 }
        let prefix = lineStart < clamped ? bytes[lineStart..<clamped] : []
        var scalars = 0
        var utf16 = 0
        var index = prefix.startIndex
        while index < prefix.endIndex {
            let lead = prefix[index]
            let width = SourceFile.utf8SequenceWidth(lead: lead, in: prefix, at: index)
            scalars += 1
            utf16 += width == 4 ? 2 : 1
            index += width
        }
        return SourceLocation(
            offset: clamped,
            line: line + 1,
            column: clamped - lineStart + 1,
            scalarColumn: scalars + 1,
            utf16Column: utf16
        )
    }

    /// Length of the UTF-8 sequence starting at `index`; 1 for a byte that does not start a
    /// valid sequence (so invalid bytes count as one replacement character each).
    public static func utf8SequenceWidth(lead: UInt8, in bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let width: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: width = 2
        case 0xE0...0xEF: width = 3
        case 0xF0...0xF4: width = 4
        default: return 1
        }
        guard index + width <= bytes.endIndex else { return 1 }
        for k in 1..<width where bytes[index + k] & 0xC0 != 0x80 { return 1 }
        return width
    }

    /// The byte offset of a 1-based line and 1-based UTF-8 byte column (clamped to the file).
    public func offset(line: Int, column: Int) -> Int {
        let index = min(max(line - 1, 0), lineStarts.count - 1)
        var start = Int(lineStarts[index])
        if index == 0 && hasByteOrderMark { start = 3 }
        return min(start + max(column - 1, 0), bytes.count)
    }

    /// The bytes of `range` as a string (invalid UTF-8 repaired).
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// A position in a source file in every unit a consumer may want.
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// UTF-8 byte offset from the start of the file.
    public var offset: Int
    /// 1-based line.
    public var line: Int
    /// 1-based column counted in UTF-8 bytes (what Xcode and most compilers print).
    public var column: Int
    /// 1-based column counted in Unicode scalars (what a person counts for most text).
    public var scalarColumn: Int
    /// 0-based column counted in UTF-16 code units (the Language Server Protocol's unit).
    public var utf16Column: Int

    public init(offset: Int, line: Int, column: Int, scalarColumn: Int, utf16Column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
        self.scalarColumn = scalarColumn
        self.utf16Column = utf16Column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}
