import SwiftUI

/// Rows keyed by position whose stateful view reloads its state when its input changes: a row
/// handed another element keeps the old image only until the reload, so what an insert shows is
/// covers reloading in place, not moving with their books. `StickyCover` keeps its state, so its
/// rows do show another element's state.
struct Book: Identifiable {
    let id: Int
    let coverURL: URL?
}

struct CoverShelf: View {
    @State private var books: [Book] = []

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(books.indices, id: \.self) { index in
                    ReloadingCover(url: books[index].coverURL)
                }
            }
        }
        .toolbar {
            Button("New") { books.insert(Book(id: books.count, coverURL: nil), at: 0) }
        }
    }
}

struct StickyShelf: View {
    @State private var books: [Book] = []

    var body: some View {
        List {
            ForEach(books.indices, id: \.self) { index in
                StickyCover(url: books[index].coverURL)
            }
        }
        .toolbar {
            Button("New") { books.insert(Book(id: books.count, coverURL: nil), at: 0) }
        }
    }
}

struct ReloadingCover: View {
    let url: URL?
    @State private var image: Image?

    var body: some View {
        (image ?? Image(systemName: "book"))
            .onChange(of: url) { _ in image = nil }
    }
}

struct StickyCover: View {
    let url: URL?
    @State private var image: Image?

    var body: some View {
        (image ?? Image(systemName: "book"))
            .task { image = Image(systemName: "book.fill") }
    }
}

/// The cover reloads, but each row also scrolls its tags: a `ScrollView` keeps its offset with
/// the row, so an insert shows the next book's tags already scrolled.
struct TaggedShelf: View {
    @State private var books: [Book] = []
    let tags: [String]

    var body: some View {
        List {
            ForEach(books.indices, id: \.self) { index in
                HStack {
                    ReloadingCover(url: books[index].coverURL)
                    tagStrip
                }
            }
        }
        .toolbar {
            Button("New") { books.insert(Book(id: books.count, coverURL: nil), at: 0) }
        }
    }

    private var tagStrip: some View {
        ScrollView(.horizontal) {
            HStack { ForEach(tags, id: \.self) { Text($0) } }
        }
    }
}
