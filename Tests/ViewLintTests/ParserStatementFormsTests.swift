import Testing
@testable import ViewLint

/// Statement forms: `catch where`, directives and attributes among switch cases, `#if` blocks
/// that mix a case's statements with cases, `for … unsafe`.
@Suite struct ParserStatementFormsTests {
    let item = ParserTestSupport.firstItem
    let diagnostics = ParserTestSupport.diagnostics

    @Test func catchWithWhereAndNoPattern() {
        #expect(item("do { try f() } catch where n < 5 { retry() }")
            == "doStmt(codeBlock(tryExpr:try(call(identifier:f))) catchClause(whereClause(sequenceExpr(identifier:n "
            + "binaryOperator:< integerLiteral:5)) codeBlock(call(identifier:retry))))")
    }

    @Test func directivesAndAttributesAmongCases() {
        let tree = ParserTestSupport.parse("""
        switch x {
        #warning("Something")
        case "a":
          break
        @unknown default:
          @unknown let _ = 1
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        let cases = tree.descendants(kind: .switchCase)
        #expect(cases.map { tree.name($0) } == ["case", "default"])
        #expect(tree.children(cases[1]).map { tree.kind($0) } == [.variableDecl])
    }

    @Test func ifConfigMixingStatementsAndCases() {
        let tree = ParserTestSupport.parse("""
        switch x {
        case 1: fallthrough
        #if BAR
        #if BAZ
        case 7: print(7)
        #endif
        case 9: fallthrough
        #endif
        case 10: print(10)
        }
        """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .switchCase).count == 4)
        #expect(tree.descendants(kind: .ifConfig).count == 2)
    }

    @Test func forInWithUnsafe() {
        #expect(item("for try await unsafe x in e { }")
            == "forStmt(identifier:x identifier:e codeBlock)")
        #expect(item("for unsafe in list { }") == "forStmt(identifier:unsafe identifier:list codeBlock)")
    }
}
