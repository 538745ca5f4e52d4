import Testing
@testable import ViewLint

@Suite struct TokenizerTests {
    typealias Support = TokenizerTestSupport

    @Test func declarationTokensHaveExactKindsAndRanges() {
        let lexed = Support.lex("struct A: View {\n  @State var n = 0\n}")
        #expect(lexed.summary == [
            "keyword struct", "identifier A", "colon :", "identifier View", "leftBrace {",
            "atSign @", "identifier State", "keyword var", "identifier n", "equal =",
            "integerLiteral 0", "rightBrace }",
        ])
        let state = lexed.tokens[6]
        #expect(state.offset == 20 && state.length == 5)
        #expect(lexed.tokens[0].keyword == .struct)
        #expect(lexed.file.tokens.last?.kind == .endOfFile)
        #expect(lexed.coverageViolation == nil)
    }

    @Test func interpolationIsTokenizedAsCode() {
        let lexed = Support.lex(#""\(a + "\(b)")""#)
        #expect(lexed.summary == [
            "stringOpen \"", "interpolationOpen \\(", "identifier a", "operator +",
            "stringOpen \"", "interpolationOpen \\(", "identifier b", "interpolationClose )",
            "stringClose \"", "interpolationClose )", "stringClose \"",
        ])
        #expect(lexed.file.diagnostics.isEmpty)
    }

    @Test func divisionIsNeverARegexButRegexPositionsAre() {
        #expect(Support.lex("x / y / z").summary == ["identifier x", "operator /", "identifier y", "operator /", "identifier z"])
        #expect(Support.lex("let r = /a+/").summary == ["keyword let", "identifier r", "equal =", "regexLiteral /a+/"])
        #expect(Support.lex("#/a/#").summary == ["regexLiteral #/a/#"])
    }

    @Test func nestedBlockCommentIsOnePiece() {
        let lexed = Support.lex("a /* /* */ */ b")
        #expect(lexed.summary == ["identifier a", "identifier b"])
        #expect(lexed.file.comments == [TriviaPiece(kind: .blockComment, offset: 2, length: 11)])
        #expect(lexed.tokens[0].flags.contains(.spaceAfter))
        #expect(lexed.tokens[1].flags.contains(.spaceBefore))
    }

    @Test func arbitraryBytesRoundTrip() {
        let bytes: [UInt8] = [0xFF, 0x22, 0x5C, 0x28, 0x0A, 0x23, 0x60, 0x00, 0xC3]
        let lexed = Support.lex(bytes: bytes)
        #expect(lexed.coverageViolation == nil)
        #expect(Support.reassemble(lexed) == bytes)
        #expect(!lexed.file.diagnostics.isEmpty)
    }
}
