import Testing
@testable import ViewLint

/// Builds the comment pieces by hand (every `//` to end of line) so these tests do not depend
/// on the tokenizer.
private func suppressions(_ text: String) -> (Suppressions, SourceFile) {
    let file = SourceFile(path: "t.swift", text: text)
    var pieces: [TriviaPiece] = []
    let bytes = file.bytes
    var i = 0
    while i + 1 < bytes.count {
        if bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "/") {
            var end = i
            while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
            pieces.append(TriviaPiece(kind: .lineComment, offset: UInt32(i), length: UInt32(end - i)))
            i = end
        } else {
            i += 1
        }
    }
    return (Suppressions(file: file, comments: pieces), file)
}

@Suite struct SuppressionsTests {
    @Test func regionsOpenAndClose() {
        let source = "a\n// viewlint:disable any_view\nb\n// viewlint:enable any_view\nc\n"
        let (s, file) = suppressions(source)
        let offsetOf = { (ch: Character) in source.utf8.firstIndex(of: ch.asciiValue!)!.utf16Offset(in: source) }
        #expect(!s.isSuppressed(ruleID: "any_view", at: offsetOf("a"), in: file))
        #expect(s.isSuppressed(ruleID: "any_view", at: offsetOf("b"), in: file))
        #expect(!s.isSuppressed(ruleID: "closure_binding", at: offsetOf("b"), in: file))
        #expect(!s.isSuppressed(ruleID: "any_view", at: offsetOf("c"), in: file))
    }

    @Test func nextThisAndPreviousCoverOneLine() {
        let source = "// viewlint:disable:next unstable_id\nx\ny // viewlint:disable:this all\nz\n// viewlint:disable:previous any_view\n"
        let (s, file) = suppressions(source)
        #expect(s.isSuppressed(ruleID: "unstable_id", at: file.offset(line: 2, column: 1), in: file))
        #expect(!s.isSuppressed(ruleID: "unstable_id", at: file.offset(line: 4, column: 1), in: file))
        #expect(s.isSuppressed(ruleID: "anything", at: file.offset(line: 3, column: 1), in: file))
        #expect(s.isSuppressed(ruleID: "any_view", at: file.offset(line: 4, column: 1), in: file))
        #expect(!s.isSuppressed(ruleID: "any_view", at: file.offset(line: 2, column: 1), in: file))
    }

    @Test func reasonAndCommasAreAccepted() {
        let (s, _) = suppressions("// viewlint:disable a_rule, b_rule - migrating next sprint\n")
        #expect(s.directives.first?.ruleIDs == ["a_rule", "b_rule"])
        #expect(s.malformed.isEmpty)
    }

    /// Every comment form is read, whatever its opener and the spaces after it; a comment that
    /// does not start with `viewlint:` is none (the bytes are checked before any text is made).
    @Test func everyCommentFormCarriesDirectives() {
        let text = "/* viewlint:disable any_view */\n/**\tviewlint:disable:next unstable_id */\n///viewlint:disable:this all\n"
            + "/* not viewlint:disable a */\n/*viewlint*/\n"
        let file = SourceFile(path: "t.swift", text: text)
        var pieces: [TriviaPiece] = []
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let kind: TriviaKind = [.blockComment, .docBlockComment, .docLineComment, .blockComment, .blockComment][index]
            pieces.append(TriviaPiece(kind: kind, offset: UInt32(start), length: UInt32(line.utf8.count)))
            start += line.utf8.count + 1
        }
        let s = Suppressions(file: file, comments: pieces)
        #expect(s.directives.map(\.action) == [.disable, .disableNext, .disableThis])
        #expect(s.malformed.isEmpty)
    }

    @Test func malformedDirectivesAreReported() {
        let (s, _) = suppressions("// viewlint:disabel any_view\n// viewlint:disable\n// not viewlint:disable x\n")
        #expect(s.directives.isEmpty)
        #expect(s.malformed.count == 2)
        #expect(s.malformed[0].message.contains("disabel"))
    }
}
