/// A file that could not be linted: missing, unreadable, not UTF-8. Reported next to the
/// findings (the run goes on) and makes the exit code 2.
public struct InputError: Error, Sendable, Equatable {
    /// The path as reported (as given, discovered, or `--stdin-path`).
    public var path: String
    /// 1-based line and UTF-8 byte column of the problem, when it has a place in the file.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}

extension SourceFile {
    /// The byte offset of the first byte that is not part of well-formed UTF-8 (overlong forms,
    /// surrogates and scalars above U+10FFFF included), or `nil` when the file is valid.
    public func firstInvalidUTF8Offset() -> Int? {
        bytes.withUnsafeBufferPointer { b -> Int? in
            let count = b.count
            var i = 0
            let raw = UnsafeRawBufferPointer(b)
            while i < count {
                // Source is mostly ASCII: skip eight ASCII bytes at a time.
                if i + 8 <= count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                let lead = b[i]
                if lead < 0x80 { i += 1; continue }
                let width: Int
                var low: UInt8 = 0x80, high: UInt8 = 0xBF // allowed range of the second byte
                switch lead {
                case 0xC2...0xDF: width = 2
                case 0xE0: width = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: width = 3
                case 0xED: width = 3; high = 0x9F
                case 0xF0: width = 4; low = 0x90
                case 0xF1...0xF3: width = 4
                case 0xF4: width = 4; high = 0x8F
                default: return i
                }
                guard i + width <= count, b[i + 1] >= low, b[i + 1] <= high else { return i }
                for k in 2..<width where b[i + k] & 0xC0 != 0x80 { return i }
                i += width
            }
            return nil
        }
    }
}
