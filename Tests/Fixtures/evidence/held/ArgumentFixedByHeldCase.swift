import SwiftUI

// A row builds the closure binding only when `entry.style == .note`; its parent passes `tags`
// as `[]` unless `entry.style == .checklist`, with `entry` bound to the same value. Whenever
// the flagged code is built, `tags` is `[]`: the parent cannot pass a new one, and no verdict
// may rest on it. A row given `tags` unconditionally can be given new ones. Chosen by a
// computed property (`isChecklist`) the engine does not decide, the summary says it assumes
// the parent can pass new ones.

enum EntryStyle { case note, checklist }

struct JournalEntry {
    var style: EntryStyle = .note
    var text = ""

    var isChecklist: Bool { style == .checklist }
}

final class JournalModel: ObservableObject {
    @Published var entry = JournalEntry()
    @Published var tags: [String] = []
}

struct NoteField: View {
    @Binding var text: String

    var body: some View {
        Text(text)
    }
}

struct EntryRow: View {
    @Binding var entry: JournalEntry
    let tags: [String]

    var body: some View {
        VStack {
            if entry.style == .note {
                NoteField(text: Binding(get: { entry.text }, set: { entry.text = $0 }))
            }
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
        }
    }
}

struct TaggedEntryRow: View {
    @Binding var entry: JournalEntry
    let tags: [String]

    var body: some View {
        HStack {
            Text(tags.joined(separator: ", "))
            if entry.style == .note { NoteField(text: Binding(get: { entry.text }, set: { entry.text = $0 })) }
        }
    }
}

struct CountedEntryRow: View {
    @Binding var entry: JournalEntry
    let tags: [String]

    var body: some View {
        if entry.style != .checklist {
            NoteField(text: Binding(get: { entry.text }, set: { entry.text = $0 }))
                .badge(tags.count)
        }
    }
}

struct JournalScreen: View {
    @StateObject private var model = JournalModel()

    var body: some View {
        VStack {
            EntryRow(entry: $model.entry, tags: model.entry.style == .checklist ? model.tags : [])
            TaggedEntryRow(entry: $model.entry, tags: model.tags)
            CountedEntryRow(entry: $model.entry, tags: model.entry.isChecklist ? model.tags : [])
            Button("Add tag") { model.tags.append("idea") }
        }
    }
}
