import SwiftUI

struct NoteListView: View {
    let store: NoteStore

    var body: some View {
        List(store.notes) { note in
            // A title with multi-byte text: « Café — 😀 ».
            Text(note.title)
        }
        .navigationTitle("Notes")
    }
}
