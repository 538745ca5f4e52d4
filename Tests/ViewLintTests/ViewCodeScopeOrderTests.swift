import Foundation
import Testing
@testable import ViewLint

/// `ViewCodeScope` decides nodes going through the arena from its end (parents before their
/// children) instead of walking from the root: on every fixture, seen as one project, it marks
/// exactly the nodes a walk from the root marks, and so on a tree cut at every token of a view.
@Suite struct ViewCodeScopeOrderTests {
    /// The walk the scope used to take: each node's state from its parent's and its own decision.
    static func walked(_ tree: SyntaxTree, index: ProjectModel) -> [Bool] {
        var state = [UInt8](repeating: 0, count: tree.nodes.count)
        if !ViewCodeScope.importsTestFramework(tree) {
            tree.walk { id, _ in
                var value: UInt8 = tree.parent(id).map { state[Int($0)] } ?? 0
                if value & 2 == 0 {
                    switch ViewCodeScope.decision(for: id, in: tree, index: index) {
                    case .viewCode: value = 1
                    case .notViewCode: value = 0
                    case .excluded: value = 2
                    case .inherit: break
                    }
                }
                state[Int(id)] = value
                return .visitChildren
            }
        }
        return state.map { $0 == 1 }
    }

    @Test func arenaOrderMarksWhatAWalkMarks() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".swift") }.sorted()
        let trees = try paths.map { path in
            SyntaxTree.parse(SourceFile(path: path, bytes: Array(try Data(contentsOf: fixtures.appendingPathComponent(path)))))
        }
        let model = ProjectModel(trees: trees)
        var marked = 0
        for tree in trees {
            let scope = ViewCodeScope(tree: tree, index: model)
            let expected = Self.walked(tree, index: model)
            let found = tree.nodes.indices.map { scope.contains(SyntaxTree.NodeID($0)) }
            #expect(found == expected, "\(tree.file.path)")
            marked += found.filter { $0 }.count
        }
        #expect(marked > 10_000, "the fixtures hold view code")

        let view = SourceFile(path: "t.swift", text: ParserTestSupport.fixture("parser/SettingsScreen.swift"))
        for token in SyntaxTree.parse(view).tokens {
            let cut = SyntaxTree.parse(SourceFile(path: "t.swift", bytes: Array(view.bytes[0 ..< Int(token.end)])))
            let scope = ViewCodeScope(tree: cut, index: model)
            #expect(cut.nodes.indices.map { scope.contains(SyntaxTree.NodeID($0)) } == Self.walked(cut, index: model))
        }
    }
}
