import SwiftUI

struct Tag: Identifiable {
    let id: Int
    var label: String
}

/// An editor shown only by `.sheet(item:)`: each tag presented makes it anew, so seeding its
/// state is the whole fix.
struct TagEditor: View {
    @State private var label = ""
    let onSave: (String) -> Void

    init(label: String?, onSave: @escaping (String) -> Void) {
        self.onSave = onSave
        self.label = label ?? ""
    }

    var body: some View {
        TextField("Label", text: $label)
            .onSubmit { onSave(label) }
    }
}

struct TagList: View {
    @State private var tags = [Tag(id: 1, label: "Home")]
    @State private var editing: Tag?

    var body: some View {
        List(tags) { tag in
            Button(tag.label) { editing = tag }
        }
        .sheet(item: $editing) { tag in
            TagEditor(label: tag.label) { newLabel in
                editing = nil
            }
        }
    }
}

/// The same editor kept on screen beside the list it edits: a later `title` reaches only later
/// `init`s. The argument shares the state's name, so it must be kept under another to be watched.
struct TitleEditor: View {
    @State private var title = ""

    init(title: String) {
        self.title = title
    }

    var body: some View {
        TextField("Title", text: $title)
    }
}

struct TitleScreen: View {
    @State private var current = "Groceries"

    var body: some View {
        VStack {
            TitleEditor(title: current)
            Button("Rename") { current = "Errands" }
        }
    }
}
