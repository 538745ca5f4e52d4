import ViewLint

enum ForEachIndexIdentityRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct Playlist: View {
                @State private var tracks: [Track] = []
                var body: some View {
                    List {
                        ↓ForEach(tracks.indices, id: \\.self) { index in
                            TextField("Title", text: $tracks[index].title)
                        }
                        .onDelete { tracks.remove(atOffsets: $0) }
                        .onMove { tracks.move(fromOffsets: $0, toOffset: $1) }
                        Button("Add") { tracks.insert(Track(title: ""), at: 0) }
                    }
                }
            }
            """, evidence: .confirmed("while showing another element 7 times (an insert at the front, a delete and a move); with rows keyed by the elements' ids (each element appearing once): 0 times")),
        RuleExample("""
            struct Scores: View {
                let scores: [Int]
                var body: some View {
                    ↓ForEach(0..<scores.count) { index in
                        Text("\\(scores[index])")
                    }
                    ↓ForEach(0..<scores.count, id: \\.self) { index in
                        Text("\\(scores[index])")
                    }
                }
            }
            """),
        RuleExample("""
            struct Ranking: View {
                let names: [String]
                var body: some View {
                    ↓ForEach(Array(names.enumerated()), id: \\.offset) { pair in
                        Text("\\(pair.offset + 1). \\(pair.element)")
                    }
                    ↓List(names.indices, id: \\.self) { index in
                        Text(names[index])
                    }
                }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        // Rows that read neither their element nor their position are one view repeated.
        RuleExample("""
            struct LoadingButtons: View {
                let names: [String]
                var body: some View {
                    VStack {
                        ForEach(0 ..< names.count, id: \\.self) { _ in
                            ProgressView()
                        }
                        ForEach(names.indices, id: \\.self) { index in
                            Capsule().frame(height: 44)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Playlist: View {
                @State private var tracks: [Track] = []
                var body: some View {
                    List {
                        ForEach($tracks) { $track in
                            TextField("Title", text: $track.title)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Dots: View {
                static let labels = ["A", "B", "C"]
                @State private var pages = 3
                var body: some View {
                    ForEach(0..<3) { Text("\\($0)") }
                    ForEach(Self.labels.indices, id: \\.self) { Text(Self.labels[$0]) }
                    ForEach(0..<pages, id: \\.self) { page in Circle() }
                }
            }
            """),
        RuleExample("""
            struct Ranking: View {
                let players: [Player]
                var body: some View {
                    ForEach(Array(players.enumerated()), id: \\.element.id) { pair in
                        Text("\\(pair.offset + 1). \\(pair.element.name)")
                    }
                }
            }
            """),
    ]
}
