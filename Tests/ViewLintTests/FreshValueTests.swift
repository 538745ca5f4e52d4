import Testing
import ViewLint

/// One fresh-value analysis for syntax and for the initializer text the index keeps: the text
/// form parses the initializer and asks the syntax form, so both answer alike.
@Suite struct FreshValueTests {
    static let cases: [(text: String, fresh: String?)] = [
        ("UUID()", "UUID()"),
        ("  Date.now ", "Date.now"),
        ("Date()", "Date()"),
        ("Int.random(in: 0..<10)", "Int.random(…)"),
        ("Bool.random()", "Bool.random(…)"),
        ("UUID().uuidString", "UUID()"),
        ("\"row-\\(UUID())\"", "UUID()"),
        ("Date().timeIntervalSince1970", "Date()"),
        // Derivations that lose the difference, and values that are not fresh.
        ("Date().formatted(.dateTime.day())", nil),
        ("0", nil),
        ("Model()", nil),
        ("items.randomElement()", nil),
        ("Deck.random()", nil),
        ("{ UUID() }", nil),
    ]

    @Test(arguments: cases.indices) func initializerTextIsJudgedAsSyntax(index: Int) {
        let (text, fresh) = Self.cases[index]
        #expect(FreshValue.describe(initializer: text) == fresh, "\(text)")
        // The same expression inside a file, as rules see it.
        let tree = SyntaxTree.parse(SourceFile(path: "A.swift", text: "let v = \(text)\n"))
        var pending = [tree.root], found: String?? = nil
        while let node = pending.popLast(), found == nil {
            if tree.kind(node) == .initializerClause, let value = tree.firstChild(node) { found = .some(FreshValue.describe(value, in: tree)) }
            pending.append(contentsOf: tree.children(node))
        }
        #expect(found == .some(fresh), "\(text)")
    }

    @Test func brokenTextIsNotFresh() {
        #expect(FreshValue.describe(initializer: "") == nil)
        #expect(FreshValue.describe(initializer: ") {") == nil)
    }
}
