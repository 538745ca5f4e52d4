import SwiftUI

// A `Binding(get:set:)` over a `@State` whose type is an optional closure: no property can be
// added to that type, so the help says to keep the value in a type of one's own instead.
final class Document {
    var name = ""
}

struct DocumentTabs: View {
    @Binding var document: Document?

    var body: some View {
        Text(document?.name ?? "Untitled")
    }
}

struct DocumentArea: View {
    @State private var current: (() -> Document?)?
    @State private var title = ""

    var body: some View {
        let binding = Binding { current?() } set: { newValue in current = { [weak newValue] in newValue } }
        VStack {
            TextField("Title", text: $title)
            DocumentTabs(document: binding)
        }
    }
}
