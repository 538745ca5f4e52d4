import SwiftUI

/// Parents that pass values which change while the child stays on screen.
struct LibraryScreen: View {
    @ObservedObject var library: Library
    @State private var total = 0

    var body: some View {
        VStack {
            PlayCount(plays: total, label: "Total")
            PlayCount(plays: 1, label: library.featured?.title ?? "")
            List(library.tracks) { track in
                TrackRow(track: track)
            }
            Caption(text: library.featured?.title ?? "")  // expect: state_from_argument@21
            Caption(text: "Library")
        }
    }
}
