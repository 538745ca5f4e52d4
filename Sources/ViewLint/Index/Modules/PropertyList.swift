/// The old-style (OpenStep) property list an Xcode `project.pbxproj` is written in: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, quoted or bare strings, `/* … */` and `//` comments.
/// Enough of the format to read target membership; anything else is a parse error with its offset.
public indirect enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// The strings of an array value (`files = ( A, B );`), empty when it is not one.
    public var strings: [String] { array?.compactMap(\.string) ?? [] }

    public struct ParseError: Error, Equatable, Sendable {
        /// Byte offset of the problem.
        public var offset: Int
        public var message: String
    }

    public static func parse(_ bytes: [UInt8]) -> Result<PropertyList, ParseError> {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PropertyList, ParseError> {
        var reader = Reader(bytes: bytes)
        do {
            let value = try reader.value()
            reader.skipSpaceAndComments()
            guard reader.position == bytes.count else {
                throw ParseError(offset: reader.position, message: "unexpected text after the property list")
            }
            return .success(value)
        } catch let error as ParseError {
            return .failure(error)
        } catch {
            return .failure(ParseError(offset: 0, message: "\(error)"))
        }
    }

    private struct Reader {
        /// A project file is read byte by byte: through a pointer, without a bounds check each.
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// Nesting bound: a hostile file cannot exhaust the stack.
        var depth = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func value() throws -> PropertyList {
            skipSpaceAndComments()
            guard position < bytes.count else { throw ParseError(offset: position, message: "unexpected end of the property list") }
            depth += 1
            defer { depth -= 1 }
            guard depth < 200 else { throw ParseError(offset: position, message: "property list nested too deeply") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                // Room for a project object's few keys without growing (and rehashing) on the way.
                var entries = [String: PropertyList](minimumCapacity: 8)
                while true {
                    skipSpaceAndComments()
                    guard position < bytes.count else { throw ParseError(offset: position, message: "unterminated dictionary") }
                    if bytes[position] == UInt8(ascii: "}") { position += 1; return .dictionary(entries) }
                    let key = try string()
                    try expect(UInt8(ascii: "="))
                    entries[key] = try value()
                    try expect(UInt8(ascii: ";"))
                }
            case UInt8(ascii: "("):
                position += 1
                var elements: [PropertyList] = []
                while true {
                    skipSpaceAndComments()
                    guard position < bytes.count else { throw ParseError(offset: position, message: "unterminated array") }
                    if bytes[position] == UInt8(ascii: ")") { position += 1; return .array(elements) }
                    elements.append(try value())
                    skipSpaceAndComments()
                    if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
                }
            case UInt8(ascii: "<"):
                // Data (`<0fbd7a>`): kept as its text; target membership never needs it.
                let start = position
                guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else {
                    throw ParseError(offset: position, message: "unterminated data")
                }
                position = end + 1
                return .string(String(decoding: bytes[start ..< position], as: UTF8.self))
            default:
                return .string(try string())
            }
        }

        mutating func expect(_ byte: UInt8) throws {
            skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == byte else {
                throw ParseError(offset: position, message: "expected '\(Character(Unicode.Scalar(byte)))'")
            }
            position += 1
        }

        mutating func string() throws -> String {
            skipSpaceAndComments()
            guard position < bytes.count else { throw ParseError(offset: position, message: "expected a string") }
            if bytes[position] == UInt8(ascii: "\"") { return try quoted() }
            let start = position
            while position < bytes.count, Reader.isBare(bytes[position]) { position += 1 }
            guard position > start else { throw ParseError(offset: position, message: "expected a string") }
            return String(decoding: bytes[start ..< position], as: UTF8.self)
        }

        /// Bare strings: letters, digits and `_$+/:.-` (and any non-ASCII byte, as Xcode writes names).
        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
                 UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...0xFF:
                return true
            default:
                return false
            }
        }

        mutating func quoted() throws -> String {
            let start = position
            // Most quoted strings hold no escape: their bytes are the String's, made in one go.
            var end = start + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                position = end + 1
                return String(decoding: bytes[(start + 1) ..< end], as: UTF8.self)
            }
            position += 1
            var out: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return String(decoding: out, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                    position += 1
                    switch bytes[position] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    default: out.append(bytes[position])
                    }
                    position += 1
                    continue
                }
                out.append(byte)
                position += 1
            }
            throw ParseError(offset: start, message: "unterminated string")
        }

        mutating func skipSpaceAndComments() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    var end = position + 2
                    while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                    position = min(bytes.count, end + 2)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                } else {
                    return
                }
            }
        }
    }
}
