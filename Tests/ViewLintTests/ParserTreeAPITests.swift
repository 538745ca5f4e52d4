import Foundation
import Testing
@testable import ViewLint

/// The tree API rules use: ranges, text, parents, walking, names without allocation.
@Suite struct ParserTreeAPITests {
    let source = """
    struct A: View {
        var body: some View {
            Text("é \\(n)")
                .font(.body)
        }
    }
    """

    @Test func rangesTextAndLocations() throws {
        let tree = ParserTestSupport.parse(source)
        let font = try #require(tree.descendants(kind: .call).first { tree.firstChild($0).map { tree.nameEquals($0, "font") } ?? false })
        #expect(tree.text(font) == "Text(\"é \\(n)\")\n            .font(.body)")
        let start = tree.location(font)
        #expect(start.line == 3 && start.column == 9)
        // Token range and byte range agree.
        let node = tree[font]
        #expect(Int(tree.tokens[Int(node.firstToken)].offset) == tree.byteRange(font).lowerBound)
        #expect(Int(tree.tokens[Int(node.endToken) - 1].end) == tree.byteRange(font).upperBound)
    }

    /// A modifier has a receiver; a construction spelled with its module (`SwiftUI.Toggle`) has none.
    @Test func methodCallsAndModuleQualifiedConstructions() throws {
        let tree = ParserTestSupport.parse("""
            let a = SwiftUI.Toggle("On", isOn: $on)
            let b = Text("x").padding()
            let c = Theme.make()
            let d = Toggle("On", isOn: $on)
            """)
        let calls = Dictionary(tree.descendants(kind: .call).map { (tree.calleeName($0), tree.isMethodCall($0)) }, uniquingKeysWith: { $0 || $1 })
        #expect(calls["Toggle"] == false)
        #expect(calls["padding"] == true)
        #expect(calls["make"] == true)
        #expect(calls["Text"] == false)
    }

    @Test func parentsAndAncestors() throws {
        let tree = ParserTestSupport.parse(source)
        let text = try #require(tree.descendants(kind: .identifier).first { tree.nameEquals($0, "Text") })
        let binding = try #require(tree.ancestor(of: text, in: [.patternBinding]))
        #expect(tree.name(binding) == "body")
        #expect(tree.ancestor(of: text, in: [.structDecl]).map { tree.name($0) } == "A")
        // Every node but the root has a parent that lists it as a child.
        for id in tree.nodes.indices.map(SyntaxTree.NodeID.init) where id != tree.root {
            let parent = try #require(tree.parent(id))
            #expect(tree.children(parent).contains(id))
        }
    }

    @Test func walkIsPreorderAndCanSkip() {
        let tree = ParserTestSupport.parse("f(a, g(b))")
        var visited: [String] = []
        tree.walk { id, depth in
            if tree.kind(id) == .identifier { visited.append("\(tree.name(id))@\(depth)") }
            return tree.kind(id) == .call && tree.firstChild(id).map { tree.nameEquals($0, "g") } == true ? .skipChildren : .visitChildren
        }
        #expect(visited == ["f@2", "a@3"])
    }

    @Test func dumpFormat() {
        let tree = ParserTestSupport.parse("Text(x)\n  .id(1)\n")
        #expect(tree.dump() == """
        sourceFile 1:1-2:9
          call 1:1-2:9
            memberAccess 'id' 1:1-2:6
              call 1:1-1:8
                identifier 'Text' 1:1-1:5
                argument 1:6-1:7
                  identifier 'x' 1:6-1:7
            argument 2:7-2:8
              integerLiteral '1' 2:7-2:8

        """)
    }

    @Test func diagnosticsCarryLineAndColumn() {
        let tree = ParserTestSupport.parse("let a = 1\nlet b = (2\n")
        #expect(tree.diagnostics.count == 1)
        let at = tree.file.location(of: Int(tree.diagnostics[0].offset))
        #expect(at.line == 3 && at.column == 1)
        #expect(tree.dump().hasSuffix("error 3:1: expected ')' to match the bracket at offset 18\n"))
    }
}

/// The call and chain queries.
@Suite struct SyntaxQueryTests {
    @Test func calleesArgumentsAndTrailingClosures() throws {
        let tree = ParserTestSupport.parse(#"Button(role: .destructive) { go() } label: { Text("x") }"#)
        let call = try #require(tree.firstChild(tree.root))
        #expect(tree.tokenText(tree.calleeNameToken(of: call)) == "Button")
        #expect(tree.arguments(call).count == 1)
        #expect(tree.argument(call, labelled: "role").map { tree.text($0) } == ".destructive")
        #expect(tree.argument(call, labelled: "label").map { tree.kind($0) } == .closure)
        let closures = tree.trailingClosures(call)
        #expect(closures.map { tree.tokenText(tree[$0].name) } == ["", "label"])
        for source in ["Binding<Bool>(get: g, set: s)", "Binding.init(get: g, set: s)", "SwiftUI.Binding(get: g, set: s)"] {
            let tree = ParserTestSupport.parse(source)
            let call = try #require(tree.firstChild(tree.root))
            #expect(tree.tokenText(tree.calleeNameToken(of: call)) == "Binding", "\(source)")
        }
    }

    @Test func modifierChainOutwardAndBack() throws {
        let tree = ParserTestSupport.parse("""
        Row(i)
            .padding()
            #if os(iOS)
            .hoverEffect()
            #endif
            .equatable()
        """)
        let row = try #require(tree.descendants(kind: .call).first { tree.calleeNameToken(of: $0) >= 0 && tree.tokenText(tree.calleeNameToken(of: $0)) == "Row" })
        let (modifiers, outermost) = tree.modifiers(appliedTo: row)
        #expect(modifiers.map { tree.name($0.member) } == ["padding", "hoverEffect", "equatable"])
        #expect(modifiers.map(\.conditional) == [false, true, false])
        #expect(modifiers.allSatisfy { $0.call != nil })
        #expect(outermost == tree.firstChild(tree.root))
        #expect(tree.modifiedView(outermost) == row)
    }

    /// The parser writes nodes into arrays sized one slot per token; broken code with more nodes
    /// than tokens (an empty error node per missing argument) must spill and keep every link.
    @Test func moreNodesThanTokens() throws {
        let source = "f(" + String(repeating: ",", count: 300) + ")"
        let tree = ParserTestSupport.parse(source)
        #expect(tree.nodes.count > tree.tokens.count)
        #expect(tree.childList.count == tree.nodes.count - 1)
        for id in tree.nodes.indices.map(SyntaxTree.NodeID.init) where id != tree.root {
            let parent = try #require(tree.parent(id))
            #expect(tree.children(parent).contains(id))
        }
        #expect(tree.descendants(kind: .argument).count == 300)
    }

    /// `callAndTypeNodes` (what the index reads instead of scanning every node) is exactly the
    /// calls and struct/class/enum/actor declarations in arena order: on every fixture, on each
    /// cut of a view file at a token boundary, and on nested calls.
    @Test func callAndTypeNodesListExactlyTheCallsAndTypes() throws {
        func expected(_ tree: SyntaxTree) -> [SyntaxTree.NodeID] {
            tree.nodes.indices.filter {
                [.call, .structDecl, .classDecl, .enumDecl, .actorDecl].contains(tree.nodes[$0].kind)
            }.map(SyntaxTree.NodeID.init)
        }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".swift") }
        #expect(paths.count > 20)
        var listed = 0
        for path in paths {
            let bytes = Array(try Data(contentsOf: fixtures.appendingPathComponent(path)))
            let tree = SyntaxTree.parse(SourceFile(path: path, bytes: bytes))
            #expect(tree.callAndTypeNodes == expected(tree), "\(path)")
            listed += tree.callAndTypeNodes.count
        }
        #expect(listed > 500)
        let view = SourceFile(path: "t.swift", text: ParserTestSupport.fixture("parser/SettingsScreen.swift"))
        for token in SyntaxTree.parse(view).tokens {
            let tree = SyntaxTree.parse(SourceFile(path: "t.swift", bytes: Array(view.bytes[0 ..< Int(token.offset)])))
            #expect(tree.callAndTypeNodes == expected(tree))
        }
        let nested = ParserTestSupport.parse("struct S { var v = f(" + String(repeating: "g(h { }),", count: 300) + ") }")
        #expect(nested.callAndTypeNodes.count == 602)
        #expect(nested.callAndTypeNodes == expected(nested))
    }

    @Test func assignmentsHaveTwoSidesAndCompoundOnesNone() {
        let tree = ParserTestSupport.parse("func f() { self.icon = AnyView(x); count += 1; a == b }")
        let sequences = tree.descendants(kind: .sequenceExpr)
        let sides = sequences.compactMap { tree.assignment($0) }.map { (tree.text($0.target), tree.text($0.value)) }
        #expect(sides.count == 1)
        #expect(sides.first?.0 == "self.icon")
        #expect(sides.first?.1 == "AnyView(x)")
    }
}
