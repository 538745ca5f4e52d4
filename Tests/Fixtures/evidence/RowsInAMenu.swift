import SwiftUI

// Rows keyed by position that are a menu's items: SwiftUI shows them as platform menu items,
// which keep no state and play no animation, unless a view of the project in them holds state.

struct Playlist: Identifiable {
    let id: UUID
    var title: String
}

/// Recent playlists offered in a menu; picking one opens it.
struct RecentPlaylistsMenu: View {
    @State private var recent: [Playlist] = []
    @Binding var opened: Playlist?

    var body: some View {
        Menu("Recent") {
            ForEach(recent.indices, id: \.self) { index in
                Button(recent[index].title) { opened = recent[index] }
            }
        }
        .task { recent.insert(Playlist(id: UUID(), title: "New"), at: 0) }
    }
}

/// The same choices offered from a long press on the current title.
struct PlaylistTitle: View {
    @State private var choices: [Playlist] = []
    @Binding var opened: Playlist?

    var body: some View {
        Text(opened?.title ?? "None")
            .contextMenu {
                ForEach(Array(choices.enumerated()), id: \.offset) { _, playlist in
                    Button(playlist.title) { opened = playlist }
                }
            }
            .onAppear { choices.insert(Playlist(id: UUID(), title: "Mix"), at: 0) }
    }
}

/// A menu whose label, not its items, shows the queue: the label is laid out as views.
struct QueueMenu: View {
    @State private var queue: [Playlist] = []

    var body: some View {
        Menu {
            Button("Clear") { queue.removeAll() }
        } label: {
            HStack {
                ForEach(queue.indices, id: \.self) { index in
                    Text(queue[index].title)
                }
            }
        }
        .task { queue.insert(Playlist(id: UUID(), title: "Next"), at: 0) }
    }
}

/// Menu items built by a project view that keeps state of its own.
struct RatedPlaylistItem: View {
    let playlist: Playlist
    @State private var stars = 0

    var body: some View {
        Button("\(playlist.title) \(stars)") { stars += 1 }
    }
}

struct RatedPlaylistsMenu: View {
    @State private var rated: [Playlist] = []

    var body: some View {
        Menu("Rated") {
            ForEach(rated.indices, id: \.self) { index in
                RatedPlaylistItem(playlist: rated[index])
            }
        }
        .task { rated.insert(Playlist(id: UUID(), title: "Top"), at: 0) }
    }
}

/// Menu items showing a project view with state of its own that the menu keeps in a stored
/// property: that view is in each row, so the items are not stateless.
struct StarredPlaylistsMenu: View {
    @State private var starred: [Playlist] = []
    private let rating = RatedPlaylistItem(playlist: Playlist(id: UUID(), title: "Any"))

    var body: some View {
        Menu("Starred") {
            ForEach(starred.indices, id: \.self) { index in
                HStack {
                    Text(starred[index].title)
                    rating
                }
            }
        }
        .task { starred.insert(Playlist(id: UUID(), title: "Star"), at: 0) }
    }
}
