import SwiftUI

final class NoteStore: ObservableObject {
    @Published var notes: [String] = []
}

/// Declares a default store, but every construction passes one: the default never runs, so
/// nothing is replaced and nothing is claimed.
struct NoteList: View {
    @ObservedObject var store = NoteStore()

    var body: some View {
        List(store.notes, id: \.self) { Text($0) }
    }
}

struct NotesScreen: View {
    @StateObject private var shared = NoteStore()

    var body: some View {
        NoteList(store: shared)
    }
}
