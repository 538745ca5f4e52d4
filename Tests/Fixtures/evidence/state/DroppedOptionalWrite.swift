import SwiftUI

// An editor that fills its fields from optional arguments with a fallback: both writes are dropped,
// so editing an existing entry shows empty fields.
struct EntryEditor: View {
    @State private var name = ""
    @State private var note = ""
    let onSave: (String, String) -> Void

    init(name: String? = nil, note: String? = nil, onSave: @escaping (String, String) -> Void) {
        self.onSave = onSave
        self.name = name ?? ""
        self.note = note ?? "No note"
    }

    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Note", text: $note)
            Button("Save") { onSave(name, note) }
        }
    }
}
