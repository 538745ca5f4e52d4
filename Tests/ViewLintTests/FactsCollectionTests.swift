import Testing
@testable import ViewLint

/// The shortcuts the per-file facts take must give what the plain merges gave.
@Suite struct FactsCollectionTests {
    /// A type's first declaration is stored as it is rather than merged into an empty value:
    /// the result must be that merge's, an inherited name written twice kept once.
    @Test func aFirstDeclarationIsStoredAsMergingIntoAnEmptyValueWouldMakeIt() {
        let tree = SyntaxTree.parse(SourceFile(path: "Model.swift", text: """
            struct Item: Identifiable, Hashable, Identifiable {
                let id = UUID()
                var title: String
                static var compact = false
                var label: String { title.uppercased() }
            }
            extension Item: Codable {
                var count: Int { 1 }
            }
            """))
        let facts = ProjectFacts(tree: tree)
        guard let declaration = tree.nodes.indices.map(SyntaxTree.NodeID.init).first(where: { tree.kind($0) == .structDecl }),
              let members = tree.child(declaration, kind: .memberBlock) else {
            Issue.record("no struct parsed")
            return
        }
        let declared = ProjectFacts.declaredType(declaration, members: ProjectFacts.memberDeclarations(members, in: tree), in: tree)
        #expect(declared.inherited == ["Identifiable", "Hashable", "Identifiable"])
        var merged = DeclaredType()
        merged.merge(declared)
        #expect(declared.asFirstDeclaration == merged)
        #expect(merged.inherited == ["Identifiable", "Hashable"])
        // The extension merges into the stored entry.
        #expect(facts.declaredTypes["Item"]?.inherited == ["Identifiable", "Hashable", "Codable"])
        #expect(facts.declaredTypes["Item"]?.letProperties == ["id"])
        #expect(facts.declaredTypes["Item"]?.staticVars == ["compact"])
        #expect(facts.declaredTypes["Item"]?.declarationCount == 1)
    }

    /// Types written with spaces, tabs, line breaks (CRLF too) and non-ASCII text read as
    /// `text(_:).filter { !$0.isWhitespace }` reads them.
    @Test func textWithoutSpacesIsTheTextFilteredOfWhitespace() {
        let tree = SyntaxTree.parse(SourceFile(path: "Types.swift", text: """
            struct S {
                static let a: [ String :\tInt ] = [:]
                static let b: Dictionary<\r\n  String,\n  Int\r\n> = [:]
                static let c: [Café] = []
                static let d: [ Café\u{00A0}] = []
                static let e: Int = 0
            }
            """))
        var checked = 0
        for index in tree.nodes.indices where tree.kind(SyntaxTree.NodeID(index)) == .typeAnnotation {
            guard let type = tree.firstChild(SyntaxTree.NodeID(index)) else { continue }
            #expect(tree.textWithoutSpaces(type) == tree.text(type).filter { !$0.isWhitespace })
            checked += 1
        }
        #expect(checked == 5)
        let facts = ProjectFacts(tree: tree)
        #expect(facts.staticMemberTypes["a"] == ["[String:Int]"])
        #expect(facts.staticMemberTypes["b"] == ["Dictionary<String,Int>"])
    }
}
