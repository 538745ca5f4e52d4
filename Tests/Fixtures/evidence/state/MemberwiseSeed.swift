import SwiftUI

// The memberwise initializer fills a non-private `@State`: the caption the parent passes later
// never arrives. The finding sits on the argument at the call.
struct PhotoCaption: View {
    @State var text: String

    var body: some View {
        Text(text)
            .padding(4)
    }
}

struct PhotoCard: View {
    @State private var title = "Untitled"

    var body: some View {
        VStack {
            PhotoCaption(text: title)
            TextField("Title", text: $title)
        }
    }
}
