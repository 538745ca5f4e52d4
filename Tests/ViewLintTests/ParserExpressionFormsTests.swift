import Testing
@testable import ViewLint

/// Expression forms: prefix words, one-sided ranges in patterns, if/switch expressions with
/// casts, function types as values, key paths, module selectors, trailing closures in conditions.
@Suite struct ParserExpressionFormsTests {
    let item = ParserTestSupport.firstItem
    let diagnostics = ParserTestSupport.diagnostics

    @Test func oneSidedRangePatterns() {
        let tree = ParserTestSupport.parse("""
        switch code {
        case 400...: Text("error")
        case ..<0: EmptyView()
        default: Text("ok")
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        let items = tree.descendants(kind: .caseItem).map { ParserTestSupport.shape(tree, $0) }
        #expect(items == ["caseItem(postfixOperatorExpr:...(integerLiteral:400))",
                          "caseItem(prefixOperatorExpr:..<(integerLiteral:0))"])
    }

    @Test func prefixWordsWrapTheirOperand() {
        #expect(item("use(consume msg, copy x, borrow y)")
            == "call(identifier:use argument(awaitExpr:consume(identifier:msg)) argument(awaitExpr:copy(identifier:x)) "
            + "argument(awaitExpr:borrow(identifier:y)))")
        #expect(item("let t = (repeat each t)")
            == "variableDecl(patternBinding:t(identifier:t initializerClause(tupleExpr(argument(awaitExpr:repeat(awaitExpr:each(identifier:t)))))))")
        #expect(item("unsafe f()") == "awaitExpr:unsafe(call(identifier:f))")
        // The same words as names.
        #expect(item("let a = copy + each.count") == "variableDecl(patternBinding:a(identifier:a initializerClause("
            + "sequenceExpr(identifier:copy binaryOperator:+ memberAccess:count(identifier:each)))))")
        #expect(item("if unsafe { run() }") == "ifStmt(conditionList(identifier:unsafe) codeBlock(call(identifier:run)))")
    }

    @Test func packExpansionStatement() {
        let tree = ParserTestSupport.parse("func expand<each T>(_ t: repeat each T) { repeat (each t).member() }")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .repeatStmt).isEmpty)
        #expect(tree.descendants(kind: .awaitExpr).count == 2)
    }

    @Test func ifAndSwitchExpressionsWithCasts() {
        #expect(item("if .random() { 0 } else { 1 } as Int").hasPrefix("sequenceExpr(ifStmt("))
        #expect(item("switch b { case true: 0 case false: 1 } as? Int").hasSuffix("castOperator:as(simpleType:Int))"))
    }

    @Test func functionTypesAsValues() {
        for source in ["let _ = [() async -> ()]()", "let _ = [() throws(MyError) -> Void]()",
                       "_ = [(Int) throws -> Int]()", "_ = ((inout Int) -> Void).self",
                       "_ = try P1 & P2 throws -> P3 & P1"] {
            #expect(diagnostics(source) == [], "\(source)")
        }
    }

    @Test func keyPathsWithOptionalChainingAtTheRoot() {
        // `.?.` is one operator token; the key path takes it apart.
        #expect(item(#"let k = \.?.status"#)
            == "variableDecl(patternBinding:k(identifier:k initializerClause(keyPath(keyPathComponent keyPathComponent:status))))")
        let tree = ParserTestSupport.parse(#"_ = f(\ .?.status)"#)
        #expect(tree.diagnostics.isEmpty)
        let components = tree.descendants(kind: .keyPathComponent).map { tree.text($0) }
        #expect(components == [".?", ".status"])
    }

    @Test func moduleSelectorsReadAsQualifiers() {
        #expect(item("SwiftUI::Text(\"a\")") == "call(memberAccess:Text(identifier:SwiftUI) argument(stringLiteral))")
        for source in ["_ = x.Swift::y", "_ = .main::random()", "_ = myArray.reduce(0, Swift::+)",
                       "_ = #Swift::foo", "_ = Swift\n::print", #"_ = \main::Foo.BarKit::bar"#,
                       "import struct Kit::A"] {
            #expect(diagnostics(source) == [], "\(source)")
        }
    }

    @Test func trailingClosureInAConditionWhenTheCodeAfterItSaysSo() {
        #expect(item("if items.filter { $0.isOn }.isEmpty { Text(\"none\") }")
            == "ifStmt(conditionList(memberAccess:isEmpty(call(memberAccess:filter(identifier:items) "
            + "trailingClosure(closure(memberAccess:isOn(identifier:$0)))))) codeBlock(call(identifier:Text argument(stringLiteral))))")
        // A one-line body stays the body.
        #expect(item("if ready { go() } else { wait() }").hasPrefix("ifStmt(conditionList(identifier:ready) codeBlock(call(identifier:go))"))
    }

    @Test func typesInExpressionPosition() {
        for source in ["_ = [any ~Copyable]()", "_ = (any ~Copyable).self", "X<any P & ~Copyable>()",
                       "S<nonisolated(nonsending) @Sendable (Int) async -> Void>()", "_ = [Int of _]"] {
            #expect(diagnostics(source) == [], "\(source)")
        }
    }

    @Test func bindingPatternWords() {
        #expect(item("if case inout .some(v) = x {}").hasPrefix("ifStmt(conditionList(caseCondition(valueBindingPattern:inout("))
        let tree = ParserTestSupport.parse("""
        switch bar {
        case .payload(borrowing x): break
        case _borrowing .other: break
        default: break
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .valueBindingPattern).map { tree.name($0) } == ["borrowing", "_borrowing"])
    }

    @Test func initCallsInAnInitializerBody() {
        let tree = ParserTestSupport.parse("struct S { init(x: Int) {}\n init() { init(x: 1) } }")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .initDecl).count == 2)
        #expect(tree.descendants(kind: .call).count == 1)
    }

    @Test func macroExpansionInTopLevelExpression() {
        #expect(item("#file == path") == "sequenceExpr(macroExpansionExpr:#file binaryOperator:== identifier:path)")
        #expect(item("#Preview { Text(\"a\") }").hasPrefix("macroExpansionDecl:#Preview("))
    }
}
