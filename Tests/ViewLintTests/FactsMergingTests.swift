import Testing
@testable import ViewLint

/// The one-hash merges of per-file facts must give what `Dictionary.merge` gave, and the
/// method table must say of each name what the separate tables said.
@Suite struct FactsMergingTests {
    @Test func absorbingUnionsExistingSetsAndTakesNewOnesAsTheyAre() {
        var mine: [String: Set<String>] = ["Row": ["title"], "Card": ["id", "name"]]
        let theirs: [String: Set<String>] = ["Row": ["done"], "Sheet": ["items"], "Card": ["id"]]
        let expected = mine.merging(theirs) { $0.union($1) }
        let before = mine
        mine.absorbUnion(theirs)
        #expect(mine == expected)
        #expect(mine["Sheet"] == ["items"])
        #expect(before["Row"] == ["title"], "a copy taken before is not changed by the merge in place")
    }

    @Test func absorbingCombinesInPlaceAndKeepsTheOldValueWhereTold() {
        var mine: [String: [String: UInt8]] = ["Model": ["flag": 1]]
        mine.absorb(["Model": ["flag": 2, "count": 8], "Other": ["x": 4]]) { $0.merge($1) { $0 | $1 } }
        #expect(mine == ["Model": ["flag": 3, "count": 8], "Other": ["x": 4]])

        var types: [String: DeclaredType] = [:]
        var first = DeclaredType()
        first.kind = .struct
        first.declarationCount = 1
        first.letProperties = ["id"]
        var second = DeclaredType()
        second.letProperties = ["name"]
        second.inherited = ["View"]
        types.absorb(["Item": first]) { $0.merge($1) }
        types.absorb(["Item": second]) { $0.merge($1) }
        var expected = first
        expected.merge(second)
        #expect(types["Item"] == expected)
    }

    /// A module's facts mention a name under several facts; the groups listed for it are each
    /// group once, ascending, and an update that takes a group out and in again keeps them so.
    @Test func eachNameListsTheGroupsMentioningItOnceInOrder() {
        func facts(_ code: String) -> ProjectFacts {
            ProjectFacts(tree: SyntaxTree.parse(SourceFile(path: "F.swift", text: code)))
        }
        let groups = [
            facts("class Item: Identifiable { let id = UUID(); static let shared = Item() }"),
            facts("struct Row: View { var item: Item; var body: some View { Text(\"\") } }"),
            facts("struct Item { var title: String }\nstruct List2: View { var body: some View { ForEach(items) { Row(item: $0) } } }"),
        ]
        let names = FactsNames(groups)
        #expect(names.groups["Item"] == [0, 2])
        #expect(names.groups["Row"] == [1, 2])
        #expect(names.groups["shared"] == [0])
        let updated = FactsNames(updating: names, old: groups, facts: [groups[0], groups[1], facts("struct Row {}\nstruct Item {}")],
                                 changed: [2, 0])
        #expect(updated.groups["Item"] == [0, 2])
        #expect(updated.groups["Row"] == [1, 2])
        #expect(updated.groups["List2"] == nil)
        // The first group again: its names go back in front of the later groups'.
        let front = FactsNames(updating: names, old: groups, facts: [facts("struct Item {}\nstruct Row {}"), groups[1], groups[2]],
                               changed: [0])
        #expect(front.groups["Item"] == [0, 2])
        #expect(front.groups["Row"] == [0, 1, 2])
        #expect(front.groups["shared"] == nil)
    }

    @Test func oneLookupOfAMethodNameSaysItsRoleAndItsCollectionEdit() {
        for (name, kind) in CollectionEdits.editingMethods {
            #expect(ViewUsage.methodMeanings[name]?.edit == kind, "\(name)")
        }
        for name in ViewUsage.mutatingMethods {
            #expect(ViewUsage.methodMeanings[name]?.role.contains(.mutating) == true, "\(name)")
        }
        for name in ViewUsage.presenters {
            #expect(ViewUsage.methodMeanings[name]?.role.contains(.presenter) == true, "\(name)")
        }
        #expect(ViewUsage.methodMeanings["remove"]?.edit == .removes)
        #expect(ViewUsage.methodMeanings["remove"]?.role.contains(.mutating) == true)
        #expect(ViewUsage.methodMeanings["onChange"]?.role == .watchesOf)
        #expect(ViewUsage.methodMeanings["onChange"]?.edit == nil)
        #expect(ViewUsage.methodMeanings["removeAll"]?.edit == nil, "removeAll's edit depends on its arguments")
        #expect(ViewUsage.methodMeanings["padding"] == nil)
    }

    /// Quoted strings without an escape are read straight from their bytes; with one, decoded.
    @Test func quotedPropertyListStringsReadTheSameWithAndWithoutEscapes() throws {
        let text = #"{ plain = "Sources/App Files"; escaped = "a\tb\"c"; mixed = "é \\ x"; empty = ""; }"#
        let list = try PropertyList.parse(Array(text.utf8)).get()
        #expect(list["plain"]?.string == "Sources/App Files")
        #expect(list["escaped"]?.string == "a\tb\"c")
        #expect(list["mixed"]?.string == "é \\ x")
        #expect(list["empty"]?.string == "")
        for broken in [#"{ a = "open"#, #"{ a = "open\"#, #"{ a = "open\" }"#] {
            guard case .failure(let error) = PropertyList.parse(Array(broken.utf8)) else {
                Issue.record("\(broken) parsed")
                continue
            }
            #expect(error.message == "unterminated string")
            #expect(error.offset == 6)
        }
    }

    /// The receiver name kept for a call that mutates nothing is the first of the chain's names.
    @Test func aCallsLastChainNameIsTheFirstOfItsChainNames() {
        let tree = SyntaxTree.parse(SourceFile(path: "Calls.swift", text: """
            func f() {
                a.b.c.reload()
                self.items.reload()
                self.reload()
                rows[0].refresh()
                model?.list.sort()
                value!.update()
                plain.update()
                make().update()
                (x).update()
            }
            """))
        var bases = 0
        for index in tree.nodes.indices {
            let call = SyntaxTree.NodeID(index)
            guard tree.kind(call) == .call, tree.isMethodCall(call), let callee = tree.firstChild(call),
                  let base = tree.memberBase(callee) else { continue }
            bases += 1
            #expect(MemberWrites.lastChainName(base, in: tree) == MemberWrites.chainNames(base, in: tree).first, "\(tree.text(base))")
        }
        #expect(bases == 9)
    }
}
