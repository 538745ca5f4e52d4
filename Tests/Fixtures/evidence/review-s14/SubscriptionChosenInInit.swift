import Combine
import SwiftUI

// The model's `init` subscribes to one of two publishers, chosen by its argument: the summary
// names both and the choice, not the first branch as if every model used it.
final class Shelf: ObservableObject {
    static let shared = Shelf()
    @Published var books: [String] = []
    @Published var films: [String] = []
}

enum ShelfKind {
    case books, films
}

final class ShelfCountModel: ObservableObject {
    @Published var count = 0
    private var cancellable: AnyCancellable?

    init(kind: ShelfKind) {
        if kind == .books {
            cancellable = Shelf.shared.$books
                .receive(on: DispatchQueue.main)
                .sink { [weak self] items in self?.count = items.count }
        } else {
            cancellable = Shelf.shared.$films
                .receive(on: DispatchQueue.main)
                .sink { [weak self] items in self?.count = items.count }
        }
    }
}

struct ShelfCountRow: View {
    let kind: ShelfKind
    @ObservedObject private var model: ShelfCountModel

    init(kind: ShelfKind) {
        self.kind = kind
        self.model = ShelfCountModel(kind: kind)
    }

    var body: some View {
        Text("\(model.count)")
    }
}

struct ShelfScreen: View {
    @State private var tick = 0

    var body: some View {
        VStack {
            ShelfCountRow(kind: .books)
            Button("tick \(tick)") { tick += 1 }
        }
    }
}
