import SwiftUI

// Rows over bindings keyed by `\.self`, whose elements have only `let` fields and whose rows
// never write through the binding: the collection is only ever replaced whole. No edit goes
// through a row, so the finding's claim has no path.
struct ChangedFile: Hashable, Identifiable {
    let id: String
    let path: String
    let isStaged: Bool
}

enum ChangeLoader {
    static func load() async -> [ChangedFile] { [] }
}

struct ChangedFileRow: View {
    @Binding var file: ChangedFile
    @State private var staged = false

    var body: some View {
        Toggle(file.path, isOn: $staged)
            .onAppear { staged = file.isStaged }
    }
}

struct CommitFilesView: View {
    @State private var changes: [ChangedFile] = []

    var body: some View {
        List {
            ForEach($changes, id: \.self) { $file in
                ChangedFileRow(file: $file)
            }
        }
        .task { changes = await ChangeLoader.load() }
    }
}
