import SwiftUI

// SwiftUI compares an array of elements that are not `Equatable` by its storage, so a view
// given a newly built one re-runs on every update whatever its binding is; an array of
// `Equatable` elements is compared with `==`, and a stable binding then stops the re-runs.

struct ShelfBook {
    let isbn: String
    let title: String
}

struct ShelfBookLabel: Equatable {
    let isbn: String
    let title: String
}

struct ShelfPicker: View {
    let books: [ShelfBook]
    @Binding var chosen: String

    var body: some View {
        Picker("Book", selection: $chosen) {
            ForEach(books, id: \.isbn) { book in Text(book.title).tag(book.isbn) }
        }
    }
}

struct ShelfLabelPicker: View {
    let labels: [ShelfBookLabel]
    @Binding var chosen: String

    var body: some View {
        Picker("Book", selection: $chosen) {
            ForEach(labels, id: \.isbn) { label in Text(label.title).tag(label.isbn) }
        }
    }
}

struct ShelfRowsPicker: View {
    struct Row: Identifiable {
        let id = UUID()
        let title: String
    }

    @Binding var chosen: String
    private let rows: [Row]

    init(titles: [String], chosen: Binding<String>) {
        self._chosen = chosen
        self.rows = titles.map { Row(title: $0) }
    }

    var body: some View {
        ForEach(rows) { row in
            Button(row.title) { chosen = row.title }
        }
    }
}

struct ShelfScreen: View {
    let isbns: [String]
    @State private var chosen = ""
    @State private var filter = ""

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            ShelfPicker(books: isbns.map { ShelfBook(isbn: $0, title: $0) },
                        chosen: Binding(get: { chosen }, set: { chosen = $0 }))
            ShelfLabelPicker(labels: isbns.map { ShelfBookLabel(isbn: $0, title: $0) },
                             chosen: Binding(get: { chosen }, set: { chosen = $0 }))
            ShelfRowsPicker(titles: isbns, chosen: Binding(get: { chosen }, set: { chosen = $0 }))
        }
    }
}

struct ShelfSections {
    let sections: [ShelfBook]
}

struct ShelfSectionList: View {
    let content: ShelfSections
    @Binding var chosen: String

    var body: some View {
        ForEach(content.sections, id: \.isbn) { book in
            Button(book.title) { chosen = book.isbn }
        }
    }
}

struct ShelfSectionScreen: View {
    let isbns: [String]
    @State private var chosen = ""
    @State private var filter = ""

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            ShelfSectionList(content: sectionContent, chosen: Binding(get: { chosen }, set: { chosen = $0 }))
        }
    }

    private var sectionContent: ShelfSections {
        var books: [ShelfBook] = []
        for isbn in isbns { books.append(ShelfBook(isbn: isbn, title: isbn)) }
        return ShelfSections(sections: books)
    }
}

struct ShelfDefaultsPicker: View {
    @Binding var chosen: String
    private let starters: [ShelfBook] = ["0-1", "0-2"].map { ShelfBook(isbn: $0, title: "Starter \($0)") }

    var body: some View {
        ForEach(starters, id: \.isbn) { book in
            Button(book.title) { chosen = book.isbn }
        }
    }
}

struct ShelfDefaultsScreen: View {
    @State private var chosen = ""
    @State private var filter = ""

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            ShelfDefaultsPicker(chosen: Binding(get: { chosen }, set: { chosen = $0 }))
        }
    }
}
