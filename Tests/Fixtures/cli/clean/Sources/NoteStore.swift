import Observation

struct Note: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class NoteStore {
    var notes: [Note] = [Note(id: 1, title: "Café")]
}
