import Foundation
@testable import ViewLint

/// Helpers shared by the parser and index tests.
enum ParserTestSupport {
    static func parse(_ source: String) -> SyntaxTree {
        SyntaxTree.parse(SourceFile(path: "test.swift", text: source))
    }

    /// A compact structural rendering: `kind:name(child child)`; literals show their text.
    /// Token ranges are left out so tests state structure only.
    static func shape(_ tree: SyntaxTree, _ id: SyntaxTree.NodeID) -> String {
        let node = tree[id]
        var text = "\(node.kind)"
        switch node.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral:
            text += ":" + tree.text(id)
        default:
            if node.name >= 0 { text += ":" + tree.tokenText(node.name) }
        }
        let children = tree.children(id)
        if !children.isEmpty {
            text += "(" + children.map { shape(tree, $0) }.joined(separator: " ") + ")"
        }
        return text
    }

    /// The shape of the first top-level item of `source` (an expression statement or declaration).
    static func firstItem(_ source: String) -> String {
        let tree = parse(source)
        guard let first = tree.firstChild(tree.root) else { return "<empty>" }
        return shape(tree, first)
    }

    /// The messages of every diagnostic, lexical and syntactic, that parsing `source` gives.
    static func diagnostics(_ source: String) -> [String] {
        let tree = parse(source)
        return tree.lexicalDiagnostics.map(\.message) + tree.diagnostics.map(\.message)
    }

    /// Shapes of all top-level items.
    static func items(_ source: String) -> [String] {
        let tree = parse(source)
        return tree.children(tree.root).map { shape(tree, $0) }
    }

    static func fixture(_ relativePath: String, filePath: String = #filePath) -> String {
        let testsDirectory = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        let url = testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// Names of all type declarations anywhere in the tree, in source order.
    static func typeNames(_ tree: SyntaxTree) -> [String] {
        var names: [String] = []
        tree.walk { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl: names.append(tree.name(id))
            default: break
            }
            return .visitChildren
        }
        return names
    }
}
