import SwiftUI

// Rows keyed by position over a `@State` the code deletes from and reloads whole: the delete
// is the code's own edit; an insert at the front and a move stand for what a reload may do,
// and the summary must name that assumption.
struct Tag: Equatable {
    var title: String
}

enum TagStore {
    static func load() -> [Tag] { [Tag(title: "red"), Tag(title: "green")] }
}

struct TagListView: View {
    @State private var tags: [Tag] = TagStore.load()

    var body: some View {
        List {
            ForEach(tags.indices, id: \.self) { index in
                TagRow(tag: tags[index])
            }
            .onDelete { offsets in
                tags.remove(atOffsets: offsets)
            }
        }
        .refreshable {
            tags = TagStore.load()
        }
    }
}

struct TagRow: View {
    let tag: Tag
    @State private var expanded = false

    var body: some View {
        Button(tag.title) { expanded.toggle() }
    }
}
