import SwiftUI

// Optional bindings held on the way to a site read as tests of nil, never "`let x` is false",
// and a chain `if let a … else if let b` names its clauses in the order the code tests them.
struct ShortcutTile: View {
    let title: String
    let link: URL?
    let onRun: (() -> Void)?
    @State private var pressed = 0

    var body: some View {
        VStack {
            Text(title)
            linkOrButton(content: AnyView(Image(systemName: "bolt").frame(maxWidth: .infinity)))
        }
    }

    @ViewBuilder private func linkOrButton(content: some View) -> some View {
        if let link {
            Link(destination: link) { content }
        } else if let onRun {
            Button(action: onRun) { content }
        } else {
            EmptyView()
        }
    }
}

struct Episode: Equatable {
    var title: String
}

struct EpisodeCell: View {
    let episode: Episode
    @State private var played = false

    var body: some View {
        Toggle(episode.title, isOn: $played)
    }
}

struct EpisodeList: View {
    let pageSize: Int?
    @State private var episodes: [Episode] = []

    var body: some View {
        Group {
            if let pageSize {
                Text("Paged by \(pageSize)")
            } else {
                LazyVStack {
                    ForEach(episodes.indices, id: \.self) { index in
                        EpisodeCell(episode: episodes[index])
                    }
                }
            }
        }
        .onAppear { episodes.insert(Episode(title: "Pilot"), at: 0) }
    }
}

struct DraftEditor: View {
    let draft: String?
    @State private var lines: [String] = []

    var body: some View {
        guard let draft else {
            return AnyView(List {
                ForEach(lines.indices, id: \.self) { index in
                    EpisodeCell(episode: Episode(title: lines[index]))
                }
            }
            .onAppear { lines.insert("first", at: 0) })
        }
        return AnyView(Text(draft))
    }
}
