import Testing
import ViewLint
@testable import ViewLintRules

/// What position-keyed rows do with their position: each use, read alone in one row closure.
@Suite struct RowPositionTests {
    /// The first `ForEach` of `body` (one statement of a row closure), read with `shape`.
    private func position(_ row: String, data: String = "items.indices", key: String = ", id: \\.self",
                          shape: PositionKeyedRows.Shape = .indices) throws -> RowPosition {
        let source = "struct V: View { var body: some View { ForEach(\(data)\(key)) { \(row) } } }"
        let tree = SyntaxTree.parse(SourceFile(path: "V.swift", text: source))
        let forEach = try Self.firstForEach(in: tree)
        return try #require(RowPosition(rows: forEach, shape: shape, in: tree))
    }

    /// The first `ForEach(…)` call of `tree`.
    private static func firstForEach(in tree: SyntaxTree) throws -> SyntaxTree.NodeID {
        var call: SyntaxTree.NodeID?
        tree.walk { id, _ in
            if call == nil, tree.kind(id) == .call, tree.calleeName(id) == "ForEach" { call = id }
            return .visitChildren
        }
        return try #require(call)
    }

    @Test(arguments: [
        ("i in Button(items[i]) { selected = i }", "`selected = i`"),
        ("i in Text(items[i]).tag(i)", "`Text(items[i]).tag(i)`"),
        ("i in Text(items[i]).bold(selected == i)", "`selected == i`"),
        ("i in Text(\"\\(i + 1).\")", "`\"\\(i + 1).\"`"),
        ("i in Button(\"Back\") { offset += i + 1 }", "`offset += i + 1`"),
        ("i in Text(i.isMultiple(of: 2) ? \"AM\" : \"PM\")", "`i.isMultiple(of: 2)`"),
        // A number made of the position and handed on (review s15 #2): data, not an address.
        ("i in Row(item: items[i], number: i + 1, onTap: { open(i) })", "`number: i + 1`"),
        // Content picked by the place: the first row another view than the rest.
        ("i in switch i { case 0: Text(\"First\") default: Text(items[i]) }", "`switch i`"),
    ])
    func dataOfTheRowsOwn(row: String, quoted: String) throws {
        #expect(try position(row).usedAsData == quoted)
    }

    /// An element's address, a position passed on, where the row sits: not data.
    @Test(arguments: [
        "i in Text(items[i])",
        "i in Button(\"Remove\") { items.remove(at: i) }",
        "i in Row(item: items[i], onTap: { open(i) })",
        "i in if i < items.count - 1 { Divider() }",
        "i in Text(items[i]).padding(i == 0 ? 8 : 0)",
        "i in Text(items[i]).bold(selected !== i)",
    ])
    func notData(row: String) throws {
        #expect(try position(row).usedAsData == nil)
    }

    /// With the iterated collection known, a subscript of another one at the row's position
    /// reads a parallel array (review s15 #8), and one of the iterated collection at another
    /// position reads a neighbour (#3); `self.`, `$` and `?` do not make another collection.
    @Test func parallelArraysAndNeighbours() throws {
        func rows(_ row: String, over data: String = "items") throws -> RowPosition {
            let source = "struct V: View { var body: some View { ForEach(\(data).indices, id: \\.self) { \(row) } } }"
            let tree = SyntaxTree.parse(SourceFile(path: "V.swift", text: source))
            var call: SyntaxTree.NodeID?, collection: SyntaxTree.NodeID?
            tree.walk { id, _ in
                if call == nil, tree.kind(id) == .call, tree.calleeName(id) == "ForEach" { call = id }
                if collection == nil, tree.kind(id) == .memberAccess || tree.kind(id) == .identifier || tree.kind(id) == .call,
                   tree.text(id) == data { collection = id }
                return .visitChildren
            }
            let found = try #require(call)
            return try #require(RowPosition(rows: found, shape: .indices, collection: collection, in: tree))
        }
        let parallel = try rows("i in Text(items[i] + (ids?[safe: i] ?? \"\"))")
        #expect(parallel.usedAsData == "`ids?[safe: i]`")
        #expect(parallel.readsElement)
        #expect(parallel.readsNeighbour == nil)
        for own in ["i in Text(self.items[i])", "i in TextField(\"\", text: $items[i])"] {
            #expect(try rows(own).usedAsData == nil, "\(own)")
        }
        let neighbour = try rows("i in Text(i == 0 ? \"\" : items[i - 1])")
        #expect(neighbour.readsNeighbour == "`items[i - 1]`")
        #expect(try rows("i in Text(labels[(i + 1) % 7])").readsNeighbour == nil, "another collection is no neighbour")
        // A slice's root and the same member reached another way are the rows' own collection.
        #expect(try rows("i in Text(items[i])", over: "items.prefix(4)").usedAsData == nil)
        #expect(try rows("i in Text($0.values[i])", over: "store.values").usedAsData == nil)
        // A sorted or filtered array is numbered anew: the root read at the rows' position is
        // another array, its element used as data.
        #expect(try rows("i in Text(items[i])", over: "items.sorted()").usedAsData == "`items[i]`")
        #expect(try rows("i in Text(items[i])", over: "items.filter { $0.isOn }").usedAsData == "`items[i]`")
    }

    @Test func rowsThatReadNoElement() throws {
        let onlyPosition = try position("slot in Color.clear.onTapGesture { pick(slot) }", data: "0..<samples.count", key: "",
                                        shape: .constantRange)
        #expect(!onlyPosition.readsElement)
        #expect(onlyPosition.usedAsData == nil)
        #expect(try position("slot in Text(samples[slot])", data: "0..<samples.count", key: "", shape: .constantRange).readsElement)
    }

    /// Enumerated rows name both parts or one pair; the element read either way.
    @Test func enumeratedPairs() throws {
        let split = try position("offset, day in Text(offset.isMultiple(of: 2) ? day : \"\")", data: "Array(days.enumerated())",
                                 key: ", id: \\.offset", shape: .enumerated)
        #expect(split.usedAsData == "`offset.isMultiple(of: 2)`")
        #expect(split.readsElement)
        let pair = try position("pair in Text(pair.element).tag(pair.offset)", data: "Array(days.enumerated())",
                                key: ", id: \\.offset", shape: .enumerated)
        #expect(pair.usedAsData == "`Text(pair.element).tag(pair.offset)`")
        #expect(pair.readsElement)
        let elementOnly = try position("_, day in Text(day)", data: "Array(days.enumerated())", key: ", id: \\.offset", shape: .enumerated)
        #expect(elementOnly.usedAsData == nil)
        #expect(elementOnly.readsElement)
    }

    /// A position handed to a helper of the view that switches over it (a numbered list's
    /// symbol for row i): data in the helper, as `offset.isAM` is.
    @Test func aSwitchOverThePositionInAHelper() throws {
        let source = """
            struct Steps: View {
                let items: [String]
                var body: some View {
                    ForEach(0..<items.count, id: \\.self) { index in
                        Label(items[index], systemImage: symbol(for: index))
                    }
                }
                private func symbol(for index: Int) -> String {
                    switch index {
                    case 0: return "1.circle"
                    default: return "circle"
                    }
                }
            }
            """
        let tree = SyntaxTree.parse(SourceFile(path: "Steps.swift", text: source))
        let forEach = try Self.firstForEach(in: tree)
        let rows = try #require(RowPosition(rows: forEach, shape: .constantRange, in: tree))
        #expect(rows.usedAsData == "`switch index` in `symbol`")
        #expect(rows.readsElement)
    }
}
