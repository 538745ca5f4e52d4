import Testing
@testable import ViewLint

/// Comments, whitespace flags, the full piece decomposition, and malformed input.
@Suite struct TokenizerTriviaTests {
    typealias Support = TokenizerTestSupport

    @Test func nestedBlockCommentIsOnePiece() {
        let lexed = Support.lex("a /* /* */ */ b")
        #expect(lexed.summary == ["identifier a", "identifier b"])
        #expect(lexed.file.comments == [TriviaPiece(kind: .blockComment, offset: 2, length: 11)])
        #expect(lexed.tokens[0].flags.contains(.spaceAfter))
        #expect(lexed.tokens[1].flags.contains(.spaceBefore))
    }

    @Test func commentKinds() {
        let lexed = Support.lex("// a\n/// b\n//// c\n/* d */\n/** e */\n/**/\nx")
        #expect(lexed.file.comments.map(\.kind) == [.lineComment, .docLineComment, .lineComment, .blockComment, .docBlockComment, .blockComment])
        #expect(lexed.file.comments.map(\.length) == [4, 5, 6, 7, 8, 4])
        #expect(lexed.summary == ["identifier x"])
    }

    @Test func unterminatedBlockCommentRunsToTheEnd() {
        let lexed = Support.lex("x /* never /* closed */")
        #expect(lexed.file.comments == [TriviaPiece(kind: .blockComment, offset: 2, length: 21)])
        #expect(lexed.file.diagnostics.map(\.offset) == [2])
        #expect(lexed.coverageViolation == nil)
    }

    @Test func flagsDescribeTheSurroundingTrivia() {
        let lexed = Support.lex("a.b(c)\n  .d /* x */e")
        let flags = lexed.tokens.map(\.flags)
        #expect(flags[0] == [.atStartOfLine, .spaceBefore])
        #expect(flags[1] == [])
        #expect(flags[5] == [.spaceAfter])
        #expect(flags[6] == [.atStartOfLine, .spaceBefore])
        #expect(flags[7] == [.spaceAfter])
        #expect(flags[8] == [.spaceBefore, .spaceAfter])
    }

    @Test func aLineBreakInsideACommentCountsAsStartOfLine() {
        let lexed = Support.lex("a /*\n*/ b")
        #expect(lexed.tokens[1].flags.contains(.atStartOfLine))
    }

    @Test func shebangByteOrderMarkAndConflictMarkers() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let lexed = Support.lex(bytes: bom + Array("#!/usr/bin/swift\nx".utf8))
        #expect(lexed.file.comments.map(\.kind) == [.byteOrderMark, .shebang])
        #expect(lexed.file.comments[1].offset == 3 && lexed.file.comments[1].length == 16)
        #expect(lexed.summary == ["identifier x"])

        let conflict = Support.lex("a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> main\nd")
        #expect(conflict.summary == ["identifier a", "identifier d"])
        #expect(conflict.file.comments.map(\.kind) == [.conflictMarker])
        #expect(conflict.file.diagnostics.count == 1)
        // Not a conflict marker without its closing line: the `<<` are operators.
        #expect(Support.lex("<<<<<<< x").tokens[0].kind == .operator)
    }

    @Test func allPiecesTileTheInputWithWhitespaceAndNewlineRuns() {
        let source = "a  //c\r\n\tb"
        let lexed = Support.lex(source)
        let pieces = lexed.bytes.withUnsafeBufferPointer { lexed.file.allPieces(source: $0) }
        let described = pieces.map { piece -> String in
            switch piece {
            case .token(let token): return "\(token.kind)@\(token.offset)+\(token.length)"
            case .trivia(let trivia): return "\(trivia.kind)@\(trivia.offset)+\(trivia.length)"
            }
        }
        #expect(described == [
            "identifier@0+1", "whitespace@1+2", "lineComment@3+3", "newline@6+2", "whitespace@8+1",
            "identifier@9+1", "endOfFile@10+0",
        ])
        let trivia = lexed.bytes.withUnsafeBufferPointer { lexed.file.triviaPieces(source: $0) }
        #expect(trivia.map(\.kind) == [.whitespace, .lineComment, .newline, .whitespace])
    }

    @Test func coverageCheckCatchesAGap() {
        let bytes = Array("a b".utf8)
        let broken = TokenizedFile(
            tokens: [Token(kind: .identifier, offset: 0, length: 1), Token(kind: .endOfFile, offset: 3, length: 0)],
            comments: [], diagnostics: [])
        let violation = bytes.withUnsafeBufferPointer { broken.coverageViolation(source: $0) }
        #expect(violation?.contains("covered by no token") == true)
    }

    @Test func invalidUTF8AndStrayBytesBecomeUnknownTokens() {
        let bytes: [UInt8] = [0x61, 0x20, 0xFF, 0xC3, 0x28, 0x00, 0x01, 0x62]
        let lexed = Support.lex(bytes: bytes)
        #expect(lexed.tokens.map(\.kind) == [.identifier, .unknown, .unknown, .leftParen, .unknown, .unknown, .identifier])
        #expect(lexed.file.diagnostics.count == 4)
        #expect(lexed.file.diagnostics.contains { $0.message.contains("invalid UTF-8") })
        #expect(lexed.coverageViolation == nil)
        #expect(Support.reassemble(lexed) == bytes)
    }

    @Test func emptyInputHasOnlyEndOfFile() {
        let lexed = Support.lex("")
        #expect(lexed.file.tokens.map(\.kind) == [.endOfFile])
        #expect(lexed.coverageViolation == nil)
    }
}

@Suite struct TokenTextTests {
    @Test func tokenTextIsSlicedFromTheSource() {
        let file = SourceFile(path: "a.swift", text: "let café = \"x\"")
        let tokenized = Tokenizer.tokenize(file)
        #expect(tokenized.tokens.map { $0.text(in: file) } == ["let", "café", "=", "\"", "x", "\"", ""])
        #expect(tokenized.tokens[1].byteRange == 4..<9)
    }
}
