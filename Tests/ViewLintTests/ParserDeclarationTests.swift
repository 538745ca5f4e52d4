import Testing
@testable import ViewLint

/// Declaration forms: types, members, attributes, generics, accessors, macros.
@Suite struct ParserDeclarationTests {
    let item = ParserTestSupport.firstItem

    @Test func genericViewWithWhereClause() {
        #expect(item("struct Card<Content: View>: View where Content: Equatable { let content: Content }")
            == "structDecl:Card(genericParameterClause(genericParameter:Content(simpleType:View)) "
            + "inheritanceClause(simpleType:View) whereClause(simpleType:Content simpleType:Equatable) "
            + "memberBlock(variableDecl(patternBinding:content(identifier:content typeAnnotation(simpleType:Content)))))")
    }

    @Test func attributesWithArgumentsAndPropertyWrappers() {
        #expect(item(#"@Environment(\.dismiss) private var dismiss"#)
            == "variableDecl(attribute:Environment(simpleType:Environment argument(keyPath(keyPathComponent:dismiss))) "
            + "modifier:private patternBinding:dismiss(identifier:dismiss))")
        #expect(item(#"@AppStorage("k") var flag = false"#)
            == "variableDecl(attribute:AppStorage(simpleType:AppStorage argument(stringLiteral)) "
            + "patternBinding:flag(identifier:flag initializerClause(booleanLiteral:false)))")
        // Lower-case attributes take arguments that are not expressions: skipped, no diagnostic.
        let tree = ParserTestSupport.parse("@available(iOS 15.0, *) struct A {}")
        #expect(tree.diagnostics.isEmpty)
        #expect(ParserTestSupport.typeNames(tree) == ["A"])
    }

    @Test func resultBuilderFunctionReturningSomeView() {
        #expect(item("@ViewBuilder func row(_ i: Int) -> some View { Text(i) }")
            == "funcDecl:row(attribute:ViewBuilder(simpleType:ViewBuilder) parameterClause(parameter:_(simpleType:Int)) "
            + "returnClause(someType:some(simpleType:View)) codeBlock(call(identifier:Text argument(identifier:i))))")
        #expect(item("var v: any View").contains("typeAnnotation(anyType:any(simpleType:View))"))
    }

    @Test func computedPropertiesAndAccessors() {
        let tree = ParserTestSupport.parse("""
        struct S {
            var body: some View { Text("a") }
            var a: Int { get { 1 } set { } }
            var b: Int = 0 { willSet { } didSet { print(oldValue) } }
            var c: Int { mutating get { 1 } nonmutating set(v) { } }
            subscript(i: Int) -> Int { get { i } set { } }
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        let bindings = tree.descendants(kind: .patternBinding)
        #expect(bindings.map { tree.name($0) } == ["body", "a", "b", "c"])
        #expect(bindings.map { tree[$0].flags.contains(.computed) } == [true, true, false, true])
        let accessors = tree.descendants(kind: .accessorDecl).map { tree.name($0) }
        #expect(accessors == ["get", "set", "willSet", "didSet", "get", "set", "get", "set"])
    }

    @Test func typealiasProtocolExtensionEnumActor() {
        let items = ParserTestSupport.items("""
        typealias Handler<T> = (T) -> Void
        protocol Screen: View, Identifiable { associatedtype ID; var title: String { get } }
        extension Array: Screen where Element: View {}
        enum Mode: Int { case a, b = 2; case c(Int, label: String) }
        actor Store { func load() async throws {} }
        """)
        #expect(items[0] == "typealiasDecl:Handler(genericParameterClause(genericParameter:T) functionType(tupleType(simpleType:T) simpleType:Void))")
        #expect(items[1].hasPrefix("protocolDecl:Screen(inheritanceClause(simpleType:View simpleType:Identifiable) memberBlock(associatedtypeDecl:ID variableDecl(patternBinding:title(identifier:title typeAnnotation(simpleType:String) accessorBlock(accessorDecl:get)))"))
        #expect(items[2] == "extensionDecl:Array(simpleType:Array inheritanceClause(simpleType:Screen) whereClause(simpleType:Element simpleType:View) memberBlock)")
        #expect(items[3] == "enumDecl:Mode(inheritanceClause(simpleType:Int) memberBlock(enumCaseDecl(enumCaseElement:a enumCaseElement:b(initializerClause(integerLiteral:2))) enumCaseDecl(enumCaseElement:c(tupleType(simpleType:Int simpleType:String)))))")
        #expect(items[4] == "actorDecl:Store(memberBlock(funcDecl:load(parameterClause effects codeBlock)))")
    }

    @Test func initializersSubscriptsOperators() {
        let tree = ParserTestSupport.parse("""
        struct P: Equatable {
            init?(raw: Int) { return nil }
            init(x: Int = 0) {}
            static func == (lhs: P, rhs: P) -> Bool { true }
            static func ?? <V: View>(lhs: P, rhs: V) -> some View { rhs }
            subscript(key: String) -> Int? { nil }
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        let inits = tree.descendants(kind: .initDecl)
        #expect(inits.count == 2)
        #expect(tree.tokenText(tree[inits[0]].aux) == "?")
        #expect(tree[inits[1]].aux == -1)
        #expect(tree.descendants(kind: .funcDecl).map { tree.name($0) } == ["==", "??"])
        #expect(tree.descendants(kind: .subscriptDecl).count == 1)
    }

    @Test func typedThrowsWithOrWithoutASpace() {
        let tree = ParserTestSupport.parse("""
        struct S {
            init(x: Int) throws (ParseError) {}
            init(y: Int) throws(ParseError) { self = try S(x: y) }
            func f() throws (ParseError) -> Int { 1 }
        }
        protocol P { init(a: Int) throws (ParseError)
            func g() }
        """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .initDecl).count == 3)
        #expect(tree.descendants(kind: .funcDecl).map { tree.name($0) } == ["f", "g"])
    }

    @Test func previewMacro() {
        #expect(item(#"#Preview("Dark") { ContentView() }"#)
            == "macroExpansionDecl:#Preview(argument(stringLiteral) trailingClosure(closure(call(identifier:ContentView))))")
    }

    @Test func attributedPreviewMacro() {
        let tree = ParserTestSupport.parse("struct A {}\n@available(macOS 14.0, *)\n#Preview {\n    @Previewable @State var on = false\n    return A()\n}\n")
        #expect(tree.diagnostics.isEmpty)
        let items = tree.children(tree.root).map { ParserTestSupport.shape(tree, $0) }
        #expect(items.count == 2)
        #expect(items[1].hasPrefix("macroExpansionDecl:#Preview(attribute:available(simpleType:available) trailingClosure(closure(variableDecl("))
        // Also among members, with modifiers.
        #expect(ParserTestSupport.parse("struct S {\n  @MainActor public #warning(\"x\")\n}").diagnostics.isEmpty)
    }

    @Test func ifConfigOfAttributesBelongsToTheDeclaration() {
        let tree = ParserTestSupport.parse("""
        extension S {
          #if Deprecations
            @available(*, deprecated, renamed: "g")
          #elseif os(iOS)
            #if DEBUG
              @objc
            #endif
          #else
            @available(iOS, deprecated: 9999)
            @available(macOS, deprecated: 9999)
          #endif
          @inlinable
          public func f() {}

          #if DEBUG
            @MainActor
          #endif
          var x: Int { 1 }
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        let f = tree.descendants(kind: .funcDecl)
        #expect(f.count == 1)
        #expect(ParserTestSupport.shape(tree, f[0]) == "funcDecl:f(ifConfig("
            + "ifConfigClause:#if(identifier:Deprecations attribute:available(simpleType:available)) "
            + "ifConfigClause:#elseif(call(identifier:os argument(identifier:iOS)) "
            + "ifConfig(ifConfigClause:#if(identifier:DEBUG attribute:objc(simpleType:objc)))) "
            + "ifConfigClause:#else(attribute:available(simpleType:available) attribute:available(simpleType:available))) "
            + "attribute:inlinable(simpleType:inlinable) modifier:public parameterClause codeBlock)")
        // The second block sits among the members as the property's first child, not as a member.
        let members = tree.descendants(kind: .memberBlock).first.map { tree.children($0).map { tree.kind($0) } }
        #expect(members == [.funcDecl, .variableDecl])
    }

    @Test func ifConfigWithDeclarationsStaysAnItemList() {
        // A clause holding a declaration is an ordinary `#if` of members.
        let tree = ParserTestSupport.parse("struct S {\n#if os(iOS)\n@available(iOS 15, *)\nfunc f() {}\n#endif\n#if DEBUG\n#endif\n}")
        #expect(tree.diagnostics.isEmpty)
        let members = tree.descendants(kind: .memberBlock).first.map { tree.children($0).map { tree.kind($0) } }
        #expect(members == [.ifConfig, .ifConfig])
        #expect(tree.descendants(kind: .funcDecl).map { tree.kind(tree.parent($0)!) } == [.ifConfigClause])
    }

    @Test func macroDeclarations() {
        let tree = ParserTestSupport.parse("""
        @attached(member, names: named(State), named(init))
        @attached(extension, conformances: Reducer)
        public macro Reducer() =
          #externalMacro(
            module: "M", type: "ReducerMacro"
          )
        @freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        struct After {}
        """)
        #expect(tree.diagnostics.isEmpty)
        let items = tree.children(tree.root).map { ParserTestSupport.shape(tree, $0) }
        #expect(items.count == 3)
        #expect(items[0].hasPrefix("otherDecl:Reducer(attribute:attached"))
        #expect(items[0].hasSuffix("modifier:public parameterClause initializerClause(macroExpansionExpr:#externalMacro("
            + "argument:module(stringLiteral) argument:type(stringLiteral))))"))
        #expect(items[1].contains("genericParameterClause(genericParameter:T) parameterClause(parameter:_(simpleType:T)) returnClause(tupleType"))
        #expect(items[2] == "structDecl:After(memberBlock)")
    }

    @Test func reservedWordAsAttributeName() {
        let tree = ParserTestSupport.parse("@rethrows\nprivate protocol P { func get() throws -> Int }")
        #expect(tree.diagnostics.isEmpty)
        #expect(ParserTestSupport.shape(tree, tree.firstChild(tree.root)!).hasPrefix("protocolDecl:P(attribute:rethrows(simpleType:rethrows) modifier:private"))
    }

    @Test func namesWithDollarAfterTheFirstCharacter() {
        // `$` continues an identifier: `_$id` is one name, as the Observation macros spell them.
        let tree = ParserTestSupport.parse("""
        protocol P { var _$id: ID { get }; mutating func _$willModify() }
        struct S {
          let _$observationRegistrar = R()
          mutating func _$willModify() { self.id._$willModify(); a$b$c = $x$y + f($x, $0) }
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .patternBinding).map { tree.name($0) } == ["_$id", "_$observationRegistrar"])
        #expect(tree.descendants(kind: .funcDecl).map { tree.name($0) } == ["_$willModify", "_$willModify"])
        #expect(tree.descendants(kind: .memberAccess).map { tree.name($0) }.sorted() == ["_$willModify", "id"])
        // Separate `$` names stay separate.
        let names = tree.descendants(kind: .identifier).map { tree.name($0) }.sorted()
        #expect(names == ["$0", "$x", "$x$y", "R", "_$id", "_$observationRegistrar", "a$b$c", "f", "self"])
    }

    @Test func importsAndModifiers() {
        #expect(item("@preconcurrency import SwiftUI") == "importDecl:SwiftUI(attribute:preconcurrency(simpleType:preconcurrency))")
        #expect(item("public private(set) var x = 1").hasPrefix("variableDecl(modifier:public modifier:private patternBinding:x"))
        #expect(item("final class A: ObservableObject { @Published var n = 0 }").hasPrefix("classDecl:A(modifier:final inheritanceClause"))
        #expect(item("open class B {}") == "classDecl:B(modifier:open memberBlock)")
        #expect(item("enum E { case open(Int) }") == "enumDecl:E(memberBlock(enumCaseDecl(enumCaseElement:open(tupleType(simpleType:Int)))))")
    }
}
