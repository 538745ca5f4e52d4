import Testing
@testable import ViewLint

/// A walk over a few kinds (`walk(kinds:)`, what a file's rules use) visits the nodes a walk of
/// every node would visit if it looked only at those kinds: the same nodes, in the same order,
/// skipping the nodes inside one whose children it skips and stopping where it stops, on a tree
/// prepared for walks (read from its kind lists) and on one that is not (walked whole).
@Suite struct NodesByKindTests {
    static let code = """
        import SwiftUI

        struct Row: View {
            @State private var count: Int
            let items: [String]

            init(items: [String]) {
                self.items = items
                _count = State(initialValue: items.count)
                struct Local { init() { print(Text("inside")) } }
            }

            var body: some View {
                VStack {
                    ForEach(items, id: \\.self) { item in
                        Text(item).onTapGesture { count += 1 }
                    }
                    if count > 2 { Text("many").id(UUID()) } else { EmptyView() }
                }
                .padding()
            }

            func helper(_ value: Int) -> some View {
                if value > 0 { return AnyView(Text("\\(value)")) }
                return AnyView(EmptyView().onAppear { Task { await load() } })
            }
        }

        """

    /// The nodes of `kinds` a whole walk meets when it skips the children of the `skipping`
    /// kinds among them and stops after `stopAfter` of them.
    static func wholeWalk(_ tree: SyntaxTree, kinds: [SyntaxKind], skipping: Set<SyntaxKind>, stopAfter: Int) -> [SyntaxTree.NodeID] {
        var visits: [SyntaxTree.NodeID] = []
        tree.walk { id, _ in
            guard kinds.contains(tree.kind(id)) else { return .visitChildren }
            visits.append(id)
            if visits.count >= stopAfter { return .stop }
            return skipping.contains(tree.kind(id)) ? .skipChildren : .visitChildren
        }
        return visits
    }

    static func kindWalk(_ tree: SyntaxTree, kinds: [SyntaxKind], skipping: Set<SyntaxKind>, stopAfter: Int) -> [SyntaxTree.NodeID] {
        var visits: [SyntaxTree.NodeID] = []
        tree.walk(kinds: kinds) { id in
            visits.append(id)
            if visits.count >= stopAfter { return .stop }
            return skipping.contains(tree.kind(id)) ? .skipChildren : .visitChildren
        }
        return visits
    }

    @Test func aWalkOverKindsVisitsWhatAWholeWalkMeets() {
        let tree = SyntaxTree.parse(SourceFile(path: "Row.swift", text: Self.code))
        let prepared = tree.preparedForWalks()
        let cases: [([SyntaxKind], Set<SyntaxKind>)] = [
            ([.call], []), ([.call], [.call]), ([.initDecl, .call], [.initDecl]), ([.initDecl], [.initDecl]),
            ([.ifStmt, .call, .funcDecl], [.funcDecl]), ([.closure, .call], [.closure]), ([.variableDecl, .call], []),
            ([.call, .simpleType, .memberType], [.simpleType]), ([.call, .call], [.call]), ([.protocolDecl], []),
        ]
        for (kinds, skipping) in cases {
            for stop in [Int.max, 1, 4] {
                let expected = Self.wholeWalk(tree, kinds: kinds, skipping: skipping, stopAfter: stop)
                #expect(Self.kindWalk(prepared, kinds: kinds, skipping: skipping, stopAfter: stop) == expected, "\(kinds) skipping \(skipping), stop \(stop)")
                #expect(Self.kindWalk(tree, kinds: kinds, skipping: skipping, stopAfter: stop) == expected, "unprepared: \(kinds)")
            }
        }
        // Skipping an init leaves out the calls inside it (and inside its local type's init).
        let allCalls = Self.wholeWalk(tree, kinds: [.call], skipping: [], stopAfter: .max)
        let outsideInits = Self.kindWalk(prepared, kinds: [.initDecl, .call], skipping: [.initDecl], stopAfter: .max).filter { tree.kind($0) == .call }
        #expect(allCalls.count > 10 && outsideInits.count < allCalls.count && !outsideInits.isEmpty)
    }

    @Test func nodesOfAKindAreInSourceOrder() {
        let tree = SyntaxTree.parse(SourceFile(path: "Row.swift", text: Self.code))
        let prepared = tree.preparedForWalks()
        for kind in SyntaxKind.allCases {
            #expect(prepared.nodes(ofKind: kind) == tree.descendants(kind: kind), "\(kind)")
            #expect(tree.nodes(ofKind: kind) == tree.descendants(kind: kind), "\(kind)")
        }
        let calls = prepared.nodes(ofKind: .call)
        #expect(calls.count > 10)
        #expect(zip(calls, calls.dropFirst()).allSatisfy { tree[$0].startOffset <= tree[$1].startOffset })
    }
}
