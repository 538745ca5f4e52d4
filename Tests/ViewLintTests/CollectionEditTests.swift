import Testing
@testable import ViewLint

/// What each kind of write does to a collection's places, as the project facts record it.
struct CollectionEditTests {
    /// A function's own parameter or local is no type's member: `inout values` or a
    /// `var values` copy edited in a helper does not edit every `values` of the project.
    @Test func aLocalOrParameterIsNoMember() {
        let source = """
            struct Sheet { var values: [Int] = []; var rows: [Int] = [] }
            func update(_ values: inout [Int]) { values.insert(0, at: 0) }
            func copy(_ sheet: Sheet) -> [Int] {
                var rows = sheet.rows
                rows.sort()
                return rows
            }
            func trim(_ sheet: inout Sheet) { sheet.values.removeLast(); update(&sheet.rows) }
            """
        let model = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Sheet.swift", text: source))])
        #expect(model.collectionEdits(of: "values") == [.removesAtEnd])
        // `&sheet.rows` hands the member itself on: any new value.
        #expect(model.collectionEdits(of: "rows") == [.replaces])
    }

    @Test func eachWriteIsSortedByWhatItDoesToThePlaces() {
        let source = """
            struct Board {
                var added: [Int] = []
                var trimmed: [Int] = []
                var edited: [Int] = []
                var mapped: [Int] = []
                var shuffled: [Int] = []
                var filtered: [Int] = []
                var assigned: [Int] = []
                var handed: [Int] = []
                var seeded: [Int]
                var cleared: [Int] = []
                var culled: [Int] = []
                var swapped: [Int] = []

                init(seed: [Int]) { seeded = seed; self.cleared = seed }

                mutating func work(_ other: inout Board) {
                    added.append(1); added += [2]
                    trimmed.removeLast(); _ = trimmed.popLast()
                    edited[0] = 3; edited[1] += 1
                    mapped = mapped.map { $0 + 1 }
                    shuffled.shuffle()
                    filtered = filtered.filter { $0 > 0 }
                    other.assigned = [4, 5]
                    swap(&handed, &other.handed)
                    cleared = []
                    culled.removeAll { $0 == 0 }
                    swap(&swapped[0], &other.swapped[1])
                    _ = mapped.count; _ = added.first
                }
            }
            """
        let model = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Board.swift", text: source))])
        #expect(model.collectionEdits(of: "added") == [.appends])
        #expect(model.collectionEdits(of: "trimmed") == [.removesAtEnd])
        #expect(model.collectionEdits(of: "edited") == [.inPlace])
        #expect(model.collectionEdits(of: "mapped") == [.inOrder])
        #expect(model.collectionEdits(of: "shuffled") == [.moves])
        #expect(model.collectionEdits(of: "filtered") == [.removes])
        #expect(model.collectionEdits(of: "assigned") == [.replaces])
        #expect(model.collectionEdits(of: "handed") == [.replaces])
        // A type's own `init` storing its property gives it its first value: no edit.
        #expect(model.collectionEdits(of: "seeded").isEmpty)
        #expect(model.collectionEdits(of: "cleared") == [.removesAtEnd])
        #expect(model.collectionEdits(of: "culled") == [.removes])
        // Elements handed `inout` may be moved: the collection is no longer known to keep places.
        #expect(model.collectionEdits(of: "swapped") == [.replaces])
    }

    /// Inserts, removes and moves are told apart (rows keyed by position are tried with the
    /// kinds the code makes), and a binding to one element (`$xs[i]`, `$model.xs[i]`) writes it
    /// at its place, where a binding to the whole collection may write anything.
    @Test func insertsRemovesMovesAndElementBindingsAreToldApart() {
        let source = """
            import SwiftUI
            final class Model: ObservableObject {
                @Published var addresses: [String] = []
                @Published var names: [String] = []
                @Published var tags: [String] = []
                func add() { addresses.append(""); tags.insert("new", at: 0) }
                func remove(at index: Int) { addresses.remove(at: index) }
                func order() { names.swapAt(0, 1) }
            }
            struct Editor: View {
                @ObservedObject var model: Model
                @State private var drafts: [String] = []
                var body: some View {
                    ForEach(model.addresses.indices, id: \\.self) { i in TextField("", text: $model.addresses[i]) }
                    ForEach(drafts.indices, id: \\.self) { i in TextField("", text: $drafts[i]) }
                    Picker("", selection: $model.names) { EmptyView() }
                }
            }
            """
        let model = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Editor.swift", text: source))])
        #expect(model.collectionEdits(of: "addresses") == [.appends, .removes, .inPlace])
        #expect(model.collectionEdits(of: "tags") == [.inserts])
        #expect(model.collectionEdits(of: "drafts") == [.inPlace])
        #expect(model.collectionEdits(of: "names") == [.moves, .replaces])
    }
}
