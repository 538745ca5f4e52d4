import SwiftUI

/// Views that copy an argument into state once.
struct PlayCount: View {
    @State private var plays: Int
    @State private var label: String = ""

    init(plays: Int, label: String) {
        _plays = State(initialValue: plays)  // expect: state_from_argument@9
        self._label = .init(wrappedValue: label.uppercased())  // expect: state_from_argument@9
    }

    var body: some View { Text("\(label) \(plays)") }
}

struct TrackRow: View {
    @StateObject private var model: TrackModel
    @State private var title: String

    init(track: Track) {
        _model = StateObject(wrappedValue: TrackModel(track: track))  // expect: state_from_argument@9
        self.title = track.title  // expect: state_from_argument@9
    }

    var body: some View { Text("\(title) \(model.progress)") }
}

struct Caption: View {
    @State var text: String
    var body: some View { Text(text) }
}
