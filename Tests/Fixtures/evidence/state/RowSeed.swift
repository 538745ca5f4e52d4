import SwiftUI

// Rows fill a non-private `@State` from their element: when an item is renamed, its row (same
// id, same identity) keeps showing the old name.
struct Tag: Identifiable {
    let id: Int
    var name: String
}

struct TagRow: View {
    @State var name: String

    var body: some View {
        Label(name, systemImage: "tag")
    }
}

struct TagList: View {
    let tags: [Tag]

    var body: some View {
        List(tags) { tag in
            TagRow(name: tag.name)
        }
    }
}
