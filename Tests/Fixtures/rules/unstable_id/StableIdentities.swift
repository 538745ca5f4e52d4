import SwiftUI

struct SectionMarker: Hashable {}

struct Note: Identifiable {
    let id: UUID
    var text: String
}

/// Ids that stay the same from one update to the next must not be reported.
struct StableIdentityView: View {
    let notes: [Note]
    @State private var resetToken = UUID()
    @State private var page = 0

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Text("Header").id("header")
                Text("Marker").id(SectionMarker())
                Text("Page").id(page)
                Text("Reset").id(resetToken)
                ForEach(notes) { note in
                    Text(note.text).id(note.id)
                }
                Button("Reset") { resetToken = UUID() }
                Button("Top") { proxy.scrollTo("header") }
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date, style: .time).id(context.date)
                }
                // Text("x").id(UUID())
                Text("Never write .id(UUID())")
            }
        }
        .task { page = 1 }
    }
}

final class NoteStore {
    var notes: [Note] = []

    func add(_ text: String) {
        notes.append(Note(id: UUID(), text: text))
    }
}
