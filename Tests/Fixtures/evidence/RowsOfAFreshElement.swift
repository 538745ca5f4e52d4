import SwiftUI

// Rows over a member of an outer row's element, where the outer rows are keyed by an id each
// element gets when it is made (`let id = UUID()`), and nothing changes `lines` afterwards:
// an outer row only ever shows the one section made with its id, so its rows never move.
struct SearchResultsView: View {
    @State private var query = ""
    @State private var result: SearchResult?

    var body: some View {
        List {
            if let result {
                ForEach(result.sections, id: \.id) { section in
                    Section(section.title) {
                        ForEach(section.lines.indices, id: \.self) { offset in
                            Text(section.lines[offset])
                        }
                    }
                }
            }
        }
        .searchable(text: $query)
        .onSubmit(of: .search) {
            result = SearchResult(sections: [.init(title: query, lines: [query, query.uppercased()])])
        }
    }
}

struct SearchResult {
    var sections: [Section]

    struct Section {
        let id = UUID()
        var title: String
        var lines: [String]
    }
}

// Another type of the same simple name, without an `id`: not what the rows above show.
struct Library {
    struct Section {
        var name: String
        var shelves: [String] = []
    }
}

// The same shape over an element whose `id` is passed in, not made fresh: another `Topic`
// with the same id may bring other `notes`, so the rows are not refuted this way.
struct TopicsView: View {
    @State private var topics: [Topic] = []

    var body: some View {
        List {
            ForEach(topics, id: \.id) { topic in
                ForEach(topic.notes.indices, id: \.self) { offset in
                    NoteRow(note: topic.notes[offset])
                }
            }
        }
        .task { topics = await Topic.load() }
    }
}

struct Topic {
    let id: String
    var notes: [String]

    static func load() async -> [Topic] { [Topic(id: "a", notes: ["x", "y"])] }
}

struct NoteRow: View {
    let note: String
    @State private var isExpanded = false

    var body: some View {
        DisclosureGroup(note, isExpanded: $isExpanded) { Text(note) }
    }
}

// A fresh id, but code appends to `tags` in place: the rows of one element can change.
struct BadgesView: View {
    @State private var people: [Person] = [Person(tags: ["new"])]

    var body: some View {
        VStack {
            ForEach(people, id: \.id) { person in
                ForEach(person.tags.indices, id: \.self) { offset in
                    Text(person.tags[offset])
                }
            }
            Button("Tag") { people[0].tags.insert("first", at: 0) }
        }
    }
}

struct Person {
    let id = UUID()
    var tags: [String]
}
