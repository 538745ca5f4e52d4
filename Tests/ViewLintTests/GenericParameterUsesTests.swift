import Testing
@testable import ViewLint

/// Generic parameter uses told apart by their bytes (`genericParameterUses`) must be what
/// making each mention a String gave.
@Suite struct GenericParameterUsesTests {
    private func declarations(_ text: String, kind: SyntaxKind) -> (SyntaxTree, [SyntaxTree.NodeID]) {
        let tree = SyntaxTree.parse(SourceFile(path: "Members.swift", text: text))
        return (tree, tree.nodes.indices.map(SyntaxTree.NodeID.init).filter { tree.kind($0) == kind })
    }

    /// What the set of names collected as Strings held, every mention past the first-byte test
    /// made a String (the collection before names were told apart by their bytes).
    private func plainUses(of declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> Set<String> {
        let isExtension = tree.kind(declaration) == .extensionDecl
        let parameters = tree.child(declaration, kind: .genericParameterClause)
            .map { tree.children($0, kind: .genericParameter).map { tree.name($0) } } ?? []
        guard let members = tree.child(declaration, kind: .memberBlock) else { return [] }
        let firstBytes = Set(parameters.compactMap { $0.utf8.first })
        var used: Set<String> = []
        tree.walk(from: members) { id, _ in
            guard tree.kind(id) == .simpleType || tree.kind(id) == .identifier else { return .visitChildren }
            let first = tree.nameFirstByte(id)
            if let first, first < 0x80,
               isExtension ? !(UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(first) : !firstBytes.contains(first) {
                return .visitChildren
            }
            let name = tree.name(id)
            let wanted = isExtension ? name.first?.isUppercase == true : Set(parameters).contains(name)
            if wanted, !tree.isInsideMemberTypeBase(id) { used.insert(name) }
            return .visitChildren
        }
        return used
    }

    @Test func anExtensionKeepsEachCapitalisedNameUsedOutsideAMemberTypeBase() {
        let (tree, extensions) = declarations("""
            extension Box {
                var a: Outer<Inner>.Member { fatalError() }
                var b: Inner { Inner() }
                var c: Échelle { Échelle() }
                var d: Outer<Only>.Member { fatalError() }
                func e() -> [Value] { _ = lowercase; return [Value(Int(1))] }
                var f: \u{212A}elvin { Kelvin() }
            }
            """, kind: .extensionDecl)
        guard let declaration = extensions.first else {
            Issue.record("no extension parsed")
            return
        }
        let (parameters, used) = ProjectFacts.genericParameterUses(of: declaration, in: tree)
        #expect(parameters.isEmpty)
        #expect(used == plainUses(of: declaration, in: tree))
        #expect(used.contains("Inner") && used.contains("Échelle") && used.contains("Value") && used.contains("Int"))
        // `Outer` and `Only` are named only as the base of a member type.
        #expect(!used.contains("Outer") && !used.contains("Only") && !used.contains("Member") && !used.contains("lowercase"))
        // `\u{212A}elvin` and `Kelvin` are one String: kept once.
        #expect(used.contains("Kelvin"))
        #expect(used.filter { $0 == "Kelvin" }.count == 1)
    }

    @Test func aDeclarationKeepsTheParametersItsMembersUse() {
        let (tree, structs) = declarations("""
            struct Config<Content, Label, Unused, \u{212A}ey, Gone, Élan> {
                var content: Content
                var spirit: Élan?
                var label: Outer<Label>.Member
                var key: Key
                var gone: Outer<Gone>.Member
                var alsoGone: [Gone.Element]
                func make() -> Content { content }
            }
            """, kind: .structDecl)
        guard let declaration = structs.first else {
            Issue.record("no struct parsed")
            return
        }
        let (parameters, used) = ProjectFacts.genericParameterUses(of: declaration, in: tree)
        #expect(parameters == ["Content", "Label", "Unused", "\u{212A}ey", "Gone", "Élan"])
        #expect(used == plainUses(of: declaration, in: tree))
        // `Key` equals the fourth parameter as a String, but its first byte is not the
        // parameter's: the first-byte test leaves it out, before and after.
        #expect(used == ["Content", "Élan"])
    }
}
