import Testing
@testable import ViewLint

/// Statements inside view builders, and `#if` in every position.
@Suite struct ParserStatementTests {
    let item = ParserTestSupport.firstItem

    @Test func ifLetIfCaseAndSwitchInViewBuilder() {
        let shape = item("""
        VStack {
            if let user { Text(user.name) } else if case .loading(let p) = state { ProgressView(value: p) } else { EmptyView() }
            switch mode {
            case .a, .b: Text("ab")
            case let .c(n) where n > 0: Text("c")
            @unknown default: EmptyView()
            }
        }
        """)
        #expect(shape.contains("ifStmt(conditionList(optionalBinding:user(identifier:user)) codeBlock("))
        #expect(shape.contains("ifStmt(conditionList(caseCondition(call(memberAccess:loading argument(valueBindingPattern:let(identifier:p))) identifier:state))"))
        #expect(shape.contains("switchStmt(identifier:mode switchCase:case(caseItem(memberAccess:a) caseItem(memberAccess:b) call(identifier:Text argument(stringLiteral)))"))
        #expect(shape.contains("switchCase:case(caseItem(valueBindingPattern:let(call(memberAccess:c argument(identifier:n))) whereClause("))
        #expect(shape.contains("switchCase:default(call(identifier:EmptyView))"))
    }

    @Test func loopsGuardDoDeferReturn() {
        let tree = ParserTestSupport.parse("""
        func f() throws {
            guard let x = y else { return }
            for (i, item) in items.enumerated() where i > 0 { continue }
            while let n = next() { break }
            repeat { n += 1 } while n < 3
            do { try g() } catch let error as MyError { throw error } catch { }
            defer { close() }
            outer: for a in b { break outer }
            return x
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        let kinds = tree.children(tree.child(tree.firstChild(tree.root)!, kind: .codeBlock)!).map { tree.kind($0) }
        #expect(kinds == [.guardStmt, .forStmt, .whileStmt, .repeatStmt, .doStmt, .deferStmt, .forStmt, .returnStmt])
        #expect(tree.descendants(kind: .catchClause).count == 2)
    }

    @Test func conditionsDoNotTakeTrailingClosures() {
        #expect(item("if items.isEmpty { Text(a) }") == "ifStmt(conditionList(memberAccess:isEmpty(identifier:items)) codeBlock(call(identifier:Text argument(identifier:a))))")
        #expect(item("for x in xs.filter({ $0 > 1 }) { f(x) }").hasPrefix("forStmt(identifier:x call(memberAccess:filter"))
    }

    @Test func ifConfigInBody() {
        let shape = item("""
        VStack {
            #if os(iOS)
            Text("phone")
            #elseif os(macOS)
            Text("mac")
            #else
            EmptyView()
            #endif
        }
        """)
        #expect(shape == "call(identifier:VStack trailingClosure(closure(ifConfig("
            + "ifConfigClause:#if(call(identifier:os argument(identifier:iOS)) call(identifier:Text argument(stringLiteral))) "
            + "ifConfigClause:#elseif(call(identifier:os argument(identifier:macOS)) call(identifier:Text argument(stringLiteral))) "
            + "ifConfigClause:#else(call(identifier:EmptyView))))))")
    }

    @Test func ifConfigInMemberList() {
        let tree = ParserTestSupport.parse("""
        struct V: View {
            #if DEBUG
            @State private var debug = true
            #endif
            var body: some View { Text("x") }
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        let clause = tree.descendants(kind: .ifConfigClause)
        #expect(clause.count == 1)
        #expect(tree.children(clause[0]).map { tree.kind($0) } == [.identifier, .variableDecl])
    }

    @Test func ifConfigInModifierChain() {
        let shape = item("""
        Text("x")
            .font(.body)
            #if os(iOS)
            .padding()
            .navigationBarTitleDisplayMode(.inline)
            #else
            .frame(minWidth: 100)
            #endif
            .id(y)
        """)
        #expect(shape.hasPrefix("call(memberAccess:id(postfixIfConfig(call(memberAccess:font("))
        #expect(shape.contains("ifConfig(ifConfigClause:#if(call(identifier:os argument(identifier:iOS)) "
            + "call(memberAccess:navigationBarTitleDisplayMode(call(memberAccess:padding)) argument(memberAccess:inline))) "
            + "ifConfigClause:#else(call(memberAccess:frame argument:minWidth(integerLiteral:100))))"))
    }

    @Test func ifConfigConditionStopsAtLineEnd() {
        // `DEBUG` must not swallow the `.padding()` on the next line as `DEBUG.padding()`.
        #expect(item("v\n#if DEBUG\n.padding()\n#endif").contains("ifConfigClause:#if(identifier:DEBUG call(memberAccess:padding))"))
    }

    @Test func ifConfigAroundSwitchCases() {
        let shape = item("""
        switch x {
        case .a: A()
        #if DEBUG
        case .b: B()
        #endif
        default: C()
        }
        """)
        #expect(shape.contains("ifConfig(ifConfigClause:#if(identifier:DEBUG switchCase:case(caseItem(memberAccess:b) call(identifier:B))))"))
        #expect(shape.hasSuffix("switchCase:default(call(identifier:C)))"))
    }

    @Test func ifConfigAtTopLevelAroundDeclarations() {
        let tree = ParserTestSupport.parse("#if canImport(UIKit)\nimport UIKit\nstruct A {}\n#else\nstruct B {}\n#endif\nstruct C {}")
        #expect(tree.diagnostics.isEmpty)
        #expect(ParserTestSupport.typeNames(tree) == ["A", "B", "C"])
    }
}
