import Testing
@testable import ViewLint

/// Type forms beyond plain names: specifiers, suppressed conformances, parameter packs, value
/// generics, opaque generic parameters, inline arrays, module selectors.
@Suite struct ParserTypeFormsTests {
    let item = ParserTestSupport.firstItem
    let diagnostics = ParserTestSupport.diagnostics

    @Test func classConstrainedProtocol() {
        #expect(diagnostics("protocol P: class {}") == [])
        #expect(item("protocol P: class, Identifiable {}")
            == "protocolDecl:P(inheritanceClause(simpleType:class simpleType:Identifiable) memberBlock)")
    }

    @Test func ownershipSpecifiersAndNamesThatSpellThem() {
        #expect(item("func f(x: borrowing S, y: consuming S) {}")
            == "funcDecl:f(parameterClause(parameter:x(attributedType:borrowing(simpleType:S)) "
            + "parameter:y(attributedType:consuming(simpleType:S))) codeBlock)")
        // A type may be named like a specifier: then nothing follows it.
        #expect(item("func f(x: borrowing, y: borrowing consuming) {}")
            == "funcDecl:f(parameterClause(parameter:x(simpleType:borrowing) "
            + "parameter:y(attributedType:borrowing(simpleType:consuming))) codeBlock)")
        #expect(diagnostics("func zap(x: (borrowing, consuming) -> ()) {}") == [])
        #expect(diagnostics("func foo(_ a: _const borrowing String, _ b: __owned S, _ c: __shared S) {}") == [])
    }

    @Test func suppressedConformances() {
        #expect(item("struct Hello<T: ~Copyable>: ~Escapable {}")
            == "structDecl:Hello(genericParameterClause(genericParameter:T(attributedType:~(simpleType:Copyable))) "
            + "inheritanceClause(attributedType:~(simpleType:Escapable)) memberBlock)")
        for source in ["typealias Z = ~Copyable.Type", "typealias T = (~Copyable) -> Void",
                       "func f(_: borrowing any ~Copyable) {}", "let x: [any P & ~Copyable] = []",
                       "typealias Z = ~A?"] {
            #expect(diagnostics(source) == [], "\(source)")
        }
    }

    /// `@escaping` and the other argument-less type attributes never take a parenthesis: with
    /// no space, it opens the function type. `@convention(c)` does take one.
    @Test func attributeWithoutArgumentsBeforeFunctionType() {
        for source in ["func f(completion: @escaping(URL?) -> Void) {}",
                       "func f(_ make: @autoclosure() -> Int) {}",
                       "func f(_ g: @Sendable(Int) -> Void) {}",
                       "func f(_ g: @convention(c) (Int) -> Void) {}",
                       "func f(_ g: @MainActor @escaping(Int) async -> Void) {}"] {
            #expect(diagnostics(source) == [], "\(source)")
        }
        let tree = ParserTestSupport.parse("func f(completion: @escaping(URL?) -> Void) {}")
        #expect(tree.descendants(kind: .functionType).count == 1)
    }

    @Test func parameterPacks() {
        let tree = ParserTestSupport.parse("""
        func zip<each T, each U>(_ first: repeat each T, with second: repeat each U) -> (repeat (each T, each U)) {
            return (repeat (each first, each second))
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        #expect(ParserTestSupport.shape(tree, tree.descendants(kind: .parameter)[0])
            == "parameter:_(attributedType:repeat(attributedType:each(simpleType:T)))")
        #expect(diagnostics("let _: G<Int, repeat each T> = G()") == [])
        #expect(diagnostics("enum E<each T> { case f1(_: repeat each T) }") == [])
    }

    @Test func valueGenerics() {
        #expect(item("let x: Vector<3, Int>")
            == "variableDecl(patternBinding:x(identifier:x typeAnnotation(simpleType:Vector(genericArgumentClause(simpleType:3 simpleType:Int)))))")
        #expect(item("extension Vector where N == -1 {}")
            == "extensionDecl:Vector(simpleType:Vector whereClause(simpleType:N simpleType:1) memberBlock)")
        #expect(diagnostics("func requirement<let N: Int>() {}") == [])
        #expect(diagnostics("let x = Generic<Int, 123>.self") == [])
    }

    @Test func opaqueResultWithGenericParameters() {
        #expect(item("func f() -> <T: Collection> T {}")
            == "funcDecl:f(parameterClause returnClause(attributedType(genericParameterClause(genericParameter:T(simpleType:Collection)) simpleType:T)) codeBlock)")
    }

    @Test func inlineArrayTypes() {
        #expect(item("let a: [3 of Int]")
            == "variableDecl(patternBinding:a(identifier:a typeAnnotation(arrayType(simpleType:3 simpleType:Int))))")
        #expect(diagnostics("let b = [3 of Int](repeating: 0)") == [])
    }

    @Test func nonisolatedTypesAndConformances() {
        #expect(item("func run(_ body: nonisolated(nonsending) () async -> Void) {}")
            == "funcDecl:run(parameterClause(parameter:_(attributedType:nonisolated(functionType(tupleType effects simpleType:Void)))) codeBlock)")
        #expect(item("extension Model: @preconcurrency nonisolated Sendable {}")
            == "extensionDecl:Model(simpleType:Model inheritanceClause(attributedType(attribute:preconcurrency(simpleType:preconcurrency) "
            + "attributedType:nonisolated(simpleType:Sendable))) memberBlock)")
        #expect(diagnostics("let _ = [nonisolated(nonsending) () async -> Void]()") == [])
    }

    @Test func moduleSelectors() {
        #expect(item("extension SwiftUI::View {}")
            == "extensionDecl:SwiftUI(memberType:View(simpleType:SwiftUI) memberBlock)")
        #expect(diagnostics("func fn(_: Swift::Int, _: Foo.Swift::Bar) -> Swift::Bool {}") == [])
    }

    @Test func whereClauseFunctionTypes() {
        #expect(diagnostics("func f<T>(_: T) where (T) -> () : P {}") == [])
    }
}
