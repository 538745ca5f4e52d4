import ViewLint

enum StateFromArgumentRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct ScoreBadge: View {
                @State private var score: Int
                init(score: Int) {
                    ↓_score = State(initialValue: score)
                }
                var body: some View { Text("\\(score)") }
            }
            struct Match: View {
                @State private var points = 0
                var body: some View {
                    ScoreBadge(score: points)
                    Button("Goal") { points += 1 }
                }
            }
            """, evidence: .confirmed("`ScoreBadge` kept showing the first `score` on 10 of 10 updates (the parent passing a new `score`)")),
        RuleExample("""
            struct TrackRow: View {
                @StateObject private var player: TrackPlayer
                @State private var title: String
                @State private var tags: [String] = []
                @State private var length: Int
                init(track: Track) {
                    ↓self._player = StateObject(wrappedValue: TrackPlayer(url: track.url))
                    ↓_title = State(wrappedValue: track.title)
                    ↓_tags = .init(initialValue: track.tags.sorted())
                    ↓self.length = track.length
                }
                var body: some View {
                    Text("\\(title) \\(tags.count) \\(length) \\(player.progress)")
                }
            }
            struct Playlist: View {
                let tracks: [Track]
                var body: some View {
                    List(tracks) { track in
                        TrackRow(track: track)
                    }
                }
            }
            """),
        RuleExample("""
            struct Badge: View {
                @State var title: String
                var body: some View { Text(title) }
            }
            struct Inbox: View {
                @ObservedObject var folder: Folder
                var body: some View {
                    Badge(↓title: folder.name)
                }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
            struct ScoreBadge: View {
                @State private var score: Int
                init(initialScore: Int) {
                    _score = State(initialValue: initialScore)
                }
                var body: some View { Text("\\(score)") }
            }
            struct Match: View {
                @State private var points = 0
                var body: some View {
                    ScoreBadge(initialScore: points)
                }
            }
            """),
        RuleExample("""
            struct ScoreBadge: View {
                let score: Int
                @State private var shown: Int
                init(score: Int) {
                    self.score = score
                    _shown = State(initialValue: score)
                }
                var body: some View {
                    Text("\\(shown)")
                        .onChange(of: score) { shown = score }
                }
            }
            struct Match: View {
                @State private var points = 0
                var body: some View {
                    ScoreBadge(score: points)
                    ScoreBadge(score: points).id(points)
                }
            }
            """),
        RuleExample("""
            struct NameEditor: View {
                @Binding var name: String
                @State private var draft: String
                init(name: Binding<String>) {
                    _name = name
                    _draft = State(initialValue: name.wrappedValue)
                }
                var body: some View {
                    TextField("Name", text: $draft)
                        .onSubmit { name = draft }
                }
            }
            struct Profile: View {
                @State private var name = ""
                @State private var editing = false
                var body: some View {
                    NameEditor(name: $name)
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) { DetailScreen(name: name) }
                }
            }
            struct DetailScreen: View {
                @StateObject private var model: DetailModel
                init(name: String) {
                    _model = StateObject(wrappedValue: DetailModel(name: name))
                }
                var body: some View { Text(model.summary) }
            }
            """),
        RuleExample("""
            struct Stars: View {
                @State private var rating: Int
                @StateObject private var model = StarsModel()
                init(rating: Int) {
                    _rating = State(initialValue: rating)
                }
                var body: some View { Text(String(repeating: "★", count: rating) + model.caption) }
            }
            struct Review: View {
                var body: some View {
                    Stars(rating: 3)
                    Stars(rating: 5)
                }
            }
            """),
    ]
}
