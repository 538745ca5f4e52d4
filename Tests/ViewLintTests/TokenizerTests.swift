import Testing
@testable import ViewLint

/// Names, keywords, numbers, punctuation and operators: exact kinds and byte ranges.
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
        #expect(lexed.file.tokens.last?.offset == 37)
        #expect(lexed.coverageViolation == nil)
    }

    @Test func attributeIsAtSignThenName() {
        let lexed = Support.lex("@ViewBuilder var v")
        #expect(lexed.summary == ["atSign @", "identifier ViewBuilder", "keyword var", "identifier v"])
        #expect(lexed.tokens[1].offset == 1 && lexed.tokens[1].length == 11)
    }

    @Test func contextualKeywordsAreIdentifiersWithKeywordSet() {
        let lexed = Support.lex("var body: some View { get }")
        #expect(lexed.tokens[3].kind == .identifier && lexed.tokens[3].keyword == .some)
        #expect(lexed.tokens[6].kind == .identifier && lexed.tokens[6].keyword == .get)
        #expect(lexed.tokens[4].keyword == .none)
        #expect(lexed.tokens[0].kind == .keyword && lexed.tokens[0].keyword == .var)
    }

    /// `open` is contextual in Swift, unlike `public` or `private`: it names cases, methods and
    /// variables. The parser still recognizes the modifier by its keyword tag.
    @Test func openIsAContextualKeyword() {
        let lexed = Support.lex("open class A { case open; func open() {}; public var x }")
        let opens = lexed.tokens.filter { lexed.text($0) == "open" }
        #expect(opens.count == 3)
        #expect(opens.allSatisfy { $0.kind == .identifier && $0.keyword == .open })
        #expect(lexed.tokens.first { lexed.text($0) == "public" }?.kind == .keyword)
        #expect(!Keyword.open.isReserved && Keyword.public.isReserved)
    }

    @Test func reservedWordsMapToTheirKeywords() {
        let lexed = Support.lex("init self Self Any true nil Type Protocol precedencegroup associatedtype")
        #expect(lexed.tokens.map(\.keyword) == [
            .initKeyword, .selfKeyword, .SelfKeyword, .Any, .true, .nil, .TypeKeyword, .ProtocolKeyword,
            .precedencegroup, .associatedtype,
        ])
        #expect(lexed.tokens.map(\.kind) == [
            .keyword, .keyword, .keyword, .keyword, .keyword, .keyword, .identifier, .identifier, .keyword, .keyword,
        ])
    }

    @Test func keywordTextRoundTripsThroughLookup() {
        for keyword in Keyword.allCases where keyword != .none && !keyword.text.hasPrefix("#") {
            #expect(Keyword(text: keyword.text) == keyword, "\(keyword)")
        }
        #expect(Keyword.initKeyword.text == "init")
        #expect(Keyword.poundElseif.text == "#elseif")
        #expect(Keyword(text: "initial") == .none)
        #expect(Keyword(text: "") == .none)
    }

    /// The hash reads a name's first eight bytes only: names that share them with a keyword
    /// (`extensions`, `nonmutatingX`) land on its slot and must still miss.
    @Test func namesSharingAKeywordsFirstEightBytesAreNotKeywords() {
        for keyword in Keyword.allCases where keyword != .none && !keyword.text.hasPrefix("#") {
            let text = keyword.text
            for near in [text + "s", text + "_", text + "0", String(text.dropLast()), String(text.dropFirst()), text + text] {
                #expect(Keyword(text: near) == Keyword.allCases.first { $0 != .none && $0.text == near } ?? .none, "\(near)")
            }
        }
    }

    @Test func moduleSelectorColonsAreOneToken() {
        #expect(Support.lex("SwiftUI::Text a: :b :::").summary == [
            "identifier SwiftUI", "colonColon ::", "identifier Text", "identifier a", "colon :", "colon :",
            "identifier b", "colonColon ::", "colon :",
        ])
    }

    @Test func macroNamesMayStartWithADollar() {
        let lexed = Support.lex("#$Macro() #$")
        #expect(lexed.summary == ["poundIdentifier #$Macro", "leftParen (", "rightParen )", "poundIdentifier #$"])
        #expect(lexed.file.diagnostics.isEmpty)
    }

    @Test func prefixWordsAndRareModifiersAreContextualKeywords() {
        let lexed = Support.lex("consume copy borrow unsafe distributed __consuming _const _borrowing")
        #expect(lexed.tokens.map(\.keyword) == [.consume, .copy, .borrow, .unsafe, .distributed, .__consuming, ._const, ._borrowing])
        #expect(lexed.tokens.allSatisfy { $0.kind == .identifier })
    }

    @Test func keywordTextsFollowTheCaseNames() {
        #expect(KeywordTable.texts.count == Keyword.allCases.count)
        let renamed: [Keyword: String] = [
            .initKeyword: "init", .selfKeyword: "self", .SelfKeyword: "Self", .TypeKeyword: "Type",
            .ProtocolKeyword: "Protocol", .poundIf: "#if", .poundElseif: "#elseif", .poundElse: "#else",
            .poundEndif: "#endif", .poundSourceLocation: "#sourceLocation", .none: "",
        ]
        for keyword in Keyword.allCases {
            #expect(keyword.text == renamed[keyword] ?? "\(keyword)", "\(keyword)")
        }
    }

    @Test func dollarAndBacktickedNames() {
        let lexed = Support.lex("$0 $count $ `class` `two words`")
        #expect(lexed.summary == [
            "dollarIdentifier $0", "dollarIdentifier $count", "dollarIdentifier $",
            "identifier `class`", "identifier `two words`",
        ])
        #expect(lexed.tokens[3].flags.contains(.backticked))
        #expect(lexed.tokens[3].keyword == .none)
        #expect(!lexed.tokens[0].flags.contains(.backticked))
    }

    /// `$` is an identifier character after the first (swift-syntax's lexer agrees): a name
    /// keeps the kind its first byte gives it, and a name holding `$` is never a keyword.
    @Test func dollarContinuesNames() {
        let lexed = Support.lex("let _$x = a$b + $c$d")
        #expect(lexed.summary == [
            "keyword let", "identifier _$x", "equal =", "identifier a$b", "operator +", "dollarIdentifier $c$d",
        ])
        #expect(lexed.tokens.map(\.keyword) == [.let, .none, .none, .none, .none, .none])
        #expect(Support.lex("if$x self$ $$ x$é$").summary == [
            "identifier if$x", "identifier self$", "dollarIdentifier $$", "identifier x$é$",
        ])
        #expect(Support.lex("f(a$:b$)").summary == [
            "identifier f", "leftParen (", "identifier a$", "colon :", "identifier b$", "rightParen )",
        ])
        #expect(Support.lex("#m$a").summary == ["poundIdentifier #m$a"])
        let number = Support.lex("12$a")
        #expect(number.summary == ["integerLiteral 12$a"])
        #expect(number.file.diagnostics.count == 1)
    }

    @Test func unicodeIdentifiers() {
        let lexed = Support.lex("let 日本語 = 😀 + café")
        #expect(lexed.summary == ["keyword let", "identifier 日本語", "equal =", "identifier 😀", "operator +", "identifier café"])
        #expect(lexed.tokens[1].length == 9)
        #expect(lexed.tokens[3].length == 4)
        #expect(lexed.file.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("0b1010_1010", TokenKind.integerLiteral), ("0o755", .integerLiteral), ("0xFF_FF", .integerLiteral),
        ("0x1.8p3", .floatLiteral), ("0x1p-2", .floatLiteral), ("1_000", .integerLiteral),
        ("6.022e23", .floatLiteral), ("1.5E-3", .floatLiteral), ("3.14", .floatLiteral), ("1e5", .floatLiteral),
    ])
    func numberForms(text: String, kind: TokenKind) {
        let lexed = Support.lex(text)
        #expect(lexed.summary == ["\(kind) \(text)"])
        #expect(lexed.file.diagnostics.isEmpty)
    }

    @Test func aDotEndsANumberUnlessADigitFollows() {
        #expect(Support.lex("1..<2").summary == ["integerLiteral 1", "operator ..<", "integerLiteral 2"])
        #expect(Support.lex("1...2").summary == ["integerLiteral 1", "operator ...", "integerLiteral 2"])
        #expect(Support.lex("1.e5").summary == ["integerLiteral 1", "period .", "identifier e5"])
        #expect(Support.lex("0xff.description").summary == ["integerLiteral 0xff", "period .", "identifier description"])
        #expect(Support.lex("x.0.1").summary == ["identifier x", "period .", "floatLiteral 0.1"])
    }

    @Test func malformedNumbersStayOneTokenWithADiagnostic() {
        let lexed = Support.lex("0b102 12abc")
        #expect(lexed.summary == ["integerLiteral 0b102", "integerLiteral 12abc"])
        #expect(lexed.file.diagnostics.count == 2)
    }

    @Test func optionalChainingAndForceUnwrap() {
        #expect(Support.lex("a?.b!").summary == ["identifier a", "postfixQuestionMark ?", "period .", "identifier b", "exclamationMark !"])
        #expect(Support.lex("x ? y : z").summary == ["identifier x", "infixQuestionMark ?", "identifier y", "colon :", "identifier z"])
        #expect(Support.lex("a ?? b").summary == ["identifier a", "operator ??", "identifier b"])
        #expect(Support.lex("!flag").summary == ["operator !", "identifier flag"])
        #expect(Support.lex("a != b").summary == ["identifier a", "operator !=", "identifier b"])
        #expect(Support.lex("T?").summary == ["identifier T", "postfixQuestionMark ?"])
    }

    @Test func operatorForms() {
        #expect(Support.lex("f(&x)").summary == ["identifier f", "leftParen (", "prefixAmpersand &", "identifier x", "rightParen )"])
        #expect(Support.lex("a & b").summary == ["identifier a", "operator &", "identifier b"])
        #expect(Support.lex("() -> Int").summary == ["leftParen (", "rightParen )", "arrow ->", "identifier Int"])
        #expect(Support.lex("a == b").summary == ["identifier a", "operator ==", "identifier b"])
        #expect(Support.lex("a <|> b").summary == ["identifier a", "operator <|>", "identifier b"])
        #expect(Support.lex("√x ∘ y").summary == ["operator √", "identifier x", "operator ∘", "identifier y"])
        #expect(Support.lex("x>>=1").summary == ["identifier x", "operator >>=", "integerLiteral 1"])
        // `.` continues only operators that start with one.
        #expect(Support.lex("a+.b").summary == ["identifier a", "operator +", "period .", "identifier b"])
        #expect(Support.lex("Array<Int>.self").summary == [
            "identifier Array", "operator <", "identifier Int", "operator >", "period .", "keyword self",
        ])
    }

    @Test func keyPathStartsWithBackslash() {
        #expect(Support.lex(#"\.self"#).summary == ["backslash \\", "period .", "keyword self"])
        #expect(Support.lex(#"\Model.name"#).summary == ["backslash \\", "identifier Model", "period .", "identifier name"])
    }

    @Test func poundDirectivesAndMacros() {
        let lexed = Support.lex("#if os(iOS)\n#elseif DEBUG\n#else\n#endif")
        #expect(lexed.summary == [
            "poundDirective #if", "identifier os", "leftParen (", "identifier iOS", "rightParen )",
            "poundDirective #elseif", "identifier DEBUG", "poundDirective #else", "poundDirective #endif",
        ])
        #expect(lexed.tokens.filter { $0.kind == .poundDirective }.map(\.keyword) == [.poundIf, .poundElseif, .poundElse, .poundEndif])
        #expect(Support.lex("#Preview { V() }").tokens[0].kind == .poundIdentifier)
        #expect(Support.lex("#selector(f)").summary == ["poundIdentifier #selector", "leftParen (", "identifier f", "rightParen )"])
        #expect(Support.lex("#available(iOS 17, *)").summary == [
            "poundIdentifier #available", "leftParen (", "identifier iOS", "integerLiteral 17", "comma ,", "operator *", "rightParen )",
        ])
        #expect(Support.lex("#sourceLocation(file: \"a\", line: 1)").tokens[0].keyword == .poundSourceLocation)
    }

    @Test func lonePoundAndBacktickAreErrorsAndLexingContinues() {
        let lexed = Support.lex("# x ` y")
        #expect(lexed.summary == ["unknown #", "identifier x", "unknown `", "identifier y"])
        #expect(lexed.file.diagnostics.map(\.offset) == [0, 4])
        #expect(lexed.coverageViolation == nil)
    }

    @Test func editorPlaceholderIsOneIdentifier() {
        #expect(Support.lex("f(<#value#>)").summary == ["identifier f", "leftParen (", "identifier <#value#>", "rightParen )"])
    }
}
