import SwiftUI

// A model's flag that every write in the project sets to `true` turns on once and never back:
// the `.if` switches once, whoever holds the model. A flag toggled, or written by a view through
// the model (a value the facts do not follow), may flip back and forth.

final class PlayerModel: ObservableObject {
    @Published var animationsOn = false
    @Published private(set) var hasStarted = false
    @Published var isMuted = false
    @Published var showsLyrics = false

    func play() {
        animationsOn = true
        hasStarted = true
        isMuted.toggle()
    }
}

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct PlayerControls: View {
    @ObservedObject var model: PlayerModel

    var body: some View {
        VStack {
            Button("Play") { model.play() }
            Text("Now playing").if(model.animationsOn) { $0.animation(.easeOut, value: model.isMuted) }
            Text("Lyrics").if(model.showsLyrics) { $0.bold() }
            Button("Lyrics") { model.showsLyrics = true }
        }
    }
}

struct PlayerScreen: View {
    @StateObject private var model = PlayerModel()

    var body: some View {
        VStack {
            PlayerControls(model: model)
            Text("Started").if(model.hasStarted) { $0.italic() }
            Text("Muted").if(model.isMuted) { $0.strikethrough() }
        }
    }
}
