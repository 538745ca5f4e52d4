#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLint

/// Reads one JSON text (RFC 8259) into the library's `JSONValue`, keeping object keys in order.
///
/// Strict about structure (a message that is not JSON gets an error response, never a guess)
/// and about encoding: the text must be UTF-8, since a buffer decoded with replacement
/// characters would put every later finding at the wrong column. Numbers: every number the
/// protocol defines is an integer, so a fraction or exponent (only free-form settings carry
/// them) is read as its integer part.
public struct JSONReader {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// Byte offset in the text where reading stopped.
        public var offset: Int
        public var message: String
        public var description: String { "\(message) at byte \(offset)" }
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    public static let maximumDepth = 512

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> JSONValue in
            var reader = JSONReader(buffer: buffer)
            reader.skipWhitespace()
            let value = try reader.readValue(depth: 0)
            reader.skipWhitespace()
            guard reader.position == buffer.count else { throw reader.failure("unexpected text after the JSON value") }
            return value
        }
    }

    private let buffer: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    private func failure(_ message: String) -> Failure { Failure(offset: position, message: message) }

    private mutating func skipWhitespace() {
        while position < buffer.count {
            switch buffer[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func readValue(depth: Int) throws(Failure) -> JSONValue {
        guard depth < JSONReader.maximumDepth else { throw failure("JSON nested more than \(JSONReader.maximumDepth) levels") }
        guard position < buffer.count else { throw failure("unexpected end of JSON") }
        switch buffer[position] {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .int(try readNumber())
        default: throw failure("unexpected character '\(Unicode.Scalar(buffer[position]))'")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= buffer.count,
              memcmp(buffer.baseAddress! + position, word.utf8Start, count) == 0 else { throw failure("invalid literal") }
        position += count
    }

    private mutating func readObject(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if position < buffer.count, buffer[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard position < buffer.count, buffer[position] == UInt8(ascii: "\"") else { throw failure("expected a string key") }
            let key = try readString()
            skipWhitespace()
            guard position < buffer.count, buffer[position] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            position += 1
            skipWhitespace()
            members.append((key, try readValue(depth: depth + 1)))
            skipWhitespace()
            guard position < buffer.count else { throw failure("unterminated object") }
            if buffer[position] == UInt8(ascii: ",") { position += 1; continue }
            if buffer[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            throw failure("expected ',' or '}'")
        }
    }

    private mutating func readArray(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if position < buffer.count, buffer[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try readValue(depth: depth + 1))
            skipWhitespace()
            guard position < buffer.count else { throw failure("unterminated array") }
            if buffer[position] == UInt8(ascii: ",") { position += 1; continue }
            if buffer[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            throw failure("expected ',' or ']'")
        }
    }

    private mutating func readNumber() throws(Failure) -> Int {
        let start = position
        if buffer[position] == UInt8(ascii: "-") { position += 1 }
        var digits = 0
        while position < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[position]) {
            position += 1
            digits += 1
        }
        guard digits > 0 else { throw failure("invalid number") }
        let integerEnd = position
        if position < buffer.count, buffer[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            while position < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[position]) { position += 1 }
            guard position > fractionStart else { throw failure("invalid number") }
        }
        if position < buffer.count, buffer[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < buffer.count, buffer[position] == UInt8(ascii: "+") || buffer[position] == UInt8(ascii: "-") { position += 1 }
            let exponentStart = position
            while position < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[position]) { position += 1 }
            guard position > exponentStart else { throw failure("invalid number") }
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
            guard let value = Double(text), value.magnitude < 9.2e18 else { throw failure("number out of range") }
            return Int(value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<integerEnd]), as: UTF8.self)
        guard let value = Int(text) else { throw failure("number out of range") }
        return value
    }

    /// Spans without escapes are found with `memchr` and validated as a whole, so a 50 MB
    /// document text costs a few passes over memory, not a loop per byte.
    private mutating func readString() throws(Failure) -> String {
        position += 1
        var bytes: [UInt8] = []
        let base = buffer.baseAddress!
        while true {
            let remaining = buffer.count - position
            guard remaining > 0, let quotePointer = memchr(base + position, 0x22, remaining) else {
                throw failure("unterminated string")
            }
            let quote = UnsafeRawPointer(quotePointer) - UnsafeRawPointer(base)
            let backslash = memchr(base + position, 0x5C, quote - position)
                .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
            let spanEnd = backslash ?? quote
            if backslash == nil && bytes.isEmpty {
                let span = UnsafeBufferPointer(rebasing: buffer[position..<spanEnd])
                guard let text = String(validating: span, as: UTF8.self) else { throw invalidUTF8(in: position..<spanEnd) }
                position = quote + 1
                return text
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<spanEnd]))
            position = spanEnd
            guard backslash != nil else {
                position = quote + 1
                guard let text = String(validating: bytes, as: UTF8.self) else { throw failure("a string is not valid UTF-8") }
                return text
            }
            try readEscape(into: &bytes)
        }
    }

    private func invalidUTF8(in range: Range<Int>) -> Failure {
        var offset = range.lowerBound
        let file = SourceFile(path: "", bytes: Array(UnsafeBufferPointer(rebasing: buffer[range])))
        if let bad = file.firstInvalidUTF8Offset() { offset += bad }
        return Failure(offset: offset, message: "a string is not valid UTF-8")
    }

    private mutating func readEscape(into bytes: inout [UInt8]) throws(Failure) {
        position += 1
        guard position < buffer.count else { throw failure("unterminated escape") }
        let byte = buffer[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard position + 1 < buffer.count, buffer[position] == UInt8(ascii: "\\"), buffer[position + 1] == UInt8(ascii: "u") else {
                    throw failure("unpaired surrogate in \\u escape")
                }
                position += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw failure("unpaired surrogate in \\u escape")
            }
            bytes.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
        default:
            throw failure("invalid escape '\\\(Unicode.Scalar(byte))'")
        }
    }

    private mutating func readHex4() throws(Failure) -> UInt32 {
        guard position + 4 <= buffer.count else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = buffer[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
