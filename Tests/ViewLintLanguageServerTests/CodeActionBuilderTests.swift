import Testing
import ViewLint
@testable import ViewLintLanguageServer

@Suite struct CodeActionBuilderTests {
    private func builder(_ text: String) -> CodeActionBuilder {
        CodeActionBuilder(uri: "file:///a.swift", version: 1, source: SourceFile(path: "/a.swift", text: text),
                          encoding: .utf16, useDocumentChanges: false)
    }

    private func finding(at offset: Int, in text: String) -> Finding {
        Finding(ruleID: "unstable_id", severity: .warning, message: "m", path: "/a.swift", range: offset..<(offset + 3))
    }

    private func applying(_ edit: TextEdit, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func disableForThisLineGoesAboveTheLineWithItsIndentation() {
        let text = "struct A {\r\n    \tvar x = y.id(UUID())\r\n}\r\n"
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "y"))!
        let edit = builder(text).disableLine(finding(at: offset, in: text))
        #expect(applying(edit, to: text) == "struct A {\r\n    \t// viewlint:disable:next unstable_id\r\n    \tvar x = y.id(UUID())\r\n}\r\n")
    }

    @Test func disableForThisFileGoesBelowTheHeaderComment() {
        let text = "// Header\n// (c) someone\nimport SwiftUI\nlet v = 1\n"
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "v"))!
        let edit = builder(text).disableFile(finding(at: offset, in: text))
        #expect(applying(edit, to: text) == "// Header\n// (c) someone\n// viewlint:disable unstable_id\nimport SwiftUI\nlet v = 1\n")
    }

    @Test func theFixAllEditIsTheChangedMiddleOnCharacterBoundaries() throws {
        let old = Array("a é b".utf8)
        let new = Array("a è b".utf8) // é and è share their first UTF-8 byte
        let edit = try #require(CodeActionBuilder.minimalEdit(from: old, to: new))
        #expect(edit.range == 2..<4)
        #expect(edit.replacement == "è")
        #expect(CodeActionBuilder.minimalEdit(from: old, to: old) == nil)
        let grown = try #require(CodeActionBuilder.minimalEdit(from: Array("aa".utf8), to: Array("aXa".utf8)))
        #expect(grown.range == 1..<1 && grown.replacement == "X")
    }

    @Test func onlyFiltersByKindAndItsParents() {
        #expect(CodeActionBuilder.wanted("source.fixAll.viewlint", only: ["source"]))
        #expect(CodeActionBuilder.wanted("source.fixAll.viewlint", only: ["source.fixAll"]))
        #expect(!CodeActionBuilder.wanted("source.fixAll.viewlint", only: ["quickfix"]))
        #expect(!CodeActionBuilder.wanted("quickfix", only: ["source"]))
        #expect(CodeActionBuilder.wanted("quickfix", only: nil))
    }
}
