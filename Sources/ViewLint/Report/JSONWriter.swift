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
        // Bytes, not String appends: a report with evidence is mostly strings and nesting, and
        // each String append checks capacity, ASCII-ness and breadcrumbs.
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(to: &output, indent: 0)
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .null: JSONValue.append("null", to: &output)
        case .bool(let value): JSONValue.append(value ? "true" : "false", to: &output)
        case .int(let value): JSONValue.appendText(String(value), to: &output)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let items):
            if items.isEmpty { JSONValue.append("[]", to: &output); return }
            JSONValue.append("[\n", to: &output)
            for (i, item) in items.enumerated() {
                JSONValue.writeIndent(indent + 1, to: &output)
                item.write(to: &output, indent: indent + 1)
                JSONValue.append(i + 1 < items.count ? ",\n" : "\n", to: &output)
            }
            JSONValue.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { JSONValue.append("{}", to: &output); return }
            JSONValue.append("{\n", to: &output)
            for (i, (key, value)) in members.enumerated() {
                JSONValue.writeIndent(indent + 1, to: &output)
                JSONValue.writeString(key, to: &output)
                JSONValue.append(": ", to: &output)
                value.write(to: &output, indent: indent + 1)
                JSONValue.append(i + 1 < members.count ? ",\n" : "\n", to: &output)
            }
            JSONValue.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private static func appendText(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// Two spaces per level.
    private static func writeIndent(_ level: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// RFC 8259 escaping: quote, backslash and control characters; everything else as UTF-8.
    /// Only ASCII bytes are escaped, so the text is copied in runs between them (a multi-byte
    /// UTF-8 sequence has no ASCII byte in it).
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for i in bytes.indices {
                let byte = bytes[i]
                guard needsEscape(byte) else { continue }
                if start < i { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i])) }
                switch byte {
                case UInt8(ascii: "\""): append("\\\"", to: &output)
                case UInt8(ascii: "\\"): append("\\\\", to: &output)
                case 0x0A: append("\\n", to: &output)
                case 0x0D: append("\\r", to: &output)
                case 0x09: append("\\t", to: &output)
                case 0x08: append("\\b", to: &output)
                case 0x0C: append("\\f", to: &output)
                default:
                    let hex = String(byte, radix: 16)
                    appendText("\\u" + String(repeating: "0", count: 4 - hex.count) + hex, to: &output)
                }
                start = i + 1
            }
            if start < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
