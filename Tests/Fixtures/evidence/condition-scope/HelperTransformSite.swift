import SwiftUI

// An `if`/`else` inside the `@ViewBuilder` transform of the project's `.if`: the helper calls the
// transform while `body` runs, so the switch is view content, hosted there, not an action.

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

final class PlayerModel: ObservableObject {
    @Published var progress = 0.0
    @Published var chapters: [Double]?
}

struct ChapterTrack: View {
    @ObservedObject var player: PlayerModel
    @State private var showsChapters = true

    var body: some View {
        VStack {
            Toggle("Chapters", isOn: $showsChapters)
            ProgressView(value: player.progress)
                .if(showsChapters) { view in
                    if let chapters = player.chapters {
                        view.overlay { Text("\(chapters.count) chapters") }
                    } else {
                        view
                    }
                }
        }
    }
}
