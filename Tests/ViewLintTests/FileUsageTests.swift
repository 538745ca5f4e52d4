import Testing
@testable import ViewLint

/// One file's usage facts are kept numbered (`FileUsage`); the tables made of them, and what
/// merging them gives, must be what the String-keyed tables said.
@Suite struct FileUsageTests {
    private func usage(_ code: String) -> ViewUsage {
        ViewUsage(tree: SyntaxTree.parse(SourceFile(path: "F.swift", text: code)))
    }

    @Test func aFilesFactsReadAsTables() {
        let facts = usage("""
            struct Screen: View {
                @State private var items: [Item] = []
                @State private var flag = false
                @State private var selection: Item.ID?
                var model: Model
                var body: some View {
                    VStack { ForEach(items) { Row(item: $0) } }
                        .id(selection)
                        .id(0)
                        .onChange(of: model.query) { _ in flag = true }
                        .sheet(isPresented: $flag) { Details() }
                        .onAppear { items.insert(Item(), at: 0); model.rows[0].done = true; `flag` = false }
                }
            }
            struct Counter { var n = 0; mutating func bump() { n += 1 } }
            """)
        #expect(facts.identities["Screen"] == ["selection"], "`.id(0)` names nothing: the type is listed, with no name")
        #expect(facts.resynced["Screen"] == ["model"])
        // `model.rows[0].done = true` writes through `model`.
        #expect(facts.written["Screen"] == ["flag", "items", "model"])
        #expect(facts.written["Counter"] == ["n"])
        #expect(facts.rowContent == ["Row"])
        #expect(facts.destinations == ["Details"])
        #expect(facts.memberWrites.members == ["done", "rows", "items"])
        #expect(facts.memberWrites.replaced["Screen"] == ["flag"])
        #expect(facts.memberWrites.mutatingFunctions == ["bump"])
        #expect(facts.memberWrites.methodCalls["insert"] == ["items"])
        #expect(facts.storedValues.stored["Screen"]?["flag"] == StoredValues.Kinds([.true, .false, .other]).rawValue,
                "one property's kinds in one record: `true`, `false` and the `$flag` binding")
        #expect(facts.collectionEdits.edits["items"] == [.inserts])
        #expect(facts.collectionEdits.edits["rows"] == [.inPlace])
        #expect(facts.collectionEdits.edits["n"] == [.appends])
    }

    @Test func mergingNumberedFactsIsMergingTheirTables() {
        let first = usage("struct A: View { @State var x = 0; var body: some View { Button(\"\") { x += 1 }.id(x) } }")
        let second = usage("struct A { func f() { self.y = nil; list.append(1) } }\nstruct B { mutating func g() {} }")
        var numbered = first
        numbered.merge(second)
        var tables = first
        tables.makeTables()
        var secondTables = second
        secondTables.makeTables()
        tables.merge(secondTables)
        #expect(numbered == tables)
        #expect(numbered.written["A"] == ["x", "y", "list"])
        #expect(numbered.collectionEdits.edits["list"] == [.appends])
        // Changing a file's facts in place keeps what they held.
        var changed = second
        changed.rowContent.insert("Row")
        #expect(changed.written == second.written)
        #expect(changed.rowContent == ["Row"])
    }

    @Test func repeatsAreKeptOnceAndOnlyUsedNamesAreKept() {
        let facts = FileUsage(names: ["unused", "Model", "flag", "other"], records: [
            FileUsage.Record(fact: .stored, detail: StoredValues.Kinds.true.rawValue, first: 1, second: 2),
            FileUsage.Record(fact: .written, detail: 0, first: 1, second: 2),
            FileUsage.Record(fact: .stored, detail: StoredValues.Kinds.nil.rawValue, first: 1, second: 2),
            FileUsage.Record(fact: .written, detail: 0, first: 1, second: 2),
            FileUsage.Record(fact: .edits, detail: 0, first: 2, second: -1),
            FileUsage.Record(fact: .edits, detail: 4, first: 2, second: -1),
        ])
        #expect(facts.names == ["Model", "flag"])
        #expect(facts.records.count == 4)
        let tables = facts.tables
        #expect(tables.written == ["Model": ["flag"]])
        #expect(tables.storedValues.stored == ["Model": ["flag": StoredValues.Kinds([.true, .nil]).rawValue]])
        #expect(tables.collectionEdits.edits["flag"] == [CollectionEdits.Kind.allCases[0], CollectionEdits.Kind.allCases[4]])
    }

    /// A name found by a token's bytes (backticks dropped) has the number its String has, and a
    /// method's number says what `methodMeanings` says of its name.
    @Test func tokensAndStringsShareNumbersAndMethodNumbersCarryTheirMeaning() throws {
        let tree = SyntaxTree.parse(SourceFile(path: "F.swift", text: "let a = `default` + caf\u{E9} + append"))
        var recorder = UsageRecorder(tree: tree)
        let tokens = tree.tokens.indices.map { Int32($0) }
        let backticked = try #require(tokens.first { tree.tokenText($0) == "`default`" })
        let accented = try #require(tokens.first { tree.tokenText($0) == "caf\u{E9}" })
        let append = try #require(tokens.first { tree.tokenText($0) == "append" })
        #expect(recorder.number(token: backticked) == recorder.number("default"))
        #expect(recorder.number("caf\u{E9}") == recorder.number(token: accented), "non-ASCII names too")
        #expect(recorder.name(recorder.number(token: backticked)) == "default")
        #expect(recorder.number(token: append) == recorder.number("append"))
        for (name, meaning) in ViewUsage.methodMeanings {
            let found = UsageRecorder.meaning(of: recorder.number(name))
            #expect(found?.role == meaning.role && found?.edit == meaning.edit, "\(name)")
        }
        #expect(UsageRecorder.meaning(of: recorder.number("padding")) == nil)
        #expect(recorder.name(UsageRecorder.removeAll) == "removeAll")
    }

    /// The digest reads a file's numbered facts as they are: it must be what their tables give,
    /// whatever order the code met the names in, and change with any fact.
    @Test func theDigestIsTheTablesDigestWhateverTheOrder() {
        let code = "struct S: View { @State var a = 0; @State var b = false; var body: some View { Text(\"\").id(a).id(0).onChange(of: b) { _ in a += 1; b = true; rows.append(1) } } }"
        let reordered = "struct S: View { @State var b = false; @State var a = 0; var body: some View { Text(\"\").id(0).id(a).onChange(of: b) { _ in rows.append(1); b = true; a += 1 } } }"
        func digest(_ usage: ViewUsage) -> UInt64 { DeclarationDigest.digest(of: usage) }
        let facts = usage(code)
        #expect(facts.identities["S"] == ["a"])
        var tables = facts
        tables.makeTables()
        #expect(digest(facts) == digest(tables))
        #expect(digest(usage(reordered)) == digest(facts))
        #expect(digest(usage(code.replacingOccurrences(of: "b = true", with: "b = false"))) != digest(facts))
        #expect(digest(usage(code.replacingOccurrences(of: ".id(a)", with: ".id(b)"))) != digest(facts))
        #expect(digest(usage(code.replacingOccurrences(of: "rows.append(1)", with: "rows.insert(1, at: 0)"))) != digest(facts))
    }
}
