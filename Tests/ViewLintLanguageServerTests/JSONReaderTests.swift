import Testing
import ViewLint
@testable import ViewLintLanguageServer

@Suite struct JSONReaderTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValueWithKeysInOrder() throws {
        let value = try parse(#" {"z": [1, -2, true, false, null], "a": {"s": "x"}, "m": 3} "#)
        #expect(value == .object([
            ("z", .array([.int(1), .int(-2), .bool(true), .bool(false), .null])),
            ("a", .object([("s", .string("x"))])),
            ("m", .int(3)),
        ]))
        #expect(value["a"]?["s"]?.stringValue == "x")
        #expect(value.value(at: "a", "s")?.stringValue == "x")
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try parse(#""a\"b\\c\/d\n\t\r\b\f\u00e9\ud83d\ude00 end""#)
        #expect(value.stringValue == "a\"b\\c/d\n\t\r\u{08}\u{0C}é😀 end")
    }

    @Test func roundTripsWhatTheLibraryWrites() throws {
        let original: JSONValue = .object([("text", .string("line 1\nline \"2\" é 😀 \u{01}")), ("n", .int(-42)),
                                           ("list", .array([.null, .bool(true)]))])
        #expect(try parse(original.serialized()) == original)
    }

    @Test func fractionsAndExponentsReadAsTheirIntegerPart() throws {
        #expect(try parse("1.75") == .int(1))
        #expect(try parse("-2e3") == .int(-2000))
    }

    @Test(arguments: [
        "{", "[1,]", "{\"a\" 1}", "\"unterminated", "tru", "01x", "{} {}", "\"\\x\"", "\"\\ud800\"", "-", "1.", "",
    ])
    func rejectsMalformedText(_ text: String) {
        #expect(throws: JSONReader.Failure.self) { try parse(text) }
    }

    @Test func namesTheFirstByteThatIsNotUTF8() {
        let bytes: [UInt8] = Array(#"{"a": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
        do {
            _ = try JSONReader.parse(bytes)
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.offset == 10)
            #expect(error.message == "a string is not valid UTF-8")
        }
    }

    @Test func refusesNestingBeyondTheLimit() {
        let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1)
        #expect(throws: JSONReader.Failure.self) { try parse(deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? parse(fine)) != nil)
    }

    @Test func classifiesJSONRPCMessages() throws {
        let request = JSONRPC.message(from: try parse(#"{"jsonrpc":"2.0","id":"a","method":"m","params":{}}"#))
        guard case .success(.request(.string("a"), "m", _)) = request else { Issue.record("\(request)"); return }
        let notification = JSONRPC.message(from: try parse(#"{"jsonrpc":"2.0","method":"n"}"#))
        guard case .success(.notification("n", .null)) = notification else { Issue.record("\(notification)"); return }
        let response = JSONRPC.message(from: try parse(#"{"jsonrpc":"2.0","id":3,"result":null}"#))
        guard case .success(.response(.number(3), _, nil)) = response else { Issue.record("\(response)"); return }
        let wrongVersion = JSONRPC.message(from: try parse(#"{"jsonrpc":"1.0","id":7,"method":"m"}"#))
        guard case .failure(let invalid) = wrongVersion else { Issue.record("accepted"); return }
        #expect(invalid.id == .number(7))
        let badParams = JSONRPC.message(from: try parse(#"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#))
        guard case .failure = badParams else { Issue.record("accepted params: 3"); return }
    }
}
