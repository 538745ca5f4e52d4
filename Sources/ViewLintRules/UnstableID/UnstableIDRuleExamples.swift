import ViewLint

enum UnstableIDRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct ChartView: View {
                @State private var selection: Int?
                var body: some View {
                    Chart(selection: $selection)
                        .↓id(UUID())
                }
            }
            """, evidence: .confirmed("a new identity replaced the view on 10 of 10 updates")),
        RuleExample("""
            struct Clock: View {
                var body: some View {
                    VStack {
                        Text("Now").↓id(Date())
                        Text("Seconds").↓id(Date.now.timeIntervalSince1970)
                        Text("Dice").↓id(Int.random(in: 1...6))
                        Text("Key").↓id("row-\\(UUID().uuidString)")
                    }
                }
            }
            """),
        RuleExample("""
            struct Entry: Identifiable {
                let id = UUID()
                let title: String
            }
            struct Entries: View {
                let titles: [String]
                var body: some View {
                    List(↓titles.map { Entry(title: $0) }) { entry in
                        Text(entry.title)
                    }
                }
            }
            """),
        RuleExample("""
            struct Banner: View {
                private let token = UUID()
                var body: some View {
                    Text("Hello").↓id(token)
                }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
            struct Reloadable: View {
                @State private var reloadToken = UUID()
                var body: some View {
                    VStack {
                        Feed().id(reloadToken)
                        Button("Reload") { reloadToken = UUID() }
                    }
                }
            }
            """),
        RuleExample("""
            struct Notes: View {
                let notes: [Note]
                var body: some View {
                    ForEach(notes) { note in
                        Text(note.text).id(note.id)
                    }
                    Text("Top").id("top")
                }
            }
            """),
        RuleExample("""
            struct Marker: Hashable {}
            struct Page: View {
                var body: some View {
                    Text("Section").id(Marker())
                }
            }
            """),
        RuleExample("""
            final class Store {
                var notes: [Note] = []
                func add(_ text: String) { notes.append(Note(id: UUID(), text: text)) }
            }
            """),
    ]
}
