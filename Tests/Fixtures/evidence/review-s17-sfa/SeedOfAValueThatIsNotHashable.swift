import SwiftUI

struct Note: Identifiable, Decodable {
    let id: String
    let text: String
}

struct Tag: Identifiable, Hashable {
    let id: String
    let label: String
}

final class NoteRowModel: ObservableObject {
    @Published var isExpanded = false
    let note: Note

    init(note: Note) {
        self.note = note
    }
}

final class TagRowModel: ObservableObject {
    @Published var isPinned = false
    let tag: Tag

    init(tag: Tag) {
        self.tag = tag
    }
}

struct NoteRow: View {
    @StateObject private var model: NoteRowModel

    init(note: Note) {
        _model = StateObject(wrappedValue: NoteRowModel(note: note))
    }

    var body: some View {
        Text(model.note.text)
            .lineLimit(model.isExpanded ? nil : 2)
    }
}

struct TagRow: View {
    @StateObject private var model: TagRowModel

    init(tag: Tag) {
        _model = StateObject(wrappedValue: TagRowModel(tag: tag))
    }

    var body: some View {
        Text(model.tag.label)
            .bold(model.isPinned)
    }
}

struct NotesList: View {
    let notes: [Note]
    let tags: [Tag]

    var body: some View {
        List {
            ForEach(notes) { note in
                NoteRow(note: note)
            }
            ForEach(tags) { tag in
                TagRow(tag: tag)
            }
        }
    }
}
