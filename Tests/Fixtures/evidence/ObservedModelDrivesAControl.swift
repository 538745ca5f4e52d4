import Observation
import SwiftUI

// An `@Observable` model's changes exist only from iOS 17 on, so its driver runs only with the
// newer binding behaviour (where the view value keeps no seed and the captured `self` is
// unchanged): the control's re-check count from it names those versions, since the project may
// also run on older ones.
@Observable
final class ReaderPreferences {
    var fontSize: Double = 14
    var chapters: [String] = ["One", "Two"]
}

struct ReaderSettings: View {
    @Bindable var preferences: ReaderPreferences

    var body: some View {
        Form {
            Text("\(preferences.chapters.count) chapters")
            Slider(value: Binding(get: { preferences.fontSize }, set: { preferences.fontSize = $0 }), in: 10...30)
        }
    }
}

struct ReaderScreen: View {
    @State private var preferences = ReaderPreferences()

    var body: some View {
        ReaderSettings(preferences: preferences)
            .toolbar {
                Button("Add chapter") { preferences.chapters.append("More") }
            }
    }
}
