/// Byte classes as bit flags, one table lookup per byte on the hot paths.
struct ByteClass: OptionSet, Sendable {
    let rawValue: UInt16

    /// `a-z A-Z _`
    static let identifierStart = ByteClass(rawValue: 1 << 0)
    /// `a-z A-Z _ 0-9`
    static let identifierContinue = ByteClass(rawValue: 1 << 1)
    /// `0-9`
    static let digit = ByteClass(rawValue: 1 << 2)
    /// ASCII operator characters: `/ = - + * % < > ! & | ^ ~ . ?`
    static let operatorCharacter = ByteClass(rawValue: 1 << 3)
    /// Space, tab, vertical tab, form feed: the horizontal whitespace that may sit in gaps.
    static let whitespace = ByteClass(rawValue: 1 << 4)
    /// `\n`, `\r`
    static let newline = ByteClass(rawValue: 1 << 5)
    /// `0-9 a-f A-F`
    static let hexDigit = ByteClass(rawValue: 1 << 6)
    /// Bytes 0x80...0xFF: part of a multi-byte UTF-8 sequence (or invalid).
    static let nonASCII = ByteClass(rawValue: 1 << 7)
    /// Bytes that may begin trivia: whitespace, line breaks, `/` (comments), `<` (conflict markers).
    static let triviaStart = ByteClass(rawValue: 1 << 8)

    /// First bytes of keywords: lowercase letters, `_`, and `A S T P` (`Any`, `Self`, `Type`,
    /// `Protocol`).
    static let keywordStart = ByteClass(rawValue: 1 << 9)

    /// 256 entries, built once; read through `withUnsafeBufferPointer` by the tokenizer.
    static let table: [ByteClass] = (0...255).map { (value: Int) -> ByteClass in
        let byte = UInt8(value)
        var result: ByteClass = []
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            result.formUnion([.identifierStart, .identifierContinue])
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            result.formUnion([.identifierContinue, .digit, .hexDigit])
        case 0x20, 0x09, 0x0B, 0x0C:
            result.insert(.whitespace)
        case 0x0A, 0x0D:
            result.insert(.newline)
        default:
            break
        }
        if "/=-+*%<>!&|^~.?".utf8.contains(byte) { result.insert(.operatorCharacter) }
        if (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte) {
            result.insert(.hexDigit)
        }
        if byte >= 0x80 { result.insert(.nonASCII) }
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || "_ASTP".utf8.contains(byte) { result.insert(.keywordStart) }
        if result.contains(.whitespace) || result.contains(.newline) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "<") {
            result.insert(.triviaStart)
        }
        return result
    }
}

/// A decoded UTF-8 scalar and its encoded length, or `nil` for invalid UTF-8 (then `length`
/// says how many bytes form the invalid sequence, at least one, so callers always progress).
struct DecodedScalar {
    var value: UInt32?
    var length: Int
}

enum UTF8Decoding {
    /// Decodes the scalar at `index` strictly: no overlong forms, no surrogates, nothing above
    /// U+10FFFF. Never reads at or past `end`.
    @inline(__always)
    static func decode(_ input: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> DecodedScalar {
        let lead = input[index]
        if lead < 0x80 { return DecodedScalar(value: UInt32(lead), length: 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return DecodedScalar(value: nil, length: invalidRunLength(input, at: index, end: end))
        }
        var offset = 1
        while offset < length {
            let position = index + offset
            guard position < end else { return DecodedScalar(value: nil, length: offset) }
            let byte = input[position]
            guard byte & 0xC0 == 0x80 else { return DecodedScalar(value: nil, length: offset) }
            value = (value << 6) | UInt32(byte & 0x3F)
            offset += 1
        }
        let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
        if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) {
            return DecodedScalar(value: nil, length: length)
        }
        return DecodedScalar(value: value, length: length)
    }

    /// A stray continuation byte or an impossible lead byte, plus the continuation bytes after it.
    private static func invalidRunLength(_ input: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        var position = index + 1
        while position < end, input[position] & 0xC0 == 0x80, position - index < 4 { position += 1 }
        return position - index
    }
}

/// Swift's character classes for non-ASCII scalars (the same ranges the Swift compiler uses).
enum ScalarClass {
    static func isIdentifierContinuation(_ c: UInt32) -> Bool {
        if c < 0x80 {
            // `$` continues a name (`a$b`) but starts only dollar identifiers.
            return c == 0x24 || ByteClass.table.withUnsafeBufferPointer { $0[Int(c)].contains(.identifierContinue) }
        }
        return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF
            || (c >= 0x00B2 && c <= 0x00B5) || (c >= 0x00B7 && c <= 0x00BA)
            || (c >= 0x00BC && c <= 0x00BE) || (c >= 0x00C0 && c <= 0x00D6)
            || (c >= 0x00D8 && c <= 0x00F6) || (c >= 0x00F8 && c <= 0x00FF)
            || (c >= 0x0100 && c <= 0x167F) || (c >= 0x1681 && c <= 0x180D)
            || (c >= 0x180F && c <= 0x1FFF)
            || (c >= 0x200B && c <= 0x200D) || (c >= 0x202A && c <= 0x202E)
            || (c >= 0x203F && c <= 0x2040) || c == 0x2054 || (c >= 0x2060 && c <= 0x206F)
            || (c >= 0x2070 && c <= 0x218F) || (c >= 0x2460 && c <= 0x24FF)
            || (c >= 0x2776 && c <= 0x2793) || (c >= 0x2C00 && c <= 0x2DFF)
            || (c >= 0x2E80 && c <= 0x2FFF)
            || (c >= 0x3004 && c <= 0x3007) || (c >= 0x3021 && c <= 0x302F)
            || (c >= 0x3031 && c <= 0x303F) || (c >= 0x3040 && c <= 0xD7FF)
            || (c >= 0xF900 && c <= 0xFD3D) || (c >= 0xFD40 && c <= 0xFDCF)
            || (c >= 0xFDF0 && c <= 0xFE44) || (c >= 0xFE47 && c <= 0xFFF8)
            || (c >= 0x10000 && c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD)
    }

    static func isIdentifierStart(_ c: UInt32) -> Bool {
        if c < 0x80 {
            return ByteClass.table.withUnsafeBufferPointer { $0[Int(c)].contains(.identifierStart) }
        }
        guard isIdentifierContinuation(c) else { return false }
        // Combining marks may continue but not start a name.
        return !((c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
            || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F))
    }

    static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 {
            return ByteClass.table.withUnsafeBufferPointer { $0[Int(c)].contains(.operatorCharacter) }
        }
        return (c >= 0x00A1 && c <= 0x00A7)
            || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
            || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
            || c == 0x00BF || c == 0x00D7 || c == 0x00F7
            || c == 0x2016 || c == 0x2017 || (c >= 0x2020 && c <= 0x2027)
            || (c >= 0x2030 && c <= 0x203E) || (c >= 0x2041 && c <= 0x2053)
            || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
            || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF)
            || (c >= 0x2E00 && c <= 0x2E7F) || (c >= 0x3001 && c <= 0x3003)
            || (c >= 0x3008 && c <= 0x3030)
    }

    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        if isOperatorStart(c) { return true }
        // Combining characters and variation selectors.
        return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
            || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F)
            || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
    }
}
