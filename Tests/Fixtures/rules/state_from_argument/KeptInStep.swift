import SwiftUI

/// Copies that are kept in step, meant as initial values, drafts, or never go stale.
struct Waveform: View {
    let track: Track
    @State private var samples: [Double]
    @State private var peak: Double
    @State private var heading: String

    init(track: Track) {
        self.track = track
        _samples = State(initialValue: Array(repeating: 0, count: track.plays))
        _peak = State(initialValue: Double(track.plays))
        _heading = State(initialValue: track.title)
    }

    var body: some View {
        Text("\(samples.count) \(peak) \(heading)")
            .onChange(of: track) { samples = [] }
            .task(id: track.plays) { peak = 0 }
            .onReceive(Library().updates) { _ in heading = track.title }
    }
}

struct Scrubber: View {
    @State private var position: Double

    /// - Parameter start: The initial position; the scrubber owns it afterwards.
    init(start: Double) {
        _position = State(initialValue: start)
    }

    var body: some View { Text("\(position)") }
}

struct TitleEditor: View {
    @State private var draft: String
    let save: (String) -> Void

    init(title: String, save: @escaping (String) -> Void) {
        _draft = State(initialValue: title)
        self.save = save
    }

    var body: some View {
        TextField("Title", text: $draft).onSubmit { save(draft) }
    }
}

struct ModelHolder: View {
    @StateObject private var model: TrackModel
    @State private var catalog: Catalog
    @State private var unused: Int

    init(track: Track, catalog: Catalog, count: Int) {
        _model = StateObject(wrappedValue: TrackModel(trackID: track.id))
        _catalog = State(initialValue: catalog)
        _unused = State(initialValue: count)
    }

    var body: some View { Text("\(model.progress) \(catalog.name)") }
}

struct TrackDetail: View {
    @StateObject private var model: TrackModel
    init(track: Track) {
        _model = StateObject(wrappedValue: TrackModel(track: track))
    }
    var body: some View { Text("\(model.progress)") }
}

struct KeptInStepParent: View {
    @ObservedObject var library: Library
    @State private var selected: Track?
    @State private var position = 0.0
    @State private var title = ""

    var body: some View {
        List(library.tracks) { track in
            Waveform(track: track)
            ModelHolder(track: track, catalog: Catalog(), count: library.tracks.count)
        }
        Scrubber(start: position)
        // `.id` from the same source: a new value makes a new view with new state.
        Caption(text: library.featured?.title ?? "").id(library.featured)
        TitleEditor(title: title) { title = $0 }
        Button("Open") { selected = library.featured }
            .sheet(item: $selected) { track in TrackDetail(track: track) }
    }
}
