import SwiftUI

final class DraftStore: ObservableObject {
    @Published var text = ""
}

/// Makes its own store but only observes it: each update of the parent brings a new one.
struct DraftEditor: View {
    let title: String
    @ObservedObject var store = DraftStore()

    var body: some View {
        VStack {
            Text(title)
            TextField("Draft", text: $store.text)
        }
    }
}
