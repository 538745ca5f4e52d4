import SwiftUI

// Shown by the widget and by the app: the app keeps and updates it like any view.
struct SharedBadge: View {
    @State var label: String

    var body: some View {
        Text(label).padding(4)
    }
}

struct PlayerScreen: View {
    @State private var playing = false

    var body: some View {
        VStack {
            SharedBadge(label: playing ? "Playing" : "Paused")
            Button("Toggle") { playing.toggle() }
        }
    }
}
