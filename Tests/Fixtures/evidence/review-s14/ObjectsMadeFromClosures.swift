import SwiftUI

// Objects made in `init` from what the parent passes: a closure cannot be an `.id`, and a
// class that is not `Hashable` is keyed by its `ObjectIdentifier`.
final class Source {
    var name = "main"
}

final class Filterer: ObservableObject {
    @Published var hits = 0
    let source: Source
    let matches: (String) -> Bool

    init(source: Source, matches: @escaping (String) -> Bool) {
        self.source = source
        self.matches = matches
    }

    func run() { hits += 1 }
}

struct FilterView: View {
    @ObservedObject private var filterer: Filterer

    init(source: Source, matches: @escaping (String) -> Bool) {
        self.filterer = Filterer(source: source, matches: matches)
    }

    var body: some View {
        Button("\(filterer.hits)") { filterer.run() }
    }
}

final class Sorter: ObservableObject {
    @Published var runs = 0
    let order: (Int, Int) -> Bool

    init(order: @escaping (Int, Int) -> Bool) {
        self.order = order
    }

    func run() { runs += 1 }
}

struct SortView: View {
    @ObservedObject private var sorter: Sorter

    init(order: @escaping (Int, Int) -> Bool) {
        self.sorter = Sorter(order: order)
    }

    var body: some View {
        Button("\(sorter.runs)") { sorter.run() }
    }
}

struct FilterScreen: View {
    @State private var tick = 0
    private let source = Source()

    var body: some View {
        VStack {
            FilterView(source: source, matches: { $0.hasPrefix("a") })
            SortView(order: { $0 < $1 })
            Button("tick \(tick)") { tick += 1 }
        }
    }
}

// `Playlist` is `Identifiable` but not `Hashable`: its `id` is the key, through the optional.
struct Playlist: Codable, Identifiable {
    let id: UUID
    var name: String
}

final class PlaylistEditor: ObservableObject {
    @Published var name: String

    init(playlist: Playlist?) {
        name = playlist?.name ?? ""
    }
}

struct PlaylistForm: View {
    @ObservedObject private var editor: PlaylistEditor

    init(playlist: Playlist?) {
        self.editor = PlaylistEditor(playlist: playlist)
    }

    var body: some View {
        TextField("Name", text: $editor.name)
    }
}
