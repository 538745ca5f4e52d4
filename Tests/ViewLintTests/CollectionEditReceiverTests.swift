import Testing
@testable import ViewLint

/// The receiver facts one file's pass records for a collection edit (`CollectionEdits.byReceiver`),
/// read as recorded, before the project resolves them: which value the code edits the
/// collection on, as far as that file says.
@Suite struct CollectionEditReceiverTests {
    private func receivers(of collection: String, in code: String) -> [CollectionEdits.EditReceiver: Set<CollectionEdits.Kind>] {
        ViewUsage(tree: SyntaxTree.parse(SourceFile(path: "Edits.swift", text: code))).collectionEdits.byReceiver[collection] ?? [:]
    }

    private let folders = """
        final class Folder { var files: [String] = [] }
        struct Store {
            var folders: [Folder] = []
            var pairs: [(Folder, [Folder])] = []
        }

        """

    /// In `for (i, x) in c.items.enumerated()` the element is the pattern's last name; a name
    /// before it is not an element, even when the last name's text contains it (`folder` in
    /// `folders`).
    @Test func aTuplePatternsElementIsItsLastName() {
        let found = receivers(of: "files", in: folders + """
            struct Importer {
                let store: Store
                func add(_ file: String) {
                    for (index, folder) in store.folders.enumerated() { folder.files.append(file) }
                }
                func addFirst(_ file: String) {
                    for (folder, folders) in store.pairs where !folders.isEmpty { folder.files.insert(file, at: 0) }
                }
            }
            """)
        #expect(found[.element(of: .type("Store"), collection: "folders")] == [.appends])
        #expect(found[.unknown] == [.inserts], "`folder` is the tuple's first name, not an element of `store.pairs`")
        #expect(found.count == 2)
    }

    /// A property of the type around the code that its declaration here does not declare (an
    /// extension in another file): its type is the property's declaration's, read once the
    /// project is.
    @Test func aMemberDeclaredElsewhereIsNamedByItsOwner() throws {
        let code = """
            final class Shelf { var books: [String] = [] }
            extension Library {
                func clear() { shelf.books.removeAll() }
                func restock(_ title: String) { Settings.shelf.books.append(title) }
            }
            """
        let found = receivers(of: "books", in: code)
        #expect(found[.member(owner: "Library", property: "shelf")] == [.removesAtEnd])
        #expect(found[.unknown] == [.appends], "`Settings.shelf` is a static member of another type")
        // With the declaration in the project, the member resolves to its declared type.
        let library = "struct Library { let shelf: Shelf }"
        let trees = [code, library].enumerated().map { SyntaxTree.parse(SourceFile(path: "F\($0.offset).swift", text: $0.element)) }
        let model = ProjectModel(index: ProjectIndex(trees: trees), facts: ProjectFacts(trees: trees))
        #expect(model.resolvedReceiver(.member(owner: "Library", property: "shelf")) == "Shelf")
        #expect(model.collectionEdits(of: "books", onType: "Shelf").kinds == [.removesAtEnd, .appends])
        #expect(model.collectionEdits(of: "books", onType: "Shelf").untyped)
    }

    /// An element taken from a collection (`let f = c.items[i]`, `.first`, a loop) is an
    /// element of that collection on its holder; a local holding another local follows it.
    @Test func anElementIsNamedByItsCollectionAndHolder() {
        let found = receivers(of: "files", in: folders + """
            struct Sorter {
                var store: Store
                func file(_ name: String) {
                    let first = store.folders[0]
                    first.files.insert(name, at: 0)
                    let alias = first
                    alias.files.removeLast()
                    store.folders.first?.files.sort()
                }
            }
            """)
        #expect(found[.element(of: .type("Store"), collection: "folders")] == [.inserts, .removesAtEnd])
        // `store.folders.first?.files`: the receiver is a call, which the pass does not follow.
        #expect(found[.unknown] == [.moves])
    }
}
