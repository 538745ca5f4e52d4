import SwiftUI

// Rows over a collection that changes only when the value holding it is replaced.

/// `Locale` is not declared here: whether `monthSymbols` of another locale has its elements
/// inserted, removed or moved is not something the code says.
struct MonthStrip: View {
    let locale: Locale
    @State private var picked: String?

    var body: some View {
        HStack {
            ForEach(Array(locale.calendar.monthSymbols.enumerated()), id: \.offset) { _, name in
                Text(name)
                    .onTapGesture { picked = name }
            }
        }
    }
}

struct Shelf {
    let title: String
    let books: [String]
}

final class LibraryModel: ObservableObject {
    @Published var shelves: [Shelf] = []

    func load() {
        shelves = [Shelf(title: "New", books: ["A", "B"]), Shelf(title: "Old", books: ["C"])]
    }
}

/// `books` is a `let` of each `Shelf`, reached through `shelves[shelf]`: it changes only when
/// another `Shelf` takes that place.
struct LibraryView: View {
    @StateObject private var model = LibraryModel()

    var body: some View {
        List {
            ForEach(model.shelves.indices, id: \.self) { shelf in
                Section(model.shelves[shelf].title) {
                    ForEach(model.shelves[shelf].books.indices, id: \.self) { book in
                        Text(model.shelves[shelf].books[book])
                    }
                }
            }
        }
        .task { model.load() }
    }
}
