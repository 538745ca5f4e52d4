import Testing
@testable import ViewLint

/// Declaration forms beyond the everyday ones: generic parameter details, parameter modifiers,
/// failable and async lifecycle members, modifiers before macros, directives among members,
/// operator functions with generics, accessor lists, `$` names.
@Suite struct ParserDeclarationFormsTests {
    let item = ParserTestSupport.firstItem
    let diagnostics = ParserTestSupport.diagnostics

    @Test func genericParametersWithAttributesValuesAndTrailingCommas() {
        #expect(item("struct S<@Attr T: AnyObject, let N: Int, each U,> {}")
            == "structDecl:S(genericParameterClause(genericParameter:T(attribute:Attr(simpleType:Attr) simpleType:AnyObject) "
            + "genericParameter:N(simpleType:Int) genericParameter:U) memberBlock)")
        #expect(diagnostics("typealias Bar<\n  T1,\n  T2,\n> = Foo<\n  T1,\n  T2,\n>") == [])
    }

    @Test func parameterModifiersBeforeTheNames() {
        #expect(item("func f(isolated _ actor: A, _const x y: Int) {}")
            == "funcDecl:f(parameterClause(parameter:_(modifier:isolated simpleType:A) parameter:x(modifier:_const simpleType:Int)) codeBlock)")
    }

    @Test func failableInitializersSpacedAndLifecycleEffects() {
        let tree = ParserTestSupport.parse("""
        class C {
            init ?(double: Double) {}
            init ! (int: Int) {}
            async deinit {}
        }
        class D { deinit async {} }
        """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .initDecl).map { tree[$0].aux >= 0 } == [true, true])
        #expect(tree.descendants(kind: .deinitDecl).count == 2)
    }

    @Test func modifiersThatStartDeclarations() {
        #expect(item("func f() async { async let x = g() }")
            == "funcDecl:f(parameterClause effects codeBlock(variableDecl(modifier:async patternBinding:x(identifier:x initializerClause(call(identifier:g))))))")
        #expect(item("distributed actor A { distributed func f() {} }")
            == "actorDecl:A(modifier:distributed memberBlock(funcDecl:f(modifier:distributed parameterClause codeBlock)))")
        #expect(diagnostics("extension Sequence { __consuming func copy() -> [Element] { [] } }") == [])
    }

    /// `isContextualModifier` is a range check over `Keyword`'s cases: a keyword added in the
    /// wrong place would silently become (or stop being) a modifier.
    @Test func contextualModifiersAreExactlyOneRunOfKeywords() {
        let modifiers = Keyword.allCases.filter { Parser.isContextualModifier($0) }.map(\.text)
        #expect(modifiers == ["open", "mutating", "nonmutating", "override", "final", "lazy", "weak", "unowned",
                              "convenience", "required", "optional", "dynamic", "indirect", "package", "consuming",
                              "borrowing", "nonisolated", "isolated", "prefix", "postfix", "infix", "async",
                              "distributed", "__consuming", "_const", "_local", "__setter_access"])
    }

    @Test func modifiersBeforeFreestandingMacros() {
        #expect(item("public #declareThing") == "macroExpansionDecl:#declareThing(modifier:public)")
        #expect(diagnostics("struct S {\n  public #member\n}\nfunc f() {\n  public #inBody\n}") == [])
    }

    @Test func sourceLocationDirectives() {
        let tree = ParserTestSupport.parse("""
        class C {
        #sourceLocation(file: "f.swift", line: 1)
          func f() {}
        #sourceLocation()
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .otherDecl).count == 2)
        #expect(tree.descendants(kind: .funcDecl).count == 1)
    }

    @Test func operatorFunctionsWithGenericParameters() {
        // `*<` is one operator token: the name keeps the `<`.
        #expect(item("func *<let X: Int>(l: A<X>, r: A<X>) -> Int { 0 }").hasPrefix(
            "funcDecl:*<(genericParameterClause(genericParameter:X(simpleType:Int)) parameterClause("))
        #expect(diagnostics("prefix func %<T>(x: T) -> T { x }") == [])
    }

    @Test func accessorsWithAttributesAndModifiersBetween() {
        let tree = ParserTestSupport.parse("""
        var a: Int {
          get
          @inlinable set {}
        }
        var b: Int { get nonmutating set }
        """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .accessorDecl).map { tree.name($0) } == ["get", "set", "get", "set"])
    }

    @Test func dollarNames() {
        let tree = ParserTestSupport.parse("""
        func $f() {
          var $v: Int { get { 0 } set($value) {} }
          class $C {}
          $label: if true { break $label }
          switch 0 {
          @$dollar case _: break
          }
        }
        #$Macro()
        """)
        #expect(tree.lexicalDiagnostics.isEmpty)
        #expect(tree.diagnostics.isEmpty)
        #expect(ParserTestSupport.typeNames(tree) == ["$C"])
        #expect(tree.descendants(kind: .macroExpansionDecl).map { tree.name($0) } == ["#$Macro"])
    }
}
