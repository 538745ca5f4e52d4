import SwiftUI

/// The project's own `EmptyView`, which shadows SwiftUI's in this module: a placeholder with a
/// switch, built from a binding. Lowered as SwiftUI's, it would build nothing.
struct EmptyView: View {
    @Binding var showsHint: Bool

    var body: some View {
        Toggle("Show a hint", isOn: $showsHint)
    }
}

final class InboxPreferences: ObservableObject {
    @Published var showsHint = false
    @Published var unread = 0
}

struct Inbox: View {
    @StateObject private var preferences = InboxPreferences()

    var body: some View {
        VStack {
            Text("\(preferences.unread) unread")
            EmptyView(showsHint: Binding(get: { preferences.showsHint }, set: { preferences.showsHint = $0 }))
        }
    }
}
