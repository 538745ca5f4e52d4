import SwiftUI

struct Shelf: Identifiable {
    let id: Int
    var name: String
}

final class ShelfModel: ObservableObject {
    @Published var shelf: Shelf

    init(shelf: Shelf) {
        self.shelf = shelf
    }
}

// Its `body` comes from `AdaptiveView`'s extension, in another file.
struct ShelfMenu: AdaptiveView {
    @StateObject private var model: ShelfModel

    init(shelf: Shelf) {
        _model = StateObject(wrappedValue: ShelfModel(shelf: shelf))
    }

    var compactView: some View {
        Text(model.shelf.name)
    }

    var regularView: some View {
        Label(model.shelf.name, systemImage: "books.vertical")
    }
}

struct ShelfList: View {
    @State private var shelves: [Shelf] = []

    var body: some View {
        List(shelves) { shelf in
            ShelfMenu(shelf: shelf)
        }
    }
}
