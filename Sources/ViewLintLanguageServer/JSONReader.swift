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

    /// The closing quote is found with `memchr` (skipping escaped quotes), then the text is
    /// validated, or decoded into one buffer when it has escapes: a 50 MB document with a
    /// `\n` per line costs a few passes over memory, not an append per line.
    private mutating func readString() throws(Failure) -> String {
        position += 1
        let start = position
        let base = buffer.baseAddress!
        var end = start
        while true {
            guard end < buffer.count, let found = memchr(base + end, 0x22, buffer.count - end) else {
                throw failure("unterminated string")
            }
            let quote = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            var backslashes = 0
            while quote - backslashes > start && base[quote - backslashes - 1] == 0x5C { backslashes += 1 }
            end = quote
            if backslashes % 2 == 0 { break }
            end += 1
        }
        defer { position = end + 1 }
        guard memchr(base + start, 0x5C, end - start) != nil else {
            guard let text = String(validating: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self) else {
                throw invalidUTF8(in: start..<end)
            }
            return text
        }
        // Escapes only shorten the text, so its length bounds the decoded bytes.
        var failed: Failure?
        let decoded = [UInt8](unsafeUninitializedCapacity: end - start) { output, count in
            var read = start
            var written = 0
            while read < end {
                guard let found = memchr(base + read, 0x5C, end - read) else {
                    memcpy(output.baseAddress! + written, base + read, end - read)
                    written += end - read
                    break
                }
                let backslash = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                memcpy(output.baseAddress! + written, base + read, backslash - read)
                written += backslash - read
                position = backslash
                do throws(Failure) {
                    written += try readEscape(into: output.baseAddress! + written)
                } catch {
                    failed = error
                    break
                }
                read = position
            }
            count = written
        }
        if let failed { throw failed }
        guard let text = String(validating: decoded, as: UTF8.self) else { throw invalidUTF8(in: start..<end) }
        return text
    }

    private func invalidUTF8(in range: Range<Int>) -> Failure {
        var offset = range.lowerBound
        let file = SourceFile(path: "", bytes: Array(UnsafeBufferPointer(rebasing: buffer[range])))
        if let bad = file.firstInvalidUTF8Offset() { offset += bad }
        return Failure(offset: offset, message: "a string is not valid UTF-8")
    }

    /// Decodes the escape at `position` (a backslash) into `output`; the bytes written.
    private mutating func readEscape(into output: UnsafeMutablePointer<UInt8>) throws(Failure) -> Int {
        position += 1
        guard position < buffer.count else { throw failure("unterminated escape") }
        let byte = buffer[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output[0] = byte
        case UInt8(ascii: "b"): output[0] = 0x08
        case UInt8(ascii: "f"): output[0] = 0x0C
        case UInt8(ascii: "n"): output[0] = 0x0A
        case UInt8(ascii: "r"): output[0] = 0x0D
        case UInt8(ascii: "t"): output[0] = 0x09
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
            // Six or twelve escape bytes always make room for the at most four UTF-8 bytes.
            var written = 0
            for unit in String(Unicode.Scalar(scalar)!).utf8 {
                output[written] = unit
                written += 1
            }
            return written
        default:
            throw failure("invalid escape '\\\(Unicode.Scalar(byte))'")
        }
        return 1
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
