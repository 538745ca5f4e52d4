import SwiftUI

final class PlaybackStatus: ObservableObject {
    @Published var isBuffering = false
    @Published var position: Double = 0
    var caption: String { isBuffering ? "Buffering" : "Playing" }
}

/// Shows the second published property only: a change to the first is not one it shows.
struct PlaybackBar: View {
    @State private var playback = PlaybackStatus()

    var body: some View {
        ProgressView(value: playback.position)
    }
}

/// Reads a computed property: which published property it follows is not known.
struct PlaybackCaption: View {
    @State private var playback = PlaybackStatus()

    var body: some View {
        Text(playback.caption)
    }
}
