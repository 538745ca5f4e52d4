import Testing
@testable import ViewLint

@Suite struct SourceFileTests {
    /// Files without `\r` take the memchr path; both paths must agree.
    @Test func lineStartsWithoutCarriageReturns() {
        #expect(SourceFile(path: "a.swift", text: "").lineStarts == [0])
        #expect(SourceFile(path: "a.swift", text: "a\n").lineStarts == [0, 2])
        #expect(SourceFile(path: "a.swift", text: "a\nbc\n\n\nd").lineStarts == [0, 2, 5, 6, 7])
        #expect(SourceFile(path: "a.swift", text: "\n").lineStarts == [0, 1])
        #expect(SourceFile(path: "a.swift", text: "no break").lineStarts == [0])
    }

    @Test func lineStartsHandleEveryLineBreak() {
        let file = SourceFile(path: "a.swift", text: "a\nb\r\nc\rd")
        #expect(file.lineStarts == [0, 2, 5, 7])
        #expect(file.lineText(at: 1) == "b")
        #expect(file.lineText(at: 3) == "d")
    }

    @Test func locationCountsBytesScalarsAndUTF16() {
        // "é" is 2 bytes / 1 scalar / 1 UTF-16 unit; "😀" is 4 bytes / 1 scalar / 2 units.
        let file = SourceFile(path: "a.swift", text: "x\né😀y")
        let y = file.location(of: 1 + 1 + 2 + 4)
        #expect(y.line == 2)
        #expect(y.column == 7)
        #expect(y.scalarColumn == 3)
        #expect(y.utf16Column == 3)
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let file = SourceFile(path: "a.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("let".utf8))
        #expect(file.hasByteOrderMark)
        let location = file.location(of: 3)
        #expect(location.column == 1)
        #expect(location.utf16Column == 0)
        #expect(file.offset(line: 1, column: 1) == 3)
    }

    @Test func invalidUTF8CountsOneColumnPerBadByte() {
        let file = SourceFile(path: "a.swift", bytes: [0xFF, 0xC3, 0x41])
        let location = file.location(of: 3)
        #expect(location.scalarColumn == 4)  // three bad-or-ASCII bytes before it, one column each
        #expect(location.column == 4)
    }

    @Test func lineIndexAtEndOfFileIsLastLine() {
        let file = SourceFile(path: "a.swift", text: "a\nbc")
        #expect(file.lineIndex(of: 4) == 1)
        #expect(file.location(of: 4).column == 3)
    }
}
