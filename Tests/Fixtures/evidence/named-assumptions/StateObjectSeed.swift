import SwiftUI

// A closure binding handed to a project view by a view that owns its model with `@StateObject`:
// from iOS 17 on the binding is new only when the view's value changed, and a `@StateObject`'s
// change makes it change only by the model's [derived] reading of fact 45, which the summary
// names. The same view observing the model with `@ObservedObject` rests on no such reading.
final class Playback: ObservableObject {
    @Published var language: String?
    @Published var volume = 0.5
}

struct LanguageRow: View {
    let title: String
    let language: Binding<String?>

    var body: some View {
        Text(title + " " + (language.wrappedValue ?? "none"))
    }
}

struct OwnedPlaybackSettings: View {
    @StateObject private var playback = Playback()

    var body: some View {
        Form {
            LanguageRow(title: "Audio", language: Binding(get: { playback.language }, set: { playback.language = $0 ?? "en" }))
            Slider(value: $playback.volume)
        }
    }
}

struct ObservedPlaybackSettings: View {
    @ObservedObject var playback: Playback

    var body: some View {
        Form {
            LanguageRow(title: "Audio", language: Binding(get: { playback.language }, set: { playback.language = $0 ?? "en" }))
            Slider(value: $playback.volume)
        }
    }
}
