import Combine
import SwiftUI

// A model whose `init` subscribes to a publisher that sends its current value (a shared
// `@Published`, a key-value observing publisher) gets what that subscription sets back when it
// is made anew: at once, or after a queue hop (a moment of its defaults). What else it changes
// is lost. A write the subscription makes only under a condition does not follow the source.
final class Library: ObservableObject {
    static let shared = Library()
    @Published var books: [String] = []
    @Published var isPlaying = false
}

final class ShelfCounter: ObservableObject {
    @Published var total = 0
    @Published var unread = 0
    private var cancellable: AnyCancellable?

    init(genre: String) {
        cancellable = Library.shared.$books
            .sink { [weak self] books in
                self?.set(total: books.count, unread: books.filter { $0.hasPrefix(genre) }.count)
            }
    }

    private func set(total: Int, unread: Int) {
        DispatchQueue.main.async {
            if total != self.total {
                self.total = total
            }
            self.unread = unread
        }
    }
}

final class ShelfPicker: ObservableObject {
    @Published var books: [String] = []
    @Published var picked: [String] = []
    private var cancellable: AnyCancellable?

    init(genre: String) {
        cancellable = Library.shared.$books
            .sink { [weak self] books in
                self?.books = books
            }
    }

    func pick(_ book: String) { picked.append(book) }
}

final class PlayerBadge: ObservableObject {
    @Published var showsPlayer = false
    private var cancellable: AnyCancellable?

    init(genre: String) {
        cancellable = Library.shared.$isPlaying.sink { [weak self] playing in
            if playing { self?.showsPlayer = true }
        }
    }

    func hide() { showsPlayer = false }
}

final class Reachability: NSObject {
    @objc dynamic var isReachable = false
}

final class ReachabilityBadge: ObservableObject {
    @Published var isReachable = false

    init(reachability: Reachability) {
        reachability.publisher(for: \.isReachable)
            .assign(to: &$isReachable)
    }
}

struct ShelfRow: View {
    @ObservedObject private var counter: ShelfCounter
    init(genre: String) { counter = ShelfCounter(genre: genre) }
    var body: some View { Text("\(counter.unread) of \(counter.total)") }
}

struct ShelfPickerView: View {
    @ObservedObject private var picker: ShelfPicker
    init(genre: String) { picker = ShelfPicker(genre: genre) }
    var body: some View {
        List(picker.books, id: \.self) { book in
            Button(book) { picker.pick(book) }
        }
        Text("\(picker.picked.count) picked")
    }
}

struct PlayerBadgeView: View {
    @ObservedObject private var badge: PlayerBadge
    init(genre: String) { badge = PlayerBadge(genre: genre) }
    var body: some View {
        Button(badge.showsPlayer ? "Hide player" : "No player") { badge.hide() }
    }
}

struct ReachabilityView: View {
    @ObservedObject private var badge: ReachabilityBadge
    init(reachability: Reachability) { badge = ReachabilityBadge(reachability: reachability) }
    var body: some View { Text(badge.isReachable ? "Online" : "Offline") }
}

struct Shelves: View {
    @State private var taps = 0
    let reachability: Reachability

    var body: some View {
        VStack {
            ShelfRow(genre: "Fantasy")
            ShelfPickerView(genre: "Poetry")
            PlayerBadgeView(genre: "Jazz")
            ReachabilityView(reachability: reachability)
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}

// Keeps only what it is given: a new one made from the same library is the same.
final class LibraryBox: ObservableObject {
    let library: Library
    init(library: Library) { self.library = library }
}

struct LibraryScreen: View {
    let library: Library
    var body: some View {
        Shelves(reachability: Reachability())
            .environmentObject(LibraryBox(library: library))
    }
}
