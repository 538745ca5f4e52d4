/// A JSON value with its keys in the order they were written: reports must be byte-stable
/// between runs and machines, which `JSONSerialization`'s dictionaries do not promise.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// An optional string: `null` when absent.
    public static func string(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// Pretty-printed with two-space indentation and a final newline.
    public func serialized() -> String {
        var output = ""
        write(to: &output, indent: 0)
        output += "\n"
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            output += "[\n"
            for (i, item) in items.enumerated() {
                JSONValue.writeIndent(indent + 1, to: &output)
                item.write(to: &output, indent: indent + 1)
                output += i + 1 < items.count ? ",\n" : "\n"
            }
            JSONValue.writeIndent(indent, to: &output)
            output += "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{\n"
            for (i, (key, value)) in members.enumerated() {
                JSONValue.writeIndent(indent + 1, to: &output)
                JSONValue.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 1)
                output += i + 1 < members.count ? ",\n" : "\n"
            }
            JSONValue.writeIndent(indent, to: &output)
            output += "}"
        }
    }

    /// Two spaces per level, without building a string per line.
    private static func writeIndent(_ level: Int, to output: inout String) {
        for _ in 0..<level { output += "  " }
    }

    /// RFC 8259 escaping: quote, backslash and control characters; everything else as UTF-8.
    /// Only ASCII bytes are escaped, so the text is copied in runs between them (a multi-byte
    /// UTF-8 sequence has no ASCII byte in it): evidence traces make reports mostly strings.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        defer { output += "\"" }
        guard text.utf8.contains(where: needsEscape) else {
            output += text
            return
        }
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for i in bytes.indices {
                let byte = bytes[i]
                guard needsEscape(byte) else { continue }
                if start < i { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self) }
                switch byte {
                case UInt8(ascii: "\""): output += "\\\""
                case UInt8(ascii: "\\"): output += "\\\\"
                case 0x0A: output += "\\n"
                case 0x0D: output += "\\r"
                case 0x09: output += "\\t"
                case 0x08: output += "\\b"
                case 0x0C: output += "\\f"
                default:
                    let hex = String(byte, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                start = i + 1
            }
            if start < bytes.count {
                output += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
