import Testing
@testable import ViewLint

/// Expression forms that SwiftUI view code is made of, checked structurally.
@Suite struct ParserExpressionTests {
    let item = ParserTestSupport.firstItem

    @Test func labelledArgumentsAndPrefixDollar() {
        #expect(item(#"Toggle("A", isOn: $x)"#)
            == "call(identifier:Toggle argument(stringLiteral) argument:isOn(identifier:$x))")
    }

    @Test func trailingClosure() {
        #expect(item(#"VStack { Text("a") }"#)
            == "call(identifier:VStack trailingClosure(closure(call(identifier:Text argument(stringLiteral)))))")
    }

    @Test func multipleTrailingClosures() {
        #expect(item("Button { go() } label: { Text(t) }")
            == "call(identifier:Button trailingClosure(closure(call(identifier:go))) "
            + "trailingClosure:label(closure(call(identifier:Text argument(identifier:t)))))")
    }

    @Test func keywordLabelledTrailingClosure() {
        #expect(item("run { a } catch: { e in b }").contains("trailingClosure:catch(closure(closureSignature"))
    }

    @Test func modifierWithArgumentsAndTrailingClosure() {
        #expect(item("v.sheet(isPresented: $p) { Sheet() }")
            == "call(memberAccess:sheet(identifier:v) argument:isPresented(identifier:$p) "
            + "trailingClosure(closure(call(identifier:Sheet))))")
    }

    @Test func modifierChain() {
        #expect(item("Text(x).font(.body).id(y)")
            == "call(memberAccess:id(call(memberAccess:font(call(identifier:Text argument(identifier:x))) "
            + "argument(memberAccess:body))) argument(identifier:y))")
    }

    @Test func modifierChainAcrossLines() {
        let source = """
        Text(x)
            .font(.body)
            .id(y)
        Text(z)
        """
        let items = ParserTestSupport.items(source)
        #expect(items.count == 2)
        #expect(items[0].hasPrefix("call(memberAccess:id(call(memberAccess:font("))
        #expect(items[1] == "call(identifier:Text argument(identifier:z))")
    }

    @Test func parenOrBracketOnNewLineStartsNewStatement() {
        #expect(ParserTestSupport.items("a\n(b)").count == 2)
        #expect(ParserTestSupport.items("a\n[b]").count == 2)
    }

    @Test func closureParameterForms() {
        #expect(item("f { i in i }") == "call(identifier:f trailingClosure(closure(closureSignature(parameterClause(parameter:i)) identifier:i)))")
        #expect(item("f { (a, b) in a }").contains("closureSignature(parameterClause(parameter:a parameter:b))"))
        #expect(item("f { a, b in a }").contains("closureSignature(parameterClause(parameter:a parameter:b))"))
        #expect(item("f { [weak self] in self?.go() }").contains("closureSignature(captureList(captureItem:self))"))
        #expect(item("f { [model = self.model] x in x }").contains("captureItem:model(memberAccess:model(identifier:self))"))
        #expect(item("f { (a: Int) -> Int in a }").contains("parameter:a(simpleType:Int)) returnClause(simpleType:Int)"))
        #expect(item("f { $0 + 1 }") == "call(identifier:f trailingClosure(closure(sequenceExpr(identifier:$0 binaryOperator:+ integerLiteral:1))))")
        #expect(item("ForEach($fields) { $field in Row(field: $field) }").contains("parameter:$field"))
    }

    @Test func keyPaths() {
        #expect(item(#"f(\.self)"#) == "call(identifier:f argument(keyPath(keyPathComponent:self)))")
        #expect(item(#"f(\Item.id)"#) == "call(identifier:f argument(keyPath(simpleType:Item keyPathComponent:id)))")
        #expect(item(#"f(\.a.b)"#) == "call(identifier:f argument(keyPath(keyPathComponent:a keyPathComponent:b)))")
        #expect(item(#"f(\.a?.b)"#) == "call(identifier:f argument(keyPath(keyPathComponent:a keyPathComponent keyPathComponent:b)))")
    }

    @Test func forEachOverIndices() {
        #expect(item(#"ForEach(items.indices, id: \.self) { i in Row(i) }"#)
            == "call(identifier:ForEach argument(memberAccess:indices(identifier:items)) "
            + "argument:id(keyPath(keyPathComponent:self)) "
            + "trailingClosure(closure(closureSignature(parameterClause(parameter:i)) call(identifier:Row argument(identifier:i)))))")
    }

    @Test func bindingConstructions() {
        let closures = "argument:get(closure(identifier:x)) argument:set(closure(sequenceExpr(identifier:x assignmentOperator identifier:$0)))"
        #expect(item("Binding(get: { x }, set: { x = $0 })") == "call(identifier:Binding \(closures))")
        #expect(item("Binding<Bool>(get: { x }, set: { x = $0 })")
            == "call(specializeExpr(identifier:Binding genericArgumentClause(simpleType:Bool)) \(closures))")
        #expect(item("Binding<Bool>.init(get: { x }, set: { x = $0 })")
            == "call(memberAccess:init(specializeExpr(identifier:Binding genericArgumentClause(simpleType:Bool))) \(closures))")
        #expect(item("SwiftUI.Binding(get: { x }, set: { x = $0 })")
            == "call(memberAccess:Binding(identifier:SwiftUI) \(closures))")
        #expect(item("f(.init(get: { x }, set: { x = $0 }))") == "call(identifier:f argument(call(memberAccess:init \(closures))))")
        #expect(item("Binding { x } set: { x = $0 }")
            == "call(identifier:Binding trailingClosure(closure(identifier:x)) trailingClosure:set(closure(sequenceExpr(identifier:x assignmentOperator identifier:$0))))")
    }

    @Test func comparisonIsNotAGenericList() {
        #expect(item("a < b && c > d") == "sequenceExpr(identifier:a binaryOperator:< identifier:b binaryOperator:&& identifier:c binaryOperator:> identifier:d)")
    }

    @Test func nestedGenericsClosedByShiftOperator() {
        #expect(item("Array<Set<Int>>()")
            == "call(specializeExpr(identifier:Array genericArgumentClause(simpleType:Set(genericArgumentClause(simpleType:Int)))))")
        #expect(item("let x: Binding<Store<A, B>?>? = nil").contains(
            "typeAnnotation(optionalType(simpleType:Binding(genericArgumentClause(optionalType(simpleType:Store(genericArgumentClause(simpleType:A simpleType:B)))))))"))
    }

    @Test func ternaryTryAwaitCastsInout() {
        #expect(item("c ? a : b") == "sequenceExpr(identifier:c ternaryOperator(identifier:a) identifier:b)")
        #expect(item("try await load()") == "tryExpr:try(awaitExpr:await(call(identifier:load)))")
        #expect(item("try? f()") == "tryExpr:try(call(identifier:f))")
        #expect(item("x as? Int") == "sequenceExpr(identifier:x castOperator:as(simpleType:Int))")
        #expect(item("x is View") == "sequenceExpr(identifier:x castOperator:is(simpleType:View))")
        #expect(item("swap(&a, &b)") == "call(identifier:swap argument(inoutExpr(identifier:a)) argument(inoutExpr(identifier:b)))")
        #expect(item("!flag") == "prefixOperatorExpr:!(identifier:flag)")
    }

    @Test func literals() {
        #expect(item("(1, label: 2.5)") == "tupleExpr(argument(integerLiteral:1) argument:label(floatLiteral:2.5))")
        #expect(item("[1, 2]") == "arrayLiteral(integerLiteral:1 integerLiteral:2)")
        #expect(item(#"["a": true]"#) == "dictionaryLiteral(dictionaryElement(stringLiteral booleanLiteral:true))")
        #expect(item("[:]") == "dictionaryLiteral")
        #expect(item("0..<n") == "sequenceExpr(integerLiteral:0 binaryOperator:..< identifier:n)")
        #expect(item("x ?? nil") == "sequenceExpr(identifier:x binaryOperator:?? nilLiteral)")
    }

    @Test func interpolatedCodeIsParsed() {
        #expect(item(#""n: \(Binding(get: { a }, set: { _ in }))""#).hasPrefix("stringLiteral(argument(call(identifier:Binding"))
        #expect(item(#""\(x, specifier: "%.1f")""#) == "stringLiteral(argument(identifier:x) argument:specifier(stringLiteral))")
    }

    @Test func functionReferencesWithArgumentLabels() {
        #expect(item("xs.map(Row.init(id:name:))") == "call(memberAccess:map(identifier:xs) argument(memberAccess:)(memberAccess:init(identifier:Row))))")
    }

    @Test func typesInExpressionPosition() {
        #expect(item("[any Cancellable]()") == "call(arrayLiteral(typeExpr(anyType:any(simpleType:Cancellable))))")
        #expect(item("(any Error).self").hasPrefix("memberAccess:self(tupleExpr(argument(typeExpr"))
    }
}
