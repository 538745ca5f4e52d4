import Testing
@testable import ViewLint

/// A declaration's members read once (`MemberScan`) must be what asking each member gave.
@Suite struct MemberScanTests {
    private func declarations(_ text: String, kind: SyntaxKind) -> (SyntaxTree, [SyntaxTree.NodeID]) {
        let tree = SyntaxTree.parse(SourceFile(path: "Members.swift", text: text))
        return (tree, tree.nodes.indices.map(SyntaxTree.NodeID.init).filter { tree.kind($0) == kind })
    }

    @Test func aScanReadsModifiersAttributesAndBindingsAsTheTreeSaysThem() {
        let (tree, structs) = declarations("""
            struct Settings {
                @Published private(set) var a = 1, b: Int
                static let shared = Settings()
                #if DEBUG
                class var debug: Bool { true }
                #endif
                nonisolated static func make() -> Settings { Settings() }
                func plain() {}
                let `default` = 0
            }
            """, kind: .structDecl)
        guard let declaration = structs.first, let block = tree.child(declaration, kind: .memberBlock) else {
            Issue.record("no struct parsed")
            return
        }
        let ids = ProjectFacts.memberDeclarations(block, in: tree)
        let scan = MemberScan(ids, in: tree)
        #expect(scan.ids == ids)
        #expect(scan.members.map(\.kind) == ids.map { tree.kind($0) })
        #expect(scan.members.filter { $0.kind == .variableDecl || $0.kind == .funcDecl }.count == 6)
        for member in scan.members {
            let asked = tree.hasModifier(member.id, "static") || tree.hasModifier(member.id, "class")
            #expect(member.isStatic == asked, "\(tree.text(member.id))")
            guard let variable = member.variable else {
                #expect(member.kind != .variableDecl)
                continue
            }
            #expect(variable.isLet == tree.isLetDeclaration(member.id))
            #expect(variable.isVar == !variable.isLet)
            #expect(variable.attributes == tree.children(member.id, kind: .attribute))
            #expect(variable.bindings.map(\.id) == tree.children(member.id, kind: .patternBinding))
            #expect(variable.bindings.map(\.name) == tree.children(member.id, kind: .patternBinding).map { tree.name($0) })
        }
        #expect(scan.members[0].variable?.bindings.map(\.name) == ["a", "b"])
        #expect(scan.members[0].variable?.attributes.count == 1)
        let declared = scan.members.filter { $0.kind == .variableDecl || $0.kind == .funcDecl }
        #expect(declared.map(\.isStatic) == [false, true, true, true, false, false])
        #expect(declared[5].variable?.bindings.map(\.name) == ["default"])
    }
}
