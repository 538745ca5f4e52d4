import SwiftUI

// Rows that use their position for more than reading their own element: a number made of it
// and handed to the row, and a parallel array read at it. A help offering `ForEach(xs)` would
// drop the position they need: it must keep it.
struct Paragraph: Hashable {
    var text: String
}

struct NumberedRow: View {
    let number: Int
    let paragraph: Paragraph
    @State private var expanded = false

    var body: some View {
        Button("\(number). \(paragraph.text)") { expanded.toggle() }
    }
}

struct NumberedParagraphs: View {
    @State private var paragraphs: [Paragraph] = []

    var body: some View {
        VStack {
            ForEach(paragraphs.indices, id: \.self) { index in
                NumberedRow(number: index + 1, paragraph: paragraphs[index])
            }
        }
        .onAppear { paragraphs.insert(Paragraph(text: "Intro"), at: 0) }
    }
}

struct FilterOptions: View {
    @State private var options: [String] = []
    let ids: [String]?
    @Binding var selection: String

    var body: some View {
        VStack {
            ForEach(options.indices, id: \.self) { offset in
                let option = options[offset]
                let value = ids?[offset] ?? option
                Button(option) { selection = value }
            }
        }
        .onAppear { options.insert("All", at: 0) }
    }
}
