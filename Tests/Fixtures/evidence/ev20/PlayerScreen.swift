import SwiftUI

final class PlayerModel: ObservableObject {
    var episodeTitle = "" {
        willSet { objectWillChange.send() }
    }
    var chapterTitle = ""

    func play(episode: String, chapter: String) {
        episodeTitle = episode
        chapterTitle = chapter
    }
}

struct PlayerScreen: View {
    @ObservedObject var model: PlayerModel

    var body: some View {
        VStack {
            EpisodeBadge(title: model.episodeTitle)
            ChapterBadge(title: model.chapterTitle)
        }
    }
}

struct EpisodeBadge: View {
    @State private var shown: String

    init(title: String) {
        _shown = State(initialValue: title)
    }

    var body: some View {
        Text(shown)
    }
}

struct ChapterBadge: View {
    @State private var shown: String

    init(title: String) {
        _shown = State(initialValue: title)
    }

    var body: some View {
        Text(shown)
    }
}
