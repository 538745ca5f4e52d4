import SwiftUI

/// Tasks that are cancelled, cannot be cancelled usefully, or must outlive their view.
struct PlayerView: View {
    let track: Track
    @State private var playback: Task<Void, Never>?
    @State private var downloads: [Task<Void, Never>] = []
    @State private var selection: Set<Track.ID> = []
    @State private var loadingMore = false

    var body: some View {
        VStack {
            Text(track.title)
                .onAppear {
                    playback = Task { await track.play() }
                    downloads.append(Task { await track.download() })
                }
                .onDisappear {
                    playback?.cancel()
                    downloads.forEach { $0.cancel() }
                }
            Text("Selected \(selection.count)")
                .onAppear {
                    // No suspension point: the task runs to its end on the next main-actor turn.
                    Task { @MainActor in selection.insert(track.id) }
                }
            if !loadingMore {
                ProgressView()
                    .onAppear {
                        // Setting `loadingMore` removes this sentinel: the load must outlive it.
                        loadingMore = true
                        Task { await track.loadMore() }
                    }
            }
            Button("Share") {
                Task { await track.share() }
            }
            .task { await track.prepare() }
        }
    }
}

@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
                .onAppear { Task { await Logs.pruneOld() } }
        }
    }
}

struct ContentView: View {
    var body: some View { Text("Player") }
}
