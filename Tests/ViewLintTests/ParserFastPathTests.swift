import Testing
@testable import ViewLint

/// The parser's shortcuts (leaf operands, inline gates, early lookahead exits) must build
/// exactly the nodes of the general path they skip. Expectations were taken from the parser
/// before each shortcut existed.
@Suite struct ParserFastPathTests {
    let item = ParserTestSupport.firstItem

    @Test func multiTokenLeafOperands() {
        #expect(item(#"f(.body, "a", "", x: .init, y: .0)"#)
            == "call(identifier:f argument(memberAccess:body) argument(stringLiteral) argument(stringLiteral) "
            + "argument:x(memberAccess:init) argument:y(memberAccess:0))")
        #expect(item("x = .red") == "sequenceExpr(identifier:x assignmentOperator memberAccess:red)")
        #expect(item("return .none") == "returnStmt(memberAccess:none)")
        #expect(item(#"let s = """#) == "variableDecl(patternBinding:s(identifier:s initializerClause(stringLiteral)))")
    }

    @Test func leafOperandsFollowedByPostfixOrOperator() {
        #expect(item(#"f(.red.opacity(0.5), "a".count, "a" + b, "\(x)")"#)
            == "call(identifier:f argument(call(memberAccess:opacity(memberAccess:red) argument(floatLiteral:0.5))) "
            + "argument(memberAccess:count(stringLiteral)) argument(sequenceExpr(stringLiteral binaryOperator:+ identifier:b)) "
            + "argument(stringLiteral(argument(identifier:x))))")
    }

    @Test func leafOperandRangesCoverAllTheirTokens() {
        let dump = ParserTestSupport.parse(#"f(.body, "a", "")"#).dump()
        #expect(dump.contains("memberAccess 'body' 1:3-1:8"))
        #expect(dump.contains(#"stringLiteral '"a"' 1:10-1:13"#))
        #expect(dump.contains(#"stringLiteral '""' 1:15-1:17"#))
    }

    @Test func closureSignatureLookaheadStopsAtACall() {
        #expect(item(#"f { Text("a").font(.body) }"#)
            == "call(identifier:f trailingClosure(closure(call(memberAccess:font(call(identifier:Text "
            + "argument(stringLiteral))) argument(memberAccess:body)))))")
        #expect(item("f { $0.load() }") == "call(identifier:f trailingClosure(closure(call(memberAccess:load(identifier:$0)))))")
        #expect(item("f { x in g(x) }")
            == "call(identifier:f trailingClosure(closure(closureSignature(parameterClause(parameter:x)) "
            + "call(identifier:g argument(identifier:x)))))")
        // An attribute's arguments are not a call: the signature is still found.
        #expect(item("f { @MainActor(unsafe) in g() }")
            .contains("closureSignature(attribute:MainActor(simpleType:MainActor argument(identifier:unsafe)))"))
        #expect(item("f { @Sendable (x) in g(x) }")
            .contains("closureSignature(attribute:Sendable(simpleType:Sendable) parameterClause(parameter:x))"))
        #expect(item("f { (x) -> Foo in Foo(x) }")
            .contains("closureSignature(parameterClause(parameter:x) returnClause(simpleType:Foo))"))
    }

    @Test func effectsAfterSignatures() {
        #expect(item("func f() async throws -> Int { 1 }")
            == "funcDecl:f(parameterClause effects returnClause(simpleType:Int) codeBlock(integerLiteral:1))")
        #expect(item("func f() rethrows {}") == "funcDecl:f(parameterClause effects codeBlock)")
        #expect(item("func f() -> Int { 1 }") == "funcDecl:f(parameterClause returnClause(simpleType:Int) codeBlock(integerLiteral:1))")
        #expect(item("let g = { () async throws -> Int in 1 }").contains("closureSignature(parameterClause effects returnClause"))
    }

    @Test func observersAfterAnInitializerCallAreNotATrailingClosure() {
        #expect(item("var x = f() { didSet { g() } }")
            == "variableDecl(patternBinding:x(identifier:x initializerClause(call(identifier:f)) "
            + "accessorBlock(accessorDecl:didSet(codeBlock(call(identifier:g))))))")
        #expect(item("var x = f() { willSet }").contains("accessorBlock(accessorDecl:willSet)"))
        #expect(!item("let x = f() { didSet }").contains("trailingClosure"))
    }

    @Test func typePostfixes() {
        #expect(item("var a: Int? = nil").contains("typeAnnotation(optionalType(simpleType:Int))"))
        #expect(item("let b: Foo.Bar").contains("typeAnnotation(memberType:Bar(simpleType:Foo))"))
        #expect(item("let c: T!").contains("typeAnnotation(implicitlyUnwrappedType(simpleType:T))"))
        #expect(item("let d: [Int]?").contains("typeAnnotation(optionalType(arrayType(simpleType:Int)))"))
        #expect(item("let e: Foo<Int>.Type")
            .contains("typeAnnotation(metatypeType:Type(simpleType:Foo(genericArgumentClause(simpleType:Int))))"))
        #expect(item("let p: any P & Q").contains("typeAnnotation(anyType:any(compositionType(simpleType:P simpleType:Q)))"))
        #expect(item("let r: Set<Int>?").contains("typeAnnotation(optionalType(simpleType:Set(genericArgumentClause(simpleType:Int))))"))
        #expect(item("let s: [Int] ?? x").contains("typeAnnotation(arrayType(simpleType:Int))"))
    }

    /// Leaves written together with their wrapper (`pushWrappedLeaf`): the same ranges and
    /// parent/child links as when the wrapper adopted the leaf from the stack.
    @Test func leavesWrittenWithTheirWrapper() throws {
        let sources = [
            #"f(a, .b, "c", x: 1, y: true)"#,
            "var x: Int = 0",
            "func g(a: Int, b: String) -> Bool { return true }",
            "struct S { let v: Double = 1.5 }",
        ]
        for source in sources {
            let tree = ParserTestSupport.parse(source)
            for id in 0 ..< Int32(tree.nodes.count) where id != tree.root {
                let parent = try #require(tree.parent(id))
                #expect(tree.children(parent).contains(id))
            }
            for id in 0 ..< Int32(tree.nodes.count) {
                for child in tree.children(id) { #expect(tree.parent(child) == id) }
            }
        }
        let call = ParserTestSupport.parse(sources[0]).dump()
        #expect(call.contains("argument 1:6-1:8\n      memberAccess 'b' 1:6-1:8"))
        #expect(call.contains("argument 'y' 1:21-1:28\n      booleanLiteral 'true' 1:24-1:28"))
        let variable = ParserTestSupport.parse(sources[1]).dump()
        #expect(variable.contains("typeAnnotation 1:6-1:11\n        simpleType 'Int' 1:8-1:11"))
        #expect(variable.contains("initializerClause 1:12-1:15\n        integerLiteral '0' 1:14-1:15"))
        let function = ParserTestSupport.parse(sources[2]).dump()
        #expect(function.contains("parameter 'b' 1:16-1:25\n        simpleType 'String' 1:19-1:25"))
        #expect(function.contains("returnClause 1:27-1:34\n      simpleType 'Bool' 1:30-1:34"))
        // An attributed parameter takes the general path (the attribute is its first child,
        // not left on the stack for the clause); the plain one after it the shortcut.
        let attributed = ParserTestSupport.parse("func h(@Binding x: Int, y: Int) {}").dump()
        #expect(attributed.contains("""
              parameter 'x' 1:8-1:23
                attribute 'Binding' 1:8-1:16
                  simpleType 'Binding' 1:9-1:16
                simpleType 'Int' 1:20-1:23
              parameter 'y' 1:25-1:31
                simpleType 'Int' 1:28-1:31
        """))
        #expect(function.contains("returnStmt 1:37-1:48\n        booleanLiteral 'true' 1:44-1:48"))
    }
}
