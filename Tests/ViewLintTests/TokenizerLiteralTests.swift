import Testing
@testable import ViewLint

/// String and regex literals: delimiters, segments, interpolation nesting, and where a `/`
/// starts a regex rather than a division.
@Suite struct TokenizerLiteralTests {
    typealias Support = TokenizerTestSupport

    @Test func nestedInterpolationIsTokenizedAsCode() {
        let lexed = Support.lex(#""\(a + "\(b)")""#)
        #expect(lexed.summary == [
            "stringOpen \"", "interpolationOpen \\(", "identifier a", "operator +",
            "stringOpen \"", "interpolationOpen \\(", "identifier b", "interpolationClose )",
            "stringClose \"", "interpolationClose )", "stringClose \"",
        ])
        #expect(lexed.tokens.map(\.offset) == [0, 1, 3, 5, 7, 8, 10, 11, 12, 13, 14])
        #expect(lexed.file.diagnostics.isEmpty)
    }

    @Test func parenthesesInsideInterpolationDoNotCloseIt() {
        let lexed = Support.lex(#""\(f(x)) y""#)
        #expect(lexed.summary == [
            "stringOpen \"", "interpolationOpen \\(", "identifier f", "leftParen (", "identifier x",
            "rightParen )", "interpolationClose )", "stringSegment  y", "stringClose \"",
        ])
    }

    @Test func rawStringInterpolatesOnlyWithMatchingPounds() {
        let lexed = Support.lex(##"#"\(x) \#(y)"#"##)
        #expect(lexed.summary == [
            "stringOpen #\"", "stringSegment \\(x) ", "interpolationOpen \\#(", "identifier y",
            "interpolationClose )", "stringClose \"#",
        ])
        #expect(Support.lex(###"##"a "# b"##"###).summary == ["stringOpen ##\"", "stringSegment a \"# b", "stringClose \"##"])
        #expect(Support.lex(##"#"\"#"##).summary == ["stringOpen #\"", "stringSegment \\", "stringClose \"#"])
        // `#"""#` is a one-line raw string holding `"`, as in swift-syntax.
        #expect(Support.lex(##"#"""# x"##).summary == ["stringOpen #\"", "stringSegment \"", "stringClose \"#", "identifier x"])
    }

    @Test func escapedQuoteDoesNotCloseTheString() {
        #expect(Support.lex(#""a\"b" c"#).summary == ["stringOpen \"", "stringSegment a\\\"b", "stringClose \"", "identifier c"])
        #expect(Support.lex(#""\\" c"#).summary == ["stringOpen \"", "stringSegment \\\\", "stringClose \"", "identifier c"])
    }

    @Test func multiLineStringWithInterpolationAndContinuation() {
        let source = "let s = \"\"\"\n  a \\(x) \\\n  b \"quoted\"\n  \"\"\"\nnext"
        let lexed = Support.lex(source)
        #expect(lexed.summary == [
            "keyword let", "identifier s", "equal =", "stringOpen \"\"\"", "stringSegment \n  a ",
            "interpolationOpen \\(", "identifier x", "interpolationClose )",
            "stringSegment  \\\n  b \"quoted\"\n  ", "stringClose \"\"\"", "identifier next",
        ])
        #expect(lexed.tokens.last?.flags.contains(.atStartOfLine) == true)
        #expect(lexed.file.diagnostics.isEmpty)
    }

    @Test func rawMultiLineString() {
        let lexed = Support.lex("#\"\"\"\n\\(a) \\#(b)\n\"\"\"#")
        #expect(lexed.summary == [
            "stringOpen #\"\"\"", "stringSegment \n\\(a) ", "interpolationOpen \\#(", "identifier b",
            "interpolationClose )", "stringSegment \n", "stringClose \"\"\"#",
        ])
    }

    @Test func emptyStrings() {
        #expect(Support.lex(#"f("", "")"#).summary == [
            "identifier f", "leftParen (", "stringOpen \"", "stringClose \"", "comma ,", "stringOpen \"", "stringClose \"", "rightParen )",
        ])
    }

    @Test func divisionsStayOperators() {
        #expect(Support.lex("x / y / z").summary == ["identifier x", "operator /", "identifier y", "operator /", "identifier z"])
        #expect(Support.lex("a /= 2").summary == ["identifier a", "operator /=", "integerLiteral 2"])
        #expect(Support.lex("foo(x) / 2").summary == ["identifier foo", "leftParen (", "identifier x", "rightParen )", "operator /", "integerLiteral 2"])
        #expect(Support.lex("arr[0] / 2").summary == ["identifier arr", "leftSquare [", "integerLiteral 0", "rightSquare ]", "operator /", "integerLiteral 2"])
        #expect(Support.lex("a/b/c").summary == ["identifier a", "operator /", "identifier b", "operator /", "identifier c"])
        #expect(Support.lex("x = a / b / c").tokens.allSatisfy { $0.kind != .regexLiteral })
        #expect(Support.lex("0\n/ 1 /\n2").tokens.allSatisfy { $0.kind != .regexLiteral })
        #expect(Support.lex("operator /^/").tokens.allSatisfy { $0.kind != .regexLiteral })
    }

    @Test func regexLiteralsWhereAnExpressionStarts() {
        #expect(Support.lex("let r = /a+/").summary == ["keyword let", "identifier r", "equal =", "regexLiteral /a+/"])
        #expect(Support.lex(#"s.firstMatch(of: /\d+/)"#).summary == [
            "identifier s", "period .", "identifier firstMatch", "leftParen (", "identifier of", "colon :",
            "regexLiteral /\\d+/", "rightParen )",
        ])
        #expect(Support.lex("#/a/#").summary == ["regexLiteral #/a/#"])
        #expect(Support.lex("##/a/#b/##").summary == ["regexLiteral ##/a/#b/##"])
        #expect(Support.lex("return /a|b/").summary == ["keyword return", "regexLiteral /a|b/"])
        // As in swift-syntax, a `/` closes the literal even inside `[…]`.
        #expect(Support.lex("return /[/]").summary == ["keyword return", "regexLiteral /[/", "rightSquare ]"])
        #expect(Support.lex(#"(/\(x/)"#).summary == ["leftParen (", "regexLiteral /\\(x/", "rightParen )"])
    }

    @Test func multiLineExtendedRegex() {
        let lexed = Support.lex("let r = #/\n  a+ # letters\n  b\n/#\nnext")
        #expect(lexed.summary == ["keyword let", "identifier r", "equal =", "regexLiteral #/\n  a+ # letters\n  b\n/#", "identifier next"])
    }

    @Test func unterminatedStringEndsAtTheLineBreak() {
        let lexed = Support.lex("let s = \"abc\nlet t = 1")
        #expect(lexed.summary == [
            "keyword let", "identifier s", "equal =", "stringOpen \"", "stringSegment abc",
            "keyword let", "identifier t", "equal =", "integerLiteral 1",
        ])
        #expect(lexed.file.diagnostics.map(\.offset) == [12])
        #expect(lexed.file.diagnostics[0].message.contains("unterminated string"))
    }

    @Test func unterminatedInterpolationAndMultiLineStringReachTheEnd() {
        let open = Support.lex("\"\\(a")
        #expect(open.summary == ["stringOpen \"", "interpolationOpen \\(", "identifier a"])
        #expect(!open.file.diagnostics.isEmpty)
        #expect(open.coverageViolation == nil)
        let multi = Support.lex("\"\"\"\nabc")
        #expect(multi.summary == ["stringOpen \"\"\"", "stringSegment \nabc"])
        #expect(multi.file.diagnostics.count == 1)
    }

    @Test func lineBreakInsideSingleLineInterpolationEndsTheLiteral() {
        // As swift-syntax's lexer does: an unbalanced `(` in a string cannot swallow later lines.
        let lexed = Support.lex("\"x \\(f(\n1)) y\"\nz")
        #expect(lexed.summary == [
            "stringOpen \"", "stringSegment x ", "interpolationOpen \\(", "identifier f", "leftParen (",
            "integerLiteral 1", "rightParen )", "rightParen )", "identifier y", "stringOpen \"", "identifier z",
        ])
        #expect(lexed.tokens[5].flags.contains(.atStartOfLine))
        #expect(lexed.file.diagnostics.map(\.offset) == [7, 14])
        #expect(lexed.coverageViolation == nil)
    }

    @Test func singleQuotedLiteralIsARejectedString() {
        let lexed = Support.lex("let c = 'a' + b")
        #expect(lexed.summary == [
            "keyword let", "identifier c", "equal =", "stringOpen '", "stringSegment a", "stringClose '", "operator +", "identifier b",
        ])
        #expect(lexed.file.diagnostics.count == 1)
    }

    @Test func deepNestingNeedsNoRecursion() {
        let depth = 5_000
        var source = ""
        for _ in 0..<depth { source += "\"\\(" }
        source += "x"
        for _ in 0..<depth { source += ")\"" }
        let lexed = Support.lex(source)
        #expect(lexed.file.diagnostics.isEmpty)
        #expect(lexed.tokens.count == depth * 4 + 1)
        #expect(lexed.coverageViolation == nil)
    }
}
