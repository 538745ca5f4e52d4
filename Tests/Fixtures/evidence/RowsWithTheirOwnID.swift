import SwiftUI

// Rows keyed by position whose view carries an `.id` read from the element it shows: a row
// handed another element is made anew inside that `.id`, so nothing it kept passes on.

struct Track: Identifiable {
    let id: UUID
    var title: String
}

/// A row with state of its own: whether it is expanded.
struct TrackRow: View {
    let track: Track
    @State private var expanded = false

    var body: some View {
        Button(track.title) { expanded.toggle() }
    }
}

/// The `.id` on the row in the rows' closure.
struct Queue: View {
    @State private var tracks: [Track] = []

    var body: some View {
        List {
            ForEach(Array(tracks.enumerated()), id: \.offset) { _, track in
                TrackRow(track: track)
                    .id(track.id)
            }
        }
        .task { tracks.insert(Track(id: UUID(), title: "Intro"), at: 0) }
    }
}

/// The `.id` ending a helper that builds the row, called without its defaulted parameter.
struct History: View {
    @State private var played: [Track] = []

    var body: some View {
        List {
            ForEach(played.indices, id: \.self) { index in
                let track = played[index]
                row(for: track, at: index)
            }
        }
        .task { played.insert(Track(id: UUID(), title: "Outro"), at: 0) }
    }

    func row(for track: Track, at index: Int, dimmed: Bool = false) -> some View {
        TrackRow(track: track)
            .opacity(dimmed ? 0.5 : 1)
            .id(track.id)
    }
}

/// An `.id` from the position is no element's identity.
struct Numbered: View {
    @State private var tracks: [Track] = []

    var body: some View {
        List {
            ForEach(tracks.indices, id: \.self) { index in
                TrackRow(track: tracks[index])
                    .id(index)
            }
        }
        .task { tracks.insert(Track(id: UUID(), title: "Intro"), at: 0) }
    }
}

/// A task applied outside the `.id` stays with the position.
struct Loading: View {
    @State private var tracks: [Track] = []
    @State private var loaded: [UUID] = []

    var body: some View {
        List {
            ForEach(Array(tracks.enumerated()), id: \.offset) { _, track in
                Text(track.title)
                    .id(track.id)
                    .task { loaded.append(track.id) }
            }
        }
        .task { tracks.insert(Track(id: UUID(), title: "Intro"), at: 0) }
    }
}

/// The `.id` read from the element through the position (`tracks[index].id`): the element's
/// identity all the same.
struct Carousel: View {
    @State private var tracks: [Track] = []

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(0..<tracks.count, id: \.self) { index in
                    TrackRow(track: tracks[index])
                        .id(tracks[index].id)
                }
            }
        }
        .task { tracks.insert(Track(id: UUID(), title: "Intro"), at: 0) }
    }
}
