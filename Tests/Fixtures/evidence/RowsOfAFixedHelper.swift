import SwiftUI

// Rows over what a private method returns from an enum case and constants: the same on every
// run, so its rows never move; a method reading the view's state is not.

enum BookShelfKind: CaseIterable {
    case fiction, reference

    var shelfTitles: [String] {
        switch self {
        case .fiction: return BookShelfSettings.showsPlays ? ["Novels", "Stories", "Poems", "Plays"] : ["Novels", "Stories"]
        case .reference: return ["Atlases", "Dictionaries"]
        }
    }
}

enum BookShelfSettings {
    static let showsPlays = true
}

extension Array {
    func splitInto(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0 ..< Swift.min($0 + size, count)]) }
    }
}

struct BookShelfPicker: View {
    private let perColumn = 3
    @State private var chosen = ""

    var body: some View {
        HStack {
            ForEach(0 ..< columns().count, id: \.self) { column in
                Picker("Shelf", selection: $chosen) {
                    ForEach(columns()[column], id: \.self) { Text($0).tag($0) }
                }
            }
        }
    }

    private func columns() -> [[String]] {
        BookShelfKind.fiction.shelfTitles.splitInto(perColumn)
    }
}

struct LoanedBookShelfPicker: View {
    @State private var loaned: [String] = []
    @State private var chosen = ""

    var body: some View {
        HStack {
            ForEach(0 ..< columns().count, id: \.self) { column in
                Picker("Shelf", selection: $chosen) {
                    ForEach(columns()[column], id: \.self) { Text($0).tag($0) }
                }
            }
        }
        .task { loaned.insert("Atlases", at: 0) }
    }

    private func columns() -> [[String]] {
        loaned.splitInto(2)
    }
}
