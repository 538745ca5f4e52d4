@testable import ViewLint

/// A strict JSON parser (RFC 8259, integers only since reports have no fractions) and a
/// validator for the subset of JSON Schema the shipped schema uses: `type` (one or several),
/// `properties`, `required`, `additionalProperties: false`, `items`, `enum`, `const`,
/// `minimum`, `oneOf` and local `$ref`s. Written here so CI needs no Python `jsonschema`; an
/// unsupported keyword in the schema is itself reported, so the subset cannot silently shrink.
struct TestJSONParser {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let bytes: [UInt8]
    private var index = 0

    static func parse(_ text: String) throws -> JSONValue {
        var parser = TestJSONParser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw Failure(description: "trailing text at \(parser.index)") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        let expected = Array(literal.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw Failure(description: "expected \(literal) at \(index)")
        }
        index += expected.count
    }

    private mutating func value() throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw Failure(description: "unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(String, JSONValue)] = []
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard case .string(let key) = try value() else { throw Failure(description: "key at \(index)") }
                if members.contains(where: { $0.0 == key }) { throw Failure(description: "duplicate key \(key)") }
                skipWhitespace(); try expect(":")
                members.append((key, try value()))
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect("}"); return .object(members)
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                items.append(try value())
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect("]"); return .array(items)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default:
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard let number = Int(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw Failure(description: "bad value at \(start)")
            }
            return .int(number)
        }
    }

    private mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw = [] }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; flush(); return String(scalars) }
            if byte < 0x20 { throw Failure(description: "unescaped control character at \(index)") }
            if byte != UInt8(ascii: "\\") { raw.append(byte); index += 1; continue }
            flush()
            guard index + 1 < bytes.count else { break }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(code) else { throw Failure(description: "bad \\u at \(index)") }
                scalars.append(scalar)
                index += 4
            default: throw Failure(description: "bad escape at \(index)")
            }
        }
        throw Failure(description: "unterminated string")
    }
}

struct TestSchemaValidator {
    let root: JSONValue

    /// Every violation, as "path: problem"; empty when `value` is valid.
    func validate(_ value: JSONValue) -> [String] {
        var problems: [String] = []
        check(value, against: root, at: "$", into: &problems)
        return problems
    }

    private func member(_ object: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let members) = object else { return nil }
        return members.first { $0.0 == key }?.1
    }

    private func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "boolean"
        case .int: return "integer"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into problems: inout [String]) {
        guard case .object(let keywords) = schema else { problems.append("\(path): schema is not an object"); return }
        for (keyword, argument) in keywords {
            switch keyword {
            case "$schema", "$id", "title", "description", "$defs":
                continue
            case "$ref":
                guard case .string(let reference) = argument, reference.hasPrefix("#/$defs/"),
                      let defs = member(root, "$defs"), let target = member(defs, String(reference.dropFirst(8))) else {
                    problems.append("\(path): unresolvable $ref"); continue
                }
                check(value, against: target, at: path, into: &problems)
            case "type":
                let allowed: [String]
                switch argument {
                case .string(let one): allowed = [one]
                case .array(let many): allowed = many.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
                default: allowed = []
                }
                if !allowed.contains(typeName(value)) { problems.append("\(path): \(typeName(value)) is not \(allowed)") }
            case "const":
                if value != argument { problems.append("\(path): not the constant") }
            case "enum":
                if case .array(let options) = argument, !options.contains(value) { problems.append("\(path): not in enum") }
            case "minimum":
                if case .int(let minimum) = argument, case .int(let number) = value, number < minimum {
                    problems.append("\(path): \(number) < \(minimum)")
                }
            case "required":
                guard case .object = value, case .array(let names) = argument else { continue }
                for case .string(let name) in names where member(value, name) == nil {
                    problems.append("\(path): missing \(name)")
                }
            case "properties":
                guard case .object(let members) = value, case .object(let properties) = argument else { continue }
                for (key, child) in members {
                    if let propertySchema = properties.first(where: { $0.0 == key })?.1 {
                        check(child, against: propertySchema, at: "\(path).\(key)", into: &problems)
                    } else if member(schema, "additionalProperties") == .bool(false) {
                        problems.append("\(path): unexpected property \(key)")
                    }
                }
            case "additionalProperties":
                // `false` is handled with `properties`; a schema checks every other member.
                guard case .object = argument, case .object(let members) = value else { continue }
                let declared: [(String, JSONValue)]
                if case .object(let p)? = member(schema, "properties") { declared = p } else { declared = [] }
                for (key, child) in members where !declared.contains(where: { $0.0 == key }) {
                    check(child, against: argument, at: "\(path).\(key)", into: &problems)
                }
            case "items":
                guard case .array(let items) = value else { continue }
                for (i, item) in items.enumerated() { check(item, against: argument, at: "\(path)[\(i)]", into: &problems) }
            case "oneOf":
                guard case .array(let options) = argument else { continue }
                let matching = options.filter { option in
                    var scratch: [String] = []
                    check(value, against: option, at: path, into: &scratch)
                    return scratch.isEmpty
                }
                if matching.count != 1 { problems.append("\(path): matches \(matching.count) of oneOf") }
            default:
                problems.append("\(path): the validator does not support '\(keyword)'")
            }
        }
    }
}
