import Testing
import ViewLint
@testable import ViewLintLanguageServer

@Suite struct TextDocumentTests {
    // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes, 2 UTF-16 units, 1 scalar.
    private let text = "let é = \"😀x\"\r\nsecond\nthird"

    @Test(arguments: [(PositionEncoding.utf8, 14), (.utf16, 11), (.utf32, 10)])
    func positionsCountInTheNegotiatedEncoding(encoding: PositionEncoding, characterOfX: Int) {
        let file = SourceFile(path: "a.swift", text: text)
        let mapper = PositionMapper(file: file, encoding: encoding)
        let xOffset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
        #expect(mapper.position(of: xOffset) == Position(line: 0, character: characterOfX))
        #expect(mapper.offset(of: Position(line: 0, character: characterOfX)) == xOffset)
        #expect(mapper.offset(of: Position(line: 1, character: 0)) == Array(text.utf8).firstIndex(of: UInt8(ascii: "s")))
    }

    @Test func positionsPastTheEndClampAsTheProtocolSays() {
        let file = SourceFile(path: "a.swift", text: text)
        let mapper = PositionMapper(file: file, encoding: .utf16)
        let lineOne = file.lineRange(at: 0)
        #expect(mapper.offset(of: Position(line: 0, character: 500)) == lineOne.upperBound) // before \r\n
        #expect(mapper.offset(of: Position(line: 9, character: 0)) == file.bytes.count)
        // Inside the surrogate pair of 😀: the character's start.
        let emoji = Array(text.utf8).firstIndex(of: 0xF0)!
        #expect(mapper.offset(of: Position(line: 0, character: 10)) == emoji)
    }

    @Test func incrementalAndFullChangesApplyInOrder() throws {
        var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: text)
        let change: (Int, Int, Int, Int, String) -> JSONValue = { l1, c1, l2, c2, new in
            .object([("range", .object([("start", Position(line: l1, character: c1).json),
                                         ("end", Position(line: l2, character: c2).json)])), ("text", .string(new))])
        }
        // Replace "😀" (two UTF-16 units) with "ok", then join lines 2 and 3.
        try document.apply(version: 2, changes: [change(0, 9, 0, 11, "ok"), change(1, 6, 2, 0, " ")], encoding: .utf16)
        #expect(String(decoding: document.file.bytes, as: UTF8.self) == "let é = \"okx\"\r\nsecond third")
        try document.apply(version: 5, changes: [.object([("text", .string("all new"))])], encoding: .utf16)
        #expect(String(decoding: document.file.bytes, as: UTF8.self) == "all new")
        #expect(document.version == 5)
    }

    @Test func staleAndMalformedChangesLeaveTheDocumentAlone() {
        var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 3, text: "abc")
        #expect(throws: TextDocument.ChangeProblem.staleVersion(current: 3, received: 3)) {
            try document.apply(version: 3, changes: [.object([("text", .string("x"))])], encoding: .utf16)
        }
        #expect(throws: TextDocument.ChangeProblem.self) {
            try document.apply(version: 4, changes: [.object([("range", .null), ("text", .int(1))])], encoding: .utf16)
        }
        #expect(String(decoding: document.file.bytes, as: UTF8.self) == "abc")
        #expect(document.version == 3)
    }

    @Test func fileURIsRoundTripWithPercentEncoding() {
        let path = "/tmp/My Project/Café/View+Extras.swift"
        let uri = FileURI.uri(of: path)
        #expect(uri == "file:///tmp/My%20Project/Caf%C3%A9/View%2BExtras.swift")
        #expect(FileURI.path(of: uri) == path)
        #expect(FileURI.path(of: "file://localhost/a/b.swift") == "/a/b.swift")
        #expect(FileURI.path(of: "untitled:Untitled-1") == "untitled:Untitled-1")
    }
}
