import Testing
@testable import ViewLint

/// A tree prepared for walks (`preparedForWalks`, as a file's check does) walks exactly as the
/// stack walk does: the same nodes, in the same order, at the same depths, skipping and
/// stopping where the visitor says, from the root and from inner nodes.
@Suite struct WalkOrderTests {
    static let code = """
        import SwiftUI

        struct Row: View {
            @State private var count = 0
            let items: [String]

            var body: some View {
                VStack {
                    ForEach(items, id: \\.self) { item in
                        Text(item).onTapGesture { count += 1 }
                    }
                    if count > 2 { Text("many") } else { EmptyView() }
                }
                .padding()
            }

            func helper(_ value: Int) -> Int {
                switch value {
                case 0: return 1
                default: return value * 2
                }
            }
        }

        """

    /// The visits of a walk from `start` whose visitor skips the children of `skipping` kinds
    /// and stops at the `stopAfter`-th node.
    static func visits(_ tree: SyntaxTree, from start: SyntaxTree.NodeID?, skipping: Set<SyntaxKind>,
                       stopAfter: Int = .max) -> [String] {
        var visits: [String] = []
        tree.walk(from: start) { id, depth in
            visits.append("\(id)@\(depth)")
            if visits.count >= stopAfter { return .stop }
            return skipping.contains(tree.kind(id)) ? .skipChildren : .visitChildren
        }
        return visits
    }

    @Test func aPreparedTreeWalksAsTheStackWalk() {
        let tree = SyntaxTree.parse(SourceFile(path: "Row.swift", text: Self.code))
        let prepared = tree.preparedForWalks()
        #expect(tree.walkOrder == nil && prepared.walkOrder != nil)
        let whole = Self.visits(tree, from: nil, skipping: [])
        #expect(whole.count == tree.nodes.count, "every node of a parsed file is under its root")
        #expect(Self.visits(prepared, from: nil, skipping: []) == whole)
        for skipping: Set<SyntaxKind> in [[.closure], [.codeBlock], [.funcDecl, .call], [.sourceFile]] {
            #expect(Self.visits(prepared, from: nil, skipping: skipping) == Self.visits(tree, from: nil, skipping: skipping))
        }
        for stop in [1, 7, whole.count / 2] {
            #expect(Self.visits(prepared, from: nil, skipping: [], stopAfter: stop)
                    == Self.visits(tree, from: nil, skipping: [], stopAfter: stop))
        }
        var inner = 0
        for id in tree.nodes.indices.map(SyntaxTree.NodeID.init) where [.call, .closure, .ifStmt, .switchStmt].contains(tree.kind(id)) {
            #expect(Self.visits(prepared, from: id, skipping: [.closure]) == Self.visits(tree, from: id, skipping: [.closure]), "from \(id)")
            inner += 1
        }
        #expect(inner > 5)
    }
}
